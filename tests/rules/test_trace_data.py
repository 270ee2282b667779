"""The precomputed traces in rulebook/traces/ are what the matcher makes of the rules today."""

from __future__ import annotations

from riftrules.paths import rulebook_dir
from riftrules.rules import store, trace, trace_data


def test_committed_traces_are_fresh():
    built = trace_data.build(store.load_all())
    on_disk = {
        f"{trace_data.FOLDER}/{path.name}": path.read_text(encoding="utf-8")
        for path in sorted((rulebook_dir() / trace_data.FOLDER).glob("*.tsv"))
    }
    assert on_disk == built, (
        "rerun: python -c 'from riftrules.rules import trace_data; trace_data.write()'"
    )


def test_a_stale_file_is_ignored(tmp_path, monkeypatch):
    old, new = store.load("2026-07-16"), store.load("2026-10-09")
    (tmp_path / "rules").mkdir()
    for edition in (old, new):
        store.rules_path(edition.id, tmp_path).write_text(store.dump_rules(edition.rules))
    (tmp_path / "traces").mkdir()
    text = trace_data.render(old, new, trace.match(old, new))
    (tmp_path / trace_data.file_name(old.id, new.id)).write_text(text)
    stored = trace_data.read(old.id, new.id, tmp_path)
    assert stored == {
        k: (v, float(trace_data._score(s))) for k, (v, s) in trace.match(old, new).items()
    }
    store.rules_path(new.id, tmp_path).write_text(store.dump_rules(new.rules[1:]))
    assert trace_data.read(old.id, new.id, tmp_path) is None


def test_both_rules_of_a_duplicated_number_are_traced():
    edition = store.load("2025-10")
    assert edition.numbered("143") == ["143", "143#2"]
    assert edition.get("143#2").text == "Gear are:"
    heading, rule = (trace.trace(key, "2025-10", "2025-12-01") for key in ("143", "143#2"))
    assert heading.counterpart and rule.counterpart and heading.counterpart != rule.counterpart
