#!/bin/bash -eu
# Builds the libFuzzer entry points into $OUT for ClusterFuzzLite (and OSS-Fuzz): FuzzTrace and
# FuzzReplay, each with its options, FuzzTrace with a dictionary and a seed corpus of the
# bundled traces. In the builder image, precompile_swift sets SWIFTFLAGS (the sanitizer and
# coverage flags of the run); elsewhere the flags are --sanitize=fuzzer (plus address when
# SANITIZER=address), as scripts/fuzz-*.sh build them. scripts/recipe-checks.sh runs this
# with temporary $SRC and $OUT. FUZZ_SCRATCH is the build directory (default .build/fuzz,
# the scripts' own, so a warm one is reused).
cd "$SRC/transition-harness"
if command -v precompile_swift > /dev/null; then
  . precompile_swift
fi
if [ -n "${SWIFTFLAGS:-}" ]; then
  read -r -a flags <<< "$SWIFTFLAGS"
else
  flags=(--sanitize=fuzzer)
  [ "${SANITIZER:-}" = address ] && flags+=(--sanitize=address)
fi
scratch="${FUZZ_SCRATCH:-.build/fuzz}"
for product in FuzzTrace FuzzReplay; do
  build=(swift build -c release "${flags[@]}" --product "$product" --scratch-path "$scratch")
  "${build[@]}"
  cp "$("${build[@]}" --show-bin-path)/$product" "$OUT/$product"
done

# libFuzzer's options for each target (ClusterFuzzLite reads <target>.options).
printf '[libfuzzer]\ndict = FuzzTrace.dict\n' > "$OUT/FuzzTrace.options"
printf '[libfuzzer]\nmax_len = 512\nuse_value_profile = 1\nlen_control = 0\n' > "$OUT/FuzzReplay.options"
cp scripts/fuzz-trace-reader.dict "$OUT/FuzzTrace.dict"

# The bundled traces as FuzzTrace's seed corpus.
corpus="$(mktemp -d)"
find traces -name '*.json' -type f | while read -r file; do
  cp "$file" "$corpus/$(echo "$file" | tr '/' '_')"
done
if command -v zip > /dev/null; then
  (cd "$corpus" && zip -q -r "$OUT/FuzzTrace_seed_corpus.zip" .)
else
  python3 -m zipfile -c "$OUT/FuzzTrace_seed_corpus.zip" "$corpus"/*
fi
rm -rf "$corpus"
