"""The day-one report of a new set: ``riftrules coverage FILE…`` over the set's card files
(.txt, JSON, YAML or CSV card lists, as the linter reads them).

Three figures, each over what a maintainer would count: **parse** (distinct texts the grammar
reads whole and prints back), **lint** (cards the linter finds nothing on, with the linter
configuration nearest to each file: its rules and the keywords the set declares), and
**executable** (distinct texts that compile whole, and how many of those run a keyword from
its reminder text); then what stops the rest, ranked: the spans riftrules cannot read yet
(RB104), the lint findings by code, and the compiler's refusals by construct and term — what
to build first, the day the set is revealed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from riftrules.cardtext.coverage import Coverage, measure
from riftrules.coverage import Meaning, by_construct, ranked, status
from riftrules.lint import config
from riftrules.lint.diagnostic import Diagnostic, Severity
from riftrules.lint.linter import lint
from riftrules.lint.registry import selected
from riftrules.lint.rule import Rule
from riftrules.lint.sources import Target
from riftrules.rules.glossary import Glossary

NOT_UNDERSTOOD = "RB104"  # riftrules cannot read this yet (lint/rules/not_understood.py)


@dataclass
class LintFigures:
    """What the linter says of the set's cards."""

    cards: int = 0
    clean: int = 0
    by_code: Counter[str] = field(default_factory=Counter)
    mistakes: int = 0  # findings of severity error or warning: the text is wrong
    not_understood: Counter[str] = field(default_factory=Counter)  # RB104 spans, by text
    declared: tuple[str, ...] = ()  # the keywords the set's configuration declares

    def to_json(self) -> dict[str, object]:
        return {
            "cards": self.cards,
            "clean": self.clean,
            "mistakes": self.mistakes,
            "findings_by_code": dict(self.by_code.most_common()),
            "not_understood": [
                {"span": span, "cards": n} for span, n in self.not_understood.most_common()
            ],
            "declared_keywords": list(self.declared),
        }


@dataclass
class SetReport:
    parse: Coverage
    texts: dict[str, str | None]  # distinct text -> the type of the first card printing it
    lint: LintFigures
    executable: int = 0
    from_reminder: int = 0  # executable texts that run a keyword from its reminder text
    reminder_keywords: Counter[str] = field(default_factory=Counter)

    def to_json(self) -> dict[str, object]:
        return {
            "lint": self.lint.to_json(),
            "from_reminder": self.from_reminder,
            "from_reminder_keywords": dict(self.reminder_keywords.most_common()),
        }

    def text(self, top: int) -> str:
        distinct = self.parse.cards
        figures = self.lint
        lines = [
            f"{figures.cards} cards, {distinct} distinct texts",
            f"parse:      {_share(self.parse.round_trip, distinct)} distinct texts read whole",
            f"lint clean: {_share(figures.clean, figures.cards)} cards; "
            f"{figures.mistakes} mistakes (errors, warnings), "
            f"{sum(figures.not_understood.values())} spans riftrules cannot read yet (RB104)",
            f"executable: {_share(self.executable, distinct)} distinct texts; "
            f"{self.from_reminder} of them run a keyword from its reminder text",
        ]
        if figures.declared:
            lines.append(f"declared keywords: {', '.join(figures.declared)}")
        if self.reminder_keywords:
            said = ", ".join(f"{k} ({n})" for k, n in self.reminder_keywords.most_common())
            lines.append(f"compiled from reminder text: {said}")
        if self.parse.gaps:
            lines.append("Lines the grammar does not read whole, by cards:")
            for gap in self.parse.gaps[:top]:
                lines.append(f"  {gap['cards']:>4}  {gap['construct']}")
        if figures.not_understood:
            lines.append("Not read yet (RB104), by cards:")
            lines += [f"  {n:>4}  {s!r}" for s, n in figures.not_understood.most_common(top)]
        if figures.by_code:
            lines.append("Lint findings, by code:")
            lines += [f"  {n:>4}  {code}" for code, n in figures.by_code.most_common(top)]
        constructs = by_construct(self.texts)
        if constructs:
            lines.append("Not executable yet, by construct:")
            lines += [f"  {n:>4}  {construct}" for construct, n in constructs]
            lines.append("Not executable yet, by construct and term (texts each would unlock):")
            for gap in ranked(self.texts)[:top]:
                details = gap["details"]
                assert isinstance(details, list)
                more = f" (+{len(details) - 1} more)" if len(details) > 1 else ""
                lines.append(f"  {gap['texts']:>4}  {gap['group']}: {details[0]}{more}")
        return "\n".join(lines)


def _share(part: int, whole: int) -> str:
    return f"{part}/{whole} ({part / whole:.1%})" if whole else "0/0"


def report(targets: list[Target], named: dict[str, list[str]], texts: dict[str, str | None]):
    """The report of the cards ``targets`` (``named``/``texts``: their distinct texts with the
    cards printing each, and the type each is compiled for)."""
    figures = LintFigures(cards=len(targets))
    runs: dict[Path | None, tuple[list[Rule], Glossary]] = {}
    declared: dict[str, None] = {}
    for target in targets:
        rules, glossary = _settings(target, runs)
        declared.update(dict.fromkeys(f"[{k.name}]" for k in glossary.declared()))
        found = target.reported(lint(target.text, target.card, rules, glossary=glossary))
        _count(figures, target, found)
    figures.declared = tuple(declared)
    result = SetReport(measure(named), texts, figures)
    for text, card_type in texts.items():
        known = status(text, card_type)
        result.executable += known.executable
        if known.meaning is Meaning.REMINDER_TEXT:
            result.from_reminder += 1
            result.reminder_keywords.update(m.keyword for m in known.from_reminders)
    return result


def _settings(target: Target, runs: dict) -> tuple[list[Rule], Glossary]:
    """The rules and keywords of the configuration nearest to the target's file."""
    path = target.path
    if path not in runs:
        settings = config.load(config.find(path.parent if path else None))
        select = (settings.select or ["RB"]) + settings.extend_select
        ignore = settings.ignore + settings.extend_ignore
        if path is not None:
            ignore += config.ignored_for(settings, path)
        runs[path] = (selected(select, ignore), settings.glossary)
    return runs[path]


def _count(figures: LintFigures, target: Target, found: list[Diagnostic]) -> None:
    if not found:
        figures.clean += 1
    spans = set()
    for diagnostic in found:
        figures.by_code[diagnostic.code] += 1
        if diagnostic.severity in (Severity.ERROR, Severity.WARNING):
            figures.mistakes += 1
        if diagnostic.code == NOT_UNDERSTOOD:
            where = diagnostic.location
            spans.add(target.text[where.source_start : where.source_end])
    figures.not_understood.update(spans)
