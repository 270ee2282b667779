"""Legality as dated data: the import from the raw sources (cross-checked, misspellings read
through legality_names.json), and the one answer for a card, a format and a date."""

import shutil
from datetime import date

import pytest

from riftrules.formats.legality import Action, Format, load
from riftrules.importers import legality as importer
from riftrules.importers.rows import SourceError

WAVE_1 = {
    "Called Shot",
    "Draven, Vanquisher",
    "Fight or Flight",
    "Obelisk of Power",
    "Reaver's Row",
    "Scrapheap",
    "The Dreaming Tree",
}
WAVE_2 = {"Aspirant's Climb", "Stealthy Pursuer", "The Arena's Greatest"}
WAVE_3 = {"Ekko, Recurrent", "Stacked Deck"}


def test_the_import_is_the_committed_data(shared):
    legality, lines = importer.read(shared)
    assert legality == load()
    assert lines[0] == "legality: 6 sets, 3 Constructed ban waves, 13 bans (1 in 2v2 only)"
    assert "  name: 'Master Vi, Wuju Bladesman' read as 'Wuju Bladesman, Starter'" in lines


@pytest.mark.parametrize(
    ("on", "expected"),
    [
        ("2026-03-30", set()),
        ("2026-03-31", WAVE_1),
        ("2026-07-23", WAVE_1),
        ("2026-07-24", WAVE_1 | WAVE_2),
        ("2026-08-01", WAVE_1 | WAVE_2),
        ("2026-09-17", WAVE_1 | WAVE_2),
        ("2026-09-18", WAVE_1 | WAVE_2 | WAVE_3),
    ],
)
def test_standard_bans_by_date(on, expected):
    assert set(load().banned(Format.STANDARD, date.fromisoformat(on))) == expected


def test_2v2_inherits_the_constructed_bans_and_adds_its_own():
    legality = load()
    later = legality.banned(Format.TWO_VS_TWO, date(2026, 10, 1))
    assert set(later) == WAVE_1 | WAVE_2 | WAVE_3 | {"Wuju Bladesman, Starter"}
    vi = later["Wuju Bladesman, Starter"]
    assert (vi.format, vi.action, vi.date) == (Format.TWO_VS_TWO, Action.BAN, date(2026, 7, 14))
    assert legality.ban("Wuju Bladesman, Starter", Format.STANDARD, date(2026, 10, 1)) is None
    assert legality.ban("Ekko, Recurrent", Format.TWO_VS_TWO, date(2026, 9, 18)).date == date(
        2026, 9, 18
    )


def test_sets_by_release_date():
    legality = load()
    assert legality.released("VEN", date(2026, 7, 31))
    assert not legality.released("VEN", date(2026, 7, 30))
    assert not legality.released("XYZ", date(2030, 1, 1))


def _copy(shared, tmp_path):
    copy = tmp_path / "shared"
    for name in (importer.SOURCES_FILE, importer.CONSTRUCTED_PAGE, importer.TWO_VS_TWO_PAGE):
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(shared / name, copy / name)
    (copy / importer.FIRST_WAVE_LIST).parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(shared / importer.FIRST_WAVE_LIST, copy / importer.FIRST_WAVE_LIST)
    return copy


def test_an_unknown_name_refuses_the_import(shared, tmp_path):
    copy = _copy(shared, tmp_path)
    page = copy / importer.CONSTRUCTED_PAGE
    page.write_text(page.read_text(encoding="utf-8").replace("Scrapheap", "Scrapheep Mountain"))
    with pytest.raises(SourceError, match="no card 'Scrapheep Mountain'"):
        importer.read(copy)


def test_a_page_that_disagrees_with_the_waves_refuses_the_import(shared, tmp_path):
    copy = _copy(shared, tmp_path)
    page = copy / importer.CONSTRUCTED_PAGE
    page.write_text(page.read_text(encoding="utf-8").replace("* Scrapheap + ", "* "))
    with pytest.raises(SourceError, match="not the bans of the first waves"):
        importer.read(copy)


def test_card_says_where_it_is_banned_and_since_when(cli):
    record = cli("card", "Wuju Bladesman, Starter", "--format", "json").json()["legality"]
    formats = {f["format"]: f for f in record["formats"]}
    assert formats["standard"]["banned_since"] is None
    assert formats["2v2"]["banned_since"] == "2026-07-14"
    text = cli("card", "Ekko, Recurrent").out
    assert "Legality: banned in Standard Constructed since 2026-09-18;" in text


def test_card_pages_say_it_too():
    from riftrules.cards import pool
    from riftrules.site.card_pages import _facts

    facts = _facts(pool.find("The Arena's Greatest"))
    assert "banned in Standard Constructed since 2026-07-24" in facts
