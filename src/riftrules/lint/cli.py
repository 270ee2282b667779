"""``riftrules lint``: read card texts, run the selected rules, fix, render, choose the exit code.

Exit codes: 0 no findings, 1 findings (or, with ``--diff``, fixes to make), 2 an error.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from riftrules.lint import card_lists, config, sources
from riftrules.lint.card import CardTypeError
from riftrules.lint.card_lists import Format
from riftrules.lint.diagnostic import Applicability, Diagnostic
from riftrules.lint.fixes import applicable, fix_text, unified_diff
from riftrules.lint.linter import lint
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.places import Unwritable
from riftrules.lint.registry import FAMILIES, RULES, UnknownCode, lookup, selected
from riftrules.lint.render import render
from riftrules.lint.render.common import Fixes, position, statistics, use_colour
from riftrules.lint.rule import Rule
from riftrules.lint.sources import SourceError, Target
from riftrules.rules.glossary import BUILT_IN, Glossary
from riftrules.terminal import escape

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
    if args.list_rules:
        sys.stdout.write(_rule_list(args.output_format == "json"))
        return OK
    runs = Runs(args)
    here = runs.settings(None)
    output_format = args.output_format or here.output_format or "full"
    unsafe = args.unsafe_fixes or here.unsafe_fixes
    errors: list[str] = []  # files that could not be read or written: reported, exit 2
    targets = _targets(args, runs, errors)
    if args.fix and any(t.path is None and t.label != "<text>" for t in targets):
        raise LintUsageError("--fix cannot change the bundled pool; use --diff to see the fixes")

    cache = None if args.no_cache else ParseCache()
    entries = [(t, _reported(t, runs.rules(t), cache, runs.glossary(t))) for t in targets]
    fixed_count = 0
    if args.diff or args.fix:
        fixed = {
            i: _fixed(t, runs.rules(t), unsafe, runs.glossary(t))
            for i, (t, ds) in enumerate(entries)
            if ds
        }
        changed = {i: text for i, (text, _) in fixed.items() if text != targets[i].text}
        files = _file_changes(targets, changed, errors)
        kept = {i for _, _, indexes in files.values() for i in indexes}
        changed = {i: t for i, t in changed.items() if targets[i].path is None or i in kept}
        if args.diff:
            diff = _diff(targets, changed, files)
            sys.stdout.write(diff)
            if not diff:  # as ruff says it: nothing to show is said, not left silent
                print("No errors would be fixed.", file=sys.stderr)
            _report(errors)
            return ERROR if errors else FINDINGS if changed else OK
        for i in _write(files, errors):
            del changed[i]
        if any(t.label == "<text>" for t in targets):
            sys.stdout.write(_fixed_text(targets[0], changed.get(0)) + "\n")
        for i, text in changed.items():
            target = replace(targets[i], text=text)
            rules, glossary = runs.rules(target), runs.glossary(target)
            fixed_count += _trial(targets[i], entries[i][1], rules, unsafe, cache, glossary)[1]
            entries[i] = (target, _reported(target, rules, cache, glossary))
        targets = [target for target, _ in entries]
    entries, fixes = tried(entries, runs.rules, unsafe, cache, runs.glossary)
    if cache is not None:
        cache.save()
    out = sys.stderr if args.fix and any(t.label == "<text>" for t in targets) else sys.stdout
    colour = use_colour(out)
    if errors and not targets:
        pass  # nothing was read: the errors are the whole answer
    elif args.statistics:
        out.write(statistics(entries, unsafe, colour))
    else:
        rules = runs.all_rules()
        out.write(render(output_format, entries, rules, unsafe, fixed_count, colour, fixes))
    _report(errors)
    if errors:
        return ERROR
    found = any(diagnostics for _, diagnostics in entries)
    return FINDINGS if found and not args.exit_zero else OK


def lint_targets(
    targets: list[Target],
    rules: Callable[[Target], list[Rule]],
    unsafe: bool,
    cache: ParseCache | None,
    glossary: Callable[[Target], Glossary] = lambda target: BUILT_IN,
) -> tuple[list[tuple[Target, list[Diagnostic]]], Fixes]:
    """Each target's findings (with ``rules(target)``) after the trial of their fixes, and how
    many --fix and --unsafe-fixes would fix: what a run without --fix or --diff reports."""
    entries = [(t, _reported(t, rules(t), cache, glossary(t))) for t in targets]
    return tried(entries, rules, unsafe, cache, glossary)


def tried(
    entries: list[tuple[Target, list[Diagnostic]]],
    rules: Callable[[Target], list[Rule]],
    unsafe: bool,
    cache: ParseCache | None,
    glossary: Callable[[Target], Glossary] = lambda target: BUILT_IN,
) -> tuple[list[tuple[Target, list[Diagnostic]]], Fixes]:
    """``entries`` with their fixes tried (:func:`_trial`), and the counts of fixes."""
    trials = [_trial(t, ds, rules(t), unsafe, cache, glossary(t)) for t, ds in entries]
    out = [(t, ds) for (t, _), (ds, _, _) in zip(entries, trials, strict=True)]
    return out, Fixes(sum(n for _, n, _ in trials), sum(h for _, _, h in trials))


def _reported(
    target: Target, rules: list[Rule], cache: ParseCache | None, glossary: Glossary = BUILT_IN
) -> list[Diagnostic]:
    """The findings of ``target`` that its noqa directives leave, and what is wrong with the
    directives themselves (RB001, RB002, when selected)."""
    found = lint(target.text, target.card, rules, cache, glossary)
    ran = {rule.code for rule in rules}
    directives = [d for d in target.suppression_findings(found, ran) if d.code in ran]
    kept = target.reported(found) + directives
    return sorted(kept, key=lambda d: (*position(target, d)[:2], d.code))


def _fixed_text(target: Target, text: str | None) -> str:
    """``--fix --text``: the text as given, with the fixes and its comments."""
    if text is None:
        return target.document.content if target.document else target.text
    if target.document is None:
        return text
    out = target.document.content
    for start, end, new in sorted(sources.replacements(target, text), reverse=True):
        out = out[:start] + new + out[end:]
    return out


HELD = "held back: applying it makes the text worse (a finding it would add), so --fix leaves it"


def _trial(
    target: Target,
    found: list[Diagnostic],
    rules: list[Rule],
    unsafe: bool,
    cache: ParseCache | None = None,
    glossary: Glossary = BUILT_IN,
) -> tuple[list[Diagnostic], int, int]:
    """``found`` with each fix --fix would not apply marked display-only (a fix held back
    because it makes the text worse), how many findings --fix would fix, and how many more
    --unsafe-fixes would: a trial of the fixes, so that "[*] 2 fixable" is what --fix does.
    A finding is fixed when --fix leaves fewer findings of its code (findings that a fix
    adds elsewhere, a text drifting from its printed record, are counted as remaining)."""
    if not any(applicable(d, True) for d in found):
        return found, 0, 0

    def check(text: str) -> list[Diagnostic]:
        return target.reported(lint(text, target.card, rules, cache, glossary))

    base = check(target.text)
    gone = {}
    for mode in (False, True):
        if mode and not any(applicable(d, True) and not applicable(d) for d in base):
            gone[mode] = gone[False]
            continue
        after = check(fix_text(target.text, check, mode)[0])
        gone[mode] = Counter(d.code for d in base) - Counter(d.code for d in after)
    fixable = Counter(gone[unsafe])
    out, count = [], 0
    for d in found:
        if applicable(d, unsafe) and fixable[d.code] > 0:
            fixable[d.code] -= 1
            count += 1
        elif applicable(d, unsafe) and d.fix is not None:
            held = replace(d.fix, applicability=Applicability.DISPLAY_ONLY, risk=HELD)
            d = replace(d, fix=held)
        out.append(d)
    hidden = 0
    if not unsafe:  # what --unsafe-fixes would fix besides
        hidden = sum(min(n, _applicable(base, code)) for code, n in gone[True].items()) - count
    return out, count, max(0, hidden)


def _applicable(found: list[Diagnostic], code: str) -> int:
    return sum(d.code == code and applicable(d, True) for d in found)


def _report(errors: list[str]) -> None:
    """Each file that could not be read or written, one line each, as ruff reports them."""
    for error in errors:
        print(f"riftrules: error: {escape(error)}", file=sys.stderr)


class Runs:
    """The settings and rules of each file: the configuration nearest to it (the working
    folder's for the pool and --text), the command line winning."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self._settings: dict[Path | None, config.Settings] = {}
        self._rules: dict[tuple[Path | None, tuple[str, ...]], list[Rule]] = {}
        self._glossaries: dict[Path | None, Glossary] = {}

    def settings(self, path: Path | None) -> config.Settings:
        if self.args.isolated:
            return config.Settings()
        found = config.find(path.parent if path else None)
        if found not in self._settings:
            self._settings[found] = config.load(found)
        return self._settings[found]

    def rules(self, target: Target) -> list[Rule]:
        args, settings = self.args, self.settings(target.path)
        select = codes(args.select) or settings.select
        select = (select or ["RB"]) + codes(args.extend_select) + settings.extend_select
        ignore = codes(args.ignore) + settings.ignore + codes(args.extend_ignore)
        ignore += settings.extend_ignore
        if target.path is not None:
            ignore += config.ignored_for(settings, target.path)
        key = (settings.path, (*select, "-", *ignore))
        if key not in self._rules:
            self._rules[key] = selected(select, ignore)
        return self._rules[key]

    def all_rules(self) -> list[Rule]:
        """Every rule some file runs (SARIF lists them)."""
        seen: dict[str, Rule] = {}
        for rules in self._rules.values() or [selected()]:
            for rule in rules:
                seen.setdefault(rule.code, rule)
        return sorted(seen.values(), key=lambda rule: rule.code)

    def glossary(self, target: Target) -> Glossary:
        """The keywords ``target`` is checked against: the built-in ones and its set's."""
        settings = self.settings(target.path)
        if settings.path not in self._glossaries:
            self._glossaries[settings.path] = settings.glossary
        return self._glossaries[settings.path]

    def card_type(self, path: Path | None) -> str | None:
        return self.args.card_type or self.settings(path).card_type


def _rule_list(as_json: bool) -> str:
    """Every rule: code, name, severity, fix, family (``--list-rules``)."""
    rows = [
        {
            "code": code,
            "name": rule.name,
            "severity": rule.severity.value,
            "fix": rule.fixable.value if rule.fixable else "none",
            "family": FAMILIES.get(code[:3], ""),
        }
        for code, rule in RULES.items()
    ]
    if as_json:
        return json.dumps(rows, indent=2) + "\n"
    width = max(len(row["name"]) for row in rows)
    lines = [
        f"{row['code']}  {row['name']:<{width}}  {row['severity']:<7}  fix: {row['fix']:<12}"
        f"  {row['family']}".rstrip()
        for row in rows
    ]
    return "\n".join(lines) + f"\n{len(rows)} rules; `riftrules lint --explain CODE` for one\n"


def _targets(args: argparse.Namespace, runs: Runs, errors: list[str]) -> list[Target]:
    targets: list[Target] = []
    if args.text is not None:
        text = sources.read_stdin() if args.text == "-" else args.text
        targets.append(sources.text_target(text, runs.card_type(None)))
    if args.pool:
        targets += sources.pool_targets()
    if args.paths:
        targets += sources.read_paths(args.paths, runs.card_type, errors)
    if not (args.text is not None or args.pool or args.paths):
        raise LintUsageError("nothing to lint: give PATHS, --pool or --text")
    return targets


def _fixed(
    target: Target, rules: Sequence[Rule], unsafe: bool, glossary: Glossary = BUILT_IN
) -> tuple[str, int]:
    def check(text: str) -> list[Diagnostic]:
        return target.reported(lint(text, target.card, rules, glossary=glossary))

    return fix_text(target.text, check, unsafe)


def _diff(targets: list[Target], changed: dict[int, str], files: FileChanges) -> str:
    out = [unified_diff(before, after, str(path)) for path, (before, after, _) in files.items()]
    for i, text in changed.items():
        if targets[i].path is None:
            out.append(unified_diff(targets[i].text, text, targets[i].label))
    return "".join(out)


def _write(files: FileChanges, errors: list[str]) -> set[int]:
    """Write the fixed texts back into their files; the texts that could not be written."""
    unwritten: set[int] = set()
    for path, (_, after, indexes) in files.items():
        try:
            path.write_text(after, encoding="utf-8", newline="")  # "\r\n" written as read
        except (OSError, UnicodeError) as error:
            errors.append(f"{path}: cannot write the fixes: {error}")
            unwritten.update(indexes)
    return unwritten


FileChanges = dict[Path, tuple[str, str, list[int]]]


def _file_changes(targets: list[Target], changed: dict[int, str], errors: list[str]) -> FileChanges:
    """Each file with fixed texts: its content before and after, and the texts fixed in it. A
    file whose fixes cannot be written without changing anything else is left out, and said
    in ``errors``."""
    by_file: dict[Path, list[int]] = {}
    for i in changed:
        path = targets[i].path
        if path is not None:
            by_file.setdefault(path, []).append(i)
    out: FileChanges = {}
    for path, indexes in by_file.items():
        document = targets[indexes[0]].document
        assert document is not None
        before = document.content
        if sources.read_file(path) != before:
            errors.append(f"{path}: changed while it was linted; the fixes were not written")
            continue
        if document.format is not Format.TXT:  # only the fixed texts change, all else is kept
            texts = {targets[i].index: changed[i] for i in indexes}
            try:
                after = card_lists.rewritten(before, document.format, str(path), texts)  # type: ignore[arg-type]
            except Unwritable as error:
                errors.append(f"{error}; the fixes were not written")
                continue
            out[path] = (before, after, indexes)
            continue
        try:
            spans = [span for i in indexes for span in sources.replacements(targets[i], changed[i])]
        except Unwritable as error:
            errors.append(f"{error}; the fixes of {path} were not written")
            continue
        after = before
        for start, end, text in sorted(spans, reverse=True):
            after = after[:start] + text + after[end:]
        out[path] = (before, after, indexes)
    return out
