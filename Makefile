# Collection Playground — two commands for a new user: `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help

RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libjpeg-dev libfontconfig-dev libfribidi-dev fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick valgrind
ARGS ?=
# The fuzzer's fixed budget in `make test` (printed in the log; a failure prints the seed and a replay file).
FUZZ_SEED   ?= 20261121
FUZZ_EVENTS ?= 100000
SOAK_FRAMES ?= 100000
LEAK_EVENTS ?= 300
FUZZ_BIN    ?= .build/release/playground
# make install PREFIX=… (DESTDIR is not needed: PREFIX may be any folder). The version is written once, in Swift.
PREFIX      ?= /usr/local
VERSION     := $(shell sed -n 's/.*static let current = "\(.*\)"/\1/p' Sources/Playground/PlaygroundVersion.swift)
MANPAGE     := .build/plugins/GenerateManual/outputs/Playground/playground.1

.PHONY: help run test deps-run deps-test lint build release bench screenshot docs-screenshots fuzz soak leaks sanitize fuzz-files examples examples-listings docs api-check api-baseline stress man install uninstall install-check

help:
	@echo "make run   — install what is missing, build (release) and open the playground window (ARGS='--layout flow …')"
	@echo "make test  — install what is missing and run every test (lint, unit, headless render, Xvfb window, examples, docs, API check, fuzz, leaks)"
	@echo "make examples — build and test each package in Examples/ (clients of the library, by path)"
	@echo "make docs  — DocC for LayoutCore and Renderer as static HTML in docs-out/ (about 20 s; part of make test); fails on an undocumented public symbol (DOCS_LIST=1 lists them)"
	@echo "make api-check — the libraries' public API against the baseline in api/ (part of make test); make api-baseline rewrites it after a CHANGELOG entry"
	@echo "make fuzz  — 100,000 random events against the headless playground (FUZZ_SEED=…, FUZZ_EVENTS=…)"
	@echo "make soak  — 100,000 frames with random input; fails if resident memory grows > 5 % after warm-up"
	@echo "make docs-screenshots — regenerate docs/help.png, inspector.png, parameters.png, menu.png, panel.png, scroll-indicators.png, tree.png, lift.png, multi-drag.png (headless)"
	@echo "make install PREFIX=/usr/local — the playground, its assets, desktop file, icon, man page and completions"
	@echo "make uninstall PREFIX=… — removes exactly what make install put there"
	@echo "make leaks — short headless and fuzz runs under valgrind memcheck; fails on definite leaks or memory errors in project code"
	@echo "make fuzz-files — libFuzzer over every file format (config, data, recording, layout case, layout file, image); seeds in Tests/Fuzz/"
	@echo "make stress — the image, photo, text and shared-table suites 20 times under glibc's heap checks (STRESS_RUNS=…, STRESS_FULL=1)"
	@echo "make sanitize — swift test and a 20,000-event fuzz under AddressSanitizer, threaded tests and 2,000 events under ThreadSanitizer"

# Installs only the Debian packages that are missing (apt-get update runs at most once).
define apt_install
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO="sudo"; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
endef

deps-run:
	$(call apt_install,$(RUN_PACKAGES))

deps-test:
	$(call apt_install,$(TEST_PACKAGES))

release: deps-run
	swift build -c release --product playground

# The display is checked before anything is built, so a missing one costs no wait.
run:
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ] && [ -z "$$SDL_VIDEODRIVER" ]; then \
	  echo "make run: no display (DISPLAY is not set); run 'xvfb-run -a make run' or 'make screenshot' (headless PNG)"; exit 1; fi
	@$(MAKE) --no-print-directory release
	.build/release/playground $(ARGS)

screenshot: release
	.build/release/playground --headless --frames 30 --screenshot shot.png --state-out state.json $(ARGS)

