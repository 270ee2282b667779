"""Meaning comes from the tree and the lexicon, not from printed text: no module of the
compiler (``effects/``) matches printed text — no ``to_text`` call, no regular expression, no
phrase literal (``tests/effects/textmatch.py`` counts them) — and the IR's reader
(:mod:`riftrules.ir`) prints no node back nor runs a regular expression. A new module starts
at zero and stays there: read the IR (:mod:`riftrules.ir.reader`) and the lexicon instead.
"""

from pathlib import Path

from tests.effects.textmatch import Matching, census

SRC = Path(__file__).resolve().parents[2] / "src" / "riftrules"


def test_effects_matches_no_printed_text():
    matching = {module: found for module, found in census().items() if found != Matching()}
    assert not matching, matching


def test_the_ir_reader_matches_no_printed_text():
    for module, found in census(SRC / "ir").items():
        assert (found.to_text, found.regex) == (0, 0), module


def test_the_engine_reads_no_card_text():
    """The engine runs what the compiler built: no module of it prints a node back or runs a
    regular expression (the chain asks a card's compiled script for its timing)."""
    for module, found in census(SRC / "engine").items():
        assert (found.to_text, found.regex) == (0, 0), module


def test_the_chain_asks_the_script_for_reaction_not_the_text():
    """[Action] and [Reaction] (159.2) are the script's ``timing``, set by the compiler from
    the reading's keywords; the engine neither reads the IR nor the card's text for them."""
    source = (SRC / "engine" / "chain.py").read_text(encoding="utf-8")
    assert "re.compile" not in source and "script.timing" in source
    for module in (SRC / "engine").rglob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert "keywords_of" not in text and "riftrules.ir" not in text, module


def test_a_quote_of_the_card_is_display_only_in_a_label_a_refusal_or_a_note(tmp_path):
    """Where a quote of the card stands in a label, a choice's labels, a refusal or a note,
    it is shown, not read; anywhere else it is counted."""
    from tests.effects.textmatch import count

    module = tmp_path / "m.py"
    module.write_text(
        "def f(node, notes):\n"
        "    a = Ability(text=quote(node))\n"
        "    b = Either(options, labels=(quote(node), quote(node)))\n"
        "    notes.append(f'reminder: {quote(node)}')\n"
        "    if quote(node) == 'draw':\n"
        "        raise NotCompiled(Construct.VERB, f'{quote(node)!r} not compiled')\n",
        encoding="utf-8",
    )
    assert count(module).to_text == 1  # the comparison, and only it
