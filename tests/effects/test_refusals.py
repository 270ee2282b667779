"""Refusals as data: every refusal names a construct of the closed set, ``coverage`` ranks them
and lists every card's status."""

from riftrules.coverage import Stage, by_construct, cards, pool_texts, ranked, status
from riftrules.effects import Construct, NotCompiled, compile_text


def test_every_refusal_of_the_pool_names_a_construct_and_a_sentence():
    for text, card_type in pool_texts().items():
        try:
            compile_text(text, card_type)
        except NotCompiled as refusal:
            assert isinstance(refusal.construct, Construct)
            assert refusal.detail and str(refusal) == refusal.detail
            assert "''" not in refusal.detail, refusal.detail  # no empty quoted word


def test_a_verb_refusal_names_its_verb():
    try:
        compile_text("Become a copy of a unit.", "Spell")
    except NotCompiled as refusal:
        assert refusal.construct is Construct.VERB
        assert refusal.term == "become"
        assert refusal.group == "verb 'become'"
    else:
        raise AssertionError("'become' compiled")


def test_ranking_counts_every_refused_text_once_most_first():
    texts = pool_texts()
    groups = ranked(texts)
    refused = sum(1 for t, ty in texts.items() if not status(t, ty).executable)
    assert sum(g["texts"] for g in groups) == refused
    counts = [g["texts"] for g in groups]
    assert counts == sorted(counts, reverse=True)
    assert sum(n for _, n in by_construct(texts)) == refused
    assert {c for c, _ in by_construct(texts)} <= {c.value for c in Construct}


def test_card_status_lists_every_card_with_its_stage():
    rows = cards()
    from riftrules.cards import pool

    assert [r["id"] for r in rows] == [c.id for c in pool.load()]
    stages = {r["status"] for r in rows}
    assert stages <= {s.value for s in Stage} | {"no-text"}
    for row in rows:
        if row["status"] == "executable":
            assert row["refusal"] is None and row["ir"] and row["round_trips"]
        elif row["status"] != "no-text":
            assert row["refusal"] is not None or not row["round_trips"]


def test_coverage_json_has_card_status_and_constructs(cli):
    result = cli("coverage", "--format", "json")
    data = result.json()
    assert result.code == 0
    assert len(data["card_status"]) == len(cards())
    assert set(data["refusals_by_construct"]) <= {c.value for c in Construct}
    assert data["not_executable"][0]["texts"] >= data["not_executable"][-1]["texts"]


def test_coverage_text_ranks_by_construct(cli):
    out = cli("coverage", "--top", "3").out
    assert "Not executable yet, by construct:" in out
    assert "by construct and term" in out
