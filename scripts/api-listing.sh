#!/usr/bin/env bash
# Regenerates HeadlessUIKit's API listings (Tests/HeadlessUIKitTests/API/HeadlessUIKit.public.txt
# and HeadlessUIKit.spi.txt) from the module the tests build, then shows what changed. The test
# that compares them, PublicSurfaceTests, fails while recording; this script expects that.
#
#   scripts/api-listing.sh
set -uo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
RECORD_API_LISTING=1 swift test --skip-build --filter PublicSurfaceTests > /dev/null 2>&1
git --no-pager diff --stat -- Tests/HeadlessUIKitTests/API/
swift test --skip-build --filter PublicSurfaceTests
