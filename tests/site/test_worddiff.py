"""Word-level changes between two rule texts."""

from __future__ import annotations

from riftrules.site.worddiff import changes, to_html, words


def test_words_keep_the_text():
    text = "Recycles  their trash\tinto their Main Deck."
    assert "".join(words(text)) == text


def test_changed_words_are_removed_and_added_in_place():
    runs = changes("Chooses an opponent to gain 1 point.", "Chooses an opponent to score 1 point.")
    assert runs == [
        ("same", "Chooses an opponent to "),
        ("removed", "gain"),
        ("added", "score"),
        ("same", " 1 point."),
    ]


def test_added_and_removed_words_alone():
    assert changes("Draw 1.", "Draw 1. Then burn 1.") == [
        ("same", "Draw 1."),
        ("added", " Then burn 1."),
    ]
    assert changes("You may draw 1.", "Draw 1.")[0] == ("removed", "You may draw")


def test_unchanged_text_is_one_run():
    assert changes("Burn 1.", "Burn 1.") == [("same", "Burn 1.")]


def test_html_marks_and_escapes():
    html = to_html(changes("a <b> c", "a <i> c"))
    assert html == "a <del>&lt;b&gt;</del><ins>&lt;i&gt;</ins> c"


def test_a_real_edit_between_editions():
    from riftrules.rules import store, trace

    edited = [c for c in trace.diff("2026-03-30", "2026-07-16") if c.status == "edited"]
    change = edited[0]
    old = store.load("2026-03-30").get(change.old).text
    new = store.load("2026-07-16").get(change.new).text
    runs = changes(old, new)
    assert "".join(t for op, t in runs if op != "added") == old
    assert "".join(t for op, t in runs if op != "removed") == new
