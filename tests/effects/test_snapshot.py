"""The safety net: what every distinct card text of the pool compiles to, card by card.

``snapshots/pool.txt`` holds, for each distinct current text of the bundled pool (sorted), the
cards printing it, the text, and either the Python expression of its compiled script (the
same source ``riftrules compile`` writes) or the refusal (construct and detail). Any change in
what a text compiles to fails this test and names the texts that changed, with a diff of each.

A change that is meant (a new card made executable, a refusal made more precise) is written
deliberately and reviewed like code::

    .venv/bin/python tests/effects/test_snapshot.py --update
    git diff tests/effects/snapshots/pool.txt

Never regenerate to silence this test: read the diff first. A text that compiled before and is
refused after is a regression (:func:`test_no_executable_text_is_refused_now` says which).
"""

from __future__ import annotations

import difflib
import sys
from pathlib import Path

SNAPSHOT = Path(__file__).resolve().parent / "snapshots" / "pool.txt"
REFUSED = "NOT COMPILED: "


def pool_entries() -> dict[str, tuple[list[str], str | None]]:
    """Each distinct current pool text -> (the cards printing it, the first one's type)."""
    from riftrules.cards import pool

    entries: dict[str, tuple[list[str], str | None]] = {}
    for card in pool.load():
        if card.text:
            entries.setdefault(card.text, ([], card.type))[0].append(card.name)
    return entries


def compiled(text: str, card_type: str | None) -> str:
    """What ``text`` compiles to: the script's Python expression, or the refusal."""
    from riftrules.codegen import source
    from riftrules.effects import NotCompiled, compile_text

    try:
        return source(compile_text(text, card_type))
    except NotCompiled as error:
        return REFUSED + _refusal(error)


def _refusal(error: Exception) -> str:
    construct = getattr(error, "construct", None)
    detail = getattr(error, "detail", None)
    if construct is not None:
        return f"[{getattr(construct, 'value', construct)}] {detail}"
    return str(error)


def render() -> str:
    blocks = []
    for text, (names, card_type) in sorted(pool_entries().items()):
        quoted = "\n".join(f"> {line}" for line in text.splitlines())
        title = f"## {', '.join(sorted(set(names)))} ({card_type})"
        blocks.append(f"{title}\n{quoted}\n{compiled(text, card_type)}\n")
    return "\n".join(blocks)


def parse(snapshot: str) -> dict[str, str]:
    """The snapshot's blocks by the text they are for."""
    blocks: dict[str, str] = {}
    for block in snapshot.split("\n## "):
        lines = block.removeprefix("## ").splitlines()
        text = "\n".join(line[2:] for line in lines[1:] if line.startswith("> "))
        blocks[text] = "\n".join(line for line in lines[1:] if not line.startswith("> ")).strip()
    return blocks


def test_every_pool_text_compiles_as_in_the_snapshot():
    expected = parse(SNAPSHOT.read_text(encoding="utf-8"))
    actual = parse(render())
    changed = sorted(
        text for text in expected.keys() | actual.keys() if expected.get(text) != actual.get(text)
    )
    report = []
    for text in changed[:10]:
        diff = difflib.unified_diff(
            expected.get(text, "(absent)").splitlines(),
            actual.get(text, "(absent)").splitlines(),
            "snapshot",
            "now",
            lineterm="",
        )
        report.append(f"{text!r}:\n" + "\n".join(diff))
    assert not changed, (
        f"{len(changed)} pool texts compile differently from tests/effects/snapshots/pool.txt "
        "(review, then rewrite it with: python tests/effects/test_snapshot.py --update):\n"
        + "\n\n".join(report)
    )


def test_no_executable_text_is_refused_now():
    """The ratchet: a text the snapshot has as executable never becomes refused (a refusal made
    executable is progress, the other way round a regression)."""
    expected = parse(SNAPSHOT.read_text(encoding="utf-8"))
    entries = pool_entries()
    regressed = [
        text
        for text, block in expected.items()
        if text in entries
        and not block.startswith(REFUSED)
        and compiled(text, entries[text][1]).startswith(REFUSED)
    ]
    assert not regressed, f"executable before, refused now: {regressed[:10]}"


def test_the_snapshot_covers_every_distinct_pool_text():
    expected = parse(SNAPSHOT.read_text(encoding="utf-8"))
    assert set(expected) == set(pool_entries())


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        sys.exit(
            f"usage: python {sys.argv[0]} --update   (rewrites {SNAPSHOT.name}; review the diff)"
        )
    SNAPSHOT.parent.mkdir(exist_ok=True)
    SNAPSHOT.write_text(render(), encoding="utf-8")
    print(f"wrote {SNAPSHOT}: review it with 'git diff {SNAPSHOT}'")
