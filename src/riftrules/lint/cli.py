"""``riftrules lint``: read card texts, run the selected rules, fix, render, choose the exit code.

Exit codes: 0 no findings, 1 findings (or, with ``--diff``, fixes to make), 2 an error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from riftrules.lint import config, sources
from riftrules.lint.card import CardTypeError
from riftrules.lint.diagnostic import Diagnostic
from riftrules.lint.fixes import fix_text, unified_diff
from riftrules.lint.json_text import replace_texts
from riftrules.lint.linter import lint
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.registry import UnknownCode, lookup, selected
from riftrules.lint.render import render
from riftrules.lint.rule import Rule
from riftrules.lint.sources import SourceError, Target

OK, FINDINGS, ERROR = 0, 1, 2


class LintUsageError(Exception):
    """Arguments the linter cannot run with: exit 2."""


def codes(values: Sequence[str] | None) -> list[str]:
    """ "RB1,RB205" and repeated options -> ["RB1", "RB205"]."""
    return [c.strip().upper() for v in values or () for c in v.split(",") if c.strip()]


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except (config.ConfigError, SourceError, UnknownCode, CardTypeError) as error:
        raise LintUsageError(str(error)) from None


def _run(args: argparse.Namespace) -> int:
    if args.explain:
        sys.stdout.write(lookup(args.explain).explain())
        return OK
    settings = config.Settings() if args.isolated else config.load(config.find())
    select = codes(args.select) or settings.select
    ignore = codes(args.ignore) + settings.ignore
    rules = selected(select, ignore)
    card_type = args.card_type or settings.card_type
    output_format = args.output_format or settings.output_format or "full"
    unsafe = args.unsafe_fixes or settings.unsafe_fixes
    targets = _targets(args, card_type)
    if args.fix and any(t.path is None and t.label != "<text>" for t in targets):
        raise LintUsageError("--fix cannot change the bundled pool; use --diff to see the fixes")

    if args.diff or args.fix:
        fixed = {i: _fixed(t, rules, unsafe) for i, t in enumerate(targets)}
        changed = {i: text for i, text in fixed.items() if text != targets[i].text}
        if args.diff:
            sys.stdout.write(_diff(targets, changed))
            return FINDINGS if changed else OK
        _write(targets, changed)
        if any(t.label == "<text>" for t in targets):
            sys.stdout.write(changed.get(0, targets[0].text) + "\n")
        targets = [
            replace(t, text=changed[i]) if i in changed else t for i, t in enumerate(targets)
        ]
        if changed:
            print(f"Fixed {len(changed)} card text(s).", file=sys.stderr)

    cache = None if args.no_cache else ParseCache()
    entries = [(t, lint(t.text, t.card, rules, cache)) for t in targets]
    if cache is not None:
        cache.save()
    out = sys.stderr if args.fix and any(t.label == "<text>" for t in targets) else sys.stdout
    out.write(render(output_format, entries, rules, unsafe))
    found = any(diagnostics for _, diagnostics in entries)
    return FINDINGS if found and not args.exit_zero else OK


def _targets(args: argparse.Namespace, card_type: str | None) -> list[Target]:
    targets: list[Target] = []
    if args.text is not None:
        text = sources.read_stdin() if args.text == "-" else args.text
        targets.append(sources.text_target(text, card_type))
    if args.pool:
        targets += sources.pool_targets()
    if args.paths:
        targets += sources.read_paths(args.paths, card_type)
    if not (args.text is not None or args.pool or args.paths):
        raise LintUsageError("nothing to lint: give PATHS, --pool or --text")
    return targets


def _fixed(target: Target, rules: Sequence[Rule], unsafe: bool) -> str:
    def check(text: str) -> list[Diagnostic]:
        return lint(text, target.card, rules)

    return fix_text(target.text, check, unsafe)[0]


def _diff(targets: list[Target], changed: dict[int, str]) -> str:
    out = []
    for path, (before, after) in _file_changes(targets, changed).items():
        out.append(unified_diff(before, after, str(path)))
    for i, text in changed.items():
        if targets[i].path is None:
            out.append(unified_diff(targets[i].text, text, targets[i].label))
    return "".join(out)


def _write(targets: list[Target], changed: dict[int, str]) -> None:
    """Write the fixed texts back into their files."""
    for path, (_, after) in _file_changes(targets, changed).items():
        try:
            with path.open("w", encoding="utf-8", newline="") as handle:
                handle.write(after)  # newline="": "\r\n" written as read
        except OSError as error:
            raise SourceError(f"{path}: cannot write the fixes: {error}") from None


def _file_changes(targets: list[Target], changed: dict[int, str]) -> dict[Path, tuple[str, str]]:
    """Each file with fixed texts: its content before and after."""
    by_file: dict[Path, list[int]] = {}
    for i in changed:
        path = targets[i].path
        if path is not None:
            by_file.setdefault(path, []).append(i)
    out = {}
    for path, indexes in by_file.items():
        before = sources.read_file(path)
        if path.suffix == ".json":  # only the fixed strings change: indentation, order kept
            texts = {targets[i].index: changed[i] for i in indexes}
            out[path] = (before, replace_texts(before, texts))  # type: ignore[arg-type]
            continue
        after = before
        for i in sorted(indexes, key=lambda i: targets[i].start, reverse=True):
            target = targets[i]
            end = target.start + len(target.text)
            after = after[: target.start] + changed[i] + after[end:]
        out[path] = (before, after)
    return out
