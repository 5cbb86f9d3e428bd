#!/usr/bin/env bash
# The distribution behind docs/fuzzing.md's "seeds" columns: runs `scripts/fuzz-catalog.sh
# broken` for every seed from FIRST to LAST (default 1 to 20) and summarises, per entry and
# contract, the cases it took to find the contract and the shrunk trace's touch samples
# (median / max), then over all findings: how many were missed, the cases to find (median,
# 90th percentile, max) and the count of findings by shrunk size.
#
#   scripts/fuzz-distribution.sh [FIRST [LAST]]
#
# Each seed's lines are kept in .build/fuzz-catalog/distribution/seed-N.tsv, its build and
# progress messages in seed-N.log. Needs python3 and the release build (built by
# fuzz-catalog.sh). Exit status 0 unless a run failed; the figures are the output.
set -euo pipefail

first="${1:-1}"
last="${2:-20}"
cd "$(dirname "$0")/.."
dir=".build/fuzz-catalog/distribution"
mkdir -p "$dir"
for seed in $(seq "$first" "$last"); do
  scripts/fuzz-catalog.sh broken --seed "$seed" > "$dir/seed-$seed.tsv" 2> "$dir/seed-$seed.log"
  echo "seed $seed done" >&2
done

python3 - "$dir" "$first" "$last" <<'PY'
import math, statistics, sys
from collections import Counter, OrderedDict

directory, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = OrderedDict()
missed = 0
cases_all, samples_all = [], []
for seed in range(first, last + 1):
    with open(f"{directory}/seed-{seed}.tsv") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 5:
                sys.exit(f"seed-{seed}.tsv: not an entry line: {line!r}")
            name, kind, contract, cases, samples = fields
            row = rows.setdefault((name, kind, contract), ([], []))
            if cases == "-":
                missed += 1
                continue
            row[0].append(int(cases))
            row[1].append(int(samples))
            cases_all.append(int(cases))
            samples_all.append(int(samples))

def median(values):
    value = statistics.median(values)
    return f"{value:g}"

seeds = last - first + 1
print("| entry | kind | contract | found | cases, median / max | samples, median / max |")
print("|---|---|---|---|---|---|")
for (name, kind, contract), (cases, samples) in rows.items():
    found_here = f"{len(cases)} / {seeds}"
    if cases:
        print(f"| `{name}` | {kind} | `{contract}` | {found_here} | {median(cases)} / {max(cases)} "
              f"| {median(samples)} / {max(samples)} |")
    else:
        print(f"| `{name}` | {kind} | `{contract}` | {found_here} | | |")
found = len(cases_all)
print()
print(f"seeds {first} to {last}: {found + missed} findings expected, {missed} missed")
if found:
    # Nearest rank: the smallest value with at least 90% of the findings at or below it.
    ordered = sorted(cases_all)
    p90 = ordered[math.ceil(0.9 * len(ordered)) - 1]
    print(f"cases to find: median {median(cases_all)}, 90th percentile {p90}, max {max(cases_all)}")
    sizes = ", ".join(f"{size} samples {count}" for size, count in sorted(Counter(samples_all).items()))
    print(f"shrunk size: median {median(samples_all)}, max {max(samples_all)} ({sizes})")
PY
