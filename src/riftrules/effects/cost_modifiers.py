"""Text changing what OTHER cards cost, or how and whether they may be played (356.3,
356.4.a: discounts "by any other card or effect"; 355.2.b permissions; 002 restrictions) ->
:class:`~riftrules.engine.CostModifier` and its kin, and the abilities an instruction creates
for this turn.

- a passive ability of a permanent: "Your spells cost [1][A] less, to a minimum of [1].",
  "Opponents' spells cost [1] more.", "Your Dragons' Energy costs are reduced by [2], to a
  minimum of [1]." (a discount of the Energy component, 356.4.c), "friendly [Repeat] costs cost
  [1] less", "Optional additional costs you pay cost [1] or [A] less.", "the first friendly
  non-token gear played each turn costs [1] less", "your spells have [Repeat] [2][P]", under
  a condition before it ("While I'm in combat, …"; the caller's
  :func:`riftrules.effects.statics.state`), several joined by ", and" ("Friendly units may be
  played to open battlefields.", "opponents can only play units to their base": static
  abilities of a fixed meaning, :mod:`riftrules.effects.fixed_texts`);
- an instruction, for this turn: "the next spell you play this turn costs [5] less" (used up by
  that spell), "your non-token units cost [1] more to play this turn", "Give the next spell
  you play this turn [Repeat] equal to its cost." (read from the IR), "Units you play this
  turn enter ready.", "opponents can't play cards this turn" (of a fixed meaning,
  :func:`riftrules.effects.fixed_texts.for_this_turn`); "Pay any amount of [A] to deal that much
  damage to …" (:class:`~riftrules.engine.PayAny`, what is paid read from the IR).

Conditions on how a card was played ("if you spent [4] or more", "If you played this from your
hand") are read from the IR (:mod:`riftrules.effects.history`).

The cards a modifier changes are named by a table of the IR of what names them (:data:`_WHO`,
:func:`_who`: its instructions up to the amount), and what it does to their cost by the IR
after it (:func:`_change`: the amount, "less" or "more", "this turn", ", to a minimum of [1]");
text of another shape returns None, a known shape with an unknown subject raises
:class:`~riftrules.effects.targets.NotCompiled`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from riftrules.cards.model import CardType
from riftrules.cardtext import ast
from riftrules.cardtext.nodes import Node, Word
from riftrules.cardtext.printer import quote
from riftrules.effects import compiler, statics
from riftrules.effects.conditions import instructions
from riftrules.effects.fixed_texts import for_this_turn
from riftrules.effects.history import DoneToThisWay
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.symbols import of_ir
from riftrules.engine import (
    AddAbility,
    CostModifier,
    Count,
    Deal,
    Exists,
    GrantedKeyword,
    InShowdown,
    Not,
    PaidAmount,
    PayAny,
    Permanents,
    Self,
)
from riftrules.engine.actions import Action
from riftrules.engine.conditions import Condition
from riftrules.engine.keywords import Keyword as KeywordName
from riftrules.engine.names import Until, Zone
from riftrules.engine.selectors import Location
from riftrules.ir.clauses import clauses
from riftrules.ir.nodes import (
    Adverb,
    Amount,
    Complement,
    ConditionKind,
    Conjunction,
    Duration,
    Instruction,
    Keyword,
    NounPhrase,
    Prepositional,
    Resources,
    Verb,
)
from riftrules.ir.nodes import Condition as IRCondition
from riftrules.ir.reader import sentence_or_none

_YOU = NounPhrase(reference="you")
_SPELLS = NounPhrase(kinds=("spell",))
_COST = Instruction(verb=Verb.COST)
_REDUCED_BY = Instruction(
    verb=Verb.REDUCE, past=True, objects=(Prepositional(preposition="by"),)
)  # "… is reduced by"


def _costing(*subject: Complement, objects: tuple[Complement, ...] = ()) -> Instruction:
    return Instruction(verb=Verb.COST, subject=subject, objects=objects)


def _played(*subject: Complement, objects: tuple[Complement, ...] = ()) -> Instruction:
    return Instruction(verb=Verb.PLAY, subject=subject, objects=objects)


# the cards played whose cost changes, by the IR naming them (:func:`_who`: "Your spells" in
# "Your spells cost [1] less", "Your Dragons'" in "Your Dragons' Energy costs are reduced by
# [2]"): CostModifier's filters
_WHO: dict[tuple[Instruction, ...], dict[str, object]] = {
    (_costing(NounPhrase(possessor="you", kinds=("spell",))),): {
        "by": "you",
        "type": CardType.SPELL,
    },
    # "Spells you play", "the Energy costs for spells you play is reduced by"
    (_played(_SPELLS, _YOU), _COST): {"by": "you", "type": CardType.SPELL},
    (
        _costing(
            NounPhrase(quantifier="the", quantities=("energy",)),
            objects=(Prepositional(preposition="for", object=_SPELLS), _YOU),
        ),
        Instruction(verb=Verb.PLAY),
        Instruction(verb=Verb.BE),
        _REDUCED_BY,
    ): {"by": "you", "type": CardType.SPELL},
    (_costing(NounPhrase(controller="friendly", kinds=("spell",))),): {
        "by": "friendly",
        "type": CardType.SPELL,
    },
    (_costing(NounPhrase(controller="enemy", kinds=("spell",))),): {
        "by": "enemy",
        "type": CardType.SPELL,
    },
    # "Opponents' spells" (as the IR reads it capitalized, and not)
    (_costing(NounPhrase(kinds=("opponent", "spell"))),): {
        "by": "opponent",
        "type": CardType.SPELL,
    },
    (_costing(NounPhrase(of=("opponent",), kinds=("spell",))),): {
        "by": "opponent",
        "type": CardType.SPELL,
    },
    # "Spells with [Flow] you play from your trash"
    (
        _played(
            _SPELLS,
            Prepositional(preposition="with"),
            Keyword(name="Flow"),
            _YOU,
            objects=(
                Prepositional(
                    preposition="from", object=NounPhrase(possessor="you", zones=("trash",))
                ),
            ),
        ),
        _COST,
    ): {"by": "you", "type": CardType.SPELL, "keyword": "Flow", "origin": Zone.TRASH},
    # "Your Dragons", "Your Dragons' Energy costs are reduced by"
    (_costing(NounPhrase(possessor="you", tags=("dragon",))),): {"by": "you", "tag": "Dragon"},
    (
        _costing(NounPhrase(possessor="you", quantities=("energy",), tags=("dragon",))),
        Instruction(verb=Verb.BE),
        _REDUCED_BY,
    ): {"by": "you", "tag": "Dragon"},
    (_costing(NounPhrase(possessor="you", kinds=("unit",), qualities=("non-token",))),): {
        "by": "you",
        "type": CardType.UNIT,
        "token": False,
    },
    # "friendly [Repeat] costs"
    (_costing(NounPhrase(controller="friendly"), Keyword(name="Repeat")), _COST): {
        "by": "friendly",
        "keyword": "Repeat",
        "component": "repeat",
    },
    # "Optional additional costs you pay"
    (
        _costing(NounPhrase(qualities=("optional", "additional")), objects=(_YOU,)),
        Instruction(verb=Verb.PAY),
        _COST,
    ): {"by": "you", "component": "optional"},
    # "[Empower] costs of your units here": 403.3: an activated ability's cost, of the
    # permanents "of" selects
    (
        _costing(
            NounPhrase(attributes=("cost",), keywords=(Keyword(name="Empower"),)),
            Prepositional(
                preposition="of",
                object=NounPhrase(
                    possessor="you", kinds=("unit",), location=NounPhrase(reference="here")
                ),
            ),
        ),
    ): {
        "by": "you",
        "component": "Empower",
        "of": Permanents(type=CardType.UNIT, controller="you", at=Location.HERE),
    },
    # "During showdowns here, cards with [Reaction] … to play": 811.6: hidden cards have
    # [Reaction]; a battlefield's showdown: a combat's there (308.1)
    (
        Instruction(
            verb=None,
            subject=(
                Prepositional(
                    preposition="during",
                    object=NounPhrase(times=("showdown",), location=NounPhrase(reference="here")),
                ),
            ),
        ),
        Instruction(
            verb=Verb.PLAY,
            joint=",",
            subject=(
                NounPhrase(kinds=("card",)),
                Prepositional(
                    preposition="with",
                    object=NounPhrase(attributes=("cost",), keywords=(Keyword(name="Reaction"),)),
                ),
            ),
        ),
    ): {"by": "any", "keyword": "Reaction", "active_if": InShowdown()},
    # "the first friendly non-token gear played each turn"
    (
        Instruction(
            verb=Verb.PLAY,
            subject=(
                NounPhrase(
                    quantifier="the",
                    controller="friendly",
                    kinds=("gear",),
                    qualities=("non-token",),
                    ordinals=("first",),
                ),
            ),
            past=True,
            objects=(NounPhrase(quantifier="each", times=("turn",)),),
        ),
        _COST,
    ): {"by": "friendly", "type": CardType.GEAR, "token": False, "first": True},
}
# an instruction's: for the next such card played this turn only ("the next spell you play
# this turn")
_NEXT: dict[tuple[Instruction, ...], dict[str, object]] = {
    (
        _played(
            NounPhrase(quantifier="the", kinds=(kind,), ordinals=("next",)),
            _YOU,
            objects=(Duration(until="turn"),),
        ),
        _COST,
    ): filters
    for kind, filters in (("spell", {"by": "you", "type": CardType.SPELL}), ("card", {"by": "you"}))
}
_EMPOWERED: Condition = Exists(Permanents(among=Self(), empowered=True))  # 828.1.b.1


def modifiers(
    said: tuple[Instruction, ...] | None, run: ast.Run, label: Node
) -> list[CostModifier] | None:
    """A passive ability's cost modifiers ("Your spells cost [1] less"; ``said``: the IR of
    ``run``; ``label``: the line); several joined by ", and"; None if the words are not of
    that shape."""
    found = [_modifier(group, run, label, instruction=False) for group in _joined(said)]
    if not found or any(f is None for f in found):
        return None
    return [f for f in found if f is not None]


def empowered_instead(
    first: list[CostModifier], sentence: ast.Sentence
) -> list[CostModifier] | None:
    """ "Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A] more
    instead." (the second sentence's IR): the first while I'm not [Empowered], the second
    while I am; None for another second sentence."""
    said = sentence_or_none(sentence)
    if said is None:
        return None
    if said.conditions != (_IF_EMPOWERED,) or not said.bare("instructions", "conditions"):
        return None
    match said.instructions:
        case (
            Instruction(
                verb=Verb.COST,
                subject=(NounPhrase(reference="they"),),
                objects=(Amount(resources=Resources() as paid), Adverb(word=way), _INSTEAD),
            ) as cost,
        ) if cost.bare("verb", "subject", "objects") and way in ("less", "more"):
            pass
        case _:
            return None
    if len(first) != 1:
        return None
    energy, power, domains = of_ir(paid)
    before = first[0]
    if (way == "more") != before.more:
        return None
    instead = dataclasses.replace(
        before, energy=energy, power=power, domains=domains, active_if=_EMPOWERED
    )
    return [dataclasses.replace(before, active_if=Not(_EMPOWERED)), instead]


_INSTEAD = Adverb(word="instead")
_IF_EMPOWERED = IRCondition(  # "If this is [Empowered],"
    kind=ConditionKind.IF,
    test=(
        Instruction(
            verb=Verb.BE,
            subject=(NounPhrase(reference="this"),),
            objects=(Keyword(name="Empowered"),),
        ),
    ),
)


def instruction(run: ast.Run) -> Action | None:
    """An instruction creating, for this turn, a cost modifier, how units enter or what
    players can't play (read from the run's IR; a label quotes the run); None for a run of
    another shape."""
    read = instructions(run)
    if (made := for_this_turn(read)) is not None:  # "Units you play this turn enter ready."
        return made(text=quote(run))
    if read in _GIVE_REPEAT:  # 820: [Repeat] of the spell's own printed cost (356.1.c)
        return AddAbility(GrantedKeyword(same=True, uses=1, text=quote(run)), until=Until.TURN)
    if (paid := _next_spell_repeat(read)) is not None:  # 820: [Repeat] with its cost
        granted = GrantedKeyword("Repeat", *of_ir(paid), uses=1, text=quote(run))
        return AddAbility(granted, until=Until.TURN)
    if (paying := _pay_any(read, run)) is not None:
        return paying
    modifier = _modifier(read, run, run, instruction=True)
    if modifier is None:
        return None
    return AddAbility(modifier, until=Until.TURN)


_EQUAL_TO = "equal-to"  # the preposition, as the lexicon names it
_REPEAT = Keyword(name="Repeat")
_THIS_TURN = Duration(until="turn")
# "Give the next spell you play this turn [Repeat] equal to its cost.", "Give your next spell
# this turn [Repeat] equal to its base cost." (the IR of the run)
_GIVE_REPEAT = (
    (
        Instruction(
            verb=Verb.GIVE,
            objects=(
                NounPhrase(quantifier="the", kinds=("spell",), ordinals=("next",)),
                NounPhrase(reference="you"),
            ),
        ),
        Instruction(
            verb=Verb.PLAY,
            objects=(
                _THIS_TURN,
                _REPEAT,
                Prepositional(
                    preposition=_EQUAL_TO,
                    object=NounPhrase(possessor="its", attributes=("cost",)),
                ),
            ),
        ),
    ),
    (
        Instruction(
            verb=Verb.GIVE,
            objects=(
                NounPhrase(possessor="you", kinds=("spell",), ordinals=("next",)),
                _THIS_TURN,
                _REPEAT,
                Prepositional(
                    preposition=_EQUAL_TO, object=NounPhrase(possessor="its", zones=("base",))
                ),
            ),
        ),
        Instruction(verb=Verb.COST),
    ),
)


# "Pay any amount of [A] to deal that much damage to …": what it deals (the IR)
_THAT_MUCH_DAMAGE = NounPhrase(quantifier="that-much", quantities=("damage",))
_SENTINEL = 7919  # the amount the words after "to" are compiled with, then "that much"
_ANY_AMOUNT = NounPhrase(partitive="any-amount")
_ANY_POWER = Amount(resources=Resources(power=("any",)))


def _pay_any(said: tuple[Instruction, ...] | None, run: ast.Run) -> Action | None:
    """ "Pay any amount of [A] to …", "Pay any amount of Energy to [Add] that much [A]" (the
    IR of ``run``): :class:`PayAny`, then what "that much" is used for; None for another
    run."""
    match said:
        case (
            Instruction(verb=Verb.PAY, objects=(paid, *of, Prepositional(preposition="to"))),
            then,
        ):
            pass
        case _:
            return None
    power = (paid, *of) == (_ANY_AMOUNT, _ANY_POWER)
    if not power and (paid, *of) != (dataclasses.replace(_ANY_AMOUNT, quantities=("energy",)),):
        return None
    that_much = then.objects[0] if then.objects else None
    if then.verb is Verb.ADD and isinstance(that_much, NounPhrase) and len(then.objects) == 1:
        added = "energy" if that_much.quantities == ("energy",) else "power"
        if that_much == _that_much(added) and power != (added == "power"):
            return PayAny(power=power, add=added)
    elif then.verb is Verb.DEAL and power and _deals_that_much_to(then):
        built = compiler._run(_dealing_sentinel(run))
        if isinstance(built, Deal) and built.count == _SENTINEL:
            return PayAny(dataclasses.replace(built, count=PaidAmount()), power=power)
    elif (counted := _that_many_paid(run)) is not None:
        return PayAny(counted, power=power)  # "… to draw that many cards"
    raise NotCompiled(Construct.COST_MODIFIER, f"paying any amount: {quote(run)!r} not compiled")


_THAT_MANY = Count(DoneToThisWay(None))  # "that many", as the verbs compile it


def _that_many_paid(run: ast.Run) -> Action | None:
    """ "… to draw that many cards", "… to channel that many runes": the run's last clause,
    compiled alone, its one count "that many" the amount paid (:class:`PaidAmount`); None when
    it has no such count."""
    last = clauses(run)[-1]
    if last.verb is None or last.subject:
        return None
    built = compiler._run(ast.Run(parts=(ast.VerbPhrase(parts=(last.verb,)), *last.objects)))
    if not dataclasses.is_dataclass(built):
        return None
    counted = [f.name for f in dataclasses.fields(built) if getattr(built, f.name) == _THAT_MANY]
    if len(counted) != 1:
        return None
    return dataclasses.replace(built, **{counted[0]: PaidAmount()})  # type: ignore[arg-type]


def _deals_that_much_to(then: Instruction) -> bool:
    """ "… deal that much damage to all enemy units at a battlefield" (the IR)."""
    match then.objects:
        case (damage, Prepositional(preposition="to", object=NounPhrase()), *_):
            return damage == _THAT_MUCH_DAMAGE
    return False


def _dealing_sentinel(run: ast.Run) -> ast.Run:
    """The run's last clause, "deal that much damage to …", as "deal 7919 to …" (the amount
    :data:`_SENTINEL` where "that much damage" stands), to compile what it deals to."""
    deal = clauses(run)[-1]
    assert deal.verb is not None
    number = ast.Counted(parts=(Word(kind="NUMBER", text=str(_SENTINEL)),))
    return ast.Run(parts=(ast.VerbPhrase(parts=(deal.verb,)), number, *deal.objects[1:]))


def _that_much(added: str) -> NounPhrase:
    """ "that much Energy", "that much [A]" (what "[Add]" adds)."""
    if added == "energy":
        return NounPhrase(quantifier="that-much", quantities=("energy",))
    return NounPhrase(quantifier="that-much", resources=_ANY_POWER.resources)


def _joined(said: tuple[Instruction, ...] | None) -> list[tuple[Instruction, ...] | None]:
    """The instructions of each modifier of a run, one after another ("Friendly spells cost
    [1][A] less, and enemy spells cost [1][A] more.": a new one at each "and" opening a
    clause of its own subject and the verb 'cost')."""
    groups: list[tuple[Instruction, ...] | None] = []
    for one in said or ():
        opens = one.conjunction is Conjunction.AND and one.verb is Verb.COST and bool(one.subject)
        if opens or not groups:
            groups.append(())
        groups[-1] = (*(groups[-1] or ()), one)
    return groups


def _who(said: tuple[Instruction, ...] | None) -> tuple[Instruction, ...] | None:
    """What names the cards a modifier changes, in its IR: its instructions up to the amount
    ("[1]" in "Your spells cost [1] less"), that amount and what follows it left out."""
    found: list[Instruction] = []
    for one in said or ():
        one = dataclasses.replace(one, joint="") if not found else one  # (", and enemy …")
        for field in ("subject", "objects"):
            complements = getattr(one, field)
            at = next((i for i, c in enumerate(complements) if isinstance(c, Amount)), None)
            if at is not None:
                cut = {field: complements[:at]} | ({"objects": ()} if field == "subject" else {})
                found.append(dataclasses.replace(one, **cut))
                return tuple(found)
        found.append(one)
    return None


def _names_next(who: tuple[Instruction, ...] | None) -> bool:
    """Whether what a modifier changes is "the next" card of a kind (one used up by it)."""
    named = who[0].subject if who else ()
    return any(isinstance(n, NounPhrase) and "next" in n.ordinals for n in named)


def _modifier(
    said: tuple[Instruction, ...] | None, run: ast.Run, label: Node, instruction: bool
) -> CostModifier | None:
    """ "X cost(s) [N] less/more …", "X' Energy costs are reduced by [N] …" (``said``: the
    IR of one modifier of ``run``) -> the modifier of the cards X names (an
    ``instruction``'s: "this turn", or the next one; ``label``: the text saying it); None for
    other words."""
    change = _change(said)
    if change is None or not said:
        return None
    who = _who(said)
    if change.component is None and change.this_turn != instruction and not _names_next(who):
        return None
    if (change.component is not None and instruction) or (who in _NEXT and not instruction):
        return None
    table = _NEXT if instruction and who in _NEXT else _WHO
    if who is None or who not in table:
        raise NotCompiled(
            Construct.COST_MODIFIER,
            f"the cost of {quote(_naming(run, said, change))!r} not compiled",
        )
    energy, power, domains = of_ir(change.paid)
    if change.either and ((energy, power, domains) != (1, 0, ()) or change.more):
        raise NotCompiled(
            Construct.COST_MODIFIER,
            f"a discount of {quote(_between(run, *change.shown))} not compiled",
        )
    if change.more and change.floor is not None:
        raise NotCompiled(Construct.COST_MODIFIER, "a cost increase with a minimum not compiled")
    filters = dict(table[who])
    if change.component is not None:
        filters["component"] = change.component
    if change.either:
        if filters.get("component") not in ("optional", "Empower"):
            raise NotCompiled(
                Construct.COST_MODIFIER,
                f"'[1] or [A] less' of {quote(_naming(run, said, change))!r} not compiled",
            )
        filters["either"] = True
        power = 1
    return CostModifier(
        energy,
        power,
        domains,
        change.more,
        floor=change.floor,
        uses=1 if table is _NEXT else None,
        text=quote(label),
        **filters,  # type: ignore[arg-type]
    )


@dataclass(frozen=True)
class _Change:
    """What a modifier says after the cards it names, read from its IR: "[1][A] less", "[1]
    more to play this turn", "[2] less, to a minimum of [1]", "[1] or [A] less" (``either``:
    its player's choice), "are reduced by [2]" (``component`` "energy": a discount of that
    component of the cost, 356.4.c); ``shown``: where the amount's words are."""

    paid: Resources
    shown: tuple[int, int]
    more: bool = False
    either: bool = False
    this_turn: bool = False
    floor: int | None = None
    component: str | None = None


