#!/usr/bin/env bash
# Runs the benchmark suite: builds scroll-bench and scroll-demo in release,
# then runs scroll-bench inside a virtual X server (Xvfb, a 3840×2160 screen, so that the fling
# can be measured at 1280×800, 2560×1440 and 3840×2160 on OpenGL — Mesa's llvmpipe); the other
# benchmarks draw offscreen. Arguments pass through:
#   scripts/bench.sh                       every benchmark, full length (several minutes)
#   scripts/bench.sh --quick               short versions of everything (CI; about a minute)
#   scripts/bench.sh --markdown            the table as Markdown with machine, date and commit:
#                                          what the README's Benchmarks section shows
#   scripts/bench.sh --update-readme       the same, written into README.md between its
#                                          "bench:begin" and "bench:end" markers
#   scripts/bench.sh composition raw-sdl   only those (scripts/bench.sh --help lists them)
# Prints one table (benchmark, figure, goal, met?) and the raw numbers. Exits 0 when goals are
# missed (benchmarks never fail CI for speed) and non-zero when a benchmark cannot run.
# BENCH_SCRATCH_PATH chooses the build directory (default .build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh >&2
scripts/make-assets.sh >&2
scratch="${BENCH_SCRATCH_PATH:-.build}"
# One product per invocation: given two --product options, swift build builds only the last.
swift build -c release --scratch-path "$scratch" --product scroll-bench -Xcc -gdwarf-4 >&2
swift build -c release --scratch-path "$scratch" --product scroll-demo -Xcc -gdwarf-4 >&2
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path -Xcc -gdwarf-4)"
export SCROLL_DEMO_BIN="$bin/scroll-demo"
export SCROLL_DEMO_ASSETS="$PWD/Assets"
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
git diff --quiet HEAD 2>/dev/null || commit="$commit (with uncommitted changes)"
export BENCH_COMMIT="$commit"
# Benchmark 6 (layout) runs the same systems through kiwisolver, the C++ Cassowary solver, by its
# Python binding: installed here from PyPI for the benchmark only (nothing in the library or the
# tests needs it). Without python3 or pip the benchmark says so in one line and reports ours alone.
if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import kiwisolver' >/dev/null 2>&1; then
  python3 -m pip install --quiet kiwisolver >&2 ||
    echo "bench.sh: kiwisolver could not be installed with pip; the layout benchmark reports ours alone" >&2
fi
# Benchmark 8 (pacing) runs the demo, and its GTK 4 peer, under the project's Wayland compositor.
scripts/build-test-compositor.sh >&2
export SCROLL_TEST_COMPOSITOR="$PWD/.build/test-compositor/test-compositor"
# The GTK 4 peer of benchmark 8 (scripts/gtk-peer): GTK is installed here for the benchmark only
# (nothing in the library or the tests needs it). Without it the benchmark reports ours alone.
if ! pkg-config --exists gtk4 2>/dev/null; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  { DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libgtk-4-dev >&2 ||
    { $sudo apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends libgtk-4-dev >&2; }; } ||
    echo "bench.sh: libgtk-4-dev could not be installed; the pacing benchmark reports ours alone" >&2
fi
if [ -f scripts/gtk-peer/scroll-peer.c ] && pkg-config --exists gtk4 2>/dev/null; then
  mkdir -p "$scratch/gtk-peer"
  peer="$(cd "$scratch/gtk-peer" && pwd)/scroll-peer"
  # shellcheck disable=SC2046
  cc -std=c11 -O2 -Wall -Wextra scripts/gtk-peer/scroll-peer.c -o "$peer" $(pkg-config --cflags --libs gtk4) >&2
  export SCROLL_GTK_PEER="$peer"
fi
# The instruction-count variant of the composition benchmark runs only where valgrind is.
if ! command -v valgrind >/dev/null 2>&1; then
  echo "bench.sh: valgrind is not installed; the 'instructions' benchmark (callgrind) is skipped." \
    "Install it with: sudo apt-get install valgrind" >&2
fi
run() { xvfb-run -a -s "-screen 0 3840x2160x24" "$bin/scroll-bench" "$@"; }
args=()
update_readme=0
for argument in "$@"; do
  if [ "$argument" = "--update-readme" ]; then update_readme=1; else args+=("$argument"); fi
done
if [ "$update_readme" -eq 0 ]; then
  run "${args[@]}"
  exit
fi
table="$(mktemp)"
trap 'rm -f "$table" "$table.readme"' EXIT
run --markdown "${args[@]}" >"$table"
grep -q '^<!-- bench:begin' README.md && grep -q '^<!-- bench:end' README.md ||
  { echo "bench.sh: README.md has no bench:begin/bench:end markers" >&2; exit 1; }
awk -v table="$table" '
  /^<!-- bench:end/ { while ((getline line < table) > 0) print line; skipping = 0 }
  !skipping { print }
  /^<!-- bench:begin/ { skipping = 1 }
' README.md >"$table.readme"
mv "$table.readme" README.md
echo "README.md: Benchmarks table updated" >&2
