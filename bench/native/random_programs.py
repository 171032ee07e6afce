#!/usr/bin/env python3
"""Random-program differential test of the native path: jopt lowers, jrun runs; the reference is
mlir-opt 22 + mlir-runner 22 on the same program, pipeline and flags. Both must print the same bytes.

Each program mixes arith (integer and float), math, scf (for with iter_args, if), func calls and
printing through the runner utils (printI64, printU64, printF64, printOpen/Comma/Close/Newline,
printMemref* with --memref). Programs avoid undefined behaviour: divisors are forced odd, shift
amounts are masked, float-to-int conversions stay in range.

usage: random_programs.py [--count N] [--seed S] [--memref] [--opt O0|O1|O2|O3] [--keep DIR]
                          [--jmlir BIN] [--llvm BIN]
Exit status 0 when every program printed the same; a differing program is kept under --keep.
Needs the real tools (/usr/lib/llvm-22/bin); without them it says so and exits 0 (skipped).
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

PIPELINE = ['-convert-scf-to-cf', '-convert-math-to-llvm', '-convert-to-llvm', '-reconcile-unrealized-casts']
MEMREF_PIPELINE = ['-convert-scf-to-cf', '-convert-math-to-llvm', '-expand-strided-metadata',
                   '-finalize-memref-to-llvm', '-convert-to-llvm', '-reconcile-unrealized-casts']


class Gen:
    def __init__(self, rng, memref):
        self.rng = rng
        self.memref = memref
        self.lines = []
        self.n = 0
        self.ints = []    # names of i64 values in scope
        self.floats = []  # names of f64 values in scope
        self.indent = '  '

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, s):
        self.lines.append(self.indent + s)

    def const_int(self):
        v = self.fresh()
        c = self.rng.choice([0, 1, -1, 2, 3, 7, 42, -100, 1 << 20, (1 << 62) + 5, -(1 << 63), (1 << 63) - 1,
                             self.rng.randint(-1000, 1000)])
        self.emit('%s = arith.constant %d : i64' % (v, c))
        self.ints.append(v)
        return v

    def const_float(self):
        v = self.fresh()
        c = self.rng.choice(['0.0', '1.0', '-2.5', '0.1', '3.14159', '1.0e+10', '-1.0e-07', '123.456',
                             '%.3f' % self.rng.uniform(-100, 100)])
        self.emit('%s = arith.constant %s : f64' % (v, c))
        self.floats.append(v)
        return v

    def int_(self):
        return self.rng.choice(self.ints) if self.ints and self.rng.random() < 0.85 else self.const_int()

    def float_(self):
        return self.rng.choice(self.floats) if self.floats and self.rng.random() < 0.85 else self.const_float()

    def int_op(self):
        a, b = self.int_(), self.int_()
        v = self.fresh()
        op = self.rng.choice(['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minsi', 'maxui', 'minui',
                              'divui', 'remui', 'divsi', 'shli', 'shrui', 'shrsi', 'cmpselect'])
        if op in ('divui', 'remui', 'divsi'):
            one = self.fresh()
            odd = self.fresh()
            self.emit('%s = arith.constant 3 : i64' % one)
            # An odd divisor greater than 1 is never 0 nor -1: no division by zero, no overflow.
            self.emit('%s = arith.ori %s, %s : i64' % (odd, b, one))
            if op == 'divsi':
                pos = self.fresh()
                mask = self.fresh()
                self.emit('%s = arith.constant 65535 : i64' % mask)
                self.emit('%s = arith.andi %s, %s : i64' % (pos, odd, mask))
                odd = pos
            self.emit('%s = arith.%s %s, %s : i64' % (v, op, a, odd))
        elif op in ('shli', 'shrui', 'shrsi'):
            m = self.fresh()
            amt = self.fresh()
            self.emit('%s = arith.constant 63 : i64' % m)
            self.emit('%s = arith.andi %s, %s : i64' % (amt, b, m))
            self.emit('%s = arith.%s %s, %s : i64' % (v, op, a, amt))
        elif op == 'cmpselect':
            c = self.fresh()
            pred = self.rng.choice(['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'])
            self.emit('%s = arith.cmpi %s, %s, %s : i64' % (c, pred, a, b))
            self.emit('%s = arith.select %s, %s, %s : i64' % (v, c, a, b))
        else:
            self.emit('%s = arith.%s %s, %s : i64' % (v, op, a, b))
        self.ints.append(v)
        return v

    def float_op(self):
        a, b = self.float_(), self.float_()
        v = self.fresh()
        op = self.rng.choice(['addf', 'subf', 'mulf', 'divf', 'maximumf', 'minimumf', 'sqrt', 'absf', 'sitofp',
                              'floor', 'ceil', 'fma', 'negf'])
        if op == 'sqrt':
            t = self.fresh()
            self.emit('%s = math.absf %s : f64' % (t, a))
            self.emit('%s = math.sqrt %s : f64' % (v, t))
        elif op in ('absf', 'floor', 'ceil'):
            self.emit('%s = math.%s %s : f64' % (v, op, a))
        elif op == 'negf':
            self.emit('%s = arith.negf %s : f64' % (v, a))
        elif op == 'fma':
            self.emit('%s = math.fma %s, %s, %s : f64' % (v, a, b, self.float_()))
        elif op == 'sitofp':
            self.emit('%s = arith.sitofp %s : i64 to f64' % (v, self.int_()))
        else:
            self.emit('%s = arith.%s %s, %s : f64' % (v, op, a, b))
        self.floats.append(v)
        return v

    def print_values(self):
        self.emit('call @printOpen() : () -> ()')
        for k in range(self.rng.randint(1, 3)):
            if k:
                self.emit('call @printComma() : () -> ()')
            if self.rng.random() < 0.6 or not self.floats:
                fn = self.rng.choice(['printI64', 'printU64'])
                self.emit('call @%s(%s) : (i64) -> ()' % (fn, self.int_()))
            else:
                self.emit('call @printF64(%s) : (f64) -> ()' % self.float_())
        self.emit('call @printClose() : () -> ()')
        self.emit('call @printNewline() : () -> ()')

    def loop(self):
        n = self.rng.randint(0, 12)
        lo, hi, st, init = self.fresh(), self.fresh(), self.fresh(), self.int_()
        self.emit('%s = arith.constant 0 : index' % lo)
        self.emit('%s = arith.constant %d : index' % (hi, n))
        self.emit('%s = arith.constant 1 : index' % st)
        res, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (i64) {' % (res, iv, lo, hi, st, acc, init))
        saved = (list(self.ints), list(self.floats), self.indent)
        self.indent += '  '
        ii = self.fresh()
        self.emit('%s = arith.index_cast %s : index to i64' % (ii, iv))
        self.ints += [ii, acc]
        for _ in range(self.rng.randint(1, 4)):
            self.int_op()
        out = self.fresh()
        self.emit('%s = arith.addi %s, %s : i64' % (out, self.ints[-1], acc))
        self.emit('scf.yield %s : i64' % out)
        self.ints, self.floats, self.indent = saved
        self.emit('}')
        self.ints.append(res)

    def if_(self):
        c = self.fresh()
        a, b = self.int_(), self.int_()
        self.emit('%s = arith.cmpi slt, %s, %s : i64' % (c, a, b))
        res = self.fresh()
        self.emit('%s = scf.if %s -> (i64) {' % (res, c))
        saved = (list(self.ints), list(self.floats), self.indent)
        self.indent += '  '
        self.emit('scf.yield %s : i64' % self.int_op())
        self.ints, self.floats, self.indent = list(saved[0]), list(saved[1]), saved[2]
        self.emit('} else {')
        self.indent += '  '
        self.emit('scf.yield %s : i64' % self.int_op())
        self.ints, self.floats, self.indent = saved
        self.emit('}')
        self.ints.append(res)

    def memref_block(self):
        n = self.rng.randint(1, 6)
        m = self.fresh()
        self.emit('%s = memref.alloc() : memref<%dxi64>' % (m, n))
        for i in range(n):
            idx = self.fresh()
            self.emit('%s = arith.constant %d : index' % (idx, i))
            self.emit('memref.store %s, %s[%s] : memref<%dxi64>' % (self.int_(), m, idx, n))
        u = self.fresh()
        self.emit('%s = memref.cast %s : memref<%dxi64> to memref<*xi64>' % (u, m, n))
        self.emit('call @printMemrefI64(%s) : (memref<*xi64>) -> ()' % u)
        self.emit('memref.dealloc %s : memref<%dxi64>' % (m, n))

    def program(self):
        header = [
            'func.func private @printI64(i64)',
            'func.func private @printU64(i64)',
            'func.func private @printF64(f64)',
            'func.func private @printOpen()',
            'func.func private @printClose()',
            'func.func private @printComma()',
            'func.func private @printNewline()',
        ]
        if self.memref:
            header.append('func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }')
        # A helper function called from main.
        self.lines = []
        self.ints, self.floats = ['%a', '%b'], []
        for _ in range(self.rng.randint(1, 5)):
            self.int_op()
        helper = ['func.func @helper(%a: i64, %b: i64) -> i64 {'] + self.lines + ['  return %s : i64' % self.ints[-1], '}']
        self.lines = []
        self.ints, self.floats = [], []
        for _ in range(self.rng.randint(3, 12)):
            r = self.rng.random()
            if r < 0.35:
                self.int_op()
            elif r < 0.55:
                self.float_op()
            elif r < 0.65:
                self.loop()
            elif r < 0.72:
                self.if_()
            elif r < 0.8:
                v = self.fresh()
                self.emit('%s = func.call @helper(%s, %s) : (i64, i64) -> i64' % (v, self.int_(), self.int_()))
                self.ints.append(v)
            elif r < 0.88 and self.memref:
                self.memref_block()
            else:
                self.print_values()
        self.print_values()
        main = ['func.func @main() {'] + self.lines + ['  return', '}']
        return '\n'.join(header + helper + main) + '\n'


def run(cmd, stdin):
    p = subprocess.run(cmd, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--count', type=int, default=50)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--memref', action='store_true')
    ap.add_argument('--opt', default='O2', choices=['O0', 'O1', 'O2', 'O3'])
    ap.add_argument('--keep', default=os.path.join(tempfile.gettempdir(), 'jmlir-random-programs'))
    ap.add_argument('--jmlir', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'bin'))
    ap.add_argument('--llvm', default='/usr/lib/llvm-22/bin')
    a = ap.parse_args()
    ref_opt, ref_run = os.path.join(a.llvm, 'mlir-opt'), os.path.join(a.llvm, 'mlir-runner')
    if not (os.access(ref_opt, os.X_OK) and os.access(ref_run, os.X_OK)):
        print('skipped: mlir-opt / mlir-runner 22 not found under %s' % a.llvm)
        return 0
    libs = [l for l in ('/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1',
                        '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1') if os.path.exists(l)]
    shared = '--shared-libs=' + ','.join(libs or ['libmlir_runner_utils.so', 'libmlir_c_runner_utils.so'])
    pipeline = MEMREF_PIPELINE if a.memref else PIPELINE
    run_flags = ['-e', 'main', '--entry-point-result=void', '-' + a.opt, shared]
    same = differ = 0
    os.makedirs(a.keep, exist_ok=True)
    for i in range(a.count):
        text = Gen(random.Random(a.seed * 100003 + i), a.memref).program().encode()
        rc1, low1, err1 = run([ref_opt] + pipeline, text)
        rc2, low2, err2 = run([os.path.join(a.jmlir, 'jopt')] + pipeline, text)
        if rc1 != 0:
            print('program %d: mlir-opt rejects it (generator bug): %s' % (i, err1.decode()[:200]))
            differ += 1
            continue
        out1 = run([ref_run] + run_flags, low1)
        out2 = run([os.path.join(a.jmlir, 'jrun')] + run_flags, low2) if rc2 == 0 else (rc2, b'', err2)
        # Memref base addresses differ from run to run.
        norm = lambda b: __import__('re').sub(rb'base@ = 0x[0-9a-f]+', b'base@ = X', b)
        if out1[0] == out2[0] and norm(out1[1]) == norm(out2[1]):
            same += 1
        else:
            differ += 1
            path = os.path.join(a.keep, 'program-%d.mlir' % i)
            with open(path, 'wb') as f:
                f.write(text)
            print('program %d differs (kept %s): exit %d vs %d' % (i, path, out1[0], out2[0]))
            if out2[2]:
                print('  ours: ' + out2[2].decode(errors='replace').strip().splitlines()[0][:300])
    print('%d passed, %d failed' % (same, differ))
    return 0 if differ == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
