# Collection Playground — two commands for a new user: `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help

RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick
ARGS ?=

.PHONY: help run test deps-run deps-test lint build release bench screenshot

help:
	@echo "make run   — install what is missing, build (release) and open the playground window (ARGS='--layout flow …')"
	@echo "make test  — install what is missing and run every test (lint, unit, headless render, Xvfb window)"

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

# LayoutCore stays pure Swift: no SDL, no Foundation, no clock, no unseeded randomness, no printing.
lint:
	@bad=$$(grep -rnE '^\s*(@preconcurrency )?(internal |public )?import (Foundation|CSDL2|Dispatch|Renderer)|Date\(|DispatchQueue|SDL_|\.random\((\))?$$|\bprint\(' Sources/LayoutCore || true); \
	if [ -n "$$bad" ]; then echo "lint: LayoutCore must stay pure Swift; found:"; echo "$$bad"; exit 1; fi
	@bad=$$(grep -rnE 'FlowLayout|CollectionView\b|LayoutGeometry' Sources/Renderer || true); \
	if [ -n "$$bad" ]; then echo "lint: Renderer must not know layouts or the collection view; found:"; echo "$$bad"; exit 1; fi
	@echo "lint: ok"

build: deps-run
	swift build --explicit-target-dependency-import-check error

test: deps-test lint build
	swift test

bench: deps-run
	swift build -c release --product playground
	.build/release/playground bench
