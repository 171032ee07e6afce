#!/usr/bin/env bash
# Benchmarks -convert-to-llvm: jopt vs mlir-opt 22 on gen.py arith (1M ops), in the same run; also
# checks that both print the same IR. Needs /usr/bin/time and a built tree
# (./mvnw -q package -DskipTests). Usage: bench/llvm/run.sh [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-1}"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gen="${SHARED:-$root/../shared}/bench/gen.py"
python3 "$gen" arith > "$work/arith.mlir"
echo "== arith.mlir ($(wc -c < "$work/arith.mlir") bytes), -convert-to-llvm; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$runs"); do
  /usr/bin/time -f "mlir-opt wall %e s, user %U s, sys %S s, peak RSS %M KiB" "$mlir_opt" "$work/arith.mlir" -convert-to-llvm -o "$work/ref.mlir"
  /usr/bin/time -f "jopt wall %e s, user %U s, sys %S s, peak RSS %M KiB" "$root/bin/jopt" "$work/arith.mlir" -convert-to-llvm -o "$work/ours.mlir"
done
cmp -s "$work/ref.mlir" "$work/ours.mlir" && echo "outputs identical" || echo "OUTPUTS DIFFER"
