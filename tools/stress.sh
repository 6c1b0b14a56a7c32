#!/usr/bin/env bash
# make stress: runs the suites that handle raw memory (image decoding and the C decoders, photos, text shaping and
# its caches, the demo's process-wide tables, which tests fill from many threads at once) STRESS_RUNS times in the
# debug build, each run with glibc's heap checks on (MALLOC_CHECK_=3: a corrupted chunk aborts at once, at the free
# that finds it) and freed memory filled with a different byte each run (MALLOC_PERTURB_), so a use after free reads
# garbage instead of the old value. Prints each failed run's glibc message and keeps its log; fails if any run did.
#
# Why: a debug `swift test` in CI once aborted with glibc's "corrupted size vs. prev_size while consolidating".
# The cause found (docs/Reliability.md, "Stress"): process-wide tables appended from
# parallel tests without a lock. This loop is what to run if such an abort is ever seen again.
#
#   STRESS_RUNS=200 make stress                       the suspect suites 200 times
#   STRESS_FILTER='PlaygroundTests' make stress       another filter (swift test --filter)
#   STRESS_FULL=1 STRESS_RUNS=20 make stress          the whole debug swift test, 20 times
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${STRESS_RUNS:-20}
filter=${STRESS_FILTER:-'RendererTests|Photo|Image|Text|Typesetter|Label|DemoTables|DataFile'}
[ "${STRESS_FULL:-0}" = 1 ] && filter=''
logs=${TMPDIR:-/tmp}/playground-stress-$(date +%s)
# Since glibc 2.34 MALLOC_CHECK_ is read only by libc_malloc_debug.so, which must be preloaded (Debian 12: 2.36).
debug=$(ls /usr/lib/*-linux-gnu/libc_malloc_debug.so.0 /lib/*-linux-gnu/libc_malloc_debug.so.0 2>/dev/null | head -1)
[ -n "$debug" ] || echo "stress: libc_malloc_debug.so.0 not found: MALLOC_CHECK_ is off, MALLOC_PERTURB_ still on"
mkdir -p "$logs"

swift build --build-tests >/dev/null 2>&1 || { echo "stress: the debug build failed; run 'swift build --build-tests' to see why"; exit 1; }
what=${filter:+"--filter '$filter'"}; what=${what:-"the whole swift test"}
echo "stress: $runs runs of $what, MALLOC_CHECK_=3, MALLOC_PERTURB_ changing each run (logs: $logs)"
failed=0 tests=0 start=$(date +%s)
for ((i = 1; i <= runs; i++)); do
    log=$logs/run-$i.log
    perturb=$(( (i * 37) % 255 + 1 ))
    if [ -n "$filter" ]; then
        LD_PRELOAD=$debug MALLOC_CHECK_=3 MALLOC_PERTURB_=$perturb swift test --skip-build --filter "$filter" >"$log" 2>&1
    else
        LD_PRELOAD=$debug MALLOC_CHECK_=3 MALLOC_PERTURB_=$perturb swift test --skip-build >"$log" 2>&1
    fi
    status=$?
    n=$(grep -oE 'Test run with [0-9]+ tests' "$log" | tail -1 | grep -oE '[0-9]+')
    tests=$((tests + ${n:-0}))
    if [ $status != 0 ]; then
        failed=$((failed + 1))
        glibc=$(grep -m1 -E 'corrupted|double free|malloc\(\)|free\(\)|realloc\(\)|Fatal error|signal [0-9]+' "$log")
        echo "stress: run $i (MALLOC_PERTURB_=$perturb) failed, exit $status: ${glibc:-see $log}"
    else
        rm -f "$log"
    fi
done
echo "stress: $((runs - failed)) of $runs runs clean, $tests test executions in all ($(( $(date +%s) - start )) s)"
[ $failed = 0 ] && rmdir "$logs" 2>/dev/null
[ $failed = 0 ]
