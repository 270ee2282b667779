"""Triggers -> the event an ability waits for: "When you play me," -> ("play",
When(subject="self")); "At the start of your Beginning Phase," -> ("phase",
When(phase="beginning", whose="you")). Rule 382: "when" followed by an event, "at" followed by
a point in time. What is not read here raises :class:`NotCompiled`."""

from __future__ import annotations

import dataclasses
import re

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import to_text
from riftrules.effects.clauses import clauses
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.targets import tag_named
from riftrules.engine import (
    AddAbility,
    Did,
    Exists,
    Permanents,
    Reflexive,
    TriggeredAbility,
    When,
)
from riftrules.engine.actions import Action
from riftrules.ir.lexicon import LEXICON

# subject, verb lemma, object -> event kind, condition
_EVENTS: dict[tuple[str, str, str], tuple[str, When]] = {
    ("you", "play", "me"): ("play", When(subject="self")),
    ("you", "play", "this"): ("play", When(subject="self")),
    ("you", "play", "a spell"): ("play", When(by="you", type="Spell")),
    ("you", "play", "a unit"): ("play", When(by="you", type="Unit")),
    ("you", "play", "a gear"): ("play", When(by="you", type="Gear")),
    ("i", "move", ""): ("move", When(subject="self")),
    ("i", "move", "to a battlefield"): ("move", When(subject="self", moved="to_battlefield")),
    ("i", "move", "from a battlefield"): ("move", When(subject="self", moved="from_battlefield")),
    ("i", "move", "from a location"): ("move", When(subject="self")),  # base or battlefield
    ("i", "die", ""): ("kill", When(subject="self")),
    ("i", "attack", ""): ("attack", When(subject="self")),  # 383.4.e
    ("i", "defend", ""): ("defend", When(subject="self")),  # 383.4.f
    # 466.3: the player alone at the battlefield won; its units there inherit the result
    ("you", "win", "a combat"): ("combat_end", When(by="you")),
    ("i", "win", "a combat"): ("combat_end", When(by="you", at="here")),
    # 383.4.c-d: a unit's conquer or hold effects: it is at the battlefield its controller scores
    ("i", "conquer", ""): ("conquer", When(by="you", at="here")),
    ("i", "hold", ""): ("hold", When(by="you", at="here")),
    ("a friendly unit", "die", ""): ("kill", When(subject="friendly", type="Unit")),
    ("another friendly unit", "die", ""): ("kill", When(subject="other_friendly", type="Unit")),
    ("an enemy unit", "die", ""): ("kill", When(subject="enemy", type="Unit")),
    ("you", "conquer", ""): ("conquer", When(by="you")),
    ("you", "conquer", "here"): ("conquer", When(by="you", at="here")),
    ("you", "hold", ""): ("hold", When(by="you")),
    ("you", "hold", "here"): ("hold", When(by="you", at="here")),
    ("you", "burn", ""): ("burn", When(by="you")),
    ("you", "stun", "an enemy unit"): ("stun", When(by="you", subject="enemy")),
    ("you", "play", "another unit"): ("play", When(by="you", subject="other", type="Unit")),
    ("you", "play", "a spell that costs [5] or more"): (
        "play",
        When(by="you", type="Spell", min_energy=5),
    ),
    ("an opponent", "play", "a gear"): ("play", When(by="opponent", type="Gear")),
    ("you", "move", "an enemy unit"): ("move", When(by="you", subject="enemy", type="Unit")),
    ("i", "become", "ready"): ("ready", When(subject="self")),
    ("i", "become", "[empowered]"): ("empower", When(subject="self")),  # 828.1.d
    ("an opponent", "score", ""): ("score", When(by="opponent")),
    ("you", "buff", "me"): ("buff", When(by="you", subject="self")),
    ("you", "ready", "a friendly unit"): ("ready", When(by="you", subject="friendly", type="Unit")),
    ("you", "discard", "one or more cards"): ("discard", When(by="you")),
    ("you", "recycle", "a rune"): ("recycle", When(by="you", type="Rune")),
    ("you", "hide", "a card"): ("hide", When(by="you")),  # 421
    # 811.1.c.3: playing a card from facedown ("from [Hidden]")
    ("you", "play", "a card from [hidden]"): ("play", When(by="you", hidden=True)),
    ("you", "play", "a card from face down"): ("play", When(by="you", hidden=True)),
    ("you", "play", "me from face down"): ("play", When(subject="self", hidden=True)),
    ("you", "play", "me from face down on your turn"): (
        "play",
        When(subject="self", hidden=True, whose="you"),
    ),
    ("you", "play", "this from face down"): ("play", When(subject="self", hidden=True)),
    # a unit an effect named: it is at the battlefield and its controller won (466.3)
    ("it", "win", "a combat"): ("combat_end", When(subject="it")),
    ("any unit", "take", "damage"): ("damage", When(type="Unit")),  # 417: damage dealt to it
    # 416.1: recycled to the bottom of your Main Deck; "one or more": once for them all
    ("you", "recycle", "one or more cards to your main deck"): (
        "recycle",
        When(by="you", into="main", batch=True),
    ),
}
# Whole triggers read as one: the passive of "play" ("I'm played": played by its owner, 355),
# clauses the reader splits ("a card you own"), and the rest of a trigger that is not a verb's
# object ("in combat", "alone", "each turn")
_WHOLE: dict[str, tuple[tuple[str, When], ...]] = {
    "i'm played": (("play", When(subject="self")),),
    "a friendly unit is played": (("play", When(subject="friendly", type="Unit")),),
    # 427: a card, not a token (185), that you own
    "you banish a card you own": (("banish", When(by="you", token=False, owned="you")),),
    "you spend a buff": (("spend_buff", When(by="you")),),  # 702.2.b
    "you empower something else": (("empower", When(by="you", subject="other")),),  # 441
    # 385: the card discarded (in the trash) triggers; :func:`riftrules.engine.own_triggers`
    "you discard me": (("discard", When(by="you", subject="self")),),
    # 428 kill, 427 banish, return to a hand: each takes a permanent off the board
    "this leaves the board": (
        ("kill", When(subject="self")),
        ("banish", When(subject="self")),
        ("return", When(subject="self")),
    ),
    "i die in combat": (("kill", When(subject="self", status="in_combat")),),  # 740.2.c
    # 383.4.e-f: as it gains the designation; 740.2.a alone
    "a friendly unit attacks or defends alone": (
        ("attack", When(subject="friendly", type="Unit", status="alone")),
        ("defend", When(subject="friendly", type="Unit", status="alone")),
    ),
    "an enemy unit attacks a battlefield you control": (
        ("attack", When(subject="enemy", type="Unit", at="yours")),
    ),
    "you attach an equipment to me": (
        ("attach", When(by="you", status="equipment", onto="self")),  # 434, 818.1.a
    ),
    "you play a card with power cost [a][a] or more": (
        ("play", When(by="you", token=False, min_power=2)),  # 135.2.e.5: [A] is one Power
    ),
    "you draw your second card each turn": (("draw", When(by="you", nth_card=2)),),
    # 185: tokens are not cards; played from another zone than the hand (its origin)
    "you play a card from anywhere other than your hand": (
        ("play", When(by="you", token=False, not_from="hand")),
    ),
    "another non-recruit unit you control dies": (
        ("kill", When(subject="other_yours", type="Unit", not_tag="Recruit")),
    ),
    # 709: a unit's Might changes from under 5 to 5 or more (a ``mighty`` event)
    "a unit you control becomes [mighty]": (("mighty", When(subject="yours", type="Unit")),),
    "one of your units becomes [mighty]": (("mighty", When(subject="yours", type="Unit")),),
    # from under 10 to 10 or more (as 709 reads "becomes Mighty" for 5)
    "my might becomes 10 or more": (("mighty", When(subject="self", mark=10)),),
    # 383.4.f: "you defend": you gain the Defender designation, once for your units (a batch)
    "you defend here": (("defend", When(by="you", at="here", batch=True)),),
    # (every combat is at a battlefield: "at a battlefield" adds nothing to the condition)
    "you defend at a battlefield": (("defend", When(by="you", batch=True)),),
    # 377.2.a: an activated ability of a gear resolved (its source is that gear)
    "you use an activated ability of a gear": (("activate", When(by="you", type="Gear")),),
    # 383.2.a.1: the rest of the condition must be true as it triggers
    "you conquer here with one or more [mighty] units": (
        (
            "conquer",
            When(
                by="you",
                at="here",
                holds=Exists(Permanents(type="Unit", controller="you", at="here", min_might=5)),
            ),
        ),
    ),
    "a friendly unit dies during your beginning phase": (
        ("kill", When(subject="friendly", type="Unit", during="beginning", whose="you")),
    ),
    "i conquer a battlefield that was uncontrolled": (
        ("conquer", When(by="you", at="here", uncontrolled=True)),  # 383.4.c
    ),
    # combat and its showdown (459-466) as events
    "a showdown begins here": (("showdown", When(at="here")),),  # 344.1, 464.2.b
    "combat starts here": (("combat", When(at="here")),),  # 464.2.b
    "a combat that i was in ends": (("combat_end", When(combat="self")),),  # 466.7
    "i attack one on one": (("attack", When(subject="self", combat="one on one")),),  # 740.2.b
    "i defend one on one": (("defend", When(subject="self", combat="one on one")),),
    "you play a unit during a showdown": (
        ("play", When(by="you", type="Unit", combat="showdown")),  # 308.1
    ),
    # a player moves their units (144.3: several at once are one action, so one trigger)
    "an opponent moves to a battlefield other than mine": (
        ("move", When(by="opponent", subject="enemy", moved="elsewhere", batch=True)),
    ),
}
_TIMES = {
    "at the start of your beginning phase": ("phase", When(phase="beginning", whose="you")),
    "at the end of your turn": ("phase", When(phase="ending", whose="you")),
    "at the start of each player's beginning phase": ("phase", When(phase="beginning")),
}