_LESS, _MORE = Adverb(word="less"), Adverb(word="more")
_TO_PLAY = [Prepositional(preposition="to"), Verb.PLAY]  # "… more to play"
_REDUCED_BY_AMOUNT = [Verb.BE, Verb.REDUCE, Prepositional(preposition="by")]  # "are reduced by"
_TO_A_MINIMUM_OF = [
    Prepositional(preposition="to", object=NounPhrase(quantifier="a", qualities=("minimum",))),
    Prepositional(preposition="of"),
]


def _said(said: tuple[Instruction, ...]) -> list[object]:
    """A modifier's instructions as one sequence of what they say: each one's subject, verb and
    objects, and the conjunction of each joint after the first (none for a comma alone, the
    joint's words for another: "if"); the verb of a clause after a joint that is the verb
    before it is left out (said once, elided: "[1] or [A] less", ", to a minimum of [1]")."""
    found: list[object] = []
    for before, one in zip((None, *said), said, strict=False):
        if before is not None and one.joint and one.joint != ",":
            found.append(one.conjunction or one.joint)
        found.extend(one.subject)
        elided = before is not None and one.joint and one.verb is before.verb
        if one.verb is not None and not elided:
            found.append(one.verb)
        found.extend(one.objects)
    return found


def _change(said: tuple[Instruction, ...] | None) -> _Change | None:
    """ "X cost(s) [N] [or [A]] less|more [to play] [this turn] [, to a minimum of [N]]", "X'
    Energy costs are reduced by [N] [, to a minimum of [N]]" (the modifier's IR): what it
    says after X; None for other words."""
    items = _said(said or ())
    at = next((i for i, one in enumerate(items) if isinstance(one, Amount)), 0)
    amount = items[at] if items else None
    if not isinstance(amount, Amount) or amount.resources is None:
        return None
    found: _Change | None = None
    rest = items[at + 1 :]
    if items[at - 3 : at] == _REDUCED_BY_AMOUNT and _energy_costs(items[:2]):
        if not amount.resources.power:  # "reduced by [2]": Energy
            found = _Change(amount.resources, amount.span, component="energy")
    elif at > 1 and _says_cost(items[at - 1]):
        found, rest = _amount_changes(amount, rest)
    floor, rest = _floor(rest)
    return dataclasses.replace(found, floor=floor) if found and not rest else None


