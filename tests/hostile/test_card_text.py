"""Hostile card text (issue 14, items 6, 8, 11, 15): parse, lint, compile and codegen answer
with a result or a diagnostic, never an exception."""

from __future__ import annotations

import subprocess
import sys

import pytest

from riftrules.cardtext.normalise import normalise
from riftrules.cardtext.numbers import MAX_DIGITS
from riftrules.cardtext.parser import parse_text
from riftrules.codegen import build, generate
from riftrules.effects import NotCompiled, compile_text
from riftrules.lint.linter import lint

BIG = "9" * 5000


@pytest.mark.parametrize("text", [":rb_rune_x:", "Deal :rb_rune_x: damage.", "[A] :rb_rune_:"])
def test_an_unknown_icon_is_a_parse_error_not_a_key_error(text: str):
    """Item 6: ``:rb_rune_x:`` raised KeyError in parse_text, lint and compile_text."""
    parsed = parse_text(text)
    assert not parsed.ok and ":rb_rune_" in parsed.normalised.text  # kept as written
    found = lint(text)
    assert found and "RB000" not in {d.code for d in found}
    with pytest.raises(NotCompiled):
        compile_text(text, "Spell")


def test_known_icons_still_read():
    assert normalise(":rb_rune_fury::rb_rune_order:").text == "[R][Y]"


@pytest.mark.parametrize(
    "text",
    [
        f"Deal {BIG} to a unit.",
        f"[Deflect {BIG}]",
        f"[Assault {'9' * 4400}]",
        f"Draw {'9' * 4400}.",
        f"[{BIG}] [M]",
        f"Play {BIG} [M] unit.",
        f"[Assault] {BIG}",
        f"Play {BIG} 1 [M] Recruit unit tokens.",
    ],
)
def test_a_number_too_long_to_read_is_a_diagnostic(text: str):
    """Item 8: over 4,300 digits, ``int()`` raised ValueError (compiler, lint rules)."""
    parsed = parse_text(text)
    errors = [line.error for line in parsed.lines if line.error]
    assert errors and f"at most {MAX_DIGITS} are read" in errors[0].message
    found = lint(text)
    assert found and "RB000" not in {d.code for d in found}
    if {d.code for d in found} == {"RB101"}:  # no other finding explains the line: says why
        assert any(f"at most {MAX_DIGITS}" in str(d.help) for d in found)
    with pytest.raises(NotCompiled, match="digits"):
        compile_text(text, "Spell")


def test_nine_digits_still_read():
    assert parse_text("Deal 999999999 to a unit.").ok


@pytest.mark.parametrize(
    ("text", "canonical", "bullet"),
    [("<li>", "•", (0, 4)), ("<li>x", "• x", (0, 4)), (" <li>x", "• x", (1, 5))],
)
def test_a_list_item_keeps_its_position_map(text: str, canonical: str, bullet: tuple[int, int]):
    """Item 15: the map was empty for ``<li>`` (source_span raised IndexError) and left the
    bullet of ``<li>x`` out."""
    found = normalise(text)
    assert found.text == canonical
    assert found.source_span(0, 1) == bullet  # the bullet came from "<li>"
    assert found.source_span(0, len(found.text)) == (bullet[0], len(text))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Draw 1. (x\x00y)", "Card"),
        ("Draw 1. (lone \udc80 surrogate \ud800)", "Card"),
        ("Draw 1.", 'Nul\x00 "Name" \udcff \\ """'),
        ("Draw 1. (\x1b[31m\x7f)", "\r\x0b"),
    ],
)
def test_generated_code_always_compiles(text: str, name: str):
    """Item 11: NUL or lone surrogates in reminder text (or a name) gave a module Python
    rejects."""
    source = generate(text, "Spell", name)
    compile(source, "<generated>", "exec")
    assert build(source).effect is not None


def test_invalid_utf8_on_the_command_line_gives_a_module_that_compiles(tmp_path):
    """Item 11: invalid UTF-8 in argv gave exit 0 and a module Python rejects."""
    result = subprocess.run(
        [sys.executable, "-m", "riftrules.cli", "compile", b"Draw 1. (\xff\xfe)"],
        capture_output=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    compile(result.stdout, "<generated>", "exec")
