"""Triggered abilities use the chain (383.3): finalized as they go on it (383.3.a-b, 355.5.b),
they wait there (a Closed State, 309.1) while the players get Priority (338, 383.3.c) to play
Reactions, resolve last in, first out (340.1) on their targets still legal (359.3.e), can be
countered (425), and a player orders their own simultaneous ones (383.3.d)."""

from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import compile_text
from riftrules.engine import chain, run_effect, timing
from riftrules.engine.triggering import ORDER_PROMPT

DEAL = "When you draw, deal 3 to a unit at a battlefield."
GIVE = "When you draw, give a unit at a battlefield +3 [M] this turn."


def _game(*texts: str, reaction: str | None = None, choices=()):
    """A's units at base with ``texts`` (named Source, Source 2, …), B's unit at a
    battlefield (Might 3), A's deck of 3 and in B's hand the [Reaction] spell ``reaction``."""
    game = compiled_game()
    game.choices.answers.extend(choices)
    a, b = game.players
    sources = []
    for index, text in enumerate(texts):
        name = "Source" if not index else f"Source {index + 1}"
        source = game.add_card(a, "base", name, card=StandIn(text, "Unit", might=1), might=1)
        sources.append(source)
    field = game.add_battlefield("Bf1")
    target = game.add_card(
        b, "battlefield", "Target", card=StandIn(type="Unit", might=3), battlefield=field, might=3
    )
    for _ in range(3):
        game.add_card(a, "main_deck", "d")
    if reaction is not None:
        game.add_card(b, "hand", "Answer", card=StandIn(reaction, "Spell"))
    game.phase = "main"
    return game, a, b, sources, target


def _draw(game, player) -> None:
    run_effect(game, compile_text("Draw 1.").effect, player)


def test_a_triggered_ability_waits_on_the_chain_and_the_opponent_reacts_first():
    """383.3, 338: while A's ability waits on the chain (Closed), B is offered a Reaction and
    recalls the target, so the ability resolves without dealing to it (359.3.e)."""
    seen = []
    game, a, _b, _, target = _game(
        DEAL,
        reaction="[Reaction]\nReturn a unit at a battlefield to its owner's hand.",
        choices=["Target", "Answer", "Target"],
    )
    react = chain.STEPS.react

    def watching(game, item, paying):
        seen.append((item.trigger is not None, timing.closed(game), list(game.spells)))
        return react(game, item, paying)

    chain.STEPS.react = watching
    try:
        _draw(game, a)
    finally:
        chain.STEPS.react = react
    assert seen and seen[0][:2] == (True, True) and len(seen[0][2]) == 1
    assert target.zone == "hand" and "damage" not in game.log.kinds()
    kinds = game.log.kinds()
    assert kinds.index("draw") < kinds.index("trigger") < kinds.index("play")
    assert ("B", "react to Source", ["Answer"]) in game.choices.made
    assert not game.spells and not timing.closed(game)


def test_without_a_reaction_it_resolves_on_its_target():
    game, a, _b, _, target = _game(DEAL, choices=["Target"])
    _draw(game, a)
    assert target.zone == "trash" and game.log.of("damage")[0].amount == 3
    assert not game.spells


def test_counter_an_ability_counters_a_triggered_ability():
    """425, 355.9.a.2: "Counter an ability." chooses among the abilities on the chain, a
    triggered one among them: countered, it does nothing."""
    game, a, b, (source,), target = _game(
        DEAL, reaction="[Reaction]\nCounter an ability.", choices=["Target", "Answer"]
    )
    _draw(game, a)
    assert target.damage == 0 and target.zone == "battlefield"
    (event,) = game.log.of("counter")
    assert event.player == "B" and event.subject is source
    assert "damage" not in game.log.kinds() and [c.name for c in b.trash] == ["Answer"]
    assert not game.spells


def test_counter_an_enemy_ability_counters_an_opponents_trigger():
    """ "Counter an enemy ability.": A counters B's triggered ability waiting on the chain."""
    game, a, b, _, target = _game()
    mine = game.add_card(b, "base", "Mine", card=StandIn(DEAL, "Unit", might=1), might=1)
    game.add_card(b, "main_deck", "d")
    game.add_card(
        a, "hand", "Answer", card=StandIn("[Reaction]\nCounter an enemy ability.", "Spell")
    )
    game.choices.answers.extend(["Target", "Answer"])
    _draw(game, b)
    assert target.zone == "battlefield" and target.damage == 0
    (event,) = game.log.of("counter")
    assert event.player == "A" and event.subject is mine
    assert [c.name for c in a.trash] == ["Answer"]


def _ordered(first: str | None):
    """A's two simultaneous triggers, deal 3 and +3 [M] (Source, Source 2), to B's Might 3
    unit: ``first`` names the one A chooses to resolve first (None: no answer)."""
    answers = [first] if first else []
    game, a, _b, _, target = _game(DEAL, GIVE, choices=[*answers, "Target", "Target"])
    _draw(game, a)
    return game, target


def test_a_player_orders_their_simultaneous_triggers():
    """383.3.d: A chooses which of their triggers resolves first; each order gives its own
    outcome — the +3 [M] first, the unit survives the 3; the 3 first, it dies in the cleanup
    after that item (319.5) and the +3 [M] has no legal target left (359.3.e)."""
    game, target = _ordered("Source 2")
    assert target.zone == "battlefield" and target.damage == 3
    assert ("A", ORDER_PROMPT, ["Source 2"]) in game.choices.made
    assert game.choices.offered[0] == ["Source", "Source 2"]
    kinds = game.log.kinds()
    assert kinds.index("give") < kinds.index("damage")

    game, target = _ordered("Source")
    assert target.zone == "trash" and "give" not in game.log.kinds()
    assert ("A", ORDER_PROMPT, ["Source"]) in game.choices.made


def test_without_an_answer_they_resolve_in_the_order_they_triggered():
    _, target = _ordered(None)
    assert target.zone == "trash"  # the first to trigger resolves first, as before


def test_a_declined_may_is_not_put_on_the_chain_and_nobody_gets_priority():
    """383.3.a.2: "you may" declined as it would go on the chain: it is not put on it, not
    logged, and no player is offered anything for it."""
    seen = []
    text = "When you draw, you may deal 2 to a unit at a battlefield."
    game, a, _b, _, target = _game(text, reaction="[Reaction]\nCounter an ability.")
    game.choices.answers.extend(["no"])
    react = chain.STEPS.react
    chain.STEPS.react = lambda *args: seen.append(args) or False
    try:
        _draw(game, a)
    finally:
        chain.STEPS.react = react
    assert seen == [] and "trigger" not in game.log.kinds() and target.damage == 0
    assert not game.spells
