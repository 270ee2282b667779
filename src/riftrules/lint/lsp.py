"""``riftrules lsp``: a language server (pygls) that lints card text as it is typed.

A document is read as a .txt file of card texts (blocks separated by blank lines, each perhaps
opened by ``# type: unit``); on open, change and save the server publishes the same findings
as ``riftrules lint``, and offers each fix as a quick fix. Settings: ``[tool.riftrules]`` of
the nearest ``pyproject.toml`` of the document, and the client's initialization options
``{"cardType": "unit", "select": [...], "ignore": [...]}``, which win.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.workspace import TextDocument

from riftrules.lint import config
from riftrules.lint.diagnostic import Applicability, Diagnostic, Severity
from riftrules.lint.fixes import applicable
from riftrules.lint.linter import lint
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.registry import selected
from riftrules.lint.sources import SourceError, Target, txt_targets

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}


@dataclass
class Options:
    card_type: str | None = None
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)


class CardTextServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "riftrules", "0.1.0", text_document_sync_kind=types.TextDocumentSyncKind.Full
        )
        self.options = Options()
        self.cache = ParseCache(persist=False)
        self.findings: dict[str, list[tuple[Target, Diagnostic]]] = {}

    def settings_for(self, uri: str) -> tuple[str | None, list[str], list[str]]:
        """The document's settings (a configuration that cannot be read raises ConfigError)."""
        path = _path(uri)
        settings = config.load(config.find(path.parent)) if path else config.Settings()
        card_type = self.options.card_type or settings.card_type
        select = self.options.select or settings.select
        ignore = self.options.ignore + settings.ignore
        return card_type, select, ignore

    def check(self, document: TextDocument) -> list[types.Diagnostic]:
        """The document's findings; what keeps it from being linted is itself a finding at its
        start (a broken configuration, an unknown card type, a bug), never silence."""
        self.findings[document.uri] = []
        try:
            return self._check(document)
        except (ValueError, SourceError, config.ConfigError) as error:
            return [_at_start(str(error))]
        except Exception as error:  # a bug: say so where the user looks
            return [_at_start(f"riftrules could not lint this document: {error!r}")]

    def _check(self, document: TextDocument) -> list[types.Diagnostic]:
        card_type, select, ignore = self.settings_for(document.uri)
        found: list[tuple[Target, Diagnostic]] = []
        out: list[types.Diagnostic] = []
        rules = selected(select, ignore)
        targets = list(txt_targets(document.source, document.uri, card_type))
        for target in targets:
            for diagnostic in lint(target.text, target.card, rules, self.cache):
                found.append((target, diagnostic))
                out.append(self.to_lsp(document, target, diagnostic))
        self.findings[document.uri] = found
        return out

    def to_lsp(self, document: TextDocument, target: Target, d: Diagnostic) -> types.Diagnostic:
        message = d.message + (f"\n{d.help}" if d.help else "")
        return types.Diagnostic(
            range=self.range(document, target, d.location.source_start, d.location.source_end),
            message=message,
            severity=_SEVERITY[d.severity],
            code=d.code,
            source="riftrules",
        )

    def range(self, document: TextDocument, target: Target, start: int, end: int) -> types.Range:
        """A span of a block's text as a range of the document, in the client's units."""
        return types.Range(
            start=self.position(document, target.start + start),
            end=self.position(document, target.start + end),
        )

    @staticmethod
    def position(document: TextDocument, offset: int) -> types.Position:
        source = document.source
        line = source.count("\n", 0, offset)
        column = offset - (source.rfind("\n", 0, offset) + 1)
        server = types.Position(line=line, character=column)
        return document.position_codec.position_to_client_units(document.lines, server)


server = CardTextServer()


@server.feature(types.INITIALIZE)
def initialize(ls: CardTextServer, params: types.InitializeParams) -> None:
    options = params.initialization_options or {}
    if isinstance(options, dict):
        ls.options = Options(
            card_type=options.get("cardType"),
            select=[str(c).upper() for c in options.get("select", [])],
            ignore=[str(c).upper() for c in options.get("ignore", [])],
        )


def _publish(ls: CardTextServer, uri: str) -> None:
    document = ls.workspace.get_text_document(uri)
    diagnostics = ls.check(document)
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=document.version)
    )


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: CardTextServer, params: types.DidOpenTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: CardTextServer, params: types.DidChangeTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: CardTextServer, params: types.DidSaveTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: CardTextServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.findings.pop(params.text_document.uri, None)
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
    )


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
)
def code_action(ls: CardTextServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    document = ls.workspace.get_text_document(uri)
    actions = []
    for target, d in ls.findings.get(uri, []):
        if d.fix is None or not applicable(d, unsafe=True):
            continue
        where = ls.range(document, target, d.location.source_start, d.location.source_end)
        if not _overlaps(where, params.range):
            continue
        edits = [
            types.TextEdit(range=ls.range(document, target, e.start, e.end), new_text=e.content)
            for e in d.fix.edits
        ]
        actions.append(
            types.CodeAction(
                title=f"{d.fix.message} ({d.code})",
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[ls.to_lsp(document, target, d)],
                edit=types.WorkspaceEdit(changes={uri: edits}),
                is_preferred=d.fix.applicability is Applicability.SAFE,
            )
        )
    return actions


def _overlaps(a: types.Range, b: types.Range) -> bool:
    def key(p: types.Position) -> tuple[int, int]:
        return p.line, p.character

    return key(a.start) <= key(b.end) and key(b.start) <= key(a.end)


def _at_start(message: str) -> types.Diagnostic:
    start = types.Position(line=0, character=0)
    return types.Diagnostic(
        range=types.Range(start=start, end=start),
        message=message,
        severity=types.DiagnosticSeverity.Error,
        source="riftrules",
    )


def _path(uri: str) -> Path | None:
    """The file of a ``file:`` URI (None for another scheme or a path no file can have)."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    path = unquote(parsed.path)
    return None if "\x00" in path else Path(path)


def serve() -> None:
    import sys

    from riftrules.lint.lsp_io import start_io

    start_io(server, sys.stdin.buffer, sys.stdout.buffer)
