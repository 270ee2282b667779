"""A stand-in for ``riftrules.effects.compile_text`` (the compiler is written in parallel):
the card texts the scenarios use, built by hand through the engine's public API, exactly as
the compiler is meant to build them. Anything else is ``NotCompiled``."""

from __future__ import annotations

from riftrules.engine import (
    CONTROLLER,
    IT,
    SELF,
    THAT,
    Burn,
    Choose,
    Deal,
    Did,
    Draw,
    Exhaust,
    Give,
    Heal,
    Kill,
    Last,
    Look,
    MightOf,
    PlayToken,
    Recall,
    Reflexive,
    ReplacementAbility,
    Script,
    Sequence,
    TriggeredAbility,
    Units,
    When,
)


class NotCompiled(Exception):
    """What the real compiler raises for text it cannot compile yet."""


def _relic_burn() -> Sequence:
    return Sequence(
        Burn(CONTROLLER, 1),
        Reflexive(
            Give(Choose(Units(controller="friendly")), MightOf(Last()), until="turn"),
            Did(type="Unit"),
            text="When you burn a unit this way",
        ),
    )


TEXTS: dict[str, Script] = {
    "[Burn 3].": Script(effect=Burn(CONTROLLER, 3)),
    "[Burn 1].": Script(effect=Burn(CONTROLLER, 1)),
    "Draw 1.": Script(effect=Draw(CONTROLLER, 1)),
    "Draw 2.": Script(effect=Draw(CONTROLLER, 2)),
    "Look at the top 5 cards of your Main Deck.": Script(effect=Look(5)),
    "Deal 3 to a unit at a battlefield.": Script(effect=Deal(Choose(Units(at="battlefield")), 3)),
}

CARDS: dict[str, Script] = {
    "Zhonya's Hourglass": Script(
        abilities=(
            ReplacementAbility(
                "kill",
                Sequence(Kill(SELF), Heal(THAT), Exhaust(IT), Recall(IT)),
                When(subject="friendly", type="Unit"),
                text="If a friendly unit would die",
            ),
        )
    ),
    "Forgotten Relic": Script(
        abilities=(
            TriggeredAbility(
                "play", _relic_burn(), When(subject="self"), text="When you play this"
            ),
            TriggeredAbility(
                "phase",
                _relic_burn(),
                When(phase="beginning", whose="you"),
                text="At the start of your Beginning Phase",
            ),
        )
    ),
    "Death Mark": Script(
        effect=Sequence(Burn(CONTROLLER, 3), PlayToken("Shadow Clone", might=0)),
    ),
}


def compile_text(text: str, card_type: str | None = None) -> Script:
    """The script of a text above, or of a card whose text it is."""
    if text in TEXTS:
        return TEXTS[text]
    from riftrules.cards import pool

    for name, script in CARDS.items():
        if pool.find(name).text == text:
            return script
    raise NotCompiled(f"the test double does not know {text[:40]!r}")
