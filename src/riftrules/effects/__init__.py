"""Card text -> executable effects on the engine (:mod:`.compiler`); :mod:`riftrules.codegen`
writes them as Python source that builds the same effects.

``compile_text(text, card_type=None)`` returns a :class:`riftrules.engine.Script` or raises
:class:`NotCompiled` with the reason; ``compile_card`` compiles what it can of a card and names
each ability it cannot in the script's notes.
"""

from riftrules.effects.compiler import compile_card, compile_text
from riftrules.effects.refusals import Construct, NotCompiled

__all__ = ["Construct", "NotCompiled", "compile_card", "compile_text"]
