#!/usr/bin/env bash
# Measures the fuzzer against the catalog (docs/fuzzing.md, "Figures"): for every broken
# entry (known-bad, as first written), how many cases from the seed it takes to find each
# contract the entry must be caught by (`catches`), and how many touch samples the shrunk
# trace keeps; for every correct entry, a campaign of a fixed number of cases and what, if
# anything, it found.
#
#   scripts/fuzz-catalog.sh broken  [--seed N] [--cases N] [--only NAME]   default 1, 20000
#   scripts/fuzz-catalog.sh correct [--seed N] [--cases N] [--only NAME] [--jobs N]
#                                                                        default 1, 100000, 1
#
# Broken entries run `transition-harness fuzz --animator NAME --contract <catches>
# --until-found --cases N` in one process each: the campaign checks only the entry's own
# contracts, shrinks the first failure of each, and stops when all of them were found (or
# after N cases). It prints one tab-separated line per contract:
#   entry  kind  contract  cases-to-find (1-based; "-" when not found)  shrunk samples
# Correct entries run `fuzz --animator NAME --cases N` (with --jobs) and print:
#   entry  correct  cases  failed  failures by contract
# followed by the shrunk findings' files. Each run writes to .build/fuzz-catalog/<mode>-<seed>/<entry>/,
# not to traces/regressions/ (so no regression trace counts as known). Uses the release
# build (built first). Exit status 0; the figures are the output.
set -euo pipefail

mode="${1:-}"
shift || true
seed=1
cases=""
only=""
jobs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --cases) cases="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    *) echo "usage: $0 broken|correct [--seed N] [--cases N] [--only NAME] [--jobs N]" >&2; exit 64 ;;
  esac
done
case "$mode" in
  broken) cases="${cases:-20000}" ;;
  correct) cases="${cases:-100000}" ;;
  *) echo "usage: $0 broken|correct [--seed N] [--cases N] [--only NAME] [--jobs N]" >&2; exit 64 ;;
esac

cd "$(dirname "$0")/.."
swift build -c release --product transition-harness >&2
tool="$(swift build -c release --show-bin-path)/transition-harness"

# name<TAB>kind<TAB>catches (comma-separated), from the catalog's JSON listing.
entries() {
  "$tool" catalog --json | python3 -c '
import json, sys
for e in json.load(sys.stdin):
    print("\t".join([e["name"], e["kind"], ",".join(e["catches"])]))
'
}

entries | while IFS=$'\t' read -r name kind catches; do
  [ -n "$only" ] && [ "$only" != "$name" ] && continue
  if [ "$mode" = broken ] && [ "$kind" = correct ]; then continue; fi
  if [ "$mode" = correct ] && [ "$kind" != correct ]; then continue; fi
  out=".build/fuzz-catalog/$mode-$seed/$name"
  rm -rf "$out"
  mkdir -p "$out"
  if [ "$mode" = broken ]; then
    log="$out/fuzz.log"
    "$tool" fuzz --animator "$name" --seed "$seed" --cases "$cases" --contract "$catches" --until-found \
      --out "$out" > "$log" 2>&1 || true
    for contract in ${catches//,/ }; do
      line="$(grep -E "^found $contract at case " "$log" || true)"
      if [ -n "$line" ]; then
        index="$(sed -E 's/^found [^ ]+ at case ([0-9]+),.*/\1/' <<< "$line")"
        samples="$(sed -E 's/.*shrunk to ([0-9]+) samples.*/\1/' <<< "$line")"
        printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$kind" "$contract" "$((index + 1))" "$samples"
      else
        printf '%s\t%s\t%s\t-\t-\n' "$name" "$kind" "$contract"
      fi
    done
  else
    log="$out/fuzz.log"
    status=0
    "$tool" fuzz --animator "$name" --seed "$seed" --cases "$cases" --jobs "$jobs" --out "$out" > "$log" 2>&1 \
      || status=$?
    summary="$(grep -E "^fuzz: [0-9]+ cases in" "$log" | tail -1 || true)"
    if [ -z "$summary" ]; then
      printf '%s\tcorrect\tincomplete (exit %s; see %s)\n' "$name" "$status" "$log"
      continue
    fi
    run="$(sed -E 's/^fuzz: ([0-9]+) cases.*/\1/' <<< "$summary")"
    failed="$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<< "$summary")"
    by="$(grep -E "^failures by contract: " "$log" | sed -E 's/^failures by contract: //' || true)"
    printf '%s\tcorrect\t%s\t%s\t%s\n' "$name" "$run" "$failed" "${by:--}"
    grep -E "^$out/" "$log" | sed 's/^/  /' || true
  fi
done
