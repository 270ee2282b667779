"""The command registry of ``riftrules``: each command is declared once, next to its handler.

A command module declares its commands with :func:`command`; :mod:`.parser` builds the argument
parser and the help from this registry (``riftrules.cli`` runs it, with the "did you mean"
suggestions; :mod:`.shell` reads it for the shell completion), so a command is listed nowhere
else. Command modules import their heavy modules inside the handlers, so that start-up stays
light: the only imports inside functions meant to stay (anywhere else one dodges a circle).

The exit-code policy, one for every command (the README's "Exit codes"):

* ``0`` the command ran and answered (a trace that answers "removed" is an answer);
* ``1`` it ran and the answer is negative: nothing matches the query (no such rule, card or
  keyword; no search hit), or it found problems (lint findings, a citation that does not check,
  a failing scenario, text that does not parse or compile);
* ``2`` it could not run as asked: a mistyped command or option, an option value that names
  nothing (an unknown edition or lint code), an unreadable or invalid input file;
* ``3`` an internal error (a bug in riftrules): one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

# The command modules, in the order their commands are listed by ``riftrules --help``.
MODULES = ("rules", "cards", "decks", "lint", "engine", "site", "maintain", "shell")


class Exit(IntEnum):
    OK = 0
    NEGATIVE = 1
    USAGE = 2
    INTERNAL = 3


class UsageError(Exception):
    """The command cannot run as asked: exit 2."""


class NotFound(Exception):
    """Nothing matches the query: exit 1."""


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument, as given to ``argparse.ArgumentParser.add_argument``."""

    flags: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)


def arg(*flags: str, **options: Any) -> Arg:
    return Arg(flags, options)


Handler = Callable[[argparse.Namespace], int]


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    help: str
    handler: Handler
    args: tuple[Arg, ...]
    formats: tuple[str, ...] | None  # the --format choices (the first is the default)
    aliases: tuple[str, ...] = ()
    dashed_words: bool = False  # its words may start with '-' (a card query's -kw:deflect)


REGISTRY: dict[str, Command] = {}


def command(
    name: str,
    help: str,
    *args: Arg,
    formats: tuple[str, ...] | None = ("text", "json"),
    aliases: tuple[str, ...] = (),
    dashed_words: bool = False,
) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of ``riftrules NAME``."""

    def register(handler: Handler) -> Handler:
        if name in REGISTRY:
            raise ValueError(f"command {name!r} registered twice")
        REGISTRY[name] = Command(name, help, handler, args, formats, aliases, dashed_words)
        return handler

    return register


def commands() -> dict[str, Command]:
    """Every command, in help order (importing the command modules, which are light)."""
    for module in MODULES:
        importlib.import_module(f"{__name__}.{module}")
    return REGISTRY


# --- shared by the command modules -----------------------------------------------------------


def print_json(value: object) -> None:
    json.dump(value, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def read_text(argument: str) -> str:
    """A text argument, or standard input for ``-`` (bounded: :mod:`riftrules.inputs`)."""
    if argument != "-":
        return argument
    from riftrules import inputs

    try:
        return inputs.read_stdin()
    except inputs.InputError as error:
        raise UsageError(str(error)) from None


def edition(wanted: str | None):
    """An edition by id, alias or date (``2025-11`` is the edition in force then); else exit 2."""
    from riftrules.rules import store

    try:
        return store.load(wanted)
    except store.UnknownEdition as error:
        raise UsageError(str(error)) from None


def shorten(text: str, width: int = 70) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def quoted(text: str, width: int = 60) -> str:
    """A user's text inside a message: quoted, and cut short when long."""
    return repr(shorten(text, width))


def shown(key: str) -> str:
    """A rule key as printed: ``143#2`` (the second rule numbered 143) is ``143 #2``."""
    return key.replace("#", " #")


def positive(value: str) -> int:
    """An ``argparse`` type: a whole number of at least 1."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {number}")
    return number
