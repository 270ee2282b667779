"""A one-line harness in pyflakes' manner: ``assert_codes("[Brun 2].", "spell", "RB202")``,
and a cache folder of the test's own for every CLI run."""

from __future__ import annotations

import pytest

from riftrules.lint.card import CardFacts, card_type
from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected


def findings(text: str, kind: str | None = None, **card: object) -> list[Diagnostic]:
    facts = CardFacts(type=card_type(kind), has_data=bool(card), **card)  # type: ignore[arg-type]
    return lint(text, facts, selected())


def assert_codes(text: str, kind: str | None, *codes: str, ignore: tuple[str, ...] = ()) -> None:
    """The codes found in ``text`` on a card of type ``kind`` are exactly ``codes`` (in text
    order), leaving out the codes that start with one of ``ignore``."""
    found = [d.code for d in findings(text, kind) if not d.code.startswith(ignore)]
    assert found == list(codes), f"{text!r}: expected {list(codes)}, found {found}"


@pytest.fixture(name="assert_codes")
def assert_codes_fixture():
    return assert_codes


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """Each test gets an empty parse cache: results never depend on an earlier run."""
    monkeypatch.setenv("RIFTRULES_CACHE_DIR", str(tmp_path / "cache"))
