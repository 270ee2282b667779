"""Game actions on the decks and the hand: draw (413), burn (440), Burn Out (431), recycle
(416), look and reveal (424, 431.1.c), discard (422), channel (430).

Moving cards out of the Main Deck goes through :func:`take_from_deck`, which applies Burn Out
the way 431.1.a/b and 431.2 say: as many as possible, then the Burn Out (recycle the trash into
the Main Deck in a random order, choose an opponent to gain 1 point), then the rest — again and
again while the deck stays empty (431.3), the points of every Burn Out after the first neither
replaceable nor preventable (431.3.b) and winning at once (431.3.c.1). Looking and revealing
never burn out (431.1.c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine import zones
from riftrules.engine.editions import old_way
from riftrules.engine.events import (
    BurnOutData,
    ChannelData,
    LookData,
    PutData,
    RecycleData,
    RevealData,
)
from riftrules.engine.names import BANISHMENT, CHAMPION, HAND, MAIN_DECK, RUNE_DECK, RUNES, TRASH
from riftrules.engine.points import check_win, gain_points
from riftrules.engine.replacements import replace
from riftrules.engine.state import GameCard
from riftrules.engine.triggering import as_revealed, own_triggers

if TYPE_CHECKING:
    from riftrules.engine.state import Game, Player

# For each action that takes cards from the Main Deck: its event kind, the zone the cards go
# to, and the citation keys of its first part, of its Burn Out, and of the rest (431.2.d).
_FROM_DECK = {
    "draw": ("draw", HAND, "draw", "draw.burn_out", "draw.rest"),
    "burn": ("burn", TRASH, "burn", "burn.burn_out", "burn.rest"),
    "banish": ("banish", BANISHMENT, "banish", "deck.burn_out", "deck.rest"),
    "put": ("put", TRASH, "put.trash", "deck.burn_out", "deck.rest"),
}


def draw(game: Game, player: Player, count: int = 1, key: str = "draw") -> list[GameCard]:
    """Draw ``count`` (413), burning out as needed (413.4). ``key`` cites why ("draw.phase",
    "score.final_point")."""
    if count <= 0 or replace(game, "draw", player, subject=player, amount=count):
        return []
    return take_from_deck(game, player, count, "draw", key)


def burn(game: Game, player: Player, count: int = 1) -> list[GameCard]:
    """Burn ``count`` (440): as many as possible, burn out, then burn the rest (440.4)."""
    if count <= 0 or replace(game, "burn", player, subject=player, amount=count):
        return []
    return take_from_deck(game, player, count, "burn")


def take_from_deck(
    game: Game, player: Player, count: int, action: str, key: str | None = None
) -> list[GameCard]:
    """Move ``count`` cards from the top of ``player``'s Main Deck as ``action`` ("draw",
    "burn", "banish") does, with Burn Out (431.1.a, 431.1.b, 431.2, 431.3)."""
    kind, zone, base, burn_out_key, rest = _FROM_DECK[action]
    first = base
    if key is not None:
        first = key
    if key == "draw.phase":  # 315.4.b.1-2: the Draw Phase says so itself
        burn_out_key, rest = "draw.phase_burn_out", "draw.phase_rest"
    moved: list[GameCard] = []
    burn_outs = 0
    deck = player.main_deck
    while count > 0:
        taken = deck[:count]
        if taken:
            for card in taken:
                zones.put(game, card, player, zone)
            moved += taken
            count -= len(taken)
            if burn_outs:
                game.emit(
                    kind,
                    player,
                    rest,
                    subject=player,
                    cards=tuple(taken),
                    amount=len(taken),
                    also=(first, base, "draw.rest") if kind == "draw" else (first, base),
                )
            else:
                game.emit(
                    kind,
                    player,
                    first,
                    subject=player,
                    cards=tuple(taken),
                    amount=len(taken),
                    also=(base,) if base != first else (),
                )
        if count == 0:
            break
        burn_out(game, player, burn_out_key, burn_outs)
        burn_outs += 1
    return moved


def burn_out(game: Game, player: Player, cause: str, number: int = 0) -> None:
    """Burn Out (431.2): recycle the trash into the Main Deck (431.2.b; shuffle it in under
    2025-06-02, 607.2.a), choose an opponent to
    gain 1 point (431.2.c). ``number`` counts the Burn Outs before it in this sequence: from the
    second on, the point cannot be replaced or prevented (431.3.b) and wins at once
    (431.3.c.1)."""
    also = ("burn_out", "burn_out.again") if number else ("burn_out",)
    if cause == "draw.phase_burn_out":
        also = ("draw.burn_out", *also)
    game.emit(
        "burn_out", player, cause, subject=player, also=also, data=BurnOutData(count=number + 1)
    )
    trash = list(player.trash)
    if trash and old_way(game, "burn_out.shuffles"):  # 607.2.a: shuffled in, not recycled
        for card in trash:
            zones.put(game, card, player, MAIN_DECK)
        game.rng.shuffle(player.main_deck)
        game.emit("shuffle", player, "burn_out.recycle", subject=player, amount=len(trash))
    elif trash:
        recycle(game, player, trash, key="burn_out.recycle")
    opponents = game.opponents(player)
    chosen = game.choices.pick(
        player.name, opponents, prompt="an opponent to gain 1 point (Burn Out)"
    )
    for opponent in chosen:
        gain_points(
            game,
            opponent,
            1,
            key="burn_out.point",
            replaceable=number == 0,
            also=("burn_out.unpreventable",) if number else (),
        )
    if number:
        check_win(game, key="burn_out.win")


def recycle(
    game: Game, player: Player, cards: list[GameCard], key: str = "recycle"
) -> list[GameCard]:
    """Recycle ``cards`` (416): each to the bottom of its owner's deck — Main Deck cards to the
    Main Deck, runes to the rune deck (416.1); 2 or more into a Main Deck at once in a random
    order (416.5). A card already in the Main Deck (a look at the top, then "recycle it")
    goes to the bottom too."""
    cards = [card for card in cards if isinstance(card, GameCard) and card.zone]
    if not cards:
        return []
    origins = tuple(card.zone for card in cards)
    runes = [card for card in cards if card.type == "Rune"]
    main = [card for card in cards if card.type != "Rune"]
    if len(main) >= 2:
        game.rng.shuffle(main)
    for card in main:
        zones.put(game, card, card.owner, MAIN_DECK)
    for card in runes:
        zones.put(game, card, card.owner, RUNE_DECK)
    moved = tuple(main + runes)
    also = ("recycle.runes",) if runes else ()  # 416.1.b: to the Rune Deck
    game.emit(
        "recycle",
        player,
        key,
        subject=player,
        cards=moved,
        amount=len(moved),
        also=also,
        data=RecycleData(origins=origins),
    )
    if len(main) >= 2:
        game.emit("shuffle", player, "shuffle", subject=player, amount=len(main))
    return list(moved)


def shuffle_into_deck(game: Game, player: Player, cards: list[GameCard]) -> list[GameCard]:
    """ "Shuffle your trash into your Main Deck": ``cards`` go into their owners' Main Decks
    (056.2), then ``player``'s Main Deck is shuffled, as at set-up (114); the card says so
    (002). Returns the cards moved."""
    cards = [card for card in cards if isinstance(card, GameCard) and card.zone]
    for card in cards:
        zones.put(game, card, card.owner, MAIN_DECK)
    game.rng.shuffle(player.main_deck)
    game.emit(
        "shuffle", player, "shuffle.into", subject=player, cards=tuple(cards), amount=len(cards)
    )
    return cards


def look(
    game: Game,
    player: Player,
    count: int,
    whose: Player | None = None,
    kind: str = "look",
    zone: str = MAIN_DECK,
) -> list[GameCard]:
    """Look at (or, ``kind`` "reveal", reveal) the top ``count`` cards of a Main Deck: as many
    as there are, never a Burn Out (431.1.c) — but under 2025-06-02 an empty deck burns out
    first (607.1.b, :mod:`.editions`). The cards stay in the deck (424.1.a.2). ``zone``
    RUNE_DECK: of the Rune Deck, whose order is secret (108.5.d) and which never burns out
    (431 is of the Main Deck)."""
    owner = whose or player
    deck = owner.zones[zone]
    if zone == MAIN_DECK and count > 0 and not deck and old_way(game, "burn_out.on_look"):
        burn_out(game, owner, kind)  # 607.1.b: an empty deck looked at burns out first
        if game.over:
            return []
    cards = deck[: max(count, 0)]
    keys = ("look.short",) if len(cards) < count and zone == MAIN_DECK else ()
    if zone == RUNE_DECK:
        keys = (*keys, "look.rune_deck")
    if kind == "reveal":
        keys = (*keys, "look")
    game.emit(
        kind,
        player,
        kind,
        subject=owner,
        cards=tuple(cards),
        amount=len(cards),
        also=keys,
        data=RevealData(wanted=count) if kind == "reveal" else LookData(wanted=count),
    )
    if kind == "reveal" and cards:
        as_revealed(game, owner, tuple(cards))  # "As I'm revealed from your deck, …"
    return list(cards)


def draw_cards(game: Game, player: Player, cards: list[GameCard]) -> list[GameCard]:
    """ "Draw it": these cards go from their zone into ``player``'s hand (413.1); what is not
    a card ("it" that names a battlefield or a player) is not drawn."""
    cards = [c for c in cards if isinstance(c, GameCard) and c.zone and c.zone != HAND]
    if not cards:
        return []
    for card in cards:
        zones.put(game, card, player, HAND)
    game.emit("draw", player, "draw", subject=player, cards=tuple(cards), amount=len(cards))
    return cards


# where "put" sends a card: its owner's zone (056), and the citation key
_PUT = {
    "hand": (HAND, "put.hand"),
    "trash": (TRASH, "put.trash"),
    "main_deck": (MAIN_DECK, "put.deck"),
    "champion": (CHAMPION, "put.champion"),
}


def put_cards(
    game: Game, player: Player, cards: list[GameCard], to: str, top: bool = False
) -> list[GameCard]:
    """ "Put it in your hand", "put the rest into your trash", "… on the top of their Main
    Deck": an instruction that moves cards naming no game action (not a draw, a discard, a
    burn): each card into its owner's ``to`` zone (056), on top of a deck if ``top``."""
    zone, key = _PUT[to]
    cards = [card for card in cards if card.zone]
    if zone == CHAMPION:  # 108.3.c.1: only into an empty Champion Zone, so one card
        cards = [card for card in cards if not card.owner.champion][:1]
    if not cards:
        return []
    for card in cards:
        zones.put(game, card, card.owner, zone, top=top)
    moved = tuple(card for card in cards if card.zone == zone)  # a token ceased to exist (186.1)
    game.emit(
        "put", player, key, subject=player, cards=moved, amount=len(cards), data=PutData(to=to)
    )
    return list(moved)


