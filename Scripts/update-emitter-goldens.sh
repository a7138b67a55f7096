#!/bin/sh
# Rewrites the Swift emitter's goldens (Tests/BatonCompilerTests/Goldens/Swift and the sources
# of BatonGoldenTests) from the current emitter. Read every changed line before committing.
#
# All test targets link into one test bundle, so goldens that no longer compile would block
# the run that rewrites them: the golden target is swapped for a stub while the emitter runs.
set -e
cd "$(dirname "$0")/.."
target=Tests/BatonGoldenTests
saved=$(mktemp -d)
mv "$target" "$saved/"
mkdir -p "$target/Generated"
echo "// Stub while goldens are rewritten." > "$target/Stub.swift"
status=0
BATON_UPDATE_GOLDENS=1 swift test --filter SwiftGoldenTests >/dev/null 2>&1 || status=$?
rm "$target/Stub.swift"
for file in "$saved/BatonGoldenTests"/*.swift; do [ -e "$file" ] && cp "$file" "$target/"; done
rm -rf "$saved"
exit $status
