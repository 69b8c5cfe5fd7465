#!/usr/bin/env bash
# Builds the end-to-end tests' Wayland compositor (Tests/TestCompositor, C on wlroots 0.15 from
# Debian's libwlroots-dev) into .build/test-compositor/test-compositor, when its sources are newer
# than the binary. xdg-shell's and presentation-time's server headers come from wayland-scanner (wayland-protocols).
set -euo pipefail
cd "$(dirname "$0")/.."
source_dir=Tests/TestCompositor
out=.build/test-compositor
binary="$out/test-compositor"
mkdir -p "$out"
if [ -x "$binary" ] && [ -z "$(find "$source_dir" "$0" -newer "$binary" -print -quit)" ]; then
  exit 0
fi
protocols="$(pkg-config --variable=pkgdatadir wayland-protocols)"
wayland-scanner server-header "$protocols/stable/xdg-shell/xdg-shell.xml" "$out/xdg-shell-protocol.h"
wayland-scanner server-header "$protocols/stable/presentation-time/presentation-time.xml" \
  "$out/presentation-time-protocol.h"
# shellcheck disable=SC2046
cc -std=c11 -O1 -g -Wall -Wextra -Wno-unused-parameter -DWLR_USE_UNSTABLE -I"$out" \
  "$source_dir"/*.c -o "$binary.tmp" \
  $(pkg-config --cflags --libs wlroots wayland-server xkbcommon pixman-1) -lm
mv "$binary.tmp" "$binary"
echo "Built $binary"
