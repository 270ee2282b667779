"""The engine through its public API: actions, abilities, ordering, choices, determinism."""

from __future__ import annotations

import pytest

from riftrules.engine import (
    CONTROLLER,
    IT,
    SELF,
    THAT,
    Burn,
    ChoiceError,
    Choose,
    Deal,
    Did,
    Draw,
    EventCards,
    Exhaust,
    GainPoints,
    Game,
    Give,
    Heal,
    If,
    Kill,
    Look,
    May,
    MightOf,
    Opponent,
    Recall,
    Reflexive,
    ReplacementAbility,
    Script,
    Sequence,
    StaticAbility,
    TriggeredAbility,
    Units,
    When,
    run_effect,
    run_phase,
    take_turn,
)


def game_with(*, deck=0, trash=0, seed=0, choices=(), scripts=None, **kwargs) -> Game:
    game = Game(("A", "B"), seed=seed, choices=choices, scripts=scripts, **kwargs)
    a = game.player("A")
    for index in range(deck):
        game.add_card(a, "main_deck", f"d{index}")
    for index in range(trash):
        game.add_card(a, "trash", f"t{index}")
    return game


def test_burn_what_you_can_burn_out_then_burn_the_rest():
    game = game_with(deck=2, trash=3)
    a = game.player("A")
    burned = run_effect(game, Burn(CONTROLLER, 3), a)
    assert [e.kind for e in game.log] == [
        "burn", "burn_out", "recycle", "shuffle", "gain_point", "burn",
    ]  # fmt: skip
    assert len(burned) == 3
    assert (len(a.main_deck), len(a.trash), game.player("B").points) == (4, 1, 1)
    assert {"440.4", "431.2.b", "431.2.c", "431.2.d"} <= game.log.cited()


def test_look_never_burns_out():
    game = game_with(deck=1, trash=3)
    seen = run_effect(game, Look(4), game.player("A"))
    assert len(seen) == 1
    assert game.log.kinds() == ["look"]


def test_the_same_seed_shuffles_the_same_way_and_another_seed_may_not():
    def order(seed: int) -> list[str]:
        game = game_with(trash=8, seed=seed)
        run_effect(game, Draw(CONTROLLER, 1), game.player("A"))
        return [card.name for card in game.player("A").main_deck]

    assert order(4) == order(4)
    assert len({tuple(order(seed)) for seed in range(6)}) > 1


def test_an_answer_that_is_not_a_legal_option_is_an_error():
    game = game_with(trash=1, choices=["Z"])
    with pytest.raises(ChoiceError, match="legal options are B"):
        run_effect(game, Draw(CONTROLLER, 1), game.player("A"))


def test_may_takes_yes_or_no_from_the_queue():
    game = game_with(deck=3, choices=["no", True])
    a = game.player("A")
    run_effect(game, May(Draw(CONTROLLER, 1)), a)
    assert len(a.hand) == 0
    run_effect(game, May(Draw(CONTROLLER, 1)), a)
    assert len(a.hand) == 1


def _unit(game, player, name="Unit", might=3, battlefield=None):
    zone = "battlefield" if battlefield else "base"
    return game.add_card(
        game.player(player), zone, name, type="Unit", might=might, battlefield=battlefield
    )


def test_when_you_burn_resolves_after_the_whole_burn_burn_out_included():
    watcher = TriggeredAbility("burn", Draw(CONTROLLER, 1), When(by="you"), text="When you burn")
    game = game_with(deck=1, trash=2, scripts=lambda obj: Script((watcher,)))
    game.add_card(game.player("A"), "base", "Watcher", card=_FakeCard(), type="Gear")
    run_effect(game, Burn(CONTROLLER, 2), game.player("A"))
    kinds = game.log.kinds()
    # both burns (before and after the Burn Out) come before either trigger resolves
    assert kinds.index("trigger") > max(i for i, k in enumerate(kinds) if k == "burn")
    assert kinds.count("trigger") == 2


class _FakeCard:
    """Just enough of a pool card for ``Game.script`` to ask for its script."""

    name = "Watcher"
    type = "Gear"
    text = "When you burn, draw 1."
    might = None
    tags = ()


def test_triggers_of_the_turn_player_resolve_last():
    def script(obj):
        return Script((TriggeredAbility("gain_point", Draw(CONTROLLER, 1), When()),))

    game = game_with(scripts=script)
    for name in ("A", "B"):
        player = game.player(name)
        game.add_card(player, "main_deck", "x")
        game.add_card(player, "base", "Watcher", card=_FakeCard(), type="Gear")
    run_effect(game, GainPoints(CONTROLLER, 1), game.player("A"))
    draws = [e.player for e in game.log if e.kind == "draw"]
    assert draws == ["B", "A"]  # A's went on the chain first (383.3.d.1), so resolves last