def triggers(node: Node) -> list[tuple[str, When]]:
    """Each event a trigger waits for: "When you play this or at the start of your Beginning
    Phase" waits for two."""
    if isinstance(node, ast.When) and isinstance(node.parts[1], ast.TightRun):
        run = node.parts[1]
        whole = _WHOLE.get(to_text(run).casefold())
        if whole is not None:
            return list(whole)
        head = " ".join(to_text(p) for p in run.parts[:3]).casefold()
        if head == "you or an ally":  # "When you or an ally hold": your team (489)
            alone = ast.When(
                parts=(node.parts[0], ast.TightRun(parts=run.parts[:1] + run.parts[3:]))
            )
            return [(e, dataclasses.replace(c, by="team")) for e, c in triggers(alone)]
        pieces: list[list[Node]] = [[]]
        for part in run.parts:
            joint = to_text(part).casefold() if isinstance(part, ast.TightJoint) else ""
            if joint in ("or", "or when", "and when"):  # "When I'm played and when I conquer"
                pieces.append([])
            else:
                pieces[-1].append(part)
        if len(pieces) > 1:
            _share_object(pieces)
            found = []
            for piece in pieces:
                if len(piece) == 1 and isinstance(piece[0], Word) and piece[0].kind == "TIME_POINT":
                    found.append(_time(piece[0].text))
                else:
                    if found and not _verb_in(piece):  # "When you play me or another Dragon"
                        piece = [*_subject_of(pieces[0]), *_verb_in(pieces[0]), *piece]
                    elif found and not _subject_of(piece):  # "When I conquer or hold": "I hold"
                        piece = [*_subject_of(pieces[0]), *piece]
                    when = ast.When(parts=(node.parts[0], ast.TightRun(parts=tuple(piece))))
                    found.append(trigger(when))
            return found
    return [trigger(node)]


