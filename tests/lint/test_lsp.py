"""The editor server end to end (pytest-lsp): a client opens, edits and fixes card text."""

from __future__ import annotations

import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

URI = "file:///cards/draft.txt"


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "riftrules.cli", "lsp"])
)
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(), initialization_options={"cardType": "unit"}
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def _open(client: LanguageClient, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=URI, language_id="plaintext", version=version, text=text
            )
        )
    )


async def _published(client: LanguageClient) -> list[types.Diagnostic]:
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


@pytest.mark.asyncio
async def test_diagnostics_on_open(client: LanguageClient):
    _open(client, "# type: spell\nDraw two.\n\nWhen you play this, draw 1.\n")
    diagnostics = await _published(client)
    found = sorted((d.code, d.range.start.line, d.range.start.character) for d in diagnostics)
    assert found == [("RB201", 3, 14), ("RB211", 1, 5)]
    assert all(d.source == "riftrules" for d in diagnostics)


@pytest.mark.asyncio
async def test_diagnostics_follow_changes(client: LanguageClient):
    _open(client, "[Brun 2].\n")
    assert [d.code for d in await _published(client)] == ["RB202"]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="[Burn 2].\n")],
        )
    )
    assert list(await _published(client)) == []


@pytest.mark.asyncio
async def test_quick_fix(client: LanguageClient):
    _open(client, "[Legion] - Draw 1.\n")
    (diagnostic,) = await _published(client)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    assert actions is not None
    (action,) = actions
    assert action.edit is not None
    (edit,) = action.edit.changes[URI]
    assert edit.new_text == " — "
    assert (edit.range.start.character, edit.range.end.character) == (8, 11)
