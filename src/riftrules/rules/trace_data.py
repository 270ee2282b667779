"""The precomputed traces: ``rulebook/traces/<old>..<new>.tsv``, one file per adjacent pair.

Matching two editions takes seconds (:func:`riftrules.rules.trace.match`); the result is data,
written at import and committed, so that ``trace``, ``diff`` and ``cite`` read it in
milliseconds. One line per rule, in the older edition's document order (a retrace reads as a
plain git diff)::

    # riftrules traces 2026-03-30 .. 2026-07-16 old:3f2a… new:9c1d…
    418	431	1.000      (old key, new key, similarity)
    123.4	-	-          (no counterpart in the newer edition)
    -	555.1	-          (a rule of the newer edition no rule reached, in its order)

A key is a rule number, or ``143#2`` for the second rule of a number the source prints twice.
The header names each edition's rules by a fingerprint of their data: a file whose fingerprints
do not match the rules (an edition re-imported without its traces) is ignored, and the pair is
matched afresh. :func:`build` is a pure function of the rules; :func:`write` stores its result.
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from pathlib import Path

from riftrules.paths import rulebook_dir
from riftrules.rules import store, trace
from riftrules.rules.store import Edition

FOLDER = "traces"
_NONE = "-"


def file_name(old_id: str, new_id: str) -> str:
    """Where the traces of an adjacent pair live, relative to ``rulebook/``."""
    return f"{FOLDER}/{old_id}..{new_id}.tsv"


def fingerprint(edition: Edition) -> str:
    """A short digest of an edition's rules, as ``rulebook/rules/<id>.jsonl`` holds them."""
    return hashlib.sha256(store.dump_rules(edition.rules).encode("utf-8")).hexdigest()[:16]


def _file_fingerprint(edition_id: str, root: Path | None) -> str:
    # the same digest from the file's bytes (written by store.dump_rules): nothing parsed
    data = store.rules_path(edition_id, root).read_bytes()
    return hashlib.sha256(data).hexdigest()[:16]


def _header(old_id: str, new_id: str, old_print: str, new_print: str) -> str:
    return f"# riftrules traces {old_id} .. {new_id} old:{old_print} new:{new_print}\n"


def _score(score: float) -> str:
    """Four decimals; identical text (exactly 1) is never rounded into from a near miss."""
    return "1" if score == 1.0 else f"{min(round(score, 4), 0.9999):.4f}"


def render(old: Edition, new: Edition, matches: dict[str, tuple[str, float]]) -> str:
    """One pair's file from its matches (old key -> (new key, similarity))."""
    lines = [_header(old.id, new.id, fingerprint(old), fingerprint(new))]
    reached = set()
    for key in old.keyed:
        if key in matches:
            there, score = matches[key]
            reached.add(there)
            lines.append(f"{key}\t{there}\t{_score(score)}\n")
        else:
            lines.append(f"{key}\t{_NONE}\t{_NONE}\n")
    lines += [f"{_NONE}\t{key}\t{_NONE}\n" for key in new.keyed if key not in reached]
    return "".join(lines)


def build(editions: Sequence[Edition]) -> dict[str, str]:
    """The trace files of these editions, oldest first: path under ``rulebook/`` -> content.

    A pure function of the rules data, for an importer to write with the rules it imports."""
    ordered = sorted(editions, key=lambda edition: edition.info.date)
    return {
        file_name(old.id, new.id): render(old, new, trace.match(old, new))
        for old, new in itertools.pairwise(ordered)
    }


def write(root: Path | None = None) -> list[Path]:
    """Rebuild every trace file from the rulebook's editions; each file replaced atomically."""
    root = root or rulebook_dir()
    written = []
    for name, text in build(store.load_all(root)).items():
        path = root / name
        store.write_atomically(path, text)
        written.append(path)
    return written


def read(old_id: str, new_id: str, root: Path | None = None) -> dict[str, tuple[str, float]] | None:
    """The stored matches of an adjacent pair; None when missing or not of these rules."""
    path = (root or rulebook_dir()) / file_name(old_id, new_id)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return None
    header, _, body = text.partition("\n")
    expected = _header(
        old_id, new_id, _file_fingerprint(old_id, root), _file_fingerprint(new_id, root)
    )
    if header + "\n" != expected:
        return None
    found: dict[str, tuple[str, float]] = {}
    for line in body.splitlines():
        here, there, score = line.split("\t")
        if here != _NONE and there != _NONE:
            found[here] = (there, float(score))
    return found
