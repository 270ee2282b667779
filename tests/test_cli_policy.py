"""One exit-code policy for every command (riftrules.commands): 0 answered, 1 a negative answer,
2 cannot run as asked, 3 internal error; every refusal one readable line on stderr."""

from __future__ import annotations

import re

import pytest

from riftrules.commands import Exit, commands

SCENARIO = "rulebook/scenarios/action-draw.yaml"
EDITION_UNKNOWN = ["--edition", "1999-01-01"]

# For each command: calls and the exit code the policy gives them.
CASES: dict[str, list[tuple[list[str], Exit]]] = {
    "editions": [([], Exit.OK), (["--format", "xml"], Exit.USAGE)],
    "rule": [
        (["431.2.b"], Exit.OK),
        (["431.9"], Exit.NEGATIVE),
        (["431", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "search": [
        (["recycle", "trash"], Exit.OK),
        (["qqqzzz"], Exit.NEGATIVE),
        (["recycle", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "trace": [
        (["431", "--from", "2026-07-16", "--to", "2025-06-02"], Exit.OK),
        (["431", "--from", "2026-07-16", "--to", "2026-10-09"], Exit.OK),  # answers "unseen"
        (["431.9", "--from", "2026-07-16", "--to", "2025-06-02"], Exit.NEGATIVE),
        (["431", "--from", "1999", "--to", "2025-06-02"], Exit.USAGE),
        (["431"], Exit.USAGE),
    ],
    "diff": [
        (["2026-03-30", "2026-07-16"], Exit.OK),
        (["2026-03-30", "2026-07-16", "--section", "Zorblax"], Exit.NEGATIVE),
        (["2026-03-30", "1999"], Exit.USAGE),
        (["2026-03-30", "2026-07-16", "--status", "renamed"], Exit.USAGE),
    ],
    "cite": [
        (["see rule 431.2"], Exit.OK),
        (["see rule 431.9"], Exit.NEGATIVE),
        (["see rule 431.2", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "parse": [
        (["When you play me, draw 1."], Exit.OK),
        (["Zork the blorp."], Exit.NEGATIVE),
        (["Draw 1.", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "compile": [
        (["Draw 1.", "--card-type", "spell"], Exit.OK),
        (["Zork the blorp."], Exit.NEGATIVE),
        ([], Exit.USAGE),
    ],
    "card": [
        (["Annie, Fiery"], Exit.OK),
        (["annie"], Exit.NEGATIVE),  # two cards: both named
        (["Annie, Fiery", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "deck": [
        (["check", "tests/fixtures/decks/teemo.txt", "--date", "2026-08-01"], Exit.OK),
        (["check", "tests/fixtures/decks/teemo.txt", "--date", "2025-10-30"], Exit.NEGATIVE),
        (["check", "no/such/deck.txt"], Exit.USAGE),
    ],
    "cards": [
        (["t:unit", "d:fury", "might>=6"], Exit.OK),
        (["zzqq"], Exit.NEGATIVE),
        (["might>=x"], Exit.USAGE),
    ],
    "keyword": [
        (["Deflect"], Exit.OK),
        (["Deflct"], Exit.NEGATIVE),
        (["Deflect", *EDITION_UNKNOWN], Exit.USAGE),
    ],
    "coverage": [(["--top", "many"], Exit.USAGE)],
    "export": [
        (["--text", "Draw 1.", "--card-type", "spell"], Exit.OK),
        (["--schema"], Exit.OK),
        ([], Exit.USAGE),
        (["no/such/file.txt"], Exit.USAGE),
    ],
    "lint": [
        (["--text", "Draw 1.", "--card-type", "spell"], Exit.OK),
        (["--text", "When you play this, draw 1.", "--card-type", "unit"], Exit.NEGATIVE),
        (["--text", "Draw 1.", "--select", "RB999"], Exit.USAGE),
    ],
    "lsp": [(["--stdio-please"], Exit.USAGE)],
    "scenario": [([SCENARIO], Exit.OK), (["no/such/folder"], Exit.USAGE)],
    "site": [(["publish"], Exit.USAGE)],
    "import": [(["no/such/folder"], Exit.USAGE)],
    "completion": [(["bash"], Exit.OK), (["tcsh"], Exit.USAGE)],
}


def test_every_command_has_cases():
    assert set(CASES) == set(commands())


@pytest.mark.parametrize(
    ("argv", "code"),
    [([name, *args], code) for name, calls in CASES.items() for args, code in calls],
    ids=lambda value: " ".join(value) if isinstance(value, list) else None,
)
def test_exit_code(cli, argv, code, monkeypatch):
    monkeypatch.chdir(_repo())
    run = cli(*argv)
    assert run.code == code, run.err
    assert "Traceback" not in run.err
    if code == Exit.USAGE:
        (line,) = run.err.splitlines()  # one line, a sentence that names the problem
        # scenario files keep their own "FILE: invalid: why" (SCENARIOS.md)
        assert re.match(r"riftrules: error: [a-z\-'\"]", line) or ": invalid: " in line


@pytest.mark.parametrize(
    ("argv", "suggestion"),
    [
        (["rul", "431"], "'rule'"),
        (["trce"], "'trace'"),
        (["rule", "431", "--edtion", "x"], "'--edition'"),
    ],
)
def test_did_you_mean(cli, argv, suggestion):
    run = cli(*argv)
    assert run.code == Exit.USAGE
    assert f"did you mean {suggestion}" in run.err


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version(cli, flag):
    from riftrules import __version__

    run = cli(flag)
    assert run.code == Exit.OK
    assert run.out.strip() == f"riftrules {__version__}"


def _repo():
    from pathlib import Path

    return Path(__file__).resolve().parents[1]


ODD = ["", "###", "143#9", "a" * 5000, "431.2.b.", "\x00", "‮431", "999.99.z", "CR", "-"]


@pytest.mark.parametrize("command", ["rule", "search", "card", "cards", "keyword", "cite"])
@pytest.mark.parametrize("query", ODD, ids=range(len(ODD)))
def test_odd_queries_get_an_answer_or_a_sentence(cli, command, query):
    if command == "cite" and query == "-":
        pytest.skip("cite - reads standard input")
    run = cli(command, "--", query)
    assert run.code in (Exit.OK, Exit.NEGATIVE, Exit.USAGE), run.err
    assert "Traceback" not in run.err and "internal error" not in run.err
    assert len(run.err.splitlines()) <= 1 and len(run.err) < 1000