# The pictures of docs/Playground.md and README's gallery (the help overlay, the inspector, the parameter panel, keys and mouse,
# the edit menu, the scroll indicators, …), made by the playground itself.
docs-screenshots: release
	.build/release/playground --headless --frames 2 --show help --screenshot docs/help.png
	.build/release/playground --replay docs/recordings/inspector.jsonl --headless --screenshot docs/inspector.png
	.build/release/playground --replay docs/recordings/parameters.jsonl --headless --screenshot docs/parameters.png
	.build/release/playground --replay docs/recordings/menu.jsonl --headless --screenshot docs/menu.png
	.build/release/playground --replay docs/recordings/panel.jsonl --headless --screenshot docs/panel.png
	.build/release/playground --replay docs/recordings/scroll-indicators.jsonl --headless --screenshot docs/scroll-indicators.png
	.build/release/playground --headless --layout tree --frames 2 --screenshot docs/tree.png
	.build/release/playground --replay docs/recordings/lift.jsonl --headless --pixel-ratio 2 --screenshot docs/lift.png
	.build/release/playground --replay docs/recordings/multi-drag.jsonl --headless --pixel-ratio 2 --screenshot docs/multi-drag.png

# LayoutCore stays pure Swift: no SDL, no clock, no unseeded randomness, no printing, and of Foundation only
# FoundationEssentials' IndexPath (so clients importing Foundation see one IndexPath): no other Foundation module,
# no other Foundation type.
# The core knows layouts only through CollectionLayout and LayoutGeometry: no concrete layout (nor its geometry
# or delegate protocol) is named in LayoutCore outside Layouts/, comments included; what one layout needs of the
# core is a hook the layout adopts in its own files (docs/Architecture.md, "Adding a layout"). `core_layout_names` lists the
# offending lines under the sources folder $(1); lint runs it on a known-bad folder first, so a rule that can no
# longer fail fails the lint.
LAYOUT_NAMES := FlowLayout|CircleLayout|TreeLayout|WaterfallLayout|CompositionalLayout|CarouselLayout|SectionBackgroundDecorator|SectionBackgroundDelegate
core_layout_names = { grep -rnE --include='*.swift' '\b($(LAYOUT_NAMES))' $(1) | grep -v "^$(1)/Layouts/" || true; }
FOUNDATION_TYPES := Date|Data|URL|UUID|FileManager|ProcessInfo|JSONEncoder|JSONDecoder|JSONSerialization|Calendar|Locale|TimeZone|Decimal|AttributedString|IndexSet|CharacterSet|PropertyListEncoder|PropertyListDecoder|DateFormatter|NSString|NSNumber
lint:
	@bad=$$(grep -rnE --include='*.swift' '^\s*(@preconcurrency |@_exported )?(internal |public )?import (Foundation|FoundationInternationalization|FoundationNetworking|FoundationXML|_FoundationCShims|CSDL2|Dispatch|Renderer)\b|@_exported|Date\(|DispatchQueue|SDL_|\.random\((\))?$$|\bprint\(' Sources/LayoutCore || true); \
	if [ -n "$$bad" ]; then echo "lint: LayoutCore must stay pure Swift (of Foundation only FoundationEssentials' IndexPath); found:"; echo "$$bad"; exit 1; fi
	@bad=$$(grep -rnE --include='*.swift' '(^|[^A-Za-z_.])($(FOUNDATION_TYPES))([]().?!<>,:]| \{)|FoundationEssentials\.[A-Za-z]' Sources/LayoutCore | grep -v '^Sources/LayoutCore/Model/IndexPath.swift:' | grep -vE ':[0-9]+:\s*///?' || true); \
	if [ -n "$$bad" ]; then echo "lint: LayoutCore uses FoundationEssentials for IndexPath only; found:"; echo "$$bad"; exit 1; fi
	@tmp=$$(mktemp -d); mkdir -p $$tmp/CollectionView $$tmp/Layouts; \
	echo 'guard let circle = geometry as? CircleLayout.Geometry else { return nil }' > $$tmp/CollectionView/Known+Bad.swift; \
	echo 'extension CircleLayout.Geometry: SlicedCellGeometry {}' > $$tmp/Layouts/CircleLayout+Slicing.swift; \
	echo 'let full = UICollectionViewFlowLayout.automaticSize // UIKit names are not ours' > $$tmp/CollectionView/UIKit.swift; \
	found=$$($(call core_layout_names,$$tmp)); rm -rf $$tmp; \
	if [ "$$(printf '%s\n' "$$found" | grep -c .)" != 1 ] || ! printf '%s\n' "$$found" | grep -q '/CollectionView/Known+Bad.swift:1:'; then \
	  echo "lint: self-check: the concrete-layout rule must flag exactly the known-bad line outside Layouts/; it found:"; echo "$$found"; exit 1; fi
	@bad=$$($(call core_layout_names,Sources/LayoutCore)); \
	if [ -n "$$bad" ]; then echo "lint: LayoutCore names a concrete layout outside Sources/LayoutCore/Layouts/ (add a hook to"\
	  "CollectionLayout or LayoutGeometry and adopt it in the layout's own files; docs/Architecture.md, \"Adding a layout\"); found:"; echo "$$bad"; exit 1; fi
	@bad=$$(grep -rnE --include='*.swift' 'FlowLayout|CollectionView\b|LayoutGeometry' Sources/Renderer || true); \
	if [ -n "$$bad" ]; then echo "lint: Renderer must not know layouts or the collection view; found:"; echo "$$bad"; exit 1; fi
	@echo "lint: ok"

