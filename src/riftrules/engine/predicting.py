"""Predict (436): look at the top N cards of your Main Deck, recycle any of them, and put the
rest back (436.1.a; here they stay in their order). The action is one: the log says that its
player Predicted (``predict``), which "When you [Predict]" waits for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from riftrules.engine.actions import Action, the_player
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.context import Context
from riftrules.engine.events import PredictData
from riftrules.engine.names import Zone
from riftrules.engine.player_actions import Look, Recycle
from riftrules.engine.selectors import CONTROLLER, CardsIn, Choose


@dataclass(frozen=True, slots=True)
class Predict(Action):
    """ "[Predict N]" (436.3; N 1 when omitted, 436.3.a): the controller looks at the top
    ``count`` cards of their Main Deck (as many as there are, never a Burn Out, 436.4) and
    recycles any of them (436.1.a). Returns the cards recycled ("If you recycled a spell this
    way")."""

    count: Amount = 1

    def run(self, ctx: Context) -> list[Any]:
        player = the_player(CONTROLLER, ctx, "predict")
        if player is None:
            return []
        n = amount(self.count, ctx)
        seen = Look(n).run(ctx)
        top = CardsIn(Zone.MAIN_DECK, top=n)
        done = Recycle(Choose(top, count=n, up_to=True, prompt="recycle")).run(ctx)
        ctx.game.emit(
            "predict",
            player,
            "predict",
            cards=tuple(done),
            amount=len(seen),
            data=PredictData(wanted=n),
        )
        return done
