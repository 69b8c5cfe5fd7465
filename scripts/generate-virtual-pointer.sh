#!/usr/bin/env bash
# Regenerates the Wayland C glue of the test's virtual-pointer client from the protocol
# descriptions in Tests/VirtualPointer/protocol (wayland-scanner, package libwayland-bin).
# The generated files are committed, so building needs only libwayland-dev and libxkbcommon-dev.
set -euo pipefail
cd "$(dirname "$0")/../Tests/VirtualPointer"
for name in wlr-virtual-pointer-unstable-v1 virtual-keyboard-unstable-v1; do
  wayland-scanner client-header "protocol/$name.xml" "$name-client-protocol.h"
  wayland-scanner private-code "protocol/$name.xml" "$name-protocol.c"
done
