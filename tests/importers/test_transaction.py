"""``riftrules import`` as a transaction: corrupted sources are refused and nothing changes; a
failing card source after good rules leaves everything as it was; readers keep their generation."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from riftrules import paths
from riftrules.importers import transaction
from riftrules.importers.rows import SourceError
from riftrules.importers.transaction import ImportRefused
from riftrules.paths import rulebook_dir

RULES_2026 = "data/raw/FacuNGodoy__riftbound-rules-chatbot/core_rules.md"
GALLERY = "data/raw/ZanderH-code__riftboundoc/cards.json"
EDITION = "2026-07-16"


def tree_hash(root: Path) -> str:
    """Every file's path and bytes under ``root``, and what lies beside it but the lock."""
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        digest.update(str(path.relative_to(root)).encode())
        if path.is_file():
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    beside = sorted(p.name for p in root.parent.iterdir() if not p.name.endswith(".lock"))
    digest.update(repr(beside).encode())
    return digest.hexdigest()


@pytest.fixture
def root(tmp_path) -> Path:
    """A copy of the committed rulebook to import into."""
    copy = tmp_path / "data" / "rulebook"
    shutil.copytree(rulebook_dir(), copy)
    return copy


@pytest.fixture
def sources(tmp_path, shared) -> Path:
    """The shared folder as links to its files, so that a test can replace one."""
    mirror = tmp_path / "shared"
    for part in ("data/raw", "seeds"):
        shutil.copytree(shared / part, mirror / part, copy_function=_symlink)
    return mirror


def _symlink(source: str, target: str) -> None:
    Path(target).symlink_to(Path(source).resolve())


def replace(sources: Path, name: str, data: bytes) -> None:
    path = sources / name
    path.unlink()
    path.write_bytes(data)


def original(sources: Path, name: str) -> bytes:
    return (sources / name).read_bytes()


def refused(root: Path, sources: Path, **options) -> ImportRefused:
    before = tree_hash(root)
    with pytest.raises(ImportRefused) as caught:
        transaction.run(sources, root, **options)
    assert tree_hash(root) == before
    return caught.value


# --- corrupted sources ------------------------------------------------------------------------


