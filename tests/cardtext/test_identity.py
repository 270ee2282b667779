"""The whole card pool is the identity fixture: every distinct text that parses prints back
exactly; the texts that do not parse yet are listed, with the reason, in identity_gaps.txt."""

from pathlib import Path

import pytest

from riftrules.cardtext.coverage import measure, pool_texts, round_trips
from riftrules.cardtext.parser import parse_text

GAPS = Path(__file__).with_name("identity_gaps.txt")


def listed_gaps() -> dict[str, str]:
    """Each line of the gaps file: a card text (newlines as \\n), a tab, why it does not parse."""
    gaps = {}
    for line in GAPS.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            text, reason = line.split("\t", 1)
            gaps[text.replace("\\n", "\n")] = reason
    return gaps


@pytest.fixture(scope="module")
def texts():
    return pool_texts()


def test_every_parsed_text_prints_back_exactly(texts):
    failures = [t for t in texts if parse_text(t).ok and not round_trips(parse_text(t))]
    assert failures == []


def test_the_texts_that_do_not_parse_are_exactly_the_listed_gaps(texts):
    failing = {text for text in texts if not parse_text(text).ok}
    assert failing == set(listed_gaps())


def test_coverage_figures(texts):
    result = measure(texts)
    assert result.cards == len(texts)
    assert result.parsed == result.round_trip == result.cards - len(listed_gaps())
    assert len(result.failures) == len(listed_gaps())
