"""Composable actions: what compiled card text is made of (in the spirit of Fireplace).

An action is a small immutable object; ``action.run(ctx)`` performs it in a
:class:`~riftrules.engine.context.Context` and returns what it affected (players, cards,
battlefields), which the next instruction can call "it" (:class:`~.selectors.It`). Actions take
selectors for who and what (:mod:`riftrules.engine.selectors`) and amounts that are numbers or
values (:mod:`riftrules.engine.values`)::

    effect = Sequence(Burn(CONTROLLER, 3), PlayToken("Shadow Clone", might=0))
    run_effect(game, effect, game.player("A"))

:func:`run_effect` runs one effect as one complete action: then what triggered resolves and a
cleanup runs. This module holds the base class and composition (sequence, "you may", "if",
"for each" …); the game actions are in :mod:`.player_actions` and :mod:`.card_actions`, the
conditions ``If`` asks in :mod:`.conditions`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from riftrules.engine import chain
from riftrules.engine.abilities import Ability, TriggeredAbility
from riftrules.engine.amounts import Amount, amount
from riftrules.engine.conditions import Condition
from riftrules.engine.context import Context
from riftrules.engine.events import (
    EventKind,
    GameOver,
    ImpossibleData,
)
from riftrules.engine.names import Until
from riftrules.engine.registered import Pending, add_ability
from riftrules.engine.selectors import (
    CONTROLLER,
    Choose,
    It,
    Selector,
    Self,
    deflects_payable,
    distinct_choices,
)
from riftrules.engine.state import GameCard, Player
from riftrules.engine.triggering import TRIGGER_KEYS, activate_effects, settle

if TYPE_CHECKING:
    from riftrules.engine.abilities import Ability
    from riftrules.engine.state import Game


class Action:
    """Base class: ``run(ctx)`` performs the action and returns what it affected."""

    __slots__ = ()

    def run(self, ctx: Context) -> list[Any]:
        raise NotImplementedError

    def payable(self, ctx: Context) -> bool:
        """As a cost: can it be paid in full now? A cost is paid whole or not at all (376)."""
        return True

    def choosable(self, ctx: Context) -> bool:
        """As a spell's or an activated ability's effect: can the choice of targets it makes
        as it is played or activated (:func:`.chain.first_target`, 355.5) be made now? If not,
        it cannot be put on the chain (355.8) and nothing is paid (358.5)."""
        choose = chain.target_before_costs(self)
        if choose is not None and not choose.can_choose(ctx):
            return False
        later = chain.later_targets(self)
        if not all(target.can_choose(ctx) for target in later):
            return False
        chooses = (choose, *later) if isinstance(choose, Choose) else later
        return distinct_choices(ctx, chooses) and deflects_payable(ctx, chooses)  # type: ignore[arg-type]

    def choose_now(self, ctx: Context) -> list[tuple[Selector, list[Any]]]:
        """As an activated ability's effect (or a triggered one's, as it is put on the chain):
        the choices of targets it makes then (355.5, before its cost is paid, 357), made now, in
        the order of its instructions (:func:`.chain.played_choices`; a first target that reads
        what its costs did is made as it resolves); what :func:`run_effect` is given as
        ``chosen``, each answer under its choice's name."""
        first, now = chain.first_target(self), chain.target_before_costs(self)
        made: list[tuple[Selector, list[Any]]] = []
        for _step, choose in chain.played_choices(self):
            if choose is not None and (choose is not first or choose is now):
                made.append((choose, choose.resolve(ctx)))
        return made

    def finalize(self, ctx: Context) -> Action | None:
        """As a triggered ability's effect, being put on the chain (383.3): the effect that
        will resolve, its "you may" at the start decided now (383.3.a) and its cost at the
        start payable (383.3.b); None when it is considered not to have triggered (383.3.a.2,
        383.3.b.1). An instruction that is neither is the effect as it is."""
        return self

    def pay_base(self, ctx: Context) -> Action | None:
        """As a finalized triggered ability's effect, its targets chosen: its base cost (383.3.b,
        the cost at the start of its effect) paid now, to put it on the chain (383.3.b.1); the
        effect left to resolve, or None when the cost was not paid after all. An effect with
        no such cost is left as it is."""
        return self


