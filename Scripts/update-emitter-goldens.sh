#!/bin/sh
# Rewrites the Swift emitter's goldens (Tests/BatonGoldenTests/Generated, which that target compiles,
# Tests/BatonCompilerTests/Goldens/Swift/github and Report, Tests/BatonSpecTests/Generated) from the current emitter. Read every changed line before committing.
#
# All test targets link into one test bundle, so goldens that no longer compile would block
# the run that rewrites them: each golden target (its sources in every folder but Generated) is
# swapped for a stub while the emitter runs. The run's output is kept in $TMPDIR if it fails.
set -e
cd "$(dirname "$0")/.."
saved=$(mktemp -d)
for name in BatonGoldenTests BatonSpecTests; do
    mkdir -p "$saved/$name" "Tests/$name/Generated"
    # Every hand-written source moves aside, in subfolders too (only Generated stays).
    for file in "Tests/$name"/*; do
        [ "$file" = "Tests/$name/Generated" ] || { [ -e "$file" ] && mv "$file" "$saved/$name/"; }
    done
    rm -f "Tests/$name/Generated"/*.swift
    echo "// Stub while goldens are rewritten." > "Tests/$name/Stub.swift"
done
log=$(mktemp)
status=0
BATON_UPDATE_GOLDENS=1 swift test --filter "SwiftGoldenTests|GitHubExampleTests|ReportAccessorTests" >"$log" 2>&1 || status=$?
for name in BatonGoldenTests BatonSpecTests; do
    rm "Tests/$name/Stub.swift"
    for file in "$saved/$name"/*; do [ -e "$file" ] && mv "$file" "Tests/$name/"; done
done
rm -rf "$saved"
if [ $status -ne 0 ]; then
    echo "the golden run failed; its output: $log" >&2
else
    rm -f "$log"
fi
exit $status
