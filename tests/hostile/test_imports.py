"""Imports refuse what they cannot trust before anything is switched (issue 26, item 2): a rules
source with every rule twice, a rule number turned into a 12-digit number, a card source with
a row twice; the refusal is one line. A bad card type in the rulebook is one line too, not a
traceback of the site generator."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tests.importers.test_transaction import (
    EDITION,
    GALLERY,
    RULES_2026,
    original,
    replace,
    tree_hash,
)
from tests.importers.test_transaction import root as root  # the fixtures
from tests.importers.test_transaction import sources as sources

from riftrules.importers import transaction
from riftrules.importers.rows import SourceError
from riftrules.paths import rulebook_dir

RULES_2025 = "data/raw/samelliottdlt__riftbound-simulator/core_rules.md"


def _refused(root: Path, sources: Path, **options) -> str:
    before = tree_hash(root)
    with pytest.raises(SourceError) as caught:
        transaction.run(sources, root, **options)
    assert tree_hash(root) == before
    assert "\n" not in str(caught.value)
    return str(caught.value)


def _cli(*argv: str, rulebook: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "RIFTRULES_RULEBOOK": str(rulebook)}
    return subprocess.run(
        [sys.executable, "-m", "riftrules.cli", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )


def test_a_rules_source_with_every_rule_twice_is_refused_on_one_line(root, sources):
    """2,381 rules became 4,762, every number twice, with exit 0."""
    text = original(sources, RULES_2026)
    replace(sources, RULES_2026, text + b"\n" + text)
    before = tree_hash(root)
    result = _cli("import", str(sources), EDITION, rulebook=root)
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "nothing was written" in result.stderr
    assert "rule 000 again (as at core_rules.md:" in result.stderr
    assert tree_hash(root) == before


def test_every_rule_line_doubled_in_place_is_refused(root, sources):
    lines = original(sources, RULES_2026).decode().splitlines(keepends=True)
    doubled = [
        copy for line in lines for copy in ([line, line] if line.startswith("**") else [line])
    ]
    replace(sources, RULES_2026, "".join(doubled).encode())
    assert "again (as at core_rules.md:" in _refused(root, sources, editions=[EDITION])


@pytest.mark.parametrize(
    ("name", "edition", "row", "bad"),
    [
        (RULES_2026, EDITION, "**431.2.**", "**431000000000.**"),
        (RULES_2026, EDITION, "### 108. ", "### 108000000000. "),
        (RULES_2025, "2025-10", "\n134. **Rules", "\n134000000000. **Rules"),
    ],
)
def test_a_twelve_digit_rule_number_is_refused_not_merged(root, sources, name, edition, row, bad):
    """Read as text, it continued the rule before it."""
    text = original(sources, name).decode()
    assert text.count(row) >= 1
    replace(sources, name, text.replace(row, bad, 1).encode())
    message = _refused(root, sources, editions=[edition])
    twelve = "".join(c for c in bad if c.isdigit())
    assert f"malformed rule number: not a rule number: '{twelve}'" in message


def test_the_sources_misprints_of_a_number_are_still_imported():
    """Riot's own doubled numbers (a heading and its rule, two rules in a row) are kept and
    reported: 143 in 2025-10, 744.5 in 2025-12-01."""
    for edition, number in (("2025-10", "143"), ("2025-12-01", "744.5")):
        report = (rulebook_dir() / "rules" / f"{edition}.anomalies.txt").read_text()
        assert f"{number}: [duplicate]" in report


def test_a_card_gallery_with_an_id_twice_is_refused(root, sources):
    gallery = json.loads(original(sources, GALLERY))
    gallery["cards"].append(gallery["cards"][5])
    replace(sources, GALLERY, json.dumps(gallery).encode())
    assert "cards.json[950]: id " in _refused(root, sources, only=["cards"])


def test_a_half_truncated_source_is_refused_on_one_line(root, sources):
    """15 lines on stderr; the README promises one."""
    text = original(sources, RULES_2026)
    replace(sources, RULES_2026, text[: len(text) // 2])
    result = _cli("import", str(sources), EDITION, rulebook=root)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1, result.stderr
    assert f"rules of {EDITION} shrinks from 2381 to" in result.stderr
    assert "more" in result.stderr and "--force" in result.stderr


def test_a_bad_card_type_in_the_rulebook_is_one_line(tmp_path: Path):
    """Site generation ended in a traceback (CardTypeError from the card page's lint)."""
    rulebook = tmp_path / "rulebook"
    shutil.copytree(rulebook_dir(), rulebook, ignore=shutil.ignore_patterns("scenarios"))
    path = rulebook / "cards" / "OGN.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    card = json.loads(lines[0])
    card["type"] = "Dragon\x1b[31m"
    lines[0] = json.dumps(card)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = _cli("card", "OGN-001", rulebook=rulebook)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert f"{path}:1: card 'OGN-001': unknown card type 'Dragon\\x1b[31m'" in result.stderr
    generate = (
        "from pathlib import Path; import sys\n"
        "from riftrules.cli import main\n"
        "from riftrules.site.build import Options, generate\n"
        "from riftrules.inputs import InputError\n"
        "try:\n"
        f"    generate(Options(out=Path({str(tmp_path / 'out')!r}), editions=[{EDITION!r}],"
        " cards=['OGN-001'], runtime=False, log=lambda _: None))\n"
        "except InputError as error:\n"
        "    print('refused:', error)\n"
    )
    env = {**os.environ, "RIFTRULES_RULEBOOK": str(rulebook)}
    done = subprocess.run(
        [sys.executable, "-c", generate], capture_output=True, text=True, env=env, timeout=600
    )
    assert done.stdout.startswith(f"refused: {path}:1:"), done.stderr[-2000:]
