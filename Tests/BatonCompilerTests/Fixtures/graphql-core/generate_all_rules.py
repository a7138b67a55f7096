#!/usr/bin/env python3
"""Writes all-rules.jsonl (and the schemas it numbers, all-rules-schemas.jsonl): graphql-core 3.3.2's verdict on every whole document of its own
validation cases, under every specified rule, as `batonc validate --rules spec` must give it.

Input: the graphql-core cases this repository already carries
(Tests/GraphQLTests/Fixtures/graphql-core/validation.jsonl and direct_validate_calls.jsonl).
Each distinct (schema, document) pair becomes one case, except those that need the
experimental fragment-argument syntax. A case is parsed with graphql-core's defaults; a
syntax error is its one expected error; otherwise the schema is built from its SDL and the
document validated with every specified rule and default options (suggestions shown, at
most 100 errors).

Run with graphql-core 3.3.2 importable, from the repository root:
    pip install --target /tmp/gc332 graphql-core==3.3.2
    PYTHONPATH=/tmp/gc332 python3 Tests/BatonCompilerTests/Fixtures/graphql-core/generate_all_rules.py
"""

import json
import sys
from pathlib import Path

import graphql
from graphql import GraphQLError, build_schema, parse, validate

if graphql.__version__ != "3.3.2":
    sys.exit(f"needs graphql-core 3.3.2, found {graphql.__version__}")

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / "GraphQLTests/Fixtures/graphql-core"
OUT = Path(__file__).resolve().parent / "all-rules.jsonl"
SCHEMAS = Path(__file__).resolve().parent / "all-rules-schemas.jsonl"


def errors_of(errors):
    return [{"message": e.message,
             "locations": [{"line": l.line, "column": l.column} for l in (e.locations or [])]}
            for e in errors]


def cases():
    for line in (SOURCE / "validation.jsonl").read_text().splitlines():
        record = json.loads(line)
        if record.get("needs_fragment_arguments_syntax"):
            continue
        yield record["test"], record["schema"], record["document"]
    for line in (SOURCE / "direct_validate_calls.jsonl").read_text().splitlines():
        record = json.loads(line)
        yield record["test"], record["schema"], record["document"]


def main():
    schemas = {}
    lines = []
    seen = set()
    for test, sdl, document in cases():
        if (sdl, document) in seen:
            continue
        seen.add((sdl, document))
        if sdl not in schemas:
            schemas[sdl] = build_schema(sdl)
        try:
            errors = errors_of(validate(schemas[sdl], parse(document)))
            kind = "validation"
        except GraphQLError as error:
            errors = errors_of([error])
            kind = "syntax"
        lines.append({"test": test, "schema": sdl, "document": document, "kind": kind, "errors": errors})
    numbers = {sdl: index for index, sdl in enumerate(schemas)}
    for line in lines:
        line["schema"] = numbers[line["schema"]]
    SCHEMAS.write_text("".join(json.dumps({"sdl": sdl}) + "\n" for sdl in schemas))
    OUT.write_text("".join(json.dumps(line, sort_keys=True) + "\n" for line in lines))
    print(f"{len(lines)} cases, {sum(1 for l in lines if l['errors'])} with errors, {len(schemas)} schemas -> {OUT}")


main()
