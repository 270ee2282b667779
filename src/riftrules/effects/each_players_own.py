"""Each player's own "that many": "Each player discards their hand, then draws that many
cards." — the clause with no subject keeps "each player" (411.1: each is responsible for their
own actions), and its "that many" is what that player's own instruction before was done to,
not everyone's. Each player in turn does the whole run ("for each player": the first clause as
that player, then the second, counting what the first did for them), which is how a count can
be theirs.

:data:`EACH_PLAYER` is that player as a clause's subject (the verbs that read "that many"
accept it, :func:`counts_own`); :func:`says_that_many` reads a clause's complements (the IR)
for the count; :func:`each_players_own` builds the run.
"""

from __future__ import annotations

import dataclasses

from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import CONTROLLER, ForEach, It, Players, Remember, Remembered, Sequence
from riftrules.engine.actions import Action
from riftrules.engine.selectors import Selector
from riftrules.ir.nodes import Complement, NounPhrase, Value

# the player whose turn of the run it is, set aside as it begins (what it affects changes "it")
EACH_PLAYER = Remembered("each-player")
_THAT_MUCH = Value(variable="that-much")  # the IR's "that many", "that much"


def counts_own(who: Selector) -> bool:
    """Can ``who`` count "that many" of its own instruction before: you, or each player in
    their turn of the run (not all players at once: that would be everyone's)."""
    return who in (CONTROLLER, EACH_PLAYER)


def says_that_many(complements: tuple[Complement, ...] | None) -> bool:
    """Does a clause say "that many" / "that much" ("draws that many cards", "gains that much
    XP"; the IR: the count, or a noun phrase counted by it)?"""
    return any(
        c == _THAT_MUCH
        or (isinstance(c, NounPhrase) and (c.count == _THAT_MUCH or c.quantifier == "that-much"))
        for c in complements or ()
    )


def each_players_own(before: Action, built: Action) -> ForEach:
    """ "Each player <before>, then <built with that many>": for each player, in turn, that
    player does ``before`` and then ``built`` (built with :data:`EACH_PLAYER` as its subject).
    ``before`` is each player's doing: a ``ForEach`` over the players, or an action done by all
    of them (its ``who``); anything else is refused."""
    if isinstance(before, ForEach) and before.of == Players():
        own = before.action  # "Each player discards their hand": "it" is that player
    elif dataclasses.is_dataclass(before) and getattr(before, "who", None) == Players():
        own = dataclasses.replace(before, who=It())  # type: ignore[call-arg]
    else:
        raise NotCompiled(
            Construct.PLAYER_CHOICE, "each player's own 'that many' after another instruction"
        )
    return ForEach(Players(), Sequence(Remember(EACH_PLAYER.name, It()), own, built))


def own_run(action: Action) -> Sequence | None:
    """The run each player does in turn, of an action :func:`each_players_own` built (its
    "that many" counts within it); None for another action."""
    if not isinstance(action, ForEach) or action.of != Players():
        return None
    run = action.action
    if not isinstance(run, Sequence) or run.steps[:1] != (Remember(EACH_PLAYER.name, It()),):
        return None
    return run
