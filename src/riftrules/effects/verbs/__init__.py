"""Clauses -> engine actions: one entry per game verb (``VERBS``), the one home of each action.

A clause's complements are first sorted into roles (:mod:`riftrules.effects.roles`); each verb
then builds its action from the roles it takes. A role a verb does not take, or a verb with no
entry, raises :class:`NotCompiled` naming it. Energy and Power symbols are read by
:mod:`riftrules.effects.symbols`.

The builders live by family: :mod:`.cards` (cards and decks), :mod:`.damage`, :mod:`.might`
(Might and keywords), :mod:`.resources` (resources and points), :mod:`.playing` (playing and
the chain), :mod:`.moving` (places and control); :mod:`.clause_parts` holds the readings of a
clause's parts they share.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Word
from riftrules.effects import keyword_actions
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import (
    Roles,
    only,
    roles,
)

# importing a family registers its verbs (:func:`.registry.verb`)
from riftrules.effects.verbs import (  # noqa: F401
    damage,
    might,
    moving,
    naming,
    playing,
    resources,
    turns,
)
from riftrules.effects.verbs.cards import _a_turn_after_this, _look, _revealed_until
from riftrules.effects.verbs.clause_parts import (
    _on_target,
    _phrase_ir,
    _player_count,
    _take_control,
)
from riftrules.effects.verbs.registry import VERBS, verb
from riftrules.engine import (
    CONTROLLER,
    Banish,
    Buff,
    Burn,
    Choose,
    ControllerOf,
    Disempower,
    Empower,
    Exhaust,
    ForEach,
    Heal,
    It,
    Kill,
    Look,
    May,
    OwnerOf,
    Players,
    Ready,
    Recall,
    Recycle,
    Remember,
    Remembered,
    RepeatPlayEffect,
    Reveal,
    RevealUntil,
    Self,
    Stun,
    TakeTurn,
    That,
)
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.clauses import Clause
from riftrules.ir.nodes import (
    NounPhrase,
    Verb,
)


@verb(Verb.REPEAT)
def _repeat(who: Selector, found: Roles) -> Action:
    """ "Repeat this gear's play effect." (the IR: "this", a play effect): the effects of its
    play effects, again (383.4.a.3)."""

    only(found, "direct")
    said = _phrase_ir(found.direct)
    if (
        not isinstance(said, NounPhrase)
        or (said.reference, said.kinds) != ("this", ("play-effect",))
        or not said.bare("reference", "of", "kinds")
    ):
        raise NotCompiled(Construct.VERB, "repeating what is not my play effect", "repeat")
    return RepeatPlayEffect()


# the verbs done to a target or by a count, built from their engine action here; the others
# are registered beside their builders (:mod:`.cards`, :mod:`.damage`, :mod:`.might`, …)
verb(Verb.BURN)(_player_count(Burn))
for _lemma, _action in (
    (Verb.KILL, Kill),
    (Verb.EMPOWER, Empower),
    (Verb.DISEMPOWER, Disempower),
    (Verb.BANISH, Banish),
    (Verb.RECALL, Recall),
    (Verb.HEAL, Heal),
    (Verb.STUN, Stun),
    (Verb.READY, Ready),
    (Verb.EXHAUST, Exhaust),
    (Verb.BUFF, Buff),
    (Verb.RECYCLE, Recycle),
):
    verb(_lemma)(_on_target(_action))
verb(Verb.LOOK)(_look(Look))
verb(Verb.REVEAL)(_look(Reveal))


# the verbs done to objects (not by a count of cards): another player doing them does them in turn
_DONE_TO = {
    VERBS[v]
    for v in (
        Verb.KILL,
        Verb.BANISH,
        Verb.RECALL,
        Verb.STUN,
        Verb.READY,
        Verb.EXHAUST,
        Verb.RECYCLE,
        Verb.RETURN,
    )
}


def _each_does(who: Selector, built: Action, may: bool = False) -> Action:
    """ "Each player kills one of their units": each of them in turn chooses and does it
    ("their" is that player: ``It``); "each player may return a unit …": each decides."""
    target = getattr(built, "target", None)
    of = getattr(target, "of", None)
    if isinstance(built, Recycle) and target == That() and who == It():
        # "They reveal their hand and you choose a … card from it. They recycle that card.":
        # "they" recycle the card chosen from their hand, its owner (416.1: to their deck)
        return Recycle(target, who=OwnerOf(target))
    if (
        isinstance(built, Recall)
        and isinstance(target, (It, Self))
        and isinstance(who, (It, Remembered))
    ):
        # "Choose a player. They gain control of this and recall it.": nothing is theirs to
        # choose; the permanent goes to its controller's base whoever sends it (455)
        return built
    if not isinstance(target, Choose) or getattr(of, "controller", None) is not None:
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "another player doing this to what is not theirs to choose"
        )
    chosen = dataclasses.replace(target, chooser=It())
    done = dataclasses.replace(built, target=chosen)
    return ForEach(who, May(done, who=It()) if may else done)


def _keyword_action(name: str) -> Callable[[Selector, Roles], Action]:
    """A new set's keyword action with an object ("[Rally] another friendly unit"): the object
    chosen as "choose …" chooses it, then what the reminder says is done to it
    (:mod:`riftrules.effects.keyword_actions`)."""

    def build(who: Selector, found: Roles) -> Action:
        if who != CONTROLLER:
            raise NotCompiled(
                Construct.PLAYER_CHOICE, f"another player doing [{name}] not compiled"
            )
        chosen = VERBS[Verb.CHOOSE](who, found)
        if not isinstance(chosen, Remember):
            raise NotCompiled(Construct.VERB, f"[{name}] done to what is no object not compiled")
        return keyword_actions.by_reminder(name, chosen)

    return build


def action(clause: Clause, who: Selector = CONTROLLER) -> Action:
    """The action a clause stands for, as ``who`` does it."""
    builder = VERBS.get(clause.lemma)
    if not clause.lemma:
        raise NotCompiled(Construct.CLAUSE_PART, "a clause with no verb not compiled")
    if builder is None and clause.verb is not None and clause.verb.kind == "KEYWORD_VERB":
        builder = _keyword_action(clause.verb.text.strip("[]").partition(" ")[0])
    if builder is None:
        raise NotCompiled(Construct.VERB, f"verb {clause.lemma!r} not compiled", clause.lemma)
    if builder is _take_control and not clause.auxiliaries and _a_turn_after_this(clause):
        return TakeTurn(who)  # "Take a turn after this one." (735)
    if clause.lemma == "reveal" and who == CONTROLLER and (until := _revealed_until(clause)):
        return RevealUntil(until)  # "reveal cards from the top of … until you reveal a unit"
    objects = list(clause.objects)
    if clause.verb is not None and clause.verb.kind == "KEYWORD_VERB":
        parts = clause.verb.text.strip("[]").split(" ")
        if len(parts) == 2:
            objects.insert(0, ast.Counted(parts=(Word(kind="NUMBER", text=parts[1]),)))
    locating = clause.lemma not in (
        "look",
        "reveal",
        "put",
        "place",
        "swap",
    )  # "in your hand": a zone
    try:
        built = builder(who, roles(objects, locating=locating))
    except NotCompiled as refusal:
        if refusal.construct is Construct.VERB and refusal.term is None:
            refusal.term = clause.lemma  # the verb whose complements are of another shape
        raise
    owners = who == OwnerOf(It()) and built == Recycle(It())
    if owners:
        built = Recycle(It(), who=who)  # "Their owners recycle them": each owner, theirs (416)
    modal = [w.text.casefold() for w in clause.auxiliaries]
    if modal not in ([], ["may"], ["must"]):  # "you must recycle …": no choice not to
        raise NotCompiled(Construct.CLAUSE_PART, f"{' '.join(modal)!r} not compiled")
    if who != CONTROLLER and builder in _DONE_TO and not owners:
        return _each_does(who, built, may=modal == ["may"])
    if modal == ["may"] and who == Players():
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "each player deciding whether to do it not compiled"
        )
    if modal == ["may"] and who != CONTROLLER:
        if not isinstance(who, (It, That, ControllerOf, OwnerOf, Remembered)):
            raise NotCompiled(
                Construct.PLAYER_CHOICE, "another player deciding whether to do it not compiled"
            )
        return May(built, who=who)  # "Its controller may draw 1": they decide (383.3.e.2)
    if modal == ["may"]:
        return May(built)
    return built
