"""``riftrules completion bash|zsh|fish``: scripts built from the command registry."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from riftrules.commands import commands


def _script(cli, shell: str) -> str:
    run = cli("completion", shell)
    assert run.code == 0
    return run.out


def _bash(script: str, *words: str) -> list[str]:
    program = (
        f"{script}\nCOMP_WORDS=({' '.join(repr(w) for w in words)}); "
        f"COMP_CWORD={len(words) - 1}; _riftrules; printf '%s\\n' \"${{COMPREPLY[@]}}\""
    )
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_bash_completes_commands_options_and_values(cli):
    script = _script(cli, "bash")
    assert set(_bash(script, "riftrules", "")) >= set(commands())
    assert _bash(script, "riftrules", "tr") == ["trace"]
    assert "--edition" in _bash(script, "riftrules", "rule", "--ed")
    assert _bash(script, "riftrules", "rule", "--edition", "2026-") == [
        "2026-03-30",
        "2026-07-16",
        "2026-10-09",
    ]
    assert _bash(script, "riftrules", "completion", "") == ["bash", "fish", "zsh"]


@pytest.mark.skipif(not shutil.which("zsh"), reason="zsh not installed")
def test_zsh_script_is_valid(cli):
    script = _script(cli, "zsh")
    assert script.startswith("#compdef riftrules")
    subprocess.run(["zsh", "-n"], input=script, text=True, check=True)


@pytest.mark.skipif(not shutil.which("fish"), reason="fish not installed")
def test_fish_completes(cli, tmp_path):
    path = tmp_path / "riftrules.fish"
    path.write_text(_script(cli, "fish"))
    done = subprocess.run(
        ["fish", "--no-config", "-c", f"source {path}; complete -C 'riftrules rule --ed'"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.startswith("--edition")
