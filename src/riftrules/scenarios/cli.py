"""``riftrules scenario FILES...``: run scenario files and report.

Each failure is one line, ``FILE: expected X, got Y``; an invalid file is one line on stderr,
``FILE: invalid: why`` (a control character in a path or a value is shown escaped). Exit 0
when every expectation of every file holds, 1 when one fails, 2 when a file is invalid (or
none is given).
"""

from __future__ import annotations

import argparse
import json
import sys

from riftrules.scenarios import expand, load, run
from riftrules.scenarios.model import ScenarioError
from riftrules.terminal import escape

OK, FAILED, INVALID = 0, 1, 2


def main(args: argparse.Namespace) -> int:
    paths = expand(args.files)
    if not paths:
        print("riftrules: error: no scenario files found", file=sys.stderr)
        return INVALID
    invalid = failed = passed = 0
    records = []
    for path in paths:
        try:
            scenario = load(path)
        except ScenarioError as error:
            invalid += 1
            print(escape(f"{path}: invalid: {error}"), file=sys.stderr)
            records.append({"file": str(path), "status": "invalid", "error": str(error)})
            continue
        result = run(scenario)
        if result.invalid:  # a card it uses is not executable (its text would be blank)
            invalid += 1
            print(escape(f"{path}: invalid: {result.invalid}"), file=sys.stderr)
            records.append({"file": str(path), "status": "invalid", "error": result.invalid})
            continue
        if result.ok:
            passed += 1
        else:
            failed += 1
        record = {
            "file": str(path),
            "name": scenario.name,
            "status": "ok" if result.ok else "failed",
            "failures": result.failures,
            "notes": result.notes,
        }
        if args.log:
            record["log"] = [event.to_json() for event in result.log]
        records.append(record)
        if args.format == "json":
            continue
        for line in result.lines():
            print(escape(line))
        if result.ok:
            print(escape(f"{path}: ok"))
        if args.log:
            for event in result.log:
                print(escape(f"    {event.describe()}"))
    if args.format == "json":
        json.dump(records, sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        print(f"{len(paths)} scenarios: {passed} hold, {failed} fail, {invalid} invalid")
    if invalid:
        return INVALID
    return FAILED if failed else OK
