"""Triggered abilities (383): :meth:`riftrules.engine.state.Game.emit` notes each ability whose
condition an event meets (383.2.c, :func:`collect`), and once the action is complete
(:func:`settle`) they go on the chain (383.3), the one the spells and activated abilities use
(``game.spells``, :class:`.chain.ChainItem`) — each player ordering their own (383.3.d, a
choice), the turn player's first, then in turn order (383.3.d.1), so the last to go on resolves
first — each logged as ``trigger``. Each waits there (a Closed State) while the players may
respond with Reactions (338, :mod:`.reacting`), may be countered ("Counter an ability", 425),
and resolves on its targets still legal (359.3.e); a cleanup follows each resolution (319.5).
So "when you burn" resolves after the burn is complete (440.1.a)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from riftrules.engine import chain
from riftrules.engine.abilities import AsRevealed, GrantedAbility, TriggerAgain, TriggeredAbility
from riftrules.engine.context import Context
from riftrules.engine.events import (
    ConquerData,
    Event,
    GameOver,
    HoldData,
    MightyData,
    ReplaceData,
    TriggerData,
    battlefield_of,
)
from riftrules.engine.names import MAIN_DECK, MIGHTY, Phase
from riftrules.engine.registered import Pending, Registered

if TYPE_CHECKING:
    from collections.abc import Callable

    from riftrules.engine.state import Game, GameCard, Player


# -- triggered abilities ------------------------------------------------------------------------


def collect(game: Game, listeners: list[Registered], event: Event) -> None:
    """Note the triggered abilities ``event`` meets (called by ``Game.emit``)."""
    for entry in listeners:
        if not entry.active(game) or entry.spent(game) or not entry.matches(event):
            continue
        condition = entry.ability.condition  # type: ignore[union-attr]
        nth = getattr(condition, "nth", None)
        if nth is not None and _occurrence(game, entry, event) != nth:
            continue
        nth_card = getattr(condition, "nth_card", None)
        if nth_card is not None and not _holds_nth_card(game, entry, event, nth_card):
            continue
        least = getattr(condition, "least", None)
        if least is not None and not _reaches(game, entry, event, least):
            continue
        if getattr(condition, "batch", None) and any(p.registered is entry for p in game.pending):
            continue  # "one or more": once for the events that happened together (370.1.a.2)
        ability: TriggeredAbility = entry.ability  # type: ignore[assignment]
        if _leaving(game, entry, ability, condition):
            event.cites += tuple(n for n in game.cite("trigger.leaving") if n not in event.cites)
            continue  # 383.2.c.2: its source leaves the board as the condition is met
        if ability.intervening is not None and not ability.intervening.holds(
            Context(game, entry.controller, entry.source, event)
        ):
            continue  # 383.2.a.1: "When …, if …": the condition is not fulfilled
        entry.note_use(game)
        controller, also = entry.controller, ()
        if ability.controller == "event" and event.player is not None:  # 190.6.c
            controller, also = game.player(event.player), ("trigger.player",)
        subject = event.subject
        if ability.controller == "granted" and getattr(subject, "controller", None) is not None:
            controller, also = subject.controller, ("trigger.granted",)  # 191.4.a
        if ability.zone is not None:  # from its owner's trash (385.2)
            also = ("trigger.zone",)
        if event.kind == "kill" and event.subject is entry.source:
            also = (*also, "trigger.own_death")  # 428.1.a.1.b: its location and more noted
        context = Context(game, controller, entry.source, event)
        if entry.about and getattr(ability.condition, "subject", None) != "it":
            context.kept = list(entry.about)  # "Disempower it at end of turn.": what it was
        key = TRIGGER_KEYS.get(event.kind, "trigger")
        label = ability.text or (entry.source.name if entry.source is not None else "")
        game.pending.append(Pending(ability.effect, context, key, entry, label, also))
        kind = "deathknell" if ability.text == "[Deathknell]" else event.kind
        if game.statics and kind in ("conquer", "hold", "deathknell"):
            for _ in range(_again(game, controller, event, kind)):  # "… an additional time"
                again = Context(game, controller, entry.source, event)
                more = (*also, "trigger.again")
                game.pending.append(Pending(ability.effect, again, key, entry, label, more))


def _leaving(game: Game, entry: Registered, ability: TriggeredAbility, condition: Any) -> bool:
    """Does the source of a triggered ability active on the board leave it in the event that
    meets its condition (383.2.c.2: Wraith of Echoes dying with another unit)? Its abilities
    about itself ("When I die", [Deathknell]) see it all the same (385)."""
    source = entry.source
    if not game.leaving or source is None or ability.zone is not None:
        return False
    return getattr(source, "uid", None) in game.leaving and (
        getattr(condition, "subject", None) != "self"
    )


def granted_listeners(game: Game, kind: str) -> list[Registered]:
    """The triggered abilities of ``kind`` that static abilities give ('Your other units have
    "When I attack, …"', 477.2.a): one for each permanent the ability affects as the event
    happens, that permanent its source and its controller the ability's (374); none given
    by a source no longer in force. A battlefield given one ("Your battlefields have …") is
    its source, and its controller the ability's (190.6)."""
    found: list[Registered] = []
    for entry in game.statics_of(GrantedAbility):
        granted = entry.ability
        ability = granted.ability
        if not isinstance(ability, TriggeredAbility) or ability.event != kind:
            continue  # (before its activity: the cheaper test, the same answer)
        if not entry.active(game):
            continue
        context = Context(game, entry.controller, entry.source)
        # "Your battlefields have …": battlefields (their abilities, 170.8-170.10); else
        # permanents
        group = game.battlefields if granted.affects.of_battlefields else None
        for obj in group if group is not None else game.permanents():
            if granted.affects.matches(context, obj):
                found.append(Registered(ability, obj, obj.controller, game=game))
    return found


def activate_effects(game: Game, kind: str, battlefield: Any) -> list[Any]:
    """ "Activate the conquer effects of units here" (383.4.g): each triggered ability of
    ``kind`` ("conquer", "hold") of the units at ``battlefield`` whose condition holds as if
    its controller had conquered there (383.4.g.1) is noted to go on the chain, as a trigger
    would. Returns the units whose effects were activated."""
    found = []
    for entry in list(game.triggers.get(kind, ())):
        unit = entry.source
        if getattr(unit, "type", None) != "Unit" or unit.battlefield is not battlefield:
            continue
        if not entry.active(game) or entry.controller is None:
            continue
        cites = game.cite("trigger.activated")
        data = (ConquerData if kind == "conquer" else HoldData)(battlefield=battlefield)
        who = entry.controller.name
        event = Event(kind, who, cites, battlefield, (), None, data, game.turn_player.name)
        if not entry.matches(event):
            continue
        ability: TriggeredAbility = entry.ability  # type: ignore[assignment]
        context = Context(game, entry.controller, unit, event)
        label = ability.text or unit.name
        game.pending.append(Pending(ability.effect, context, "trigger.activated", entry, label))
        found.append(unit)
    return found


def _again(game: Game, controller: Player | None, event: Event, kind: str) -> int:
    """How many more times ``controller``'s ability of ``kind`` triggered by ``event``
    triggers: one for each active :class:`TriggerAgain` of that kind they control — for a
    conquer or hold, one whose source is at the event's battlefield."""
    where = battlefield_of(event.data)
    return sum(
        1
        for entry in game.statics_of(TriggerAgain)
        if entry.ability.kind == kind
        and entry.controller is controller
        and entry.active(game)
        and (kind == "deathknell" or getattr(entry.source, "battlefield", None) is where)
    )


def watch_might(game: Game) -> None:
    """While an ability waits for a unit to become Mighty (709: "at the moment its Might
    changes from being less than 5 to being 5 or greater"), after each event: each unit on the
    board whose Might was under 5 after the event before and is 5 or more now became Mighty
    (a ``mighty`` event). A unit entering the board with 5 or more did not become Mighty: its
    Might did not change from under 5."""
    seen, now = game.might_seen, {}
    marks = sorted({MIGHTY, *_marks(game)})
    risen = []
    for unit in game.units():
        might = game.might(unit) or 0
        before = seen.get(unit.uid)
        now[unit.uid] = might
        if before is not None:
            risen += [(unit, mark) for mark in marks if before < mark <= might]
    game.might_seen = now
    for unit, mark in risen:
        if mark == MIGHTY:
            game.emit("mighty", None, "mighty", subject=unit, amount=game.might(unit))
        else:  # "When my Might becomes 10 or more": the same change, at another mark
            game.emit(
                "mighty",
                None,
                "might.mark",
                subject=unit,
                amount=game.might(unit),
                data=MightyData(mark=mark),
            )


def _marks(game: Game) -> set[int]:
    """The Might marks other than Mighty's that abilities wait for (``When.mark``)."""
    return {
        entry.ability.condition.mark  # type: ignore[union-attr]
        for entry in game.triggers.get("mighty", ())
        if getattr(entry.ability.condition, "mark", None) is not None
    }


def own_triggers(game: Game, obj: GameCard, event: Event) -> None:
    """The triggered abilities of a card off the board that describe their own context (385):
    "When you discard me" of a card discarded to the trash, "When this leaves the board" of a
    permanent banished or returned to a hand (it left the board as the event happened: the
    card's text supersedes 383.2.c.2, 002). Only its abilities about itself
    (``When(subject="self")``) and ``event``'s kind; its owner controls them (in a zone off the
    board, 108.2)."""
    script = game.script(obj)
    for ability in getattr(script, "abilities", ()):
        if not isinstance(ability, TriggeredAbility) or ability.event != event.kind:
            continue
        if getattr(ability.condition, "subject", None) != "self":
            continue
        entry = Registered(ability, obj, obj.owner, game=game)
        if not entry.matches(event):
            continue
        context = Context(game, obj.owner, obj, event)
        key = TRIGGER_KEYS.get(event.kind, "trigger")
        game.pending.append(Pending(ability.effect, context, key, entry, ability.text or obj.name))


def as_revealed(game: Game, owner: Player, cards: tuple[GameCard, ...]) -> None:
    """Cards just revealed from ``owner``'s Main Deck: each one's "As I'm revealed from your
    deck, …" (:class:`AsRevealed`) is applied — the reveal, then its effect (370.1.b.1)."""
    for card in cards:
        if card.zone != MAIN_DECK or card.owner is not owner:
            continue
        script = game.script(card)
        for ability in getattr(script, "abilities", ()):
            if isinstance(ability, AsRevealed):
                game.emit(
                    "replace",
                    owner,
                    "replace.as",
                    subject=card,
                    data=ReplaceData(replaced="reveal"),
                )
                ability.effect.run(Context(game, owner, card))


def _occurrence(game: Game, entry: Registered, event: Event) -> int:
    """Which time this turn an event like ``event`` meeting ``entry``'s condition happens (the
    log since the turn began; ``event`` is already in it)."""
    return sum(1 for e in game.this_turn() if e.kind == event.kind and entry.matches(e))


def _holds_nth_card(game: Game, entry: Registered, event: Event, nth: int) -> bool:
    """Do the event's cards include the nth card of such events this turn ("your second card
    each turn": drawing 2 at once as the first draw holds the second)? Counted for the event's
    player: "an opponent draws their second card" is each opponent's own second."""
    before = sum(
        len(e.cards)
        for e in game.this_turn()
        if e.kind == event.kind and e.player == event.player and entry.matches(e)
    ) - len(event.cards)
    return before < nth <= before + len(event.cards)


def _reaches(game: Game, entry: Registered, event: Event, least: int) -> bool:
    """Do the events that happened together so far (since :func:`_together`), ``event`` the
    last, just reach ``least`` of the ability's subjects ("When you discard two or more
    cards": a "discard 2" is two, 370.1.a.2)?"""
    after = sum(
        len(e.cards) or 1
        for e in game.log[game.together_from :]
        if e.kind == event.kind and entry.matches(e)
    )
    return after - (len(event.cards) or 1) < least <= after


def _together(game: Game) -> None:
    """What happens from now on happens together, apart from what came before: one game
    action, or the resolution of one chain item with its cleanup (370.1.a.2)."""
    game.together_from = len(game.log)


TRIGGER_KEYS = {
    "burn": "trigger.burn",
    "play": "trigger.play",
    "conquer": "trigger.conquer",
    "hold": "trigger.hold",
    "score": "trigger.score",
    "discard": "trigger.discard",
}


class SettleSteps:
    """What :func:`settle` does that acts on the whole board, from modules that build on this
    one: the cleanup after each chain item and once the chain is empty (319.5,
    :func:`.cleanup.cleanup`), and, in a Neutral Open State of the Main Phase, opening what was
    staged (344, :func:`.staging.run_staged`). Each module sets its step as it loads (the
    engine package loads them all); a step not set fails loudly."""

    __slots__ = ("cleanup", "run_staged")
    cleanup: Callable[[Game], None]
    run_staged: Callable[[Game], None]


STEPS = SettleSteps()


def settle(game: Game) -> None:
    """Put the noted triggered abilities on the chain (:func:`_to_chain`) and resolve them, a
    cleanup after each chain item (319.5), until nothing is left to do or a player has won.
    Before each resolves, the players get Priority (338: :func:`.reacting.react`, 383.3.c);
    what they play resolves first, and they get Priority again after it (340.4); an ability
    countered (425) does nothing. The chain is last in, first out (340.1): the triggered
    abilities waiting on top of ``game.spells`` resolve here; a spell or an ability being
    played or resolving below them resolves as its player's action goes on."""
    cleanup = STEPS.cleanup
    spells = game.spells
    try:
        while not game.over:
            if game.pending:
                _to_chain(game)
            item = spells[-1] if spells else None
            if item is not None and item.trigger is not None and not item.resolving:
                responded = chain.STEPS.react(game, item, True)
                if responded or item.countered:
                    cleanup(game)  # 319.5: what resolved in response (or countered it)
                    continue
                _resolve(game, item)
                cleanup(game)
                continue
            cleanup(game)
            if not game.pending and not _waiting(game):
                if game.phase == Phase.MAIN and not game.staging:
                    STEPS.run_staged(game)  # 344: in a Neutral Open State, what was staged opens
                _together(game)
                return
    except GameOver:
        pass
    game.pending.clear()
    spells[:] = [item for item in spells if item.trigger is None]


def _waiting(game: Game) -> bool:
    """Is a triggered ability waiting on top of the chain?"""
    spells = game.spells
    return bool(spells) and spells[-1].trigger is not None and not spells[-1].resolving


def _resolve(game: Game, item: chain.ChainItem) -> None:
    """A triggered ability on the chain resolves (340.1): its effect runs, on the choices made
    as it went on the chain still legal (359.3.e), and it leaves the chain."""
    pending = item.trigger
    assert pending is not None
    _together(game)
    item.resolving = True
    try:
        pending.effect.run(pending.context)
    finally:
        chain.pop(game, item)


def _to_chain(game: Game) -> None:
    _together(game)
    batch, game.pending = game.pending, []
    order = {player.name: rank for rank, player in enumerate(game.in_turn_order())}
    batch.sort(key=lambda item: order[item.context.controller.name])  # stable: 383.3.d.1
    ordered: list[Pending] = []
    for player in game.in_turn_order():  # 383.3.d: each player orders their own
        ordered += _ordered(game, player, [p for p in batch if p.context.controller is player])
    kept: list[Pending] = []
    for item in ordered:
        ctx = item.context
        effect = item.effect.finalize(ctx)  # 383.3.a-b: "you may", its cost payable
        paid: tuple[str, ...] = ()
        if effect is not None and effect.choosable(ctx):
            # 355.5.b: its targets, as it triggers (made apart: as it resolves, "another"
            # still means another than the ones chosen by the instruction that resolves)
            ctx.chosen = effect.choose_now(replace(ctx, memory=dict(ctx.memory), chosen=[]))
            left = effect.pay_base(ctx)  # 383.3.b.1: its cost paid, to finalize it
            paid = ("trigger.paid",) if left is not effect and left is not None else ()
            effect = left
        else:
            effect = None  # 355.8: no legal target
        if effect is None:
            # 383.3.a.2, 383.3.b.1: considered not to have triggered
            _unnote(game, item.registered)
            continue
        item.effect = effect
        kept.append(item)
        subject = item.context.source
        game.emit(
            "trigger",
            item.context.controller,
            item.key,
            subject=subject,
            also=(*item.also, *paid, "trigger") if item.key != "trigger" else (*item.also, *paid),
            data=TriggerData(ability=item.label),
        )
    # Each player's abilities in the order chosen to resolve, the turn player's first onto the
    # chain: the last one put on the chain resolves first.
    for player in game.in_turn_order():
        for item in reversed([p for p in kept if p.context.controller is player]):
            chain.push_trigger(game, item)


def _ordered(game: Game, player: Player, mine: list[Pending]) -> list[Pending]:
    """383.3.d: ``player``'s simultaneous triggered abilities in the order they choose them to
    resolve, one at a time (a window offered, :meth:`.choices.Choices.offer`: an answer naming
    none of them keeps the order they triggered in)."""
    if len(mine) < 2:
        return mine
    left, order = list(mine), []
    while len(left) > 1:
        picked = game.choices.offer(player.name, left, prompt=ORDER_PROMPT)
        order.append(picked)
        left = [each for each in left if each is not picked]
    return [*order, *left]


ORDER_PROMPT = "your triggered ability to resolve first (383.3.d)"


def _unnote(game: Game, entry: Registered | None) -> None:
    """A trigger that did not happen after all is no use of its limit ("only once per
    turn")."""
    if entry is not None and entry.used_turn == game.turn_number and entry.used_this_turn:
        entry.used -= 1
        entry.used_this_turn -= 1
