"""Keyword lines -> abilities. A keyword compiles when the engine keeps the rules it stands
for; the others raise :class:`NotCompiled` naming the keyword and why.

Timing and deck-building keywords ([Action], [Reaction], [Unique]) change when or whether a
card may be played, not what it does: they compile to no ability and are noted on the script.
"""

from __future__ import annotations

from collections.abc import Callable

from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.registry import Registry
from riftrules.effects.symbols import of_ir
from riftrules.engine import (
    CONTROLLER,
    Ability,
    ActivatedAbility,
    AdditionalCost,
    CardsIn,
    Choose,
    CombatAbility,
    Empower,
    Equip,
    Exists,
    FlowCost,
    GainXP,
    Kill,
    Look,
    May,
    Not,
    Pay,
    Permanents,
    PermissionAbility,
    Recycle,
    Self,
    Sequence,
    That,
    TriggeredAbility,
    WeaponmasterEquip,
    When,
)
from riftrules.engine.actions import Action
from riftrules.engine.events import EventKind
from riftrules.engine.keywords import Keyword as KeywordName
from riftrules.engine.names import Phase, Zone
from riftrules.engine.payment import OWN
from riftrules.ir.lexicon import LEXICON
from riftrules.ir.nodes import Keyword
from riftrules.ir.reader import complement_or_none, keyword_or_none
from riftrules.rules import glossary

# keyword -> why it is no effect (timing, deck building); keyword -> what the engine lacks to
# run it: the lexicon's (ir/lexicon.json)
NOT_EFFECTS: dict[str, str] = LEXICON["keyword_notes"]
NOT_IN_ENGINE: dict[str, str] = LEXICON["keywords_not_in_engine"]


def _vision(_: int) -> list[TriggeredAbility]:
    """[Vision] (817): "When you play me, look at the top card of your Main Deck. You may
    recycle it." """
    top = CardsIn(Zone.MAIN_DECK, top=1)
    effect = Sequence(Look(1), May(Recycle(Choose(top))))
    return [TriggeredAbility(EventKind.PLAY, effect, When(subject="self"), text="[Vision]")]


def _temporary(_: int) -> list[TriggeredAbility]:
    """[Temporary] (816): kill me at the start of my controller's Beginning Phase."""
    when = When(phase=Phase.BEGINNING, whose="you")
    return [TriggeredAbility(EventKind.PHASE, Kill(Self()), when, text="[Temporary]")]


def _hunt(n: int) -> list[TriggeredAbility]:
    """[Hunt X] (823.1.c.1): "When I conquer or hold, my controller gains X XP." """
    text = f"[Hunt {n}]" if n != 1 else "[Hunt]"
    here = When(by="you", at="here")
    return [
        TriggeredAbility(event, GainXP(count=n), here, text=text)
        for event in (EventKind.CONQUER, EventKind.HOLD)
    ]


def _permission(name: str) -> Callable[[int], list[Ability]]:
    """[Hidden] (811: the card may be hidden facedown and played from there later) and [Ambush]
    (822: the unit may be played to a battlefield where you control units): permissions the
    engine checks where a player uses them (:mod:`riftrules.engine.hiding`)."""

    def build(_: int) -> list[Ability]:
        return [PermissionAbility(name, text=f"[{name}]")]

    return build


def _quick_draw(_: int) -> list[TriggeredAbility]:
    """[Quick-Draw] (819.1.d): "[Reaction]" (timing, not modelled) and "When you play this,
    attach it to a unit you control." """
    attach = Equip(keyword=KeywordName.QUICK_DRAW)
    return [TriggeredAbility(EventKind.PLAY, attach, When(subject="self"), text="[Quick-Draw]")]


def _weaponmaster(_: int) -> list[TriggeredAbility]:
    """[Weaponmaster] (821.1.c): "When you play me, you may choose an Equipment you control …
    pay the cost of its Equip ability, reduced by [A], to attach it to this unit." """
    effect = May(WeaponmasterEquip(), prompt="[Weaponmaster]")
    return [TriggeredAbility(EventKind.PLAY, effect, When(subject="self"), text="[Weaponmaster]")]


def _given_weaponmaster(_: int) -> list[TriggeredAbility]:
    """[Weaponmaster] given to a group ("Your Sand Soldiers have [Weaponmaster]."): the same
    play effect, the Equipment attached to the unit played (the event's), not the giver."""
    effect = May(WeaponmasterEquip(to=That()), prompt="[Weaponmaster]")
    return [TriggeredAbility(EventKind.PLAY, effect, When(subject="self"), text="[Weaponmaster]")]


# the play effects a static ability may give a group of units (their "When you play me"
# read by the giver as "when you play one of them"), built for the unit played
GIVEN: dict[str, Callable[[int], list[TriggeredAbility]]] = {
    "Vision": _vision,
    "Weaponmaster": _given_weaponmaster,
}

# [Assault X], [Shield X] (807, 814), [Tank] (815), [Backline] (826); [Deflect X] (809) and
# [Ganking] (810): passive keywords a unit has (CombatAbility), which effects can give
COMBAT = ("Assault", "Shield", "Tank", "Backline", "Deflect", "Ganking")


def with_keyword(chunks: list[Node]) -> str | None:
    """The keyword a "with" phrase names ("a card with [Hidden]", "Units here with [Tank]"; the
    IR: a keyword with no value or cost): its name; None for what else the chunks say."""
    said = complement_or_none(chunks[0]) if len(chunks) == 1 else None
    if not isinstance(said, Keyword) or said.value is not None or said.cost is not None:
        return None
    return said.name


