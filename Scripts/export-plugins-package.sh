#!/usr/bin/env bash
# Writes Distribution/FlowcPlugins into DEST as a package of its own: the plugin
# sources copied from Plugins/ (the links followed), the Package.swift as it is,
# whose flowc is the release's artifact bundle. What is published as the
# plugins repository (docs/release.md).
#
#   Scripts/export-plugins-package.sh DEST [--bundle PATH]
#
# --bundle PATH  take flowc from a local flowc.artifactbundle (folder or zip),
#                copied into DEST, instead of the release's url: what a test
#                of a bundle built here uses
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fail() {
  echo "export-plugins-package: $*" >&2
  exit 1
}
dest=
bundle=
while [ $# -gt 0 ]; do
  case $1 in
  --bundle)
    [ $# -ge 2 ] || fail "--bundle needs a path"
    bundle=$2
    shift 2
    ;;
  -h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
  -*) fail "unknown option '$1' (see --help)" ;;
  *)
    [ -z "$dest" ] || fail "one DEST only"
    dest=$1
    shift
    ;;
  esac
done
[ -n "$dest" ] || fail "no DEST (see --help)"
mkdir -p "$dest"
# -L: the plugin folders are links in this repository, real folders there.
cp -R -L "$root/Distribution/FlowcPlugins/." "$dest/"
if [ -n "$bundle" ]; then
  name=$(basename "$bundle")
  rm -rf "${dest:?}/$name"
  cp -R "$bundle" "$dest/$name"
  manifest=$dest/Package.swift
  sed -i.orig -e "s#^\( *\)url: \".*\.artifactbundle\.zip\",\$#\1path: \"$name\"),#" \
    -e '/^ *checksum: "[0-9a-f]\{64\}"),$/d' "$manifest"
  rm -f "$manifest.orig"
  grep -q "^ *path: \"$name\"),\$" "$manifest" && ! grep -q 'checksum:' "$manifest" ||
    fail "could not point $manifest at $name"
fi
echo "export-plugins-package: $dest${bundle:+ (flowc from $(basename "$bundle"))}"
