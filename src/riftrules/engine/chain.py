"""The Chain (327-340) for spells, activated and triggered abilities, Reactions (159.2.b,
359.3.c) and Counter (425).

A spell played goes on the chain (354, 359.3): it is a :class:`ChainItem` of ``game.spells``
until it resolves. So does an activated ability (377.3, 401.1: a chain item with no card to
represent it, its ``ability`` set and its ``card`` its source), but for one that Adds resources
(400.2, 429.2: it resolves at once, :mod:`.activation`), and a triggered ability (383.3: its
``trigger`` the effect finalized as it went on, :mod:`.triggering`). Before it resolves, the
other players, in turn order after its controller, may play Reactions (359.3.c, 338): the
engine has no priority loop, so each of them is asked once (for a triggered ability, again
after each response resolves, 340.4), through the choice queue, whether to play a
[Reaction] spell from their hand ("pass" or its name; without such an answer, or with no such
card, nobody reacts: an answer naming neither is left for the next choice,
:meth:`.choices.Choices.offer`). A Reaction played so goes on the chain above the spell and
resolves first (340.1, 159.2.b.3): it is itself played, and may be reacted to, in the same way.
A card its player hid facedown may be played so too, for [0] (811.1.b, 811.6: it has
[Reaction]).

Targets are chosen as the spell is played (355.4, 355.5), before anyone reacts, in the order
of its instructions: each instruction's target when that choice depends on nothing an earlier
instruction does ("Deal 3 to a unit at a battlefield", "Choose a friendly unit.", "Counter a
spell", "Move a friendly unit, then move an enemy unit"), and, for a move, where each unit
moves, right after its unit ("… then move it to a battlefield": "it" bound to choice 1). Each
answer is kept on the chain item under its choice's name (:attr:`ChainItem.targets`), and
the instruction acts, as the spell resolves, on those of its targets still legal (359.3.e.2,
359.3.e.5); a reference bound to that choice reads the same legal ones. Choices that depend on
what an earlier instruction does ("it" after a draw, a choice under "if you do"), and those
that are no targets (cards in a hand or a deck, 355.17), are made as it resolves. A spell never
chooses itself (355.9.c).

:func:`counter` clears a spell from the chain (425.1.a) to its owner's trash, or where the
counter says ("Return it to its owner's hand instead"); it is not considered played for the
abilities that trigger on playing it (425.1.b, 419.4.a.1): those noted are dropped. Its costs
are not refunded (425.1.c). A spell whose text says "This can't be countered." (a
:class:`riftrules.engine.abilities.Restriction` of ``what`` "countered", 002) is not countered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar

from riftrules.engine import zones
from riftrules.engine.abilities import IgnoreAbility, Restriction
from riftrules.engine.context import Context
from riftrules.engine.events import ChooseData, ControlData, CounterData, ModeData
from riftrules.engine.names import HAND, TRASH
from riftrules.engine.passives import unchoosable
from riftrules.engine.selectors import Choose, Chosen, Selector, choice_key
from riftrules.engine.timing import Timing

if TYPE_CHECKING:
    from riftrules.engine.context import Context
    from riftrules.engine.events import Event
    from riftrules.engine.payment import Cost
    from riftrules.engine.registered import Pending
    from riftrules.engine.state import Battlefield, Game, GameCard, Player

PASS = "pass"  # the answer of a player who does not react


@dataclass(slots=True, eq=False)
class ChainItem:
    """A spell on the chain (359.3): the card, who played it, the ``play`` event that said so,
    and whether it is resolving now or was countered — or an activated ability (377.3): its
    ``ability``, ``card`` the permanent whose ability it is (its source, 355.9.c: another
    object), its targets chosen as it was activated (402.2) kept as a spell's."""

    card: GameCard
    controller: Player
    event: Event | None = None
    resolving: bool = False  # its choices being made (355.5) or its instructions run (340.1)
    countered: bool = False
    # chosen as played: each choice (a Choose, named by its ``choice``) with its answer, in order
    targets: list[tuple[Selector, list[Any]]] = field(default_factory=list)
    # where each moved unit goes, chosen as played (by its uid: one a time it is executed)
    destinations: dict[int, list[Any]] = field(default_factory=dict)
    modes: list[str] = field(default_factory=list)  # its mode, chosen as played (355.3): a time
    ability: Any = None  # an activated ability on the chain (377.3.a.1: no card represents it)
    # a card being played for its cost, its choices made before it is paid (355-357): the
    # [Deflect] costs of what it chose, added to its total (356.2.a.2) and paid with it, and
    # whether its total with that much more [A] can be paid (358.5)
    deflects: list[tuple[Any, int]] | None = None
    affords: Callable[[int], bool] | None = None
    # a triggered ability on the chain (383.3): its effect and context, finalized as it went on
    # (``ability`` its ability, ``card`` its source — None for one an effect created)
    trigger: Pending | None = None

    @property
    def name(self) -> str:
        """How a choice names it: the spell's name, or "the ability of" its source."""
        if self.ability is None:
            return self.card.name
        if self.card is None:  # a triggered ability an effect created: its text
            return self.trigger.label if self.trigger is not None else "ability"
        return f"ability of {self.card.name}"


