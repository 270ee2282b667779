"""Refusals read as sentences: no empty parentheses, no "the engine has no not in the engine"."""

from __future__ import annotations

import pytest

from riftrules.effects import NotCompiled, compile_text


@pytest.mark.parametrize("text", ["[Shield] [2]", "[Ganking] [1]", "[Legion] [1]"])
def test_a_keyword_refusal_is_a_sentence(text):
    with pytest.raises(NotCompiled) as refused:
        compile_text(text, "Unit")
    message = str(refused.value)
    assert "()" not in message and "''" not in message
    assert "has no not" not in message and "has no its" not in message
    assert message.startswith(text.split(" ")[0]) and ": the engine " in message
