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


def _open_as(client: LanguageClient, uri: str, text: str, language: str = "plaintext") -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=1, text=text
            )
        )
    )


@pytest.mark.asyncio
async def test_json_card_list(client: LanguageClient):
    uri = "file:///cards/set.json"
    text = '[\n  {"id": "X-1", "type": "spell", "text": "Draw two."},\n  {"text": "[Brun 2]."}\n]\n'
    _open_as(client, uri, text, "json")
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    found = sorted(
        (d.code, d.range.start.line, d.range.start.character) for d in client.diagnostics[uri]
    )
    assert found == [("RB202", 2, 12), ("RB211", 1, 47)]
    assert text.splitlines()[1][47:50] == "two"


@pytest.mark.asyncio
async def test_diagnostics_link_to_their_rule_page(client: LanguageClient):
    _open(client, "[Brun 2].\n")
    (diagnostic,) = await _published(client)
    assert diagnostic.code_description is not None
    assert diagnostic.code_description.href.endswith("/lint/rb202-unknown-keyword/")


@pytest.mark.asyncio
async def test_hover_on_a_keyword_and_a_citation(client: LanguageClient):
    _open(client, "[Tank] (I must be assigned combat damage first.)\n\nDeal 2. (See rule 809.)\n")
    await _published(client)

    async def hover(line: int, character: int) -> str:
        result = await client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=URI),
                position=types.Position(line=line, character=character),
            )
        )
        assert result is not None
        assert isinstance(result.contents, types.MarkupContent)
        return result.contents.value

    tank = await hover(0, 2)
    assert tank.startswith("[Tank]: Core Rules ") and "Tank" in tank.split("\n\n", 1)[1]
    cited = await hover(2, 16)
    assert "Core Rules 809" in cited and "Deflect" in cited
    none = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=2, character=1),
        )
    )
    assert none is None


@pytest.mark.asyncio
async def test_keyword_completion_with_its_reminder(client: LanguageClient):
    _open(client, "# type: unit\n[\n")
    await _published(client)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            position=types.Position(line=1, character=1),
        )
    )
    assert result is not None
    items = {item.label: item for item in result.items}  # type: ignore[union-attr]
    tank = items["[Tank]"]
    assert tank.text_edit is not None
    assert tank.text_edit.new_text == "[Tank] (I must be assigned combat damage first.)"
    assert items["[Assault]"].text_edit.new_text == "[Assault] (+1 [M] while I'm an attacker.)"