def push_ability(game: Game, source: GameCard, player: Player, ability: Any) -> ChainItem:
    """``player`` activates ``ability`` of ``source``: it goes on the chain as a pending item
    (377.3.a, 401.1): the state is Closed (309.1)."""
    item = ChainItem(source, player, ability=ability)
    game.spells.append(item)
    return item


def push_trigger(game: Game, pending: Pending) -> ChainItem:
    """A triggered ability, finalized, goes on the chain (383.3): it waits there, the state
    Closed, until it resolves or is countered (425)."""
    ability = pending.registered.ability if pending.registered is not None else pending.effect
    context = pending.context
    source: Any = context.source
    item = ChainItem(source, context.controller, ability=ability, trigger=pending)
    game.spells.append(item)
    return item


def push(game: Game, card: GameCard, player: Player, event: Event | None) -> ChainItem:
    """``card``, being played by ``player``, goes on the chain (354, 359.3.a)."""
    item = ChainItem(card, player, event)
    game.spells.append(item)
    return item


def pop(game: Game, item: ChainItem) -> None:
    """``item`` leaves the chain (it resolved, or was countered)."""
    if item in game.spells:
        game.spells.remove(item)


def choose_targets(
    game: Game,
    item: ChainItem,
    hidden_at: Battlefield | None = None,
    times: int = 1,
    chosen: tuple[tuple[Selector, list[Any]], ...] = (),
) -> None:
    """Make, as ``item`` is played, every choice the rules have made then (355.5: "all
    choices of game objects"), in the order its instructions make them: each instruction's
    target (:func:`played_choices`) and, for a move, where each unit it moves goes — for each of
    the ``times`` its instructions will be executed ([Repeat]: 820.2, each chosen anew,
    820.2.a). Each answer is kept on the chain item under its choice's name, and read by that
    name as the spell resolves, those still legal (:func:`chosen_as_played`, 359.3.e.2);
    ``chosen``: the first target's, made already before its cost was determined
    (:func:`choose_early`)."""

    effect = getattr(game.script(item.card), "effect", None)
    modal = getattr(effect, "modes", None) is not None and hasattr(effect, "options")
    steps = _before_costs(effect)
    if not steps and not modal:
        return
    item.resolving = True  # 355.9.c: not itself; "with a spell" (it chooses as a spell)
    made: list[tuple[Selector, list[Any]]] = []
    early = list(chosen)
    try:
        for _ in range(times):
            ctx = Context(game, item.controller, hidden_at=hidden_at)  # each time anew (820.2.a)
            if modal:  # 355.3: its mode first, then the targets of that mode's instructions
                mode = _mode(game, item, effect, ctx)
                steps = _before_costs(mode.action) if mode is not None else ()
            for index, (step, choose) in enumerate(steps):
                if choose is not None:
                    if index == 0 and early:
                        made.append((choose, choose.answered(ctx, early.pop(0)[1])))
                    else:
                        made.append((choose, choose.resolve(ctx)))
                _destinations(game, item, step, ctx)
    finally:
        item.resolving = False
        item.targets += made


