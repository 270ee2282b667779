"""Text cleaning shared by every format: markup, PDF artefacts, whitespace."""

from __future__ import annotations

import html
import re

_TAG = re.compile(r"<[^>]+>")
_BOLD = re.compile(r"\*\*(.*?)\*\*", re.S)
_ITALIC = re.compile(r"(?<![\w*])_(\S(?:.*?\S)?)_(?![\w])", re.S)
_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"(?<=\w|\])\s+([,.;:!?])(?=\s|$|[\"”’)])")
_LEADING_BULLET = re.compile(r"^[*•]\s+")


def clean(text: str) -> str:
    """Plain text of one row: no HTML, no markdown emphasis, no PDF line breaks."""
    text = _TAG.sub(" ", text)
    text = html.unescape(text)
    text = _BOLD.sub(r"\1", text)
    text = text.replace("**", "")
    text = _ITALIC.sub(r"\1", text)
    text = _INVISIBLE.sub("", text)
    text = text.replace("\u00a0", " ")
    text = " ".join(text.split())
    text = _SPACE_BEFORE_PUNCTUATION.sub(r"\1", text)
    return _LEADING_BULLET.sub("", text)


_ASIDE = re.compile(r"\b(Examples?|EXAMPLES?|Reminder|REMINDER)\s*:\s*")


def split_asides(text: str) -> tuple[str, list[str], list[str]]:
    """Split "… Example: … Reminder: …" into the rule text, its examples and its reminders."""
    pieces = _ASIDE.split(text)
    body, examples, reminders = pieces[0].strip(), [], []
    for label, passage in zip(pieces[1::2], pieces[2::2], strict=True):
        passage = passage.strip()
        if not passage:
            continue
        (reminders if label.lower() == "reminder" else examples).append(passage)
    return body, examples, reminders
