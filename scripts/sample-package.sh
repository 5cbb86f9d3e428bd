#!/usr/bin/env bash
# A package that depends on the harness, built and run as a user's is: Examples/MyTransitions
# (its own card transition, its own tool `my-transitions` made with TransitionHarnessCLI),
# which runs a brief fuzz of its card and checks a bundled trace it reaches through
# TraceCorpus. Builds in the harness's own scratch directory (.build, or $SCRATCH), so the
# harness's modules already built there are not built again.
# Usage: scripts/sample-package.sh [CASES]   (the fuzz's cases, 40 by default: the same cases
# on every run, seed 1)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
cases=${1:-40}
scratch=${SCRATCH:-$root/.build}
example=(--package-path Examples/MyTransitions --scratch-path "$scratch")
out=$(mktemp -d "${TMPDIR:-/tmp}/sample-package.XXXXXX")
trap 'rm -rf "$out"' EXIT
started=$(date +%s)

swift build "${example[@]}"
bin=$(swift build "${example[@]}" --show-bin-path)

# The user's tool lists the user's subjects, and only them.
"$bin/my-transitions" catalog | tee "$out/catalog.txt"
grep -q '^card  *app ' "$out/catalog.txt"
if grep -q '^system ' "$out/catalog.txt"; then echo "FAIL: the catalog's subjects leak into the user's tool"; exit 1; fi

# A brief fuzz of the card: only its own pull-down gesture, no completion policy named.
"$bin/my-transitions" fuzz --animator card --cases "$cases" --out "$out/fuzz" | tee "$out/fuzz.txt"
head -n 1 "$out/fuzz.txt" | grep -q '^fuzz: card, seed 1, '
if head -n 1 "$out/fuzz.txt" | grep -q policy; then echo "FAIL: an app subject's fuzz names a policy"; exit 1; fi

# A bundled trace, found through TraceCorpus by the dependent, checked against the card.
trace=$("$bin/bundled-trace" dismiss-pan-down-finish-120hz)
cmp "$trace" traces/synthetic/dismiss-pan-down-finish-120hz.json
"$bin/my-transitions" check "$trace" --animator card

echo "sample package: ok in $(($(date +%s) - started)) s"
