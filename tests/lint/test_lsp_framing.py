"""The editor server survives malformed traffic (issue 14, item 13): a bad frame costs only
itself, and a document whose folder or configuration is broken still gets an answer.

Bytes are written to the server by hand, as no LSP client library would write them.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import quote

import pytest

from riftrules.lint.lsp_io import FrameReader

TIMEOUT = 60


def frame(message: dict, length: int | str | None = None) -> bytes:
    body = json.dumps(message).encode()
    return f"Content-Length: {len(body) if length is None else length}\r\n\r\n".encode() + body


def did_open(uri: str, text: str) -> dict:
    document = {"uri": uri, "languageId": "plaintext", "version": 1, "text": text}
    params = {"textDocument": document}
    return {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": params}


class RawClient:
    def __init__(self) -> None:
        command = [sys.executable, "-m", "riftrules.cli", "lsp"]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.messages: queue.Queue[dict] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stdout = self.process.stdout
        assert stdout is not None
        while True:
            header = stdout.readline()
            if not header:
                return
            if header.lower().startswith(b"content-length:"):
                length = int(header.split(b":")[1])
                while stdout.readline().strip():
                    pass
                self.messages.put(json.loads(stdout.read(length)))

    def send(self, data: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def wait(self, predicate) -> dict:
        while True:
            message = self.messages.get(timeout=TIMEOUT)
            if predicate(message):
                return message

    def published(self, uri: str) -> list[dict]:
        def is_it(m: dict) -> bool:
            return m.get("method") == "textDocument/publishDiagnostics" and (
                m["params"]["uri"] == uri
            )

        return self.wait(is_it)["params"]["diagnostics"]

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


@pytest.fixture
def client():
    raw = RawClient()
    initialize = {"processId": None, "rootUri": None, "capabilities": {}}
    raw.send(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize}))
    raw.wait(lambda m: m.get("id") == 1)
    raw.send(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
    yield raw
    raw.close()


def _codes(diagnostics: list[dict]) -> list[str]:
    return [d.get("code") for d in diagnostics]


def test_non_numeric_length_costs_one_message(client: RawClient) -> None:
    client.send(frame(did_open("file:///a.txt", "[Brun 2]."), length="abc"))
    client.send(frame(did_open("file:///b.txt", "[Brun 2].")))
    assert _codes(client.published("file:///b.txt")) == ["RB202"]


@pytest.mark.parametrize("delta", [-7, +5])
def test_wrong_length_costs_one_message(client: RawClient, delta: int) -> None:
    message = did_open("file:///a.txt", "[Brun 2].")
    length = len(json.dumps(message)) + delta
    client.send(frame(message, length=length))
    if delta > 0:  # a length past the body swallows the start of the next message too
        client.send(frame(did_open("file:///lost.txt", "x")))
    error = client.wait(lambda m: "error" in m)
    assert error["error"]["code"] == -32700
    client.send(frame(did_open("file:///b.txt", "[Brun 2].")))
    assert _codes(client.published("file:///b.txt")) == ["RB202"]


def test_garbage_between_messages_is_skipped(client: RawClient) -> None:
    client.send(b"\x00\xff junk\r\n\r\n{not json}" + b"x" * 20_000)
    client.send(frame(did_open("file:///b.txt", "[Brun 2].")))
    assert _codes(client.published("file:///b.txt")) == ["RB202"]


def test_nul_in_a_folder_still_publishes(client: RawClient) -> None:
    uri = "file:///cards%00x/draft.txt"
    client.send(frame(did_open(uri, "[Brun 2].")))
    assert _codes(client.published(uri)) == ["RB202"]


def test_broken_configuration_is_reported(client: RawClient, tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("tool = 5\n")
    uri = "file://" + quote(str(tmp_path / "draft.txt"))
    client.send(frame(did_open(uri, "[Brun 2].")))
    (diagnostic,) = client.published(uri)
    assert "[tool] is not a table" in diagnostic["message"]


@pytest.mark.asyncio
async def test_reader_resynchronises() -> None:
    good = frame({"jsonrpc": "2.0", "method": "x"})
    stream = [frame({"a": 1}, length="12x") + b"trailing" + good, good[:10], good[10:]]

    async def chunk() -> bytes:
        return stream.pop(0) if stream else b""

    reader = FrameReader(chunk)
    bodies = [await reader.next(), await reader.next(), await reader.next()]
    assert bodies == [good.split(b"\r\n\r\n")[1]] * 2 + [None]
    assert reader.dropped == 1
