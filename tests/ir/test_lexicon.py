"""One list of verbs: the grammar's verb terminals, the IR's lexicon and the compiler's
registry of verb builders agree."""

import re
from pathlib import Path

from riftrules.cardtext.nodes import Word
from riftrules.effects.verbs import VERBS
from riftrules.ir.clauses import LEMMAS
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.reader import _verb

GRAMMAR = (Path(__file__).resolve().parents[2] / "grammar" / "card.lark").read_text("utf-8")
# the terminals a verb is lexed as, besides VERB (words that are also nouns have their own)
OWN_TERMINALS = {
    "SCORE": "score",
    "EXHAUST": "exhaust",
    "PLAY": "play",
    "ATTACK": "attack",
    "DEFEND": "defend",
    "HOLD": "hold",
    "CONQUER": "conquer",
    "MOVE": "move",
    "COST": "cost",
    "CONTROL": "control",
    "BUFF": "buff",
    "COUNTER": "counter",
    "DO": "do",
    "BE": "be",
    "HAVE": "have",
    "READY": "ready",
}


def _grammar_verbs() -> set[str]:
    """Every verb form the grammar's VERB terminal names (its stems, with their endings)."""
    (pattern,) = re.findall(r"^VERB: /(.*)/$", GRAMMAR, re.MULTILINE)
    forms: set[str] = set()
    for group, ending in re.findall(r"\(\?:([A-Za-z\[\]|']+)\)(\(\?:[a-z|]*\))?", pattern):
        for alternative in group.split("|"):
            word = re.sub(r"\[(\w)\w\]", r"\1", alternative).casefold()
            forms.add(word + ("e" if ending.startswith("(?:e|") else ""))
    return forms


def test_every_verb_of_the_grammar_has_a_lemma_in_the_lexicon():
    forms = _grammar_verbs()
    assert len(forms) > 80
    lemmas = {_verb(Word(kind="VERB", text=form)).value for form in forms}
    lemmas |= {_verb(Word(kind=k, text=v)).value for k, v in OWN_TERMINALS.items()}
    assert lemmas <= set(LEXICON["verbs"])
    keyworded = [*LEXICON["keyword_verbs"], *LEXICON["permission_verbs"]]  # lexed as keywords
    missing = set(LEXICON["verbs"]) - lemmas - {k.casefold() for k in keyworded}
    assert not missing, f"lexicon verbs the grammar cannot lex: {missing}"


def test_the_compilers_verbs_are_lexicon_verbs_and_the_clause_reader_uses_the_lexicon():
    assert set(VERBS) <= set(LEXICON["verbs"])
    assert frozenset(LEXICON["verbs"]) == LEMMAS
