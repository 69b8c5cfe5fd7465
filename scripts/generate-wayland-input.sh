#!/usr/bin/env bash
# Regenerates the Wayland C glue of the app's own protocol objects (Sources/CWaylandInput) from the
# protocol descriptions in its `protocol` folder (wayland-scanner, package libwayland-bin; the
# descriptions are wayland-protocols' pointer-gestures-unstable-v1.xml, version 3, and
# presentation-time.xml, version 1).
# The generated files are committed, so building needs only libwayland-dev.
set -euo pipefail
cd "$(dirname "$0")/../Sources/CWaylandInput"
for name in pointer-gestures-unstable-v1 presentation-time; do
  wayland-scanner client-header "protocol/$name.xml" "$name-client-protocol.h"
  wayland-scanner private-code "protocol/$name.xml" "$name-protocol.c"
done
