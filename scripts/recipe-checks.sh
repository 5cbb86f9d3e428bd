#!/usr/bin/env bash
# The recipes users copy, checked (docs/fuzzing.md, "A million cases a night" and
# "ClusterFuzzLite"): the GitHub Actions workflow and the ClusterFuzzLite project file parse
# as YAML and have the parts they need, and .clusterfuzzlite/build.sh, run with temporary
# $SRC and $OUT as ClusterFuzzLite runs it, leaves working fuzzer binaries in $OUT.
# Reuses the libFuzzer build of scripts/fuzz-*.sh (.build/fuzz): CI runs this after them.
# Usage: scripts/recipe-checks.sh
set -uo pipefail
cd "$(dirname "$0")/.."
failures=0
check() {  # check NAME EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1: expected $2, found $3"; failures=$((failures + 1)); fi
}

# 1. YAML: parsed when a parser is at hand, else its structure looked at.
workflow=docs/recipes/fuzz-shards.yml
project=.clusterfuzzlite/project.yaml
if python3 -c 'import yaml' 2> /dev/null; then
    python3 - "$workflow" "$project" <<'PY'
import sys, yaml
workflow = yaml.safe_load(open(sys.argv[1]))
triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
assert "schedule" in triggers, "the workflow runs on a schedule"
jobs = workflow["jobs"]
assert list(jobs) == ["build", "shard", "merge"], list(jobs)
assert jobs["shard"]["needs"] == "build" and jobs["merge"]["needs"] == "shard"
runners = jobs["shard"]["strategy"]["matrix"]["runner"]
assert len(runners) == int(workflow["env"]["RUNNERS"]), "the matrix has RUNNERS entries"
steps = " ".join(str(step.get("run", "")) for step in jobs["shard"]["steps"] + jobs["merge"]["steps"])
assert "--shard" in steps and "fuzz merge" in steps
project = yaml.safe_load(open(sys.argv[2]))
assert project["language"] == "swift" and "address" in project["sanitizers"]
PY
    check "the workflow and project.yaml parse and hold their parts" 0 $?
else
    ! grep -q $'\t' "$workflow" "$project"; check "no tabs in the YAML" 0 $?
    for key in '^on:' '^jobs:' '^  build:' '^  shard:' '^  merge:' 'fuzz merge' '--shard'; do
        grep -q -e "$key" "$workflow"; check "the workflow has $key" 0 $?
    done
    grep -q '^language: swift' "$project"; check "project.yaml says swift" 0 $?
fi

# 2. build.sh with temporary $SRC and $OUT.
SRC="$(mktemp -d)"
OUT="$(mktemp -d)"
trap 'rm -rf "$SRC" "$OUT"' EXIT
ln -s "$PWD" "$SRC/transition-harness"
SRC="$SRC" OUT="$OUT" FUZZ_SCRATCH="$PWD/.build/fuzz" bash .clusterfuzzlite/build.sh > "$OUT/build.log" 2>&1
check "build.sh succeeds" 0 $?
for fuzzer in FuzzTrace FuzzReplay; do
    check "$fuzzer is in \$OUT" yes "$([ -x "$OUT/$fuzzer" ] && echo yes || echo no)"
    check "$fuzzer has its options" yes "$([ -f "$OUT/$fuzzer.options" ] && echo yes || echo no)"
done
check "FuzzTrace has its seed corpus" yes "$([ -s "$OUT/FuzzTrace_seed_corpus.zip" ] && echo yes || echo no)"
# They run: a few inputs each, with a fixed seed.
echo '{}' > "$OUT/input"
SWIFT_BACKTRACE=enable=no "$OUT/FuzzTrace" -seed=1 -runs=50 -dict="$OUT/FuzzTrace.dict" "$OUT/input" > /dev/null 2>&1
check "FuzzTrace runs" 0 $?
SWIFT_BACKTRACE=enable=no "$OUT/FuzzReplay" -seed=1 -runs=20 "$OUT/input" > /dev/null 2>&1
check "FuzzReplay runs" 0 $?

if [ "$failures" -gt 0 ]; then echo "recipe-checks: $failures failed"; exit 1; fi
echo "recipe-checks: all passed"
