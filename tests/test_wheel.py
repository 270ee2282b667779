"""An installed wheel carries the rulebook and the grammar, and works outside the repository."""

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out), str(REPO)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{result.stderr[-2000:]}")
    (built,) = out.glob("riftrules-*.whl")
    return built


def test_wheel_contains_the_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "riftrules/_data/rulebook/editions.json" in names
    assert "riftrules/_data/rulebook/rules/2026-07-16.jsonl" in names
    assert "riftrules/_data/rulebook/NOTICE.md" in names
    assert any(name.startswith("riftrules/_data/grammar/") for name in names)


def test_unpacked_wheel_runs_outside_the_repository(wheel, tmp_path):
    site = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(site)
    result = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            "import sys; sys.path.insert(0, sys.argv[1]); from riftrules.cli import main; "
            "raise SystemExit(main(['rule', '431.2.b']))",
            str(site),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Recycles their trash" in result.stdout


def test_the_installed_wheel_reads_the_shipped_lint_outcomes(wheel, tmp_path):
    """The pool's lint outcomes are keyed by the content of the code and data that made them:
    an install has the checkout's key, so its first ``lint --pool`` parses nothing."""
    from riftrules.lint.parse_cache import content_key

    site = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(site)
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]); from riftrules.lint import parse_cache; "
        "print(parse_cache.content_key(), len(parse_cache.shipped()))"
    )
    result = subprocess.run(
        [sys.executable, "-I", "-c", script, str(site)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
    )
    key, count = result.stdout.split()
    assert key == content_key() and int(count) > 0
