"""The program as JSON over the bundled pool: how many programs, how long writing and reading
them back takes, how big they are, and what the ``program`` field adds to each export record.

Run: ``python bench/program_json.py``. In one interpreter: every distinct executable pool text
is compiled first (the compiler's cache then holds it, as it does by the time ``export`` writes
a record's ``program``, after its ``status``); then ``to_json`` of every program, ``json``
text and back, ``from_json``; then the export records of the pool with and without their
``program`` (the compile cache warm both times), and the shipped schema's size.
"""

from __future__ import annotations

import json
import time


def main() -> None:
    from importlib import resources

    from riftrules.cards import pool
    from riftrules.effects import NotCompiled, compile_text
    from riftrules.export import records
    from riftrules.export.schema import FILE
    from riftrules.program_json import from_json, to_json
    from riftrules.program_json.nodes import registry

    programs = []
    for text, card_type in sorted({(c.text, c.type) for c in pool.load() if c.text}):
        try:
            programs.append(compile_text(text, card_type))
        except NotCompiled:
            continue
    began = time.perf_counter()
    written = [to_json(program) for program in programs]
    wrote = time.perf_counter() - began
    text = [json.dumps(data) for data in written]
    began = time.perf_counter()
    read = [from_json(json.loads(data)) for data in text]
    reading = time.perf_counter() - began
    exact = sum(a == b and to_json(a) == w for a, b, w in zip(read, programs, written, strict=True))
    cards = pool.load()

    def export(with_program: bool) -> float:
        saved = records._program
        if not with_program:
            records._program = lambda text, card_type, compiled: None  # type: ignore[assignment]
        try:
            began = time.perf_counter()
            for _ in records.pool_records():
                pass
            return time.perf_counter() - began
        finally:
            records._program = saved

    export(True)  # warm every cache
    without, with_program = export(False), export(True)
    schema = resources.files("riftrules.export").joinpath(FILE).read_bytes()
    print(f"{len(programs)} distinct executable pool texts, {len(registry())} node types")
    print(f"to_json: {wrote:.2f} s; from_json (with json.loads): {reading:.2f} s; exact {exact}")
    print(f"program JSON: {sum(map(len, text)) / 1e6:.2f} MB, {max(map(len, text)):,} B at most")
    print(
        f"export records of the pool ({len(cards)} cards, caches warm): "
        f"{without:.2f} s without program, {with_program:.2f} s with"
    )
    print(f"schema {FILE}: {len(schema) / 1e3:.0f} KB, {len(json.loads(schema)['$defs'])} defs")


if __name__ == "__main__":
    main()
