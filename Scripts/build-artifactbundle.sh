#!/usr/bin/env bash
# Builds flowc for this machine as a self-contained executable and packs it as
# SwiftPM's artifact bundle (SE-0305): flowc.artifactbundle/, its zip, and the
# zip's checksum, what a `.binaryTarget` of the plugins package points at
# (Distribution/FlowcPlugins, docs/release.md).
#
#   Scripts/build-artifactbundle.sh [--output DIR] [--scratch-path DIR]
#                                   [--libyaml PREFIX] [--merge BUNDLE]...
#
# Linux: a release build with the Swift runtime and Foundation linked in
# (`--static-swift-stdlib`) and libyaml linked in from its static archive,
# generic types reached by metadata accessors (see below); the
# variant `flowc-<arch>-unknown-linux-gnu` supports that one triple. macOS: a
# universal (arm64 + x86_64) release build, variant `flowc-macos`; the Swift
# runtime is the system's, libyaml must be a universal static archive
# (`--libyaml`, see docs/release.md).
#
# libyaml is linked statically by handing SwiftPM a pkg-config file for
# `yaml-0.1` whose library folder holds only `libyaml.a`: the linker finds no
# shared libyaml to prefer, and nothing in Package.swift changes.
#
# --output DIR       where the bundle, zip and checksum go (.build/artifactbundle)
# --scratch-path DIR SwiftPM's build folder (.build: a later run rebuilds only
#                    what changed)
# --libyaml PREFIX   libyaml's install prefix: PREFIX/lib/libyaml.a and
#                    PREFIX/include/yaml.h (default: pkg-config's yaml-0.1)
# --merge BUNDLE     also put the variants of BUNDLE (a flowc.artifactbundle
#                    folder or its zip, of the same version, built on another
#                    machine) into the bundle: one bundle for every platform
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
output=$root/.build/artifactbundle
scratch=$root/.build
libyaml=
merge=()
fail() {
  echo "build-artifactbundle: $*" >&2
  exit 1
}
while [ $# -gt 0 ]; do
  case $1 in
  --output | --scratch-path | --libyaml | --merge)
    [ $# -ge 2 ] || fail "$1 needs a value"
    case $1 in
    --output) output=$2 ;;
    --scratch-path) scratch=$2 ;;
    --libyaml) libyaml=$2 ;;
    --merge) merge+=("$(cd "$(dirname "$2")" && pwd)/$(basename "$2")") ;;
    esac
    shift 2
    ;;
  -h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
  *) fail "unknown argument '$1' (see --help)" ;;
  esac
done
mkdir -p "$output" "$scratch"
output=$(cd "$output" && pwd)
scratch=$(cd "$scratch" && pwd)

# The static-only libyaml, as pkg-config describes it to SwiftPM.
if [ -n "$libyaml" ]; then
  libdir=$libyaml/lib
  includedir=$libyaml/include
else
  pkg-config --exists yaml-0.1 || fail "no libyaml (pkg-config yaml-0.1); install it or pass --libyaml"
  libdir=$(pkg-config --variable=libdir yaml-0.1)
  includedir=$(pkg-config --variable=includedir yaml-0.1)
fi
[ -f "$libdir/libyaml.a" ] || fail "no static libyaml: $libdir/libyaml.a is missing"
static=$scratch/flowc-static-libyaml
mkdir -p "$static/lib"
ln -sf "$libdir/libyaml.a" "$static/lib/libyaml.a"
cat >"$static/yaml-0.1.pc" <<EOF
Name: LibYAML
Description: libyaml, linked statically into flowc
Version: 0.2
Cflags: -I$includedir
Libs: -L$static/lib -lyaml
EOF
export PKG_CONFIG_PATH="$static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

cd "$root"
case $(uname -s) in
Linux)
  arch=$(uname -m)
  [ "$arch" = arm64 ] && arch=aarch64
  variant=flowc-$arch-unknown-linux-gnu
  # Generic types reached by their metadata accessors, not by mangled names:
  # the runtime then looks up none of their conformances, each first lookup a
  # scan of every conformance the static binary holds.
  build=(swift build -c release --product flowc --scratch-path "$scratch" --static-swift-stdlib
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
  ;;
Darwin)
  lipo "$libdir/libyaml.a" -verify_arch arm64 x86_64 ||
    fail "$libdir/libyaml.a is not universal (arm64 and x86_64); see docs/release.md"
  variant=flowc-macos
  build=(swift build -c release --product flowc --scratch-path "$scratch" --arch arm64 --arch x86_64)
  ;;
*) fail "unsupported system $(uname -s)" ;;
esac
echo "build-artifactbundle: ${build[*]}"
"${build[@]}"
binary=$("${build[@]}" --show-bin-path)/flowc

# Self-contained: no Swift runtime, Foundation or libyaml from the machine.
case $(uname -s) in
Linux)
  libraries=$(ldd "$binary" | awk '{print $1}')
  echo "build-artifactbundle: flowc needs $(echo $libraries)"
  for library in $libraries; do
    case $library in
    linux-vdso.so.* | linux-gate.so.* | /lib*/ld-linux*.so.* | ld-linux*.so.* | libc.so.* | libm.so.*) ;;
    libdl.so.* | libpthread.so.* | librt.so.* | libstdc++.so.* | libgcc_s.so.*) ;;
    *) fail "flowc needs $library, which a machine without Swift or libyaml lacks" ;;
    esac
  done
  ;;
Darwin)
  otool -L "$binary"
  # Indented lines are libraries; the others name the binary and its architecture.
  if otool -L "$binary" | grep -E '^[[:space:]]' | grep -v -E '^[[:space:]]+(/usr/lib/|/System/Library/)'; then
    fail "flowc needs a library outside the system"
  fi
  ;;
esac
version=$("$binary" --version)

# The bundle: the variants merged in, then this machine's.
bundle=$output/flowc.artifactbundle
rm -rf "$bundle" "$bundle.zip" "$bundle.checksum"
mkdir -p "$bundle"
for other in ${merge[@]+"${merge[@]}"}; do
  unzipped=
  if [ "${other%.zip}" != "$other" ]; then
    unzipped=$(mktemp -d)
    unzip -q "$other" -d "$unzipped"
    other=$unzipped/flowc.artifactbundle
  fi
  [ -f "$other/info.json" ] || fail "$other is not a flowc.artifactbundle"
  grep -q "\"version\": \"$version\"" "$other/info.json" ||
    fail "$other is not flowc $version"
  cp -R "$other"/flowc-* "$bundle"/
  [ -z "$unzipped" ] || rm -rf "$unzipped"
done
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/flowc"
# Debug information stays in the build folder; symbols stay for backtraces.
strip -S "$bundle/$variant/bin/flowc"
[ -f LICENSE ] && cp LICENSE "$bundle/"

# info.json: one variant per folder; a folder's name says its triples.
variants=
for folder in "$bundle"/flowc-*; do
  name=$(basename "$folder")
  case $name in
  flowc-macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
  *) triples="\"${name#flowc-}\"" ;;
  esac
  variants+="${variants:+,
}        { \"path\": \"$name/bin/flowc\", \"supportedTriples\": [$triples] }"
done
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "flowc": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
EOF

(cd "$output" && zip -q -r -y -X flowc.artifactbundle.zip flowc.artifactbundle)
swift package compute-checksum "$bundle.zip" >"$bundle.checksum"
echo "build-artifactbundle: flowc $version, variants: $(cd "$bundle" && echo flowc-*)"
echo "build-artifactbundle: $bundle.zip ($(du -k "$bundle.zip" | cut -f1) KB), checksum $(cat "$bundle.checksum")"
