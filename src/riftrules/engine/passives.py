"""What the passive abilities in force change, asked at the moments the rules name: Might
(363), the Victory Score (194.3.a), combat keywords, restrictions ("can't"), Bonus Damage
(712-715), entering ready."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from riftrules.engine.abilities import (
    AnyNumberOfBuffs,
    BonusDamage,
    CombatAbility,
    EntersAbility,
    IgnoreAbility,
    Restriction,
    StaticAbility,
    VictoryScoreChange,
)
from riftrules.engine.amounts import amount
from riftrules.engine.context import Context
from riftrules.engine.registered import Registered, drop

if TYPE_CHECKING:
    from riftrules.engine.state import Game, GameCard, Player


def static_might(game: Game, obj: GameCard, floors: list[tuple[int, int]] | None = None) -> int:
    """What passive abilities add to ``obj``'s Might; the changes with a floor are put in
    ``floors`` (as (change, floor)) for the caller to apply last."""

    total = 0
    for entry in game.statics_of(StaticAbility):
        ability = entry.ability
        if about_another(entry, obj):
            continue
        if not entry.active(game):
            continue
        context = Context(game, entry.controller, entry.source)
        if ability.affects.matches(context, obj):
            if ability.floor is None:
                total += amount(ability.might, context)
            elif floors is not None:
                floors.append((amount(ability.might, context), ability.floor))
    return total


def about_another(entry: Registered, obj: Any) -> bool:
    """Is ``entry``'s ability about its own source ("I have [Assault 2]", "I have +2 [M]")
    and ``obj`` another object: one it does not affect, whether it is active or not (the
    cheaper test first)?"""
    source = entry.source
    return source is not None and source is not obj and entry.ability.affects.is_self


def victory_score(game: Game) -> int:
    """The points a player needs to win (194.2): the mode's Victory Score (194.3) changed by
    the :class:`VictoryScoreChange` abilities in force (194.3.a) — a battlefield's too while
    no one controls it: the change names no player (the simplification of
    :meth:`Registered.active` is for abilities whose "you" is no one, 190.6.b)."""
    changes = game.statics_of(VictoryScoreChange)
    if not changes:
        return game.base_victory_score
    return game.base_victory_score + sum(e.ability.more for e in changes if _in_play(e))


def _in_play(entry: Registered) -> bool:
    source = entry.source
    return source is None or (source.in_force and source.attached_to is None)


def combat_keywords(game: Game, obj: GameCard) -> dict[str, int]:
    """The combat keywords ``obj`` has now — from abilities, and given to it ("this turn") —
    with their summed values (807.2, 814.2)."""

    found: dict[str, int] = {}
    lacking: dict[str, int] = {}  # "if they didn't already": applied last, if still lacking
    for keyword, value, _until in obj.granted:
        found[keyword] = found.get(keyword, 0) + value
    for entry in game.statics_of(CombatAbility):
        ability = entry.ability
        if about_another(entry, obj):
            continue
        if not entry.active(game):
            continue
        context = Context(game, entry.controller, entry.source)
        if ability.affects.matches(context, obj):
            times = 1
            if ability.per is not None:  # once for each such card attached to it (718.3)
                per = ability.per
                times = sum(1 for a in obj.attachments if per.matches(context, a))
                if not times:
                    continue
            into = lacking if ability.if_lacking else found
            value = amount(ability.value, context) * times
            into[ability.keyword] = into.get(ability.keyword, 0) + value
    for keyword, value in lacking.items():
        found.setdefault(keyword, value)
    return found


def ignored(game: Game, obj: Any, keyword: str, player: Player) -> bool:
    """Does ``player`` ignore ``obj``'s ``keyword`` (an active :class:`IgnoreAbility`, 766)?"""
    if not game.statics:
        return False
    for entry in game.statics_of(IgnoreAbility):
        ability = entry.ability
        if ability.keyword != keyword:
            continue
        if ability.by == "you" and player is not entry.controller:
            continue  # 767: only the players directed by the ability
        if entry.active(game) and ability.affects.matches(
            Context(game, entry.controller, entry.source), obj
        ):
            return True
    return False


def many_buffs(game: Game, obj: GameCard) -> bool:
    """May ``obj`` be buffed though it has a buff (an active :class:`AnyNumberOfBuffs`,
    426.1.b.2)?"""
    for entry in game.statics_of(AnyNumberOfBuffs):
        ability = entry.ability
        if not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            return True
    return False


def closed(game: Game, battlefield: Any) -> bool:
    """Can no unit be played to ``battlefield`` ("Units can't be played here.": a
    :class:`Restriction` "play.here" of a source there — the battlefield itself — 002)? It
    names no player, so it applies whether or not anyone controls the battlefield."""
    return battlefield is not None and any(
        entry.ability.what == "play.here"
        and entry.source is not None
        and _in_play(entry)
        and entry.source.battlefield is battlefield
        for entry in game.statics_of(Restriction)
    )


