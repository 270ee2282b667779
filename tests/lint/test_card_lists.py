"""CSV, YAML and JSON card lists as inputs of ``lint``, ``export`` and ``coverage``: findings
at the file's line and column, fixes written into the file with every other byte kept, or
refused (issue 25)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftrules.lint import card_lists
from riftrules.lint.card_lists import Format
from riftrules.lint.places import Unwritable

CSV = (
    "id,name,type,rarity,text\r\n"
    'A-1,Foo,unit,common,"When you play this, draw 1."\r\n'
    "A-2,Bar,spell,rare,Deal 3 to a unit.\r\n"
)
YAML = """\
# a card list
cards:
  - id: B-1   # the first
    type: unit
    text: When you play this, draw 1.
  - id: B-2
    type: unit
    text: |
      When you play this,
      draw 1.
  - id: B-3
    type: unit
    text: 'When you play this, it''s ready.'
"""
JSON = (
    '[\n  {"id": "C-1", "type": "unit",\n   "text": "Draw 1.\\nWhen you play this, draw 1."}\n]\n'
)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    Path("cards.csv").write_bytes(CSV.encode())
    Path("cards.yaml").write_text(YAML, encoding="utf-8")
    Path("cards.json").write_text(JSON, encoding="utf-8")
    return tmp_path


def test_findings_are_located_in_the_file(cli, folder):
    run = cli("lint", ".", "--output-format", "concise", "--select", "RB201")
    assert run.code == 1
    assert run.out.splitlines()[:-2] == [
        'cards.csv:2:36: RB201 [*] a unit refers to itself as "I" or "me", not "this"',
        'cards.json:3:36: RB201 [*] a unit refers to itself as "I" or "me", not "this"',
        'cards.yaml:5:25: RB201 [*] a unit refers to itself as "I" or "me", not "this"',
        'cards.yaml:9:21: RB201 [*] a unit refers to itself as "I" or "me", not "this"',
        'cards.yaml:13:26: RB201 [*] a unit refers to itself as "I" or "me", not "this"',
    ]


def test_github_output_has_file_and_line_for_a_card_list(cli, folder):
    run = cli("lint", "cards.json", "--output-format", "github", "--select", "RB201")
    assert run.out.startswith("::warning file=cards.json,line=3,col=36,endLine=3,endColumn=40,")


def test_full_output_shows_the_line_of_the_file(cli, folder):
    run = cli("lint", "cards.yaml", "--select", "RB201")
    assert "5 |     text: When you play this, draw 1.\n  |                         ^^^^ RB201" in (
        run.out
    )


def test_fix_keeps_every_other_byte(cli, folder):
    run = cli("lint", ".", "--fix", "--select", "RB201")
    assert run.code == 0, run.out + run.err
    assert Path("cards.csv").read_bytes() == CSV.replace("play this", "play me").encode()
    assert Path("cards.json").read_text() == JSON.replace("play this", "play me")
    assert Path("cards.yaml").read_text() == YAML.replace("play this", "play me")


def test_a_csv_header_is_never_rewritten(cli, folder):
    """Issue 25: ``--fix`` rewrote a CSV header ``id`` to ``Id`` (linted as text)."""
    Path("plain.csv").write_text("id,text\nX-1,deal 3 to a unit.\n", encoding="utf-8")
    run = cli("lint", "plain.csv", "--fix")
    assert Path("plain.csv").read_text() == "id,text\nX-1,Deal 3 to a unit.\n"
    assert run.code == 0, run.out


def test_a_folder_of_csv_and_yaml_is_linted(cli, folder):
    """Issue 25: a folder of CSV and YAML gave "All checks passed!" with nothing linted."""
    Path("cards.json").unlink()
    run = cli("lint", ".", "--output-format", "concise")
    assert run.code == 1 and "cards.csv:" in run.out and "cards.yaml:" in run.out


def test_an_unknown_format_is_refused(cli, folder):
    Path("cards.md").write_text("When you play this, draw 1.\n", encoding="utf-8")
    run = cli("lint", "cards.md")
    assert run.code == 2 and "unknown format '.md'" in run.err


def test_a_quoted_csv_field_keeps_its_quotes(cli, folder):
    Path("q.csv").write_text('text,type\n"Deal 3 to a unit, then ""draw"" 1",spell\n')
    cli("lint", "q.csv", "--fix", "--select", "RB209")
    assert Path("q.csv").read_text() == 'text,type\n"Deal 3 to a unit, then ""draw"" 1.",spell\n'


def test_a_plain_csv_field_is_quoted_when_it_must_be(tmp_path):
    content = "id,text\nX,a b\n"
    assert card_lists.records(content, Format.CSV, "x.csv")[0].fields["text"] == "a b"
    after = card_lists.rewritten(content, Format.CSV, "x.csv", {0: 'a, "b"'})
    assert after == 'id,text\nX,"a, ""b"""\n'


