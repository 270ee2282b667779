"""The editor server answers every request within a bound (issue 26, item 3): a document it was
not sent is read from disk only when it is a regular file of at most the input limit (a FIFO's
URI hung it for good, ``file:///dev/zero`` grew it to 3 GB), params of the wrong shape get an
InvalidParams reply (they got none), and initialization options of the wrong shape are ignored
with a warning (``{"select": 5}`` made ``initialize`` fail)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import attrs
import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pytest_lsp import ClientServerConfig, LanguageClient

from riftrules import inputs

BOUND = 20  # seconds: a guard against a hang, not a speed figure
# the server in a process of at most 2 GiB, so that reading /dev/zero fails instead of
# taking the machine's memory
SERVER = (
    "import resource; resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31)); "
    "from riftrules.cli import main; raise SystemExit(main(['lsp']))"
)
CONFIG = ClientServerConfig(server_command=[sys.executable, "-c", SERVER])


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(capabilities=types.ClientCapabilities())
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def _hover(uri: str) -> types.HoverParams:
    return types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=0, character=1),
    )


@pytest.mark.asyncio
async def test_a_fifo_or_dev_zero_never_opened_is_not_read(client: LanguageClient, tmp_path: Path):
    fifo = tmp_path / "cards.txt"
    os.mkfifo(fifo)
    for uri in (fifo.as_uri(), "file:///dev/zero"):
        assert await asyncio.wait_for(client.text_document_hover_async(_hover(uri)), BOUND) is None
        completion = types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=0, character=1),
        )
        listed = await asyncio.wait_for(client.text_document_completion_async(completion), BOUND)
        assert listed is not None and not listed.items
        client.text_document_did_save(
            types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        await asyncio.wait_for(
            client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), BOUND
        )
        (said,) = client.diagnostics[uri]
        assert "not a regular file" in said.message


@pytest.mark.asyncio
async def test_a_file_never_opened_is_read_up_to_the_limit(client: LanguageClient, tmp_path):
    small = tmp_path / "small.txt"
    small.write_text("[Tank]\n", encoding="utf-8")
    hover = await asyncio.wait_for(client.text_document_hover_async(_hover(small.as_uri())), BOUND)
    assert hover is not None and "[Tank]" in hover.contents.value  # type: ignore[union-attr]
    big = tmp_path / "big.txt"
    with big.open("wb") as handle:
        handle.truncate(inputs.MAX_BYTES + 1)  # sparse: nothing is written
    assert (
        await asyncio.wait_for(client.text_document_hover_async(_hover(big.as_uri())), BOUND)
        is None
    )


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "position",
    [
        {"line": -1, "character": 0},
        {"line": 0, "character": -5},
        {"line": 2**32 + 1, "character": 0},
        {"line": "zero", "character": 0},
        {"line": [0], "character": 1.5},
    ],
)
async def test_invalid_params_get_an_invalid_params_reply(client: LanguageClient, position):
    with attrs.validators.disabled():  # written as no client library would write them
        shaped = types.Position(**position)
        hover = types.HoverParams(types.TextDocumentIdentifier(uri="file:///x.txt"), shaped)
        completion = types.CompletionParams(hover.text_document, shaped)
    for method, params in (
        (types.TEXT_DOCUMENT_HOVER, hover),
        (types.TEXT_DOCUMENT_COMPLETION, completion),
    ):
        with pytest.raises(JsonRpcInvalidParams):
            await asyncio.wait_for(client.protocol.send_request_async(method, params), BOUND)
    # and the server still answers
    assert (
        await asyncio.wait_for(client.text_document_hover_async(_hover("file:///y")), BOUND) is None
    )


@pytest_lsp.fixture(config=CONFIG)
async def odd_client(lsp_client: LanguageClient):
    yield


@pytest.mark.asyncio
@pytest.mark.parametrize(
    "options",
    [
        {"select": 5},
        {"select": [1, 2], "ignore": "RB101", "cardType": 7, "docsUrl": ["x"]},
        [1, 2],
        "unit",
    ],
)
async def test_initialization_options_of_the_wrong_shape_are_ignored(odd_client, options):
    lsp_client: LanguageClient = odd_client
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(), initialization_options=options
    )
    result = await asyncio.wait_for(lsp_client.initialize_session(params), BOUND)
    assert result.capabilities.hover_provider
    assert any("ignored" in m.message for m in lsp_client.log_messages)
    uri = "file:///cards/a.txt"
    lsp_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="plaintext", version=1, text="[Brun 2].\n"
            )
        )
    )
    await asyncio.wait_for(
        lsp_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), BOUND
    )
    assert [d.code for d in lsp_client.diagnostics[uri]] == ["RB202"]
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_a_document_over_the_input_limit_is_refused_not_linted(client: LanguageClient):
    """932,067 one-line cards in 8 MiB took the server a quarter of an hour per change."""
    uri = "file:///cards/big.txt"
    text = "Draw 1.\n\n" * (inputs.MAX_BYTES // 9 + 1)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="plaintext", version=1, text=text
            )
        )
    )
    await asyncio.wait_for(
        client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), BOUND
    )
    (said,) = client.diagnostics[uri]
    assert said.message.endswith("characters: the limit is 8 MiB; not linted")
    hover = types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=0, character=1),
    )
    assert await asyncio.wait_for(client.text_document_hover_async(hover), BOUND) is None
