"""Triggers read from the IR (effects/trigger_events.py): variants of pool triggers in the same
templating compile and do in a game what they say."""

import pytest

from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Game
from riftrules.engine.board import kill
from riftrules.engine.registered import register
from riftrules.engine.triggering import settle


def _game() -> Game:
    game = Game(("A", "B"))
    for n in range(6):
        game.add_card(game.players[0], "main_deck", f"d{n}")
    return game


def _watching(game: Game, text: str):
    a = game.players[0]
    holder = game.add_card(a, "base", "Watcher", type="Unit", might=3)
    for ability in compile_text(text, "Unit").abilities:
        holder.abilities.append(register(game, ability, a, holder))
    return holder


def test_when_another_enemy_unit_dies_draws_for_an_enemy_unit_only():
    game = _game()
    a, b = game.players
    _watching(game, "When another enemy unit dies, draw 1.")
    mine = game.add_card(a, "base", "Mine", type="Unit", might=2)
    theirs = game.add_card(b, "base", "Theirs", type="Unit", might=2)
    kill(game, mine, a)
    settle(game)
    assert len(a.hand) == 0  # a friendly unit: not the event
    kill(game, theirs, a)
    settle(game)
    assert len(a.hand) == 1


def test_when_a_friendly_gear_dies_waits_for_a_friendly_gear():
    game = _game()
    a, b = game.players
    _watching(game, "When a friendly gear dies, draw 1.")
    unit = game.add_card(a, "base", "Unit", type="Unit", might=2)
    theirs = game.add_card(b, "base", "TheirGear", type="Gear")
    gear = game.add_card(a, "base", "Gear", type="Gear")
    for obj in (unit, theirs):
        kill(game, obj, a)
        settle(game)
    assert len(a.hand) == 0
    kill(game, gear, a)
    settle(game)
    assert len(a.hand) == 1


@pytest.mark.parametrize(
    ("text", "event", "fields"),
    [
        ("When another enemy unit dies, draw 1.", "kill", {"subject": "enemy", "type": "Unit"}),
        ("When a friendly gear dies, draw 1.", "kill", {"subject": "friendly", "type": "Gear"}),
        ("When an enemy unit attacks, draw 1.", "attack", {"subject": "enemy", "type": "Unit"}),
        ("When an enemy unit here dies, draw 1.", "kill", {"subject": "enemy", "at": "here"}),
        ("When you play a friendly gear, draw 1.", "play", {"by": "you", "type": "Gear"}),
        ("When one or more enemy units die, draw 1.", "kill", {"batch": True}),
    ],
)
def test_the_condition_is_read_from_the_noun_phrase(text, event, fields):
    (ability,) = compile_text(text, "Unit").abilities
    assert ability.event == event
    for name, value in fields.items():
        assert getattr(ability.condition, name) == value


@pytest.mark.parametrize(
    ("text", "event", "fields"),
    [
        ("When a friendly unit is played, draw 1.", "play", {"subject": "friendly"}),
        ("When you or an ally hold, draw 1.", "hold", {"by": "team"}),
        ("When one of your units becomes [Mighty], draw 1.", "mighty", {"subject": "yours"}),
        ("When I die in combat, draw 1.", "kill", {"subject": "self", "status": "in_combat"}),
        ("When you play a spell that costs [5] or more, draw 1.", "play", {"min_energy": 5}),
        ("The third time I move in a turn, draw 1.", "move", {"subject": "self", "nth": 3}),
        ("When you win a combat, draw 1.", "combat_end", {"by": "you"}),
        ("When I hold, draw 1.", "hold", {"by": "you", "at": "here"}),
        ("When I score, draw 1.", "score", {"by": "you", "at": "here", "subject": None}),
        ("When you play an Equipment, draw 1.", "play", {"type": "Gear", "tag": "Equipment"}),
        ("When you attach an Equipment to me, draw 1.", "attach", {"status": "equipment"}),
        ("When you banish a card you own, draw 1.", "banish", {"owned": "you", "token": False}),
        ("When a combat that I was in ends, draw 1.", "combat_end", {"combat": "self"}),
        (
            "When you play a card from anywhere other than your hand, draw 1.",
            "play",
            {"not_from": "hand"},
        ),
        (
            "When an opponent moves to a battlefield other than mine, draw 1.",
            "move",
            {"by": None, "subject": "enemy", "moved": "elsewhere", "batch": True},
        ),
        (
            "When another non-Recruit unit you control dies, draw 1.",
            "kill",
            {"subject": "other_yours", "not_tag": "Recruit"},
        ),
    ],
)
def test_the_whole_trigger_is_read_from_the_ir(text, event, fields):
    """Passives, "you or an ally", a verb's object or complement naming the event, costs, a
    relative clause the reader splits, "the third time … in a turn": no printed phrase."""
    test_the_condition_is_read_from_the_noun_phrase(text, event, fields)


@pytest.mark.parametrize(
    "text",
    [
        "When an enemy unit dies while I'm at a battlefield, draw 1.",  # the IR's
        "When an enemy unit dies while I'm buffed, draw 1.",  # a static ability's state
    ],
)
def test_a_state_while_the_event_happens_holds_as_it_triggers(text):
    (ability,) = compile_text(text, "Unit").abilities
    assert ability.event == "kill" and ability.condition.holds is not None


def test_each_event_of_a_trigger_is_read_from_the_ir():
    from riftrules.effects.trigger_events import events_from_ir
    from riftrules.ir.reader import read_text

    (ability,) = read_text("When you choose or ready me, draw 1.", "unit").abilities
    events = events_from_ir(ability.trigger)
    assert [kind for kind, _ in events] == ["choose", "ready"]
    assert all(when.subject == "self" and when.by == "you" for _, when in events)
    (ability,) = read_text("When this leaves the board, draw 1.", "unit").abilities
    assert [kind for kind, _ in events_from_ir(ability.trigger)] == ["kill", "banish", "return"]


@pytest.mark.parametrize(
    "text",
    [
        "When fewer than two enemy units die, draw 1.",  # a batch is counted at least
        "When an enemy unit you control dies, draw 1.",  # a relative clause: not read here
        "When a friendly unit is stunned by a gear, draw 1.",  # a passive's agent, no spell
    ],
)
def test_what_is_not_read_is_refused(text):
    with pytest.raises(NotCompiled):
        compile_text(text, "Unit")


def test_when_you_discard_a_card_draws_for_your_discard_only():
    """'discard' waits for a discard event (the lexicon's trigger_events): yours, not theirs."""
    from riftrules.engine.deck import discard_cards

    game = _game()
    a, b = game.players
    _watching(game, "When you discard a card, draw 1.")
    theirs = game.add_card(b, "hand", "Theirs", type="Spell")
    discard_cards(game, b, [theirs])
    settle(game)
    assert len(a.hand) == 0
    mine = game.add_card(a, "hand", "Mine", type="Spell")
    discard_cards(game, a, [mine])
    settle(game)
    assert len(a.hand) == 1  # drew 1


def test_a_passive_is_its_verbs_event():
    """ "When a friendly unit is stunned" (the lexer reads the participle as a state): the
    stun event, what "is" stunned its subject (issue 28)."""
    (ability,) = compile_text("When a friendly unit is stunned, draw 1.", "Unit").abilities
    assert ability.event == "stun"
    assert (ability.condition.subject, ability.condition.type) == ("friendly", "Unit")
