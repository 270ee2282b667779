"""Hypothesis strategies that build card-text ASTs the way the grammar shapes them.

They build nodes, not strings: a generated tree is printed, parsed back, and must come back
equal (spans aside). The grammar-based generators of lark glue words together without regard
to meaning; these follow the card templating: noun phrases, verb phrases, runs, sentences,
triggers, costs and keywords.
"""

from __future__ import annotations

from hypothesis import strategies as st

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Word


def word(kind: str, *texts: str) -> st.SearchStrategy[Word]:
    return st.sampled_from(texts).map(lambda text: Word(kind=kind, text=text))


def branch(kind, *parts: st.SearchStrategy) -> st.SearchStrategy:
    return st.tuples(*parts).map(lambda items: kind(parts=tuple(items)))


nouns = word("NOUN", "unit", "units", "gear", "card", "cards", "rune", "runes", "battlefield")
adjectives = word("ADJECTIVE", "friendly", "enemy", "other", "stunned", "buffed")
# one-word rules (determiner, head, modifier, count, verb, preposition, auxiliary) are inlined:
# their word stands in the tree, typed by its terminal
determiners = word("DETERMINER", "a", "the", "another", "any")
heads = nouns
modifiers = st.lists(adjectives, max_size=2)

determined = st.tuples(determiners, modifiers, heads).map(
    lambda t: ast.NounPhrase(parts=(t[0], *t[1], t[2]))
)
pronouns = branch(ast.NounPhrase, word("PRONOUN", "me", "it", "you", "them"))
possessed = st.tuples(word("POSSESSIVE", "your", "its", "my"), heads).map(
    lambda t: ast.NounPhrase(parts=t)
)
noun_phrases = st.one_of(determined, pronouns, possessed)
bare = st.one_of(
    st.tuples(branch(ast.Adjectives, adjectives), nouns).map(lambda t: ast.BareNounPhrase(parts=t)),
    nouns.map(lambda noun: ast.BareNounPhrase(parts=(noun,))),
)

counted = branch(ast.Counted, word("NUMBER", "1", "2", "3", "10"))
amounts = branch(ast.Amount, word("SIGNED_MIGHT", "+1 [M]", "+2 [M]", "-3 [M]"))
verbs = st.one_of(
    word("VERB", "draw", "deal", "kill", "banish", "recycle", "give"),
    word("MOVE", "move"),
    word("PLAY", "play"),
)
verb_phrases = st.one_of(
    branch(ast.VerbPhrase, verbs),
    st.tuples(verbs, bare).map(lambda t: ast.VerbPhrase(parts=t)),
)
prep_phrases = st.one_of(
    branch(ast.PrepPhrase, word("TO", "to")),
    branch(ast.PrepPhrase, word("PREPOSITION", "from", "with")),
)
auxiliaries = word("AUX", "may", "can't", "must")
adverbs = st.one_of(word("ADVERB", "instead", "again"), word("ADVERB_PHRASE", "this turn"))
keywords = word("KEYWORD", "[Tank]", "[Ganking]", "[Assault 2]")

chunks = st.one_of(noun_phrases, counted, amounts, adverbs, verb_phrases, prep_phrases, auxiliaries)
openings = st.one_of(chunks, bare)
joints = st.one_of(
    branch(ast.Joint, word("COMMA", ",")),
    branch(ast.Joint, branch(ast.TightJoint, word("AND", "and"))),
    st.tuples(word("COMMA", ","), branch(ast.TightJoint, word("THEN", "then"))).map(
        lambda t: ast.Joint(parts=t)
    ),
)
# a keyword followed by a noun phrase is the keyword used as an action ("[Rally] a unit"): a
# keyword as a state is followed here by an adverb, an action by a determined noun phrase
keyword_actions = st.tuples(
    branch(ast.VerbPhrase, word("KEYWORD_VERB", "[Rally]", "[Stun]", "[Vigil 2]")), determined
)
continuations = st.one_of(
    chunks.map(lambda chunk: (chunk,)),
    st.tuples(keywords, adverbs),
    keyword_actions,
    st.tuples(joints, openings),
)


@st.composite
def runs(draw) -> ast.Run:
    first = draw(st.tuples(verb_phrases, st.lists(chunks, max_size=2)))
    rest = draw(st.lists(continuations, max_size=3))
    parts = [first[0], *first[1]]
    for piece in rest:
        parts.extend(piece)
    return ast.Run(parts=tuple(parts))


sentences = st.tuples(runs(), word("PERIOD", ".")).map(lambda t: ast.Sentence(parts=t))
effects = st.lists(sentences, min_size=1, max_size=3).map(lambda s: ast.Effect(parts=tuple(s)))


@st.composite
def triggered(draw) -> ast.Effect:
    event = ast.TightRun(parts=(draw(pronouns), ast.VerbPhrase(parts=(draw(verbs),))))
    when = ast.When(parts=(Word(kind="WHEN", text="When"), event))
    prefix = ast.Prefix(parts=(when, Word(kind="COMMA", text=",")))
    period = Word(kind="PERIOD", text=".")
    sentence = ast.Sentence(parts=(ast.Prefixes(parts=(prefix,)), draw(runs()), period))
    return ast.Effect(parts=(sentence,))


activated = st.tuples(
    branch(ast.Run, branch(ast.Amount, word("SYMBOLS", "[1]", "[E]", "[2][R]"))),
    word("COLON", ":"),
    effects,
).map(lambda t: ast.Activated(parts=t))

keyword_lines = st.lists(branch(ast.KeywordItem, keywords), min_size=1, max_size=2).map(
    lambda items: ast.Keywords(parts=tuple(_comma_separated(items)))
)


def _comma_separated(items):
    for index, item in enumerate(items):
        if index:
            yield Word(kind="COMMA", text=",")
        yield item


lines = st.one_of(effects, triggered(), activated, keyword_lines).map(
    lambda ability: ast.Line(parts=(ability,))
)