def run_effect(
    game: Game,
    effect: Action,
    controller: Player,
    source: GameCard | None = None,
    chosen: list[tuple[Selector, list[Any]]] | None = None,
) -> list[Any]:
    """Run ``effect`` with ``controller`` as "you", then resolve what it triggered and clean
    up; a win ends it at once. ``chosen``: choices made already (:meth:`Action.choose_now`)."""
    if game.over:
        return []
    try:
        result = effect.run(Context(game, controller, source, chosen=list(chosen or ())))
    except GameOver:
        return []
    settle(game)
    return result


def the_player(who: Selector, ctx: Context, instruction: str) -> Player | None:
    """The one player ``who`` names; with none (the owner of a card that is not there, the
    controller of nothing), the instruction is impossible: it does nothing, and the log says
    so (055: do as much as you can, ignoring impossible instructions)."""
    found = who.resolve(ctx)
    if found:
        return found[0]
    ctx.game.emit(
        "impossible", ctx.controller, "impossible", data=ImpossibleData(instruction=instruction)
    )
    return None


def has_some(target: Selector, ctx: Context) -> bool:
    """As a cost, is there something to do it to (203.3)? A choice is not made to find out."""
    if isinstance(target, Choose):
        return target.up_to or len(target.of.resolve(ctx)) >= target.count
    return bool(target.resolve(ctx))


# -- composition --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sequence(Action):
    """Instructions in order; each one's result is "it" for the next."""

    steps: tuple[Action, ...]

    def __init__(self, *steps: Action) -> None:
        object.__setattr__(self, "steps", steps)

    def payable(self, ctx: Context) -> bool:
        return all(step.payable(ctx) for step in self.steps)

    def finalize(self, ctx: Context) -> Action | None:
        """Its first instruction is "the first part" of the effect (383.3.a-b) — unless that is
        itself several ("You and each opponent may …": each player's own "may", as it
        resolves)."""
        if not self.steps or isinstance(self.steps[0], Sequence):
            return self
        first = self.steps[0].finalize(ctx)
        if first is None:
            return None
        return self if first is self.steps[0] else Sequence(first, *self.steps[1:])

    def pay_base(self, ctx: Context) -> Action | None:
        if not self.steps or isinstance(self.steps[0], Sequence):
            return self
        first = self.steps[0].pay_base(ctx)
        if first is None:
            return None
        return self if first is self.steps[0] else Sequence(first, *self.steps[1:])

    def run(self, ctx: Context) -> list[Any]:
        result: list[Any] = []
        for step in self.steps:
            before = ctx.kept
            result = step.run(ctx)
            if ctx.kept is before:  # the step left nothing of its own on the board
                ctx.kept = []
            ctx.last = result
            ctx.stepped = True
        return result


@dataclass(frozen=True, slots=True)
class May(Action):
    """ "You may …" decided as it resolves (383.3.a.3): yes or no from the choice queue, else
    yes."""

    action: Action
    who: Selector = CONTROLLER
    prompt: str = ""

    def payable(self, ctx: Context) -> bool:
        return self.action.payable(ctx)

    def run(self, ctx: Context) -> list[Any]:
        chooser = the_player(self.who, ctx, "may")
        if chooser is None:
            return []
        prompt = self.prompt or type(self.action).__name__
        if not ctx.game.choices.decide(chooser.name, prompt):
            return []
        return self.action.run(ctx)

    def finalize(self, ctx: Context) -> Action | None:
        """383.3.a: "you may" first in a triggered ability's effect is decided as it goes on
        the chain; declined, or what follows it a cost that cannot be paid (383.3.b.1), it has
        not triggered. Performed, the instruction without its "may" resolves."""
        chooser = the_player(self.who, ctx, "may")
        if chooser is None or not self.action.payable(ctx):
            return None
        prompt = self.prompt or type(self.action).__name__
        if not ctx.game.choices.decide(chooser.name, prompt):
            return None
        return self.action


