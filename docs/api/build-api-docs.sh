#!/usr/bin/env bash
# Builds the API reference of every LifecycleKit library with DocC, as a static site in
# .build/api-docs/ (one archive per library, and an index page linking them).
#
#   bash docs/api/build-api-docs.sh            # build
#   bash docs/api/build-api-docs.sh --serve    # build, then serve it on http://localhost:8000/
#   bash docs/api/build-api-docs.sh --strict   # fail on any DocC warning (CI does this)
#
# DocC pages load their content with JavaScript requests, which browsers refuse for
# file:// pages: open the site through a local web server, as --serve does.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

libraries=(LifecycleSpec LifecycleModel LifecycleWorkshop LifecycleConformance LifecycleSamples LifecycleReport LifecycleFiles LifecycleText LifecycleCommandLine LifecycleKitCommands)
catalog_of() {
  case "$1" in
    LifecycleSamples) echo "conformance/Samples/LifecycleSamples.docc" ;;
    *) echo "Sources/$1/$1.docc" ;;
  esac
}

# --strict: any DocC warning (a broken symbol link, an undocumented parameter) fails the build.
strict=""
for argument in "$@"; do [ "$argument" = "--strict" ] && strict="--warnings-as-errors"; done

command -v docc >/dev/null || { echo "error: docc not found; it ships with the Swift toolchain (add its usr/bin to PATH)" >&2; exit 3; }

echo "== symbol graphs: swift package dump-symbol-graph"
swift package dump-symbol-graph --minimum-access-level public >/tmp/lifecycle-kit-symbolgraph.log 2>&1 || {
  tail -n 20 /tmp/lifecycle-kit-symbolgraph.log >&2
  echo "error: swift package dump-symbol-graph failed (log: /tmp/lifecycle-kit-symbolgraph.log)" >&2
  exit 3
}
graphs=$(ls -d .build/*/symbolgraph | head -n 1)

site=.build/api-docs
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/site"

for library in "${libraries[@]}"; do
  catalog=$(catalog_of "$library")
  [ -d "$catalog" ] || { echo "error: $library has no DocC catalog at $catalog" >&2; exit 1; }
  mkdir -p "$staging/graphs/$library" "$staging/site/$library"
  cp "$graphs/$library.symbols.json" "$staging/graphs/$library/"
  cp "$graphs/$library"@*.symbols.json "$staging/graphs/$library/" 2>/dev/null || true
  echo "== docc convert $library"
  docc convert "$catalog" \
    --additional-symbol-graph-dir "$staging/graphs/$library" \
    --output-path "$staging/site/$library" \
    --fallback-display-name "$library" \
    --fallback-bundle-identifier "lifecyclekit.$(echo "$library" | tr '[:upper:]' '[:lower:]')" \
    --transform-for-static-hosting --hosting-base-path "$library" \
    ${strict:+"$strict"} >"$staging/$library.log" 2>&1 || {
      cat "$staging/$library.log" >&2
      echo "error: docc convert failed for $library" >&2
      exit 1
    }
  warnings=$(grep -c "^warning:" "$staging/$library.log" || true)
  [ "$warnings" -eq 0 ] || { grep -A3 "^warning:" "$staging/$library.log" | head -n 40 >&2; echo "$library: $warnings DocC warnings" >&2; }
done

{
  echo '<!doctype html><html lang="en"><meta charset="utf-8"><title>LifecycleKit API reference</title>'
  echo '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40em;margin:2em auto;padding:0 1em}</style>'
  echo '<h1>LifecycleKit API reference</h1><ul>'
  for library in "${libraries[@]}"; do
    lower=$(echo "$library" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$library/documentation/$lower/\">$library</a></li>"
  done
  echo '</ul></html>'
} >"$staging/site/index.html"

rm -rf "$site"
mkdir -p "$(dirname "$site")"
mv "$staging/site" "$site"
echo "API reference written to $site/ (${#libraries[@]} libraries)"
echo "open it through a local web server, e.g.: python3 -m http.server 8000 --directory $site  then http://localhost:8000/"

serve=no
for argument in "$@"; do [ "$argument" = "--serve" ] && serve=yes; done
if [ "$serve" = yes ]; then
  command -v python3 >/dev/null || { echo "error: --serve needs python3; serve $site with any static web server" >&2; exit 3; }
  echo "serving on http://localhost:8000/ (Ctrl-C to stop)"
  exec python3 -m http.server 8000 --bind 127.0.0.1 --directory "$site"
fi
