"""What a token is beyond what the effect creating it says (rule 187): its tags and its text.

"Play a Gold gear token" creates a gear with "[Reaction][>] Kill this, [E]: [Add] [A]." (187.5);
"a 3 [M] Mech unit token" a unit with the Mech tag (187.4). The text is compiled like a card's,
so a token whose abilities the compiler cannot build is refused, never created without them.
"""

from __future__ import annotations

from riftrules.effects import compiler
from riftrules.effects.data import load
from riftrules.effects.refusals import Construct, NotCompiled
from riftrules.engine import Ability

# name -> (tags, text), as rule 187 lists them (data/tokens.json, with the rule of each)
TOKENS: dict[str, tuple[tuple[str, ...], str]] = {
    name: (tuple(token["tags"]), token["text"])
    for name, token in load("tokens.json")["tokens"].items()
}


def token(name: str, kind: str) -> tuple[tuple[str, ...], tuple[Ability, ...]]:
    """The tags and the abilities of the token ``name`` (a "Unit" or "Gear")."""
    if name not in TOKENS:
        raise NotCompiled(Construct.TOKEN, f"a {name} token (not one of rule 187) not compiled")
    tags, text = TOKENS[name]
    return tags, (compiler.compile_text(text, kind).abilities if text else ())


def token_named(words: tuple[str, ...]) -> str | None:
    """The token of rule 187 a name of the IR names, singular or plural (("Sand", "Soldiers")
    -> "Sand Soldier"), or None."""
    if not words:
        return None
    *first, last = words
    for said in (last, last.removesuffix("s")):
        name = " ".join((*first, said))
        if name in TOKENS:
            return name
    return None
