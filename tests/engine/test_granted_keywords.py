"""A keyword the engine does not implement, given to others, means what the reminder printed
with it says, read for the units given it (issue 28, part 4; 477.2.a): each has the ability
while it has the keyword (a static ability: while the source is on the board; "this turn":
until the turn ends, 317.2.c)."""

from __future__ import annotations

import pytest

from riftrules.coverage import Meaning, status
from riftrules.effects import NotCompiled, compile_text
from riftrules.engine import Context, Move, Permanents, ReminderMeaning
from riftrules.engine.events import AttackData, DefendData
from riftrules.engine.state import Game
from riftrules.engine.targeting import choosable
from riftrules.engine.triggering import settle
from riftrules.engine.turn import end_this_turn
from riftrules.engine.zones import put

VIGIL = "Your units have [Vigil]. (When they defend, draw 1.)"
FERVOR = "Give a unit [Fervor 3] this turn. (When it attacks, give it +3 [M] this turn.)"


class _Text:
    """A stand-in card with a text."""

    type = might = energy = power = None
    tags = ()

    def __init__(self, text: str) -> None:
        self.text = text


def _game() -> Game:
    return Game(("A", "B"), scripts=lambda obj: compile_text(obj.card.text, obj.type or "Unit"))


def _fight(game: Game, unit, kind: str) -> None:
    """``unit`` attacks or defends (the event of 383.4.e-f)."""
    data = AttackData if kind == "attack" else DefendData
    game.emit(kind, unit.controller, f"combat.{kind}", subject=unit, data=data(battlefield=None))
    settle(game)


def test_a_group_given_a_new_keyword_has_its_reminder_read_for_each_of_them():
    game = _game()
    a, b = game.players
    for n in range(3):
        game.add_card(a, "main_deck", f"Card {n}", type="Spell")
    source = game.add_card(a, "base", "Source", type="Unit", might=2, card=_Text(VIGIL))
    other = game.add_card(a, "base", "Other", type="Unit", might=1)
    enemy = game.add_card(b, "base", "Enemy", type="Unit", might=1)
    _fight(game, enemy, "defend")  # not one of "your units"
    assert len(a.zones["hand"]) == 0
    _fight(game, other, "defend")
    assert len(a.zones["hand"]) == 1
    _fight(game, other, "attack")  # its reminder says "defend"
    assert len(a.zones["hand"]) == 1
    _fight(game, source, "defend")  # "your units": the source is one
    assert len(a.zones["hand"]) == 2
    put(game, source, a, "trash")  # the source leaves the board: they no longer have it
    _fight(game, other, "defend")
    assert len(a.zones["hand"]) == 2


def test_a_new_keyword_given_this_turn():
    """The unit given [Fervor 3] gets +3 [M] when it attacks, this turn only; "it" of the
    reminder's effect is the unit that attacked, the receiver."""
    game = _game()
    a, _ = game.players
    unit = game.add_card(a, "base", "Unit", type="Unit", might=2)
    bystander = game.add_card(a, "base", "Bystander", type="Unit", might=2)
    game.choices.answers.append("Unit")
    compile_text(FERVOR, "Spell").run(game, a)
    _fight(game, bystander, "attack")
    assert game.might(bystander) == 2
    _fight(game, unit, "attack")
    assert game.might(unit) == 5
    end_this_turn(game)
    assert game.might(unit) == 2
    _fight(game, unit, "attack")  # the keyword was given this turn only
    assert game.might(unit) == 2


def test_a_given_keyword_is_said_to_mean_its_reminder():
    script = compile_text(VIGIL, "Unit")
    assert script.from_reminders == (ReminderMeaning("[Vigil]", "When they defend, draw 1."),)
    assert status(FERVOR, "Spell").meaning is Meaning.REMINDER_TEXT
    gated = compile_text(f"[Level 6][>] {VIGIL}", "Legend")  # under a gate: the same meaning
    assert gated.from_reminders == script.from_reminders and len(gated.abilities) == 1
    # the reminder read for the receiver is the ability printed in its own voice
    plain = compile_text('Your units have "When I defend, draw 1."', "Unit").abilities
    assert [g.ability.condition for g in script.abilities] == [g.ability.condition for g in plain]


