"""The chain for spells (327-340): Reactions played before a spell resolves (359.3.c), Counter
(425), "This can't be countered." (002), the cost a counter may look at (206)."""

from riftrules.cards import pool
from riftrules.effects import compile_card, compile_text
from riftrules.engine import Game, board, play_card

CARDS = {card.name: card for card in pool.load()}


def _game(a_hand: list[str], b_hand: list[str], choices=(), runes: int = 0):
    scripts = {}

    def script(obj):
        card = obj.card
        if card.text not in scripts:
            scripts[card.text] = compile_card(card.text, card.type)
        return scripts[card.text]

    game = Game(("A", "B"), scripts=script, choices=choices)
    a, b = game.players
    for player, names in ((a, a_hand), (b, b_hand)):
        for name in names:
            game.add_card(player, "hand", name, card=CARDS[name])
        for _ in range(runes):
            game.add_card(player, "runes", "Fury Rune", card=CARDS["Fury Rune"])
    return game, a, b


def test_a_counter_only_chooses_a_spell_within_its_cost():
    """Defy counters "a spell that costs no more than [4] and no more than [A]": Falling
    Comet ([5]) is no option, so Defy does nothing and Falling Comet resolves."""
    game, a, b = _game(["Falling Comet"], ["Defy"], choices=["Mega-Mech", "Defy"])
    unit = _unit(game, b)
    board.play(game, a, a.hand[0])
    assert [c.name for c in b.trash] == ["Defy"] and "counter" not in game.log.kinds()
    assert unit.damage == 6 and [c.name for c in a.trash] == ["Falling Comet"]


def test_a_counter_counters_a_spell_within_its_cost():
    game, a, b = _game(["Hextech Ray"], ["Defy"], choices=["Mega-Mech", "Defy"])
    unit = _unit(game, b)
    board.play(game, a, a.hand[0])
    assert unit.damage == 0 and [c.name for c in a.trash] == ["Hextech Ray"]
    (event,) = game.log.of("counter")
    assert event.player == "B" and event.subject.name == "Hextech Ray" and not game.spells


def _unit(game, player):
    battlefield = game.add_battlefield("Bf1")
    return game.add_card(
        player, "battlefield", "Mega-Mech", card=CARDS["Mega-Mech"], battlefield=battlefield
    )


def test_this_cant_be_countered():
    """A spell whose text says "This can't be countered." stays on the chain (002)."""
    from riftrules.engine import chain

    game, a, b = _game([], [])
    spell = game.add_card(a, "hand", "Decree of Rage", card=CARDS["Decree of Rage"])
    wind = game.add_card(b, "hand", "Wind Wall", card=CARDS["Wind Wall"])
    item = chain.push(game, spell, a, None)
    assert not chain.counterable(game, spell) and chain.counterable(game, wind)
    assert not chain.counter(game, spell, b) and game.spells == [item]


def test_a_countered_spell_does_not_trigger_play_abilities():
    """425.1.b, 419.4.a.1: abilities that trigger on playing it do not trigger."""
    from riftrules.engine import TriggeredAbility, When
    from riftrules.engine.player_actions import Draw
    from riftrules.engine.registered import register
    from riftrules.engine.selectors import CONTROLLER

    game, a, b = _game(["Hextech Ray"], ["Wind Wall"], choices=["Mega-Mech", "Wind Wall"])
    _unit(game, b)
    game.add_card(a, "main_deck", "d")
    watcher = game.add_card(a, "base", "Watcher")
    ability = TriggeredAbility("play", Draw(CONTROLLER, 1), When(by="you", type="Spell"))
    watcher.abilities.append(register(game, ability, a, watcher))
    from riftrules.engine.triggering import settle

    board.play(game, a, a.hand[0])
    settle(game)
    assert "counter" in game.log.kinds() and "draw" not in game.log.kinds()
    assert [c.name for c in a.trash] == ["Hextech Ray"]


def test_reactions_paid_for_when_the_spell_was():
    """Played for its cost, a spell's Reaction is paid for too, and offered only if it can be:
    B has no runes, so nothing is asked and Hextech Ray resolves."""
    game, a, b = _game(["Hextech Ray"], ["Defy"], runes=0)
    for _ in range(2):
        game.add_card(a, "runes", "Fury Rune", card=CARDS["Fury Rune"])
    unit = _unit(game, b)
    assert play_card(game, a, a.hand[0]) is not None
    assert all("react" not in prompt for _, prompt, _ in game.choices.made)
    assert [c.name for c in b.hand] == ["Defy"] and unit.damage == 3


def test_counter_unless_its_controller_pays():
    """Hard Bargain: its controller declines, or cannot pay, and the spell is countered."""
    declined = ["Mega-Mech", "Hard Bargain", "Hextech Ray", "no"]
    for runes, choices in ((2, declined), (0, ["Mega-Mech", "Hard Bargain"])):
        game, a, b = _game(["Hextech Ray"], ["Hard Bargain"], choices=choices)
        for _ in range(runes):
            game.add_card(a, "runes", "Fury Rune", card=CARDS["Fury Rune"])
        unit = _unit(game, b)
        board.play(game, a, a.hand[0])
        kinds = [e.kind for e in game.log]
        assert unit.damage == 0 and kinds == ["play", "choose", "play", "counter"]