@dataclass(frozen=True, slots=True)
class If(Action):
    """ "If …, …[; otherwise …]"."""

    condition: Condition
    then: Action
    otherwise: Action | None = None

    def run(self, ctx: Context) -> list[Any]:
        if self.condition.holds(ctx):
            return self.then.run(ctx)
        if self.otherwise is not None:
            return self.otherwise.run(ctx)
        return []


@dataclass(frozen=True, slots=True)
class Either(Action):
    """ "Draw 1 or channel 1 rune exhausted.": its controller (or ``who``) chooses one of
    ``options`` (the choice queue answers by the words in ``labels``; without an answer, the
    first)."""

    options: tuple[Action, ...]
    labels: tuple[str, ...]
    who: Selector | None = None  # who chooses, if not you ("… unless its controller has you …")
    # a cost ("As an additional cost to play me, spend 2 XP or discard 1."): payable if one of
    # them is, and only one that can be paid in full is offered (376)
    cost: bool = False

    def run(self, ctx: Context) -> list[Any]:
        chooser = the_player(self.who, ctx, "choose") if self.who is not None else ctx.controller
        if chooser is None:
            return []
        labels = list(self.labels)
        if self.cost:
            labels = [w for w, o in zip(labels, self.options, strict=True) if o.payable(ctx)]
            if not labels:
                return []
        (picked,) = ctx.game.choices.pick(chooser.name, labels, prompt="or")
        return self.options[self.labels.index(picked)].run(ctx)

    def payable(self, ctx: Context) -> bool:
        return not self.cost or any(option.payable(ctx) for option in self.options)


@dataclass(frozen=True, slots=True)
class Purpose(Action):
    """ "[You may] pay [1] to draw 1", "exhaust this to [Stun] it": ``effect`` happens only if
    ``cost`` did something (was paid), and "it" in the effect still means what it meant before
    the cost (the event's object, the chosen unit), not what the cost affected."""

    cost: Action
    effect: Action

    def run(self, ctx: Context) -> list[Any]:
        before = ctx.last
        if not self.cost.payable(ctx) or not self.cost.run(ctx):  # paid whole or not at all
            return []
        ctx.last = before
        return self.effect.run(ctx)

    def finalize(self, ctx: Context) -> Action | None:
        """383.3.b: its cost is the triggered ability's base cost: it must be payable for the
        ability to go on the chain (383.3.b.1); "you may" before it decided then (383.3.a)."""
        cost = self.cost.finalize(ctx)
        if cost is None or not cost.payable(ctx):
            return None
        return self if cost is self.cost else Purpose(cost, self.effect)

    def pay_base(self, ctx: Context) -> Action | None:
        """383.3.b.1: the cost paid as the ability is finalized, its targets chosen (355.5.b);
        what is left resolves later, "it" meaning what it meant before the cost."""
        before = ctx.last
        if not self.cost.payable(ctx) or not self.cost.run(ctx):
            return None
        ctx.last = before
        return self.effect


@dataclass(frozen=True, slots=True)
class Acting(Action):
    """ "It deals damage … to an enemy unit. Then detach an Equipment from it.": ``action`` done
    by "it" (the clause's subject); the next instruction's "it" still names that subject, not
    what the action affected."""

    action: Action

    def run(self, ctx: Context) -> list[Any]:
        actor = It().resolve(ctx)
        self.action.run(ctx)
        return actor


@dataclass(frozen=True, slots=True)
class Reflexive(Action):
    """ "[When you … this way,] do this: …" — a reflexive trigger (386-388): if ``condition``
    holds now, ``effect`` goes on the chain as a new ability and resolves after the current
    effect is complete, keeping "it" (e.g. the burned card)."""

    effect: Action
    condition: Condition | None = None
    text: str = ""

    def run(self, ctx: Context) -> list[Any]:
        if self.condition is None or self.condition.holds(ctx):
            label = self.text or "do this"
            log = ctx.game.log
            after = TRIGGER_KEYS.get(log[-1].kind) if log else None  # "when you burn … this way"
            also = (after,) if after else ()
            child = ctx.child()
            if child.source is None:  # a spell's: its "this" is the card, wherever it goes next
                child.source = next(iter(Self().resolve(ctx)), None)
            first = chain.first_choice(self.effect)  # made as it goes on the chain (355.5.b)
            if first is not None and not first.can_choose(child):
                return ctx.last  # 355.8: no legal choice, it is not put on the chain
            ctx.game.pending.append(
                Pending(self.effect, child, "trigger.reflexive", None, label, also)
            )
        return ctx.last


