#!/bin/bash
# What `make install` promises, checked the way a user would use it (run by `make test`).
set -euo pipefail
version=$1
prefix=$(mktemp -d); elsewhere=$(mktemp -d)
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
fail() { echo "install-check: $*" >&2; exit 1; }
make --no-print-directory install PREFIX="$prefix" >/dev/null
for f in bin/playground share/collection-playground/demo.json share/applications/collection-playground.desktop \
         share/icons/hicolor/256x256/apps/collection-playground.png share/man/man1/playground.1 \
         share/bash-completion/completions/playground share/zsh/site-functions/_playground \
         share/fish/vendor_completions.d/playground.fish; do
  [ -s "$prefix/$f" ] || fail "make install did not install $f"
done
got=$("$prefix/bin/playground" --version)
[ "$got" = "$version" ] || fail "playground --version printed '$got', the Makefile says '$version'"
# The installed binary finds its assets (share/collection-playground comes before the build tree) from any folder.
(cd "$elsewhere" && COLLECTION_PLAYGROUND_ASSETS= "$prefix/bin/playground" --headless --frames 2 --screenshot s.png >/dev/null) \
  || fail "the installed playground failed when run from another folder"
[ -s "$elsewhere/s.png" ] || fail "the installed playground wrote no screenshot"
man -M "$prefix/share/man" playground 2>/dev/null | grep -q "Collection Playground" || fail "man -M $prefix/share/man playground shows no page"
bash -c "source '$prefix/share/bash-completion/completions/playground' && complete -p playground" >/dev/null \
  || fail "the bash completion does not register for playground"
make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -mindepth 1 | head -5)
[ -z "$left" ] || fail "make uninstall left files behind: $left"
echo "install-check: install, run from another folder, man page, completions and uninstall all work (version $version)"
