"""A JSON card list of megabytes (issue 26): where each text's characters are written is read
only for the texts that need it (a finding's place, a fix), not for every character of the
file (an 8 MiB list took 506 MB)."""

from __future__ import annotations

import json
import tracemalloc

from riftrules.lint.json_text import text_strings
from riftrules.lint.places import json_string_starts
from riftrules.lint.sources import json_targets

TEXT = "When you play me, deal 2 to an enemy unit here. (Opponents must pay [A].)"


def test_places_are_read_only_when_asked():
    source = json.dumps([{"type": "unit", "text": TEXT}] * 3)
    places = text_strings(source)
    assert all(place.offsets is None and not place._read for place in places.values())
    place = places[1]
    assert source[place.source_offset(5) : place.source_offset(5) + 3] == "you"
    assert place._read and not places[0]._read and not places[2]._read
    assert place.region == (place.start + 1, place.end - 1)


def test_a_card_list_of_megabytes_is_read_in_memory_near_its_size():
    source = json.dumps([{"type": "unit", "text": TEXT}] * 25_000)  # 2.4 MB, 1.9 MB of text
    tracemalloc.start()
    try:
        targets = json_targets(source, "cards.json")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(targets) == 25_000
    # the records, cards and targets take about 10 bytes a byte of JSON; the place of each
    # character read for the whole file took some 40 more (a peak of 45 times the size)
    assert peak < 16 * len(source)


def test_a_lone_high_surrogate_escape_before_a_letter_is_two_characters():
    source = json.dumps([{"text": "\ud800A deal 3 damage to a unit."}])  # "\ud800A" as escapes
    source = source.replace("A deal", "\\u0041 deal")
    assert "\\ud800\\u0041" in source
    text = json.loads(source)[0]["text"]
    place = text_strings(source)[0]
    starts = json_string_starts(source, place.start)
    assert len(starts) == len(text) + 1
    at = text.index("deal")
    assert source[starts[at] : starts[at] + 4] == "deal"


def _peak(read, *args) -> tuple[list, int]:
    tracemalloc.start()
    try:
        found = list(read(*args))
        return found, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_txt_file_of_comment_lines_keeps_no_line():
    """A million "#" lines (2 MB) took 277 MB; an 8 MiB file of them 1.1 GB."""
    from riftrules.lint.card_lists import Format
    from riftrules.lint.sources import Document, txt_targets

    content = "#\n" * 200_000
    found, peak = _peak(txt_targets, content, "cards.txt")
    assert found == []
    assert peak < len(content)
    document, peak = _peak(lambda: [Document.of(content, Format.TXT)])
    assert document[0].line_column(len(content) - 1) == (200_000, 2)
    assert peak < 10 * len(content)  # 8 bytes a line start (was 36)


def test_a_long_commented_card_text_is_placed_compactly():
    from riftrules.lint.sources import txt_targets

    content = "# type: spell\n" + "Draw 1.\n" * 20_000 + "Kill it. # noqa: RB209\n"
    (target,), peak = _peak(txt_targets, content, "cards.txt")
    assert target.text == "\n".join(["Draw 1."] * 20_000 + ["Kill it."])
    assert len(target.directives) == 1
    at = target.text.rindex("Kill")
    assert content[target.document_offset(at) :].startswith("Kill it. # noqa")
    assert peak < 25 * len(content)  # 8 bytes a character placed (the lines kept took 75)


def test_lines_are_cut_as_splitlines_cuts_them():
    from riftrules.lint.sources import txt_targets

    content = "Draw 1.\x0bDeal 2.\r\n\r\n# type: unit\r\nKill it.\u2028Ready me.\x1c\n\nx\ry"
    texts = [t.text for t in txt_targets(content, "cards.txt")]
    assert texts == ["Draw 1.\x0bDeal 2.", "Kill it.\u2028Ready me.\x1c", "x\ry"]
