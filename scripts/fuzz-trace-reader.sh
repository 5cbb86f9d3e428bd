#!/usr/bin/env bash
# Fuzzes the trace reader and the canonical writer with libFuzzer (Sources/FuzzTrace).
#
#   scripts/fuzz-trace-reader.sh [seconds]      default 30
#
# Builds the FuzzTrace product alone, in release mode with -sanitize=fuzzer and a scratch
# path of its own (.build/fuzz), so that the package's other executables and its normal
# builds are untouched (toolchain-notes §4.3: building every product with the fuzzer
# sanitizer breaks them). Seeds a corpus under .build/fuzz-corpus/ from every trace under
# traces/, runs libFuzzer for the given seconds with the Swift backtracer off (so a trap is
# a libFuzzer crash with a reproducer file, §4.4), and exits non-zero if it crashed.
# Crash reproducers go to .build/fuzz-artifacts/trace-reader/; rerun one with
#   SWIFT_BACKTRACE=enable=no .build/fuzz/release/FuzzTrace <file>
# Set FUZZ_ADDRESS=1 to add AddressSanitizer (about four times slower).
# Set FUZZ_SEED=N for a fixed libFuzzer seed (CI does: the same inputs in the same order on
# every run, so the run is as reproducible as its time budget allows).
set -euo pipefail

seconds="${1:-30}"
case "$seconds" in
  '' | *[!0-9]*) echo "usage: $0 [seconds]" >&2; exit 64 ;;
esac

cd "$(dirname "$0")/.."
scratch=.build/fuzz
corpus=.build/fuzz-corpus/trace-reader
artifacts=.build/fuzz-artifacts/trace-reader/
dictionary=scripts/fuzz-trace-reader.dict

sanitizers=(--sanitize=fuzzer)
[ "${FUZZ_ADDRESS:-0}" = 1 ] && sanitizers+=(--sanitize=address)
build=(swift build -c release "${sanitizers[@]}" --product FuzzTrace --scratch-path "$scratch")
"${build[@]}"
binary="$("${build[@]}" --show-bin-path)/FuzzTrace"

mkdir -p "$corpus" "$artifacts"
# Seed files are named by their path, so traces with the same name in different folders
# do not overwrite each other; libFuzzer adds its own files (named by hash) next to them.
find traces -name '*.json' -type f | while read -r file; do
  cp "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"
done

# The format's keys and words (scripts/fuzz-trace-reader.dict), so that mutations make
# well-formed traces more often.

echo "fuzz-trace-reader: running $binary for ${seconds}s on $corpus" >&2
status=0
seed=()
[ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
SWIFT_BACKTRACE=enable=no "$binary" \
  "${seed[@]}" \
  -max_total_time="$seconds" \
  -dict="$dictionary" \
  -artifact_prefix="$artifacts" \
  -print_final_stats=1 \
  "$corpus" || status=$?
if [ "$status" -ne 0 ]; then
  echo "fuzz-trace-reader: libFuzzer exited with $status; reproducers in $artifacts" >&2
  exit "$status"
fi
echo "fuzz-trace-reader: no crash in ${seconds}s" >&2
