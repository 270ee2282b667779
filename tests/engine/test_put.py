"""Putting cards into a zone with no game action named: what the action-put-*.yaml and
action-place-*.yaml scenarios do not show."""

from riftrules.effects import compile_text
from riftrules.engine import Game, run_effect


def test_the_top_cards_into_the_trash_burn_out_when_too_few():
    """431.1.b: as many as possible, Burn Out, then the rest."""
    game = Game(("A", "B"))
    a = game.players[0]
    game.add_card(a, "main_deck", "d0")
    game.add_card(a, "trash", "t0")
    script = compile_text("Put the top 2 cards of your Main Deck into your trash.", "Spell")
    run_effect(game, script.effect, a)
    kinds = game.log.kinds()
    assert kinds.index("put") < kinds.index("burn_out") < len(kinds) - 1 - kinds[::-1].index("put")
    assert len(a.trash) == 1 and len(a.main_deck) == 1  # the trash was recycled (431.2.b)
    assert "431.1.b" in game.log.cited()


def test_what_is_put_after_a_cost_happens_only_if_it_is_paid():
    """ "you may exhaust me to draw 1, then put a card from your hand on the top or bottom of
    your Main Deck": no exhaust, no draw and no put."""
    text = (
        "When a friendly unit dies, you may exhaust me to draw 1, then put a card from your "
        "hand on the top or bottom of your Main Deck."
    )
    (ability,) = compile_text(text, "Gear").abilities
    game = Game(("A", "B"), choices=["no"])
    a = game.players[0]
    game.add_card(a, "main_deck", "d0")
    game.add_card(a, "hand", "h0")
    gear = game.add_card(a, "base", "Altar", type="Gear")
    run_effect(game, ability.effect, a, source=gear)
    assert [c.name for c in a.hand] == ["h0"] and not gear.exhausted
    run_effect(game, ability.effect, a, source=gear)  # yes; the first card; the top
    assert [c.name for c in a.main_deck] == ["h0"] and [c.name for c in a.hand] == ["d0"]
