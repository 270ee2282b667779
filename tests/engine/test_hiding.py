"""Hiding (421, 811) and [Ambush] (822): what rulebook/scenarios/keyword-hidden-*.yaml and
keyword-ambush.yaml do not show."""

from riftrules.effects import compile_text
from riftrules.engine import (
    Choose,
    Deal,
    Game,
    PermissionAbility,
    PlayToken,
    Script,
    TriggeredAbility,
    Units,
    When,
    ambush,
    hide,
    play_hidden,
)
from riftrules.engine.audit import card_places
from riftrules.engine.cleanup import cleanup
from riftrules.engine.hiding import can_hide, play_locations
from riftrules.engine.turn import start_turn

HIDDEN = PermissionAbility("Hidden", "[Hidden]")


class _Card:
    """A stand-in pool card: only its text matters to ``Game.script``."""

    text = "text"
    type = might = energy = None
    tags = ()


def _game(scripts: dict[str, Script], choices: tuple[str, ...] = ()) -> Game:
    game = Game(("A", "B"), scripts=lambda obj: scripts.get(obj.name), choices=choices)
    bf1 = game.add_battlefield("Bf1")
    bf1.controller = game.players[0]
    # a unit of A's holds it: control without units is lost at cleanup (323.6)
    game.add_card(game.players[0], "battlefield", "Guard", type="Unit", might=9, battlefield=bf1)
    game.add_battlefield("Bf2")
    return game


def _card(game, player, name, zone="hand", **kwargs):
    return game.add_card(player, zone, name, card=_Card(), **kwargs)


def test_hide_needs_hidden_a_battlefield_you_control_room_and_power():
    spell = Script((HIDDEN,), Deal(Choose(Units()), 2))
    game = _game({"Blade": spell, "Plain": Script((), Deal(Choose(Units()), 2))})
    a, _ = game.players
    blade = _card(game, a, "Blade")
    plain = _card(game, a, "Plain")
    bf1, bf2 = game.battlefields
    assert not hide(game, a, blade, bf1)  # no [A] in the Rune Pool
    a.power = 2
    assert not hide(game, a, plain, bf1)  # no [Hidden]
    assert not hide(game, a, blade, bf2)  # 811.1.b: a battlefield you control
    assert hide(game, a, blade, bf1)
    assert a.power == 1 and blade.zone == "facedown" and bf1.facedown == [blade]
    other = _card(game, a, "Blade")
    assert not can_hide(game, a, other, bf1)  # 107.3.b: one card per Facedown Zone
    game.turn_index = 1
    bf2.controller = a
    assert not hide(game, a, other, bf2)  # 811.1.b: on your turn
    assert sum(card_places(game).values()) == len(list(game.all_cards()))


def test_a_hidden_card_is_played_from_the_next_turn_its_choices_at_that_battlefield():
    spell = Script((HIDDEN,), Deal(Choose(Units()), 2))
    game = _game({"Blade": spell}, choices=("near",))
    a, b = game.players
    bf1, _ = game.battlefields
    far = game.add_card(b, "base", "far", type="Unit", might=5)
    near = game.add_card(b, "battlefield", "near", type="Unit", might=5, battlefield=bf1)
    blade = _card(game, a, "Blade", type="Spell")
    a.power = 1
    assert hide(game, a, blade, bf1)
    assert play_hidden(game, a, blade) is None  # 811.1.b: beginning on the next turn
    start_turn(game, b)
    assert play_hidden(game, b, blade) is None  # only its controller
    assert play_hidden(game, a, blade) is blade  # [Reaction] on B's turn, for [0]
    assert (near.damage, far.damage) == (2, 0)  # 811.1.d.2: a unit *there*
    assert blade.zone == "trash" and bf1.facedown == []
    assert [e.kind for e in game.log][-4:] == ["reveal", "play", "choose", "damage"]  # 355.5


def test_a_hidden_unit_enters_there_and_its_play_effect_chooses_there_and_plays_units_there():
    trigger = TriggeredAbility(
        "play",
        PlayToken("Sprite", 3),
        When(subject="self"),
    )
    fae = Script((HIDDEN, trigger), None)
    game = _game({"Fae": fae})
    a, b = game.players
    bf1, _ = game.battlefields
    cub = _card(game, a, "Fae", type="Unit", might=2)
    a.power = 1
    assert hide(game, a, cub, bf1)
    start_turn(game, b)
    from riftrules.engine.triggering import settle

    play_hidden(game, a, cub)
    settle(game)
    assert cub.battlefield is bf1  # 811.1.d.1
    sprite = game.find("Sprite")
    assert sprite is not None and sprite.battlefield is bf1  # 811.1.d.3


