"""Effect steps per second: how many game actions the engine performs, logged and cited.

A step is one game action done and logged with its rules (one event: a draw, a burn, a Burn
Out, a recycle, a point, damage, a heal, a trigger …). The workload runs a mix of composed
effects — burns that burn out, draws, damage and lethal-damage cleanups, heals, buffs, "this
turn" Might, a triggered ability on every burn, whole turns — on a seeded two-player game.

Run: ``python bench/engine_steps.py [SECONDS]``. Goal: at least 50,000 steps per second on the
project's 2-core machine.
"""

from __future__ import annotations

import sys
import time

from riftrules.engine import (
    CONTROLLER,
    Burn,
    Choose,
    Deal,
    Draw,
    Exhaust,
    Game,
    Give,
    Heal,
    PlayToken,
    Ready,
    Recycle,
    Script,
    Sequence,
    TriggeredAbility,
    Units,
    When,
    run_effect,
    take_turn,
)
from riftrules.engine.selectors import CardsIn

WATCHER = Script((TriggeredAbility("burn", Exhaust(Units(controller="friendly")), When(by="you")),))


class _Card:
    name, type, text, might, tags = "Watcher", "Gear", "When you burn, exhaust …", None, ()


def new_game(seed: int) -> Game:
    game = Game(("A", "B"), seed=seed, scripts=lambda obj: WATCHER)
    for player in game.players:
        for n in range(30):
            game.add_card(player, "main_deck", f"c{n}", type="Unit" if n % 3 else None, might=3)
        for _ in range(12):
            game.add_card(player, "rune_deck", "rune", type="Rune")
        for _ in range(3):
            game.add_card(player, "base", "Soldier", type="Unit", might=4)
    game.add_card(game.players[0], "base", "Watcher", card=_Card(), type="Gear")
    game.add_battlefield("Bf1")
    return game


EFFECTS = (
    Sequence(Burn(CONTROLLER, 4), Draw(CONTROLLER, 2)),
    Sequence(Deal(Choose(Units()), 2), Heal(Units()), Ready(Units())),
    Sequence(Give(Units(controller="friendly"), 1), Exhaust(Units()), Ready(Units())),
    Sequence(PlayToken("Recruit", might=1), Deal(Units(tag=None, max_might=1), 1)),
    Recycle(CardsIn("hand")),
)


def workload(seconds: float) -> tuple[int, float]:
    steps = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        game = new_game(seed)
        seed += 1
        a, b = game.players
        for turn in range(40):
            if game.over:
                break
            take_turn(game, a if turn % 2 == 0 else b)
            for effect in EFFECTS:
                run_effect(game, effect, game.turn_player)
        steps += game.steps
    return steps, time.perf_counter() - start


def main(seconds: float = 5.0) -> None:
    workload(0.5)  # warm up
    steps, elapsed = workload(seconds)
    rate = steps / elapsed
    print(
        f"engine: {steps:,} effect steps in {elapsed:.2f} s = {rate:,.0f} steps/s (goal ≥ 50,000)"
    )


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
