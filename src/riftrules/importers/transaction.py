"""``riftrules import`` as one transaction over every output of ``rulebook/``.

An :class:`Output` owns one folder of ``rulebook/`` (``rules``, ``cards`` …) and says how to
build its files. Adding an output is one line in :data:`OUTPUTS`. :func:`run`:

1. checks every raw source file of every output taking part (:func:`.checks.check_source`);
2. builds the outputs read from raw sources, in memory, each from the sources alone;
3. checks each output's files (control characters) and compares its measures with those of the
   data it replaces: a lost section or a sharp shrink refuses the import unless ``force``;
4. writes them into a new generation beside ``rulebook/`` (a copy of the current one), then
   builds the *derived* outputs (computed from other outputs: the rulings, whose cards and
   rules are those of the new generation) from that new generation, in a fresh process whose
   rulebook it is, and checks them the same way;
5. switches the new generation in as a whole (:mod:`.generation`).

Any failure before the switch leaves ``rulebook/`` byte for byte as it was.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from riftrules.importers import generation
from riftrules.importers.checks import (
    Measure,
    Problem,
    census_of_lines,
    check_output,
    check_source,
    compare,
)
from riftrules.importers.rows import SourceError
from riftrules.paths import RULEBOOK_VARIABLE

Files = Mapping[str, str]  # path inside the output's folder -> text

# Every output of an import, as "module:attribute" naming an Output (imported only when run).
# Derived outputs may come anywhere: each is built after the outputs it reads.
OUTPUTS = (
    "riftrules.importers.run:RULES",
    "riftrules.importers.tournament:TOURNAMENT",
    "riftrules.importers.cards:CARDS",
    "riftrules.importers.faqs:RULINGS",
    "riftrules.importers.traces:TRACES",
    "riftrules.importers.legality:LEGALITY",
)


@dataclass(frozen=True)
class Job:
    """What an output is built from."""

    shared: Path  # the folder holding data/raw/
    root: Path  # the new generation: a copy of the current data, plus outputs built so far
    editions: tuple[str, ...] | None = None  # editions asked for; None: all (and everything)


@dataclass
class Built:
    """An output's files, the lines ``riftrules import`` prints, and its result for callers."""

    files: Files
    lines: list[str] = field(default_factory=list)
    result: object = None


@dataclass(frozen=True)
class Output:
    """One folder of ``rulebook/`` and how an import builds it.

    ``build`` returns the folder's whole content (files it leaves out are removed); it must
    not write anything itself. ``sources`` lists the raw files it reads (checked first);
    ``census`` measures a folder's files for the comparison with the data replaced (default:
    the lines of each ``.jsonl`` file). A derived output names the folders it is computed
    from in ``derived_from``; it is built in a process whose rulebook (``paths.rulebook_dir``,
    the card pool, the rules store) is the new generation, so it reads it as any reader does.
    ``partial``: also run when an import asks for some editions only.
    """

    name: str
    build: Callable[[Job], Built]
    sources: Callable[[Job], Sequence[Path]] = lambda job: ()
    census: Callable[[Files, Job], list[Measure]] | None = None
    derived_from: tuple[str, ...] = ()
    partial: bool = False

    @property
    def folder(self) -> str:
        return self.name

    def measure(self, files: Files, job: Job) -> list[Measure]:
        if self.census is not None:
            return self.census(files, job)
        return census_of_lines(self.folder, files, tuple(_shown(p, job) for p in self.sources(job)))


SHOWN = 3  # problems a refusal names


