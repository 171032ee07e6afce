#!/usr/bin/env bash
# Benchmarks -int-range-optimizations and -remove-dead-values on gen.py's 1M-op arith file and
# -mem2reg on slots.py's alloca file (8000 functions, 8 slots each, ~1M lines): jopt vs mlir-opt 22, each tool
# run in turn, wall time and peak RSS from /usr/bin/time -v, and whether both print the same output.
# Needs a built tree (./mvnw -q package -DskipTests). Usage: bench/passes/analysis-passes.sh [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-1}"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
python3 "$shared/bench/gen.py" arith > "$work/arith.mlir"
python3 "$root/bench/passes/slots.py" > "$work/slots.mlir"
measure() { # label, output, command...
  local label="$1" out="$2"
  shift 2
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$@" -o "$out" 2> "$work/time.txt" > /dev/null || { echo "$label: failed"; tail -3 "$work/time.txt"; return; }
    wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
    rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
    echo "$label: wall $wall, peak RSS $((rss / 1024)) MiB"
  done
}
for case in "arith -int-range-optimizations" "arith -remove-dead-values" "slots -mem2reg"; do
  set -- $case
  echo "== $1.mlir ($(wc -l < "$work/$1.mlir") lines) $2"
  measure "jopt $2" "$work/j.out" "$root/bin/jopt" "$work/$1.mlir" "$2"
  measure "mlir-opt $2" "$work/m.out" "$mlir_opt" "$work/$1.mlir" "$2"
  if cmp -s "$work/j.out" "$work/m.out"; then echo "$2 output: identical"; else echo "$2 output: differs"; fi
done
