"""Parsing the whole bundled card pool in-process, after the parser is built, beside lexing alone.

Run: ``python bench/parse_pool.py [ROUNDS]``. Goals: the pool under 0.3 s, parse at most 3x lex.

The parser lexes with the contextual lexer, driven by the LALR states, so lexing cannot run on
its own with the same results. Lexing time is therefore measured as the difference between a
full parse and a parse of the same token streams replayed without a lexer (a custom Lark lexer
that hands back the recorded tokens). Each figure is the best of ROUNDS runs over every
readable ability (line) of every distinct card text.
"""

from __future__ import annotations

import sys
import time

from lark import Lark
from lark.lexer import Lexer

from riftrules.cardtext.coverage import pool_texts
from riftrules.cardtext.normalise import normalise
from riftrules.cardtext.parser import _Build, parse_line, parse_text, parser
from riftrules.paths import data_dir

RECORDED: dict[str, list] = {}


class Replay(Lexer):
    """Hands back the tokens the contextual lexer produced for this line."""

    def __init__(self, lexer_conf) -> None:
        pass

    def lex(self, data):
        return iter(RECORDED[data])


def best(rounds: int, work) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main(rounds: int = 5) -> None:
    start = time.perf_counter()
    parser()
    built = time.perf_counter() - start
    texts = list(pool_texts())
    lines = [line for text in texts for line in normalise(text).text.split("\n") if line]
    readable = [line for line in lines if parse_text(line).ok]

    recorder = Lark.open(
        str(data_dir("grammar") / "card.lark"),
        parser="lalr",
        lexer="contextual",
        lexer_callbacks={},
    )
    for line in readable:
        tokens: list = []
        recorder.options.lexer_callbacks = {}
        interactive = recorder.parse_interactive(line)
        for token in interactive.iter_parse():
            tokens.append(token)
        RECORDED[line] = tokens
    replay = Lark.open(
        str(data_dir("grammar") / "card.lark"), parser="lalr", lexer=Replay, transformer=_Build()
    )

    parse = best(rounds, lambda: [parse_line(line) for line in readable])
    without_lexing = best(rounds, lambda: [replay.parse(line) for line in readable])
    full = best(rounds, lambda: [parse_text(text) for text in texts])
    lex = parse - without_lexing
    print(f"parser loaded in {built:.3f} s (once per process; lark's grammar cache)")
    print(f"{len(texts)} distinct texts, {len(lines)} abilities ({len(readable)} readable)")
    print(f"lex (contextual lexer):               {lex:.3f} s")
    print(
        f"parse to the typed AST (lex + LALR):  {parse:.3f} s  ({parse / lex:.1f}x lex, goal <= 3x)"
    )
    print(f"whole pool, normalise + parse:        {full:.3f} s  (goal < 0.3 s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
