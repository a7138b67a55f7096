#!/usr/bin/env python3
"""Records the responses `swift run RickAndMorty` renders without a server.

Run from anywhere:  python3 Examples/RickAndMorty/Scripts/record.py [--pages 3]

1. Builds `batonc` and asks it for the report of the example's documents, so the texts sent
   are exactly the ones the generated operation values carry (inserted key fields included).
2. Starts the test server (Tests/Servers/rickandmorty/server.py) on a free port.
3. Posts the screen query for pages 1..N and the detail query for every character on them.
   It also posts episode 1's cast screen and every page `more` loads after it (ten at a
   time, following the cursors, as the runtime sends them).
4. Writes each response's bytes, unchanged, to Recorded/<operation>.<variable>-<value>.json
   (e.g. CharactersScreenQuery.page-1.json; `:` in a value becomes `_`) and lists them in
   Recorded/manifest.json with the operation name, the variables (canonical JSON: sorted
   keys, no spaces) and the text sent, so the example can refuse stale recordings.

The server's data is deterministic, so running this again writes the same files.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.dirname(HERE)
ROOT = os.path.dirname(os.path.dirname(EXAMPLE))
RECORDED = os.path.join(EXAMPLE, "Recorded")
SCREEN = "CharactersScreenQuery"
DETAIL = "CharacterDetailQuery"
EPISODE = "EpisodeScreenQuery"
CAST_PAGE = "EpisodeCastPaginationQuery"
CAST_EPISODE = "1"


def operation_texts():
    """The texts `batonc generate` reports for the example's operations, by name."""
    subprocess.run(["swift", "build", "--product", "batonc"], cwd=ROOT, check=True)
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    sources = sorted(glob.glob(os.path.join(EXAMPLE, "Views", "*.swift")))
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.json")
        subprocess.run([os.path.join(binary, "batonc"), "generate",
                        "--config", os.path.join(EXAMPLE, "baton.json"),
                        "--out", work, "--report", report] + sources, cwd=work, check=True)
        with open(report, encoding="utf-8") as handle:
            return {op["name"]: op["text"] for op in json.load(handle)["operations"]}


def start_server():
    """The test server on a free port; returns (process, base URL)."""
    server = subprocess.Popen(
        [sys.executable, os.path.join(ROOT, "Tests", "Servers", "rickandmorty", "server.py"), "--port", "0"],
        stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline().strip()
    if not line.startswith("listening on "):
        server.kill()
        sys.exit(f"the test server did not start: {line!r}")
    return server, "http://" + line[len("listening on "):]


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def post(base, name, text, variables):
    body = json.dumps({"operationName": name, "query": text, "variables": variables}).encode("utf-8")
    request = urllib.request.Request(base + "/graphql", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.read()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=3)
    args = parser.parse_args()
    texts = operation_texts()
    server, base = start_server()
    entries = []
    try:
        def record(name, variables):
            raw = post(base, name, texts[name], variables)
            file = name + "".join(f".{key}-{value}" for key, value in sorted(variables.items())) + ".json"
            file = file.replace(":", "_")
            with open(os.path.join(RECORDED, file), "wb") as handle:
                handle.write(raw)
            entries.append({"operationName": name, "variables": canonical(variables),
                            "text": texts[name], "file": file})
            return json.loads(raw)

        os.makedirs(RECORDED, exist_ok=True)
        for old in glob.glob(os.path.join(RECORDED, "*.json")):
            os.remove(old)
        for page in range(1, args.pages + 1):
            screen = record(SCREEN, {"page": page})
            for character in screen["data"]["characters"]["results"]:
                record(DETAIL, {"id": character["id"]})
        cast = record(EPISODE, {"id": CAST_EPISODE})["data"]["episode"]["cast"]
        while cast["pageInfo"]["hasNextPage"]:
            variables = {"count": 10, "cursor": cast["pageInfo"]["endCursor"], "id": CAST_EPISODE}
            cast = record(CAST_PAGE, variables)["data"]["fetch__Episode"]["cast"]
    finally:
        server.kill()
        server.wait()
    with open(os.path.join(RECORDED, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump(entries, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    print(f"recorded {len(entries)} responses into {RECORDED}")


if __name__ == "__main__":
    main()
