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
