#!/usr/bin/env bash
# Prints the two instruction figures of docs/performance.md ("Instructions"), counted by
# valgrind's callgrind on the release build of scripts/bench.sh:
#   - instructions per display frame of the benchmark's one-second 120 Hz edge swipe against
#     the system slide, every contract checked (--profile-replay swipe N, N = LOW and HIGH:
#     the difference over the difference of their frames);
#   - instructions per fuzz case of a campaign against the system transition, seed 1
#     (--fuzz-worker 0/1 N, N = LOW and HIGH: the difference over the difference of cases).
# Counting a difference cancels the process's start and the one-time setup.
#   scripts/instructions.sh           swipe 20 and 120 replays, fuzz 100 and 600 cases
#   scripts/instructions.sh --quick   swipe 5 and 25, fuzz 20 and 80 (CI: about a minute)
#   scripts/instructions.sh --profile DIR
#                                     also keeps the callgrind files of the larger runs in DIR
#                                     (read them with callgrind_annotate)
# The figures are printed, never judged: the exit status is 0 unless a run fails.
set -euo pipefail
cd "$(dirname "$0")/.."

swipe_low=20 swipe_high=120 fuzz_low=100 fuzz_high=600 keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) swipe_low=5 swipe_high=25 fuzz_low=20 fuzz_high=80 ;;
    --profile) keep="$2"; shift ;;
    *) echo "usage: scripts/instructions.sh [--quick] [--profile DIR]" >&2; exit 64 ;;
  esac
  shift
done

if ! command -v valgrind >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "instructions: installing valgrind" >&2
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

swift build -c release --product transition-benchmark >&2
benchmark=.build/release/transition-benchmark
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
[ -z "$keep" ] || mkdir -p "$keep"

# count NAME ARGS...: runs the benchmark under callgrind; prints its output line, then the
# instructions executed (the "totals" line of the callgrind file).
count() {
  local name=$1
  shift
  local file="$scratch/$name.callgrind"
  valgrind --tool=callgrind --callgrind-out-file="$file" "$benchmark" "$@" 2>"$scratch/$name.log" \
    >"$scratch/$name.out" || { cat "$scratch/$name.log" >&2; exit 1; }
  [ -z "$keep" ] || cp "$file" "$keep/"
  cat "$scratch/$name.out"
  awk '$1 == "totals:" || $1 == "summary:" { print $2; exit }' "$file"
}

# field KEY LINE: the value of KEY=VALUE in the benchmark's output line.
field() { tr ' ' '\n' <<<"$2" | sed -n "s/^$1=//p"; }

start=$(date +%s)
{ read -r swipe_low_line; read -r swipe_low_count; } < <(count swipe-$swipe_low --profile-replay swipe $swipe_low)
{ read -r swipe_high_line; read -r swipe_high_count; } < <(count swipe-$swipe_high --profile-replay swipe $swipe_high)
{ read -r fuzz_low_line; read -r fuzz_low_count; } < <(count fuzz-$fuzz_low --fuzz-worker 0/1 $fuzz_low)
{ read -r fuzz_high_line; read -r fuzz_high_count; } < <(count fuzz-$fuzz_high --fuzz-worker 0/1 $fuzz_high)
seconds=$(($(date +%s) - start))

frames=$(field frames "$swipe_high_line")
violations=$(field violations "$swipe_high_line")
failed=$(field failed "$fuzz_high_line")
per_replay=$(((swipe_high_count - swipe_low_count) / (swipe_high - swipe_low)))
per_frame=$((per_replay / frames))
per_case=$(((fuzz_high_count - fuzz_low_count) / (fuzz_high - fuzz_low)))

echo "instructions (callgrind, release build; $seconds s under valgrind)"
echo "swipe, system slide, every contract: $per_frame per display frame ($per_replay per replay of" \
  "$frames frames; $swipe_low and $swipe_high replays; violations: $violations; target 8000 per frame)"
echo "fuzz, system transition, seed 1: $per_case per case ($fuzz_low and $fuzz_high cases; failed: $failed;" \
  "target 3000000 per case)"