def _share_object(pieces: list[list[Node]]) -> None:
    """ "When you choose or ready me": a first verb with no object of its own ("you choose")
    takes the object of the next piece, a verb with no subject ("ready me")."""
    first, second = pieces[0], pieces[1]
    ends_in_verb = len(first) > 1 and isinstance(first[-1], ast.VerbPhrase)
    if ends_in_verb and len(second) > 1 and isinstance(second[0], _VERBS):
        first.extend(second[1:])


_VERBS = (ast.VerbPhrase, ast.Ready)


def _verb_in(piece: list[Node]) -> tuple[Node, ...]:
    return tuple(p for p in piece if isinstance(p, _VERBS))[:1]


def _subject_of(piece: list[Node]) -> tuple[Node, ...]:
    found = clauses(ast.TightRun(parts=tuple(piece)))
    return tuple(found[0].subject) if len(found) == 1 else ()


def _time(text: str) -> tuple[str, When]:
    if text.casefold() in _TIMES:
        return _TIMES[text.casefold()]
    raise NotCompiled(Construct.TRIGGER, f"trigger at {text!r} not compiled")


_ORDINALS = {"first": 1, "second": 2, "third": 3}
_EACH_TURN = ("each turn", "in a turn")


def _nth_time(node: ast.NthTime) -> tuple[str, When]:
    """ "The first time I conquer each turn," (383): the trigger of "When I conquer" on the
    first such event of each turn only."""
    ordinal = to_text(node.parts[0]).casefold().split(" ")[1]
    run = node.parts[1]
    parts = list(run.parts) if isinstance(run, ast.TightRun) else []
    tail = " ".join(to_text(p) for p in parts[-2:]).casefold()
    cut = 2 if tail.endswith("in a turn") else 1
    if ordinal not in _ORDINALS or not tail.endswith(_EACH_TURN):
        raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")
    when = ast.When(parts=(Word(kind="WHEN", text="When"), ast.TightRun(parts=tuple(parts[:-cut]))))
    event, condition = trigger(when)
    return event, dataclasses.replace(condition, nth=_ORDINALS[ordinal])


