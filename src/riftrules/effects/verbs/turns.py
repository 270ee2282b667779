"""The verbs of the turn's procedures: skip (443)."""

from __future__ import annotations

from riftrules.cardtext.printer import quote
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.effects.roles import Roles, only
from riftrules.effects.verbs.clause_parts import _one_ir, _phrase_ir, _some
from riftrules.effects.verbs.registry import verb
from riftrules.engine import CONTROLLER, Skip
from riftrules.engine.actions import Action
from riftrules.engine.names import Phase
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import NounPhrase, Verb


def phase_of(time: str) -> Phase | None:
    """The phase of the turn (315-317) a card names by the lexicon's time ("channel-phase")."""
    name = time.removesuffix("-phase")
    return Phase(name) if name != time and name in set(Phase) else None


_THAT_TURN = NounPhrase(reference="that", times=("turn",))


@verb(Verb.SKIP)
def _skip(who: Selector, found: Roles) -> Action:
    """ "Skip your next Channel Phase.", "your opponents skip their next Draw Phase" (443.1.b:
    "Skip [event or procedure of the turn]"): each player's next one in their own turn; "Skip
    the Draw Phase of that turn." (after "Take an additional turn after this one."): that of
    the Additional Turn queued (735)."""
    of = found.by_preposition.pop("of", [])
    only(found, "direct")
    said = _phrase_ir(found.direct)
    phase = phase_of(said.times[0]) if said is not None and len(said.times) == 1 else None
    if said is None or phase is None:
        raise NotCompiled(
            Construct.VERB, f"skipping {quote(*_some(found.direct)).casefold()!r} not compiled"
        )
    whose = "you" if who == CONTROLLER else "their"
    if said == NounPhrase(possessor=whose, ordinals=("next",), times=said.times) and not of:
        return Skip(phase, who)  # "your next Channel Phase"
    if said == NounPhrase(quantifier="the", times=said.times) and _one_ir(of) == _THAT_TURN:
        return Skip(phase, who, queued=True)  # "the Draw Phase of that turn"
    raise NotCompiled(
        Construct.VERB,
        f"skipping {quote(found.direct).casefold()!r} not compiled",  # type: ignore[arg-type]
    )