def discard(game: Game, player: Player, count: int = 1) -> list[GameCard]:
    """Discard ``count`` cards of the player's choice from hand (422), as many as there are
    (422.4)."""
    if count <= 0 or not player.hand:
        return []
    chosen = game.choices.pick(
        player.name, list(player.hand), count=min(count, len(player.hand)), prompt="discard"
    )
    return discard_cards(game, player, chosen)


def discard_cards(game: Game, player: Player, chosen: list[GameCard]) -> list[GameCard]:
    """``player`` discards these cards of their hand ("they discard that card", 422.1)."""
    chosen = [card for card in chosen if card.zone == HAND and card in player.hand]
    if not chosen:
        return []
    for card in chosen:
        zones.put(game, card, card.owner, TRASH)
    event = game.emit(
        "discard", player, "discard", subject=player, cards=tuple(chosen), amount=len(chosen)
    )
    for card in chosen:
        own_triggers(game, card, event)  # "When you discard me" (385)
    return chosen


def channel(
    game: Game, player: Player, count: int = 1, exhausted: bool = False, key: str = "channel"
) -> list[GameCard]:
    """Channel ``count`` runes from the top of the rune deck (430), ready unless said otherwise
    (430.2.a); as many as there are (430.3)."""
    runes = player.rune_deck[: max(count, 0)]
    for rune in runes:
        zones.put(game, rune, player, RUNES)
        rune.exhausted = exhausted
    if count > 0:
        also = ("channel.short",) if len(runes) < count else ()
        if key != "channel":
            also = ("channel", *also)
        game.emit(
            "channel",
            player,
            key,
            subject=player,
            cards=tuple(runes),
            amount=len(runes),
            also=also,
            data=ChannelData(exhausted=exhausted),
        )
    return runes