def test_a_replacement_effect_applies_once_and_replaces_the_kill():
    save = ReplacementAbility(
        "kill",
        Sequence(Kill(SELF), Heal(THAT), Exhaust(IT), Recall(IT)),
        When(subject="friendly", type="Unit"),
    )
    game = game_with(scripts=lambda obj: Script((save,)))
    bf = game.add_battlefield("Bf1")
    unit = _unit(game, "A", battlefield=bf)
    game.add_card(game.player("A"), "base", "Hourglass", card=_FakeCard(), type="Gear")
    run_effect(game, Deal(Choose(Units(at="battlefield")), 5), game.player("B"))
    assert unit.zone == "base" and unit.exhausted and unit.damage == 0
    assert game.log.kinds()[:4] == ["choose", "damage", "replace", "kill"]  # 355.5: chosen
    run_effect(game, Deal(Choose(Units()), 5), game.player("B"))
    assert unit.zone == "trash"


def test_static_might_and_this_turn_might():
    game = game_with(scripts=lambda obj: Script((StaticAbility(2, Units(other=True)),)))
    unit = _unit(game, "A", might=3)
    game.add_card(game.player("A"), "base", "Banner", card=_FakeCard(), type="Gear")
    assert game.might(unit) == 5
    run_effect(game, Give(Choose(Units()), 1), game.player("A"))
    assert game.might(unit) == 6
    run_phase(game, "ending")
    assert game.might(unit) == 5


def test_reflexive_trigger_reads_the_burned_card():
    game = game_with()
    a = game.player("A")
    game.add_card(a, "main_deck", "Big", type="Unit", might=6)
    unit = _unit(game, "A", might=1)
    effect = Sequence(
        Burn(CONTROLLER, 1),
        Reflexive(Give(Choose(Units(controller="friendly")), MightOf(EventCards())), Did("Unit")),
    )
    run_effect(game, effect, a)
    assert game.might(unit) == 1  # EventCards: a reflexive trigger has no event of its own
    effect = Sequence(Burn(CONTROLLER, 1), If(Did("Unit"), Draw(CONTROLLER, 1)))
    run_effect(game, effect, a)


def test_the_final_point_needs_every_battlefield_and_holds_are_exempt():
    game = game_with(deck=3)
    a = game.player("A")
    a.points = 7
    bf1, bf2 = game.add_battlefield("Bf1"), game.add_battlefield("Bf2")
    bf2.controller = a
    for bf in (bf1, bf2):  # units there hold them (323.6)
        game.add_card(a, "battlefield", "u", type="Unit", might=1, battlefield=bf)
    from riftrules.engine import conquer

    game.add_card(game.player("B"), "main_deck", "b")
    conquer(game, a, bf1)
    assert (a.points, len(a.hand)) == (7, 1)
    take_turn(game, game.player("B"))
    assert a.points == 7
    take_turn(game, a)
    # both holds count (no Final Point restriction on holds); the win comes in the cleanup
    assert a.points == 9 and game.winner is a
    assert game.log.kinds()[-1] == "win"


def test_the_opponent_of_your_choice_and_the_spiral():
    game = Game(("A", "B", "C"), mode="ffa3", choices=["C"])
    run_effect(game, Draw(CONTROLLER, 1), game.player("A"))
    assert game.player("C").points >= 1
    assert game.winner is not None and game.winner.name in ("B", "C")


def test_an_opponent_selector_is_a_choice():
    game = Game(("A", "B", "C"), mode="ffa3", choices=["C"])
    run_effect(game, GainPoints(Opponent(), 2), game.player("A"))
    assert [p.points for p in game.players] == [0, 0, 2]


def test_every_event_kind_has_its_own_typed_payload():
    """An event's payload is the frozen dataclass of its kind: emit refuses another kind's,
    an event given none gets its kind's empty one, and only what it says is logged."""
    import dataclasses

    from riftrules.engine.events import PAYLOADS, EventKind, MoveData, PlayData

    assert set(PAYLOADS) == {str(kind) for kind in EventKind}
    assert len(set(PAYLOADS.values())) == len(PAYLOADS)  # one type per kind
    game = Game(("A", "B"))
    a = game.players[0]
    unit = game.add_card(a, "base", "Unit", type="Unit", might=1)
    with pytest.raises(TypeError, match="MoveData"):
        game.emit("move", a, "move", subject=unit, data=PlayData(origin="hand"))
    event = game.emit("move", a, "move", subject=unit, data=MoveData(origin="base"))
    assert event.data.origin == "base" and event.data.battlefield is None
    assert event.describe().startswith("move A Unit origin=base")
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.data.origin = "hand"  # type: ignore[misc]
    assert game.emit("ready", a, "ready", subject=unit).data == PAYLOADS["ready"]()
