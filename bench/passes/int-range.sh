#!/usr/bin/env bash
# Benchmarks the integer-range passes on gen.py's 1M-op arith file: -int-range-optimizations and
# -arith-int-range-narrowing=int-bitwidths-supported=8,16,32, jopt vs mlir-opt 22, each tool in turn
# in the same run; wall time, CPU time (user+sys: less sensitive to a loaded machine) and peak RSS
# from /usr/bin/time -v, and whether both print the same
# output. Needs a built tree (./mvnw -q package -DskipTests). Usage: bench/passes/int-range.sh [runs]
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-1}"
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
python3 "$shared/bench/gen.py" arith > "$work/arith.mlir"
measure() { # label, output, command...
  local label="$1" out="$2"
  shift 2
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$@" -o "$out" 2> "$work/time.txt" > /dev/null || { echo "$label: failed"; tail -3 "$work/time.txt"; return; }
    wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
    rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
    cpu=$(awk -F': ' '/User time|System time/ {s += $2} END {printf "%.1f", s}' "$work/time.txt")
    echo "$label: wall $wall, CPU (user+sys) ${cpu} s, peak RSS $((rss / 1024)) MiB"
  done
}
echo "== arith.mlir ($(wc -l < "$work/arith.mlir") lines), load: $(cut -d' ' -f1-3 /proc/loadavg)"
for pass in -int-range-optimizations -arith-int-range-narrowing=int-bitwidths-supported=8,16,32; do
  measure "jopt $pass" "$work/j.out" "$root/bin/jopt" "$work/arith.mlir" "$pass"
  measure "mlir-opt $pass" "$work/m.out" "$mlir_opt" "$work/arith.mlir" "$pass"
  if cmp -s "$work/j.out" "$work/m.out"; then echo "$pass output: identical"; else echo "$pass output: differs"; fi
done
