"""The ``riftrules`` command line.

The commands are declared in :mod:`riftrules.commands` (one registry); this module builds the
argument parser from it, suggests a command or option for a mistyped one, and turns every error
into one line on stderr with the exit code of the policy written there (0 answered, 1 a negative
answer, 2 cannot run as asked, 3 internal error).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from riftrules import __version__
from riftrules.commands import Exit, NotFound, UsageError, commands
from riftrules.inputs import InputError

DESCRIPTION = (
    "The Riftbound Core Rules, card text and rules engine: look up rules and cards, trace "
    "rules across editions, check citations, lint and compile card text."
)


# What would break a message's one line or drive the terminal (a newline, ESC): C0 and C1
# controls, DEL, the Unicode line and paragraph separators, and lone surrogates (bytes of an
# argument that are not UTF-8).
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def one_line(message: str) -> str:
    """``message`` with what :data:`_UNPRINTABLE` matches written as Python escapes
    (``\\n``, ``\\x1b``)."""
    return _UNPRINTABLE.sub(lambda m: repr(m.group())[1:-1], message)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")


def parser() -> tuple[_Parser, dict[str, _Parser]]:
    """The argument parser, and the parser of each command by name."""
    top = _Parser(prog="riftrules", description=DESCRIPTION)
    top.add_argument("-V", "--version", action="version", version=f"riftrules {__version__}")
    subparsers = top.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )
    by_name: dict[str, _Parser] = {}
    for cmd in commands().values():
        sub = subparsers.add_parser(
            cmd.name, help=cmd.help, description=cmd.help, aliases=list(cmd.aliases)
        )
        sub.set_defaults(handler=cmd.handler)
        for argument in cmd.args:
            sub.add_argument(*argument.flags, **argument.options)
        if cmd.formats:
            sub.add_argument("--format", choices=cmd.formats, default=cmd.formats[0])
        for name in (cmd.name, *cmd.aliases):
            by_name[name] = sub
    return top, by_name


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


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parse(list(sys.argv[1:] if argv is None else argv))
        return int(args.handler(args))
    except (UsageError, InputError) as error:  # an input error no command named: the data's
        print(f"riftrules: error: {one_line(str(error))}", file=sys.stderr)
        return Exit.USAGE
    except NotFound as error:
        print(f"riftrules: {one_line(str(error))}", file=sys.stderr)
        return Exit.NEGATIVE
    except SystemExit as done:  # --help and --version
        return done.code if isinstance(done.code, int) else Exit.OK
    except BrokenPipeError:
        return Exit.OK
    except KeyboardInterrupt:
        return 130
    except Exception as error:
        message = one_line(f"{type(error).__name__}: {error}")
        print(f"riftrules: internal error: {message}", file=sys.stderr)
        return Exit.INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