@pytest.mark.parametrize(
    "text",
    [
        "Your units have [Vigil].",  # no reminder: nothing says what it does
        "Your units have [Vigil]. (Draw 1.)",  # an instruction, no ability
        "Your units have [Vigil] and [Plunder]. (When they defend, draw 1.)",  # which is it?
        "I have [Rampage]. (I'm Mighty while I have 5+ [M].)",  # [Mighty]'s reminder only
    ],
)
def test_a_given_keyword_without_an_ability_in_its_reminder_is_refused(text: str):
    with pytest.raises(NotCompiled):
        compile_text(text, "Unit")


def test_the_receivers_pronoun_is_read_so_only_in_the_reminder():
    """On its own, "When it attacks" is no ability of mine ("it" names what an effect did)."""
    alone = compile_text("When it attacks, give it +3 [M] this turn.", "Unit").abilities
    assert [a.condition.subject for a in alone] == ["it"]


STALWART = "[Stalwart] (I can't be moved by enemy spells and abilities.)"
ELUSIVE = "[Elusive] (I can't be chosen by enemy spells.)"


def _theirs(text: str) -> tuple[Game, object]:
    """A game where B has a unit with ``text`` at a battlefield."""
    game = _game()
    b = game.players[1]
    field = game.add_battlefield("Field")
    unit = game.add_card(
        b, "battlefield", "Theirs", type="Unit", might=2, battlefield=field, card=_Text(text)
    )
    game.add_card(b, "battlefield", "Plain", type="Unit", might=2, battlefield=field)
    return game, unit


def test_a_unit_that_cant_be_moved_by_enemy_spells_and_abilities():
    """[Stalwart]'s reminder (447): an enemy's effect does not move it; its controller's
    does."""

    game, unit = _theirs(STALWART)
    a, b = game.players
    their_units = Permanents(type="Unit", controller="enemy")
    moved = Move(their_units).run(Context(game, a))  # to base: an enemy's effect
    assert [u.name for u in moved] == ["Plain"]
    assert unit.zone == "battlefield"
    Move(Permanents(type="Unit", controller="you")).run(Context(game, b))
    assert unit.zone == "base"


def test_a_unit_that_cant_be_chosen_by_enemy_spells():
    """[Elusive]'s reminder (757, by spells only): an enemy's spell cannot choose it, an
    enemy's ability can, and so can its controller's spell."""

    game, unit = _theirs(ELUSIVE)
    a, b = game.players
    spell = game.add_card(a, "hand", "Spell", type="Spell")
    ability = game.add_card(a, "base", "Source", type="Unit", might=1)
    units = [unit, *(u for u in game.units() if u.name == "Plain")]
    assert [u.name for u in choosable(Context(game, a, spell), units)] == ["Plain"]
    assert choosable(Context(game, a, ability), units) == units
    own = game.add_card(b, "hand", "Own", type="Spell")
    assert choosable(Context(game, b, own), units) == units


def test_a_group_given_a_keyword_that_restricts_them():
    """ "Other friendly units here have [Stalwart]. (They can't …)": the restriction is theirs
    while the source is there, not the source's own."""
    text = "Other friendly units here have [Stalwart]. (They can't be moved by enemy spells …)"
    game, _ = _theirs(text.replace("…", "and abilities."))
    a = game.players[0]
    for name, moved in (("Plain", []), ("Theirs", ["Theirs"])):
        one = Permanents(type="Unit", controller="enemy", name=name)
        assert [u.name for u in Move(one).run(Context(game, a))] == moved


RAMPAGE = (
    "While I'm [Mighty], I have [Rampage]. "
    "(I'm Mighty while I have 5+ [M]. When I conquer, ready me.)"
)


@pytest.mark.parametrize(("might", "readied"), [(5, True), (4, False)])
def test_a_keyword_i_have_while_mighty_means_its_own_sentence_of_the_reminder(might, readied):
    """The reminder's first sentence says what [Mighty] is (708), its second what [Rampage]
    does: I have "When I conquer, ready me." while I'm Mighty, not otherwise."""
    from riftrules.engine.scoring import conquer

    game = _game()
    a = game.players[0]
    field = game.add_battlefield("Field")
    unit = game.add_card(
        a, "battlefield", "Me", type="Unit", might=might, battlefield=field, card=_Text(RAMPAGE)
    )
    unit.exhausted = True
    assert conquer(game, a, field)
    settle(game)
    assert unit.exhausted is not readied
    assert compile_text(RAMPAGE, "Unit").from_reminders[0].keyword == "[Rampage]"
