"""Modes: "Choose one — • … • …" and "Do one of the following based on its type: • … — …".

A spell or ability with a bulleted list of modes has its controller choose the mode (355.3 for
a spell, 402.2 for an ability; 191.2.b, 191.4.d: the controller chooses modes). The choice
comes from the choice queue, answered by the mode's text ("Draw 1."); without an answer the
first legal mode is taken. "Choose one you've not chosen this turn —" offers only the modes
not chosen this turn for the same source (by you, or by anyone for "that hasn't been chosen"),
which the ``mode`` events of this turn tell. A spell's mode is chosen as it is played, an
activated ability's as it is activated, before their targets (355.3, 402.2,
:func:`.chain.choose_targets`, :func:`.activation.activate`), and kept on the chain item; a
triggered ability's as it resolves.

"Do the following based on the discarded card's type: • Spell — …" is no choice: the mode is
the one for what "it" is (:class:`ModeFor`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from riftrules.engine import chain
from riftrules.engine.actions import Action
from riftrules.engine.context import Context
from riftrules.engine.events import ModeData
from riftrules.engine.selectors import IT, Selector


@dataclass(frozen=True, slots=True)
class Mode:
    """One bullet: its ``text`` (how an answer names it), what it does, and for
    :class:`ModeFor` the ``kind`` it is for ("Spell" in "• Spell — Draw 1.")."""

    text: str
    action: Action
    kind: str = ""


@dataclass(frozen=True, slots=True)
class ChooseOne(Action):
    """ "Choose one — • … • …": the controller chooses one of ``modes`` and it is done.
    ``fresh``: "you" ("one you've not chosen this turn") or "anyone" ("one that hasn't been
    chosen this turn") leaves out the modes chosen this turn for this source; "already" ("one
    you haven't already chosen", a spell [Repeat]ed: 820.1.d) those chosen since the spell was
    played; None: any."""

    modes: tuple[Mode, ...]
    fresh: str | None = None

    def options(self, ctx: Context) -> list[Mode]:
        """The modes that may be chosen now."""
        if self.fresh is None:
            return list(self.modes)
        you = ctx.controller.name
        chosen: set[str] = set()
        for e in ctx.game.this_turn():
            if self.fresh == "already" and e.kind == "play":
                break  # the spell's own play: modes chosen before it were for other cards
            if not isinstance(e.data, ModeData) or e.subject is not ctx.source:
                continue
            if (self.fresh in ("anyone", "already") or e.player == you) and e.data.mode:
                chosen.add(e.data.mode)
        return [m for m in self.modes if m.text not in chosen]

    def choosable(self, ctx: Context) -> bool:
        """355.8: some mode that may be chosen now can have its targets chosen (the mode is
        chosen as it is played or activated, among those, :func:`.chain.choose_mode`)."""
        return any(mode.action.choosable(ctx) for mode in self.options(ctx))

    def run(self, ctx: Context) -> list[Any]:
        item = chain.choosing_item(ctx)
        if item is not None and item.modes:  # chosen as played or activated (355.3, 402.2)
            text = item.modes.pop(0)
            return next(m for m in self.modes if m.text == text).action.run(ctx)
        options = self.options(ctx)
        if not options:
            return []
        labels = [m.text for m in options]
        (picked,) = ctx.game.choices.pick(ctx.controller.name, labels, prompt="choose one (mode)")
        mode = options[labels.index(picked)]
        # a spell runs with no source (board.play); an ability has its permanent
        spell = ctx.source is None or ctx.source.type == "Spell"
        ctx.game.emit(
            "mode",
            ctx.controller,
            "mode.spell" if spell else "mode.ability",
            subject=ctx.source,
            data=ModeData(mode=mode.text),
        )
        return mode.action.run(ctx)


@dataclass(frozen=True, slots=True)
class ModeFor(Action):
    """ "Do the following based on the discarded card's type:": the mode whose ``kind`` is
    the ``trait`` ("type") of what ``of`` selects is done; none if no mode is for it."""

    modes: tuple[Mode, ...]
    trait: str = "type"
    of: Selector = IT

    def run(self, ctx: Context) -> list[Any]:
        found = self.of.resolve(ctx)
        if len(found) != 1:
            return []
        value = getattr(found[0], self.trait, None)
        mode = next((m for m in self.modes if m.kind == value), None)
        return mode.action.run(ctx) if mode is not None else []
