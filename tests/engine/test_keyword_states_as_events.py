"""A keyword state after "When … is" is the event of becoming it (383; issue 28): "When I'm
[Empowered]" waits for an empower (828.1.d) as "When I become [Empowered]" does, "When a unit
you control is [Mighty]" for a unit becoming Mighty (709)."""

from __future__ import annotations

import pytest

from riftrules.effects import compile_text
from riftrules.engine import Choose, Context, Empower, Permanents
from riftrules.engine.state import Game
from riftrules.engine.triggering import settle


class _Text:
    """A stand-in card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text


@pytest.mark.parametrize(
    ("being", "becoming"),
    [
        ("When I'm [Empowered], gain 1 XP.", "When I become [Empowered], gain 1 XP."),
        (
            "When a unit you control is [Mighty], draw 1.",
            "When a unit you control becomes [Mighty], draw 1.",
        ),
    ],
)
def test_being_a_keyword_state_is_becoming_it(being: str, becoming: str):
    said = compile_text(being, "Unit").abilities
    became = compile_text(becoming, "Unit").abilities
    assert [(a.event, a.condition) for a in said] == [(a.event, a.condition) for a in became]


def test_when_i_am_empowered_fires_on_my_empower_only():
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a = game.players[0]
    text = _Text("When I'm [Empowered], gain 1 XP.")
    me = game.add_card(a, "base", "Me", type="Unit", might=2, card=text)
    game.add_card(a, "base", "Other", type="Unit", might=2)
    game.choices.answers.append("Other")
    Empower(Choose(Permanents(type="Unit"))).run(Context(game, a))
    settle(game)
    assert a.xp == 0
    game.choices.answers.append("Me")
    Empower(Choose(Permanents(type="Unit"))).run(Context(game, a))
    settle(game)
    assert me.empowered and a.xp == 1


AMBUSHER = (
    "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\n"
    "When you [Ambush] me, stun an enemy unit here. (It doesn't deal combat damage this turn.)"
)


@pytest.mark.parametrize("ambushed", [True, False])
def test_when_you_ambush_me_is_when_ambush_plays_me(ambushed: bool):
    """ "When you [Ambush] me" (822.1.b): a play by [Ambush]'s permission, not any play."""
    from riftrules.engine.board import play
    from riftrules.engine.hiding import ambush

    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a, b = game.players
    field = game.add_battlefield("Field")
    game.add_card(a, "battlefield", "Mine", type="Unit", might=1, battlefield=field)
    enemy = game.add_card(b, "battlefield", "Enemy", type="Unit", might=1, battlefield=field)
    unit = game.add_card(a, "hand", "Ambusher", type="Unit", might=2, card=_Text(AMBUSHER))
    (ambush if ambushed else play)(game, a, unit, field)
    settle(game)
    assert unit.zone == "battlefield" and enemy.stunned is ambushed


def test_if_you_have_done_it_n_or_more_times_this_turn():
    """ "if you've hidden two or more cards this turn" (the participle of "hide"; "n or more
    …": at least n such events by you this turn), as "if you've played a spell this turn" is
    one."""
    from riftrules.engine.events import HideData

    text = "When you hide a card, draw 1 if you've hidden two or more cards this turn."
    game = Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, "Unit"))
    a, b = game.players
    game.add_card(a, "base", "Me", type="Unit", might=2, card=_Text(text))
    for n in range(3):
        game.add_card(a, "main_deck", f"Card {n}", type="Spell")

    def hides(player) -> None:
        card = game.add_card(player, "hand", "Hidden", type="Spell")
        game.emit("hide", player, "hide", subject=card, data=HideData(battlefield="Field"))
        settle(game)

    hides(b)  # the opponent's: not yours, nor counted
    hides(a)
    assert len(a.zones["main_deck"]) == 3  # one hidden this turn: none drawn
    hides(a)
    assert len(a.zones["main_deck"]) == 2


PREDICT = (
    "[Predict 3]. If you recycled a spell this way, draw 1. (To Predict 3, look at the top three "
    "cards of your Main Deck. Recycle any of them and put the rest back in any order.)"
)


@pytest.mark.parametrize(("recycled", "drawn"), [(["Bolt"], 1), (["Grunt"], 0), ("no", 0)])
def test_what_a_keyword_action_did_this_way_is_what_its_last_step_did(recycled, drawn):
    """[Predict 3] looks, then recycles (its last step): "if you recycled a spell this way" is
    on the cards it recycled."""
    game = Game(("A", "B"))
    a = game.players[0]
    for name, kind in (("Bolt", "Spell"), ("Grunt", "Unit"), ("Other", "Unit"), ("Last", "Gear")):
        game.add_card(a, "main_deck", name, type=kind)
    game.choices.answers.append(recycled)
    compile_text(PREDICT, "Spell").run(game, a)
    assert len(a.zones["hand"]) == drawn
