"""The card query language: fields, comparisons, and/or/not, phrases; malformed queries."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftrules.cards import pool, query
from riftrules.lint.data import keywords


def found(text: str) -> list[str]:
    tree = query.parse(text)
    return [card.name for card in pool.load() if query.matches(tree, query.facts(card, keywords()))]


def test_fields_and_comparisons():
    for name in found("t:unit d:fury might>=6"):
        card = pool.find(name)
        assert card.type == "Unit" and "Fury" in card.domains and card.might >= 6
    assert "Magma Wurm" in found("t:unit d:fury might>=6")


def test_text_phrases_keywords_and_not():
    names = found('o:"deal 3" -kw:deflect')
    assert names and all("deal 3" in pool.find(n).text.casefold() for n in names)
    assert not set(names) & set(found("kw:deflect"))


def test_or_and_parentheses():
    either = set(found("(s:ogs or s:sfd) t:legend"))
    assert either == set(found("s:ogs t:legend")) | set(found("s:sfd t:legend"))
    assert set(found("t:legend or t:rune")) == set(found("t:legend")) | set(found("t:rune"))


def test_set_and_collector_number_as_printed():
    assert found("s:ogn cn:301") == ["Loose Cannon"]
    assert "Loose Cannon" in found("cn>=300 s:ogn")


def test_bare_words_search_names_and_types_include_tags_and_supertypes():
    assert found("annie") == ["Annie, Fiery", "Annie, Stubborn"]
    assert set(found("t:champion")) == {c.name for c in pool.load() if c.supertype == "Champion"}
    assert set(found("t:poro")) == set(found("tag:poro")) != set()


def test_a_card_without_might_matches_no_comparison():
    assert not set(found("might>=0")) & set(found("t:spell"))


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("t:", 3, "needs a value"),
        ("typ:unit", 1, "did you mean type?"),
        ("t:unit (d:fury", 8, "'(' is not closed"),
        ("t:unit)", 7, "closes nothing"),
        ('o:"deal 3', 3, "quote is not closed"),
        ("might>=x", 8, "is a number"),
        ("t:unit o<3", 9, "cannot be compared"),
        ("or t:unit", 1, "where a term is wanted"),
        ("t:unit or", 10, "ends where a term is wanted"),
        ("()", 2, "nothing between"),
        ("(" * 500 + "x" + ")" * 500, 66, "nested"),
        ("-" * 5000 + "x", 66, "nested"),
    ],
)
def test_a_malformed_query_names_the_column(text, column, words):
    with pytest.raises(query.QueryError) as raised:
        query.parse(text)
    assert raised.value.column == column and words in str(raised.value)


def test_the_command_lists_one_card_a_line(cli):
    run = cli("cards", "s:ogn", "cn:301")
    assert run.code == 0 and run.out.splitlines() == [
        "OGN-251  Loose Cannon  (Legend · Fury/Chaos)"
    ]


def test_a_leading_minus_is_a_not_not_an_option(cli):
    names = {
        r["name"] for r in cli("cards", "-kw:deflect", "t:champion", "--format", "json").json()
    }
    assert names and not names & set(found("kw:deflect"))


def test_a_malformed_query_is_exit_2_on_one_line(cli):
    run = cli("cards", "t:unit", "might>=x")
    assert run.code == 2 and run.err.count("\n") == 1 and "column 15" in run.err


def test_no_match_is_exit_1(cli):
    assert cli("cards", "zzqq").code == 1


def test_every_field_has_a_fact():
    card = pool.find("Loose Cannon")
    assert set(query.facts(card, keywords())) == set(query.fields())


def test_a_word_the_shell_unquoted_is_a_phrase_again(cli):
    # the shell passes o:"deal 3" as 'o:deal 3'; a whole query in one word stays a query
    quoted = cli("cards", "o:deal 3", "t:spell", "--format", "json").json()
    assert {c["name"] for c in quoted} == set(found('o:"deal 3" t:spell'))
    whole = cli("cards", "t:unit d:fury might>=9", "--format", "json").json()
    assert {c["name"] for c in whole} == set(found("t:unit d:fury might>=9"))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list('t:o"()- orandm<>=!3xkw')), max_size=60))
def test_any_query_is_a_tree_or_a_one_line_refusal(text):
    card = query.facts(pool.find("Death Mark"), keywords())
    try:
        tree = query.parse(text)
    except query.QueryError as error:
        assert 1 <= error.column <= len(text) + 1 and "\n" not in str(error)
    else:
        assert query.matches(tree, card) in (True, False)