# Read word by word when the whole trigger is not in _EVENTS: who does it, the verb's event,
# what it happens to, where. The event's subject is the unit or card named (for "you play a
# unit", the unit; for "a friendly unit dies", the unit).
_KINDS: dict[str, str] = LEXICON["trigger_events"]  # a trigger's verb -> its event (data)
# ("a player": its effect's "they" is that player, which the effect compiler cannot say yet)
_ACTORS: dict[str, dict[str, object]] = {"you": {"by": "you"}, "an opponent": {"by": "opponent"}}
_WHAT: dict[str, dict[str, object]] = {
    "i": {"subject": "self"},
    "me": {"subject": "self"},
    "this": {"subject": "self"},
    "a unit": {"type": "Unit"},
    "a gear": {"type": "Gear"},
    "a spell": {"type": "Spell"},
    "a card": {"token": False},  # 185: tokens are not cards
    "another unit": {"subject": "other", "type": "Unit"},
    "a friendly unit": {"subject": "friendly", "type": "Unit"},
    "another friendly unit": {"subject": "other_friendly", "type": "Unit"},
    "an enemy unit": {"subject": "enemy", "type": "Unit"},
    "it": {"subject": "it"},  # what an effect named as it created the ability
    "a token unit": {"type": "Unit", "token": True},
    "a non-token unit": {"type": "Unit", "token": False},
    "a non-token gear": {"type": "Gear", "token": False},
}
_WHERE: dict[tuple[str, str], dict[str, object]] = {
    ("play", "here"): {"at": "here"},
    ("play", "to a battlefield"): {"at": "battlefield"},
    ("move", "here"): {"at": "here"},
    ("move", "to a battlefield"): {"moved": "to_battlefield"},
    ("move", "from a battlefield"): {"moved": "from_battlefield"},
    ("move", "from here"): {"moved": "from_here"},
    ("move", "from my location"): {"moved": "from_mine"},
    ("stun", "at a battlefield"): {"at": "battlefield"},
    ("kill", "here"): {"at": "here"},
    ("die", "here"): {"at": "here"},
    ("choose", "with a spell"): {"spell": True},
}


