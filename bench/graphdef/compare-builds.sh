#!/usr/bin/env bash
# Two builds of jtranslate on the same GraphDef, one after the other (useful when the machine is
# too loaded for ratios against TensorFlow-java to mean anything): wall and user+sys CPU seconds of
# import and export for each. OTHER is the root of another tree with bin/ and built
# translate-tool/target (e.g. a copy of main's jars).
# Usage: bench/graphdef/compare-builds.sh OTHER [nodes]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
other="$1"
nodes="${2:-200000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
python3 "$shared/bench/gen.py" graphdef --nodes "$nodes" > "$work/g.pbtxt"
for tree in "$other" "$root"; do
  /usr/bin/time -f "$tree import: wall %e s, CPU %U+%S s" "$tree/bin/jtranslate" --graphdef-to-mlir "$work/g.pbtxt" -o "$work/g.mlir"
  /usr/bin/time -f "$tree export: wall %e s, CPU %U+%S s" "$tree/bin/jtranslate" --mlir-to-graphdef "$work/g.mlir" -o /dev/null
done
