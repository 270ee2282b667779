"""The language server's transport: LSP base-protocol frames read so that a bad one costs only
itself.

A message is a block of headers (``Content-Length: N`` among them), an empty line and N bytes
of JSON. pygls' own loop believes every header: a ``Content-Length`` that is not a number, or
one shorter than its body, leaves the rest of the body to be read as the next header, and so
every later message is lost the same way. :class:`FrameReader` resynchronises instead: a
header block is looked for from the next ``Content-Length:`` on (bytes before it are dropped),
a block whose length is not a number (or over :data:`MAX_MESSAGE`) is dropped, and a body that
is not JSON is answered with a JSON-RPC parse error (-32700) and read again from the next
header it holds (a length longer than its body swallowed the next message's start). Header
lines are bounded too (:data:`MAX_HEADER`). A request whose params pygls cannot structure (a
negative position, one past 2**32, a string for a number) is answered with InvalidParams
(-32602); pygls only logged it, and the client waited for good.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import re
from collections.abc import Awaitable, Callable
from threading import Event
from typing import TYPE_CHECKING, BinaryIO

from pygls.exceptions import JsonRpcInternalError, JsonRpcInvalidParams

if TYPE_CHECKING:
    from pygls.lsp.server import LanguageServer

MAX_MESSAGE = 64 * 2**20  # bytes of one message body
MAX_HEADER = 8192  # bytes of one header line
CHUNK = 65536
_LENGTH = re.compile(rb"content-length:[ \t]*+([^\r\n]*)", re.IGNORECASE)
_START = re.compile(rb"content-length:", re.IGNORECASE)

logger = logging.getLogger(__name__)


class FrameReader:
    """Message bodies from a stream of chunks (``chunk()`` returns b"" at its end)."""

    def __init__(self, chunk: Callable[[], Awaitable[bytes]]) -> None:
        self._chunk = chunk
        self._buffer = bytearray()
        self._ended = False
        self.dropped = 0  # header blocks dropped: no usable length

    async def _more(self) -> bool:
        if self._ended:
            return False
        data = await self._chunk()
        if not data:
            self._ended = True
            return False
        self._buffer += data
        return True

    async def _line(self) -> bytes | None:
        """The next line, newline included; a line over MAX_HEADER is cut where a header starts
        in it, or dropped but for its last few bytes (which may begin one)."""
        while True:
            end = self._buffer.find(b"\n", 0, MAX_HEADER)
            if end >= 0:
                line = bytes(self._buffer[: end + 1])
                del self._buffer[: end + 1]
                return line
            if len(self._buffer) >= MAX_HEADER:
                start = _START.search(self._buffer, 1)
                keep = start.start() if start else len(self._buffer) - len(b"content-length:")
                del self._buffer[:keep]
                continue
            if not await self._more():
                line = bytes(self._buffer)
                self._buffer.clear()
                return line or None

    async def _exactly(self, size: int) -> bytes | None:
        while len(self._buffer) < size:
            if not await self._more():
                return None
        body = bytes(self._buffer[:size])
        del self._buffer[:size]
        return body

    def unread(self, data: bytes) -> None:
        self._buffer[:0] = data

    async def next(self) -> bytes | None:
        """The next message body, or None at the end of the stream."""
        while True:
            line = await self._line()
            if line is None:
                return None
            found = _LENGTH.search(line)
            if found is None:
                continue  # not a header: what a broken frame left behind
            value = found[1].strip()
            while True:  # the other headers, up to the empty line
                header = await self._line()
                if header is None:
                    return None
                if not header.strip():
                    break
                again = _LENGTH.search(header)
                if again:  # a new block: the last one never ended
                    value = again[1].strip()
            if not value.isdigit() or len(value) > 12 or int(value) > MAX_MESSAGE:
                self.dropped += 1
                logger.warning("dropped a message with Content-Length %r", value[:40])
                continue
            body = await self._exactly(int(value))
            if body is None:
                return None
            return body


def parse_error() -> dict[str, object]:
    return {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}


def invalid_params(body: bytes) -> dict[str, object] | None:
    """The InvalidParams response to a request whose body is JSON but that pygls cannot
    structure (the method and id are read, so its params are what is wrong); None for a
    notification or a response: nothing to answer."""
    try:
        raw = json.loads(body)
    except ValueError:
        return None
    if not isinstance(raw, dict) or "method" not in raw or "id" not in raw:
        return None
    request_id = raw["id"]
    if not isinstance(request_id, (int, str)) or isinstance(request_id, bool):
        request_id = None  # JSON-RPC: the id could not be read
    method = str(raw["method"])[:80]
    error = {"code": JsonRpcInvalidParams.CODE, "message": f"Invalid params for {method!r}"}
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


async def serve_frames(server: LanguageServer, reader: FrameReader, stop: Event) -> None:
    """Hand each message to the server's protocol (:func:`handle_body`)."""
    while not stop.is_set():
        body = await reader.next()
        if body is None:
            break
        rest = handle_body(server, body)
        if rest:
            reader.unread(rest)


def handle_body(server: LanguageServer, body: bytes) -> bytes:
    """Hand one message body to the server's protocol; answer one that is not JSON (a parse
    error) or whose params pygls cannot structure (InvalidParams). Returns what of a body that
    is not JSON is to be read again: from the next header it holds (else b"")."""
    protocol = server.protocol
    try:
        message = json.loads(body, object_hook=protocol.structure_message)
    except ValueError:  # not JSON, not UTF-8
        protocol._send_data(parse_error())
        start = _START.search(body, 1)
        return body[start.start() :] if start else b""
    except Exception as error:  # a JSON body pygls cannot structure
        logger.warning("a message pygls cannot structure: %s", type(error).__name__)
        answer = invalid_params(body)
        if answer is not None:
            protocol._send_data(answer)
        return b""
    try:
        protocol.handle_message(message)
    except Exception as error:
        logger.exception("unable to handle a message")
        server.report_server_error(error, JsonRpcInternalError)
    return b""


def start_io(server: LanguageServer, stdin: BinaryIO, stdout: BinaryIO) -> None:
    """Serve ``server`` on a pair of byte streams (pygls' ``start_io``, with this reader)."""
    from pygls.io_ import StdoutWriter

    stop = Event()
    server._stop_event = stop
    server.protocol.set_writer(StdoutWriter(stdout))
    fd = stdin.fileno()

    async def run() -> None:
        loop = asyncio.get_running_loop()

        async def chunk() -> bytes:
            return await loop.run_in_executor(server.thread_pool, os.read, fd, CHUNK)

        await serve_frames(server, FrameReader(chunk), stop)

    try:
        asyncio.run(run())
    except BrokenPipeError:
        logger.error("the client is gone: shutting down")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()
