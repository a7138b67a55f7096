#!/usr/bin/env python3
"""graphql-core doing the language work BatonBenchmarks times, on the same fixtures.

BatonBenchmarks runs this script in the same run and uses its figures as the baseline of
its language benchmarks. Each figure is one JSON line on stdout:
    {"name": ..., "unit": "ns", "best": ..., "median": ..., "samples": ...}
per operation, where an operation is:
    parse-schema        parse(github.graphql)
    build-schema        build_ast_schema(that document) (graphql-core's default, which
                        also checks the SDL)
    parse-documents     parse every github-documents/*.graphql (all of them, once)
    validate-documents  validate every parsed document against the schema (all of them)
    front-end-example   the front end of compiling the GitHub example from text: parse and
                        build the schema, parse github-example/*.graphql as one document and
                        validate it (the baseline of BatonBenchmarks' compile-github-example,
                        which also transforms, plans and emits Swift)
The sampling mirrors the Swift harness: a warm-up, iterations scaled so one sample lasts
about 10 ms, the best and the median of up to 31 samples within about 3 s. The garbage
collector is paused while a sample runs, as timeit does.

With --serve the script prints "ready" and then times on request, so BatonBenchmarks can
take graphql-core's samples in turn with its own (paired, as its local baselines are): each
line "NAME ITERATIONS" on stdin runs that operation ITERATIONS times with the collector paused
(collected before, off the clock) and answers one line, the nanoseconds spent, or
"error ..." for a request it cannot run. It ends when stdin closes.

Every document must be valid: the script stops with exit status 1 if one is not.
Needs graphql-core (Benchmarks/setup installs it).
"""

import argparse
import gc
import json
import statistics
import sys
import time
from pathlib import Path

try:
    import graphql
    from graphql import build_ast_schema, parse, validate
except ImportError:
    sys.exit("graphql-core is not installed: run Benchmarks/setup")

WARM_UP_NS = 200_000_000
SAMPLE_TARGET_NS = 10_000_000
SAMPLES = 31
MINIMUM_SAMPLES = 5
BUDGET_NS = 3_000_000_000


def measure(body, iterations):
    """Nanoseconds spent running body `iterations` times, with the collector paused."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        start = time.perf_counter_ns()
        for _ in range(iterations):
            body()
        return time.perf_counter_ns() - start
    finally:
        if enabled:
            gc.enable()


def calibrate(body):
    """Doubles the iterations until one run lasts the sample target, after the warm-up."""
    start = time.perf_counter_ns()
    iterations = 1
    while True:
        elapsed = measure(body, iterations)
        warm = time.perf_counter_ns() - start >= WARM_UP_NS
        if elapsed >= SAMPLE_TARGET_NS:
            if warm:
                return iterations
        else:
            iterations *= 2


def sample(body, quick):
    """Per-operation times in nanoseconds."""
    if quick:
        return [measure(body, 1)]
    iterations = calibrate(body)
    start = time.perf_counter_ns()
    result = []
    while len(result) < SAMPLES:
        gc.collect()
        result.append(measure(body, iterations) / iterations)
        if len(result) >= MINIMUM_SAMPLES and time.perf_counter_ns() - start > BUDGET_NS:
            break
    return result


def report(name, samples):
    print(json.dumps({"name": name, "unit": "ns", "best": min(samples),
                      "median": statistics.median(samples), "samples": len(samples)}), flush=True)


def load(fixtures):
    schema_text = (fixtures / "github.graphql").read_text(encoding="utf-8")
    paths = sorted((fixtures / "github-documents").glob("*.graphql"))
    if not paths:
        sys.exit(f"no documents in {fixtures / 'github-documents'}")
    documents = [path.read_text(encoding="utf-8") for path in paths]
    return schema_text, paths, documents


def check_valid(schema, paths, parsed):
    """Stops loudly if a benchmark document is not valid: timing an error path is not the point."""
    failures = []
    for path, document in zip(paths, parsed):
        for error in validate(schema, document):
            failures.append(f"{path.name}: {error.message}")
    if failures:
        print("invalid benchmark documents:\n  " + "\n  ".join(failures), file=sys.stderr)
        sys.exit(1)


def serve(operations):
    """Answers "NAME ITERATIONS" lines with the nanoseconds that many runs took."""
    print("ready", flush=True)
    for line in sys.stdin:
        name, _, count = line.strip().partition(" ")
        body = operations.get(name)
        if body is None or not count.isdigit() or int(count) < 1:
            print(f"error cannot run: {line.strip()}", flush=True)
            continue
        gc.collect()
        print(measure(body, int(count)), flush=True)


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--fixtures", type=Path, default=Path(__file__).resolve().parent.parent / "Fixtures")
    arguments.add_argument("--quick", action="store_true", help="run each operation once")
    arguments.add_argument("--serve", action="store_true", help="time operations on request (see above)")
    options = arguments.parse_args()

    schema_text, paths, documents = load(options.fixtures)
    schema_document = parse(schema_text)
    schema = build_ast_schema(schema_document)
    parsed = [parse(text) for text in documents]
    check_valid(schema, paths, parsed)
    example_text = "\n".join(path.read_text(encoding="utf-8")
                             for path in sorted((options.fixtures / "github-example").glob("*.graphql")))
    if validate(schema, parse(example_text)):
        sys.exit("the GitHub example documents are not valid")
    print(f"graphql-core {graphql.__version__}, Python {sys.version.split()[0]}, "
          f"{len(documents)} documents", file=sys.stderr)

    operations = {
        "parse-schema": lambda: parse(schema_text),
        "build-schema": lambda: build_ast_schema(schema_document),
        "parse-documents": lambda: [parse(text) for text in documents],
        "validate-documents": lambda: [validate(schema, document) for document in parsed],
        "front-end-example": lambda: validate(build_ast_schema(parse(schema_text)), parse(example_text)),
    }
    if options.serve:
        serve(operations)
        return
    for name, body in operations.items():
        report(name, sample(body, options.quick))


if __name__ == "__main__":
    main()
