#!/usr/bin/env bash
# Benchmarks -cse and -canonicalize: jopt vs mlir-opt 22 on gen.py's 1M-op arith file (and its
# nested file), wall time and peak RSS from /usr/bin/time -v, each tool run in turn.
# Needs a built tree (./mvnw -q package -DskipTests). Usage: bench/passes/run.sh [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-3}"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
gen="$shared/bench/gen.py"
python3 "$gen" arith > "$work/arith.mlir"
python3 "$gen" nested > "$work/nested.mlir"
measure() { # label, command...
  local label="$1"
  shift
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$@" -o /dev/null 2> "$work/time.txt" > /dev/null || { echo "$label: failed"; tail -3 "$work/time.txt"; return; }
    wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
    rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
    echo "$label: wall $wall, peak RSS $((rss / 1024)) MiB"
  done
}
for f in arith nested; do
  echo "== $f.mlir ($(wc -l < "$work/$f.mlir") lines)"
  for pass in -cse -canonicalize; do
    measure "jopt $pass" "$root/bin/jopt" "$work/$f.mlir" "$pass"
    measure "mlir-opt $pass" "$mlir_opt" "$work/$f.mlir" "$pass"
  done
  # Same output? (both tools print the same text when the passes agree)
  for pass in -cse -canonicalize; do
    "$root/bin/jopt" "$work/$f.mlir" "$pass" -o "$work/j.out"
    "$mlir_opt" "$work/$f.mlir" "$pass" -o "$work/m.out"
    if cmp -s "$work/j.out" "$work/m.out"; then echo "$pass output: identical"; else echo "$pass output: differs"; fi
  done
done
