#!/usr/bin/env bash
# Makes the generated assets reproducibly (fixed seeds) with ImageMagick. Called by the two
# commands; does nothing when the files exist. Output goes to Assets/generated/ (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."
out=Assets/generated
mkdir -p "$out"
convert=/usr/bin/convert
[ -x "$convert" ] || convert=convert

# A 4800×3200 "landscape photograph": a sky gradient over fractal terrain (plasma, seed 20261122),
# with a faint 200-pt grid and coordinates so position and zoom are easy to read.
if [ ! -s "$out/landscape.jpg" ]; then
  echo "Generating $out/landscape.jpg (4800x3200)…"
  "$convert" -size 4800x1400 gradient:'#1e3c72-#a7c7e7' \
    \( -size 4800x1800 -seed 20261122 plasma:'#2e7d32-#8d6e63' -blur 0x3 \) -append \
    -stroke 'rgba(255,255,255,0.35)' -strokewidth 2 \
    -draw "$(for x in $(seq 0 200 4800); do printf 'line %d,0 %d,3200 ' "$x" "$x"; done)" \
    -draw "$(for y in $(seq 0 200 3200); do printf 'line 0,%d 4800,%d ' "$y" "$y"; done)" \
    -fill white -stroke none -font DejaVu-Sans -pointsize 28 \
    -draw "$(for x in $(seq 0 800 4000); do for y in $(seq 0 800 2400); do
        printf "text %d,%d '%d,%d' " $((x + 10)) $((y + 36)) "$x" "$y"; done; done)" \
    -quality 88 "$out/landscape.jpg.tmp.jpg"
  mv "$out/landscape.jpg.tmp.jpg" "$out/landscape.jpg"
fi
