#!/usr/bin/env python3
"""Random integer code for the range passes, compared between jopt and mlir-opt 22.

Each seed gives one function over i8/i16/i32/i64/index (scalars and vectors) whose values are
bounded by andi/remui/minsi/maxsi with constants, then combined by arith and index ops, compared
and selected; both tools run every pass given with `-split-input-file` and the outputs are compared
case by case.

    python3 bench/passes/random_ranges.py --seeds 0:200 [--ops 14] [--show 2]
        [--passes -int-range-optimizations,-arith-int-range-narrowing=int-bitwidths-supported=8,16,32]

Prints the number of identical cases per pass; --show N prints the first N differing cases.
"""
import argparse
import difflib
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPES = ["i8", "i16", "i32", "i64", "index", "vector<4xi32>", "vector<2xi16>"]
BIN = ["addi", "subi", "muli", "divui", "divsi", "remui", "remsi", "andi", "ori", "xori", "maxsi", "minui",
       "shli", "shrui", "shrsi", "ceildivsi", "floordivsi"]
INDEX_BIN = ["add", "sub", "mul", "divu", "divs", "remu", "rems", "maxs", "minu", "and", "or", "xor", "shl", "shru"]
PREDS = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def const(t, v):
    if t.startswith("vector"):
        return f"arith.constant dense<{v}> : {t}"
    return f"arith.constant {v} : {t}"


def case(seed, nops):
    r = random.Random(seed)
    t = r.choice(TYPES)
    lines = []
    vals = []
    n = 0

    def fresh():
        nonlocal n
        n += 1
        return f"%v{n}"

    for a in range(2):
        c = fresh()
        lines.append(f"  {c} = {const(t, r.choice([3, 7, 15, 100] + ([] if t == 'i8' else [255, 1000])))}")
        v = fresh()
        op = r.choice(["andi", "remui", "minui"])
        lines.append(f"  {v} = arith.{op} %a{a}, {c} : {t}")
        vals.append(v)
    conds = []
    for _ in range(nops):
        kind = r.random()
        x, y = r.choice(vals), r.choice(vals)
        v = fresh()
        if kind < 0.15:
            c = fresh()
            lines.append(f"  {c} = {const(t, r.choice([0, 1, 2, 5, 16, -1, 64]))}")
            lines.append(f"  {v} = arith.{r.choice(BIN)} {x}, {c} : {t}")
            vals.append(v)
        elif kind < 0.25 and t == "index":
            lines.append(f"  {v} = index.{r.choice(INDEX_BIN)} {x}, {y}")
            vals.append(v)
        elif kind < 0.4:
            lines.append(f"  {v} = arith.cmpi {r.choice(PREDS)}, {x}, {y} : {t}")
            conds.append(v)
        elif kind < 0.5 and conds:
            lines.append(f"  {v} = arith.select {r.choice(conds)}, {x}, {y} : {'vector<4xi1>, ' if False else ''}{t}")
            if t.startswith("vector"):
                lines.pop()
                continue
            vals.append(v)
        else:
            lines.append(f"  {v} = arith.{r.choice(BIN)} {x}, {y} : {t}")
            vals.append(v)
    rets = vals[-3:]
    ret_types = [t] * len(rets)
    if conds:
        rets.append(conds[-1])
        ret_types.append("vector<4xi1>" if t == "vector<4xi32>" else "vector<2xi1>" if t == "vector<2xi16>" else "i1")
    body = "\n".join(lines)
    return (f"func.func @f{seed}(%a0: {t}, %a1: {t}) -> ({', '.join(ret_types)}) {{\n{body}\n"
            f"  return {', '.join(rets)} : {', '.join(ret_types)}\n}}\n")


def run(tool, path, p):
    out = subprocess.run([tool, path, "-split-input-file", p], capture_output=True, text=True)
    return out.stdout.split("// -----\n") if out.returncode == 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="0:100")
    ap.add_argument("--ops", type=int, default=14)
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--passes", default="-int-range-optimizations,-arith-int-range-narrowing=int-bitwidths-supported=8,16,32")
    a = ap.parse_args()
    lo, hi = map(int, a.seeds.split(":"))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "in.mlir")
        with open(path, "w") as f:
            f.write("// -----\n".join(case(s, a.ops) for s in range(lo, hi)))
        for p in a.passes.split(",-"):
            p = p if p.startswith("-") else "-" + p
            ours = run(os.path.join(ROOT, "bin", "jopt"), path, p)
            ref = run("/usr/lib/llvm-22/bin/mlir-opt", path, p)
            if ours is None or ref is None:
                print(f"{p}: a tool failed (jopt {'ok' if ours else 'failed'}, mlir-opt {'ok' if ref else 'failed'})")
                continue
            same = sum(1 for x, y in zip(ours, ref) if x == y)
            print(f"{p}: {same} of {len(ref)} cases identical")
            shown = 0
            for x, y in zip(ours, ref):
                if x != y and shown < a.show:
                    shown += 1
                    sys.stdout.writelines(difflib.unified_diff(y.splitlines(True), x.splitlines(True), "mlir-opt", "jopt"))


if __name__ == "__main__":
    main()
