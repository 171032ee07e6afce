#!/usr/bin/env bash
# Times jfilecheck against LLVM 22's FileCheck on the same large input in the same run.
#
#   bench/filecheck/run.sh [WORKDIR]
#
# Generates 1M arith ops (gen.py arith), prints them with mlir-opt 22, derives a check file from the
# printed module (gen.py check: a CHECK-LABEL per function, a regex CHECK on every 7th op, ~144k
# checks), then times both tools with hyperfine (or /usr/bin/time) and prints the ratio.
# Needs: a built filecheck module, python3, /usr/lib/llvm-22/bin/{FileCheck,mlir-opt}.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
gen="${GEN_PY:-$root/../shared/bench/gen.py}"
llvm="${LLVM_BIN:-/usr/lib/llvm-22/bin}"
work="${1:-${TMPDIR:-/tmp}/jfilecheck-bench}"
mkdir -p "$work"
cd "$work"
if [ ! -s printed.check ]; then
  echo "generating input in $work ..." >&2
  python3 "$gen" arith > big.mlir
  "$llvm/mlir-opt" big.mlir > printed.mlir
  python3 "$gen" check printed.mlir > printed.check
fi
echo "input: $(wc -l < printed.mlir) lines, $(wc -c < printed.mlir) bytes; checks: $(wc -l < printed.check)" >&2
ref=("$llvm/FileCheck" printed.check --input-file printed.mlir)
ours=("$root/bin/jfilecheck" printed.check --input-file printed.mlir)
"${ref[@]}"
"${ours[@]}"
if command -v hyperfine > /dev/null; then
  hyperfine --warmup 1 --runs "${RUNS:-5}" --export-json times.json \
    -n FileCheck-22 "${ref[*]}" -n jfilecheck "${ours[*]}"
  python3 - <<'PY'
import json
r = {x['command']: x for x in json.load(open('times.json'))['results']}
ref, ours = r['FileCheck-22']['mean'], r['jfilecheck']['mean']
print('FileCheck 22: %.3f s   jfilecheck: %.3f s   jfilecheck/FileCheck = %.2f' % (ref, ours, ours / ref))
PY
else
  t() { /usr/bin/time -f %e "$@" 2>&1 >/dev/null | tail -1; }
  ref_s=$(t "${ref[@]}"); ours_s=$(t "${ours[@]}")
  python3 -c "print('FileCheck 22: %s s   jfilecheck: %s s   jfilecheck/FileCheck = %.2f' % ('$ref_s', '$ours_s', $ours_s / $ref_s))"
fi
