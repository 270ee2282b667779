"""What a scenario's game runs on: each card's text compiled once (:class:`Scripts`), and a
card of the pool played by name (:func:`play_card`) — the step actions and the runner share them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from riftrules.cards import pool
from riftrules.effects import compile_card, compile_text
from riftrules.engine import timing
from riftrules.engine.board import play
from riftrules.engine.chain import card_timing
from riftrules.engine.costs import targets_chosen
from riftrules.engine.refusals import Refusal, Refused
from riftrules.engine.state import Battlefield, CardScript, Game, GameCard, Player

Compiler = Callable[..., Any]  # compile_text(text, card_type=None) -> CardScript


class NotRun(Exception):
    """A step could not run; the message says why."""


def default_compiler(text: str, card_type: str | None = None) -> CardScript:
    """``riftrules.effects.compile_text``."""
    return compile_text(text, card_type=card_type)


def default_card_compiler(text: str, card_type: str | None = None) -> CardScript:
    """``riftrules.effects.compile_card``: a card's abilities, those that compile (the others
    are named in the script's notes and in the scenario's result)."""
    return compile_card(text, card_type=card_type)


def compiled(compiler: Compiler, text: str, card_type: str | None) -> CardScript:
    """Compile, turning ``NotCompiled`` (and any compiler error) into :class:`NotRun`."""
    try:
        return compiler(text, card_type=card_type)
    except NotRun:
        raise
    except Exception as error:
        if type(error).__name__ == "NotCompiled":
            raise NotRun(f"not compiled: {error}") from None
        raise NotRun(f"the compiler failed: {type(error).__name__}: {error}") from None


class Scripts:
    """A game's ``scripts``: each card's text compiled once, by name."""

    def __init__(self, compiler: Compiler, card_compiler: Compiler | None = None) -> None:
        self.compiler = compiler  # for text steps: all of it must compile
        self.card_compiler = card_compiler or compiler  # for cards: what compiles
        self.cache: dict[str, CardScript | None] = {}
        self.errors: dict[str, str] = {}
        self.refusals: dict[str, str] = {}  # card name -> why its text is not executable

    def __call__(self, obj: GameCard) -> CardScript | None:
        card = obj.card
        if card is None or not card.text:
            return None
        if card.name not in self.cache:
            try:
                script = compiled(self.card_compiler, card.text, card.type)
                self.cache[card.name] = script
                for note in getattr(script, "notes", ()):
                    if note.startswith("not compiled: "):
                        self.errors.setdefault(card.name, note)
            except NotRun as error:
                self.cache[card.name] = None
                self.errors[card.name] = str(error)
        return self.cache[card.name]

    def refusal(self, card: Any) -> str:
        """Why ``card``'s text does not compile whole (the construct, the term, the detail),
        or '' when it does (or has no text)."""
        if not card.text:
            return ""
        if card.name not in self.refusals:
            try:
                self.compiler(card.text, card_type=card.type)
                self.refusals[card.name] = ""
            except Exception as error:  # NotCompiled (or any compiler failure)
                construct = getattr(getattr(error, "construct", None), "value", "compiler")
                term = getattr(error, "term", None)
                what = f"{construct} {term!r}" if term else construct
                self.refusals[card.name] = f"{what}: {error}"
        return self.refusals[card.name]

    def require(self, obj: GameCard) -> None:
        """Fail unless ``obj``'s text (if any) compiles."""
        script = self(obj)
        if script is None and obj.card is not None and obj.card.name in self.errors:
            raise NotRun(f"{obj.card.name}: {self.errors[obj.card.name]}")


def play_card(
    game: Game,
    player: Player,
    name: str,
    battlefield: Battlefield | None = None,
    exhausted: bool | None = None,
) -> GameCard:
    """Play a card of the pool by name: from the player's hand if it is there, else a new copy
    (costs are not paid in scenarios). Its text must compile."""
    obj = next((card for card in player.hand if card.name == name), None)
    if obj is None:
        card = pool.find(name)
        obj = game.new_card(card.name, player, card=card)
    if isinstance(game.scripts, Scripts):
        game.scripts.require(obj)
    if not timing.allows(game, player, card_timing(game, obj)):  # 310.1.a, 159.2
        raise Refused(Refusal.TIMING, f"play {obj.name}")
    if not targets_chosen(game, player, obj):  # 355.8: it cannot be put on the chain
        raise Refused(Refusal.NO_TARGET, f"play {obj.name}")
    return play(game, player, obj, battlefield, exhausted)
