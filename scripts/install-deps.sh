#!/usr/bin/env bash
# Installs the Debian packages the demo and its tests need, only those that are missing.
# Uses sudo only when not running as root. Swift itself is expected on PATH (swift.org toolchain).
set -euo pipefail

packages=(
  pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core fonts-noto-color-emoji adwaita-icon-theme
  xvfb xauth xdotool xclip x11-xkb-utils imagemagick
  libx11-dev libxi-dev libxcb1-dev libxcb-present-dev
  sway grim libwayland-dev libwayland-bin libxkbcommon-dev
  libwlroots-dev wayland-protocols xwayland xkb-data
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]} > 0)); then
  echo "Installing missing packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "error: 'swift' is not on PATH. Install the Swift 6 toolchain from swift.org and retry." >&2
  exit 1
fi