@dataclass(frozen=True, slots=True)
class ForEach(Action):
    """Do ``action`` once for each object ``of`` selects, with it as "it"."""

    of: Selector
    action: Action

    def run(self, ctx: Context) -> list[Any]:
        done: list[Any] = []
        for obj in self.of.resolve(ctx):
            ctx.last = [obj]
            done += self.action.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class Repeat(Action):
    """Do ``action`` ``times`` times ("do this 2 times")."""

    times: Amount
    action: Action

    def run(self, ctx: Context) -> list[Any]:
        done: list[Any] = []
        for _ in range(amount(self.times, ctx)):
            done += self.action.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class RepeatPlayEffect(Action):
    """ "Repeat this gear's play effect." (Sprite Fountain's [Deathknell]): the effect of each
    of the source's play effects — its triggered abilities whose condition is its own being
    played (383.4.a, 383.4.a.3) — runs again, as part of this effect."""

    def run(self, ctx: Context) -> list[Any]:
        script = ctx.game.script(ctx.source) if ctx.source is not None else None
        done: list[Any] = []
        for ability in getattr(script, "abilities", ()):
            if not isinstance(ability, TriggeredAbility) or ability.event != "play":
                continue
            if getattr(ability.condition, "subject", None) != "self":
                continue  # "When you play a unit": not its own play effect (383.4.a.4)
            ctx.game.emit("repeat", ctx.controller, "repeat.play_effect", subject=ctx.source)
            done += ability.effect.run(ctx)
        return done


@dataclass(frozen=True, slots=True)
class Remember(Action):
    """Set aside what ``of`` selects now under ``name``, for
    :class:`~riftrules.engine.selectors.Remembered` later ("choose a unit. … Then … it")."""

    name: str
    of: Selector

    def run(self, ctx: Context) -> list[Any]:
        found = self.of.resolve(ctx)
        ctx.memory[self.name] = found
        return found


@dataclass(frozen=True, slots=True)
class AddAbility(Action):
    """Create an ability for a while: "this turn, when …", "the next time … would …".
    ``about``: "it" — the ability is about what the previous instruction affected, remembered
    now ("Deal 3 to an enemy unit. When it dies this turn, …": ``When(subject="it")``)."""

    ability: Ability
    until: Until | None = Until.TURN
    about: str | None = None
    mine: bool = False  # its "I", "this battlefield": the permanent whose ability created it
    they: Selector | None = None  # "When they hold": the players they are, as it is created

    def run(self, ctx: Context) -> list[Any]:
        about = tuple(It().resolve(ctx)) if self.about == "it" else ()
        if self.about == "it" and not about:
            return ctx.last  # nothing to be about: the ability could never trigger
        players: tuple[str, ...] = ()
        if self.they is not None:
            players = tuple(p.name for p in self.they.resolve(ctx) if isinstance(p, Player))
            if not players:
                return ctx.last  # no player for "they": it could never trigger
        source = ctx.source if self.mine else None
        add_ability(ctx.game, self.ability, ctx.controller, self.until, about, source, players)
        return ctx.last


@dataclass(frozen=True, slots=True)
class ActivateEffects(Action):
    """ "Activate the conquer effects of units here" (383.4.g): the ``kind`` ("conquer")
    triggered abilities of the units at the battlefield ``at`` selects, as if their
    controllers had conquered it (:func:`riftrules.engine.abilities.activate_effects`)."""

    kind: EventKind
    at: Selector

    def run(self, ctx: Context) -> list[Any]:

        places = [b for b in self.at.resolve(ctx) if b is not None]
        return activate_effects(ctx.game, self.kind, places[0]) if places else []


@dataclass(frozen=True, slots=True)
class Nothing(Action):
    """An instruction with no effect in the engine (said explicitly, never a placeholder for
    what could not be compiled)."""

    def run(self, ctx: Context) -> list[Any]:
        return []