def channel_runes(
    game: Game, player: Player, runes: list[GameCard], exhausted: bool = False
) -> list[GameCard]:
    """Channel the ``runes`` an effect names from the top cards of ``player``'s Rune Deck
    ("Channel one of them"): each onto the board (430.1) as the effect says (430.2), ready
    unless said otherwise (430.2.a); a rune no longer in the Rune Deck is not channeled."""
    runes = [r for r in runes if any(r is c for c in player.rune_deck)]
    for rune in runes:
        zones.put(game, rune, player, RUNES)
        rune.exhausted = exhausted
    if runes:
        game.emit(
            "channel",
            player,
            "channel",
            subject=player,
            cards=tuple(runes),
            amount=len(runes),
            also=("channel.named",),
            data=ChannelData(exhausted=exhausted),
        )
    return runes


def mulligan(game: Game, player: Player, cards: list[GameCard]) -> list[GameCard]:
    """The Mulligan (117): ``player`` sets aside up to two cards of their hand, draws as many,
    then recycles those set aside (416). (Drawing before the set-aside cards leave the hand
    gives the same result: they are not in the Main Deck to be drawn.)"""
    cards = [card for card in cards if card in player.hand][:2]
    if not cards:
        return []
    game.emit("mulligan", player, "mulligan", subject=player, cards=tuple(cards), amount=len(cards))
    draw(game, player, len(cards))
    recycle(game, player, cards)
    return cards
