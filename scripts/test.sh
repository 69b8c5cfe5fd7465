#!/usr/bin/env bash
# The second of the two commands: installs what is missing and runs the whole test suite:
# unit tests, SDL tests (offscreen video driver, set by the tests themselves) and end-to-end tests
# that drive the real demo under Xvfb with xdotool, in one `swift test` run inside a virtual X
# server. Before it, every benchmark runs once, briefly (`scroll-bench --quick`, debug build), so
# that none can rot; their speed is not judged here (scripts/bench.sh measures it).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/make-assets.sh
swift build --build-tests
swift build --product scroll-bench
bin_path="$(swift build --show-bin-path)"
export SCROLL_DEMO_BIN="$bin_path/scroll-demo"
export SCROLL_DEMO_ASSETS="$PWD/Assets"
export SCROLL_DEMO_E2E=1
xvfb() { xvfb-run -a -s "-screen 0 1280x800x24" "$@"; }

status=0
echo "Benchmarks, once each (figures not judged):"
xvfb "$bin_path/scroll-bench" --quick || status=$?

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The suite is XCTest only; Swift Testing would add a second, empty summary.
xvfb swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
# One closing line with the totals, as CI and people read it.
summary="$(grep -E 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$log" | tail -n 1 || true)"
if [ -n "$summary" ]; then
  total="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")"
  failed="$(sed -E 's/.*with ([0-9]+) failures?.*/\1/' <<<"$summary")"
  echo "$((total - failed)) passed, $failed failed"
fi
exit "$status"