build: deps-run
	swift build --explicit-target-dependency-import-check error

test: deps-test lint build
	@set -o pipefail; swift test 2>&1 | tee .build/swift-test.log
	@$(MAKE) --no-print-directory examples docs api-check fuzz fuzz-files sanitize leaks install-check
	@n=$$(grep -oE 'Test run with [0-9]+ tests' .build/swift-test.log | tail -1 | grep -oE '[0-9]+'); \
	  m=$$(cat .build/examples-test-count); \
	  echo "swift test, examples, fuzz, file fuzzing, sanitizers and leak check all passed"; echo "tests: $$((n + m)) passed, 0 failed"

# Packages of their own that use the library as a client would (by path), each built and tested. They share one
# build folder, so the library is compiled once for all of them (about 1 minute from scratch, not 5).
EXAMPLES := $(wildcard Examples/*/Package.swift)
examples: deps-run examples-listings
	@mkdir -p .build; total=0; \
	for p in $(dir $(EXAMPLES)); do \
	  echo "examples: $$p"; \
	  log=$$(mktemp); set -o pipefail; swift test --package-path $$p --scratch-path $(CURDIR)/.build/examples 2>&1 | tee $$log || { rm -f $$log; exit 1; }; \
	  n=$$(grep -oE 'Test run with [0-9]+ tests' $$log | tail -1 | grep -oE '[0-9]+'); total=$$((total + $${n:-0})); rm -f $$log; \
	done; echo $$total > .build/examples-test-count

# Two articles show these files whole; each listing must be the file, so the code in the docs is compiled code. Every
# other Swift listing (articles, README.md, docs/) must be in a compiled file (tools/check-listings.sh), and every
# relative link and anchor in README.md and docs/ must resolve (tools/check-links.py).
DOCC := Sources/LayoutCore/LayoutCore.docc
examples-listings:
	@for pair in Sources/Renderer/Renderer.docc/GettingStarted.md:Examples/MinimalApp/Sources/MinimalApp/main.swift \
	             $(DOCC)/WritingACustomLayout.md:Examples/MosaicLayout/Sources/MosaicLayout/MosaicLayout.swift; do \
	  article=$${pair%%:*}; file=$${pair#*:}; \
	  awk '/^```swift$$/ { on = 1; next } /^```$$/ { if (on) exit } on' $$article | diff -q - $$file >/dev/null || { \
	    echo "examples: the first swift listing in $$article differs from $$file; paste the file into the article"; exit 1; }; \
	done
	@tools/check-listings.sh
	@python3 tools/check-links.py

# DocC (swift-docc-plugin) for each library, static HTML for any web server. The plugin's coverage table gives
# the undocumented public symbols (its Abstract column: documented/total for types, members and globals), not
# counting what the compiler synthesizes (Equatable's !=, OptionSet's methods, an enum's init(rawValue:)), which
# carry the standard library's docs (--enable-inherited-docs shows them). Every public symbol needs a doc comment:
# one undocumented symbol or one warning fails. DOCS_LIST=1 lists the undocumented ones (their DocC paths).
DOCS_DIR ?= docs-out
DOCS_LIST ?=
docs:
	@mkdir -p $(DOCS_DIR); set -o pipefail; status=0; for t in LayoutCore Renderer; do \
	  log=$$(mktemp); \
	  swift package --allow-writing-to-directory $(DOCS_DIR) generate-documentation --target $$t \
	    --output-path $(DOCS_DIR)/$$t --transform-for-static-hosting --hosting-base-path $$t \
	    --experimental-documentation-coverage --coverage-summary-level $(if $(DOCS_LIST),detailed,brief) \
	    --experimental-skip-synthesized-symbols --enable-inherited-docs >$$log 2>&1 || { cat $$log; rm -f $$log; exit 1; }; \
	  w=$$(grep -c '^warning: ' $$log); \
	  u=$$(awk -F'|' '/^(Types|Members|Globals) / { split($$2, a, /[(\/)]/); u += a[3] - a[2] } END { print u + 0 }' $$log); \
	  grep '^warning: ' $$log | sed "s/^/docs: $$t: /" | head -20; \
	  [ -z "$(DOCS_LIST)" ] || awk -F'|' -v t=$$t 'NF >= 8 && $$3 ~ /false/ && $$2 !~ /^ *(Article|CollectionGroup) *$$/ { \
	    sub(/^ */, "", $$8); sub(/ *$$/, "", $$8); print "docs: " t ": undocumented: " $$8 }' $$log; \
	  echo "docs: $$t: $$u undocumented public symbols, $$w warnings"; rm -f $$log; \
	  [ "$$w" = 0 ] || { echo "docs: $$t: fix the warnings above (a broken link in an article or a doc comment)"; status=1; }; \
	  [ "$$u" = 0 ] || { echo "docs: $$t: $$u public symbol(s) without a doc comment; 'make docs DOCS_LIST=1' lists them"; status=1; }; \
	done; [ $$status = 0 ] || exit 1; \
	echo "docs: static HTML in $(DOCS_DIR)/; serve it (python3 -m http.server -d $(DOCS_DIR)) and open" \
	  "http://localhost:8000/LayoutCore/documentation/layoutcore and http://localhost:8000/Renderer/documentation/renderer"

