"""The fuzzing harness: the four entry points that must answer every card text, what counts as
an answer, the corpus of reproducers, and the Hypothesis strategy of hostile card texts.

An entry point answers with a result or a diagnostic, never an exception:

* ``parse``: :func:`~riftrules.cardtext.parser.parse_text` returns a ``ParsedText`` (a line it
  cannot read is an ``Unknown`` node with its error), and every position maps back into the
  text given (``source_span``);
* ``lint``: :func:`~riftrules.lint.linter.lint` returns diagnostics, none of them ``RB000`` (a
  rule that failed: a bug reported as a finding);
* ``compile``: :func:`~riftrules.effects.compile_text` returns a script or raises
  ``NotCompiled`` (an explicit, counted refusal);
* ``codegen``: :func:`~riftrules.codegen.generate` returns Python source that compiles
  and builds the script (or raises ``NotCompiled``);
* ``scenario``: a scenario file made of the text (the text as the whole YAML document, spliced
  into one of the project's scenarios, or played as a ``text:`` step) is refused by
  :func:`~riftrules.scenarios.load.parse` with a ``ScenarioError``, or runs to a result;
* ``lsp``: the editor server, in this process, given the text as a document (``.txt``, or
  ``.json`` when no card type is given) and asked for its diagnostics, a hover, a completion
  (at positions drawn from the text, negative and huge ones among them) and quick fixes, then
  given the text as a raw message body: every request gets a response, none an internal
  error.

Used by ``tests/fuzz/test_fuzz.py`` (a bounded run) and ``bench/fuzz.py`` (the long run).
"""

from __future__ import annotations

import contextlib
import functools
import json
import zlib
from collections.abc import Callable
from pathlib import Path

from hypothesis import strategies as st

CORPUS = Path(__file__).with_name("corpus.json")
CARD_TYPES = ("Unit", "Spell", "Gear", "Legend", "Battlefield", "Rune", None)


class Failure(AssertionError):
    """An entry point that answered with something other than a result or a diagnostic."""


def corpus() -> list[str]:
    """The reproducers: every hostile text a review or a fuzz run found (JSON, so that NUL and
    lone surrogates can be written)."""
    return json.loads(CORPUS.read_text(encoding="utf-8"))


def parse(text: str, card_type: str | None) -> None:
    from riftrules.cardtext.parser import parse_text

    result = parse_text(text)
    normalised = result.normalised
    for line in result.lines:
        start, end = normalised.source_span(line.offset, line.offset + len(line.text))
        if not (0 <= start <= end <= len(normalised.source)):
            raise Failure(f"line at {line.offset} maps outside the text: {(start, end)}")


def lint(text: str, card_type: str | None) -> None:
    from riftrules.lint.card import CardFacts
    from riftrules.lint.card import card_type as lint_type
    from riftrules.lint.linter import lint as run

    facts = CardFacts(type=lint_type(card_type.lower() if card_type else None))
    failed = [d.message for d in run(text, facts) if d.code == "RB000"]
    if failed:
        raise Failure("; ".join(failed))


def compile_(text: str, card_type: str | None) -> None:
    from riftrules.effects import NotCompiled, compile_text

    with contextlib.suppress(NotCompiled):
        compile_text(text, card_type)


def codegen(text: str, card_type: str | None) -> None:
    from riftrules.codegen import build, generate
    from riftrules.effects import NotCompiled

    try:
        source = generate(text, card_type, _NAME)
    except NotCompiled:
        return
    build(source)  # compiles it, and runs it: it must build the script


_NAME = 'Fuzz "Card"\x00\udc80\\ """'  # a hostile name too: it goes into the docstring


def _seed(text: str) -> int:
    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


