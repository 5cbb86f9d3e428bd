#!/usr/bin/env bash
# The distribution behind docs/fuzzing.md's "seeds" columns: runs `scripts/fuzz-catalog.sh
# broken` for every seed from FIRST to LAST (default 1 to 20) and summarises, per entry and
# contract, the cases it took to find the contract and the shrunk trace's touch samples
# (median / max), then over all findings: how many were missed, the cases to find (median,
# 90th percentile, max) and the count of findings by shrunk size.
#
#   scripts/fuzz-distribution.sh [FIRST [LAST]]
#
# Each seed's lines are kept in .build/fuzz-catalog/distribution/seed-N.tsv. Needs python3
# and the release build (built by fuzz-catalog.sh). Exit status 0; the figures are the output.
set -euo pipefail

first="${1:-1}"
last="${2:-20}"
cd "$(dirname "$0")/.."
dir=".build/fuzz-catalog/distribution"
mkdir -p "$dir"
for seed in $(seq "$first" "$last"); do
  scripts/fuzz-catalog.sh broken --seed "$seed" > "$dir/seed-$seed.tsv" 2>/dev/null
  echo "seed $seed done" >&2
done

python3 - "$dir" "$first" "$last" <<'PY'
import statistics, sys
from collections import Counter, OrderedDict

directory, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rows = OrderedDict()
missed = 0
cases_all, samples_all = [], []
for seed in range(first, last + 1):
    with open(f"{directory}/seed-{seed}.tsv") as handle:
        for line in handle:
            name, kind, contract, cases, samples = line.rstrip("\n").split("\t")
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

print("| entry | kind | contract | cases, median / max | samples, median / max |")
print("|---|---|---|---|---|")
for (name, kind, contract), (cases, samples) in rows.items():
    if cases:
        print(f"| `{name}` | {kind} | `{contract}` | {median(cases)} / {max(cases)} | {median(samples)} / {max(samples)} |")
    else:
        print(f"| `{name}` | {kind} | `{contract}` | not found | |")
found = len(cases_all)
print()
print(f"seeds {first} to {last}: {found + missed} findings expected, {missed} missed")
if found:
    ordered = sorted(cases_all)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(f"cases to find: median {median(cases_all)}, 90th percentile {p90}, max {max(cases_all)}")
    sizes = ", ".join(f"{size} samples {count}" for size, count in sorted(Counter(samples_all).items()))
    print(f"shrunk size: median {median(samples_all)}, max {max(samples_all)} ({sizes})")
PY
