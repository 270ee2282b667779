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
    needs_parse: ClassVar[bool] = False
    needs_data: ClassVar[bool] = False

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

    @staticmethod
    def fix(message: str, *edits: Edit, applicability: Applicability = Applicability.SAFE) -> Fix:
        return Fix(message, tuple(edits), applicability)

    @classmethod
    def sections(cls) -> dict[str, str]:
        """The docstring's sections, by title."""
        doc = (cls.__doc__ or "").strip("\n")
        lines = [line[4:] if line.startswith("    ") else line for line in doc.split("\n")]
        parts = re.split(r"^## (.+)$", "\n".join(lines), flags=re.M)
        pairs = zip(parts[1::2], parts[2::2], strict=False)
        return {title.strip(): body.strip() for title, body in pairs}

    @classmethod
    def explain(cls) -> str:
        """The rule's documentation, as ``riftrules lint --explain`` prints it."""
        doc = "\n".join(
            line[4:] if line.startswith("    ") else line
            for line in (cls.__doc__ or "").split("\n")
        ).strip()
        fix = f"Fix: {cls.fixable.value}." if cls.fixable else "Fix: none."
        return f"# {cls.name} ({cls.code})\n\n{doc}\n\n{fix}\n"
