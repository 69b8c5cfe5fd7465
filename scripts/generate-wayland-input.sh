#!/usr/bin/env bash
# Regenerates the Wayland C glue of the app's own pointer-gestures objects (Sources/CWaylandInput)
# from the protocol description in its `protocol` folder (wayland-scanner, package libwayland-bin;
# the description is wayland-protocols' pointer-gestures-unstable-v1.xml, version 3).
# The generated files are committed, so building needs only libwayland-dev.
set -euo pipefail
cd "$(dirname "$0")/../Sources/CWaylandInput"
name=pointer-gestures-unstable-v1
wayland-scanner client-header "protocol/$name.xml" "$name-client-protocol.h"
wayland-scanner private-code "protocol/$name.xml" "$name-protocol.c"
