"""The site's card query and name matching (assets/js/cardquery.js, run with Node) give what
riftrules' own (riftrules.cards.query, riftrules.cards.fuzzy) give, on the same data."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from riftrules.cards import fuzzy, pool, query
from riftrules.lint.data import keywords
from riftrules.rules.lookup import parse_number

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "site" / "docs" / "assets" / "js" / "cardquery.js"
MISSPELLINGS = REPO / "tests" / "fixtures" / "cards" / "misspellings.csv"

QUERIES = [
    "t:unit d:fury might>=6",
    'o:"deal 3" -kw:deflect',
    "(s:ogs or s:sfd) t:legend",
    "s:ogn cn:301",
    "cn>=300 s:ogn",
    "annie",
    "t:champion kw:deflect",
    "energy<=1 t:spell d:calm or r:epic t:gear",
    "-t:unit -t:spell power!=1",
    "tag:poro might=2",
    "d:colorless",
    'name="death mark"',
    "o:’s",
    "kai'sa and m>3",
    "cn:1a",
]
MALFORMED = [
    "t:",
    "typ:unit",
    "t:unit (d:fury",
    "t:unit)",
    'o:"deal 3',
    "might>=x",
    "t:unit o<3",
    "or t:unit",
    "t:unit or",
    "()",
    "",
    "(" * 200 + "x" + ")" * 200,
    "-" * 5000 + "x",
]
NUMBERS = [
    "431.2b",
    "431.2.b",
    "CR 431.2.b",
    "rule 431.2.b.",
    "431",
    "4312",
    "Burn Out",
    "431.b2",
    "359.3.e.12.a",
    "431.123",
]


def _node(program: str, data: object) -> object:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    done = subprocess.run(
        ["node", "-e", program, str(SCRIPT)],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout)


RUN_QUERIES = """
const q = require(process.argv[1]);
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = {found: {}, errors: {}};
for (const text of data.queries) {
  const tree = q.parse(text, data.spec);
  const hit = data.cards.filter(([id, facts]) => q.matches(tree, facts, data.spec));
  out.found[text] = hit.map(([id]) => id);
}
for (const text of data.malformed) {
  try { q.parse(text, data.spec); out.errors[text] = null; }
  catch (e) { out.errors[text] = e.column; }
}
out.numbers = data.numbers.map((n) => q.ruleNumber(n));
console.log(JSON.stringify(out));
"""


def test_the_same_cards_and_the_same_columns():
    names = keywords()
    cards = [(card.id, query.facts(card, names)) for card in pool.load()]
    data = {
        "spec": query.SPEC,
        "cards": cards,
        "queries": QUERIES,
        "malformed": MALFORMED,
        "numbers": NUMBERS,
    }
    out = _node(RUN_QUERIES, data)
    for text in QUERIES:
        tree = query.parse(text)
        assert out["found"][text] == [i for i, facts in cards if query.matches(tree, facts)], text
    for text in MALFORMED:
        with pytest.raises(query.QueryError) as raised:
            query.parse(text)
        assert out["errors"][text] == raised.value.column, text
    assert out["numbers"] == [parse_number(n) for n in NUMBERS]


RUN_NAMES = """
const q = require(process.argv[1]);
const data = JSON.parse(require("fs").readFileSync(0, "utf8"));
console.log(JSON.stringify(data.queries.map((text) => q.rank(q.nameKey(text), data.keys))));
"""


def test_the_same_names_for_misspellings():
    with MISSPELLINGS.open(encoding="utf-8", newline="") as handle:
        queries = [row["query"] for row in csv.DictReader(handle)]
    queries += ["Anie", "Yasou", "Dariuss", "Deth Mark", "xqzzy"]
    keys = pool.name_keys()
    out = _node(RUN_NAMES, {"queries": queries, "keys": list(keys.items())})
    for text, ranked in zip(queries, out, strict=True):
        expected = fuzzy.rank(pool.name_key(text), keys)
        assert (ranked["names"], ranked["clear"]) == (expected.names, expected.clear), text
