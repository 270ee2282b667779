"""The IR's references the compiler reads most ("I"/"me", "it", "you", "here") and the permanent
types."""

from __future__ import annotations

from riftrules.ir.nodes import NounPhrase as IRNounPhrase

PERMANENT_TYPES = {"unit", "gear", "legend", "battlefield", "token"}

# the IR's references: "I"/"me", "it", "you", "here"
_SELF = IRNounPhrase(reference="self")
_IT = IRNounPhrase(reference="it")
_YOU = IRNounPhrase(reference="you")
_HERE = IRNounPhrase(reference="here")