def _before_costs(effect: object) -> tuple[tuple[object, Choose | None], ...]:
    """:func:`played_choices`, but for a first target that reads what the costs did ("the
    killed unit", 357.2): made as it resolves (as :meth:`.actions.Action.choose_now`)."""
    steps = played_choices(effect)
    first = first_target(effect)
    if first is None or target_before_costs(effect) is not None:
        return steps
    return tuple((step, None if choose is first else choose) for step, choose in steps)


def _mode(game: Game, item: ChainItem, effect: Any, ctx: Context) -> Any:
    """ "Choose one — • … • …": the spell's mode, chosen as it is played (355.3), among those
    that may be chosen now (:meth:`.modes.ChooseOne.options`) whose targets can be chosen
    (355.8), logged then (a [Repeat]ed one's second choice sees the first), and kept on the
    chain item for its instruction to run."""
    # 355.8: a mode whose targets cannot be chosen now is no option
    options = [m for m in effect.options(ctx) if m.action.choosable(ctx)]
    if not options:
        return None
    labels = [m.text for m in options]
    (picked,) = game.choices.pick(item.controller.name, labels, prompt="choose one (mode)")
    item.modes.append(picked)
    said = ModeData(mode=picked)
    if item.ability is not None:  # 402.2: an ability's, as it is activated; its source named
        game.emit("mode", item.controller, "mode.ability", subject=item.card, data=said)
    else:
        game.emit("mode", item.controller, "mode.spell", subject=None, data=said)
    return options[labels.index(picked)]


def choose_mode(game: Game, item: ChainItem, effect: Any, ctx: Context) -> Any:
    """The effect ``item`` runs: for a "Choose one — • … • …" (a modal effect), its mode,
    chosen now (355.3, 402.2) and kept on ``item`` (None when no mode may be chosen), else
    ``effect`` itself."""
    if getattr(effect, "modes", None) is None or not hasattr(effect, "options"):
        return effect
    mode = _mode(game, item, effect, ctx)
    return mode.action if mode is not None else None


def _destinations(game: Game, item: ChainItem, step: object, ctx: Context) -> None:
    """ "Move an enemy unit.", "… then move it to a battlefield": where each unit the
    instruction moves goes is chosen as the spell is played too (355.5: every choice of game
    objects is made then; the Origins FAQ on Charm and Showstopper), when the units are known
    then (chosen by it, or by an earlier choice its "it" names), kept for the instruction
    (:meth:`.card_actions.Move.destinations`)."""
    where = getattr(step, "destinations", None)
    target = getattr(step, "target", None)
    if where is None or not isinstance(target, (Choose, Chosen)) or not target.choice:
        return
    for unit in ctx.memory.get(choice_key(target.choice), ()):
        options = where(ctx, unit)
        if not options:
            continue
        picked = game.choices.pick(item.controller.name, options, prompt=f"where {unit.name} moves")
        if picked:
            item.destinations.setdefault(unit.uid, []).append(picked[0])


def choose_early(
    game: Game, player: Player, card: GameCard, fits: Callable[[Any], bool] | None = None
) -> tuple[tuple[Selector, list[Any]], ...]:
    """The first targets of the spell ``card`` that ``player`` is playing, chosen now (355.5:
    before its total cost is determined, 356), for a discount that depends on them ("This
    costs [2] less if you choose a Bird, …"); :func:`choose_targets` keeps them. ``fits``:
    the options are only those it holds for (the targets whose discount leaves the play
    payable, 358.5)."""

    choose = first = first_target(getattr(game.script(card), "effect", None))
    if choose is None:
        return ()
    if fits is not None:  # asked as itself: the prompt names what it chooses among
        prompt = choose.prompt or f"{choose.count or 'any number'} of {type(choose.of).__name__}"
        choose = replace(choose, of=Fitting(choose.of, fits), prompt=prompt)
    return ((first, choose.resolve(Context(game, player))),)


