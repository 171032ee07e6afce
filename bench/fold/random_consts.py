#!/usr/bin/env python3
"""Random constant expressions for arith and math folding, compared between jopt and mlir-opt.

Each seed gives one function of random ops over odd integer widths (i1, i3, i65, i128, ...),
index and every float type, on scalars, splats and dense vectors, mixing constants with
function arguments so that identities and canonicalization patterns fire as well as constant
folding. All cases of a run go into one file split with `// -----`; both tools run it with
`-split-input-file -canonicalize` and the outputs are compared case by case.

    python3 bench/fold/random_consts.py --seeds 0:500 [--ops 12] [--show 3] [--keep DIR]

Prints the number of identical cases; --show N prints the first N differing cases as diffs.
"""
import argparse
import difflib
import os
import random
import subprocess
import sys
import tempfile

INT_WIDTHS = [1, 2, 3, 5, 7, 8, 13, 16, 31, 32, 33, 63, 64, 65, 127, 128]
FLOATS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8,
    "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f6E3M2FN": 6, "f6E2M3FN": 6, "f4E2M1FN": 4,
}
# Bit patterns worth hitting often, per float width: zeros, one, infinities, NaNs.
F_SPECIAL = {
    16: {"f16": [0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x0001, 0x7BFF],
         "bf16": [0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0x0001, 0x7F7F]},
    32: [0, 0x80000000, 0x3F800000, 0xBF800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 1, 0x7F7FFFFF,
         0x4F000000, 0xCF000000, 0x3F000000],
    64: [0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x7FF0000000000000, 0xFFF0000000000000,
         0x7FF8000000000000, 1, 0x43E0000000000000, 0x3FE0000000000000],
}
INT_BIN = ["addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui",
           "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "minsi", "maxui", "minui"]
OVERFLOW_OPS = {"addi", "subi", "muli", "shli"}
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"]
MATH_F_UNARY = ["absf", "ceil", "floor", "round", "roundeven", "trunc", "sqrt", "exp", "exp2", "log", "log2",
                "log10", "log1p", "sin", "cos", "tan", "tanh", "atan", "erf", "cbrt", "expm1", "rsqrt",
                "acos", "asin", "acosh", "asinh", "atanh", "cosh", "sinh", "erfc"]
MATH_F_BINARY = ["powf", "atan2", "copysign"]
MATH_I_UNARY = ["absi", "ctlz", "cttz", "ctpop"]


class Gen:
    def __init__(self, rnd, nops, math):
        self.r = rnd
        self.nops = nops
        self.math = math
        self.lines = []
        self.pool = {}  # type string -> list of SSA names
        self.args = []
        self.n = 0

    # ---- types and constants ----
    def scalar_type(self):
        r = self.r.random()
        if r < 0.5:
            return "i%d" % self.r.choice(INT_WIDTHS)
        if r < 0.55:
            return "index"
        return self.r.choice(list(FLOATS))

    @staticmethod
    def elem(t):
        return t[t.index("x") + 1:-1] if t.startswith("vector<") else t

    @staticmethod
    def is_int(t):
        e = Gen.elem(t)
        return e == "index" or (e.startswith("i") and e[1:].isdigit())

    @staticmethod
    def width(e):
        if e == "index":
            return 64
        if e in FLOATS:
            return FLOATS[e]
        return int(e[1:])

    def shaped(self, e, vec):
        return "vector<4x%s>" % e if vec else e

    def int_value(self, w):
        r = self.r.random()
        if w == 1:
            return self.r.choice([0, 1])
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        if r < 0.35:
            v = self.r.choice([0, 1, -1, 2, lo, hi, lo + 1, hi - 1, w, w - 1])
        elif r < 0.6:
            v = self.r.randint(-8, 8)
        else:
            v = self.r.randint(lo, hi)
        return max(lo, min(hi, v))

    def int_literal(self, e, v):
        if e == "i1":
            return "true" if v else "false"
        return str(v)

    def float_bits(self, e):
        w = FLOATS[e]
        special = F_SPECIAL.get(w)
        if isinstance(special, dict):
            special = special.get(e)
        r = self.r.random()
        if special and r < 0.3:
            return self.r.choice(special)
        bits = self.r.getrandbits(w)
        if e == "f80":
            # x87's explicit integer bit is set exactly for non-zero exponents (no unnormals).
            exp = (bits >> 64) & 0x7FFF
            bits = (bits & ~(1 << 63)) | ((1 << 63) if exp else 0)
        return bits

    def float_literal(self, e, bits):
        digits = (FLOATS[e] + 3) // 4
        return "0x%0*X" % (digits, bits)

    def constant(self, t):
        e = self.elem(t)
        vec = t != e
        if self.is_int(t):
            w = self.width(e)
            if not vec:
                v = self.int_value(w)
                lit = self.int_literal(e, v)
                return "arith.constant %s" % lit if e == "i1" else "arith.constant %s : %s" % (lit, t)
            if self.r.random() < 0.5:
                v = self.int_value(w)
                return "arith.constant dense<%s> : %s" % (self.int_literal(e, v), t)
            vals = [self.int_literal(e, self.int_value(w)) for _ in range(4)]
            return "arith.constant dense<[%s]> : %s" % (", ".join(vals), t)
        if not vec:
            return "arith.constant %s : %s" % (self.float_literal(e, self.float_bits(e)), t)
        if self.r.random() < 0.5:
            return "arith.constant dense<%s> : %s" % (self.float_literal(e, self.float_bits(e)), t)
        vals = [self.float_literal(e, self.float_bits(e)) for _ in range(4)]
        return "arith.constant dense<[%s]> : %s" % (", ".join(vals), t)

    # ---- values ----
    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def emit(self, t, text):
        v = self.fresh()
        self.lines.append("  %s = %s" % (v, text))
        self.pool.setdefault(t, []).append(v)
        return v

    def value(self, t, const_bias=0.6):
        """A value of type t: a constant, an argument or an earlier result."""
        have = self.pool.get(t, [])
        r = self.r.random()
        if have and r > const_bias:
            return self.r.choice(have)
        if r < const_bias * 0.75 or (not have and r < 0.85):
            v = self.fresh()
            self.lines.append("  %s = %s" % (v, self.constant(t)))
            self.pool.setdefault(t, []).append(v)
            return v
        a = "%%arg%d" % len(self.args)
        self.args.append(t)
        self.pool.setdefault(t, []).append(a)
        return a

    # ---- ops ----
    def op(self):
        vec = self.r.random() < 0.2
        k = self.r.random()
        if k < 0.3:
            return self.int_binary(vec)
        if k < 0.5:
            return self.float_binary(vec)
        if k < 0.6:
            return self.compare(vec)
        if k < 0.8:
            return self.cast(vec)
        if k < 0.86:
            return self.select(vec)
        if k < 0.9:
            return self.extended(vec)
        if self.math:
            return self.math_op(vec)
        return self.int_binary(vec)

    def int_type(self, vec):
        e = "index" if self.r.random() < 0.1 else "i%d" % self.r.choice(INT_WIDTHS)
        return self.shaped(e, vec)

    def float_type(self, vec):
        return self.shaped(self.r.choice(list(FLOATS)), vec)

    def int_binary(self, vec):
        t = self.int_type(vec)
        op = self.r.choice(INT_BIN)
        a, b = self.value(t), self.value(t)
        flags = ""
        if op in OVERFLOW_OPS and self.r.random() < 0.2:
            flags = " overflow<%s>" % self.r.choice(["nsw", "nuw", "nsw, nuw"])
        self.emit(t, "arith.%s %s, %s%s : %s" % (op, a, b, flags, t))

    def float_binary(self, vec):
        t = self.float_type(vec)
        e = self.elem(t)
        if e in ("f8E8M0FNU",):
            return
        if self.r.random() < 0.1:
            self.emit(t, "arith.negf %s : %s" % (self.value(t), t))
            return
        op = self.r.choice(FLOAT_BIN)
        self.emit(t, "arith.%s %s, %s : %s" % (op, self.value(t), self.value(t), t))

    def compare(self, vec):
        if self.r.random() < 0.5:
            t = self.int_type(vec)
            self.emit(self.shaped("i1", vec), "arith.cmpi %s, %s, %s : %s" % (self.r.choice(CMPI), self.value(t), self.value(t), t))
        else:
            t = self.float_type(vec)
            self.emit(self.shaped("i1", vec), "arith.cmpf %s, %s, %s : %s" % (self.r.choice(CMPF), self.value(t), self.value(t), t))

    def select(self, vec):
        t = self.int_type(vec) if self.r.random() < 0.5 else self.float_type(vec)
        c = self.value(self.shaped("i1", vec) if vec and self.r.random() < 0.5 else "i1")
        ct = "i1" if not vec or c in self.pool.get("i1", []) else self.shaped("i1", vec)
        suffix = ("%s, %s" % (ct, t)) if ct != "i1" else t
        self.emit(t, "arith.select %s, %s, %s : %s" % (c, self.value(t), self.value(t), suffix))

    def extended(self, vec):
        t = self.int_type(vec)
        op = self.r.choice(["addui_extended", "mulsi_extended", "mului_extended"])
        a, b = self.value(t), self.value(t)
        v1, v2 = self.fresh(), self.fresh()
        second = self.shaped("i1", vec) if op == "addui_extended" else t
        types = "%s, %s" % (t, second) if op == "addui_extended" else t
        self.lines.append("  %s:2 = arith.%s %s, %s : %s" % (v1, op, a, b, types))
        self.pool.setdefault(t, []).append(v1 + "#0")
        self.pool.setdefault(second, []).append(v1 + "#1")

    def cast(self, vec):
        k = self.r.choice(["ext", "trunc", "index", "bitcast", "itof", "ftoi", "fext", "ftrunc"])
        ints = [w for w in INT_WIDTHS]
        if k in ("ext", "trunc"):
            a, b = sorted(self.r.sample(ints, 2))
            src, dst = (a, b) if k == "ext" else (b, a)
            op = self.r.choice(["extsi", "extui"]) if k == "ext" else "trunci"
            st, dt = self.shaped("i%d" % src, vec), self.shaped("i%d" % dst, vec)
            self.emit(dt, "arith.%s %s : %s to %s" % (op, self.value(st), st, dt))
        elif k == "index":
            w = self.r.choice(ints)
            it, xt = self.shaped("i%d" % w, vec), self.shaped("index", vec)
            op = self.r.choice(["index_cast", "index_castui"])
            if self.r.random() < 0.5:
                self.emit(xt, "arith.%s %s : %s to %s" % (op, self.value(it), it, xt))
            else:
                self.emit(it, "arith.%s %s : %s to %s" % (op, self.value(xt), xt, it))
        elif k == "bitcast":
            f = self.r.choice(list(FLOATS))
            ft, it = self.shaped(f, vec), self.shaped("i%d" % FLOATS[f], vec)
            if self.r.random() < 0.5:
                self.emit(it, "arith.bitcast %s : %s to %s" % (self.value(ft), ft, it))
            else:
                self.emit(ft, "arith.bitcast %s : %s to %s" % (self.value(it), it, ft))
        elif k in ("itof", "ftoi"):
            it = self.shaped("i%d" % self.r.choice(ints), vec)
            ft = self.float_type(vec)
            if k == "itof":
                op = self.r.choice(["sitofp", "uitofp"])
                self.emit(ft, "arith.%s %s : %s to %s" % (op, self.value(it), it, ft))
            else:
                op = self.r.choice(["fptosi", "fptoui"])
                self.emit(it, "arith.%s %s : %s to %s" % (op, self.value(ft), ft, it))
        else:
            a, b = self.r.sample(list(FLOATS), 2)
            if FLOATS[a] == FLOATS[b]:
                return
            lo, hi = (a, b) if FLOATS[a] < FLOATS[b] else (b, a)
            if k == "fext":
                st, dt, op = self.shaped(lo, vec), self.shaped(hi, vec), "extf"
            else:
                st, dt, op = self.shaped(hi, vec), self.shaped(lo, vec), "truncf"
            self.emit(dt, "arith.%s %s : %s to %s" % (op, self.value(st), st, dt))

    def math_op(self, vec):
        k = self.r.random()
        if k < 0.25:
            t = self.int_type(vec)
            self.emit(t, "math.%s %s : %s" % (self.r.choice(MATH_I_UNARY), self.value(t), t))
        elif k < 0.35:
            t = self.int_type(vec)
            self.emit(t, "math.ipowi %s, %s : %s" % (self.value(t), self.value(t), t))
        elif k < 0.45:
            t = self.float_type(vec)
            self.emit(t, "math.%s %s, %s : %s" % (self.r.choice(MATH_F_BINARY), self.value(t), self.value(t), t))
        else:
            t = self.r.choice(["f32", "f64", "f16", "bf16", "f32", "f64"])
            t = self.shaped(t, vec)
            self.emit(t, "math.%s %s : %s" % (self.r.choice(MATH_F_UNARY), self.value(t), t))

    def function(self, name):
        for _ in range(self.nops):
            self.op()
        results = [(v, t) for t, vs in self.pool.items() for v in vs if not v.startswith("%arg")]
        self.r.shuffle(results)
        results = results[: max(1, len(results) // 2)]
        args = ", ".join("%%arg%d: %s" % (i, t) for i, t in enumerate(self.args))
        rets = ", ".join(t for _, t in results)
        out = ["func.func @%s(%s) -> (%s) {" % (name, args, rets)]
        out += self.lines
        out.append("  return %s : %s" % (", ".join(v for v, _ in results), rets))
        out.append("}")
        return "\n".join(out)


def run(cmd, path):
    p = subprocess.run(cmd + [path, "-split-input-file", "-canonicalize"], capture_output=True, text=True)
    return p.stdout, p.stderr, p.returncode


def split(out):
    return [c.strip("\n") for c in out.split("\n// -----\n")]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="0:200", help="A:B, seeds A (inclusive) to B (exclusive)")
    ap.add_argument("--ops", type=int, default=12, help="random ops per function")
    ap.add_argument("--no-math", action="store_true", help="arith ops only")
    ap.add_argument("--jopt", default=os.path.join(os.path.dirname(__file__), "..", "..", "bin", "jopt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--show", type=int, default=0, help="print the first N differing cases")
    ap.add_argument("--keep", help="write the input and both outputs under this directory")
    a = ap.parse_args()
    lo, hi = (int(x) for x in a.seeds.split(":"))
    cases = []
    for seed in range(lo, hi):
        g = Gen(random.Random(seed), a.ops, not a.no_math)
        cases.append(g.function("f%d" % seed))
    text = "\n// -----\n".join(cases) + "\n"
    d = a.keep or tempfile.mkdtemp()
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "input.mlir")
    with open(path, "w") as f:
        f.write(text)
    ref, ref_err, _ = run([a.mlir_opt], path)
    got, got_err, _ = run([a.jopt], path)
    if a.keep:
        open(os.path.join(d, "mlir-opt.out"), "w").write(ref + ref_err)
        open(os.path.join(d, "jopt.out"), "w").write(got + got_err)
    rs, gs = split(ref), split(got)
    if len(rs) != len(cases) or len(gs) != len(cases):
        print("case count mismatch: input %d, mlir-opt %d, jopt %d" % (len(cases), len(rs), len(gs)))
        print(ref_err[:2000], got_err[:2000], file=sys.stderr)
    same = 0
    shown = 0
    for i in range(min(len(rs), len(gs))):
        if rs[i] == gs[i]:
            same += 1
        elif shown < a.show:
            shown += 1
            print("=== seed %d" % (lo + i))
            print(cases[i])
            sys.stdout.writelines(difflib.unified_diff(rs[i].splitlines(True), gs[i].splitlines(True), "mlir-opt", "jopt"))
            print()
    print("identical: %d of %d cases (%.1f%%)" % (same, len(cases), 100.0 * same / max(1, len(cases))))


if __name__ == "__main__":
    main()