def _amount_changes(amount: Amount, rest: list[object]) -> tuple[_Change | None, list[object]]:
    """After the amount of "X cost(s) [N] …": "or [A]", "less" or "more", "to play", "this
    turn"; the change (None where it says neither "less" nor "more"), and what follows."""
    assert amount.resources is not None
    shown, either = amount.span, rest[:2] == [Conjunction.OR, _ANY_POWER]
    if either and isinstance(power := rest[1], Amount):
        shown, rest = (amount.span[0], power.span[1]), rest[2:]
    if not rest or rest[0] not in (_LESS, _MORE):
        return None, rest
    more, rest = rest[0] == _MORE, rest[1:]
    if rest[:2] == _TO_PLAY:
        rest = rest[2:]
    this_turn = rest[:1] == [_THIS_TURN]
    found = _Change(amount.resources, shown, more=more, either=either, this_turn=this_turn)
    return found, rest[1:] if this_turn else rest


def _floor(rest: list[object]) -> tuple[int | None, list[object]]:
    """ "…, to a minimum of [1]" (the comma aside): the least Energy the cost becomes, and
    what follows it."""
    match rest:
        case [*to, Amount(resources=Resources(power=()) as least) as amount] if (
            to == _TO_A_MINIMUM_OF and amount.bare("resources") and least.bare("energy")
        ):
            return least.energy, []
    return None, rest


