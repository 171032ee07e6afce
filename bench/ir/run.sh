#!/usr/bin/env bash
# Benchmarks parse+verify+print: jopt vs mlir-opt 22 on a 1M-op arith file, a 2M-element dense
# attribute and a 10-line file (start-up). Needs hyperfine, /usr/bin/time and a built tree
# (./mvnw -q package -DskipTests). Usage: bench/ir/run.sh [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-3}"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gen="${SHARED:-$root/../shared}/bench/gen.py"
python3 "$gen" arith > "$work/arith.mlir"
python3 "$gen" dense --elems 2000000 > "$work/dense.mlir"
cp "$root/bench/ir/small.mlir" "$work/small.mlir"
for f in arith dense small; do
  echo "== $f.mlir ($(wc -c < "$work/$f.mlir") bytes)"
  hyperfine -N -w 1 -r "$runs" \
    "$root/bin/jopt $work/$f.mlir -o /dev/null" \
    "$mlir_opt $work/$f.mlir -o /dev/null"
  for tool in "$root/bin/jopt" "$mlir_opt"; do
    /usr/bin/time -f "$(basename "$tool") peak RSS %M KiB, wall %e s" "$tool" "$work/$f.mlir" -o /dev/null
  done
done
