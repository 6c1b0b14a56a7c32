#!/usr/bin/env bash
# Every ```swift listing of every DocC article, of README.md and of docs/*.md must appear, line for line (indentation,
# blank lines and import lines aside), in a Swift file the tests or the examples compile (Tests/, Examples/), so the
# code in the documentation cannot drift from the API. A listing's imports are left out of the match: a test file has
# its imports once at its top, above the listing it holds.
set -euo pipefail
cd "$(dirname "$0")/.."
# A text as one line: each line trimmed, blank lines dropped, line ends as the unit separator.
norm() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' | { grep -v '^$' || true; } | tr '\n' '\037'; }
corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
# Files end with the record separator, so a listing never matches across two files.
while IFS= read -r f; do norm < "$f"; printf '\036'; done < <(find Tests Examples -name '*.swift' -not -path '*/.build*' | sort) > "$corpus"
missing=0 total=0
for article in Sources/*/*.docc/*.md README.md docs/*.md; do
  count=$(grep -c '^```swift$' "$article" || true)
  for ((i = 1; i <= count; i++)); do
    listing=$(awk -v want="$i" '/^```swift$/ { k++; on = (k == want); next } /^```$/ { on = 0 } on' "$article" | { grep -v '^import ' || true; } | norm)
    total=$((total + 1))
    if ! grep -qF -- "$listing" "$corpus"; then
      echo "docs: swift listing $i of $article is in no compiled file under Tests/ or Examples/; put it in a test as printed"
      missing=$((missing + 1))
    fi
  done
done
[ "$missing" = 0 ] || exit 1
echo "docs: all $total swift listings of the articles, README.md and docs/ are compiled (in Tests/ or Examples/)"
