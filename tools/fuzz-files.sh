#!/usr/bin/env bash
# make fuzz-files: coverage-guided fuzzing (libFuzzer, with AddressSanitizer) of every file the playground reads:
# config files, data files, recordings, layout cases (dump-layout --input), compositional layout files and images.
#
# The parsers live in the Playground executable, so they are not moved into a library for this: SwiftPM builds the
# Playground module and its dependencies with fuzzer instrumentation (.build-fuzz; its main is Playground_main, as
# for every executable SwiftPM may link into tests), and each target's entry point (Tests/Fuzz/Targets) is linked
# against those objects with swiftc. The architecture is untouched and each harness calls the loader the command
# line calls, file on disk included.
#
# Each target starts from its seed corpus in Tests/Fuzz/<target>/ (docs/Playground.md's examples, Assets) and runs a fixed
# number of inputs (FUZZ_FILE_RUNS, or per target below); new inputs found go to .build-fuzz/corpus/<target>/, so
# later runs start further. A crash, a hang (-timeout) or an allocation over -rss_limit_mb fails the run, saving the
# input in .build-fuzz/crashes/: once fixed, copy it into Tests/Fuzz/<target>/ as a regression input.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=.build-fuzz
bin=$scratch/debug
begin=$(date +%s)

mkdir -p "$scratch"
echo "fuzz-files: building the playground's modules with -sanitize=fuzzer,address ($scratch)"
swift build -c debug --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address --target Playground >"$scratch/build.log" 2>&1 \
    || { tail -40 "$scratch/build.log"; echo "fuzz-files: the build failed (log: $scratch/build.log)"; exit 1; }

objects() { for m in "$@"; do ls "$bin/$m.build/"*.o; done; }
playground_objects=$(objects Playground Renderer CImageCodecs LayoutCore ArgumentParser ArgumentParserToolInfo)
renderer_objects=$(objects Renderer CImageCodecs LayoutCore)
includes=(-I "$bin/Modules" -I Sources/CSDL2 -I Sources/CFontconfig -I Sources/CFribidi
          -Xcc -fmodule-map-file="$bin/CImageCodecs.build/module.modulemap" -Xcc -ISources/CImageCodecs/include)

# target  harness files  objects  runs  max_len
targets=(
    "config|PlaygroundFileFuzz ConfigFuzz|playground|10000|4096"
    "data|PlaygroundFileFuzz DataFuzz|playground|10000|4096"
    "recording|PlaygroundFileFuzz RecordingFuzz|playground|10000|4096"
    "dump-case|PlaygroundFileFuzz DumpCaseFuzz|playground|10000|4096"
    "layout-file|PlaygroundFileFuzz LayoutFileFuzz|playground|10000|4096"
    "image|ImageFuzz|renderer|5000|20000"
)
status=0
for t in "${targets[@]}"; do
    IFS='|' read -r name files which runs maxlen <<<"$t"
    runs=${FUZZ_FILE_RUNS:-$runs}
    exe=$scratch/fuzz-$name
    sources=(Tests/Fuzz/Targets/FuzzInput.swift)
    for f in $files; do sources+=("Tests/Fuzz/Targets/$f.swift"); done
    [ "$which" = playground ] && objs=$playground_objects || objs=$renderer_objects
    # shellcheck disable=SC2086
    swiftc -g -Onone -parse-as-library -sanitize=fuzzer,address "${includes[@]}" "${sources[@]}" $objs \
        -lSDL2 -lSDL2_ttf -lSDL2_image -lpng16 -ljpeg -lfontconfig -lfribidi -o "$exe" >"$exe.link.log" 2>&1 \
        || { cat "$exe.link.log"; echo "fuzz-files: $name: linking the target failed"; status=1; continue; }
    mkdir -p "$scratch/corpus/$name" "$scratch/crashes"
    start=$(date +%s)
    # One input at a time; 5 s per input is a hang; 2 GB resident is unbounded allocation. Leaks are `make leaks`'.
    # The Swift runtime's own backtracer is off: a crash is ASan's to report (the backtracer's stack copy trips it).
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$exe" -runs="$runs" -seed=1 -max_len="$maxlen" -timeout=5 -rss_limit_mb=2048 \
        -malloc_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$scratch/crashes/$name-" \
        "$scratch/corpus/$name" "Tests/Fuzz/$name" >"$exe.log" 2>&1
    code=$?
    done_line=$(grep -E '^#[0-9]+\s+DONE' "$exe.log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' <<<"$done_line")
    if [ "$code" != 0 ]; then
        grep -E 'fatalError|Fatal error|ERROR: (AddressSanitizer|libFuzzer)|SUMMARY|Test unit written|==[0-9]+== ' "$exe.log" | head -12 | sed "s/^/fuzz-files: $name: /"
        echo "fuzz-files: $name: FAILED (log: $exe.log); fix it, then copy the saved input into Tests/Fuzz/$name/"
        status=1
    else
        echo "fuzz-files: $name: $runs runs, $cov, corpus $(ls "Tests/Fuzz/$name" | wc -l) seeds + $(ls "$scratch/corpus/$name" | wc -l) found, $(( $(date +%s) - start )) s"
    fi
done
echo "fuzz-files: $(( $(date +%s) - begin )) s in all"
exit "$status"
