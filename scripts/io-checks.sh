#!/usr/bin/env bash
# The tool against real files, devices, pipes, signals and a full disk
# (docs/paths-and-exit-codes.md). Needs root (mknod, mount); uses the debug build of
# transition-harness.
# Usage: scripts/io-checks.sh   (CI runs it after 'swift test')
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" != 0 ]; then echo "io-checks: skipped (needs root)"; exit 0; fi
swift build --product transition-harness > /dev/null
B="$(swift build --show-bin-path)/transition-harness"
T="$(mktemp -d)"
MOUNTED=""
cleanup() { [ -n "$MOUNTED" ] && umount "$MOUNTED"; rm -rf "$T"; }
trap cleanup EXIT
failures=0
check() {  # check NAME EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1: expected $2, found $3"; failures=$((failures + 1)); fi
}
TRACE=traces/synthetic/pop-edge-fling-finish-60hz.json
cp "$TRACE" "$T/a.json"

# 1. Output files: a device is written through, a link's target is written.
mknod "$T/null" c 1 3
"$B" check "$T/a.json" --junit "$T/null" > /dev/null; check "check --junit DEVICE exits 0" 0 $?
check "the device stays a device" yes "$([ -c "$T/null" ] && echo yes || echo no)"
echo old > "$T/real.xml"; ln -s real.xml "$T/link.xml"
"$B" check "$T/a.json" --junit "$T/link.xml" > /dev/null
check "the link stays a link" yes "$([ -L "$T/link.xml" ] && echo yes || echo no)"
check "the link's target holds the report" yes "$(grep -q testsuites "$T/real.xml" && echo yes || echo no)"

