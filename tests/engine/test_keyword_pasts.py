"""A new set's keyword action defined by its reminder's own verb, and said in the past (issue
28): "[Rally] a unit. If you rallied a unit, draw 1. (To rally a unit, ready it and give it +1
[M] this turn.)" — the unit chosen is readied and given +1 [M] this turn (135.2.c.1), the
action is logged as one (``keyword_action``), and the draw happens only if a unit was rallied
(359.3.e.14: the instructions are linked); a past of another verb, or of a keyword action the
line does not do, is refused, as is a definition of another verb."""

from __future__ import annotations

import pytest
from tests.engine.stand_ins import StandIn, compiled_game

from riftrules.effects import NotCompiled, compile_text
from riftrules.effects.keyword_pasts import regular_pasts
from riftrules.engine import run_effect
from riftrules.engine.costs import play_card
from riftrules.engine.passives import combat_keywords
from riftrules.engine.triggering import settle

REMINDER = "(To rally a unit, ready it and give it +1 [M] this turn.)"
RALLY = f"[Rally] a unit. If you rallied a unit, draw 1. {REMINDER}"


def _game():
    game = compiled_game()
    a, _ = game.players
    for n in range(3):
        game.add_card(a, "main_deck", f"a{n}")
    return game, a


def test_the_unit_is_rallied_and_the_draw_follows():
    game, a = _game()
    unit = game.add_card(a, "base", "Friend", type="Unit", might=2)
    unit.exhausted = True
    spell = game.add_card(a, "hand", "Rally", card=StandIn(RALLY, type="Spell"))
    spell.type = "Spell"
    game.choices.answers.append("Friend")
    assert play_card(game, a, spell) is spell
    settle(game)
    assert not unit.exhausted and game.might(unit) == 3
    assert len(a.hand) == 1  # drew 1
    (done,) = game.log.of("keyword_action")
    assert done.subject is unit and done.data.keyword == "Rally" and done.player == "A"
    assert {"135.2.c.1", "359.3.e.14"} <= set(done.cites)


def test_nothing_rallied_nothing_drawn():
    game, a = _game()
    run_effect(game, compile_text(RALLY, "Spell").effect, a)
    assert a.hand == [] and not game.log.of("keyword_action")


def test_regular_pasts():
    assert "rallied" in regular_pasts("Rally") and "stunned" in regular_pasts("stun")
    assert "charged" in regular_pasts("charge") and "blessed" in regular_pasts("bless")
    assert "rallyed" not in regular_pasts("rally") and "played" in regular_pasts("play")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Ready a unit. If you rallied a unit, draw 1.", "after no keyword action"),
        (f"[Rally] a unit. If you charged a unit, draw 1. {REMINDER}", "after no keyword"),
        (
            "[Rally] a unit. (To charge a unit, ready it and give it +1 [M] this turn.)",
            "defines another",
        ),
    ],
)
def test_refused(text, why):
    with pytest.raises(NotCompiled, match=why):
        compile_text(text, "Spell")


WATCHER = "When you [Rally] a unit, give it [Assault] this turn. (+1 [M] while it's an attacker.)"


def _watched():
    game, a = _game()
    _, b = game.players
    game.add_card(a, "base", "Watcher", card=StandIn(WATCHER, might=1), type="Unit", might=1)
    mine = game.add_card(a, "base", "Friend", type="Unit", might=2)
    theirs = game.add_card(b, "base", "Foe", type="Unit", might=2)
    return game, a, b, mine, theirs


def test_when_you_rally_a_unit_it_gets_assault():
    """The trigger waits for the keyword action done by its controller (135.2.c.1)."""
    game, a, _, mine, _ = _watched()
    game.choices.answers.append("Friend")
    run_effect(game, compile_text(RALLY, "Spell").effect, a)
    settle(game)
    assert combat_keywords(game, mine) == {"Assault": 1}


def test_an_opponents_rally_or_a_readying_does_not_trigger_it():
    game, a, b, mine, theirs = _watched()
    game.choices.answers.append("Foe")
    run_effect(game, compile_text(RALLY, "Spell").effect, b)  # their rally: not by you
    game.choices.answers.append("Friend")
    run_effect(game, compile_text("Ready a unit.", "Spell").effect, a)  # no rally
    settle(game)
    assert game.log.of("keyword_action")[0].subject is theirs
    assert combat_keywords(game, theirs) == {} and combat_keywords(game, mine) == {}


RALLY_TWO = (
    "[Rally] up to two friendly units. Draw 1 for each unit you rallied this way. "
    "(To rally a unit, ready it and give it +1 [M] this turn.)"
)


@pytest.mark.parametrize(("chosen", "drawn"), [(["F1", "F2"], 2), (["F1"], 1), ([], 0)])
def test_each_unit_rallied_this_way_is_counted(chosen, drawn):
    """ "for each unit you rallied this way": the units the keyword action was done to."""
    game, a = _game()
    _, b = game.players
    units = [game.add_card(a, "base", f"F{n}", type="Unit", might=1) for n in (1, 2)]
    game.add_card(b, "base", "Foe", type="Unit", might=1)
    game.choices.answers.append(chosen)
    run_effect(game, compile_text(RALLY_TWO, "Spell").effect, a)
    assert len(a.hand) == drawn
    assert [game.might(u) for u in units] == [2 if u.name in chosen else 1 for u in units]


def test_each_unit_you_readied_this_way_is_counted():
    """The same relative for a verb of the game: "you" is the one who did it."""
    game, a = _game()
    for n in (1, 2, 3):
        game.add_card(a, "base", f"F{n}", type="Unit", might=1).exhausted = True
    game.choices.answers.append(["F1", "F3"])
    text = "Ready up to two friendly units. Draw 1 for each unit you readied this way."
    run_effect(game, compile_text(text, "Spell").effect, a)
    assert len(a.hand) == 2
