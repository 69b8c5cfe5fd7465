#!/usr/bin/env bash
# The second of the two commands: installs what is missing and runs the whole test suite:
# unit tests, SDL tests (offscreen video driver, set by the tests themselves) and end-to-end tests
# that drive the real demo under Xvfb with xdotool. One `swift test` run, inside a virtual X server.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/make-assets.sh
swift build --build-tests
bin_path="$(swift build --show-bin-path)"
export SCROLL_DEMO_BIN="$bin_path/scroll-demo"
export SCROLL_DEMO_E2E=1
xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@"
