"""The base of every lint rule: a code, a name, a severity, the Core Rules it rests on.

A rule is a small class in :mod:`riftrules.lint.rules` (one module each) whose docstring has
the fixed sections *What it does*, *Why is this bad*, *Example*, *Use instead* and
*References*; :meth:`Rule.check` yields :class:`~riftrules.lint.diagnostic.Diagnostic`.
Rules that read the parse set ``needs_parse``; rules that read card data set ``needs_data``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from riftrules.lint.context import Context
from riftrules.lint.diagnostic import Applicability, Diagnostic, Edit, Fix, Location, Severity

SECTIONS = ("What it does", "Why is this bad", "Example", "Use instead", "References")


class Rule:
    code: ClassVar[str]
    name: ClassVar[str]
    severity: ClassVar[Severity] = Severity.WARNING
    references: ClassVar[tuple[str, ...]] = ()  # Core Rules numbers, newest complete edition
    fixable: ClassVar[Applicability | None] = None
    risk: ClassVar[str | None] = None  # what the rule's unsafe fixes risk
    needs_parse: ClassVar[bool] = False
    needs_data: ClassVar[bool] = False
    # compares the text with the card's record (its printed text): any edit may change that,
    # so a fix is not judged by it
    compares_record: ClassVar[bool] = False

    def check(self, ctx: Context) -> Iterator[Diagnostic]:
        raise NotImplementedError

    def diagnostic(
        self,
        ctx: Context,
        location: Location,
        message: str,
        help: str | None = None,
        fix: Fix | None = None,
        references: tuple[str, ...] | None = None,
    ) -> Diagnostic:
        return Diagnostic(
            code=self.code,
            name=self.name,
            severity=self.severity,
            message=message,
            location=location,
            help=help,
            fix=fix,
            related=ctx.ref(*(self.references if references is None else references)),
        )

    @classmethod
    def fix(
        cls, message: str, *edits: Edit, applicability: Applicability = Applicability.SAFE
    ) -> Fix:
        risk = cls.risk if applicability is Applicability.UNSAFE else None
        return Fix(message, tuple(edits), applicability, risk)

    def rewrite(
        self,
        ctx: Context,
        start: int,
        end: int,
        right: str,
        message: str,
        applicability: Applicability = Applicability.SAFE,
    ) -> Diagnostic:
        """A finding at canonical ``[start, end)`` whose help and fix write ``right`` there."""
        return self.diagnostic(
            ctx,
            ctx.location(start, end),
            message,
            help=f"write {right}",
            fix=self.fix(
                f"Write {right}", ctx.edit(start, end, right), applicability=applicability
            ),
        )

    @classmethod
    def _doc(cls) -> str:
        """The docstring, its indentation removed."""
        lines = (cls.__doc__ or "").split("\n")
        return "\n".join(line[4:] if line.startswith("    ") else line for line in lines)

    @classmethod
    def sections(cls) -> dict[str, str]:
        """The docstring's sections, by title."""
        parts = re.split(r"^## (.+)$", cls._doc(), flags=re.M)
        pairs = zip(parts[1::2], parts[2::2], strict=False)
        return {title.strip(): body.strip() for title, body in pairs}

    @classmethod
    def explain(cls) -> str:
        """The rule's documentation, as ``riftrules lint --explain`` prints it."""
        fix = f"Fix: {cls.fixable.value}." if cls.fixable else "Fix: none."
        if cls.risk:
            fix += f" An unsafe fix risks this: {cls.risk}."
        return f"# {cls.name} ({cls.code})\n\n{cls._doc().strip()}\n\n{fix}\n"