def _says_cost(said: object) -> bool:
    """Is it the verb "cost" (before an amount), or a noun phrase of a cost ("cards with
    [Reaction] cost [A] more": the IR reads "cost" as the noun after "with")?"""
    if isinstance(said, Prepositional):
        said = said.object
    return said is Verb.COST or (isinstance(said, NounPhrase) and "cost" in said.attributes)


def _energy_costs(said: list[object]) -> bool:
    """ "Your Dragons' Energy costs", "the Energy costs for …": the Energy of a cost."""
    match said:
        case [NounPhrase() as energy, Verb.COST]:
            return "energy" in energy.quantities
    return False


def _naming(run: ast.Run, said: tuple[Instruction, ...], change: _Change) -> ast.Run:
    """The words of ``run`` naming the cards a modifier changes, to quote them: those of its
    instructions (``said``) before the verb before its amount ("Your spells" of "Your spells
    cost [1] less", "Your Dragons' Energy costs" of "… are reduced by [2]")."""
    named = _between(run, said[0].span[0], change.shown[0])
    verb = len(_REDUCED_BY_AMOUNT) if change.component is not None else 1  # "cost"
    return ast.Run(parts=named.parts[:-verb])


def _between(run: ast.Run, start: int, end: int) -> ast.Run:
    """The chunks of ``run`` from ``start`` to ``end`` (where the IR's nodes say they are)."""
    return ast.Run(parts=tuple(c for c in run.parts if start <= c.span.start < end))


