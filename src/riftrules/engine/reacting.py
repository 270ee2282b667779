"""Reactions (359.3.c, 338.1.a, 811.6): before a spell on the chain resolves, each other
player in turn order may play one [Reaction] spell from their hand, or a card they hid facedown;
the chain asks it through :data:`.chain.STEPS`, set here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftrules.engine import board, chain, costs, hiding
from riftrules.engine.chain import PASS, has_reaction

if TYPE_CHECKING:
    from riftrules.engine.chain import ChainItem
    from riftrules.engine.state import Game, GameCard


def react(game: Game, item: ChainItem, paying: bool) -> bool:
    """Before ``item`` resolves, each other player in turn order after its controller may
    play one [Reaction] spell from their hand (359.3.c, 338.1.a), or a card they hid facedown
    (811.6); ``paying``: its costs are paid (as the spell's were), else it is played without
    paying, as in scenarios. Whether anyone did (what they played has resolved)."""
    responded = False
    what = item.card.name if item.card is not None else item.name
    for player in game.in_turn_order(item.controller)[1:]:
        if item.countered or game.over:
            return responded
        cards = [c for c in player.hand if has_reaction(game, c)]
        if paying:
            cards = [c for c in cards if costs.can_play(game, player, c)]  # 356: as changed
        hidden = [
            c
            for b in game.battlefields
            for c in b.facedown
            if hiding.can_play_hidden(game, player, c)
        ]
        if not cards and not hidden:
            continue
        options = [PASS, *cards, *hidden]
        picked = game.choices.offer(player.name, options, prompt=f"react to {what}")
        if picked == PASS:
            continue
        responded = True
        card: GameCard = picked  # type: ignore[assignment]
        if card in hidden:  # 811.6: a hidden card has [Reaction], played for [0] (811.1.b)
            hiding.play_hidden(game, player, card)
        elif paying:
            costs.play_card(game, player, card)
        else:
            board.play(game, player, card)
    return responded


chain.STEPS.react = react
