"""The grammar: conflict-free LALR under strict mode, loaded from the package, built once."""

import pytest
from lark import Lark

from riftrules.cardtext import parser as card_parser
from riftrules.cardtext.nodes import Branch
from riftrules.paths import data_dir


def test_grammar_is_conflict_free_under_strict_mode():
    text = (data_dir("grammar") / "card.lark").read_text(encoding="utf-8")
    Lark(text, parser="lalr", lexer="contextual", strict=True)  # raises on any conflict


def test_parser_is_built_once_from_the_package():
    assert card_parser.parser() is card_parser.parser()
    assert card_parser.parser().options.parser == "lalr"
    assert card_parser.parser().options.lexer == "contextual"


def test_every_grammar_rule_builds_a_typed_node():
    built = set()
    for rule in card_parser.parser().rules:
        inlined = rule.options.expand1 and len(rule.expansion) == 1
        name = str(rule.alias or rule.origin.name)
        if not inlined and not name.startswith("_"):
            built.add(name)
    assert sorted(built - set(Branch.REGISTRY)) == []


@pytest.mark.parametrize(
    "text",
    [
        "[Burn 3].",
        "When I move, you may [Burn 1] to give me +1 [M] this turn.",
        "[1][C], [E]: Draw 1.",
        "If a friendly unit would die, kill this instead. Heal that unit, exhaust it.",
        "At the start of your Beginning Phase, draw 1.",
        "The first time I move each turn, you may ready something else that's exhausted.",
        "[Level 6][>] I have +2 [M].",
        "[Legion] — Draw 1.",
        "Choose one —",
        "• Deal 2 to a unit at a battlefield.",
        'Units here have "[E]: Gain 1 XP."',
        "Then do this: Ready up to 2 runes.",
    ],
)
def test_templating_parses(text):
    from riftrules.cardtext.parser import parse_text

    assert parse_text(text).ok


@pytest.mark.parametrize(
    "text",
    [
        # text the pool does not contain, written in the same templating
        "When I conquer, you may pay [2] to draw 2.",
        "[E]: Give a friendly unit +4 [M] this turn.",
        "At the end of your turn, kill all stunned enemy units here.",
        "When you play a gear, channel 1 rune exhausted.",
        "[Action][>] Kill this, [1], [E]: Deal 3 to a unit at a battlefield.",
    ],
)
def test_unseen_text_in_the_same_templating_parses(text):
    from riftrules.cardtext.parser import parse_text

    assert parse_text(text).ok


def test_a_bare_keyword_opening_the_line_before_its_reminder_reads_as_that_keyword():
    """ "Ganking (I can move …)" (lint RB203: brackets missing) is the keyword's line; the IR
    checks the word against the glossary, so a word that is no keyword is refused, and a bare
    word before a reminder and a period is still a sentence."""
    from riftrules.effects import NotCompiled, compile_text
    from riftrules.ir import read_text

    (ganking,) = read_text("Ganking (I can move from battlefield to battlefield.)").abilities
    assert [k.name for k in ganking.keywords] == ["Ganking"]
    (equip,) = read_text("Equip [O] ([O]: Attach this to a unit you control.)").abilities
    assert equip.keywords[0].name == "Equip" and equip.keywords[0].cost is not None
    with pytest.raises(NotCompiled):
        compile_text("Mechs (a reminder)", "Unit")
    words = [w.kind for w in card_parser.parse_text("Mechs (a reminder).").lines[0].node.words()]
    assert "BARE_KEYWORD" not in words