# The libraries' public API (LayoutCore, Renderer) against the baseline committed in api/ (one line per public
# symbol, conformance and default implementation, from swift-symbolgraph-extract over the debug build): a removed or
# changed symbol fails with its name, an addition passes and is listed, and the count compared is printed. A change
# on purpose is named in CHANGELOG.md's unreleased section, then `make api-baseline` rewrites api/ (it refuses while
# a removed or changed symbol is not named there). The self-test runs the check on edited copies of the baseline.
api-check: build
	@python3 tools/api-check.py check
	@python3 tools/api-check.py selftest

api-baseline: build
	@python3 tools/api-check.py baseline

# The fuzzer and the soak run on the release build: 100,000 events take about a minute there and about eight
# minutes in a debug build. A failure prints the seed, the event and the shortest event list that reproduces it.
fuzz: release
	$(FUZZ_BIN) fuzz --seed $(FUZZ_SEED) --events $(FUZZ_EVENTS)

soak: release
	$(FUZZ_BIN) fuzz --seed $(FUZZ_SEED) --frames $(SOAK_FRAMES)

# valgrind memcheck on a 60-frame headless run and a $(LEAK_EVENTS)-event fuzz run (in-process, release build with
# debug info; about 20 s in all). Counts definite leaks and invalid memory accesses whose stacks pass through
# project code (LayoutCore, Renderer, Playground); SDL's, Mesa's and fontconfig's own are listed in the log only.
VALGRIND := valgrind --suppressions=tools/valgrind/swift-runtime.supp --suppressions=tools/valgrind/fontconfig.supp --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite --num-callers=60
define leak_report
{ sub(/^==[0-9]+== ?/, ""); }
/^$$/ { flush(); next; }
{ block = block $$0 "\n"; if (first == "") first = $$0; }
/definitely lost: / { gsub(/,/, "", $$3); total = $$3; }
function flush(   n, lines, i) {
  if (first ~ /definitely lost in loss record/ || first ~ /^(Invalid (read|write|free)|Mismatched free|Source and destination overlap|Conditional jump|Use of uninitialised|Syscall param)/) {
    if (block ~ /[$$]s(10LayoutCore|8Renderer|10Playground)|Playground_main/) {
      if (first ~ /definitely lost/) { leaks++; b = first; gsub(/,/, "", b); split(b, w, " "); bytes += w[1]; } else errors++;
      n = split(block, lines, "\n"); print "leaks:   " first;
      for (i = 2; i <= n; i++) if (lines[i] ~ /[$$]s(10LayoutCore|8Renderer|10Playground)/) { print "leaks:     " lines[i]; break; }
    }
  }
  block = ""; first = "";
}
END { flush(); printf "leaks: %s: definitely lost %d bytes in all, %d bytes in %d record(s) from project code; %d memory error context(s) in project code (%d s)\n", run, total, bytes, leaks, errors, secs; exit (leaks + errors > 0); }
endef
export leak_report

