#!/usr/bin/env bash
# The HTML report (docs/report-format.md, "HTML") in a real browser: installs Chromium from
# Debian's packages when it is missing, writes the report of the flip as first written on a
# cancelled swipe with the debug build of transition-harness, opens it in headless Chromium,
# takes a screenshot, and runs scripts/browser-checks.js in a copy of the page: the key frames'
# pictures decode, the player moves, the violations are listed. Pictures at a quarter of a
# pixel per point by default, so that the debug build renders them in seconds; PICTURE_SCALE=1
# gives the report `replay --html` writes by default (docs/images/report.png is its screenshot).
# Usage: [PICTURE_SCALE=S] scripts/browser-checks.sh [OUT_DIR]   (default .build/browser-checks)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-.build/browser-checks}"
TRACE=traces/synthetic/dismiss-pan-down-cancel-60hz.json
ANIMATOR=flip-as-first-written
EXPECT=final-state-cancelled,continuous-motion
PICTURE_SCALE="${PICTURE_SCALE:-0.25}"

browser() { command -v chromium || command -v chromium-browser || command -v google-chrome || true; }
CHROMIUM="$(browser)"
if [ -z "$CHROMIUM" ]; then
    if [ "$(id -u)" != 0 ] || ! command -v apt-get > /dev/null; then
        echo "browser-checks: Chromium is missing; install it (Debian: apt-get install chromium)" >&2
        exit 1
    fi
    if ! apt-cache policy chromium 2> /dev/null | grep -q 'Candidate: [0-9]'; then apt-get update > /dev/null; fi
    echo "browser-checks: installing Chromium (apt-get install chromium)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium > /dev/null
    CHROMIUM="$(browser)"
fi
# Headless, no sandbox (CI runs as root), no GPU, a fixed window and fonts' hinting off, so the
# screenshot is the same from run to run on one machine.
run_chromium() {
    if ! "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --mute-audio --no-first-run \
        --font-render-hinting=none --run-all-compositor-stages-before-draw --virtual-time-budget=10000 "$@" \
        2> "$OUT/chromium.log"; then
        echo "FAIL: $CHROMIUM $* failed; the end of its log:" >&2
        tail -5 "$OUT/chromium.log" >&2
        exit 1
    fi
}

swift build --product transition-harness > /dev/null
B="$(swift build --show-bin-path)/transition-harness"
rm -rf "$OUT"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
status=0
"$B" replay "$TRACE" --animator "$ANIMATOR" --html "$OUT" --picture-scale "$PICTURE_SCALE" > "$OUT/replay.txt" || status=$?
if [ "$status" != 1 ]; then
    echo "FAIL: replay --html exited $status, expected 1 (the flip as first written breaks contracts)" >&2
    cat "$OUT/replay.txt" >&2
    exit 1
fi
REPORT="$OUT/dismiss-pan-down-cancel-60hz--$ANIMATOR.html"
[ -s "$REPORT" ] || { echo "FAIL: no report at $REPORT" >&2; exit 1; }
echo "report: $REPORT ($(wc -c < "$REPORT") bytes)"

# The window of a laptop, drawn at three quarters of its size (docs/images/report.png).
run_chromium --window-size=1100,1500 --force-device-scale-factor=0.75 --screenshot="$OUT/report.png" "file://$REPORT"
if [ "$(head -c 8 "$OUT/report.png" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
    echo "FAIL: Chromium made no screenshot" >&2
    cat "$OUT/chromium.log" >&2
    exit 1
fi
echo "screenshot: $OUT/report.png"

# The checks run in a copy of the page with the checking script added at the end of its body.
{
    sed '/^<\/body>$/,$d' "$REPORT"
    printf '<script>\n'
    cat scripts/browser-checks.js
    printf '</script>\n</body>\n</html>\n'
} > "$OUT/checked.html"
run_chromium --dump-dom "file://$OUT/checked.html#expect=$EXPECT" > "$OUT/checked-dom.html"
sed -n '/<pre id="browser-checks">/,/<\/pre>/p' "$OUT/checked-dom.html" | sed -e 's/<[^>]*>//g' -e 's/&gt;/>/g' -e '/^$/d'
if grep -q '<title>BROWSER-CHECKS PASS' "$OUT/checked-dom.html"; then
    echo "browser-checks: passed"
else
    echo "browser-checks: FAILED (the page's title: $(grep -o '<title>[^<]*' "$OUT/checked-dom.html" | head -1))" >&2
    exit 1
fi
