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


@pytest.mark.parametrize(
    "text",
    [
        # a keyword as an action with an object, and its past tense
        "[Rally] a unit. If you rallied a unit, draw 1.",
        "When you play me, [Rally] another friendly unit.",
        "[Rally] up to two friendly units. Draw 1 for each unit you rallied this way.",
        "If you've hidden two or more cards this turn, draw 1.",
        # quantities from earlier instructions or left open
        "Recycle any number of cards from your trash, then gain that much XP.",
        "Discard any number of cards, then draw that many.",
        # characteristics other than Might, possessed or in a noun phrase
        "Give a unit +[M] equal to its [Assault] this turn.",
        "Your units with [Hunt] have +[M] equal to their [Hunt].",
        "Kill a unit whose Might is less than its Energy cost.",
        "Return a unit with Power cost [A][A] or more to its owner's hand.",
        # quoted abilities given where the pool gives none
        'Give a friendly gear "[E]: Draw 1." this turn.',
        'Friendly units have "[Deathknell] — Draw 1."',
        'Choose a friendly spell on the chain. It gains "Draw 1."',
        # lists of costs, additional costs, deck building, new keywords
        "[2], Discard 1, Exhaust a friendly unit, Spend 2 XP, [E]: Draw 2.",
        "As an additional cost to play me, recycle 2 cards from your trash and exhaust a gear.",
        "Your deck can have only 1 card with [Unique] and this name.",
        "[Vigil] (When I defend, draw 1.)",
        "Give the defending unit with the most Might -2 [M] this turn.",
    ],
)
def test_the_templating_of_new_texts_parses(text):
    from riftrules.cardtext.parser import parse_text

    assert parse_text(text).ok


@pytest.mark.parametrize(
    "noun_phrase",
    [
        "two exhausted units",
        "up to two exhausted Dragon gear",
        "any number of enemy exhausted Mech spells",
        "three [Mighty] Mech Equipment in your base",
        "[Empowered] Poro runes with [Tank]",
        "each of your stunned units here",
        "one of your [Mighty] units at a battlefield",
        "every enemy unit with Energy cost [2] or less",
        "the friendly unit with the highest Might",
        "any number of units you don't control in combat",
    ],
)
@pytest.mark.parametrize(
    "frame",
    [
        "Kill {}.",
        "Give {} +1 [M] this turn.",
        "When {} dies, draw 1.",
        "If you control {}, draw 1.",
    ],
)
def test_noun_phrases_with_any_quantifier_count_controller_state_tag_and_location(
    noun_phrase, frame
):
    text = frame.format(noun_phrase)
    assert card_parser.parse_text(text[0].upper() + text[1:]).ok


def words_of(text: str) -> list[tuple[str, str]]:
    return [(w.kind, w.text) for w in card_parser.parse_text(text).lines[0].node.words()]


def test_counter_the_noun_with_its_kind_and_counter_the_verb():
    """A counter (741) is a noun before a preposition or the end of a phrase, its kind a word
    before it or a Might ("a charge counter", "+1 [M] counters"); the verb counters a spell."""
    assert ("COUNTER_NAME", "charge") in words_of("Put a charge counter on me.")
    assert ("COUNTER_NOUN", "counters") in words_of("Move all counters from a unit to me.")
    assert ("MIGHT_COUNTER", "+1 [M] counters") in words_of("Put two +1 [M] counters on me.")
    assert ("COUNTER", "Counter") in words_of("Counter a spell.")
    assert ("COUNTER", "Counter") in words_of("Counter it.")


def test_a_keyword_before_its_object_is_an_action_and_before_anything_else_a_keyword():
    assert ("KEYWORD_VERB", "[Rally]") in words_of("[Rally] a unit.")
    assert ("KEYWORD_VERB", "[Rally]") in words_of("When I attack, [Rally] it.")
    assert ("KEYWORD", "[Ambush]") in words_of("You may [Ambush] me to its battlefield.")
    assert ("PAST_VERB", "rallied") in words_of("If you rallied a unit, draw 1.")
    assert ("KEYWORD", "[Tank]") in words_of("Give me [Tank] this turn.")
    assert ("KEYWORD", "[Empowered]") in words_of("I can be [Empowered] up to three times.")
    assert ("KEYWORD", "[Empowered]") in words_of("While I'm [Empowered] three times, draw 1.")
    assert ("KEYWORD_HEAD", "[Assault]") in words_of("Give a unit +[M] equal to its [Assault].")
    assert ("SYMBOLS", "[A]") in words_of("Pay any amount of Energy to [Add] that much [A].")


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("At the start of your Beginning Phase, put a charge token on this.", ["charge"]),
        ("Deal damage equal to quarter the cards in your trash, rounded up.", ["quarter"]),
        ("Draw 1 xyzzy plugh, then draw 2.", ["xyzzy plugh"]),
        ("Kill a unit; draw 1.", [";"]),
        ("Deal 3 to a unit [Brun 2]", ["Deal 3 to a unit [Brun 2]"]),  # no period: the whole line
    ],
)
def test_a_line_that_does_not_parse_gets_a_lossless_tree_with_its_unread_spans(text, unread):
    from riftrules.cardtext import ast
    from riftrules.cardtext.printer import to_text

    parsed = card_parser.parse_text(text)
    (line,) = parsed.lines
    assert not line.ok and not parsed.ok  # the strict reading and its error are as before
    assert to_text(line.partial) == line.text  # every token kept
    assert [line.text[u.span.start : u.span.end] for u in line.unread()] == unread
    assert [parsed.normalised.text[s.start : s.end] for s in parsed.unread()] == unread
    assert all(isinstance(u, ast.Unread) for u in line.unread())


def test_a_line_that_parses_has_no_unread_span_and_one_that_does_not_still_refuses_to_compile():
    from riftrules.effects import NotCompiled, compile_text

    parsed = card_parser.parse_text("Draw 1.\nDraw 1 xyzzy.")
    assert parsed.lines[0].partial is None and parsed.lines[0].unread() == ()
    assert [u.span for u in parsed.lines[1].unread()] != []
    with pytest.raises(NotCompiled):
        compile_text("Draw 1 xyzzy.", "Spell")