def _combat(name: str) -> Callable[[int], list[Ability]]:
    def build(n: int) -> list[Ability]:
        text = f"[{name} {n}]" if n != 1 else f"[{name}]"
        return [CombatAbility(name, n, Self(), text=text)]

    return build


def _accelerate(_: int) -> list[Ability]:
    """[Accelerate] (805.1.a): "As you play me, you may pay [1][C] as an additional cost. If you
    do, I enter ready." — the Power of one of the unit's Domains (805.1.a.1)."""
    return [AdditionalCost(Pay(CONTROLLER, 1, 0, (OWN,)), then="ready", text="[Accelerate]")]


def glossary_keyword(name: object) -> str:
    """``name`` if the rules' glossary holds it as a keyword (:mod:`riftrules.rules.glossary`),
    else ValueError."""
    if not isinstance(name, str) or name not in glossary.keywords():
        raise ValueError(name)  # not a keyword of the glossary
    return name


# keyword -> the abilities it stands for, given its value: registered once per keyword
BUILT: Registry[str, Callable[[int], list[Ability]]] = Registry("keyword", glossary_keyword)
BUILT.fill(
    [
        ("Vision", _vision),
        ("Temporary", _temporary),
        ("Hunt", _hunt),
        ("Accelerate", _accelerate),
        ("Hidden", _permission("Hidden")),
        ("Ambush", _permission("Ambush")),
        ("Quick-Draw", _quick_draw),
        ("Weaponmaster", _weaponmaster),
        *((name, _combat(name)) for name in COMBAT),
    ]
)


def _symbols_cost(said: Keyword, word: Word) -> Action:
    """The "[2][R]" after a keyword (the IR: its cost), as a cost to pay."""
    if said.cost is None:
        raise NotCompiled(
            Construct.KEYWORD, f"{word.text} with a cost of another kind not compiled"
        )
    return Pay(CONTROLLER, *of_ir(said.cost))


# the keywords whose cost the compiler builds (:func:`with_cost`)
WITH_COST = ("Empower", "Repeat", "Flow", "Equip")


def with_cost(name: str, cost: Action, text: str) -> Ability:
    """A keyword with a cost, "[Empower] [2]" or "[Empower] — Discard 1": [Equip] (:func:`equip`),
    [Empower] (827.1.c.1: "[cost]: Empower this. Use only if not Empowered."), [Repeat] (820.1.d:
    an optional additional cost; if paid, the instructions are executed one more time), [Flow]
    (829.1.b: played from the trash for that cost, then banished)."""
    if name == "Empower":
        empowered = Exists(Permanents(among=Self(), empowered=True))
        return ActivatedAbility(cost, Empower(Self()), text=text, only_if=Not(empowered))
    if name == "Repeat":
        return AdditionalCost(cost, then="repeat", text=text)
    if name == "Flow":
        return FlowCost(cost, text=text)
    if name == "Equip":
        return equip(cost, text)
    raise _refused(f"[{name}]", name, costed=True)


def _refused(keyword: str, name: str | None, *, costed: bool = False) -> NotCompiled:
    """The refusal of the keyword ``name`` as the card writes it (``keyword``), with a cost or
    not, saying why: what the engine has not for it (:data:`NOT_IN_ENGINE`), or that it does
    not implement it."""
    lacking = NOT_IN_ENGINE.get(name or "")
    return NotCompiled(
        Construct.KEYWORD,
        f"{keyword}{' with a cost' if costed else ''} not compiled: "
        + (f"the engine has no {lacking}" if lacking else "the engine does not implement it"),
    )


def equip(cost: Action, text: str) -> ActivatedAbility:
    """[Equip] [cost] (818.1.c.2): "[cost]: Attach this gear to a unit you control." """
    return ActivatedAbility(cost, Equip(), text=text)


def keyword_abilities(line: ast.Keywords) -> tuple[list[Ability], list[str]]:
    """The abilities of a keyword line's keywords, and notes for keywords that are not effects
    (a sentence after them: :func:`riftrules.effects.compiler.keyword_lines.keyword_line`)."""
    abilities: list[Ability] = []
    notes: list[str] = []
    for item in (p for p in line.parts if isinstance(p, ast.KeywordItem)):
        abilities.extend(_item_abilities(item, notes))
    return abilities, notes


def _item_abilities(item: ast.KeywordItem, notes: list[str]) -> list[Ability]:
    """The abilities of one keyword (read from the IR: its name, value and cost); a keyword that
    is no effect adds its note to ``notes``."""
    word, *cost = item.parts
    assert isinstance(word, Word)
    said = keyword_or_none(item)
    if said is None:  # a keyword the Core Rules do not name
        raise _refused(word.text, None, costed=bool(cost))
    if said.name in WITH_COST and len(cost) == 1:
        paid = _symbols_cost(said, word)
        return [with_cost(said.name, paid, text=quote(word, *cost))]
    if cost:
        raise _refused(word.text, said.name, costed=True)
    if said.name in NOT_EFFECTS:
        notes.append(f"{word.text}: {NOT_EFFECTS[said.name]}")
        return []
    if said.name not in BUILT:
        raise _refused(word.text, said.name)
    return BUILT[said.name](said.value or 1)  # a value left out is 1 (807.1.b.3)
