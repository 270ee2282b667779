"""The compiler's data, shipped in the package and loaded once: ``tokens.json`` (the tokens of
rule 187: their tags and text). What words mean, keywords included, is the IR's lexicon
(:mod:`riftrules.ir.lexicon`)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any


@cache
def load(name: str) -> dict[str, Any]:
    """The data file ``name`` of this folder."""
    text = resources.files(__name__).joinpath(name).read_text(encoding="utf-8")
    return json.loads(text)
