"""A new set's keyword action, done: "[Rally] a unit." does to the unit what the keyword's
reminder says (135.2.c.1: a keyword stands for longer instructions); then the action is done,
one game action the log says (``keyword_action``), which "When you [Rally] a unit" waits for
and "If you rallied a unit" / "each unit you rallied this way" read (linked instructions,
359.3.e.14)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import KeywordActionData
from riftrules.engine.selectors import Selector


@dataclass(frozen=True, slots=True)
class KeywordDone(Action):
    """The keyword action ``keyword`` ("Rally") done to what ``target`` selects, after its
    reminder's instructions: logs one ``keyword_action`` event for each object (by the
    controller) and returns them (what was done "this way"); nothing selected (no legal
    object), nothing done."""

    keyword: str
    target: Selector

    def run(self, ctx: Context) -> list[Any]:
        done = list(self.target.resolve(ctx))
        for obj in done:
            ctx.game.emit(
                "keyword_action",
                ctx.controller,
                "keyword_action",
                subject=obj,
                data=KeywordActionData(keyword=self.keyword),
            )
        return done
