#!/usr/bin/env bash
# Builds the benchmark in release mode and runs it with the given arguments
# (docs/performance.md). CI's smoke run: scripts/bench.sh --quick
#   scripts/bench.sh                        full run: table on standard output
#   scripts/bench.sh --json bench.json      also the figures as JSON
#   scripts/bench.sh --quick --json -       smoke run, JSON on standard output
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product transition-benchmark >&2
exec .build/release/transition-benchmark "$@"