# 2. Standard output and error that fail.
"$B" catalog > /dev/full 2> /dev/null; check "catalog > /dev/full exits 73" 73 $?
printf '{}' > "$T/bad.json"
"$B" validate "$T/bad.json" > /dev/null 2> /dev/full; check "validate 2> /dev/full exits 73" 73 $?
"$B" check "$T/a.json" --json >&- 2> /dev/null; check "check >&- exits 73" 73 $?
status=$( (trap '' PIPE; "$B" check traces --json | head -c1 > /dev/null; echo "${PIPESTATUS[0]}") )
check "a closed pipe with SIGPIPE ignored exits 141" 141 "$status"
if command -v python3 > /dev/null; then
    # The shell shows 141 either way; Python tells a death by SIGPIPE (-13) from exit(141).
    how=$(python3 - "$B" <<'PY'
import subprocess, sys
for restore in (True, False):
    p = subprocess.Popen([sys.argv[1], "check", "traces", "--json"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, restore_signals=restore)
    p.stdout.read(1); p.stdout.close()
    print(p.wait(), end=" ")
PY
)
    check "a closed pipe ends the tool by SIGPIPE, or with 141 when SIGPIPE is ignored" "-13 141 " "$how"
fi

# 4. A FIFO in a directory is skipped with a note; 5. the walk.
mkdir -p "$T/d/sub"; cp "$TRACE" "$T/d/sub/"; mkfifo "$T/d/f.json"; ln -s .. "$T/d/sub/loop"
timeout 60 "$B" validate "$T/d" > "$T/out" 2> "$T/err"; check "validate DIR with a FIFO exits 0" 0 $?
check "the FIFO is noted" yes "$(grep -q 'f.json: skipped: not a regular file (a FIFO)' "$T/err" && echo yes || echo no)"
check "the link loop is noted" yes "$(grep -q 'loop: skipped' "$T/err" && echo yes || echo no)"
timeout 60 "$B" check "$T/d" > /dev/null 2>&1; check "check DIR with a FIFO exits 0" 0 $?
mkdir -p "$T/regs"; mkfifo "$T/regs/x.json"
timeout 120 "$B" fuzz --animator system --cases 2 --out "$T/regs" > /dev/null 2>&1; check "fuzz --out DIR with a FIFO ends" 0 $?
ln -s "$T/d" "$T/L"
"$B" validate "$T/L" 2> /dev/null | tail -1 | grep -q '1 valid'; check "a linked directory is walked" 0 $?
if command -v setpriv > /dev/null; then
    mkdir -p "$T/u/locked"; cp "$TRACE" "$T/u/"; cp "$T/bad.json" "$T/u/locked/"; chmod 000 "$T/u/locked"; chmod -R a+rX "$T/u" 2>/dev/null; chmod 000 "$T/u/locked"; chmod a+rx "$T"
    setpriv --reuid=65534 --regid=65534 --clear-groups "$B" validate "$T/u" > /dev/null 2> "$T/err"
    check "an unreadable directory exits 66" 66 $?
fi

# 6. A top-level key with \u0000; 9. names.
printf '{"format":"gesture-trace","version":1,"\\u0000x":1,"screen":{"width":1,"height":1},"touches":[]}' > "$T/nul.json"
"$B" validate "$T/nul.json" > /dev/null 2>&1; check "a top-level NUL key exits 65" 65 $?
name="$T/$(printf 'x\xff\033[31m.json')"; cp "$TRACE" "$name"
"$B" validate "$name" > "$T/out" 2>&1; check "a name that is not UTF-8 opens" 0 $?
check "its escape is printed escaped" yes "$(grep -q 'x\\xff\\x1b\[31m.json' "$T/out" && echo yes || echo no)"
printf '  \n ' > "$T/ws.json"
"$B" validate "$T/ws.json" > "$T/out" 2>&1; grep -q "only whitespace" "$T/out"; check "a whitespace-only file says so" 0 $?

# A full disk.
mkdir "$T/full"; mount -t tmpfs -o size=64k tmpfs "$T/full" && MOUNTED="$T/full"
dd if=/dev/zero of="$T/full/fill" bs=4k count=100 2> /dev/null
"$B" check "$T/a.json" --junit "$T/full/report.xml" > /dev/null 2> "$T/err"; check "--junit on a full disk exits 73" 73 $?
check "it says why" yes "$(grep -q 'No space left on device' "$T/err" && echo yes || echo no)"
"$B" fuzz --animator commits-on-cancel --cases 10 --out "$T/full/regs" > "$T/out" 2>&1; check "fuzz on a full disk exits 73" 73 $?
check "the summary says what was not written" yes "$(grep -q 'NOT WRITTEN' "$T/out" && echo yes || echo no)"
check "no found line says a finding was written" no "$(grep '^found' "$T/out" | grep -v -q 'NOT WRITTEN' && echo yes || echo no)"

# 3. Signals to a fuzz coordinator.
run_and_signal() {  # SIGNAL EXPECTED
    rm -rf "$T/camp"; "$B" fuzz --animator commits-on-cancel --cases 100000 --jobs 2 --out "$T/camp" > "$T/log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 240); do grep -q '^found' "$T/log" && break; sleep 0.5; done
    kill "-$1" "$pid"; { wait "$pid"; } 2> /dev/null; local status=$?
    sleep 1
    check "fuzz --jobs 2 stopped by $1 exits $2" "$2" "$status"
    check "its findings are on disk after $1" yes "$(ls "$T/camp"/*.json > /dev/null 2>&1 && echo yes || echo no)"
    check "no worker outlives the coordinator ($1)" no "$(pgrep -f "$T/camp.*--worker" > /dev/null && echo yes || echo no)"
}
run_and_signal INT 130
run_and_signal TERM 143
run_and_signal KILL 137

# 3, continued: a campaign killed and resumed ends as one never killed, byte for byte
# (docs/fuzzing.md, "Campaigns that lose nothing"). Five findings: four at case 3, one at 32.
campaign=(fuzz --animator commits-on-cancel --cases 34 --seed 1)
"$B" "${campaign[@]}" --out "$T/whole" > /dev/null 2>&1
kill_and_resume() {  # NAME SIGNAL FINDINGS [OPTIONS...]: kill after that many found lines (0: after 0.3 s)
    local name=$1 signal=$2 found=$3 dir="$T/kill-$1"
    shift 3
    "$B" "${campaign[@]}" "$@" --out "$dir" > "$T/klog" 2>&1 &
    local pid=$!
    if [ "$found" = 0 ]; then sleep 0.3; else
        for _ in $(seq 1 1200); do [ "$(grep -c '^found' "$T/klog")" -ge "$found" ] && break; sleep 0.05; done
    fi
    kill "-$signal" "$pid"; { wait "$pid"; } 2> /dev/null; local status=$?
    case $signal in
        INT) check "$name: exits 130" 130 "$status"
             check "$name: prints the command that resumes" yes \
                 "$(grep -qF "resume with: transition-harness fuzz --resume '$dir'" "$T/klog" && echo yes || echo no)" ;;
        TERM) check "$name: exits 143" 143 "$status" ;;
    esac
    local partial=0
    for file in "$dir"/*.json; do
        [ -e "$file" ] || continue
        "$B" validate "$file" > /dev/null 2>&1 || partial=$((partial + 1))
    done
    check "$name: every finding on disk is complete" 0 "$partial"
    if [ -f "$dir/.fuzz-campaign" ]; then
        "$B" fuzz --resume "$dir" > "$T/rlog" 2>&1
    else  # killed before the campaign recorded itself: nothing was done
        "$B" "${campaign[@]}" "$@" --out "$dir" > "$T/rlog" 2>&1
    fi
    check "$name: resumed, the directory equals the uninterrupted run's" same \
        "$(diff -r "$T/whole" "$dir" > /dev/null && echo same || echo differs)"
}
kill_and_resume "SIGINT after 1 finding" INT 1
kill_and_resume "SIGTERM after 2 findings, 2 workers" TERM 2 --jobs 2
kill_and_resume "SIGKILL after 3 findings" KILL 3
kill_and_resume "SIGKILL after 0.3 s, 2 workers" KILL 0 --jobs 2

if [ "$failures" -gt 0 ]; then echo "io-checks: $failures failed"; exit 1; fi
echo "io-checks: all passed"
