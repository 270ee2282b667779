"""The Tournament Rules from the command line: ``rule TR 401.2``, ``--document tr``, ``search``
and ``cite`` finding "TR 702.3" in a forum post."""


def test_rule_by_document_prefix(cli):
    run = cli("rule", "TR", "401.2", "--format", "json")
    assert run.code == 0
    record = run.json()
    assert (record["document"], record["number"]) == ("tr", "401.2")
    assert record["text"].startswith("A registered decklist must have")
    assert cli("rule", "--document", "tr", "401.2", "--format", "json").json() == record


def test_rule_lists_its_citations_of_the_core_rules(cli):
    run = cli("rule", "TR", "601.1.a")
    assert run.code == 0
    assert "Tournament Rules 2026-07-16" in run.out
    assert "Cites the Core Rules: CR 101" in run.out
    assert cli("rule", "TR", "502.11", "--format", "json").json()["cites_core"] == ["489.8.f"]


def test_the_core_rules_stay_the_default(cli):
    record = cli("rule", "402.1", "--format", "json").json()
    assert record["document"] == "cr"
    assert cli("rule", "CR", "431.2.b", "--format", "json").json()["document"] == "cr"


def test_unknown_tournament_rule_and_conflicting_document(cli):
    run = cli("rule", "TR", "999.1")
    assert run.code == 1
    assert "no rule 999.1 in the Tournament Rules 2026-07-16" in run.err
    assert cli("rule", "TR", "401.2", "--document", "cr").code == 2


def test_rule_by_title_in_the_tournament_rules(cli):
    run = cli("rule", "TR", "Deck Size", "--recursive")
    assert run.code == 0
    assert "402.1  In a constructed event" in run.out


def test_search_the_tournament_rules(cli):
    rows = cli("search", "--document", "tr", "sideboard", "--format", "json").json()
    assert rows and all(row["document"] == "tr" for row in rows)
    assert "403" in [row["number"] for row in rows]


def test_cite_finds_tournament_rules_in_a_forum_post(cli):
    post = "That's a warning per TR 702.3, not CR 431.2.b; and TR 999.2 is made up."
    run = cli("cite", post, "--format", "json")
    assert run.code == 1  # the made-up one
    checks = {c["citation"]: c for c in run.json()}
    assert checks["TR 702.3"]["document"] == "tr"
    assert checks["TR 702.3"]["status"] == "ok"
    assert "Forgetting to Score a Point" in checks["TR 702.3"]["title"]
    assert checks["CR 431.2.b"]["document"] == "cr"
    assert checks["TR 999.2"]["status"] == "dangling"
    text = cli("cite", "TR 702.3").out
    assert text.startswith("TR 702.3: ok in TR 2026-07-16: Game Play Errors")


def test_editions_of_the_tournament_rules(cli):
    rows = cli("editions", "--document", "tr", "--format", "json").json()
    assert rows == [{"id": "2026-07-16", "date": "2026-07-16", "rules": 935, "partial": False}]
    assert "Riftbound Tournament Rules RUP4" in cli("editions", "--document", "tr").out
