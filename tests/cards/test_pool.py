"""The bundled card pool: loading, looking up by id and by name, and the shape of the data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftrules.cards import Card, Printing, UnknownCard, by_id, find, load
from riftrules.cards.pool import aliases, name_key

ANNIE = Card(
    id="OGS-001",
    name="Annie, Fiery",
    set="OGS",
    type="Unit",
    supertype="Champion",
    domains=("Fury",),
    energy=5,
    power=1,
    might=4,
    tags=("Annie", "Noxus"),
    rarity="Epic",
    text="Your spells and abilities deal 1 Bonus Damage.",
    printed="Your spells and abilities deal 1 Bonus Damage.",
    text_source="gallery",
    printings=(
        Printing("ogs-001-024", "OGS", "001", "base"),
        Printing("opp-001-024", "OPP", "001", "promo"),
    ),
)
LOOSE_CANNON = Card(
    id="OGN-251",
    name="Loose Cannon",
    set="OGN",
    type="Legend",
    supertype=None,
    domains=("Fury", "Chaos"),
    energy=None,
    power=None,
    might=None,
    tags=("Jinx",),
    rarity="Rare",
    text="At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.",
    printed="At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand.",
    text_source="gallery",
    errata=(),
    printings=(Printing("ogn-251-298", "OGN", "251", "base"),),
)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A rulebook folder holding only the two cards above."""
    folder = tmp_path / "cards"
    folder.mkdir()
    for card in (ANNIE, LOOSE_CANNON):
        line = json.dumps(card.to_json(), ensure_ascii=False) + "\n"
        with (folder / f"{card.set}.jsonl").open("a", encoding="utf-8") as handle:
            handle.write(line)
    return tmp_path


def test_a_card_survives_json():
    assert Card.from_json(json.loads(json.dumps(ANNIE.to_json()))) == ANNIE


def test_load_reads_every_set_file(root):
    assert {card.id for card in load(root)} == {"OGS-001", "OGN-251"}


@pytest.mark.parametrize(
    "query",
    ["OGS-001", "ogs-001", "Annie, Fiery", "Annie - Fiery", "Annie Fiery", "annie fiery  "],
)
def test_find_by_id_or_any_usual_spelling(root, query):
    assert find(query, root) == ANNIE


@pytest.mark.parametrize("query", ["Loose Cannon", "Jinx - Loose Cannon", "Jinx, Loose Cannon"])
def test_a_legend_is_found_by_its_title_and_with_its_champion(root, query):
    assert find(query, root) == LOOSE_CANNON


def test_a_near_miss_names_the_closest_names(root):
    with pytest.raises(LookupError, match="closest: 'Annie, Fiery'") as raised:
        find("Anie Fiery", root)
    assert isinstance(raised.value, UnknownCard)
    assert raised.value.nearest == ["Annie, Fiery"]


def test_nothing_close_is_still_a_lookup_error(root):
    with pytest.raises(LookupError, match=r"no card 'zzz'$"):
        find("zzz", root)


def test_by_id(root):
    assert by_id("OGN-251", root) == LOOSE_CANNON
    with pytest.raises(LookupError):
        by_id("Loose Cannon", root)


def test_name_keys_and_aliases():
    assert name_key("Kai'Sa - Survivor") == name_key("kaisa survivor") == "kaisa survivor"
    assert aliases(LOOSE_CANNON) == ["Jinx, Loose Cannon"]
    assert aliases(ANNIE) == ["Annie, Fiery", "Noxus, Fiery"]


# --- the bundled pool -------------------------------------------------------------------------


def test_the_bundled_pool_has_one_card_per_id_and_per_name():
    cards = load()
    assert len(cards) > 900
    assert len({card.id for card in cards}) == len(cards)
    assert len({name_key(card.name) for card in cards}) == len(cards)
    for card in cards:
        base = card.printings[0]
        assert card.id == f"{base.set}-{base.number}" and base.kind == "base"
        assert card.text_source in ("gallery", "errata", "printed")
        assert "\n\n" not in card.text and ":rb_" not in card.text


def test_bundled_examples():
    assert find("Blazing Scorcher").id == "OGN-001"
    assert find("Annie - Fiery").name == "Annie, Fiery"
    assert find("Master Yi, Meditative").id == "OGS-004"
    assert find("Jinx, Loose Cannon").type == "Legend"
    hook = find("OGN-242")
    assert hook.errata == ("origins",) and "banish a unit" in hook.text
    ava = by_id("OGN-107")
    assert "If it's a unit, play it here." in ava.text and ava.text != ava.printed
    assert find("Recruit").supertype == "Token"
    assert find("Targon's Peak").type == "Battlefield"
    vendetta = [card for card in load() if card.set == "VEN"]
    assert vendetta and {card.text_source for card in vendetta} <= {"printed", "errata"}
