"""Meaning comes from the tree and the lexicon, not from printed text: the compiler's matching
of printed text (``to_text`` calls, regular expressions, phrase literals) is held to a budget
that may only go down as the compiler moves to dispatch on the IR (:mod:`riftrules.ir`); new
modules start at zero, and the IR's reader has none. Lower a number here when you remove
matching; never raise one.
"""

from pathlib import Path

from riftrules.effects.textmatch import Matching, census

# module: (to_text calls, regular expressions, phrase literals), measured 2026-12-01
BUDGET = {
    "compiler.py": (2, 0, 1),  # costmods.instruction reads words; Either's labels; "with it"
}
SRC = Path(__file__).resolve().parents[2] / "src" / "riftrules"


def test_effects_matches_no_more_printed_text_than_its_budget():
    over = []
    for module, found in census().items():
        allowed = Matching(*BUDGET.get(module, (0, 0, 0)))
        if (found.to_text, found.regex, found.phrases) > (0, 0, 0) and any(
            now > most
            for now, most in zip(
                (found.to_text, found.regex, found.phrases),
                (allowed.to_text, allowed.regex, allowed.phrases),
                strict=True,
            )
        ):
            over.append((module, found, allowed))
    assert not over, over


def test_the_ir_reader_matches_no_printed_text():
    for module, found in census(SRC / "ir").items():
        assert (found.to_text, found.regex) == (0, 0), module


def test_the_chain_reads_reaction_from_the_ir_not_the_text():
    source = (SRC / "engine" / "chain.py").read_text(encoding="utf-8")
    assert "re.compile" not in source and "keywords_of" in source


def test_a_quote_of_the_card_is_display_only_in_a_label_a_refusal_or_a_note(tmp_path):
    from riftrules.effects.textmatch import count

    module = tmp_path / "m.py"
    module.write_text(
        "def f(node, notes):\n"
        "    a = Ability(text=quote(node))\n"
        "    notes.append(f'reminder: {quote(node)}')\n"
        "    if quote(node) == 'draw':\n"
        "        raise NotCompiled(Construct.VERB, f'{quote(node)!r} not compiled')\n",
        encoding="utf-8",
    )
    assert count(module).to_text == 1  # the comparison, and only it
