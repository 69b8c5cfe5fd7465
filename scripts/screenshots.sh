#!/usr/bin/env bash
# Regenerates the README's screenshots with the app's own --screenshot (under Xvfb when there
# is no display). Usage: scripts/screenshots.sh [build-configuration]
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${1:-debug}"
swift build -c "$configuration" --product scroll-demo
bin="$(swift build -c "$configuration" --show-bin-path)/scroll-demo"
out=Assets/screenshots
mkdir -p "$out"
shoot() {
  local name="$1"
  shift
  if [ -n "${DISPLAY:-}" ]; then "$bin" "$@" --screenshot "$out/$name.png"
  else xvfb-run -a -s "-screen 0 1280x800x24" "$bin" "$@" --screenshot "$out/$name.png"; fi
}
shoot menu --window-size 1024x640
shoot compositing --scene compositing --window-size 1024x640
shoot image --scene image --hud --window-size 1024x640
shoot paged --scene paged --window-size 1024x640
shoot custom --scene custom --window-size 1024x640
shoot inset --scene inset --window-size 1024x640
