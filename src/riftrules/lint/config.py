"""``[tool.riftrules]`` in the nearest ``pyproject.toml``: the linter's settings.

Keys: ``select`` and ``ignore`` (lists of code prefixes), ``extend-select`` and
``extend-ignore`` (added to them), ``per-file-ignores`` (a table: glob pattern of files, relative
to the configuration's folder, -> code prefixes), ``output-format``, ``card-type`` (the type of
texts that do not say theirs), ``unsafe-fixes`` (a boolean) and ``keywords``: a new set's
keywords, a table per keyword name with ``parameter`` (``never``, ``optional`` or
``required``: whether it takes a number, default ``never``), ``reminder`` (its canonical
reminder text, ``{n}`` standing for its number, ``{cost}`` for its cost) and ``cost`` (true
for a keyword a cost follows: "[Recur] [2]")::

    [tool.riftrules.keywords.Vigil]
    reminder = "When I defend, draw 1."

    [tool.riftrules.keywords.Fervor]
    parameter = "required"
    reminder = "When I attack, give me +{n} [M] this turn."

The linter then checks their use and their reminder text as it does the built-in keywords'.
Each file is linted with the configuration nearest to it; command-line options win over the
file. A key that is none of these fails, with the nearest one named.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path

from riftrules import inputs
from riftrules.rules.glossary import BUILT_IN, Glossary, GlossaryError, Keyword, Parameter

FORMATS = ("full", "concise", "json", "sarif", "github")
_KEYS = {
    "select",
    "ignore",
    "extend-select",
    "extend-ignore",
    "per-file-ignores",
    "output-format",
    "card-type",
    "unsafe-fixes",
    "keywords",
}
_KEYWORD_KEYS = {"parameter", "reminder", "cost"}


class ConfigError(Exception):
    """A configuration the linter cannot use: exit 2."""


@dataclass(frozen=True, slots=True)
class Settings:
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    extend_select: list[str] = field(default_factory=list)
    extend_ignore: list[str] = field(default_factory=list)
    per_file_ignores: dict[str, list[str]] = field(default_factory=dict)
    output_format: str | None = None
    card_type: str | None = None
    unsafe_fixes: bool = False
    keywords: tuple[Keyword, ...] = ()  # the set's own, declared in [tool.riftrules.keywords]
    path: Path | None = None

    @property
    def glossary(self) -> Glossary:
        """The built-in keywords with the set's own."""
        return BUILT_IN.declare(self.keywords) if self.keywords else BUILT_IN


def find(start: Path | None = None) -> Path | None:
    """The nearest ``pyproject.toml`` at or above ``start`` (default: the working folder)."""
    try:
        here = (start or Path.cwd()).resolve()
        for folder in (here, *here.parents):
            candidate = folder / "pyproject.toml"
            if candidate.is_file():
                return candidate
    except (
        OSError,
        ValueError,
    ):  # a folder that cannot exist: "a\x00b", too long, gone
        return None
    return None


def load(path: Path | None) -> Settings:
    if path is None:
        return Settings()
    try:  # a regular file of a bounded size (a FIFO would block), UTF-8, nested boundedly
        document = tomllib.loads(inputs.read_text(path))
    except inputs.InputError as error:
        raise ConfigError(str(error)) from None
    except ValueError as error:  # TOMLDecodeError
        raise ConfigError(f"{path}: {error}") from None
    except RecursionError:  # tomllib recurses once per level of nesting
        raise ConfigError(f"{path}: nested too deeply") from None
    tool = document.get("tool", {})
    if not isinstance(tool, dict):
        raise ConfigError(f"{path}: [tool] is not a table")
    table = tool.get("riftrules", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.riftrules] is not a table")
    _known_keys(path, table, _KEYS, "[tool.riftrules]")
    output_format = table.get("output-format")
    if output_format is not None and output_format not in FORMATS:
        raise ConfigError(f"{path}: output-format must be one of {', '.join(FORMATS)}")
    per_file = table.get("per-file-ignores", {})
    if not isinstance(per_file, dict):
        raise ConfigError(f"{path}: per-file-ignores must be a table of patterns to codes")
    return Settings(
        select=_codes(path, table, "select"),
        ignore=_codes(path, table, "ignore"),
        extend_select=_codes(path, table, "extend-select"),
        extend_ignore=_codes(path, table, "extend-ignore"),
        per_file_ignores={str(k): _codes(path, per_file, k) for k in per_file},
        output_format=output_format,
        card_type=_string(path, table, "card-type"),
        unsafe_fixes=_boolean(path, table, "unsafe-fixes"),
        keywords=declared_keywords(path, table.get("keywords", {})),
        path=path,
    )


