"""Card text -> executable effects on the engine (:mod:`.compiler`), and Python source that
builds the same effects (:mod:`.codegen`).

``compile_text(text, card_type=None)`` returns a :class:`riftrules.engine.Script` or raises
:class:`NotCompiled` with the reason; ``compile_card`` compiles what it can of a card and names
each ability it cannot in the script's notes.
"""

from riftrules.effects.compiler import compile_card, compile_text
from riftrules.effects.targets import NotCompiled

__all__ = ["NotCompiled", "compile_card", "compile_text"]


def executable(texts: dict[str, str | None]) -> tuple[int, list[dict[str, object]]]:
    """How many of ``texts`` (text -> card type) compile whole, and the reasons the others do
    not, most common first: ``riftrules coverage``'s executable column and its gaps."""
    from collections import Counter

    reasons: Counter[str] = Counter()
    examples: dict[str, str] = {}
    count = 0
    for text, card_type in texts.items():
        try:
            compile_text(text, card_type)
        except NotCompiled as error:
            reason = str(error)
            reasons[reason] += 1
            examples.setdefault(reason, text)
        else:
            count += 1
    gaps = [
        {"reason": reason, "cards": n, "example": examples[reason]}
        for reason, n in reasons.most_common()
    ]
    return count, gaps
