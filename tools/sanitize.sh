#!/usr/bin/env bash
# make sanitize: the whole `swift test` and a 20,000-event fuzz under AddressSanitizer, then the tests that use
# threads (image decoding and prefetching on workers) and a 2,000-event fuzz under ThreadSanitizer. Debug builds
# in scratch folders of their own (.build-asan, .build-tsan), so the normal .build stays as it is.
#
# Every sanitized process writes its reports to a file (log_path), the playground processes the tests start
# included, so a report in a child is not lost in a test's captured stderr. A report whose stack passes through
# project code (Sources/, Tests/, or a LayoutCore/Renderer/Playground symbol) fails the run; one wholly inside
# system libraries (SDL, Mesa, fontconfig, Foundation's or Dispatch's own threads) is listed and does not.
# tools/sanitizers/*.supp name the system-library reports that reach project frames (a callback), each with why.
#
# Leaks are not checked here (detect_leaks=0): the Swift runtime's metadata caches read as leaks to LeakSanitizer
# and its exit code would change the exit codes the tests assert; `make leaks` (valgrind) checks definite leaks.
set -uo pipefail
cd "$(dirname "$0")/.."
seed=${FUZZ_SEED:-20261121}
asan_events=${SANITIZE_ASAN_EVENTS:-20000}
tsan_events=${SANITIZE_TSAN_EVENTS:-2000}
# The suites that start threads: the image pipeline's workers (decode, prefetch, cancel), the photos runs, and the
# demo's process-wide tables filled from 8 threads (unlocked, they corrupted the heap of a parallel debug swift test).
tsan_filter=${SANITIZE_TSAN_FILTER:-ImagePipelineTests|PhotosTests|DemoTablesThreadingTests}

symbolizer=$(command -v llvm-symbolizer || echo "$(dirname "$(readlink -f "$(command -v swift)")")/llvm-symbolizer")
project='/Sources/(LayoutCore|Renderer|Playground)/|/Tests/|[$]s(10LayoutCore|8Renderer|10Playground)|Playground_main'
status=0
build=(-c release -Xswiftc -enable-testing)
begin=$(date +%s)

# Counts the reports in the files of folder $2 (sanitizer $1) and fails when one reaches project code.
check_reports() {
    local name=$1 dir=$2 found=0 system=0
    shopt -s nullglob
    for f in "$dir"/*; do
        # One report per "==PID==ERROR:" (ASan) or "WARNING: ThreadSanitizer:" (TSan) block.
        while IFS= read -r -d $'\x1e' report; do
            [ -n "${report//[[:space:]]/}" ] || continue
            first=$(grep -m1 -E 'ERROR: AddressSanitizer|WARNING: ThreadSanitizer|ERROR: ThreadSanitizer' <<<"$report") || continue
            # Only the report's first stack (the access or the race) decides; a later section may name a project
            # frame that merely owns the memory (the stack a runtime thread read, say).
            stack=$(awk 'NR > 1 && /^$/ { exit } { print }' <<<"$report")
            if grep -qE "$project" <<<"$stack"; then
                found=$((found + 1))
                echo "sanitize: $name: ${first#*== }"
                grep -m3 -E "$project" <<<"$stack" | sed 's/^/sanitize:     /'
            else
                system=$((system + 1))
            fi
        done < <(awk '/ERROR: AddressSanitizer|WARNING: ThreadSanitizer|ERROR: ThreadSanitizer/ { printf "\x1e" } { print } END { printf "\x1e" }' "$f")
    done
    shopt -u nullglob
    echo "sanitize: $name: $found report(s) from project code, $system inside system libraries only (logs: $dir)"
    [ "$found" = 0 ]
}

# Builds the test bundle and the playground (optimised, testable) with sanitizer $1 in $2, runs swift test (filter $3) and a fuzz of $4 events.
run() {
    local sanitizer=$1 scratch=$2 filter=$3 events=$4 start reports
    start=$(date +%s)
    reports=$PWD/$scratch/reports
    rm -rf "$reports"; mkdir -p "$reports"
    echo "sanitize: $sanitizer: building (release, -enable-testing, --scratch-path $scratch)"
    swift build --build-tests "${build[@]}" --sanitize="$sanitizer" --scratch-path "$scratch" >"$scratch/build.log" 2>&1 \
        || { tail -40 "$scratch/build.log"; echo "sanitize: $sanitizer: the build failed (log: $scratch/build.log)"; status=1; return 1; }
    local common="log_path=$reports/$sanitizer:external_symbolizer_path=$symbolizer"
    export ASAN_OPTIONS="$common:detect_leaks=0:suppressions=$PWD/tools/sanitizers/asan.supp"
    export TSAN_OPTIONS="$common:suppressions=$PWD/tools/sanitizers/tsan.supp:halt_on_error=0:report_signal_unsafe=0"
    local args=("${build[@]}" --sanitize="$sanitizer" --scratch-path "$scratch" --skip-build)
    [ -n "$filter" ] && args+=(--filter "$filter")
    echo "sanitize: $sanitizer: swift test ${filter:+--filter '$filter'}"
    # The responsiveness test times the release binary (not sanitized): meaningless here, so it is skipped.
    # Time limits in the tests are for release-speed code: PLAYGROUND_SANITIZED stretches the few that would
    # otherwise fail only because a sanitized debug build is several times slower.
    PLAYGROUND_SANITIZED=1 PLAYGROUND_RELEASE_BIN=/nonexistent swift test "${args[@]}" >"$scratch/swift-test.log" 2>&1 || { tail -60 "$scratch/swift-test.log"; echo "sanitize: $sanitizer: swift test failed (log: $scratch/swift-test.log)"; status=1; }
    grep -E 'Test run with [0-9]+ tests' "$scratch/swift-test.log" | tail -1 | sed "s/^/sanitize: $sanitizer: /"
    echo "sanitize: $sanitizer: playground fuzz --seed $seed --events $events"
    "$scratch/release/playground" fuzz --seed "$seed" --events "$events" 2>&1 | tail -3 | sed "s/^/sanitize: $sanitizer: /"
    [ "${PIPESTATUS[0]}" = 0 ] || { echo "sanitize: $sanitizer: the fuzz run failed"; status=1; }
    unset ASAN_OPTIONS TSAN_OPTIONS
    check_reports "$sanitizer" "$reports" || status=1
    echo "sanitize: $sanitizer: $(( $(date +%s) - start )) s"
}

# SANITIZE_ONLY=address or =thread runs one half (to re-run a failure quicker).
[ "${SANITIZE_ONLY:-address}" = address ] && run address .build-asan "" "$asan_events"
[ "${SANITIZE_ONLY:-thread}" = thread ] && run thread .build-tsan "$tsan_filter" "$tsan_events"
echo "sanitize: $(( $(date +%s) - begin )) s in all"
[ "$status" = 0 ] && echo "sanitize: no report from project code" || echo "sanitize: FAILED (see above)"
exit "$status"
