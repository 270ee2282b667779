"""Same seed, same game: a fingerprint per soak game, to hold the engine's behaviour still while
it is made faster.

For each seed (decks from ``riftrules.games.decks_for``, played by ``play_game`` as the soak
plays them, invariants checked) one line: the seed, the winner, the number of actions and
turns, a hash of the whole event log (``Log.signature``: every event's kind, player, rules,
cards, amount and payload) and a hash of the final state (every card's zone, controller and
status, every player's points, Energy, Power and XP), and the crash or stuck mark if any.

Run: ``python bench/fingerprint.py [--seeds 0-199] [--write]``: compares the games with
``bench/fingerprints.txt`` (exit 1 and the seeds that differ), or with ``--write`` rewrites it.
An engine change that is meant to change games (a rule fixed) rewrites the file in the same
commit; an optimisation leaves it byte-identical.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from riftrules.engine.state import Game
from riftrules.games import PoolScripts, decks_for, digest, play_game

FILE = Path(__file__).with_name("fingerprints.txt")


def state_key(game: Game) -> str:
    """A hash of the final state: what every card is and where, and every player's figures."""
    cards = [
        (c.uid, c.name, c.zone, c.controller.name, c.battlefield and c.battlefield.name,
         c.exhausted, c.damage, c.buffs, c.stunned, c.empowered, tuple(c.modifiers),
         tuple(c.granted), tuple(c.base_mights), c.attached_to and c.attached_to.uid)
        for c in game.all_cards()
    ]  # fmt: skip
    players = [
        (p.name, p.points, p.energy, sorted(p.pool.items()), p.xp, p.turns) for p in game.players
    ]
    text = repr((cards, players, game.turn_number, game.phase)).encode()
    return hashlib.sha256(text).hexdigest()[:16]


def line(seed: int, scripts: PoolScripts) -> str:
    result = play_game(decks_for(seed, scripts), seed, scripts=scripts)
    game = result.game
    marks = ((result.crash, "crash"), (result.stuck, "stuck"), (result.violations, "broken"))
    mark = next((name for found, name in marks if found), "ok")
    log = digest(game)[:16] if game is not None else "-"
    final = state_key(game) if game is not None else "-"
    return f"{seed} {result.winner} {result.actions} {result.turns} {log} {final} {mark}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0-199", help="FIRST-LAST (default 0-199)")
    parser.add_argument("--write", action="store_true", help="rewrite bench/fingerprints.txt")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    scripts = PoolScripts()
    lines = [line(seed, scripts) for seed in seeds]
    if args.write:
        FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{len(lines)} fingerprints written to {FILE.name}")
        return 0
    kept = {int(text.split()[0]): text for text in FILE.read_text(encoding="utf-8").splitlines()}
    differ = [text for text in lines if kept.get(int(text.split()[0])) != text]
    for text in differ:
        seed = int(text.split()[0])
        print(f"seed {seed}: now    {text}\n{' ' * len(str(seed))}        was    {kept.get(seed)}")
    print(f"{len(lines) - len(differ)} of {len(lines)} games the same as {FILE.name}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
