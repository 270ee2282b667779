"""A long editing session does not grow the editor server (issue 26): pygls kept a finished
future of every didOpen, didChange and didClose for good (the fuzz run's server grew to
530 MB over 200,000 of them)."""

from __future__ import annotations

from tests.fuzz.harness import _server, lsp_messages

from riftrules.lint.lsp_io import handle_body


def test_documents_opened_and_closed_leave_no_future():
    server, _ = _server()
    for index in range(50):
        bodies, _ = lsp_messages(f"Deal {index} to a unit.", "Spell")
        for body in bodies:
            handle_body(server, body)
    assert server.protocol._request_futures == {}