def barred_here(game: Game, player: Player, battlefield: Any, what: str) -> bool:
    """Does a :class:`Restriction` ``what`` of ``battlefield`` itself forbid it to ``player``
    ("Players can't score here until their third turn.": "score.here")? It names no player as
    its controller, so it applies whether or not anyone controls the battlefield (190.6.b)."""
    return any(
        entry.ability.what == what
        and entry.source is not None
        and _in_play(entry)
        and entry.source.battlefield is battlefield
        and entry.ability.affects.matches(Context(game, entry.controller, entry.source), player)
        for entry in game.statics_of(Restriction)
    )


# what a Restriction forbids an enemy's spells (and abilities) only: "I can't be chosen by
# enemy spells and abilities." (757), "… chosen by enemy spells.", "I can't be moved by enemy
# spells and abilities."
_BY_ENEMIES = frozenset({"chosen", "chosen.spells", "moved"})


def unchoosable(game: Game, obj: Any, by: Player, spell: bool) -> bool:
    """May ``by``'s effect — a spell's (``spell``) or an ability's — not choose ``obj``, by a
    :class:`Restriction` of it (757)?"""
    return restricted(game, obj, "chosen", by) or (
        spell and restricted(game, obj, "chosen.spells", by)
    )


def restricted(game: Game, obj: Any, what: str, by: Player | None = None) -> bool:
    """Does an active :class:`Restriction` forbid ``what`` to ``obj``? For what it forbids an
    enemy's effects (:data:`_BY_ENEMIES`) only when ``by``, who controls the effect, is an
    enemy of ``obj``'s controller."""
    if not game.statics:
        return False
    if what in _BY_ENEMIES:
        controller = getattr(obj, "controller", None)
        if by is None or controller is None or controller.team is by.team:
            return False
    for entry in game.statics_of(Restriction):
        ability = entry.ability
        if ability.what != what:
            continue
        uncontrolled = what in _NAMING_NO_PLAYER and entry.controller is None and _in_play(entry)
        if not (entry.active(game) or uncontrolled):
            continue
        if entry.about and ability.affects.is_it:  # "They can't move it this turn."
            if any(o is obj for o in entry.about):
                return True
        elif ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            return True
    return False


# restrictions that name no player ("Units can't move from here to base."): an uncontrolled
# battlefield's apply too, as :func:`closed` (190.6.b: its abilities are uncontrolled)
_NAMING_NO_PLAYER = frozenset({"move.base"})


def bonus_damage(game: Game, player: Player | None, obj: Any = None, source: Any = None) -> int:
    """The Bonus Damage a Deal action of ``player``'s spell or ability (from ``source``) deals
    to ``obj`` (714: every instance summed; never negative, 714.2); with no ``obj``, only what
    applies whatever the target (a split's total, 715.3). An uncontrolled battlefield's "Spells
    and abilities deal …" applies too (190.6.b: it names no player); "the next spell you play"
    only to that spell's (:func:`bind_next_spell`)."""
    total = 0
    for entry in game.statics_of(BonusDamage):
        ability = entry.ability
        if ability.next_spell and (source is None or entry.about != (source,)):
            continue
        uncontrolled = ability.by is None and entry.controller is None and _in_play(entry)
        if not (entry.active(game) or uncontrolled):
            continue
        if ability.by == "you" and (player is None or player is not entry.controller):
            continue
        if ability.to is not None and (
            obj is None
            or not ability.to.matches(Context(game, entry.controller, entry.source), obj)
        ):
            continue
        total += ability.amount
    return max(total, 0)


def bind_next_spell(game: Game, player: Player, obj: GameCard) -> None:
    """``player`` plays the spell ``obj``: "The next spell you play this turn deals 1 Bonus
    Damage." of theirs not yet bound to a spell is now this one's (715.1)."""
    if obj.type != "Spell":
        return
    for entry in game.statics_of(BonusDamage):
        ability = entry.ability
        if ability.next_spell and not entry.about and entry.controller is player:
            entry.about = (obj,)


def enters_ready(game: Game, obj: GameCard) -> bool | None:
    """Whether an ability makes ``obj``, now entering the board, enter ready (True) or
    exhausted (False); None when none applies (369.3). An ability for the next unit only
    ("The next unit you play this turn enters ready.") is used up by it."""
    found = None
    for entry in game.statics_of(EntersAbility):  # (a snapshot: using one up ends it)
        ability = entry.ability
        if not entry.active(game):
            continue
        if ability.affects.matches(Context(game, entry.controller, entry.source), obj):
            found = ability.ready
            if ability.uses is not None:
                use_up(game, entry, ability.uses)
    return found


def use_up(game: Game, entry: Registered, uses: int) -> None:
    """Note one use of ``entry``; end it once it has been used ``uses`` times ("the next …")."""
    entry.note_use(game)
    if entry.used >= uses:
        drop(game, entry)
