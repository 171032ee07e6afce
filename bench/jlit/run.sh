#!/usr/bin/env bash
# Benchmark: jlit vs LLVM's lit running the same suite (lit-tests/suite), wall time, same machine/run.
#   bench/jlit/run.sh [RUNS]        (default 3 runs each, alternating; prints a Markdown table)
# jlit runs every tool in-process in one JVM (bin/jlit); LLVM lit (lit-tests/suite/lit.cfg.py, which
# reads the jlit configs through bench/jlit/jlit_lit_format.py) runs the bin/ launchers, one JVM per
# tool invocation. Both use -j = number of cores. Needs /usr/lib/llvm-22/bin/lit (apt: llvm-22-tools).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
runs="${1:-3}"
lit="${LIT:-/usr/lib/llvm-22/bin/lit}"
if [ ! -x "$lit" ]; then
  echo "bench: $lit not found: apt-get install llvm-22-tools" >&2
  exit 2
fi
if [ ! -f lit-tests/target/lit-tests.jar ]; then
  ./mvnw -q -B -pl lit-tests -am package -DskipTests
fi
jobs="$(nproc)"
suite=lit-tests/suite
ntests="$(bin/jlit --show-tests "$suite" | tail -n +2 | wc -l)"

now() { date +%s.%N; }
summary() { grep -E '^  [A-Z][A-Za-z ]+: *[0-9]+ \(' "$1" | sed 's/ *(.*//; s/^  //; s/  */ /g' | paste -sd, -; }

jt=(); lt=()
for ((i = 1; i <= runs; i++)); do
  s=$(now); bin/jlit -j "$jobs" "$suite" > /tmp/bench-jlit.out 2>&1 || true; e=$(now)
  jt+=("$(echo "$e - $s" | bc -l)")
  s=$(now); "$lit" -j "$jobs" "$suite" > /tmp/bench-lit.out 2>&1 || true; e=$(now)
  lt+=("$(echo "$e - $s" | bc -l)")
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
jm="$(median "${jt[@]}")"; lm="$(median "${lt[@]}")"
echo "suite: $suite, $ntests tests, -j $jobs, $runs runs each ($(nproc) cores, $(uname -m))"
echo
echo "| runner | median wall (s) | all runs (s) | results (last run) |"
echo "| --- | --- | --- | --- |"
printf '| jlit (bin/jlit, in-process tools) | %.2f | %s | %s |\n' "$jm" "$(printf '%.2f ' "${jt[@]}")" "$(summary /tmp/bench-jlit.out)"
printf '| LLVM lit 22 (lit.cfg.py, bin/ launchers) | %.2f | %s | %s |\n' "$lm" "$(printf '%.2f ' "${lt[@]}")" "$(summary /tmp/bench-lit.out)"
echo
printf 'speed-up: %.1fx\n' "$(echo "$lm / $jm" | bc -l)"