leaks: release
	@command -v valgrind >/dev/null || $(MAKE) --no-print-directory deps-test
	@status=0; log=$$(mktemp); \
	for run in "--headless --frames 60" "fuzz --in-process --seed $(FUZZ_SEED) --events $(LEAK_EVENTS)"; do \
	  start=$$(date +%s); \
	  $(VALGRIND) --log-file=$$log $(FUZZ_BIN) $$run >/dev/null 2>&1 || true; \
	  awk -v run="playground $$run" -v secs=$$(( $$(date +%s) - start )) "$$leak_report" $$log || { status=1; keep=$${TMPDIR:-/tmp}/playground-leaks-$$(date +%s%N).log; cp $$log $$keep; echo "leaks: valgrind's full log: $$keep"; }; \
	done; rm -f $$log; exit $$status

# AddressSanitizer over the whole swift test and a 20,000-event fuzz, ThreadSanitizer over the tests that start
# threads and a 2,000-event fuzz (optimised, testable builds in .build-asan and .build-tsan); fails on any report
# from project code. tools/sanitize.sh says how reports are read, why the builds are optimised and why leaks are
# left to `make leaks`. Part of `make test`.
sanitize: deps-test
	@tools/sanitize.sh

# The suites that handle raw memory, STRESS_RUNS times (default 20) in the debug build under glibc's heap checks
# (MALLOC_CHECK_=3, MALLOC_PERTURB_); STRESS_FILTER=… other suites, STRESS_FULL=1 the whole swift test. Not part of
# make test: it is the loop to run when a heap abort is seen (tools/stress.sh says why).
stress: deps-test
	@tools/stress.sh

# Coverage-guided fuzzing of every file format with libFuzzer and AddressSanitizer, a fixed number of runs per
# target (seed corpora in Tests/Fuzz/<target>/); tools/fuzz-files.sh says how the targets are built.
fuzz-files: deps-run
	@tools/fuzz-files.sh

# The man page comes from the command's own help (ArgumentParser's generate-manual plugin), so it never drifts.
man: release
	swift package plugin generate-manual >/dev/null
	@test -s $(MANPAGE) && echo "man: $(MANPAGE)"

install: release man
	@tools/install.sh install "$(PREFIX)" .build/release/playground $(MANPAGE)

uninstall:
	@tools/install.sh uninstall "$(PREFIX)"

# Installs into an empty temporary folder, runs the installed binary from another folder, reads its man page,
# checks the version, and uninstalls: the folder must be empty again.
install-check: release man
	@tools/install-check.sh "$(VERSION)"

bench: deps-run
	swift build -c release --product playground
	.build/release/playground bench
