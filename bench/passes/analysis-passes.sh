#!/usr/bin/env bash
# Benchmarks -int-range-optimizations and -remove-dead-values on gen.py's 1M-op arith file and
# -mem2reg on slots.py's alloca file (8000 functions, 8 slots each, ~1M lines): jopt vs mlir-opt 22, the two
# tools alternating (one pair per run, jopt first), wall time and peak RSS from /usr/bin/time -v, the
# 1-minute load average after each run, the ratio of the mean wall times, and whether both print the
# same output. Needs a built tree (./mvnw -q package -DskipTests: the AOT caches are part of jopt's
# start). Usage: bench/passes/analysis-passes.sh [runs [pass...]] (passes: a subset of the three).
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-1}"
shift $(( $# > 0 ? 1 : 0 ))
only=" $* "
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
shared="${SHARED:-$root/../shared}"
[ -d "$shared" ] || shared=/work/shared
python3 "$shared/bench/gen.py" arith > "$work/arith.mlir"
python3 "$root/bench/passes/slots.py" > "$work/slots.mlir"
measure() { # label, output, command...: one run; prints its line, sets $wall_s
  local label="$1" out="$2"
  shift 2
  if ! /usr/bin/time -v "$@" -o "$out" 2> "$work/time.txt" > /dev/null; then
    echo "$label: failed"; tail -3 "$work/time.txt"; wall_s=0; return
  fi
  wall=$(grep "Elapsed (wall clock)" "$work/time.txt" | awk '{print $NF}')
  rss=$(grep "Maximum resident set size" "$work/time.txt" | awk '{print $NF}')
  wall_s=$(echo "$wall" | awk -F: '{s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s}')
  read -r load _ < /proc/loadavg
  echo "$label: wall $wall, peak RSS $((rss / 1024)) MiB, load $load"
}
for case in "arith -int-range-optimizations" "arith -remove-dead-values" "slots -mem2reg"; do
  set -- $case
  if [ "$only" != "  " ] && [[ "$only" != *" $2 "* ]]; then continue; fi
  echo "== $1.mlir ($(wc -l < "$work/$1.mlir") lines) $2"
  jsum=0; msum=0
  for _ in $(seq "$runs"); do
    measure "jopt $2" "$work/j.out" "$root/bin/jopt" "$work/$1.mlir" "$2"; jsum=$(echo "$jsum $wall_s" | awk '{print $1 + $2}')
    measure "mlir-opt $2" "$work/m.out" "$mlir_opt" "$work/$1.mlir" "$2"; msum=$(echo "$msum $wall_s" | awk '{print $1 + $2}')
  done
  echo "$2: jopt / mlir-opt by the means of $runs runs: $(echo "$jsum $msum" | awk '{printf "%.2f", ($2 > 0 ? $1 / $2 : 0)}')"
  if cmp -s "$work/j.out" "$work/m.out"; then echo "$2 output: identical"; else echo "$2 output: differs"; fi
done