class _Reaction:
    """A made-up [Reaction] spell: "Recall a unit at a battlefield."."""

    name = "Recall Reaction"
    type = "Spell"
    text = "[Reaction]\nRecall a unit at a battlefield."
    energy = 0
    power = 0
    might = None
    tags = ()
    domains = ()


def test_targets_are_chosen_as_the_spell_is_played_and_can_become_illegal():
    """355.5: Void Seeker chooses its unit as it is played; a Reaction recalls that unit, so
    as Void Seeker resolves its target is no longer "a unit at a battlefield" (359.3.e.5): it
    is dealt nothing — and Void Seeker's controller still draws 1."""
    game, a, b = _game(["Void Seeker"], [], choices=["Mega-Mech", "Recall Reaction"])
    game.add_card(a, "main_deck", "d")
    game.add_card(b, "hand", "Recall Reaction", card=_Reaction())
    unit = _unit(game, b)
    board.play(game, a, a.hand[0])
    kinds = [e.kind for e in game.log]
    assert kinds == ["play", "choose", "play", "choose", "recall", "draw"]
    assert unit.zone == "base" and unit.damage == 0 and len(a.hand) == 1


def test_rebuttal_counters_unless_its_player_pays_to_take_control():
    """Rebuttal: "You may pay [A]. If you do, gain control of it … Otherwise, counter it."."""
    answers = ["Mega-Mech", "Rebuttal", "Hextech Ray"]
    game, a, b = _game(["Hextech Ray"], ["Rebuttal"], [*answers, "no"])
    unit = _unit(game, b)
    board.play(game, a, a.hand[0])
    assert unit.damage == 0 and [e.kind for e in game.log][-1] == "counter"
    game, a, b = _game(["Hextech Ray"], ["Rebuttal"], answers)
    b.pool["any"] = 1  # [A] in B's Rune Pool: paid, B controls Hextech Ray (no new choices)
    unit = _unit(game, b)
    board.play(game, a, a.hand[0])
    control = game.log.of("control")
    assert [e.data.controller.name for e in control] == ["B"] and not game.log.of("counter")
    assert unit.damage == 3 and game.log.of("damage")[0].player == "B"


def test_a_reaction_window_leaves_answers_meant_for_other_choices():
    """An answer queue written for the spell's own choices is not spent by the window to
    react: only an answer naming a Reaction (or "pass") is taken there."""
    from riftrules.engine.choices import Choices

    choices = Choices(["Mega-Mech", "Defy"])
    assert choices.offer("B", ["pass", "Defy"]) == "pass"
    assert choices.answers[0] == "Mega-Mech"  # left for the next choice
    choices.answers.popleft()
    assert choices.offer("B", ["pass", "Defy"]) == "Defy" and not choices.answers
    game, a, b = _game(["Hextech Ray"], ["Defy"], choices=["Mega-Mech"])
    _unit(game, b)
    board.play(game, a, a.hand[0])
    assert [c.name for c in b.hand] == ["Defy"] and game.log.of("damage")


def test_each_repeat_has_its_targets_chosen_as_the_spell_is_played():
    """820.2, 820.2.a: the choices of the additional execution are made as the spell is
    played, and need not be the same: after [Repeat] is chosen (355.1.a), before the cost is
    paid (355.5, then 357) and the spell is on the chain as played."""
    game, a, _ = _game(["Blood Rush"], [], choices=["yes", "first", "second"], runes=2)
    first = game.add_card(a, "base", "first", type="Unit", might=1)
    second = game.add_card(a, "base", "second", type="Unit", might=1)
    assert play_card(game, a, a.hand[0]) is not None
    kinds = [e.kind for e in game.log if e.kind in ("play", "choose", "give", "repeat", "pay")]
    assert kinds == ["choose", "choose", "pay", "play", "give", "repeat", "give"]
    assert [e.subject for e in game.log.of("give")] == [first, second]


def test_every_target_and_each_destination_is_chosen_as_played_in_order():
    """355.4, 355.5: each instruction's target, and a move's destination right after its unit
    ("then move it": bound to choice 1), are made as the spell is played."""
    from riftrules.engine.chain import played_choices

    assault = compile_text("Move a friendly unit, then move an enemy unit.", "Spell").effect
    assert [choose.choice for _step, choose in played_choices(assault)] == [1, 2]
    text = "Buff a friendly unit in your base, then move it to a battlefield."
    showstopper = compile_text(text, "Spell").effect
    (_buff, one), (move, none) = played_choices(showstopper)
    assert one.choice == 1 and none is None and type(move).__name__ == "Move"
    drawn = compile_text("Draw 1. Then discard 1.", "Spell").effect  # no target (355.17)
    assert played_choices(drawn) == ()
