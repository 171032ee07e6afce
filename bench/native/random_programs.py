#!/usr/bin/env python3
"""Random-program differential test of the native path: jopt lowers, jrun runs; the reference is
mlir-opt 22 + mlir-runner 22 on the same program, pipeline and flags. Both must print the same bytes.

Each program mixes arith (integer and float), math, scf (for with iter_args, if), func calls and
printing through the runner utils (printI64, printU64, printF64, printOpen/Comma/Close/Newline,
printMemref* with --memref). Programs avoid undefined behaviour: divisors are forced odd, shift
amounts are masked, float-to-int conversions stay in range.

With --vector the programs work on small vectors instead (elementwise arith/math, compare/select,
broadcast, extract/insert, shuffle, strided slices, transpose, shape_cast, reductions, vector loops),
lowered through -convert-vector-to-llvm and printed with vector.print.

usage: random_programs.py [--count N] [--seed S] [--memref | --vector] [--opt O0|O1|O2|O3] [--keep DIR]
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


class Emitter:
    """Numbered SSA names and indented lines, shared by the generators."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.n = 0
        self.indent = '  '

    def fresh(self):
        self.n += 1
        return '%%v%d' % self.n

    def emit(self, s):
        self.lines.append(self.indent + s)


class Gen(Emitter):
    def __init__(self, rng, memref):
        super().__init__(rng)
        self.memref = memref
        self.ints = []    # names of i64 values in scope
        self.floats = []  # names of f64 values in scope

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


VECTOR_PIPELINE = ['-convert-vector-to-scf', '-lower-vector-multi-reduction', '-convert-scf-to-cf',
                   '-convert-vector-to-llvm', '-convert-math-to-llvm', '-convert-to-llvm',
                   '-reconcile-unrealized-casts']


