"""The card importer: folding, text choice, errata, glued modes, names, all-or-nothing writing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from riftrules.importers import cards as importer
from riftrules.importers.cards import Erratum, build, import_cards, read_sources
from riftrules.importers.rows import SourceError
from riftrules.paths import rulebook_dir

SHARED = Path(__file__).resolve().parents[2].parent / "shared"


# --- inline sources ---------------------------------------------------------------------------


def rc(source: str, name: str, text: str = "", **fields: object) -> dict:
    """One riftcodex row; ``text`` is the rich HTML without the enclosing <p>."""
    return {
        "id": source,
        "name": name,
        "riftbound_id": source,
        "collector_number": 1,
        "attributes": {
            "energy": fields.get("energy", 2),
            "might": fields.get("might", 2),
            "power": fields.get("power"),
        },
        "classification": {
            "type": fields.get("type", "Unit"),
            "supertype": fields.get("supertype"),
            "rarity": fields.get("rarity", "Common"),
            "domain": list(fields.get("domains", ["Fury"])),
        },
        "text": {"rich": f"<p>{text}</p>" if text else "", "plain": text, "flavour": None},
        "set": {"set_id": source.split("-")[0].upper(), "label": ""},
        "tags": list(fields.get("tags", [])),
        "metadata": {
            "clean_name": None,
            "alternate_art": fields.get("alternate_art", False),
            "overnumbered": fields.get("overnumbered", False),
            "signature": False,
        },
    }


def gallery(source: str, name: str, text: str = "", **fields: object) -> dict:
    """One official gallery card; ``text`` is ``abilityText``."""
    return {
        "id": source,
        "name": name,
        "setId": source.split("-")[0].upper(),
        "domains": list(fields.get("domains", ["Fury"])),
        "rarity": fields.get("rarity", "Common"),
        "cardTypes": [fields.get("type", "Unit")],
        "superTypes": list(fields.get("supertypes", [])),
        "energy": str(fields.get("energy", 2)),
        "might": str(fields.get("might", 2)),
        "power": "",
        "tags": list(fields.get("tags", [])),
        "abilityText": text,
    }


def erratum(name: str, ids: list[str], old: str, new: str, document: str = "vendetta") -> dict:
    return {
        "official_name": name,
        "document": document,
        "card_ids": ids,
        "old_text": old,
        "new_text": new,
    }


DOCUMENTS = [
    {"slug": "origins", "announced_on": "2025-10-28"},
    {"slug": "vendetta", "announced_on": "2026-07-24"},
]


def write_sources(
    root: Path, riftcodex: list[dict], cards: list[dict], errata: list[dict] | None = None
) -> Path:
    """A shared folder with the three card sources under ``data/raw/``."""
    files = {
        importer.RIFTCODEX: riftcodex,
        importer.GALLERY: {"updatedAt": "2026-03-28", "cards": cards},
        importer.ERRATA: {"errata_documents": DOCUMENTS, "entries": errata or []},
    }
    for relative, content in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(content), encoding="utf-8")
    return root


def pool(tmp_path: Path, riftcodex: list[dict], cards=(), errata=None):
    report = build(read_sources(write_sources(tmp_path, riftcodex, list(cards), errata)))
    return report, {card.id: card for card in report.cards}


# --- folding ----------------------------------------------------------------------------------


def test_variants_promos_and_duplicate_rows_fold_into_one_card(tmp_path):
    text = "Deal 1 to a unit."
    rows = [
        rc("ogn-001-298", "Annie - Fiery", text, supertype="Champion", tags=["Annie"]),
        rc("ogn-001-298", "Annie - Fiery", text, supertype="Champion", tags=["Annie"]),
        rc("ogn-001a-298", "Annie - Fiery (Alternate Art)", text, alternate_art=True),
        rc("ogn-299-298", "Annie - Fiery (Overnumbered)", text, overnumbered=True),
        rc("ogn-299*-298", "Annie - Fiery (Signature)", text),
        rc("opp-001-298", "Annie - Fiery", text, rarity="Promo"),
        rc("opp-001-298", "Annie - Fiery (Metal)", text, rarity="Promo"),
        rc("ven-sp1-006", "Annie, Fiery", "Deal 1 to a unit."),
        rc("ogn-002-298", "Other Card", "Draw 1."),
    ]
    report, cards = pool(tmp_path, rows)
    assert sorted(cards) == ["OGN-001", "OGN-002"]
    card = cards["OGN-001"]
    assert card.name == "Annie, Fiery"
    assert [(p.source, p.kind) for p in card.printings] == [
        ("ogn-001-298", "base"),
        ("ogn-001a-298", "alternate-art"),
        ("ogn-299-298", "overnumbered"),
        ("ogn-299*-298", "signature"),
        ("ven-sp1-006", "reprint"),
        ("opp-001-298", "promo"),
        ("opp-001-298", "metal"),
    ]
    assert [p.number for p in card.printings][:4] == ["001", "001a", "299", "299*"]
    assert report.rows["riftcodex"] == 9


def test_the_base_printing_gives_the_id_even_when_a_promo_comes_first(tmp_path):
    rows = [rc("opp-017-024", "Annie - Dark Child", "Ready 2 runes.", type="Legend")]
    rows.append(rc("ogs-017-024", "Annie - Dark Child (Starter)", "Ready 2 runes.", type="Legend"))
    _, cards = pool(tmp_path, rows)
    assert list(cards) == ["OGS-017"]
    assert cards["OGS-017"].name == "Dark Child, Starter"


# --- names ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "card_type", "name"),
    [
        ("Annie - Fiery", "Unit", "Annie, Fiery"),
        ("Annie, Fiery", "Unit", "Annie, Fiery"),
        ("Jinx - Loose Cannon (Overnumbered)", "Legend", "Loose Cannon"),
        ("Yordle, Kennen - Heart of the Tempest", "Legend", "Heart of the Tempest"),
        ("Rogue Assassin", "Legend", "Rogue Assassin"),
        ("Annie - Dark Child (Starter)", "Legend", "Dark Child, Starter"),
        ("Recruit (271) // Buff", "Unit", "Recruit"),
        ("Baron Nashor (Ultimate)", "Unit", "Baron Nashor"),
        ("Sett - The Boss (Metal)", "Legend", "The Boss"),
    ],
)
def test_riftcodex_names_in_the_official_form(raw, card_type, name):
    assert importer.riftcodex_name(raw, card_type) == name


def test_gallery_names_keep_their_form_with_a_comma():
    assert importer.gallery_name("Dark Child - Starter") == "Dark Child, Starter"
    assert importer.gallery_name("Recruit (DE)") == "Recruit"
    assert importer.gallery_name("Ride the Wind") == "Ride the Wind"


def test_the_gallery_name_wins_and_the_difference_is_reported(tmp_path):
    rows = [rc("ogs-004-024", "Master Yi - Meditative", "Draw 1.", supertype="Champion")]
    cards = [gallery("ogs-004-024", "Yi, Meditative", "Draw 1.", supertypes=["Champion"])]
    report, found = pool(tmp_path, rows, cards)
    assert found["OGS-004"].name == "Yi, Meditative"
    assert [i.category for i in report.issues] == ["name differs"]


# --- which text -------------------------------------------------------------------------------


def test_gallery_wording_is_current_and_riftcodex_is_printed(tmp_path):
    rows = [
        rc("ogn-005-298", "Disintegrate", "Deal 3 to a unit. If this kills it, draw 1."),
        rc("ven-010-166", "Vendetta Card", "Deal 2 to a unit at a battlefield."),
    ]
    cards = [
        gallery(
            "ogn-005-298", "Disintegrate", "Deal 3 to a unit. If this kills it, do this: draw 1."
        )
    ]
    _, found = pool(tmp_path, rows, cards)
    assert found["OGN-005"].text_source == "gallery"
    assert found["OGN-005"].text.endswith("do this: draw 1.")
    assert found["OGN-005"].printed.endswith("kills it, draw 1.")
    assert found["VEN-010"].text_source == "printed"
    assert found["VEN-010"].text == found["VEN-010"].printed == "Deal 2 to a unit at a battlefield."


def test_no_text_stays_empty(tmp_path):
    rows = [rc("ogn-007-298", "Fury Rune", type="Rune", supertype="Basic")]
    rows.append(rc("ven-r01", "Fury Rune", "[NO TEXT]", type="Rune", supertype="Basic"))
    _, found = pool(tmp_path, rows)
    rune = found["OGN-007"]
    assert (rune.text, rune.printed, rune.type) == ("", "", "Rune")
    assert [p.number for p in rune.printings] == ["007", "R01"]


def test_gallery_only_tokens_are_kept(tmp_path):
    cards = [gallery("unl-t03", "Brush", "Units here have +1 :rb_might:.", type="Battlefield")]
    report, found = pool(tmp_path, [], cards)
    assert found["UNL-T03"].text == found["UNL-T03"].printed == "Units here have +1 [M]."
    assert "gallery-only printing" in {issue.category for issue in report.issues}


# --- glued modes ------------------------------------------------------------------------------

GLUED = "Choose one -\n\nDeal 2 to a unit at a battlefield.Stun a unit at a battlefield."
MODES = (
    "Choose one —<ul><li>Deal 2 to a unit at a battlefield.</li>"
    "<li>Stun a unit at a battlefield.</li></ul>"
)


def test_glued_modes_are_split_where_riftcodex_lists_the_same_words(tmp_path):
    report, found = pool(
        tmp_path,
        [rc("ogn-157-298", "Udyr - Wildman", MODES)],
        [gallery("ogn-157-298", "Udyr, Wildman", GLUED)],
    )
    assert found["OGN-157"].text == (
        "Choose one —\n• Deal 2 to a unit at a battlefield.\n• Stun a unit at a battlefield."
    )
    assert found["OGN-157"].text == found["OGN-157"].printed
    assert report.repaired_modes == ["OGN-157"]


def test_glued_modes_whose_words_differ_are_left_and_reported(tmp_path):
    other = MODES.replace("Stun a unit", "Kill a unit")
    report, found = pool(
        tmp_path,
        [rc("ogn-157-298", "Udyr - Wildman", other)],
        [gallery("ogn-157-298", "Udyr, Wildman", GLUED)],
    )
    assert "battlefield.Stun" in found["OGN-157"].text
    assert report.repaired_modes == []
    assert "glued modes not repaired" in {issue.category for issue in report.issues}


# --- errata -----------------------------------------------------------------------------------


def test_an_erratum_is_applied_where_its_old_wording_is_found(tmp_path):
    printed = (
        "[Empower] :rb_rune_body::rb_rune_body: (Empower me.)<br />"
        "[Empowered][&gt;] Give me +3 :rb_might: instead."
    )
    entry = erratum(
        "Gangplank, Naval",
        ["VEN-?"],
        "[Empower] [C][C] (...) [Empowered][>] Give me +3 [M] instead.",
        "[Empower] [C][C] (...) [Empowered][>] Give me +3 [M] this turn instead.",
    )
    report, found = pool(
        tmp_path, [rc("ven-086-166", "Gangplank, Naval", printed, domains=["Body"])], [], [entry]
    )
    card = found["VEN-086"]
    assert (
        card.text
        == "[Empower] [O][O] (Empower me.)\n[Empowered][>] Give me +3 [M] this turn instead."
    )
    assert card.printed == "[Empower] [O][O] (Empower me.)\n[Empowered][>] Give me +3 [M] instead."
    assert (card.text_source, card.errata) == ("errata", ("vendetta",))
    assert [o.outcome for o in report.errata] == ["applied"]


def test_an_erratum_whose_old_wording_is_not_found_is_refused(tmp_path):
    entry = erratum("Astral Heron", ["VEN-044"], "Your next card costs [2] less.", "It costs less.")
    report, found = pool(tmp_path, [rc("ven-044-166", "Astral Heron", "Draw 1.")], [], [entry])
    assert (found["VEN-044"].text, found["VEN-044"].text_source) == ("Draw 1.", "printed")
    assert found["VEN-044"].errata == ()
    assert [o.outcome for o in report.errata] == ["refused"]
    assert [i.category for i in report.issues] == ["erratum refused"]


def test_an_erratum_already_in_the_gallery_is_recorded_not_reapplied(tmp_path):
    entry = erratum(
        "Salvage", ["OGN-224"], "You may kill a gear.", "You may kill up to one gear.", "origins"
    )
    report, found = pool(
        tmp_path,
        [rc("ogn-224-298", "Salvage", "You may kill a gear. Draw 1.")],
        [gallery("ogn-224-298", "Salvage", "You may kill up to one gear. Draw 1.")],
        [entry],
    )
    assert found["OGN-224"].text == "You may kill up to one gear. Draw 1."
    assert (found["OGN-224"].text_source, found["OGN-224"].errata) == ("gallery", ("origins",))
    assert [o.outcome for o in report.errata] == ["already"]


def test_an_erratum_keeps_line_breaks_and_respaces_only_what_changed():
    entry = Erratum(
        "Diana",
        "vendetta",
        (),
        "you may pay [1]. If you do, [Predict], then reveal",
        "you may pay [1] to [Predict], then reveal",
        "",
    )
    text = (
        "[Hidden]\nWhen a showdown begins, you may pay [1]. If you do, [Predict], then reveal it."
    )
    assert importer.apply_erratum(text, entry, ["Mind"]) == (
        "[Hidden]\nWhen a showdown begins, you may pay [1] to [Predict], then reveal it."
    )


def test_an_erratum_is_found_by_name_when_its_ids_are_unknown(tmp_path):
    entry = erratum("Rengar, Trophy Hunter", ["UNL-?"], "I can be played.", "I can [Ambush].")
    _, found = pool(
        tmp_path, [rc("unl-120-219", "Rengar - Trophy Hunter", "I can be played.")], [], [entry]
    )
    assert found["UNL-120"].text == "I can [Ambush]."


# --- sources that cannot be imported ----------------------------------------------------------


def test_a_malformed_source_raises_and_leaves_the_data_untouched(tmp_path):
    root = tmp_path / "rulebook"
    shutil.copytree(rulebook_dir(), root)
    before = {p.name: p.read_bytes() for p in (root / "cards").iterdir()}
    broken = rc("ogn-001-298", "Blazing Scorcher")
    del broken["classification"]["type"]
    shared = write_sources(tmp_path / "shared", [rc("ogn-002-298", "Fine"), broken], [])
    with pytest.raises(SourceError, match=r"riftcodex_cards_raw\.json\[1\].*classification\.type"):
        import_cards(shared, root)
    assert {p.name: p.read_bytes() for p in (root / "cards").iterdir()} == before


@pytest.mark.parametrize(
    ("riftcodex", "message"),
    [
        ({"not": "a list"}, "expected a list"),
        ([{"riftbound_id": "ogn_001"}], "unrecognised card id"),
    ],
)
def test_source_errors_name_the_file(tmp_path, riftcodex, message):
    with pytest.raises(SourceError, match=message):
        read_sources(write_sources(tmp_path, riftcodex, []))


def test_a_missing_source_file_is_a_source_error(tmp_path):
    with pytest.raises(SourceError, match="not found"):
        read_sources(tmp_path)


# --- the real sources -------------------------------------------------------------------------


@pytest.mark.skipif(not (SHARED / importer.RIFTCODEX).is_file(), reason="raw sources absent")
def test_reimporting_reproduces_the_committed_files_byte_for_byte(tmp_path):
    report = import_cards(SHARED, tmp_path)
    committed = rulebook_dir() / "cards"
    written = sorted(p.name for p in (tmp_path / "cards").iterdir())
    assert written == sorted(p.name for p in committed.iterdir())
    for name in written:
        assert (tmp_path / "cards" / name).read_bytes() == (committed / name).read_bytes(), name
    assert report.rows == {"riftcodex": 1451, "gallery": 950, "errata": 63}
