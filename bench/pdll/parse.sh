#!/usr/bin/env bash
# Time to read and check a large PDLL file: bin/jpdll against mlir-pdll 22 (-x=mlir, which also
# lowers to the pdl dialect, as jpdll's binding checks stand in for). N patterns (default 2000), each
# with a constraint call, an op tree and a rewrite block. Prints both times and their ratio.
#   bench/pdll/parse.sh [N]
set -eu
n=${1:-2000}
root="$(cd "$(dirname "$0")/../.." && pwd)"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
f="$tmp/gen.pdll"
{
  echo 'Constraint IsSmall(value: Attr);'
  echo 'Rewrite Half(value: Attr) -> Attr;'
  for i in $(seq 1 "$n"); do
    cat <<PDLL
Pattern P$i with benefit($((i % 7))) {
  let c = op<arith.constant> {value = v$i: Attr};
  IsSmall(v$i);
  let mul = op<arith.muli>(x: Value, c) -> (t: Type);
  rewrite mul with {
    let h = op<arith.constant> {value = Half(v$i)} -> (t);
    replace mul with op<arith.shli>(x, h) -> (t);
  };
}
PDLL
  done
} > "$f"
best() { local b=""; for _ in 1 2 3; do local s e; s=$(date +%s%N); "$@" > /dev/null 2>&1; e=$(date +%s%N); local t=$(( (e - s) / 1000000 )); if [ -z "$b" ] || [ "$t" -lt "$b" ]; then b=$t; fi; done; echo "$b"; }
ref=$(best /usr/lib/llvm-22/bin/mlir-pdll "$f" -x=mlir -o /dev/null)
ours=$(best "$root/bin/jpdll" "$f")
echo "patterns: $n  mlir-pdll: ${ref} ms  jpdll: ${ours} ms  ratio: $(python3 -c "print(round($ours/$ref, 2))")"
