"""What an activated ability's last sentence says about using it (377.2.b) and about spending
what it adds, read from the IR: the same templating with another number, card type or
condition compiles to the matching restriction."""

import pytest

from riftrules.effects import compile_text
from riftrules.engine import Exists, Permanents, Self, SpendOnly, ThisTurn, WasMighty


def _ability(text: str):
    return compile_text(text, "Unit").abilities[0]


@pytest.mark.parametrize(
    ("said", "limit"),
    [
        ("Use only once per turn.", 1),
        ("Use only once each turn.", 1),
        ("Use only twice per turn.", 2),
    ],
)
def test_how_many_times_each_turn(said, limit):
    ability = _ability(f"[E]: Draw 1. {said}")
    assert (ability.limit, ability.only_if) == (limit, None)


def test_the_condition_to_use_it_and_the_limit_together():
    ability = _ability(
        "[E]: Draw 1. Use only if you've chosen a friendly gear this turn and only once each turn."
    )
    assert ability.limit == 1
    assert ability.only_if == ThisTurn("choose", type="Gear", controller="friendly")


def test_use_this_ability_only_while_a_state_of_mine():
    ability = _ability("[E]: Draw 1. Use this ability only while I'm exhausted.")
    assert ability.only_if == Exists(Permanents(among=Self(), exhausted=True))


@pytest.mark.parametrize(
    ("said", "only"),
    [
        ("Use only to play units.", SpendOnly(plays=("Unit",))),
        ("Use only to play spells or gear.", SpendOnly(plays=("Spell", "Gear"))),
        ("Spend this Energy only to play gear.", SpendOnly(plays=("Gear",))),
        ("Use only to use unit abilities.", SpendOnly(abilities_of=("Unit",))),
        ("Spend this Energy only during showdowns.", SpendOnly(showdown=True)),
    ],
)
def test_what_the_added_resources_may_be_spent_on(said, only):
    assert _ability(f"[E]: [Add] [1]. {said}").effect.only == only


def test_a_past_state_is_not_a_state_now():
    """ "If I was [Mighty]" is how I was as I died (428.1.a.1.b), not whether I am now."""
    script = compile_text("[Deathknell] — If I was [Mighty], draw 2.", "Unit")
    assert script.abilities[0].effect.condition == WasMighty()