def test_a_source_cut_in_half_is_refused(root, sources):
    text = original(sources, RULES_2026)
    replace(sources, RULES_2026, text[: len(text) // 2])
    error = refused(root, sources, editions=[EDITION])
    assert f"{RULES_2026}: rules of {EDITION} shrinks from 2381 to" in str(error)
    assert any("lost" in str(p) for p in error.problems) and "--force" in str(error)


def test_a_source_losing_its_last_lines_is_refused(root, sources):
    lines = original(sources, RULES_2026).splitlines(keepends=True)
    replace(sources, RULES_2026, b"".join(lines[:-12]))
    error = refused(root, sources, editions=[EDITION])
    assert f"the last rule of {EDITION}" in str(error)


def test_a_source_losing_a_section_is_refused(root, sources):
    text = original(sources, RULES_2026).decode()
    start = text.index("\n### 108. Non-Board Zones")
    end = text.index("\n### 110. Setup Process")
    replace(sources, RULES_2026, (text[:start] + text[end:]).encode())
    error = refused(root, sources, editions=[EDITION])
    assert f"{RULES_2026}: section 108 of {EDITION} is lost" in str(error)


@pytest.mark.parametrize(
    ("encoding", "message"),
    [("cp1252", "not UTF-8 (byte 0x"), ("utf-16", "not UTF-8 (byte 0xff)")],
)
def test_a_source_in_another_encoding_is_refused(root, sources, encoding, message):
    text = original(sources, RULES_2026).decode()
    replace(sources, RULES_2026, text.encode(encoding, "replace"))
    error = refused(root, sources, editions=[EDITION])
    assert f"{RULES_2026}:" in str(error) and message in str(error)


def test_a_source_decoded_twice_is_refused(root, sources):
    text = original(sources, RULES_2026).decode()
    replace(sources, RULES_2026, text.encode().decode("cp1252", "ignore").encode())
    assert "UTF-8 decoded twice" in str(refused(root, sources, editions=[EDITION]))


def test_a_nul_byte_is_refused_with_its_line_and_column(root, sources):
    text = original(sources, RULES_2026)
    at = text.index(b"Deck Construction")
    replace(sources, RULES_2026, text[:at] + b"\x00" + text[at:])
    error = refused(root, sources, editions=[EDITION])
    line = text[:at].count(b"\n") + 1
    assert f"{RULES_2026}:{line}:" in str(error) and "control character U+0000" in str(error)
    assert "--force" not in str(error)


def test_force_accepts_a_lost_section_but_not_a_nul(root, sources):
    text = original(sources, RULES_2026).decode()
    start, end = text.index("\n### 108. Non-Board Zones"), text.index("\n### 110. Setup")
    replace(sources, RULES_2026, (text[:start] + "\x00" + text[end:]).encode())
    refused(root, sources, editions=[EDITION], force=True)
    replace(sources, RULES_2026, (text[:start] + text[end:]).encode())
    transaction.run(sources, root, editions=[EDITION], force=True)
    numbers = [json.loads(line)["number"] for line in (root / "rules" / f"{EDITION}.jsonl").open()]
    assert "108" not in numbers and "110" in numbers


def test_a_missing_folder_and_an_unknown_edition_are_clear_errors(root, sources, tmp_path):
    with pytest.raises(SourceError, match="not a folder"):
        transaction.run(tmp_path / "nowhere", root)
    with pytest.raises(LookupError, match="unknown edition '1999-01-01'"):
        transaction.run(sources, root, editions=["1999-01-01"])


def test_the_cli_refuses_an_unknown_edition_without_an_internal_error(cli, shared):
    result = cli("import", str(shared), "1999-01-01")
    assert result.code == 2  # an argument that names nothing
    assert "unknown edition '1999-01-01'" in result.err and "internal error" not in result.err


# --- card sources after good rules sources ----------------------------------------------------


def test_a_failing_card_source_after_good_rules_leaves_everything_untouched(root, sources):
    gallery = json.loads(original(sources, GALLERY))
    del gallery["cards"][3]["name"]
    replace(sources, GALLERY, json.dumps(gallery).encode())
    before = tree_hash(root)
    with pytest.raises(SourceError, match=r"cards\.json\[3\]"):
        transaction.run(sources, root)
    assert tree_hash(root) == before


def test_a_nul_spelt_as_a_json_escape_is_refused(root, sources):
    gallery = json.loads(original(sources, GALLERY))
    gallery["cards"][0]["name"] += "\x00"
    replace(sources, GALLERY, json.dumps(gallery).encode())
    error = refused(root, sources, only=["cards"])
    assert "control character U+0000" in str(error) and GALLERY in str(error)


def test_a_card_set_lost_is_refused(root, sources):
    gallery = json.loads(original(sources, GALLERY))
    riftcodex = "data/raw/Zaious__riftbound-chronicle/riftcodex_cards_raw.json"
    rows = json.loads(original(sources, riftcodex))
    keep = [row for row in rows if row["set"]["set_id"] != "VEN"]
    gallery["cards"] = [card for card in gallery["cards"] if card["setId"] != "VEN"]
    replace(sources, GALLERY, json.dumps(gallery).encode())
    replace(sources, riftcodex, json.dumps(keep).encode())
    assert "cards/VEN.jsonl is lost" in str(refused(root, sources, only=["cards"]))


# --- a whole import, and readers -------------------------------------------------------------


def test_a_reimport_switches_a_byte_identical_generation(root, shared):
    before = tree_hash(root)
    done = transaction.run(shared, root)
    assert set(done.built) == {o.name for o in transaction.registered()}
    assert any(line.startswith(f"{EDITION}: 2381 rules") for line in done.lines())
    assert (root.parent / ".rulebook.previous" / "editions.json").is_file()
    digest = hashlib.sha256
    for path in rulebook_dir().rglob("*"):
        if path.is_file():
            copy = root / path.relative_to(rulebook_dir())
            assert digest(copy.read_bytes()).digest() == digest(path.read_bytes()).digest(), path
    assert tree_hash(root) != before  # only because .rulebook.previous is now beside it


def test_a_reader_keeps_the_generation_it_started_on(root, sources, monkeypatch):
    monkeypatch.setattr(paths, "DATA", root.parent)
    monkeypatch.setattr(paths, "_pinned", {})
    assert paths.rulebook_dir() == root
    old = (root / "rules" / f"{EDITION}.jsonl").read_text(encoding="utf-8")
    text = original(sources, RULES_2026).decode().replace("Deck Construction", "Deck Building")
    replace(sources, RULES_2026, text.encode())
    transaction.run(sources, root, editions=[EDITION])
    pinned = paths.rulebook_dir()
    assert pinned == root.parent / ".rulebook.previous"
    assert (pinned / "rules" / f"{EDITION}.jsonl").read_text(encoding="utf-8") == old
    assert "Deck Building" in (root / "rules" / f"{EDITION}.jsonl").read_text(encoding="utf-8")
    transaction.run(sources, root, editions=[EDITION])
    with pytest.raises(paths.RulebookChanged, match="run it again"):
        paths.rulebook_dir()


def test_derived_outputs_follow_what_they_read():
    outputs = transaction.registered()
    everything = transaction._chosen(outputs, transaction.Job(Path(), Path()), None)
    assert [o.name for o in everything] == [
        "rules",
        "tournament",
        "cards",
        "traces",
        "formats",
        "rulings",
    ]
    editions = transaction._chosen(outputs, transaction.Job(Path(), Path(), (EDITION,)), None)
    assert [o.name for o in editions] == ["rules", "traces", "rulings"]
    only = transaction._chosen(outputs, transaction.Job(Path(), Path()), ["cards"])
    assert [o.name for o in only] == ["cards"]
