#!/usr/bin/env bash
# The second of the two commands: installs what is missing and runs the whole test suite:
# unit tests, SDL tests (offscreen video driver, set by the tests themselves) and end-to-end tests
# that drive the real demo under Xvfb with xdotool, in one `swift test` run inside a virtual X
# server. Before it, every benchmark runs once, briefly (`scroll-bench --quick`, debug build), so
# that none can rot; their speed is not judged here (scripts/bench.sh measures it). First of all,
# `swift format lint --strict` checks the formatting: a warning fails the run, but the tests
# still run so that one push shows everything. The closing line counts the tests:
# "N passed, N failed, N skipped"; the exit status is non-zero when a test failed, the lint
# warned or anything could not run.
#
# `scripts/test.sh --repeat N [FILTER]` runs the tests matching FILTER (a `swift test --filter`
# pattern; all of them when absent) N times in a row, without the benchmarks, and prints each
# test's passes out of N: a test that failed once is named, so that it is fixed rather than
# retried. The closing line then counts runs of tests.
set -euo pipefail
cd "$(dirname "$0")/.."

repeat=0
if [ "${1:-}" = "--repeat" ]; then
  repeat="${2:-}"
  if ! [[ "$repeat" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: scripts/test.sh [--repeat N [FILTER]] [swift test options]" >&2
    exit 2
  fi
  shift 2
  if [ $# -gt 0 ] && [[ "$1" != -* ]]; then
    set -- --filter "$1" "${@:2}"
  fi
fi

status=0
echo "Lint: swift format lint --strict"
if swift format lint --strict --recursive Sources Tests Examples Package.swift; then
  lint="clean"
else
  lint="FAILED (the warnings above; \`swift format -i --recursive Sources Tests Package.swift\` fixes most)"
  status=1
fi
echo "lint: $lint"

scripts/install-deps.sh
scripts/make-assets.sh
scripts/build-test-compositor.sh
export SCROLL_TEST_COMPOSITOR="$PWD/.build/test-compositor/test-compositor"
swift build --build-tests -Xcc -gdwarf-4
swift build --product scroll-bench -Xcc -gdwarf-4
bin_path="$(swift build --show-bin-path -Xcc -gdwarf-4)"
export SCROLL_DEMO_BIN="$bin_path/scroll-demo"
export SCROLL_DEMO_ASSETS="$PWD/Assets"
export SCROLL_DEMO_E2E=1
xvfb() { xvfb-run -a -s "-screen 0 1280x800x24" "$@"; }

if [ "$repeat" -gt 0 ]; then
  tally="$(mktemp)"
  trap 'rm -f "$tally"' EXIT
  for run in $(seq 1 "$repeat"); do
    echo "Run $run of $repeat:"
    run_log="$(mktemp)"
    xvfb swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$run_log" || status=1
    grep -oE "^Test Case '[^']+' (passed|failed|skipped)" "$run_log" >>"$tally" || true
    # A test that started and never finished (the process crashed in it) failed.
    grep -oE "^Test Case '[^']+' started" "$run_log" | sed -E "s/^Test Case '([^']+)' started/\1/" | sort >"$run_log.started"
    grep -oE "^Test Case '[^']+' (passed|failed|skipped)" "$run_log" | sed -E "s/^Test Case '([^']+)' .*/\1/" | sort >"$run_log.ended"
    comm -23 "$run_log.started" "$run_log.ended" | sed -E "s/^(.*)$/Test Case '\1' failed/" >>"$tally"
    rm -f "$run_log" "$run_log.started" "$run_log.ended"
  done
  echo "Each test's passes out of $repeat:"
  sed -E "s/^Test Case '([^']+)' (passed|failed|skipped)$/\1 \2/" "$tally" | sort | awk -v runs="$repeat" '
    { seen[$1]++; if ($2 == "passed") passes[$1]++; if ($2 == "skipped") skips[$1]++ }
    END {
      for (name in seen) {
        line = sprintf("%d/%d %s", passes[name] + 0, runs, name)
        if (skips[name] > 0) line = line " (skipped " skips[name] ")"
        else if (passes[name] < runs) line = line "  <- FAILED " runs - passes[name] " of " runs
        print line
      }
    }' | sort -k2
  passed="$(grep -c "' passed$" "$tally" || true)"
  failed="$(grep -c "' failed$" "$tally" || true)"
  skipped="$(grep -c "' skipped$" "$tally" || true)"
  [ "$failed" -eq 0 ] || status=1
  [ "$lint" = "clean" ] || echo "lint: $lint"
  echo "$passed passed, $failed failed, $skipped skipped"
  exit "$status"
fi

echo "Benchmarks, once each (figures not judged):"
# The fling is measured up to 3840×2160, so the benchmarks get a screen that large.
xvfb-run -a -s "-screen 0 3840x2160x24" "$bin_path/scroll-bench" --quick || status=$?

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The suite is XCTest only; Swift Testing would add a second, empty summary.
xvfb swift test --skip-build --disable-swift-testing "$@" 2>&1 | tee "$log" || status=$?
# One closing line with the totals, as CI and people read it. Counted per test from XCTest's
# "Test Case '…' passed|failed|skipped (…)" lines: its "Executed N tests, with F failures" counts
# skipped tests in N and failed assertions, not tests, in F. A test that started and never
# finished (the process crashed in it) counts as failed.
count() { grep -cE "^Test Case '[^']+' $1" "$log" || true; }
passed="$(count 'passed \(')"
failed="$(count 'failed \(')"
skipped="$(count 'skipped \(')"
started="$(count 'started at')"
unfinished=$((started - passed - failed - skipped))
if [ "$unfinished" -gt 0 ]; then
  echo "$unfinished test(s) started and never finished: the test process ended early" >&2
  failed=$((failed + unfinished))
  [ "$status" -ne 0 ] || status=1
fi
if ! grep -qE 'Executed [0-9]+ tests?, with' "$log"; then
  echo "XCTest printed no summary: the test run did not complete" >&2
  [ "$status" -ne 0 ] || status=1
fi
[ "$lint" = "clean" ] || echo "lint: $lint"
echo "$passed passed, $failed failed, $skipped skipped"
exit "$status"