_YOUR_SPELLS_HAVE = Instruction(
    verb=Verb.HAVE, subject=(NounPhrase(possessor="you", kinds=("spell",)),)
)


_NEXT_SPELL = NounPhrase(kinds=("spell",), ordinals=("next",))
# "Your next spell this turn has …", "The next spell you play this turn has …" (the IR
# without the keyword and its cost)
_NEXT_SPELL_HAS = (
    (
        Instruction(
            verb=Verb.HAVE,
            subject=(dataclasses.replace(_NEXT_SPELL, possessor="you"), _THIS_TURN),
        ),
    ),
    (
        Instruction(
            verb=Verb.PLAY,
            subject=(dataclasses.replace(_NEXT_SPELL, quantifier="the"), _YOU),
            objects=(_THIS_TURN,),
        ),
        Instruction(verb=Verb.HAVE),
    ),
)


def _next_spell_repeat(said: tuple[Instruction, ...] | None) -> Resources | None:
    """ "Your next spell this turn has [Repeat] [1].", "The next spell you play this turn has
    [Repeat] [2]." (the run's IR): the [Repeat] cost the next spell you play this turn has
    (820); None for another run."""
    if not said:
        return None
    match said[-1].objects:
        case (Keyword(name="Repeat", value=None), Amount() as paid) if paid.bare("resources"):
            pass
        case _:
            return None
    if (*said[:-1], dataclasses.replace(said[-1], objects=())) not in _NEXT_SPELL_HAS:
        return None
    return paid.resources


