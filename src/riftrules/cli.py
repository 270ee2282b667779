"""The ``riftrules`` command line.

The commands are declared in :mod:`riftrules.commands` (one registry), whose argument parser
(:mod:`riftrules.commands.parser`) this module runs; it suggests a command or option for a
mistyped one, and turns every error into one line on stderr with the exit code of the policy
written there (0 answered, 1 a negative answer, 2 cannot run as asked, 3 internal error).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from riftrules.commands import Exit, NotFound, UsageError, commands
from riftrules.commands.parser import parser
from riftrules.inputs import InputError
from riftrules.terminal import escape


def _did_you_mean(word: str, candidates: Sequence[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, list(candidates), n=3, cutoff=0.6)
    if not close:
        return ""
    return "; did you mean " + " or ".join(f"'{c}'" for c in close) + "?"


def _parse(argv: list[str]) -> argparse.Namespace:
    top, by_name = parser()
    if argv and argv[0].startswith("-") and argv[0] not in top._option_string_actions:
        unknown = argv[0].split("=", 1)[0]
        raise UsageError(
            f"unknown option '{unknown}'"
            f"{_did_you_mean(unknown, list(top._option_string_actions))} (see 'riftrules --help')"
        )
    first = next((a for a in argv if not a.startswith("-")), None)
    if first is not None and first not in by_name and argv and argv[0] == first:
        raise UsageError(
            f"unknown command '{first}'{_did_you_mean(first, list(by_name))}"
            " (see 'riftrules --help')"
        )
    if first is not None and first in by_name and commands()[_named(first)].dashed_words:
        argv = _words_last(argv, argv.index(first), by_name[first])
    args, extras = top.parse_known_args(argv)
    if extras:
        sub = by_name[args.command]
        options = [o for o in sub._option_string_actions if o.startswith("--")]
        unknown = extras[0].split("=", 1)[0]
        hint = _did_you_mean(unknown, options) if unknown.startswith("-") else ""
        what = "option" if unknown.startswith("-") else "argument"
        raise UsageError(
            f"unknown {what} '{extras[0]}' for '{args.command}'{hint}"
            f" (see 'riftrules {args.command} --help')"
        )
    return args


def _named(name: str) -> str:
    """The command a name or alias names."""
    return next(c.name for c in commands().values() if name in (c.name, *c.aliases))


def _words_last(argv: list[str], at: int, sub: argparse.ArgumentParser) -> list[str]:
    """``argv`` with the words of the command at ``at`` after a ``--``, in their order, its
    options before: a word that starts with '-' and is none of its options is a word."""
    options, words, rest = [], [], argv[at + 1 :]
    index = 0
    while index < len(rest):
        word = rest[index]
        if word == "--":
            words += rest[index + 1 :]
            break
        action = sub._option_string_actions.get(word.split("=", 1)[0])
        if action is None:
            words.append(word)
        else:
            options.append(word)
            if "=" not in word and action.nargs != 0 and index + 1 < len(rest):
                options.append(rest[index + 1])
                index += 1
        index += 1
    return [*argv[: at + 1], *options, "--", *words]


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parse(list(sys.argv[1:] if argv is None else argv))
        return int(args.handler(args))
    except (UsageError, InputError) as error:  # an input error no command named: the data's
        print(f"riftrules: error: {escape(str(error))}", file=sys.stderr)
        return Exit.USAGE
    except NotFound as error:
        print(f"riftrules: {escape(str(error))}", file=sys.stderr)
        return Exit.NEGATIVE
    except SystemExit as done:  # --help and --version
        return done.code if isinstance(done.code, int) else Exit.OK
    except BrokenPipeError:
        return Exit.OK
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        message = escape(f"{type(error).__name__}: {error}")
        print(f"riftrules: internal error: {message}", file=sys.stderr)
        return Exit.INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