@functools.cache
def _scenario_files() -> tuple[str, ...]:
    folder = Path(__file__).resolve().parents[2] / "rulebook" / "scenarios"
    return tuple(p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.yaml")))


_STEP = "name: fuzz\nplayers:\n  A: {{base: 2, hand: 3, main_deck: 5}}\n  B: {{}}\nsteps:\n"


def scenario_file(text: str, card_type: str | None) -> str:
    """The YAML of a hostile scenario made of ``text`` (which of three forms: its checksum)."""
    seed = _seed(text)
    if seed % 3 == 0:
        return text
    if seed % 3 == 1:
        files = _scenario_files()
        base = files[seed % len(files)]
        at = (seed // 3) % (len(base) + 1)
        return base[:at] + text + base[at:]
    step = json.dumps(text)  # a YAML double-quoted string, escapes and all
    return _STEP.format() + f"  - text: {step}\n    player: A\n"


def scenario(text: str, card_type: str | None) -> None:
    from riftrules.scenarios import run
    from riftrules.scenarios.load import ScenarioError, parse

    try:
        read = parse(scenario_file(text, card_type))
    except ScenarioError:
        return
    run(read)  # a result, holding or failing


class _Sink:
    """Where the in-process server writes: the messages it sends, decoded."""

    def __init__(self) -> None:
        self.sent: list[dict] = []

    def write(self, data: bytes) -> None:
        self.sent.append(json.loads(data.split(b"\r\n\r\n", 1)[1]))

    def close(self) -> None:
        pass


@functools.cache
def _server():
    import logging

    from riftrules.lint import lsp

    logging.getLogger("pygls").setLevel(logging.CRITICAL)  # each refusal logs a traceback
    logging.getLogger("riftrules.lint").setLevel(logging.CRITICAL)
    sink = _Sink()
    lsp.server.protocol.set_writer(sink)
    params = {"processId": None, "rootUri": None, "capabilities": {}}
    _message(lsp.server, {"id": 0, "method": "initialize", "params": params})
    _message(lsp.server, {"method": "initialized", "params": {}})
    return lsp.server, sink


def _message(server, message: dict | bytes) -> None:
    from riftrules.lint.lsp_io import handle_body

    body = message if isinstance(message, bytes) else json.dumps({"jsonrpc": "2.0", **message})
    handle_body(server, body if isinstance(body, bytes) else body.encode("utf-8", "surrogatepass"))


def lsp_messages(text: str, card_type: str | None) -> tuple[list[bytes], list[int]]:
    """The message bodies a client sends the server about ``text``, and the ids of the
    requests among them: the text as a document, hovers and completions at positions drawn
    from it (negative and huge ones among them), quick fixes, the text as a raw body."""
    seed = _seed(text)
    uri = f"file:///fuzz/card.{'json' if card_type is None else 'txt'}"
    lines = text.count("\n") + 1
    positions = [
        {"line": seed % (lines + 1), "character": seed % (len(text) + 2)},
        {"line": 0, "character": len(text)},
        {"line": -1 - seed % 3, "character": 0},
        {"line": 2**32 + seed % 5, "character": 2**31},
        {"line": str(seed % 7), "character": None},
    ]
    document = {"uri": uri, "languageId": "plaintext", "version": 1, "text": text}
    messages: list[dict | bytes] = [
        {"method": "textDocument/didOpen", "params": {"textDocument": document}}
    ]
    ids = []
    for index, position in enumerate(positions, 1):
        where = {"textDocument": {"uri": uri}, "position": position}
        messages.append({"id": 2 * index, "method": "textDocument/hover", "params": where})
        messages.append({"id": 2 * index + 1, "method": "textDocument/completion", "params": where})
        ids += [2 * index, 2 * index + 1]
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": lines, "character": 0}}
    actions = {"textDocument": {"uri": uri}, "range": whole, "context": {"diagnostics": []}}
    messages.append({"id": 100, "method": "textDocument/codeAction", "params": actions})
    messages.append({"method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
    messages.append(text.encode("utf-8", "surrogatepass"))  # the text as a raw body
    ids.append(100)
    return [_body(m) for m in messages], ids


def _body(message: dict | bytes) -> bytes:
    if isinstance(message, bytes):
        return message
    return json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8", "surrogatepass")


def lsp_answered(sent: list[dict], ids: list[int]) -> None:
    """Every request of ``ids`` has a response among the messages ``sent`` by the server, and
    none is an internal error; else :class:`Failure`."""
    answered = {m.get("id"): m for m in sent if "id" in m and "method" not in m}
    missing = [i for i in ids if i not in answered]
    if missing:
        raise Failure(f"no response to requests {missing}")
    broken = [m for m in answered.values() if m.get("error", {}).get("code") == -32603]
    if broken:
        raise Failure(f"internal error: {broken[0]['error'].get('message', '')[:200]}")


def lsp(text: str, card_type: str | None) -> None:
    """The server's own handlers in this process (what a client's messages reach, less the
    transport: ``tests/fuzz/test_fuzz.py`` also runs a round over stdio)."""
    from riftrules.lint.lsp_io import handle_body

    server, sink = _server()
    sink.sent.clear()
    bodies, ids = lsp_messages(text, card_type)
    for body in bodies:
        handle_body(server, body)
    lsp_answered(sink.sent, ids)


ENTRY_POINTS: dict[str, Callable[[str, str | None], None]] = {
    "parse": parse,
    "lint": lint,
    "compile": compile_,
    "codegen": codegen,
    "scenario": scenario,
    "lsp": lsp,
}


# -- hostile card texts ---------------------------------------------------------------------


def _pool_texts() -> list[str]:
    from riftrules.cards import pool

    return sorted({card.text for card in pool.load() if card.text})


# Pieces of card text a hostile or careless source holds: the notations, markup, icons known
# and unknown, digit runs, keyword numbers, reminder text, control characters, surrogates.
PIECES = (
    "[A]", "[C]", "[E]", "[M]", "[>]", "[>>]", "[T]", "[S]", "[1]", "[12]", "[R]", "[Y]",
    ":rb_rune_fury:", ":rb_rune_x:", ":rb_energy_3:", ":rb_energy_99999999999:", ":rb_might:",
    ":rb_exhaust:", ":rb_", "<li>", "</li>", "<ul>", "<p>", "</p>", "<br>", "<br/>", "&amp;",
    "&#0;", "&#99999999;", "&bogus;", "\n", "\r\n", "\r", "\t", "\x00", "\udc80", "\ud800",
    "\u2028", "\x0b", "\x0c", "\x85", "\u00a0", "—", "–", " - ", "•", "’", "“", "”", "(", ")",
    "[", "]", '"', "'", ":", ";", ",", ".", "+", "-", "0", "1", "9", "10000000", "9" * 12,
    "9" * 4400, "[Deflect 10000000]", "[Assault 999999999]", "[Shield 2]", "[Tank]",
    "[Accelerate]", "(Opponents must pay [A] to choose me with a spell or ability.)",
    "[A] " * 12, "Play 10000000 1 [M] Recruit unit tokens.", "Deal 3 to a unit.", "Draw 1.",
    "When you play me, ", "Choose one —\n• ", "I cost [2][Y] less if ", "Kill it.",
    "Its owner places it on the top or bottom of their Main Deck.", "This turn, ", " I ",
)  # fmt: skip


def _spliced(parts: list[str]) -> str:
    return "".join(parts)


@st.composite
def card_texts(draw: st.DrawFn) -> str:
    """A hostile card text: a pool text cut and spliced with pieces, pieces alone, or any
    string at all."""
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return draw(st.text(max_size=300))
    pieces = st.lists(st.sampled_from(PIECES), max_size=12)
    if kind == 1:
        return _spliced(draw(pieces))
    text = draw(st.sampled_from(_pool_texts()))
    if kind == 2:
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, len(text)))
        return text[:start] + _spliced(draw(pieces)) + text[end:]
    words = text.split(" ")
    draw(st.randoms(use_true_random=False)).shuffle(words)
    return " ".join(words) + _spliced(draw(pieces))


card_types = st.sampled_from(CARD_TYPES)
