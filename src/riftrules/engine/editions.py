"""Behaviour that changed between editions of the Core Rules.

The engine cites each edition's own rules (:mod:`.citations`); where an edition also *does*
something else, the change is named here with the editions that still work the old way, and
the action that changed asks :func:`old_way`. A game under edition 2025-06-02:

- ``burn_out.on_look``: looking at or revealing cards of an empty Main Deck burns out first
  (607.1.b); from 2025-10 on, looking never burns out (431.1.c).
- ``burn_out.shuffles``: a Burn Out shuffles the trash into the Main Deck (607.2.a: a
  ``shuffle``, no recycle); from 2025-10 on, the trash is recycled (431.2.b).

and under 2025-12-01 (and before):

- ``attach.same_detaches``: attaching a card to the card it is attached to detaches it, then
  attaches it again (421.1.f: "Detach from any card to which it is currently Attached"; the Las
  Vegas 2026 Regional Qualifier's Jax, Grandmaster at Arms ruling); from 2026-03-30 on, it has no
  effect (434.1.g).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.rules import store

if TYPE_CHECKING:
    from riftrules.engine.state import Game

OLD_WAYS: dict[str, frozenset[str]] = {
    "burn_out.on_look": frozenset({"2025-06-02"}),
    "burn_out.shuffles": frozenset({"2025-06-02"}),
    "attach.same_detaches": frozenset({"2025-06-02", "2025-10", "2025-12-01"}),
}


def old_way(game: Game, change: str) -> bool:
    """Does ``game``'s edition still work the old way for ``change``?"""
    return game.edition in OLD_WAYS[change]


GIVEN_TEXT_ACTIVE_FROM = "2026-03-30"


def given_text_active(game: Game) -> bool:
    """Does what an effect gave an attached card stay active (135.4 of 2026-03-30: only the
    printed text is inactive)? Before that edition all of its text was inactive (718.2)."""
    return store.edition_info(game.edition).date >= GIVEN_TEXT_ACTIVE_FROM
