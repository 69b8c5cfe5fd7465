#!/usr/bin/env bash
# The first of the two commands: installs what is missing, builds in release mode and launches
# the demo. Extra arguments go to the demo (for example --scene image --hud).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/make-assets.sh
swift build -c release --product scroll-demo
bin="$(swift build -c release --show-bin-path)/scroll-demo"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found: running the demo inside a virtual X server (xvfb-run)." >&2
  exec xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$@"
fi
exec "$bin" "$@"
