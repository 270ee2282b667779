"""The export streams its records (issue 26, item 5): memory flat in the number of cards (60,000
one-line cards took 650 MB, 100,000 ended in MemoryError), ``jsonl`` written as it goes, every
input checked before any output; a JSON card with a ``\\ud800`` escape is a diagnostic (exit 2,
nothing written), not exit 3 after partial output, in ``export``, ``lint`` and ``lint --fix``."""

from __future__ import annotations

import io
import json
import tracemalloc
from pathlib import Path

import pytest

from riftrules.cli import main
from riftrules.export import records as export
from riftrules.export.records import card_record, document, write_document


def _cards(path: Path, count: int) -> Path:
    path.write_text("\n\n".join(["Draw 1."] * count) + "\n", encoding="utf-8")
    return path


def test_jsonl_is_written_as_it_goes(tmp_path: Path, capsys, monkeypatch):
    made: list[str] = []

    def failing(text: str, card_type=None, card=None, python=False):
        if len(made) == 3:
            raise RuntimeError("the fourth record")
        made.append(text)
        return {"text": text}

    monkeypatch.setattr(export, "card_record", failing)
    assert main(["export", "--format", "jsonl", str(_cards(tmp_path / "c.txt", 10))]) == 3
    record = '{"text": "Draw 1.", "id": null, "name": null}'
    assert capsys.readouterr().out.splitlines() == [record] * 3


def test_the_json_document_is_written_as_json_dump_writes_it():
    records = [card_record("Draw 1.", "Spell"), card_record("[Tank]", "Unit")]
    for count in range(3):
        out = io.StringIO()
        write_document(iter(records[:count]), out)
        wanted = json.dumps(document(records[:count]), ensure_ascii=False, indent=2) + "\n"
        assert out.getvalue() == wanted


def _peak(argv: list[str]) -> int:
    tracemalloc.start()
    try:
        assert main(argv) == 0
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize("fmt", ["jsonl", "json"])
def test_memory_is_flat_in_the_number_of_cards(tmp_path: Path, capsys, fmt: str):
    small = _cards(tmp_path / "small.txt", 50)
    large = _cards(tmp_path / "large.txt", 500)
    _peak(["export", "--format", fmt, str(small)])  # imports and caches: not the cards' memory
    capsys.readouterr()
    few = _peak(["export", "--format", fmt, str(small)])
    capsys.readouterr()
    many = _peak(["export", "--format", fmt, str(large)])
    assert len(capsys.readouterr().out) > 500 * 1000  # every record was written
    # 450 more records held would be megabytes; 450 more short texts read are kilobytes
    assert many - few < 1_000_000, (few, many)


def test_a_bad_file_is_refused_before_any_output(tmp_path: Path, capsys):
    good = _cards(tmp_path / "good.txt", 3)
    bad = tmp_path / "bad.json"
    bad.write_text('[{"text": "Draw 1.", "might": "abc"}]')
    assert main(["export", "--format", "jsonl", str(good), str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


@pytest.mark.parametrize(
    "argv",
    [
        ["export"],
        ["export", "--format", "jsonl"],
        ["lint"],
        ["lint", "--fix"],
        ["lint", "--fix", "--unsafe-fixes"],
    ],
)
def test_a_lone_surrogate_escape_in_json_is_a_diagnostic(tmp_path: Path, capsys, argv):
    path = tmp_path / "cards.json"
    source = '[{"text": "Deal 3 to a unit. \\ud800"}, {"text": "Draw two."}]'
    path.write_text(source, encoding="utf-8")
    assert main([*argv, str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and "lone surrogate ('\\ud800')" in captured.err
    assert path.read_text(encoding="utf-8") == source  # --fix wrote nothing
