#!/usr/bin/env bash
# GraphDef import/export: jtranslate vs TensorFlow-java's Graph.importGraphDef on the same file
# (gen.py graphdef, 200k nodes by default), wall time, nodes per second and peak RSS from
# /usr/bin/time -v, each run in turn. Needs a built tree (./mvnw -q package -DskipTests); builds
# the TensorFlow-java harness in bench/graphdef (downloads TensorFlow-java once).
# Usage: bench/graphdef/run.sh [nodes] [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
nodes="${1:-200000}"
runs="${2:-3}"
here="$root/bench/graphdef"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
python3 "$shared/bench/gen.py" graphdef --nodes "$nodes" > "$work/g.pbtxt"
[ -f "$here/target/graphdef-bench.jar" ] || "$root/mvnw" -q -B -f "$here/pom.xml" package -DskipTests
java=""
for jdk in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25-jdk-*; do
  if [ -n "$jdk" ] && [ -x "$jdk/bin/java" ]; then java="$jdk/bin/java"; break; fi
done
measure() { # label, command...
  local label="$1"
  shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -v -o "$work/time.txt" "$@" > "$work/out.txt" 2> "$work/err.txt" || { echo "$label: failed"; head -3 "$work/err.txt"; return; }
    wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
    secs=$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
    rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
    rate=$(awk -v n="$nodes" -v s="$secs" 'BEGIN { printf "%.0f", n / s }')
    echo "$label: wall ${secs}s, ${rate} nodes/s, peak RSS $((rss / 1024)) MiB $(tr '\n' ' ' < "$work/out.txt" | cut -c1-120)"
  done
}
echo "== $nodes-node GraphDef ($(wc -c < "$work/g.pbtxt") bytes of text)"
measure "jtranslate --graphdef-to-mlir" "$root/bin/jtranslate" --graphdef-to-mlir "$work/g.pbtxt" -o "$work/g.mlir"
measure "jtranslate --mlir-to-graphdef" "$root/bin/jtranslate" --mlir-to-graphdef "$work/g.mlir" -o "$work/back.pbtxt"
measure "TensorFlow-java importGraphDef" "$java" -cp "$here/target/graphdef-bench.jar:$here/target/lib/*" org.jmlir.bench.TfImport "$work/g.pbtxt"
# TensorFlow itself must accept what jtranslate exported (same node count).
measure "TensorFlow-java importGraphDef of jtranslate's export" "$java" -cp "$here/target/graphdef-bench.jar:$here/target/lib/*" org.jmlir.bench.TfImport "$work/back.pbtxt"