class VecGen(Emitter):
    """Programs on small vectors (vector<4xi32>, vector<8xi32>, vector<4xf32>, vector<2x4xi32>):
    elementwise arith and math, compare/select, broadcast, extract/insert, shuffle, strided slices,
    transpose, shape_cast, from_elements, fma, reductions (1-D, multi_reduction over 2-D), vector
    loops through scf.for iter_args, printed with vector.print."""

    INT_OPS = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minsi', 'maxui', 'minui']
    FLOAT_OPS = ['addf', 'subf', 'mulf', 'maximumf', 'minimumf']

    def __init__(self, rng):
        super().__init__(rng)
        self.vals = {}  # type -> list of names

    def add(self, t, v):
        self.vals.setdefault(t, []).append(v)
        return v

    @staticmethod
    def elem(t):
        return t.split('x')[-1].rstrip('>')

    @staticmethod
    def shape(t):
        return [int(d) for d in t[len('vector<'):].split('x')[:-1]]

    def int_lit(self):
        return self.rng.choice([0, 1, -1, 2, 3, 7, 42, -100, 1 << 20, 2147483647, -2147483648,
                                self.rng.randint(-1000, 1000)])

    def float_lit(self):
        return self.rng.choice(['0.0', '1.0', '-2.5', '0.1', '3.14159', '1.0e+10', '-1.0e-07', '123.456',
                                '%.3f' % self.rng.uniform(-100, 100)])

    def const(self, t):
        v = self.fresh()
        e = self.elem(t)
        n = 1
        for d in self.shape(t):
            n *= d
        lits = [str(self.int_lit()) if e == 'i32' else self.float_lit() for _ in range(n)]
        if len(self.shape(t)) == 2:
            r, c = self.shape(t)
            body = '[' + ', '.join('[' + ', '.join(lits[i * c:(i + 1) * c]) + ']' for i in range(r)) + ']'
        else:
            body = '[' + ', '.join(lits) + ']'
        self.emit('%s = arith.constant dense<%s> : %s' % (v, body, t))
        return self.add(t, v)

    def scalar(self, e):
        t = e
        if self.vals.get(t) and self.rng.random() < 0.7:
            return self.rng.choice(self.vals[t])
        v = self.fresh()
        self.emit('%s = arith.constant %s : %s' % (v, self.int_lit() if e == 'i32' else self.float_lit(), e))
        return self.add(t, v)

    def get(self, t):
        if self.vals.get(t) and self.rng.random() < 0.8:
            return self.rng.choice(self.vals[t])
        if self.rng.random() < 0.3:
            v = self.fresh()
            self.emit('%s = vector.broadcast %s : %s to %s' % (v, self.scalar(self.elem(t)), self.elem(t), t))
            return self.add(t, v)
        return self.const(t)

    def elementwise(self, t):
        a, b = self.get(t), self.get(t)
        v = self.fresh()
        if self.elem(t) == 'i32':
            r = self.rng.random()
            if r < 0.15:
                c = self.fresh()
                pred = self.rng.choice(['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'])
                mask = t.replace('i32', 'i1')
                self.emit('%s = arith.cmpi %s, %s, %s : %s' % (c, pred, a, b, t))
                self.emit('%s = arith.select %s, %s, %s : %s, %s' % (v, c, a, b, mask, t))
            elif r < 0.22:
                self.emit('%s = math.absi %s : %s' % (v, a, t))
            else:
                self.emit('%s = arith.%s %s, %s : %s' % (v, self.rng.choice(self.INT_OPS), a, b, t))
        else:
            r = self.rng.random()
            if r < 0.12:
                c = self.fresh()
                pred = self.rng.choice(['oeq', 'one', 'olt', 'ole', 'ogt', 'oge', 'ult', 'une'])
                self.emit('%s = arith.cmpf %s, %s, %s : %s' % (c, pred, a, b, t))
                self.emit('%s = arith.select %s, %s, %s : %s, %s' % (v, c, a, b, t.replace('f32', 'i1'), t))
            elif r < 0.2:
                self.emit('%s = vector.fma %s, %s, %s : %s' % (v, a, b, self.get(t), t))
            elif r < 0.27:
                ab = self.fresh()
                self.emit('%s = math.absf %s : %s' % (ab, a, t))
                self.emit('%s = math.sqrt %s : %s' % (v, ab, t))
            elif r < 0.32:
                self.emit('%s = math.%s %s : %s' % (v, self.rng.choice(['floor', 'ceil', 'absf']), a, t))
            elif r < 0.37:
                self.emit('%s = arith.negf %s : %s' % (v, a, t))
            else:
                self.emit('%s = arith.%s %s, %s : %s' % (v, self.rng.choice(self.FLOAT_OPS), a, b, t))
        return self.add(t, v)

    def reduction(self, t):
        a = self.get(t)
        v = self.fresh()
        if self.elem(t) == 'i32':
            kind = self.rng.choice(['add', 'mul', 'minsi', 'maxsi', 'minui', 'maxui', 'and', 'or', 'xor'])
        else:
            kind = self.rng.choice(['add', 'mul', 'maximumf', 'minimumf'])
        if self.rng.random() < 0.3:
            self.emit('%s = vector.reduction <%s>, %s, %s : %s into %s' % (v, kind, a, self.scalar(self.elem(t)), t, self.elem(t)))
        else:
            self.emit('%s = vector.reduction <%s>, %s : %s into %s' % (v, kind, a, t, self.elem(t)))
        return self.add(self.elem(t), v)

    def shuffle(self, t):
        a, b = self.get(t), self.get(t)
        n = self.shape(t)[0]
        m = self.rng.choice([2, 4, 8])
        idx = [self.rng.randrange(2 * n) for _ in range(m)]
        v = self.fresh()
        rt = 'vector<%dx%s>' % (m, self.elem(t))
        self.emit('%s = vector.shuffle %s, %s [%s] : %s, %s' % (v, a, b, ', '.join(map(str, idx)), t, t))
        return self.add(rt, v)

    def extract_insert(self, t):
        a = self.get(t)
        n = self.shape(t)[0]
        e = self.elem(t)
        x = self.fresh()
        self.emit('%s = vector.extract %s[%d] : %s from %s' % (x, a, self.rng.randrange(n), e, t))
        self.add(e, x)
        v = self.fresh()
        self.emit('%s = vector.insert %s, %s [%d] : %s into %s' % (v, self.scalar(e), a, self.rng.randrange(n), e, t))
        return self.add(t, v)

    def from_elements(self, t):
        e = self.elem(t)
        v = self.fresh()
        elems = [self.scalar(e) for _ in range(self.shape(t)[0])]
        self.emit('%s = vector.from_elements %s : %s' % (v, ', '.join(elems), t))
        return self.add(t, v)

    def strided(self):
        a = self.get('vector<8xi32>')
        off = self.rng.randrange(5)
        v = self.fresh()
        self.emit('%s = vector.extract_strided_slice %s {offsets = [%d], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>'
                  % (v, a, off))
        self.add('vector<4xi32>', v)
        w = self.fresh()
        self.emit('%s = vector.insert_strided_slice %s, %s {offsets = [%d], strides = [1]} : vector<4xi32> into vector<8xi32>'
                  % (w, self.get('vector<4xi32>'), self.get('vector<8xi32>'), self.rng.randrange(5)))
        return self.add('vector<8xi32>', w)

    def two_d(self):
        t2 = 'vector<2x4xi32>'
        r = self.rng.random()
        v = self.fresh()
        if r < 0.25:
            a = self.get(t2)
            tt = 'vector<4x2xi32>'
            self.emit('%s = vector.transpose %s, [1, 0] : %s to %s' % (v, a, t2, tt))
            self.add(tt, v)
            w = self.fresh()
            self.emit('%s = vector.shape_cast %s : %s to vector<8xi32>' % (w, v, tt))
            return self.add('vector<8xi32>', w)
        if r < 0.45:
            self.emit('%s = vector.shape_cast %s : vector<8xi32> to %s' % (v, self.get('vector<8xi32>'), t2))
            return self.add(t2, v)
        if r < 0.6:
            self.emit('%s = vector.broadcast %s : vector<4xi32> to %s' % (v, self.get('vector<4xi32>'), t2))
            return self.add(t2, v)
        if r < 0.75:
            kind = self.rng.choice(['add', 'mul', 'minsi', 'maxsi', 'and', 'or', 'xor'])
            dim = self.rng.choice([0, 1])
            rt = 'vector<4xi32>' if dim == 0 else 'vector<2xi32>'
            self.emit('%s = vector.multi_reduction <%s>, %s, %s [%d] : %s to %s'
                      % (v, kind, self.get(t2), self.get(rt), dim, t2, rt))
            return self.add(rt, v)
        if r < 0.85:
            self.emit('%s = vector.extract %s[%d] : vector<4xi32> from %s' % (v, self.get(t2), self.rng.randrange(2), t2))
            return self.add('vector<4xi32>', v)
        return self.elementwise(t2)

    def loop(self):
        t = self.rng.choice(['vector<4xi32>', 'vector<4xf32>'])
        lo, hi, st = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = arith.constant 0 : index' % lo)
        self.emit('%s = arith.constant %d : index' % (hi, self.rng.randint(0, 6)))
        self.emit('%s = arith.constant 1 : index' % st)
        init = self.get(t)
        res, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {' % (res, iv, lo, hi, st, acc, init, t))
        saved = ({k: list(v) for k, v in self.vals.items()}, self.indent)
        self.indent += '  '
        self.add(t, acc)
        out = acc
        for _ in range(self.rng.randint(1, 3)):
            out = self.elementwise(t)
        self.emit('scf.yield %s : %s' % (out, t))
        self.vals, self.indent = saved
        self.emit('}')
        self.add(t, res)

    def print_(self):
        kinds = [k for k in self.vals if self.vals[k]]
        t = self.rng.choice(kinds)
        self.emit('vector.print %s : %s' % (self.rng.choice(self.vals[t]), t))

    def program(self):
        steps = [
            (0.25, lambda: self.elementwise(self.rng.choice(['vector<4xi32>', 'vector<8xi32>', 'vector<4xf32>']))),
            (0.1, lambda: self.reduction(self.rng.choice(['vector<4xi32>', 'vector<8xi32>', 'vector<4xf32>']))),
            (0.08, lambda: self.shuffle(self.rng.choice(['vector<4xi32>', 'vector<4xf32>']))),
            (0.08, lambda: self.extract_insert(self.rng.choice(['vector<4xi32>', 'vector<8xi32>', 'vector<4xf32>']))),
            (0.05, lambda: self.from_elements(self.rng.choice(['vector<4xi32>', 'vector<4xf32>']))),
            (0.07, self.strided),
            (0.15, self.two_d),
            (0.07, self.loop),
            (0.15, self.print_),
        ]
        self.const('vector<4xi32>')
        for _ in range(self.rng.randint(4, 16)):
            r = self.rng.random() * sum(w for w, _ in steps)
            for w, f in steps:
                if r < w:
                    f()
                    break
                r -= w
        for _ in range(2):
            self.print_()
        return '\n'.join(['func.func @main() {'] + self.lines + ['  return', '}']) + '\n'


def run(cmd, stdin):
    p = subprocess.run(cmd, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--count', type=int, default=50)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--memref', action='store_true')
    ap.add_argument('--vector', action='store_true', help='vector programs, lowered through -convert-vector-to-llvm')
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
    pipeline = VECTOR_PIPELINE if a.vector else MEMREF_PIPELINE if a.memref else PIPELINE
    run_flags = ['-e', 'main', '--entry-point-result=void', '-' + a.opt, shared]
    same = differ = 0
    os.makedirs(a.keep, exist_ok=True)
    for i in range(a.count):
        rng = random.Random(a.seed * 100003 + i)
        text = (VecGen(rng) if a.vector else Gen(rng, a.memref)).program().encode()
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
