"""``riftrules deck check``: exit 0 legal, 1 problems, 2 unreadable input; text as lint prints
a finding, and JSON."""

from pathlib import Path

DECKS = Path(__file__).resolve().parents[1] / "fixtures" / "decks"
TEEMO = str(DECKS / "teemo.txt")


def test_a_legal_deck(cli):
    run = cli("deck", "check", TEEMO, "--date", "2026-08-01")
    assert run.code == 0
    assert run.out == "Legal in Standard Constructed on 2026-08-01.\n"


def test_problems_with_their_rules(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    text = (DECKS / "teemo.txt").read_text(encoding="utf-8")
    deck.write_text(text.replace("3 Ava Achiever", "3 Stacked Deck"), encoding="utf-8")
    before = cli("deck", "check", str(deck), "--date", "2026-09-17", "--format", "2v2")
    assert before.code == 0
    run = cli("deck", "check", str(deck), "--date", "2026-09-18", "--format", "2v2")
    assert run.code == 1
    assert run.out.splitlines() == [
        f"{deck}:11: D018 Stacked Deck is banned in 2v2 Constructed since 2026-09-18 "
        "(as in Standard Constructed)",
        "  = rule: Core Rules 103.2.e (2026-07-16); Tournament Rules 601.2.d (2026-07-16)",
        "Found 1 problem: not legal in 2v2 Constructed on 2026-09-18.",
    ]
    record = cli(
        "deck", "check", str(deck), "--date", "2026-09-18", "--output-format", "json"
    ).json()
    assert record["legal"] is False
    (finding,) = record["findings"]
    assert (finding["code"], finding["line"], finding["name"]) == ("D018", "11", "banned")
    assert finding["rules"][1] == {"document": "tr", "edition": "2026-07-16", "number": "601.2.d"}


def test_json_decklist_from_standard_input(cli, monkeypatch):
    import io
    import sys

    text = (DECKS / "teemo.json").read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert cli("deck", "check", "-", "--date", "2026-08-01").code == 0


def test_unreadable_input_is_exit_2(cli, tmp_path):
    binary = tmp_path / "deck.txt"
    binary.write_bytes(b"\x00\xff\xfe")
    run = cli("deck", "check", str(binary))
    assert run.code == 2 and "cannot read the decklist" in run.err
    assert cli("deck", "check", str(tmp_path / "missing.txt")).code == 2
    empty = tmp_path / "empty.txt"
    empty.write_text("Legend:\n# nothing\n", encoding="utf-8")
    assert "no cards" in cli("deck", "check", str(empty)).err
    wrong = tmp_path / "deck.json"
    wrong.write_text('{"legend": "Swift Scout", "mainboard": []}', encoding="utf-8")
    run = cli("deck", "check", str(wrong))
    assert run.code == 2 and "unknown key 'mainboard'" in run.err
    assert cli("deck", "check", TEEMO, "--date", "2026-13-01").code == 2
    assert cli("deck", "check", TEEMO, "--format", "modern").code == 2


def test_hostile_lines_get_an_answer(cli, tmp_path):
    deck = tmp_path / "deck.txt"
    deck.write_text(
        "Main Deck:\n99999999999999999999 Ava Achiever\n<script>alert(1)</script>\n" + "x" * 5000,
        encoding="utf-8",
    )
    run = cli("deck", "check", str(deck), "--output-format", "json")
    assert run.code == 1
    codes = [f["code"] for f in run.json()["findings"]]
    assert codes.count("D001") == 2 and "D002" in codes


def test_many_unknown_names_are_each_reported_closest_names_for_the_first(cli, tmp_path):
    from riftrules.formats.deckcheck import MAX_SUGGESTED

    deck = tmp_path / "deck.txt"
    deck.write_text("Main Deck:\n" + "\n".join(f"1 Ava Achiever {i}" for i in range(2000)))
    findings = cli("deck", "check", str(deck), "--output-format", "json").json()["findings"]
    unknown = [f for f in findings if f["code"] == "D001"]
    assert len(unknown) == 2000
    assert [bool(f["suggestions"]) for f in unknown].count(True) == MAX_SUGGESTED


def test_what_is_not_a_decklist_file_is_refused_without_blocking(cli, tmp_path):
    import os

    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    run = cli("deck", "check", str(fifo))
    assert run.code == 2 and "not a regular file" in run.err
    assert cli("deck", "check", str(tmp_path)).code == 2
    array = tmp_path / "deck.json"
    array.write_text('["3 Ava Achiever"]', encoding="utf-8")
    run = cli("deck", "check", str(array))
    assert run.code == 2 and "a JSON decklist is an object" in run.err
