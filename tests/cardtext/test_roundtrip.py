"""Round trips: AST -> text -> parse -> the same AST; and no input ever makes the parser raise."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftrules.cardtext.parser import MAX_TEXT, parse_line, parse_text
from riftrules.cardtext.printer import to_text

from .strategies import lines


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lines)
def test_ast_prints_and_parses_back_to_itself(tree):
    text = to_text(tree)
    assert parse_line(text) == tree, text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_no_text_makes_the_parser_raise(text):
    parsed = parse_text(text)
    assert parsed.refused is None
    for line in parsed.lines:
        assert line.ok or line.error.message


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_no_bytes_make_the_parser_raise(data):
    parse_text(data.decode("utf-8", errors="replace"))


def test_huge_input_is_refused_with_a_message():
    parsed = parse_text("Draw 1. " * (MAX_TEXT // 4))
    assert not parsed.ok
    assert "refused" in parsed.refused and f"{MAX_TEXT:,}" in parsed.refused
    assert parse_text("x" * 1_000_000).refused


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_a_line_that_does_not_parse_keeps_every_token_in_its_partial_tree(text):
    for line in parse_text(text).lines:
        assert line.ok or to_text(line.partial) == line.text
        assert line.ok or line.unread()  # at least one span is marked
