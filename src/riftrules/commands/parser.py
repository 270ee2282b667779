"""The argument parser of the ``riftrules`` command line, built from the commands' registry
(:func:`riftrules.commands.commands`); the command line (:mod:`riftrules.cli`) runs it and the
shell completion (:mod:`.shell`) reads it.
"""

from __future__ import annotations

import argparse
from typing import NoReturn

from riftrules import __version__
from riftrules.commands import UsageError, commands

DESCRIPTION = (
    "The Riftbound Core Rules, card text and rules engine: look up rules and cards, trace "
    "rules across editions, check citations, lint and compile card text."
)


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
