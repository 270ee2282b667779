import pytest

from riftrules.rules import numbers


@pytest.mark.parametrize(
    ("text", "number"),
    [("431", "431"), ("431.", "431"), ("431.2.b.", "431.2.b"), ("359.3.e.12.a", "359.3.e.12.a")],
)
def test_normalise(text, number):
    assert numbers.normalise(text) == number


@pytest.mark.parametrize("text", ["43", "431.b", "431.2.3", "x.1", "431.2.b.c", ""])
def test_rejects_what_is_not_a_number(text):
    with pytest.raises(numbers.RuleNumberError):
        numbers.normalise(text)


def test_order_follows_the_document():
    ordered = ["431", "431.1", "431.1.a", "431.1.c.1", "431.2", "431.10", "432"]
    assert sorted(reversed(ordered), key=numbers.components) == ordered


def test_parent():
    assert numbers.parent_number("431.2.b") == "431.2"
    assert numbers.parent_number("431") is None
