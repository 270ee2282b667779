"""``riftrules lsp``: a language server (pygls) that lints card text as it is typed.

A document is read as a .txt file of card texts (blocks separated by blank lines, each perhaps
opened by ``# type: unit``) or, when its URI ends in ``.json`` or its language is JSON, as a
JSON card list; on open, change and save the server publishes the same findings as
``riftrules lint``, each linked to its rule's page of the site, and offers each fix as a quick
fix. Hovering a keyword ("[Tank]") or a cited rule ("rule 809") shows the rule's text;
typing "[" offers the keywords, each with its canonical reminder. Settings:
``[tool.riftrules]`` of the nearest ``pyproject.toml`` of the document, and the client's
initialization options ``{"cardType": "unit", "select": [...], "ignore": [...], "docsUrl":
"https://…/"}``, which win (``docsUrl``: where the site is served; by default
``riftrules site serve``'s address).
"""

from __future__ import annotations

import bisect
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlparse

from cattrs.errors import ClassValidationError
from lsprotocol import types
from lsprotocol.types import ResponseErrorMessage
from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.protocol import (
    JsonRPCNotification,
    JsonRPCRequestMessage,
    JsonRPCResponseMessage,
    LanguageServerProtocol,
)
from pygls.workspace import TextDocument

from riftrules import inputs
from riftrules.lint import config, data
from riftrules.lint.card import self_class
from riftrules.lint.diagnostic import Applicability, Diagnostic, Severity
from riftrules.lint.fixes import applicable
from riftrules.lint.linter import lint
from riftrules.lint.lsp_io import start_io
from riftrules.lint.lsp_positions import to_client, to_server
from riftrules.lint.parse_cache import ParseCache
from riftrules.lint.registry import selected
from riftrules.lint.sources import SourceError, Target, json_targets, txt_targets
from riftrules.rules import citations, store
from riftrules.rules.glossary import BUILT_IN, Glossary, Keyword, Parameter
from riftrules.urls import lint_url

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}


logger = logging.getLogger(__name__)

DOCS_URL = "http://127.0.0.1:8000/"  # where `riftrules site serve` serves the site
_BRACKETED = re.compile(r"\[([^\[\]\n]{1,40})\]")


@dataclass
class Options:
    card_type: str | None = None
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    docs_url: str = DOCS_URL


class CardTextProtocol(LanguageServerProtocol):
    """pygls' protocol, whose refusal of a message it cannot structure is logged in one line
    (pygls formats the whole traceback of each, milliseconds of a chain of cattrs errors,
    whatever the log level: a client sending wrong params paid for it each time), and which
    keeps no finished handler's future."""

    def structure_message(self, data: dict) -> object:
        if "jsonrpc" not in data:
            return data
        if "id" in data and "error" in data:
            kind: type = ResponseErrorMessage
        elif "id" in data and "method" in data:
            kind = self.get_message_type(data["method"]) or JsonRPCRequestMessage
        elif "id" in data:
            kind = self._result_types.pop(data["id"], None) or JsonRPCResponseMessage
        else:
            kind = self.get_message_type(data.get("method", "")) or JsonRPCNotification
        try:
            return self._converter.structure(data, kind)
        except ClassValidationError as error:
            logger.warning("invalid params (%s): %s", kind.__name__, error)
            raise JsonRpcInvalidParams() from error
        except Exception as error:
            logger.warning("a message that cannot be read (%s): %r", kind.__name__, error)
            raise JsonRpcInternalError() from error

    def _execute_handler(self, msg_id, handler, callback, args=None, kwargs=None) -> None:
        """pygls' own, less the future it keeps for good of each notification its own handlers
        answer in steps (every didOpen, didChange, didClose: a long editing session grew the
        server by a few kilobytes an edit). A finished handler's future is dropped: only a
        running one can be cancelled."""
        super()._execute_handler(msg_id, handler, callback, args, kwargs)
        future = self._request_futures.get(msg_id)
        if future is not None and future.done():
            del self._request_futures[msg_id]


class CardTextServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "riftrules",
            "0.1.0",
            text_document_sync_kind=types.TextDocumentSyncKind.Full,
            protocol_cls=CardTextProtocol,
        )
        self.options = Options()
        self.cache = ParseCache(persist=False)
        self.findings: dict[str, list[tuple[Target, Diagnostic]]] = {}

    def document(self, uri: str) -> TextDocument:
        """The document the client sent under ``uri``. One it did not send is read from disk
        only when it is a regular file of at most :data:`riftrules.inputs.MAX_BYTES` (pygls
        would read any path, lazily and whole: a FIFO blocks for good, ``/dev/zero`` never
        ends); otherwise :class:`~riftrules.inputs.InputError`."""
        sent = self.workspace.text_documents.get(unquote(uri))
        if sent is not None:
            return sent
        path = _path(uri)
        text = inputs.read_text(path) if path is not None else ""
        return TextDocument(uri, source=text, position_codec=self.workspace.position_codec)

    def settings_for(self, uri: str) -> tuple[str | None, list[str], list[str], Glossary]:
        """The document's settings (a configuration that cannot be read raises ConfigError):
        its card type, the rules selected and ignored, the keywords (its set's with the
        built-in ones)."""
        path = _path(uri)
        settings = config.load(config.find(path.parent)) if path else config.Settings()
        card_type = self.options.card_type or settings.card_type
        select = self.options.select or settings.select
        ignore = self.options.ignore + settings.ignore
        return card_type, select, ignore, settings.glossary

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
        card_type, select, ignore, glossary = self.settings_for(document.uri)
        found: list[tuple[Target, Diagnostic]] = []
        out: list[types.Diagnostic] = []
        rules = selected(select, ignore)
        targets = self.targets(document, card_type)
        for target in targets:
            for diagnostic in target.reported(
                lint(target.text, target.card, rules, self.cache, glossary)
            ):
                found.append((target, diagnostic))
                out.append(self.to_lsp(document, target, diagnostic))
        self.findings[document.uri] = found
        return out

    @staticmethod
    def targets(document: TextDocument, card_type: str | None = None) -> list[Target]:
        """The card texts of a document: a JSON card list or blocks of text. A document over
        the input limit (:data:`riftrules.inputs.MAX_BYTES`, in characters) is refused with an
        :class:`~riftrules.inputs.InputError`, as a file would be: its texts are not read."""
        if len(document.source) > inputs.MAX_BYTES:
            limit = f"{inputs.MAX_BYTES // 2**20} MiB"
            size = f"{len(document.source):,} characters"
            raise inputs.InputError(f"{document.uri}: {size}: the limit is {limit}; not linted")
        is_json = document.uri.endswith(".json") or document.language_id == "json"
        read = json_targets if is_json else txt_targets
        return list(read(document.source, document.uri, card_type))

    def to_lsp(self, document: TextDocument, target: Target, d: Diagnostic) -> types.Diagnostic:
        message = d.message + (f"\n{d.help}" if d.help else "")
        return types.Diagnostic(
            range=self.range(document, target, d.location.source_start, d.location.source_end),
            message=message,
            severity=_SEVERITY[d.severity],
            code=d.code,
            code_description=types.CodeDescription(href=self.rule_page(d.code, d.name)),
            source="riftrules",
        )

    def rule_page(self, code: str, name: str) -> str:
        """The lint rule's page of the site (the site's own URL scheme)."""
        return self.options.docs_url.rstrip("/") + "/" + lint_url(code, name)

    def range(self, document: TextDocument, target: Target, start: int, end: int) -> types.Range:
        """A span of a card's text as a range of the document, in the client's units."""
        return types.Range(
            start=self.position(document, target.document_offset(start)),
            end=self.position(document, target.document_offset(end)),
        )

    @staticmethod
    def offset(document: TextDocument, position: types.Position) -> int:
        """The document offset of a client position."""
        lines = document.lines
        column = to_server(document.position_codec, lines, position)
        line = position.line if 0 <= position.line < len(lines) else max(0, len(lines) - 1)
        return sum(map(len, lines[:line])) + column

    def target_at(self, document: TextDocument, offset: int) -> tuple[Target, int] | None:
        """The card text under ``offset``, and the offset inside it."""
        card_type = self.options.card_type
        for target in self.targets(document, card_type):
            end = len(target.text)  # document offsets ascend with the text's: a binary search
            inside = bisect.bisect_left(range(end + 1), offset, key=target.document_offset)
            if inside <= end and target.document_offset(inside) == offset:
                return target, inside
        return None

    @staticmethod
    def position(document: TextDocument, offset: int) -> types.Position:
        source = document.source
        line = source.count("\n", 0, offset)
        column = offset - (source.rfind("\n", 0, offset) + 1)
        return to_client(document.position_codec, document.lines, line, column)


server = CardTextServer()


@server.feature(types.INITIALIZE)
def initialize(ls: CardTextServer, params: types.InitializeParams) -> None:
    """The client's options; one of the wrong shape is ignored with a warning in the client's
    log (``{"select": 5}`` made ``initialize`` fail)."""
    options = params.initialization_options or {}
    if not isinstance(options, dict):
        _warn(ls, f"initializationOptions ignored: an object is expected, not {_shown(options)}")
        return
    ls.options = Options(
        card_type=_option(ls, options, "cardType", str),
        select=[c.upper() for c in _option(ls, options, "select", list) or []],
        ignore=[c.upper() for c in _option(ls, options, "ignore", list) or []],
        docs_url=_option(ls, options, "docsUrl", str) or DOCS_URL,
    )


