"""Power of a Domain (163.2, 134.2), the runes' own abilities paying what the Rune Pool lacks
(164.2, 444.2.c), and a cost paid whole or not at all (203.3)."""

from riftrules.cards import pool
from riftrules.engine import CONTROLLER, Add, Game, Pay, run_effect
from riftrules.engine.context import Context

RUNES = {card.name: card for card in pool.load() if card.type == "Rune"}


def _game(*runes: str) -> tuple[Game, object]:
    game = Game(("A", "B"))
    a = game.players[0]
    for name in runes:
        game.add_card(a, "runes", name, card=RUNES[name])
    return game, a


def test_power_of_a_domain_pays_only_that_domain():
    game, a = _game()
    run_effect(game, Add(CONTROLLER, 0, 0, ("Calm",)), a)
    assert a.pool == {"Calm": 1} and a.power == 1
    fury = Pay(CONTROLLER, 0, 0, ("Fury",))
    assert not fury.payable(Context(game, a)) and run_effect(game, fury, a) == []
    assert a.pool == {"Calm": 1}  # not paid: nothing taken
    run_effect(game, Pay(CONTROLLER, 0, 1), a)  # [A]: Power of any Domain pays it
    assert a.power == 0


def test_power_of_any_domain_pays_a_domain():
    game, a = _game()
    run_effect(game, Add(CONTROLLER, 1, 1), a)
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Order",)), a) == [a]
    assert (a.energy, a.power) == (0, 0)


def test_runes_add_what_the_pool_lacks():
    """[1][R] with a Calm Rune and a Fury Rune, both ready: the Fury Rune is exhausted for [1]
    (164.2.a), then recycled for [R] (164.2.b.1); the Calm Rune is left ready."""
    game, a = _game("Calm Rune", "Fury Rune")
    calm, fury = a.runes
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Fury",)), a) == [a]
    assert fury in a.rune_deck and not calm.exhausted and a.runes == [calm]
    assert (a.energy, a.power) == (0, 0)
    kinds = [e.kind for e in game.log]
    assert kinds == ["exhaust", "add", "recycle", "add", "pay"]
    assert "164.2.b.1" in game.log[3].cites


def test_a_cost_the_runes_cannot_pay_spends_nothing():
    game, a = _game("Fury Rune")
    assert run_effect(game, Pay(CONTROLLER, 1, 0, ("Fury", "Fury")), a) == []
    assert a.runes and not a.runes[0].exhausted and not game.log


def test_own_domain_is_the_source_cards():
    """[C] (135.2.e.6): Power of the source's Domain; any Domain for a source with none."""
    blazing = next(c for c in pool.load() if c.name == "Blazing Scorcher")
    game, a = _game("Calm Rune", "Fury Rune")
    unit = game.add_card(a, "base", blazing.name, card=blazing)
    run_effect(game, Pay(CONTROLLER, 0, 0, ("own",)), a, source=unit)
    assert [r.name for r in a.rune_deck] == ["Fury Rune"]
    run_effect(game, Pay(CONTROLLER, 0, 0, ("own",)), a)  # no source: any Domain
    assert [r.name for r in a.rune_deck] == ["Fury Rune", "Calm Rune"]