@dataclass(frozen=True, slots=True)
class Fitting(Selector):
    """What ``of`` selects that ``fits`` holds for."""

    of: Selector
    fits: Callable[[Any], bool]

    def resolve(self, ctx: Context) -> list[Any]:
        return [each for each in self.of.resolve(ctx) if self.fits(each)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        return self.of.matches(ctx, obj) and self.fits(obj)


def by_identity(function: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``function`` of a compiled effect, worked out once per effect object: effects are
    immutable and kept by the game's scripts (the object is held beside its answer, so its id
    cannot be reused while the answer is; the memo is emptied past a bound)."""
    memo: dict[int, tuple[Any, Any]] = {}

    def once(effect: Any) -> Any:
        hit = memo.get(id(effect))
        if hit is not None and hit[0] is effect:
            return hit[1]
        if len(memo) > 20_000:
            memo.clear()
        answer = function(effect)
        memo[id(effect)] = (effect, answer)
        return answer

    return once


@by_identity
def first_target(effect: object) -> Selector | None:
    """The choice of the first instruction of ``effect`` (a :class:`.selectors.Choose`), if it
    chooses among what is there now, whatever the instructions do ("it", "the rest", "there"
    are not); past a cost at its start that chooses nothing ("pay [1] to give a friendly unit
    +2 [M]"), its effect's."""

    target = first_choice(effect)
    if target is not None and _independent(target.of):
        return target
    return None


@by_identity
def first_choice(effect: object) -> Choose | None:
    """The choice of the first instruction of ``effect`` (past a cost at its start that
    chooses nothing), whatever it depends on: :func:`first_target` when it depends on nothing
    its instructions do; a reflexive trigger's, checked as it would go on the chain (355.8)."""
    step = effect
    while step is not None:
        kind = type(step).__name__
        if kind == "Sequence":
            steps = getattr(step, "steps", ())
            step = steps[0] if steps else None
        elif kind == "Purpose" and not _choice(step.cost):  # type: ignore[attr-defined]
            step = step.effect  # type: ignore[attr-defined]  # "pay [1] to give a unit …"
        else:
            break
    target = _choice(step)
    return target if isinstance(target, Choose) else None


@by_identity
def later_targets(effect: object) -> tuple[Selector, ...]:
    """The choices of ``effect``'s later instructions (a :class:`Sequence`'s steps after the
    first) that choose among what is there now: each must have a legal option for the effect
    to be played, activated or put on the chain (355.8: "valid choices must be made for all
    targets"), though it is made as its instruction resolves."""
    if type(effect).__name__ != "Sequence":
        return ()
    found = []
    for step in getattr(effect, "steps", ())[1:]:
        target = _choice(step)
        on_board = type(getattr(target, "of", None)).__name__ == "Permanents"
        if isinstance(target, Choose) and on_board and _independent(target.of):
            found.append(target)  # a permanent (not a card in a hand, deck or trash)
    return tuple(found)


def _choice(step: object) -> object:
    """What ``step`` (an instruction) chooses from, if it names it: its target, or ``of``."""
    return getattr(step, "target", None) or getattr(step, "of", None)


@by_identity
def played_choices(effect: object) -> tuple[tuple[object, Choose | None], ...]:
    """The instructions of ``effect`` whose choices are made as it is played (355.5), in
    order, each with its choice: the first instruction's target (:func:`first_target`), the
    later ones' (:func:`later_targets`), and a move with no choice of its own whose units an
    earlier one chose ("… then move it to a battlefield": its destination is chosen then)."""
    first = first_target(effect)
    steps = getattr(effect, "steps", ()) if type(effect).__name__ == "Sequence" else (effect,)
    later = later_targets(effect)
    found: list[tuple[object, Choose | None]] = []
    for index, step in enumerate(steps):
        while index == 0 and type(step).__name__ == "Sequence":  # its own first instruction
            step = step.steps[0] if step.steps else None  # type: ignore[attr-defined]
        target = _choice(step)
        if index == 0:
            choose = first if isinstance(first, Choose) else None
        else:
            choose = target if isinstance(target, Choose) and target in later else None
        moves = getattr(step, "destinations", None) is not None
        if choose is not None or (moves and isinstance(target, Chosen) and target.choice):
            found.append((step, choose))
    return tuple(found)


_DEPENDENT = frozenset(
    {
        "It",
        "That",
        "Last",
        "Remembered",
        "There",
        "EventCards",
        "Cards",
        "Chosen",
        "ThatBattlefield",
    }
)
# ChosenElseSelf is not: in the first instruction nothing is chosen yet, so it is the source
# ("a unit you control at another location": than mine, known as the ability goes on the
# chain; Tideturner's trigger with no such unit is not put on it, 355.8, 383.3.b.1)


# what a choice reads of the costs paid to play its spell (357.2: "the killed unit"): such a
# choice is checked once they are paid, not before (355.8)
_ON_COSTS = frozenset({"KilledToPlay"})


@by_identity
def target_before_costs(effect: object) -> Selector | None:
    """:func:`first_target`, unless it reads what its spell's costs did: the choice whose
    legal options are checked before anything is paid (355.8, 358.5)."""
    choose = first_target(effect)
    if choose is None or _reads(choose, _ON_COSTS):
        return None
    return choose


def _reads(selector: object, names: frozenset[str]) -> bool:
    if type(selector).__name__ in names:
        return True
    fields = getattr(selector, "__dataclass_fields__", None) or ()
    return any(_reads(getattr(selector, name), names) for name in fields)


def _independent(selector: object) -> bool:
    if type(selector).__name__ in _DEPENDENT:
        return False
    fields = getattr(selector, "__dataclass_fields__", None)
    if not fields:
        return True
    return all(_independent(getattr(selector, name)) for name in fields)


def chosen_as_played(ctx: Context, choose: Selector) -> list[Any] | None:
    """As a spell resolves, what ``choose`` chose as it was played, those still legal targets
    (359.3.e.2: they still meet its requirements); None if it chose nothing then."""
    spells = ctx.game.spells
    if not spells or ctx.source is not None:
        return None
    item = spells[-1]
    if not item.resolving or not item.targets:
        return None
    for index, (made, picked) in enumerate(item.targets):
        if made == choose:  # by its name (its ``choice``: equal choices of a text differ)
            del item.targets[index]  # once: a repeated execution has its own (820.2)
            return [obj for obj in picked if choose.of.matches(ctx, obj)]  # type: ignore[attr-defined]
    return None


def choosing_spell(ctx: Context) -> ChainItem | None:
    """The spell whose choices ``ctx`` makes (as it is played, or as it resolves), or None
    when the effect is not a spell's (an ability has a source)."""
    spells = ctx.game.spells
    if ctx.source is not None or not spells or not spells[-1].resolving:
        return None
    return spells[-1] if spells[-1].ability is None else None


def choosing_item(ctx: Context) -> ChainItem | None:
    """The chain item whose effect ``ctx`` runs as it resolves: a spell's
    (:func:`choosing_spell`), or an activated ability's of ``ctx.source``."""
    spells = ctx.game.spells
    if not spells or not spells[-1].resolving:
        return None
    item = spells[-1]
    if item.ability is None:
        return item if ctx.source is None else None
    return item if item.card is ctx.source else None


def ignores(game: Game, item: ChainItem, keyword: str) -> bool:
    """Does the spell say its player ignores ``keyword`` ("Ignore [Deflect] while paying this
    spell's cost.", 766-767)?"""

    abilities = getattr(game.script(item.card), "abilities", ())
    return any(isinstance(a, IgnoreAbility) and a.keyword == keyword for a in abilities)


def on_chain(game: Game, obj: Any) -> ChainItem | None:
    """The chain item of ``obj``, a spell on the chain (not countered), or None."""
    return next((i for i in game.spells if i.card is obj and i.ability is None), None)


def take_control(game: Game, card: GameCard, player: Player, by: Player | None) -> bool:
    """ "Gain control of a spell": ``player`` becomes its controller (191.2): "you" as it
    resolves, who chooses its targets (191.2.a)."""
    item = on_chain(game, card)
    if item is None or item.controller is player:
        return False
    item.controller = player
    game.emit("control", by, "control.spell", subject=card, data=ControlData(controller=player))
    return True


def new_choices(game: Game, card: GameCard, player: Player) -> bool:
    """ "You may make new choices for it" (750): the targets chosen as the spell was played
    are chosen again by ``player``, among objects it did not choose (751.1) — a choice with no
    such option is kept (753.2); no cost is paid for them (755: [Deflect] is not), and each
    object chosen is logged, so that its "when chosen" abilities trigger (754)."""

    item = on_chain(game, card)
    if item is None or not item.targets:
        return False
    ctx = Context(game, player)
    remade = False
    for index, (choose, before) in enumerate(item.targets):
        found = choose.of.resolve(ctx)  # type: ignore[attr-defined]
        options = [
            o
            for o in found
            if o not in before
            and o is not card
            and not unchoosable(game, o, player, card.type == "Spell")
        ]  # 751.1, 753.1
        count, up_to = getattr(choose, "count", 1), getattr(choose, "up_to", False)
        if not options:
            continue  # 753.2
        if count is None:  # "any number of" (355.13)
            count = len(options)
        picked = game.choices.pick(player.name, options, count=count, up_to=up_to, prompt="new")
        item.targets[index] = (choose, picked)
        remade = True
        for obj in picked:
            if getattr(obj, "on_board", False):
                game.emit(
                    "choose", player, "choose.new", subject=obj, data=ChooseData(spell=card.name)
                )
    return remade


def card_timing(game: Game, card: GameCard) -> Timing:
    """When ``card`` may be played by its keywords (159.2): [Reaction], [Action] or neither, as
    its compiled script says (the engine does not read the card's text); a [Reaction] that is
    not a spell is timed as [Action] here, as before (159.2.b: a spell with it may be played
    while a chain exists)."""
    script = game.script(card)
    timing = script.timing if script is not None else Timing.DEFAULT
    if timing is Timing.REACTION and card.type != "Spell":
        return Timing.ACTION
    return timing


def has_reaction(game: Game, card: GameCard) -> bool:
    """A spell with the [Reaction] keyword (159.2.b): it may be played while a chain exists."""
    return card_timing(game, card) is Timing.REACTION


def showdown_timed(game: Game, card: GameCard) -> bool:
    """A card with [Action] or [Reaction] (806, 159.2.b): it may be played in a showdown."""
    return card_timing(game, card) is not Timing.DEFAULT


class ChainSteps:
    """What the chain asks of the modules that play cards and pay costs, which build on this
    one: before an item resolves, the other players' Reactions (359.3.c, :func:`.reacting.react`,
    called by :func:`.board.play`), and a counter's "unless its controller pays" (425,
    :func:`.card_actions.pays_against_counter`). Each module sets its step as it loads (the
    engine package loads them all); a step not set fails loudly."""

    __slots__ = ("pays_against_counter", "react")
    react: Callable[[Game, ChainItem, bool], bool]
    pays_against_counter: Callable[[Game, Player, Cost, GameCard], bool]


STEPS = ChainSteps()


def counterable(game: Game, card: GameCard) -> bool:
    """Can ``card`` be countered: not if its text says "This can't be countered." (002)."""
    if isinstance(card, ChainItem):
        return True  # an ability on the chain (425.3): no text of its own says otherwise
    script = game.script(card)
    abilities = getattr(script, "abilities", ())
    return not any(isinstance(a, Restriction) and a.what == "countered" for a in abilities)


def counter(
    game: Game,
    card: GameCard | ChainItem,
    player: Player | None,
    to: str = TRASH,
    unless: Cost | None = None,
) -> bool:
    """Counter the spell ``card`` on the chain (425): it does nothing and is cleared from the
    chain (425.1.a), to its owner's trash or hand (``to``); the abilities its playing
    triggered do not trigger (425.1.b). ``unless``: "unless its controller pays [2]" — its
    controller may pay that (if they can; asked through the choice queue, yes by default) and
    then it is not countered. ``card`` may be an activated ability's chain item
    (:class:`Abilities`): it does nothing and leaves the chain, its cost paid (425.1.c)."""
    if isinstance(card, ChainItem):
        item: ChainItem | None = card if card in game.spells and not card.resolving else None
    else:
        item = next((i for i in game.spells if i.card is card and not i.resolving), None)
    if item is None or item.countered or not counterable(game, card):
        return False
    if unless is not None and STEPS.pays_against_counter(game, item.controller, unless, item.card):
        return False
    item.countered = True
    pop(game, item)
    if item.ability is not None:  # no card to clear (377.3.a.1)
        said = CounterData(controller=item.controller)
        game.emit("counter", player, "counter.ability", subject=item.card, data=said)
        return True
    if item.event is not None:
        game.pending[:] = [p for p in game.pending if p.context.event is not item.event]
    zones.put(game, card, card.owner, to)
    also = ("counter.hand",) if to == HAND else ()
    game.emit(
        "counter",
        player,
        "counter",
        subject=card,
        also=also,
        data=CounterData(controller=item.controller),
    )
    return True


@dataclass(frozen=True, slots=True)
class Spells(Selector):
    """Spells on the chain (355.9.a.2), newest first, not the one resolving now (355.9.c):
    ``controller`` "enemy" ("an enemy spell") or "friendly", or None (any)."""

    PROMPT: ClassVar[str] = "a spell"  # what a choice of one of them asks for
    controller: str | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [i.card for i in reversed(ctx.game.spells) if self._fits(ctx, i)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        return any(i.card is obj and self._fits(ctx, i) for i in ctx.game.spells)

    def _fits(self, ctx: Context, item: ChainItem) -> bool:
        if item.resolving or item.countered or item.ability is not None:
            return False
        return _controlled(self.controller, ctx, item)


def controller_of(game: Game, card: Any) -> Player | None:
    """Who played ``card`` (a spell on the chain, or one just countered): its controller; of
    an activated ability's chain item, who activated it."""
    if isinstance(card, ChainItem):
        return card.controller
    for item in game.spells:
        if item.card is card and item.ability is None:
            return item.controller
    return None


@dataclass(frozen=True, slots=True)
class Abilities(Selector):
    """Abilities on the chain (355.9.a.2: "ability" is one on the chain), newest first, not
    the one resolving now (355.9.c): the activated and triggered abilities waiting there
    (377.3, 383.3, :mod:`.triggering`). Each is its :class:`ChainItem`; ``controller`` as
    :class:`Spells`'."""

    PROMPT: ClassVar[str] = "an ability"
    controller: str | None = None

    def resolve(self, ctx: Context) -> list[Any]:
        return [i for i in reversed(ctx.game.spells) if self._fits(ctx, i)]

    def matches(self, ctx: Context, obj: Any) -> bool:
        return isinstance(obj, ChainItem) and obj in ctx.game.spells and self._fits(ctx, obj)

    def _fits(self, ctx: Context, item: ChainItem) -> bool:
        if item.ability is None or item.resolving or item.countered:
            return False
        return _controlled(self.controller, ctx, item)


def _controlled(controller: str | None, ctx: Context, item: ChainItem) -> bool:
    """Is ``item`` controlled as ``controller`` says ("enemy", "friendly"; None: by anyone)
    for ``ctx``'s controller?"""
    if controller == "enemy":
        return item.controller.team is not ctx.controller.team
    if controller == "friendly":
        return item.controller.team is ctx.controller.team
    return True
