"""No input makes the linter raise (Hypothesis), nor any rule report an internal error."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftrules.cards import pool
from riftrules.lint.card import CARD_TYPES, CardFacts
from riftrules.lint.fixes import apply
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected

RULES = selected()
PIECES = [
    "[", "]", "(", ")", '"', "—", "-", "–", ":", ".", ",", "•", "\n", "\r\n", " ", "\t",
    "[Tank]", "[Assault 2]", "[Brun 2]", "[>]", "[>>]", "[1]", "[R]", "[C]", "[E]", "[M]",
    "[T]", "[S]", ":rb_exhaust:", ":rb_energy_2:", ":rb_rune_fury:", "<p>", "<br />", "&amp;",
    "I", "me", "this", "here", "Draw", "draw", "two", "2", "rule 441.2", "Deal 3 to a unit",
    "(Opponents must pay [A] to choose me with a spell or ability.)", "Equip", "[Legion] - ",
]  # fmt: skip
texts = st.one_of(
    st.text(max_size=300),
    st.lists(st.sampled_from(PIECES), max_size=40).map("".join),
    st.sampled_from([card.text for card in pool.load()]).flatmap(
        lambda text: st.integers(0, len(text)).map(lambda cut: text[:cut] + text[cut + 1 :])
    ),
)
cards = st.builds(
    CardFacts,
    type=st.sampled_from([None, *CARD_TYPES]),
    domains=st.one_of(st.none(), st.just(()), st.just(("Fury", "Calm"))),
    might=st.one_of(st.none(), st.integers(-2, 20)),
    energy=st.one_of(st.none(), st.integers(0, 12)),
    printed=st.one_of(st.none(), st.text(max_size=50)),
    has_data=st.booleans(),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, cards)
def test_lint_never_raises(text: str, card: CardFacts) -> None:
    found = lint(text, card, RULES)
    assert all(d.code != "RB000" for d in found), [d.message for d in found]
    for d in found:
        where = d.location
        assert 0 <= where.source_start <= where.source_end <= len(text)
        assert where.line >= 1 and where.column >= 1
    fixed, _ = apply(text, found, unsafe=True)
    assert isinstance(fixed, str)


def test_huge_input_is_refused_not_read() -> None:
    found = lint("Draw 1. " * 5000, CardFacts(type="spell"), RULES)
    assert [d.code for d in found] == ["RB100"]
