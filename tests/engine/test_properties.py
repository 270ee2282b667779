"""Properties of the engine under random sequences of effects (Hypothesis):

- every card is conserved: each is in exactly one zone, the one it says it is in;
- the same seed gives the same log;
- an empty Main Deck and an empty trash always end, on a draw or a burn, in a win for an
  opponent (431.3.a)."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftrules.engine import (
    MODES,
    Banish,
    Battlefields,
    Buff,
    Burn,
    CardsIn,
    Channel,
    Choose,
    Conquer,
    Deal,
    Discard,
    Draw,
    Exhaust,
    GainPoints,
    Game,
    Heal,
    Hold,
    Kill,
    Look,
    Move,
    Play,
    PlayerNamed,
    PlayToken,
    Ready,
    Recall,
    Recycle,
    Reveal,
    Stun,
    Units,
    run_effect,
    run_phase,
    take_turn,
)
from riftrules.engine.audit import check_conservation

NAMES = ("A", "B", "C", "D")
STEPS = (
    "draw", "burn", "discard", "recycle", "channel", "look", "reveal", "play", "token", "kill",
    "banish", "recall", "move", "deal", "heal", "stun", "buff", "exhaust", "ready", "conquer",
    "hold", "points", "phase", "turn",
)  # fmt: skip
PHASE_NAMES = ("awaken", "beginning", "channel", "draw", "main", "ending")

step = st.tuples(st.sampled_from(STEPS), st.integers(0, 3), st.integers(0, 4))


def build(mode: str, seed: int, sizes: list[int]) -> Game:
    players = NAMES[: MODES[mode][0]]
    game = Game(players, mode=mode, seed=seed)
    for battlefield in ("Bf1", "Bf2"):
        game.add_battlefield(battlefield)
    for index, player in enumerate(game.players):
        deck, trash, hand = sizes[index * 3 : index * 3 + 3]
        for n in range(deck):
            kind = "Unit" if n % 2 else None
            game.add_card(player, "main_deck", f"{player.name}d{n}", type=kind, might=n % 5)
        for n in range(trash):
            game.add_card(player, "trash", f"{player.name}t{n}")
        for n in range(hand):
            game.add_card(player, "hand", f"{player.name}h{n}", type="Unit", might=2)
        for n in range(3):
            game.add_card(player, "rune_deck", f"{player.name}r{n}", type="Rune")
    return game


def perform(game: Game, name: str, who: int, n: int) -> None:
    player = game.players[who % len(game.players)]
    you = PlayerNamed(player.name)
    field = Battlefields(name=f"Bf{n % 2 + 1}")
    effects = {
        "draw": lambda: Draw(you, n),
        "burn": lambda: Burn(you, n),
        "discard": lambda: Discard(you, n),
        "recycle": lambda: Recycle(CardsIn("trash", you, top=n)),
        "channel": lambda: Channel(you, n),
        "look": lambda: Look(n, you),
        "reveal": lambda: Reveal(n, you),
        "play": lambda: Play(Choose(CardsIn("hand", you)), at=field if n % 2 else None),
        "token": lambda: PlayToken("Recruit", might=1, at=field if n % 2 else None),
        "kill": lambda: Kill(Choose(Units())),
        "banish": lambda: Banish(Choose(Units())),
        "recall": lambda: Recall(Choose(Units(at="battlefield"))),
        "move": lambda: Move(Choose(Units(controller="friendly")), field),
        "deal": lambda: Deal(Choose(Units()), n),
        "heal": lambda: Heal(Units()),
        "stun": lambda: Stun(Choose(Units())),
        "buff": lambda: Buff(Choose(Units())),
        "exhaust": lambda: Exhaust(Units(controller="friendly")),
        "ready": lambda: Ready(Units()),
        "conquer": lambda: Conquer(field),
        "hold": lambda: Hold(field),
        "points": lambda: GainPoints(you, n % 2),
    }
    if name == "phase":
        run_phase(game, PHASE_NAMES[n % len(PHASE_NAMES)])
    elif name == "turn":
        take_turn(game, player)
    else:
        run_effect(game, effects[name](), player)


SIZES = st.lists(st.integers(0, 6), min_size=12, max_size=12)
MODE = st.sampled_from(tuple(MODES))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(MODE, st.integers(0, 2**16), SIZES, st.lists(step, max_size=30))
def test_every_card_is_conserved(mode, seed, sizes, steps):
    game = build(mode, seed, sizes)
    expected = Counter(card.uid for card in game.all_cards())
    for name, who, n in steps:
        perform(game, name, who, n)
        check_conservation(game, expected)
        if game.over:
            break


@settings(max_examples=60, deadline=None)
@given(MODE, st.integers(0, 2**16), SIZES, st.lists(step, max_size=25))
def test_the_same_seed_gives_the_same_log(mode, seed, sizes, steps):
    logs = []
    for _ in range(2):
        game = build(mode, seed, sizes)
        for name, who, n in steps:
            perform(game, name, who, n)
        logs.append(game.log.signature())
    assert logs[0] == logs[1]


@settings(max_examples=150, deadline=None)
@given(
    MODE,
    st.lists(st.integers(0, 10), min_size=4, max_size=4),
    st.sampled_from(("draw", "burn")),
    st.integers(1, 3),
    st.lists(st.sampled_from(NAMES), max_size=12),
)
def test_empty_deck_and_trash_end_in_a_win_for_an_opponent(mode, points, action, n, answers):
    players = NAMES[: MODES[mode][0]]
    game = Game(players, mode=mode)
    burner = game.players[0]
    for player, score in zip(game.players, points, strict=False):
        player.points = min(score, game.victory_score - 1)
    # answers naming the burner or a teammate are not legal: keep the opponents' names
    legal = {p.name for p in game.opponents(burner)}
    game.choices.answers.extend(a for a in answers if a in legal)
    effect = (
        Draw(PlayerNamed(burner.name), n) if action == "draw" else Burn(PlayerNamed(burner.name), n)
    )
    run_effect(game, effect, burner)
    assert game.winner is not None
    assert game.winner.team is not burner.team
    assert game.log.kinds()[-1] == "win"
