"""Card text -> executable effects on the engine (:mod:`.compiler`); :mod:`riftrules.codegen`
writes them as Python source that builds the same effects.

``compile_text(text, card_type=None)`` returns a :class:`riftrules.engine.Script` or raises
:class:`NotCompiled` with the reason; ``compile_card`` compiles what it can of a card and names
each ability it cannot in the script's notes.
"""

from riftrules.effects.compiler import compile_card, compile_text
from riftrules.effects.refusals import Construct, NotCompiled

__all__ = ["Construct", "NotCompiled", "compile_card", "compile_text"]


def executable(texts: dict[str, str | None]) -> tuple[int, list[dict[str, object]]]:
    """How many of ``texts`` (text -> card type) compile whole, and the refusals of the others
    grouped by construct, most texts first (:func:`riftrules.effects.status.ranked`)."""
    from riftrules.effects.status import ranked, status

    count = sum(status(text, card_type).executable for text, card_type in texts.items())
    return count, ranked(texts)