class ImportRefused(SourceError):
    """Sources or outputs that fail their checks; nothing was written. Its message is one line:
    the first problems, how many more, and whether ``--force`` would accept them."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        self.where = problems[0].where
        named = "; ".join(str(p) for p in problems[:SHOWN])
        more = f"; and {len(problems) - SHOWN} more" if len(problems) > SHOWN else ""
        force = all(p.forceable for p in problems)
        hint = " (a maintainer who means it: riftrules import --force)" if force else ""
        Exception.__init__(self, f"the sources fail their checks: {named}{more}{hint}")


@dataclass
class Imported:
    """What one import built, output by output."""

    built: dict[str, Built]

    def lines(self) -> list[str]:
        return [line for built in self.built.values() for line in built.lines]


def registered() -> list[Output]:
    outputs = []
    for entry in OUTPUTS:
        module, _, attribute = entry.partition(":")
        outputs.append(getattr(importlib.import_module(module), attribute))
    return outputs


def run(
    shared: Path,
    root: Path,
    editions: Sequence[str] | None = None,
    only: Sequence[str] | None = None,
    force: bool = False,
) -> Imported:
    """Import into ``root``: everything, or the ``editions`` asked for and what derives from
    them, or just the outputs named in ``only``; all switched together, or nothing."""
    root = root.resolve()
    if not shared.is_dir():
        raise SourceError(str(shared), "not a folder (it should hold data/raw/)")
    job = Job(shared, root, tuple(editions) if editions else None)
    chosen = _chosen(registered(), job, only)
    with generation.locked(root):
        if not root.exists():
            generation.finish_switch(root)
        generation.clean_leftovers(root)
        _refuse([p for output in chosen for p in _check_sources(output, job)], force)
        staging = generation.stage(root)
        try:
            job = Job(shared, staging, job.editions)
            built = _build_all(chosen, job, root, force)
            generation.switch(staging, root)
        finally:
            if staging.exists():
                generation.clean_leftovers(root)
    return Imported(built)


def _chosen(outputs: list[Output], job: Job, only: Sequence[str] | None) -> list[Output]:
    """The outputs taking part: those named in ``only``; else those read from sources (all, or
    those taking editions) and the derived ones that follow from them. Derived ones last."""
    names = [o.name for o in outputs]
    unknown = sorted(set(only or ()) - set(names))
    if unknown:
        raise ValueError(f"unknown import outputs {unknown}; outputs: {names}")
    if only is not None:
        picked = [o for o in outputs if o.name in only]
    else:
        picked = [o for o in outputs if not o.derived_from and (o.partial or not job.editions)]
        done = {o.name for o in picked}
        for output in outputs:
            if output.derived_from and done & set(output.derived_from):
                picked.append(output)
                done.add(output.name)
    by_name = {o.name: o for o in outputs}
    return sorted(picked, key=lambda o: _depth(o, by_name))


def _depth(output: Output, by_name: Mapping[str, Output]) -> int:
    """0 for an output read from sources; else one more than the deepest output it reads."""
    if not output.derived_from:
        return 0
    return 1 + max(_depth(by_name[name], by_name) for name in output.derived_from)


def _build_all(outputs: list[Output], job: Job, current: Path, force: bool) -> dict[str, Built]:
    sourced = [o for o in outputs if not o.derived_from]
    built = {o.name: o.build(job) for o in sourced}
    _refuse([p for o in sourced for p in _check_built(o, built[o.name], job, current)], force)
    for output in sourced:
        generation.replace_folder(job.root, output.folder, built[output.name].files)
    derived = [o.name for o in outputs if o.derived_from]
    if derived:
        built.update(_derive_apart(derived, job, current, force))
    return built


def derive(names: Sequence[str], job: Job, current: Path, force: bool) -> dict[str, Built]:
    """Build, check and write the derived outputs ``names`` into ``job.root``, in order (run
    by :mod:`.derive` in a process whose rulebook is ``job.root``)."""
    outputs = {o.name: o for o in registered()}
    built = {}
    for name in names:
        output = outputs[name]
        built[name] = output.build(job)
        _refuse(_check_built(output, built[name], job, current), force)
        generation.replace_folder(job.root, output.folder, built[name].files)
    return built


def _derive_apart(names: list[str], job: Job, current: Path, force: bool) -> dict[str, Built]:
    """The derived outputs, built by a fresh process whose rulebook is the new generation, so
    that every reader there (the card pool, the rules store and their caches) sees the new
    data and only it. What comes back is each output's lines; the files are in ``job.root``."""
    request = {
        "outputs": names,
        "shared": str(job.shared),
        "root": str(job.root),
        "current": str(current),
        "editions": job.editions,
        "force": force,
    }
    done = subprocess.run(
        [sys.executable, "-m", "riftrules.importers.derive"],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        env={**os.environ, RULEBOOK_VARIABLE: str(job.root)},
        check=False,
    )
    try:
        answer = json.loads(done.stdout)
    except ValueError:
        answer = {}
    if "problems" in answer:
        raise ImportRefused([Problem(**problem) for problem in answer["problems"]])
    if "error" in answer:
        raise SourceError(answer["where"], answer["error"])
    if done.returncode != 0 or "lines" not in answer:
        raise RuntimeError(f"building {', '.join(names)} failed: {done.stderr.strip()[-2000:]}")
    return {name: Built({}, lines) for name, lines in answer["lines"].items()}


def _check_sources(output: Output, job: Job) -> list[Problem]:
    return [p for path in output.sources(job) for p in check_source(path, _shown(path, job))]


def _check_built(output: Output, built: Built, job: Job, current: Path) -> list[Problem]:
    """The files that differ from the data they replace: their text, and what they lose."""
    sources = [_shown(p, job) for p in output.sources(job)] or [output.name]
    old = _read_folder(current / output.folder)
    new = {name: text for name, text in built.files.items() if old.get(name) != text}
    gone = {name: text for name, text in old.items() if built.files.get(name) != text}
    problems = [
        p
        for name, text in new.items()
        for p in check_output(f"{output.folder}/{name}", text, sources)
    ]
    return problems + compare(output.measure(gone, job), output.measure(new, job))


def _refuse(problems: list[Problem], force: bool) -> None:
    if any(not p.forceable or not force for p in problems):
        raise ImportRefused(problems)


def _read_folder(folder: Path) -> dict[str, str]:
    if not folder.is_dir():
        return {}
    return {
        str(path.relative_to(folder)): path.read_text(encoding="utf-8")
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def _shown(path: Path, job: Job) -> str:
    """A source named the way a maintainer finds it: relative to the shared folder."""
    try:
        return str(path.relative_to(job.shared))
    except ValueError:
        return str(path)
