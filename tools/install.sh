#!/bin/bash
# make install / make uninstall. Install copies the playground, its assets, desktop file, icons, man page and
# shell completions under PREFIX and writes a manifest of every file and every folder it created; uninstall
# removes exactly those (folders only when empty), so a PREFIX that was empty before is empty again after.
set -euo pipefail
usage() { echo "usage: tools/install.sh install PREFIX BINARY MANPAGE | uninstall PREFIX" >&2; exit 2; }
[ $# -ge 2 ] || usage
action=$1; prefix=${2%/}
[ -n "$prefix" ] || { echo "install: PREFIX is empty; pass PREFIX=/usr/local or another folder" >&2; exit 2; }
share="$prefix/share/collection-playground"
manifest="$share/install-manifest"

case "$action" in
install)
  [ $# -eq 4 ] || usage
  binary=$3; manpage=$4
  [ -x "$binary" ] || { echo "install: no built playground at '$binary'; run 'make release' first" >&2; exit 1; }
  [ -f "$manpage" ] || { echo "install: no man page at '$manpage'" >&2; exit 1; }
  # A reinstall first removes what the last install put there, so the manifest stays exact.
  if [ -f "$manifest" ]; then "$0" uninstall "$prefix"; fi
  files=(); dirs=()
  mkd() {  # a folder and its missing parents, remembering those it made
    local d=$1 missing=()
    while [ ! -d "$d" ]; do missing=("$d" "${missing[@]}"); d=$(dirname "$d"); done
    for m in "${missing[@]}"; do mkdir "$m"; dirs+=("$m"); done
  }
  put() {  # put MODE SOURCE DEST
    mkd "$(dirname "$3")"; install -m "$1" "$2" "$3"; files+=("$3")
  }
  put 755 "$binary" "$prefix/bin/playground"
  while IFS= read -r -d '' f; do
    put 644 "$f" "$share/${f#Assets/}"
  done < <(find Assets -type f -print0 | sort -z)
  put 644 Packaging/collection-playground.desktop "$prefix/share/applications/collection-playground.desktop"
  put 644 Assets/icons/collection-playground.png "$prefix/share/icons/hicolor/256x256/apps/collection-playground.png"
  put 644 Assets/icons/collection-playground.svg "$prefix/share/icons/hicolor/scalable/apps/collection-playground.svg"
  put 644 "$manpage" "$prefix/share/man/man1/playground.1"
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  "$binary" --generate-completion-script bash > "$tmp/playground"
  "$binary" --generate-completion-script zsh > "$tmp/_playground"
  "$binary" --generate-completion-script fish > "$tmp/playground.fish"
  put 644 "$tmp/playground" "$prefix/share/bash-completion/completions/playground"
  put 644 "$tmp/_playground" "$prefix/share/zsh/site-functions/_playground"
  put 644 "$tmp/playground.fish" "$prefix/share/fish/vendor_completions.d/playground.fish"
  { for f in "${files[@]}"; do echo "file $f"; done; for d in "${dirs[@]}"; do echo "dir $d"; done; } > "$manifest"
  echo "installed ${#files[@]} files under $prefix (manifest: $manifest)"
  ;;
uninstall)
  [ -f "$manifest" ] || { echo "uninstall: nothing installed under $prefix (no $manifest)" >&2; exit 1; }
  n=0
  while read -r kind path; do
    [ "$kind" = file ] && { rm -f "$path"; n=$((n + 1)); }
  done < "$manifest"
  mapfile -t made < <(sed -n 's/^dir //p' "$manifest")
  rm -f "$manifest"
  # Deepest first; a folder that holds something else (the user's own files) stays.
  for ((i = ${#made[@]} - 1; i >= 0; i--)); do rmdir "${made[i]}" 2>/dev/null || true; done
  echo "removed $n files from $prefix"
  ;;
*) usage ;;
esac