def test_a_folded_yaml_text_is_located_but_never_written(tmp_path):
    content = "- text: >\n    When you play this,\n    draw 1.\n"
    (record,) = card_lists.records(content, Format.YAML, "x.yaml")
    assert record.place is not None and record.place.source_offset(5) == 8
    with pytest.raises(Unwritable):
        card_lists.rewritten(content, Format.YAML, "x.yaml", {0: "When you play me, draw 1."})


def test_yaml_aliases_are_refused(cli, folder):
    bomb = 'a: &a ["x","x"]\nb: &b [*a,*a]\ncards: [{text: "Draw 1."}]\n'
    Path("bomb.yaml").write_text(bomb, encoding="utf-8")
    run = cli("lint", "bomb.yaml")
    assert run.code == 2 and "aliases are not read" in run.err


@pytest.mark.parametrize(
    "content, message",
    [
        ("id,text\nX,Draw 1.,extra\n", "3 fields where the header names 2"),
        ('id,text\nX,"Draw 1.\n', "a quote inside an unquoted field"),
        ("id,text\nX,Draw 1.\n", None),
    ],
)
def test_a_malformed_csv_is_refused(cli, folder, content, message):
    Path("bad.csv").write_text(content, encoding="utf-8")
    run = cli("lint", "bad.csv")
    if message is None:
        assert run.code == 0
    else:
        assert run.code == 2 and message in run.err, run.err


def test_csv_fields_are_card_data(cli, folder):
    Path("data.csv").write_text("type,might,text\nspell,3,Draw 1.\nunit,,Draw 1.\n")
    run = cli("lint", "data.csv", "--output-format", "concise", "--select", "RB401,RB402")
    assert [line.split(" ")[:2] for line in run.out.splitlines()[:-1]] == [
        ["data.csv:2:9:", "RB401"],
        ["data.csv:3:7:", "RB402"],
    ]


def test_export_reads_csv_and_yaml(cli, folder):
    records = cli("export", "cards.csv", "cards.yaml").json()["cards"]
    assert [r["id"] for r in records] == ["A-1", "A-2", "B-1", "B-2", "B-3"]


def test_coverage_reads_card_lists(cli, folder):
    run = cli("coverage", "cards.csv", "cards.yaml", "--format", "json")
    assert run.code == 0, run.err
    assert run.json()["cards"] == 4  # distinct texts: B-1 and A-1 are one


def test_json_fix_is_checked_by_reading_back():
    content = '[{"text": "a\\u0041"}]'
    after = card_lists.rewritten(content, Format.JSON, "x.json", {0: "b"})
    assert json.loads(after) == [{"text": "b"}]


@pytest.mark.parametrize(
    "fmt, content, fixed",
    [
        (
            Format.JSON,
            '[{"text": "Deal 3 to a enemy unit \\u00e9"}]',
            '[{"text": "Deal 3 to an enemy unit \\u00e9."}]',
        ),
        (
            Format.YAML,
            '- text: "Deal 3 to a enemy unit \\u00e9"  # c\n',
            '- text: "Deal 3 to an enemy unit \\u00e9."  # c\n',
        ),
    ],
)
def test_an_escape_the_fix_does_not_touch_is_kept(fmt, content, fixed):
    after = card_lists.rewritten(content, fmt, "x", {0: "Deal 3 to an enemy unit é."})
    assert after == fixed


def test_a_yaml_key_written_twice_is_placed_where_it_is_read():
    content = "- text: Draw 1.\n  text: When you play this, draw 1.\n"
    (record,) = card_lists.records(content, Format.YAML, "x.yaml")
    assert record.fields["text"] == "When you play this, draw 1."
    assert record.place is not None and record.place.start == content.index("When")