def _known_keys(path: Path, table: dict, keys: set[str], where: str) -> None:
    unknown = sorted(set(table) - keys)
    if unknown:
        named = []
        for key in unknown:
            near = difflib.get_close_matches(key, sorted(keys), 1)
            named.append(f"{key!r} (did you mean {near[0]!r}?)" if near else repr(key))
        raise ConfigError(f"{path}: unknown key(s) in {where}: {', '.join(named)}")


def declared_keywords(path: Path | str, table: object) -> tuple[Keyword, ...]:
    """The keywords a set declares (``table``: as ``[tool.riftrules.keywords]`` holds them,
    read from ``path``), each checked: its name, its keys, its parameter, its cost; a name that
    is already a keyword fails (:class:`ConfigError`)."""
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: keywords must be a table of keyword names to tables")
    declared = []
    for name, entry in table.items():
        where = f"[tool.riftrules.keywords.{name}]"
        if not isinstance(entry, dict):
            raise ConfigError(f"{path}: {where} must be a table (parameter, reminder)")
        _known_keys(path, entry, _KEYWORD_KEYS, where)
        parameter = entry.get("parameter", Parameter.NEVER.value)
        choices = [p.value for p in Parameter]
        if parameter not in choices:
            near = difflib.get_close_matches(str(parameter), choices, 1)
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            raise ConfigError(
                f"{path}: {where} parameter must be one of {', '.join(choices)}, "
                f"not {parameter!r}{hint}"
            )
        reminder = _string(path, entry, "reminder")
        if reminder is not None:
            reminder = reminder.strip().removeprefix("(").removesuffix(")").strip()
        cost = _boolean(path, entry, "cost")
        try:
            keyword = Keyword.declare(str(name), Parameter(parameter), reminder or None, cost)
            declared.append(keyword)
        except GlossaryError as error:
            raise ConfigError(f"{path}: {where}: {error}") from None
    try:
        BUILT_IN.declare(declared)
    except GlossaryError as error:
        raise ConfigError(f"{path}: {error}") from None
    return tuple(declared)


def ignored_for(settings: Settings, file: Path) -> list[str]:
    """The codes ``per-file-ignores`` drops for ``file``: patterns match its path relative to
    the configuration's folder, or its name."""
    if not settings.per_file_ignores or settings.path is None:
        return []
    try:
        relative = file.resolve().relative_to(settings.path.parent.resolve()).as_posix()
    except (ValueError, OSError):
        relative = file.as_posix()
    return [
        code
        for pattern, codes in settings.per_file_ignores.items()
        if fnmatch(relative, pattern) or fnmatch(file.name, pattern)
        for code in codes
    ]


def _codes(path: Path, table: dict, key: str) -> list[str]:
    value = table.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{path}: {key} must be a list of rule codes")
    return [v.upper() for v in value]


def _boolean(path: Path, table: dict, key: str) -> bool:
    value = table.get(key, False)
    if not isinstance(value, bool):  # "false" (a string) must not turn unsafe fixes on
        raise ConfigError(f"{path}: {key} must be true or false")
    return value


def _string(path: Path, table: dict, key: str) -> str | None:
    value = table.get(key)
    if value is not None and not isinstance(value, str):
        raise ConfigError(f"{path}: {key} must be a string")
    return value