def _composed(subject: str, lemma: str, objects: list[Node]) -> tuple[str, When] | None:
    """ "When a player plays a unit here", "When you play a token unit", "When a unit moves
    from here": the condition read from its parts; None if a part is not known."""
    kind = _KINDS.get(lemma)
    if kind is None:
        return None
    fields: dict[str, object] = {}
    texts = [to_text(o).casefold() for o in objects]
    if subject.endswith(" here") and _what(subject[:-5]) is not None:
        subject, texts = subject[:-5], [*texts, "here"]  # "When an enemy unit here dies"
    if subject in _ACTORS and texts and _what(texts[0]) is not None:
        fields |= _ACTORS[subject] | _what(texts[0])  # type: ignore[operator]
        rest = texts[1:]
    elif _what(subject) is not None and lemma not in ("play", "kill"):
        fields |= _what(subject)  # type: ignore[arg-type]
        rest = texts
    else:
        return None
    if fields.get("nth") and " ".join(rest) in ("in a turn", "each turn"):
        rest = []  # "When you play your second card in a turn"
    turn = " ".join(rest[-2:])
    if turn in _TURNS:  # "When you play a card on an opponent's turn"
        fields["whose"], rest = _TURNS[turn], rest[:-2]
    if rest:
        where = _WHERE.get((lemma, " ".join(rest)))
        if where is None:
            return None
        fields |= where
    return kind, When(**fields)  # type: ignore[arg-type]


_TURNS = {"on an opponent's turn": "opponent", "on your turn": "you"}
_NTH = re.compile(r"your (first|second|third) (card|spell|unit)")


def _what(phrase: str) -> dict[str, object] | None:
    """What a phrase names as the event's subject: a known phrase, "a Dragon" / "another
    Dragon" (a tag), "your second card" (the nth of the turn); None if not known."""
    if phrase in _WHAT:
        return _WHAT[phrase]
    if phrase.startswith("one or more "):  # "one or more enemy units": once for them all
        plural = phrase.removeprefix("one or more ")
        one = plural[:-1] if plural.endswith("s") else None  # "enemy units" -> "enemy unit"
        found = (_what(f"a {one}") or _what(f"an {one}")) if one else None
        return None if found is None else {**found, "batch": True}
    words = phrase.split(" ")
    if len(words) > 2 and words[1] in _STATUSES:  # "a buffed friendly unit", "a [Mighty] unit"
        rest = " ".join(words[2:])
        found = _what(f"a {rest}") or _what(f"an {rest}")
        status = _STATUSES[words[1]]
        return None if found is None or "status" in found else {**found, "status": status}
    if nth := _NTH.fullmatch(phrase):
        return {**_WHAT[f"a {nth[2]}"], "nth": _ORDINALS[nth[1]]}
    words = phrase.split(" ")
    if len(words) == 2 and words[0] in ("a", "an", "another") and (tag := tag_named(words[1])):
        return {"tag": tag, **({"subject": "other"} if words[0] == "another" else {})}
    return None


# as the event happened (428.1.a.1.b); [Mighty]: 5+ Might (708)
_STATUSES = {"buffed": "buffed", "stunned": "stunned", "[mighty]": "mighty"}