def _repeat_cost(said: tuple[Instruction, ...] | None) -> Resources | None:
    """ "Your spells have [Repeat] [2][P]." (the run's IR): the [Repeat] cost they have."""
    match said:
        case (
            Instruction(objects=(Keyword(name="Repeat", value=None), Amount() as paid)) as one,
        ) if dataclasses.replace(one, objects=()) == _YOUR_SPELLS_HAVE and paid.bare("resources"):
            return paid.resources
    return None


def passive(effect: ast.Effect) -> list[CostModifier] | None:
    """A permanent's cost modifiers: one sentence, with at most one condition before it
    ("While I'm at a battlefield, …"), or "… more. If this is [Empowered], … instead."; None
    for text of another shape."""
    sentences = [p for p in effect.parts if isinstance(p, ast.Sentence)]
    if not sentences or len(sentences) != len(effect.parts) or len(sentences) > 2:
        return None
    prefixes = statics._prefixes(sentences[0])
    run = next((p for p in sentences[0].parts if isinstance(p, ast.Run)), None)
    if run is None or len(prefixes) > 1 or any(not isinstance(p, ast.Condition) for p in prefixes):
        return None
    said = instructions(run)
    found = modifiers(said, run, effect)
    if (paid := _repeat_cost(said)) is not None:  # 820: [Repeat] with its cost
        found = [GrantedKeyword(KeywordName.REPEAT, *of_ir(paid), text=quote(effect))]
    if found is None:
        return None
    if len(sentences) == 2:
        found = empowered_instead(found, sentences[1])
        if found is None or prefixes:
            return None
    if prefixes:
        condition = statics._prefix_state(prefixes[0])
        found = [dataclasses.replace(f, active_if=condition) for f in found]
    return found
