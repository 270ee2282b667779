"""The ``td_table`` reader: MinerU HTML tables split over several files (2025-06-02)."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftrules.importers import td_table
from riftrules.importers.assemble import assemble
from riftrules.importers.rows import RawRow, SourceError
from riftrules.importers.run import anomalies_path, import_edition
from riftrules.importers.validate import Anomaly, validate
from riftrules.rules import store
from riftrules.rules.model import Rule

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATE = "2025-06-02"
HEADER = f"# Riftbound Core Rules\n\nLast Updated: {DATE}\n\n"


def table(*rows: tuple[str, str]) -> str:
    cells = "".join(f"<tr><td>{number}</td><td>{text}</td></tr>" for number, text in rows)
    return f"<table>{cells}</table>"


def write(tmp_path: Path, *bodies: str) -> list[Path]:
    """One file per body, named like the page-range files; the first gets the title and date."""
    paths = []
    for index, body in enumerate(bodies):
        path = tmp_path / f"{index:02d}_Riftbound_Core_Rules.md"
        path.write_text((HEADER if index == 0 else "") + body, encoding="utf-8")
        paths.append(path)
    return paths


def read(paths: list[Path]) -> tuple[list[RawRow], list[Anomaly]]:
    repairs: list[Anomaly] = []
    return list(td_table.read(paths, DATE, repairs)), repairs


def rules(paths: list[Path]) -> tuple[dict[str, Rule], list[Anomaly]]:
    repairs: list[Anomaly] = []
    assembled = assemble(td_table.read(paths, DATE, repairs))
    return {rule.number: rule for rule in assembled}, repairs


def numbers_of(rows: list[RawRow]) -> list[str | None]:
    return [row.number for row in rows]


def test_rows_kinds_examples_and_cell_line_breaks(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("000.", "Golden and Silver Rules"),
            ("001.", "Golden Rule"),
            ("002.", "Card text supersedes rules text."),
            ("100.", "Game Concepts"),
            ("101.", "Deck Construction"),
            ("103.", "To play, a player needs:\n1 Champion Legend\nBattlefields\nSee rule 640."),
            (
                "103.1.",
                "This includes your champion.\nExample: A deck could include\nthree copies.",
            ),
        ),
    )
    by_number, repairs = rules(paths)
    assert [(r.number, r.kind, r.parent) for r in by_number.values()] == [
        ("000", "chapter", None),
        ("001", "heading", "000"),
        ("002", "rule", "001"),
        ("100", "chapter", None),
        ("101", "heading", "100"),
        ("103", "rule", "101"),
        ("103.1", "rule", "103"),
    ]
    assert by_number["103"].text == (
        "To play, a player needs: 1 Champion Legend Battlefields See rule 640."
    )
    assert by_number["103.1"].text == "This includes your champion."
    assert by_number["103.1"].examples == ("A deck could include three copies.",)
    assert repairs == []


def test_row_without_number_continues_the_previous_row(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("600.4.a.", "Cards can be manipulated.\nExample: once every player has had a"),
            ("", "chance to understand them, you choose one."),
            ("601.", "Counter"),
        ),
    )
    by_number, repairs = rules(paths)
    assert by_number["600.4.a"].examples == (
        "once every player has had a chance to understand them, you choose one.",
    )
    assert [(a.number, a.check) for a in repairs] == [("600.4.a", "repair")]
    # The continuation row starts on line 6: the cell before it spans two lines.
    assert "00_Riftbound_Core_Rules.md:6: joined a row without a number" in repairs[0].message


def test_rule_continues_across_a_file_boundary(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("512.", "At any given time, up to one"),
        ),
        table(("", "player has Priority."), ("512.1.", "Priority is a permission.")),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["512", None, "512.1"]
    by_number, _ = rules(paths)
    assert by_number["512"].text == "At any given time, up to one player has Priority."
    assert repairs[0].message.startswith("01_Riftbound_Core_Rules.md:1: joined")


def test_number_that_landed_in_the_text_cell_is_moved_back(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("103.1.", "One Champion Legend."),
            ("", "103.2. A Main Deck of at least 40 cards."),
            ("103.3.", "A Rune Deck."),
        ),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["103.1", "103.2", "103.3"]
    assert rows[1].text == "A Main Deck of at least 40 cards."
    assert "moved the number 103.2 from the text cell" in repairs[0].message


def test_number_split_between_the_cells_is_rejoined(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("461.3.a.", "Previous."),
            ("461.", "4 The following Task is performed."),
            ("461.5.", "Next."),
        ),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["461.3.a", "461.4", "461.5"]
    assert rows[1].text == "The following Task is performed."
    assert repairs[0].number == "461.4"
    assert "rejoined the number split between the cells ('461.' + '4')" in repairs[0].message


def test_a_number_cell_that_fits_is_not_split(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("103.3.", "Rune Deck"),
            ("103.3.a.", "12 Rune Cards"),
            ("103.3.a.1.", "Domains."),
        ),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["103.3", "103.3.a", "103.3.a.1"]
    assert rows[1].text == "12 Rune Cards"
    assert repairs == []


def test_number_missing_a_component_is_completed_from_its_neighbours(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("625.1.d.", "The State Closes."),
            ("625.1.d.1.", "Otherwise it continues."),
            ("625.e.", "The Attacking Player becomes the Active Player"),
            ("625.1.f.", "Players proceed."),
        ),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["625.1.d", "625.1.d.1", "625.1.e", "625.1.f"]
    assert repairs[0].number == "625.1.e"
    assert "read the malformed number '625.e.' as 625.1.e" in repairs[0].message


def test_number_glued_into_the_text_of_the_row_before_is_split_off(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("625.1.b.", "The Defender is the other player. 625.1.c. Modulate Unit Might now."),
            ("625.1.d.", "The State Closes. See rule 630.1. Conquering for more information."),
        ),
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["625.1.b", "625.1.c", "625.1.d"]
    assert rows[0].text == "The Defender is the other player."
    assert rows[1].text == "Modulate Unit Might now."
    assert rows[2].text.endswith("See rule 630.1. Conquering for more information.")
    assert [a.number for a in repairs] == ["625.1.c"]


def test_page_furniture_is_dropped(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("130.", "Cost"),
            ("", "Riftbound Core Rules"),
            ("12", ""),
            ("130.1.", "Main Deck cards have a Cost.\nPage 12\nSee rule 158."),
        )
        + "\nRiftbound Core Rules\n",
    )
    rows, repairs = read(paths)
    assert numbers_of(rows) == ["130", "130.1"]
    assert " ".join(rows[1].text.split()) == "Main Deck cards have a Cost. See rule 158."
    messages = [a.message for a in repairs]
    assert sum("dropped page furniture row" in m for m in messages) == 2
    assert any("dropped 1 page furniture line(s) inside the cell" in m for m in messages)
    assert any("dropped text outside the table" in m for m in messages)


def test_words_glued_where_a_line_break_was_lost_are_separated(tmp_path):
    paths = write(
        tmp_path,
        table(
            (
                "577.",
                "Similar to Playing a Card.See rule 554. Cards in theTrash and player'sTrash.",
            ),
            ("578.", "Kai'Sa stays as printed, so do E.G. and I.E. abbreviations."),
        ),
    )
    rows, repairs = read(paths)
    assert rows[0].text == (
        "Similar to Playing a Card. See rule 554. Cards in the Trash and player's Trash."
    )
    assert rows[1].text == "Kai'Sa stays as printed, so do E.G. and I.E. abbreviations."
    assert [a.number for a in repairs] == ["577"]
    assert "put back 3 space(s)" in repairs[0].message


def test_chapter_numbered_title_with_sub_rules_is_a_heading(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("500.", "Playing the Game"),
            ("501.", "The Turn"),
            ("599.", "Stun"),
            ("600.", "Reveal"),
            ("600.1.", "Revealing is the act of presenting a card."),
            ("700.", "Additional Rules"),
            ("701.", "Buffers"),
        ),
    )
    by_number, repairs = rules(paths)
    assert by_number["600"].kind == "heading"
    assert by_number["600"].parent == "500"
    assert by_number["700"].kind == "chapter"
    assert [a.number for a in repairs] == ["600"]


def test_out_of_order_number_is_left_for_validate(tmp_path):
    paths = write(
        tmp_path,
        table(
            ("143.", "Gear are:"), ("143.1.", "A Game Object"), ("143.", "Gear have properties.")
        ),
    )
    rows, repairs = read(paths)
    assert repairs == []
    anomalies = validate(assemble(rows))
    assert [(a.number, a.check) for a in anomalies] == [("143", "duplicate")]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (table(("103.2.3.", "Wrongly alternating number.")), "malformed rule number '103.2.3.'"),
        (table(("Page", "header")), "malformed rule number 'Page'"),
        ("<table><tr><td>101.</td></tr></table>", "malformed table row"),
        ("<table></table>", "no table rows found"),
        ("no table at all", "no <table> found"),
        (table(("", "Continuation before any rule."), ("101.", "Deck")), "without a number before"),
    ],
)
def test_malformed_source_raises_source_error_naming_file_and_line(tmp_path, body, message):
    paths = write(tmp_path, body)
    with pytest.raises(SourceError, match=message) as raised:
        read(paths)
    assert raised.value.where.startswith("00_Riftbound_Core_Rules.md")


def test_malformed_row_error_names_its_line(tmp_path):
    paths = write(tmp_path, table(("101.", "Deck")) + "\n<table><tr><td>x</td></tr></table>")
    with pytest.raises(SourceError) as raised:
        read(paths)
    assert raised.value.where == "00_Riftbound_Core_Rules.md:6"


def test_date_is_checked_on_the_first_file(tmp_path):
    paths = write(tmp_path, table(("101.", "Deck")))
    with pytest.raises(SourceError, match="Last Updated: 2025-10"):
        list(td_table.read(paths, "2025-10", []))


def test_reimport_gives_the_committed_rulebook_files():
    if not (SHARED / "data" / "raw").is_dir():
        pytest.skip("raw sources not available beside the checkout")
    info = store.edition_info(DATE)
    result = import_edition(info, SHARED)
    path = store.rules_path(info.id)
    assert store.dump_rules(result.rules) == path.read_text(encoding="utf-8")
    anomalies = "".join(f"{a}\n" for a in result.anomalies)
    assert anomalies == anomalies_path(path).read_text(encoding="utf-8")