def test_losing_the_battlefield_trashes_the_facedown_card_at_the_next_cleanup():
    game = _game({"Blade": Script((HIDDEN,), None)})
    a, b = game.players
    bf1, _ = game.battlefields
    blade = _card(game, a, "Blade", type="Spell")
    a.power = 1
    hide(game, a, blade, bf1)
    bf1.controller = b
    cleanup(game)
    assert blade.zone == "trash" and blade in a.trash and bf1.facedown == []
    assert [e.kind for e in game.log][-1] == "trash"
    assert "323.7" in game.log[-1].cites


def test_ambush_adds_battlefields_where_you_control_units():
    game = _game({"Wolf": Script((PermissionAbility("Ambush"),), None), "Cub": Script()})
    a, _ = game.players
    bf1, bf2 = game.battlefields
    game.add_card(a, "battlefield", "mine", type="Unit", might=1, battlefield=bf2)
    wolf = _card(game, a, "Wolf", type="Unit", might=4)
    cub = _card(game, a, "Cub", type="Unit", might=3)
    assert play_locations(game, a, cub) == [None, bf1]  # 813.3.a: base, battlefields you control
    assert play_locations(game, a, wolf) == [None, bf1, bf2]  # 822.1.b
    assert ambush(game, a, cub, bf2) is None
    empty = game.add_battlefield("Bf3")
    assert ambush(game, a, wolf, empty) is None  # 822.3: no units of yours there
    assert ambush(game, a, wolf, bf2) is wolf and wolf.battlefield is bf2


def test_hidden_and_ambush_compile_to_their_permissions():
    assert compile_text("[Hidden] (Hide now for [A] to react with later for [0].)").abilities == (
        HIDDEN,
    )
    assert compile_text("[Ambush]", "Unit").abilities == (PermissionAbility("Ambush", "[Ambush]"),)


def test_when_you_hide_and_when_you_play_from_hidden_and_controlling_a_facedown_card():
    watcher = compile_text(
        "When you hide a card, draw 1.\nWhen you play a card from [Hidden], draw 1.", "Unit"
    )
    check = compile_text("If you control a facedown card, draw 1.", "Spell")
    game = _game({"Watcher": watcher, "Blade": Script((HIDDEN,), None)})
    a, b = game.players
    bf1, _ = game.battlefields
    for n in range(5):
        game.add_card(a, "main_deck", f"d{n}")
    from riftrules.engine import run_effect
    from riftrules.engine.board import play

    play(game, a, _card(game, a, "Watcher", type="Unit", might=1))
    blade = _card(game, a, "Blade", type="Spell")
    plain = _card(game, a, "Blade", type="Spell")
    run_effect(game, check.effect, a)
    assert len(a.hand) == 2  # no facedown card yet: nothing drawn
    a.power = 1
    hide(game, a, blade, bf1)
    run_effect(game, check.effect, a)
    assert len(a.hand) == 3  # 1 left, +1 "when you hide a card", +1 "if you control a facedown"
    start_turn(game, b)
    play(game, a, plain)
    from riftrules.engine.triggering import settle

    settle(game)
    assert len(a.hand) == 2  # the other one played from the hand: no draw
    play_hidden(game, a, blade)
    settle(game)
    assert len(a.hand) == 3  # 811.1.c.3: played from facedown


def test_when_you_play_me_from_face_down_on_your_turn():
    """Played from facedown on an opponent's turn it does not trigger; on yours it does (and
    "at a different location" is chosen away from that battlefield, 811.1.d.2's exception)."""
    from riftrules.engine.triggering import settle

    text = (
        "[Hidden]\nWhen you play me from face down on your turn, you may move an enemy unit "
        "at a different location to my battlefield."
    )
    script = compile_text(text, "Unit")
    for turn, moved in (("B", False), ("A", True)):
        game = _game({"Scout": script})
        a, b = game.players
        bf1, bf2 = game.battlefields
        foe = game.add_card(b, "battlefield", "Foe", type="Unit", might=1, battlefield=bf2)
        scout = _card(game, a, "Scout", type="Unit", might=2)
        a.power = 1
        assert hide(game, a, scout, bf1)
        start_turn(game, b)
        if turn == "A":
            start_turn(game, a)
        assert play_hidden(game, a, scout) is scout
        settle(game)
        assert (foe.battlefield is bf1) == moved