def _option(ls: CardTextServer, options: dict, name: str, kind: type) -> object:
    """``options[name]`` when it is a ``kind`` (a list: of strings), else None and a warning."""
    value = options.get(name)
    if value is None:
        return None
    if isinstance(value, kind) and (kind is not list or all(isinstance(v, str) for v in value)):
        return value
    wanted = "a list of strings" if kind is list else "a string"
    _warn(ls, f"initializationOptions.{name} ignored: {wanted} is expected, not {_shown(value)}")
    return None


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _warn(ls: CardTextServer, message: str) -> None:
    logger.warning(message)
    ls.window_log_message(types.LogMessageParams(type=types.MessageType.Warning, message=message))


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: CardTextServer, params: types.HoverParams) -> types.Hover | None:
    """A keyword's rule, or a cited rule, with its text (the newest complete edition)."""
    try:
        document = ls.document(params.text_document.uri)
        found = ls.target_at(document, ls.offset(document, params.position))
    except (ValueError, SourceError):  # inputs.InputError is a ValueError
        return None
    if found is None:
        return None
    target, at = found
    text = target.text
    for match in _BRACKETED.finditer(text):
        if match.start() <= at < match.end():
            name = data.keyword(match[1].split(" ")[0])
            number = data.keywords().get(name or "", {}).get("rule")
            if name and number:
                return _rule_hover(f"[{name}]", number, ls, document, target, match.span())
    for citation in citations.find(text):
        if citation.start <= at < citation.end:
            span = (citation.start, citation.end)
            return _rule_hover(citation.text, citation.first, ls, document, target, span)
    return None


def _rule_hover(
    label: str,
    number: str,
    ls: CardTextServer,
    document: TextDocument,
    target: Target,
    span: tuple[int, int],
) -> types.Hover | None:
    edition = store.load(None)
    if number not in edition:
        return None
    rules = [edition.get(number)]
    rules += [edition.get(child) for child in edition.children.get(number, [])[:6]]
    body = "\n\n".join(f"**{rule.number}** {rule.text}" for rule in rules)
    value = f"{label}: Core Rules {number} ({edition.id})\n\n{body}"
    return types.Hover(
        contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=value),
        range=ls.range(document, target, *span),
    )


@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["["]))
def completion(ls: CardTextServer, params: types.CompletionParams) -> types.CompletionList:
    """After "[": every keyword (the built-in ones and those the document's configuration
    declares), inserted with its canonical reminder in the card's voice."""
    try:
        document = ls.document(params.text_document.uri)
    except inputs.InputError:
        return types.CompletionList(is_incomplete=False, items=[])
    line = (
        document.lines[params.position.line] if params.position.line < len(document.lines) else ""
    )
    before = line[: to_server(document.position_codec, document.lines, params.position)]
    opening = before.rfind("[")
    if opening < 0 or "]" in before[opening:]:
        return types.CompletionList(is_incomplete=False, items=[])
    start = types.Position(line=params.position.line, character=opening)
    where = types.Range(start=start, end=params.position)
    try:
        found = ls.target_at(document, ls.offset(document, params.position))
    except (ValueError, SourceError):  # a document that is no card list yet: no card's voice
        found = None
    kind = found[0].card.type if found else ls.options.card_type
    voice = self_class(kind, found[0].text if found else "") or "first"
    try:
        glossary = ls.settings_for(params.text_document.uri)[3]
    except config.ConfigError:  # reported as a finding where the document is linted
        glossary = BUILT_IN
    items = []
    for name, keyword in glossary.entries.items():
        needs = keyword.parameter is Parameter.REQUIRED
        inserted = f"[{name}{' 1' if needs else ''}]"
        reminder = _reminder(keyword, voice)
        if reminder:
            inserted += f" ({reminder})"
        said = "declared by this set" if keyword.declared else None
        items.append(
            types.CompletionItem(
                label=f"[{name}]",
                kind=types.CompletionItemKind.Keyword,
                detail=reminder or None,
                documentation=f"Core Rules {keyword.rule}" if keyword.rule else said,
                filter_text=f"[{name}",
                text_edit=types.TextEdit(range=where, new_text=inserted),
            )
        )
    return types.CompletionList(is_incomplete=False, items=items)


def _reminder(keyword: Keyword, voice: str) -> str | None:
    """The keyword's canonical reminder in ``voice`` (its number 1), if it has one."""
    known = keyword.reminders
    template = known.get(voice) or known.get("first") or next(iter(known.values()), None)
    if template is None or "{cost}" in template:
        return None
    return template.replace("{n}", "1").replace("{A*n}", "[A]")


def _publish(ls: CardTextServer, uri: str) -> None:
    try:
        document = ls.document(uri)
    except inputs.InputError as error:  # saved but never opened, and not a file to read
        ls.findings.pop(uri, None)
        diagnostics = [_at_start(str(error))]
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics)
        )
        return
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
    try:
        document = ls.document(uri)
    except inputs.InputError:
        return []
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

    start_io(server, sys.stdin.buffer, sys.stdout.buffer)
