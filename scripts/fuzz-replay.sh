#!/usr/bin/env bash
# Fuzzes the replay and the contract checker with libFuzzer (Sources/FuzzReplay): the
# input bytes are the gesture generator's choices, replayed against the system transition;
# a contract violation is a crash.
#
#   scripts/fuzz-replay.sh [seconds]      default 30
#
# Builds the FuzzReplay product alone, in release mode with -sanitize=fuzzer and the
# scratch path .build/fuzz (shared with fuzz-trace-reader.sh; toolchain-notes §4.3), seeds
# .build/fuzz-corpus/replay/ with a few choice sequences (the simplest gesture, and one
# per transition of the generator's table), runs libFuzzer for the given seconds with the
# Swift backtracer off (§4.4), and exits non-zero if it crashed. Reproducers go to
# .build/fuzz-artifacts/replay/; rerun one with
#   SWIFT_BACKTRACE=enable=no .build/fuzz/release/FuzzReplay <file>
# which prints the violation, the scenario and the choices (base64), which
# `GestureGenerator().input(replaying:)` turns back into the trace.
# FUZZ_REPLAY_IGNORE=id,id,... keeps going past violations of those contracts.
# Set FUZZ_ADDRESS=1 to add AddressSanitizer.
# Set FUZZ_SEED=N for a fixed libFuzzer seed (CI does: the same inputs in the same order on
# every run, so the run is as reproducible as its time budget allows).
set -euo pipefail

seconds="${1:-30}"
case "$seconds" in
  '' | *[!0-9]*) echo "usage: $0 [seconds]" >&2; exit 64 ;;
esac

cd "$(dirname "$0")/.."
scratch=.build/fuzz
corpus=.build/fuzz-corpus/replay
artifacts=.build/fuzz-artifacts/replay/

sanitizers=(--sanitize=fuzzer)
[ "${FUZZ_ADDRESS:-0}" = 1 ] && sanitizers+=(--sanitize=address)
build=(swift build -c release "${sanitizers[@]}" --product FuzzReplay --scratch-path "$scratch")
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/FuzzReplay"

mkdir -p "$corpus" "$artifacts"
# Seeds: all-zero choices (the simplest gesture: a tap at the left edge), and for each of
# the six transitions of the setup table a drag: screen 0, transition k, then zeros.
printf '\0' > "$corpus/seed-simplest"
for transition in 0 1 2 3 4 5; do
  # scenario (6 zeros: speed, curve, duration, rate, no dropped frame, not interruptible),
  # screen 0, transition k, distance 0, no edge width; then the rest of the choices zero.
  printf "\0\0\0\0\0\0\0\\$(printf '%03o' "$transition")\0\0" > "$corpus/seed-transition-$transition"
done

echo "fuzz-replay: running $binary for ${seconds}s on $corpus" >&2
status=0
seed=()
[ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
SWIFT_BACKTRACE=enable=no "$binary" \
  "${seed[@]}" \
  -max_total_time="$seconds" \
  -use_value_profile=1 \
  -len_control=0 \
  -max_len=512 \
  -artifact_prefix="$artifacts" \
  -print_final_stats=1 \
  "$corpus" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz-replay: libFuzzer exited with $status; reproducers in $artifacts" >&2
  exit "$status"
fi
echo "fuzz-replay: no violation in ${seconds}s" >&2