def trigger(node: Node) -> tuple[str, When]:
    """The event kind and condition of a trigger node (When, At, NthTime)."""
    if isinstance(node, ast.NthTime):
        return _nth_time(node)
    if isinstance(node, ast.At):
        text = to_text(node).casefold()
        if text in _TIMES:
            return _TIMES[text]
        raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")
    if isinstance(node, ast.When):
        run = node.parts[1]
        whole = _WHOLE.get(to_text(run).casefold())
        if whole is not None and len(whole) == 1:
            return whole[0]
        if isinstance(run, ast.TightRun) and (held := _while(node, run)) is not None:
            return held
        found = clauses(run) if isinstance(run, ast.TightRun) else []
        if len(found) == 1 and found[0].verb is not None:
            clause = found[0]
            subject = " ".join(to_text(s) for s in clause.subject).casefold()
            objects = " ".join(to_text(o) for o in clause.objects).casefold()
            key = (subject, clause.lemma, objects)
            if key in _EVENTS and not clause.auxiliaries:
                return _EVENTS[key]
            composed = _composed(subject, clause.lemma, clause.objects)
            if composed is not None and not clause.auxiliaries:
                return composed
        read = _from_ir(node)
        if read is not None:
            return read
    raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")


def _from_ir(node: ast.When) -> tuple[str, When] | None:
    """The trigger read from its IR (:mod:`.ir_triggers`), where the tables above do not know it."""
    from riftrules.effects.ir_triggers import from_ir
    from riftrules.ir import IRError
    from riftrules.ir.reader import read_trigger

    try:
        return from_ir(read_trigger(node))
    except IRError:
        return None


def _while(node: ast.When, run: ast.TightRun) -> tuple[str, When] | None:
    """ "When an enemy unit dies while I'm at a battlefield": the event, and a state that must
    hold as it happens (383.2.a.1: ``When.holds``); None if the trigger has no "while"."""
    from riftrules.effects.statics import state

    cut = next(
        (
            i
            for i, part in enumerate(run.parts)
            if isinstance(part, ast.TightJoint) and to_text(part).casefold() == "while"
        ),
        None,
    )
    if not cut:
        return None
    head = ast.When(parts=(node.parts[0], ast.TightRun(parts=run.parts[:cut])))
    event, condition = trigger(head)
    rest = " ".join(to_text(p) for p in run.parts[cut + 1 :])
    if condition.holds is not None:
        raise NotCompiled(Construct.TRIGGER, f"trigger {to_text(node)!r} not compiled")
    return event, dataclasses.replace(condition, holds=state(f"while {rest}"))


# "When you burn a unit this way, do this: …" later in an effect: a reflexive trigger (386)
_REFLEXIVE = {
    "when you burn a unit this way": Did(type="Unit"),
    "when you burn a card this way": Did(),
    "when you do": Did(),
}


def reflexive(node: Node, body: Action) -> Action:
    text = to_text(node).casefold()
    if text.endswith(" this turn"):
        return delayed(node, body)
    if text not in _REFLEXIVE:
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {to_text(node)!r} not compiled")
    return Reflexive(body, _REFLEXIVE[text], text=to_text(node))


def delayed(node: Node, body: Action) -> Action:
    """ "When it dies this turn, …", "When a friendly unit is played this turn, buff it.": an
    instruction creating a triggered ability (383) that lasts this turn (317.2.c); "it" in its
    condition is what the instruction before affected, remembered as the ability is created."""
    run = node.parts[1] if isinstance(node, ast.When) else None
    last = run.parts[-1] if isinstance(run, ast.TightRun) else None
    if not (isinstance(last, Word) and last.text.casefold() == "this turn"):
        raise NotCompiled(Construct.TRIGGER, f"delayed trigger {to_text(node)!r} not compiled")
    assert isinstance(run, ast.TightRun)
    when = ast.When(parts=(node.parts[0], ast.TightRun(parts=run.parts[:-1])))
    try:
        event, condition = trigger(when)
    except NotCompiled:
        raise NotCompiled(
            Construct.TRIGGER, f"delayed trigger {to_text(node)!r} not compiled"
        ) from None
    ability = TriggeredAbility(event, body, condition, text=to_text(node))
    return AddAbility(ability, until="turn", about="it" if condition.subject == "it" else None)
