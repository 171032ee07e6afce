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

usage: random_programs.py [--count N] [--seed S] [--memref | --vector | --wide] [--opt O0|O1|O2|O3] [--keep DIR] [--batch N]
                          [--jmlir BIN] [--llvm BIN]
--batch N runs N programs as one module (each renamed apart, called in order by one @main): each tool
starts once per batch instead of once per program; a batch that differs is rerun program by program.
Exit status 0 when every program printed the same; a differing program is kept under --keep.
Needs the real tools (/usr/lib/llvm-22/bin); without them it says so and exits 0 (skipped).
"""
import argparse
import os
import random
import re
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

    def open_for(self, n, t, init):
        """Emits `scf.for` from 0 to n step 1 carrying init (type t); returns (result, iv, carried)."""
        lo, hi, st = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = arith.constant 0 : index' % lo)
        self.emit('%s = arith.constant %d : index' % (hi, n))
        self.emit('%s = arith.constant 1 : index' % st)
        res, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {' % (res, iv, lo, hi, st, acc, init, t))
        return res, iv, acc


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
        n = self.rng.randint(0, 6)
        res, iv, acc = self.open_for(n, t, self.get(t))
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


# -convert-vector-to-scf first: mlir-opt 22's -convert-vector-to-llvm leaves vector.print of a vector
# computed by arith ops (vector_op) as it is; -convert-vector-to-scf prints it element by element.
WIDE_PIPELINE = ['-convert-vector-to-scf', '-convert-scf-to-cf', '-convert-math-to-llvm', '-convert-math-to-libm', '-expand-strided-metadata',
                 '-lower-affine', '-finalize-memref-to-llvm', '-convert-func-to-llvm', '-convert-vector-to-llvm',
                 '-convert-to-llvm',
                 '-reconcile-unrealized-casts']

# Element types of the memrefs a --wide program prints, with the runner utils' printer suffix.
MEMREF_ELEMS = [('i64', 'I64'), ('i32', 'I32'), ('i16', 'I16'), ('i8', 'I8'), ('index', 'Ind'), ('f64', 'F64'),
                ('f32', 'F32'), ('f16', 'F16'), ('bf16', 'BF16')]


class WideGen(Emitter):
    """Scalar programs over many element types (i1, i8, i16, i32, i64, index, f16, bf16, f32, f64):
    casts between them, math functions (libm ones through -convert-math-to-libm, inputs kept in their
    domains), integer bit counts, scf.for / scf.while / nested scf.if, calls with several results,
    2-D memrefs of every printable element type filled in loops, subviews (strided layouts), memref.cast
    to dynamic and unranked shapes, memref.copy, loads through subviews, printing with printMemref<E>,
    printI64/printU64/printF32/printF64 and vector.print of scalars and small vectors of each type."""

    INTS = ['i64', 'i32', 'i16', 'i8']
    FLOATS = ['f64', 'f32']
    UNARY_MATH = ['exp', 'exp2', 'expm1', 'tanh', 'atan', 'erf', 'cbrt', 'sin', 'cos', 'round', 'roundeven',
                  'trunc', 'floor', 'ceil', 'absf', 'log1p', 'log', 'log2', 'log10', 'rsqrt', 'sqrt', 'sinh',
                  'cosh', 'asinh', 'tan', 'erfc']

    def __init__(self, rng):
        super().__init__(rng)
        self.vals = {}
        self.funcs = []  # helper function texts

    def add(self, t, v):
        self.vals.setdefault(t, []).append(v)
        return v

    def lit(self, t):
        r = self.rng
        if t == 'i1':
            return r.choice(['true', 'false'])
        if t in ('i64', 'index'):
            return str(r.choice([0, 1, -1, 2, 7, 42, -100, 1 << 20, (1 << 62) + 5, -(1 << 63), (1 << 63) - 1,
                                 r.randint(-1000, 1000)] if t == 'i64' else [0, 1, 2, 5, 17, -3, 1000, r.randint(-50, 50)]))
        if t in ('i32', 'i16', 'i8'):
            bits = int(t[1:])
            return str(r.choice([0, 1, -1, 3, (1 << (bits - 1)) - 1, -(1 << (bits - 1)), r.randint(-100, 100)]))
        return r.choice(['0.0', '1.0', '-2.5', '0.1', '3.14159', '-1.0e-07', '123.456', '0.333',
                         '%.3f' % r.uniform(-100, 100)] + (['1.0e+10', '-4.5e+20'] if t in ('f64', 'f32') else []))

    def const(self, t):
        v = self.fresh()
        if t == 'i1':
            self.emit('%s = arith.constant %s' % (v, self.lit(t)))
        else:
            self.emit('%s = arith.constant %s : %s' % (v, self.lit(t), t))
        return self.add(t, v)

    def get(self, t):
        if self.vals.get(t) and self.rng.random() < 0.8:
            return self.rng.choice(self.vals[t])
        if t in ('i1', 'index', 'f16', 'bf16', 'i8', 'i16', 'i32', 'f32') and self.rng.random() < 0.5:
            return self.cast_to(t)
        return self.const(t)

    def cast_to(self, t):
        """A value of type t made from one of another type."""
        v = self.fresh()
        r = self.rng.random()
        if t == 'i1':
            a, b = self.get('i64'), self.get('i64')
            self.emit('%s = arith.cmpi %s, %s, %s : i64' % (v, self.rng.choice(['eq', 'ne', 'slt', 'ugt', 'sge']), a, b))
        elif t == 'index':
            self.emit('%s = arith.index_cast %s : i64 to index' % (v, self.get('i64')))
        elif t in ('i32', 'i16', 'i8'):
            if r < 0.5:
                self.emit('%s = arith.trunci %s : i64 to %s' % (v, self.get('i64'), t))
            else:
                self.emit('%s = arith.extui %s : i1 to %s' % (v, self.get('i1'), t))
        elif t in ('f16', 'bf16'):
            src = self.rng.choice(['f32', 'f64'])
            self.emit('%s = arith.truncf %s : %s to %s' % (v, self.get(src), src, t))
        elif t == 'f32':
            if r < 0.5:
                self.emit('%s = arith.truncf %s : f64 to f32' % (v, self.get('f64')))
            else:
                self.emit('%s = arith.sitofp %s : i32 to f32' % (v, self.get('i32')))
        else:
            raise ValueError(t)
        return self.add(t, v)

    def widen(self):
        """Casts to wider types: extsi / extui / extf / uitofp / index_cast back."""
        r = self.rng.random()
        v = self.fresh()
        if r < 0.3:
            src = self.rng.choice(['i32', 'i16', 'i8', 'i1'])
            op = self.rng.choice(['extsi', 'extui'])
            self.emit('%s = arith.%s %s : %s to i64' % (v, op, self.get(src), src))
            return self.add('i64', v)
        if r < 0.55:
            src = self.rng.choice(['f16', 'bf16', 'f32'])
            self.emit('%s = arith.extf %s : %s to f64' % (v, self.get(src), src))
            return self.add('f64', v)
        if r < 0.7:
            src = self.rng.choice(['i32', 'i16', 'i8'])
            self.emit('%s = arith.uitofp %s : %s to f64' % (v, self.get(src), src))
            return self.add('f64', v)
        if r < 0.85:
            self.emit('%s = arith.index_castui %s : index to i64' % (v, self.get('index')))
            return self.add('i64', v)
        # A float to integer conversion of a value kept in range: sin(x) * 1000.
        m = self.shaped(self.get('f64'), 'f64', 'sin', 'mulf', '1000.0')
        self.emit('%s = arith.fptosi %s : f64 to i32' % (v, m))
        return self.add('i32', v)

    def int_op(self, t=None):
        t = t or self.rng.choice(self.INTS + ['index'])
        a, b = self.get(t), self.get(t)
        v = self.fresh()
        ops = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minsi', 'maxui', 'minui', 'ctlz', 'cttz',
               'ctpop', 'absi', 'divui', 'remsi', 'ceildivsi', 'floordivsi', 'shrsi']
        if t == 'index':
            ops = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minui', 'divui', 'remsi', 'ceildivsi',
                   'floordivsi']
        op = self.rng.choice(ops)
        if op in ('ctlz', 'cttz', 'ctpop', 'absi'):
            self.emit('%s = math.%s %s : %s' % (v, op, a, t))
        elif op in ('divui', 'remsi', 'ceildivsi', 'floordivsi'):
            # A positive odd divisor (below 128): no division by zero, no signed overflow.
            c, m, o, d = self.fresh(), self.fresh(), self.fresh(), self.fresh()
            self.emit('%s = arith.constant 126 : %s' % (c, t))
            self.emit('%s = arith.andi %s, %s : %s' % (m, b, c, t))
            self.emit('%s = arith.constant 1 : %s' % (o, t))
            self.emit('%s = arith.ori %s, %s : %s' % (d, m, o, t))
            self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, d, t))
        elif op == 'shrsi':
            bits = int(t[1:])
            c, m = self.fresh(), self.fresh()
            self.emit('%s = arith.constant %d : %s' % (c, bits - 1, t))
            self.emit('%s = arith.andi %s, %s : %s' % (m, b, c, t))
            self.emit('%s = arith.shrsi %s, %s : %s' % (v, a, m, t))
        else:
            self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, b, t))
        return self.add(t, v)

    def float_op(self, t=None):
        t = t or self.rng.choice(self.FLOATS)
        a, b = self.get(t), self.get(t)
        v = self.fresh()
        r = self.rng.random()
        if r < 0.3:
            self.emit('%s = arith.%s %s, %s : %s' % (v, self.rng.choice(['addf', 'subf', 'mulf', 'divf', 'maximumf',
                                                                         'minimumf', 'maxnumf', 'minnumf']), a, b, t))
            return self.add(t, v)
        if r < 0.4:
            self.emit('%s = math.%s %s, %s : %s' % (v, self.rng.choice(['copysign', 'atan2']), a, b, t))
            return self.add(t, v)
        if r < 0.5:
            # powf on a positive base, exponent in [-3, 3].
            base = self.shaped(a, t, 'absf', 'addf', '0.5')
            e = self.shaped(b, t, 'sin', 'mulf', '3.0')
            self.emit('%s = math.powf %s, %s : %s' % (v, base, e, t))
            return self.add(t, v)
        if r < 0.55:
            # math.fpowi with a small exponent.
            e = self.fresh()
            self.emit('%s = arith.constant %d : i32' % (e, self.rng.randint(-3, 5)))
            self.emit('%s = math.fpowi %s, %s : %s, i32' % (v, a, e, t))
            return self.add(t, v)
        fn = self.rng.choice(self.UNARY_MATH)
        x = a
        if fn in ('exp', 'exp2', 'expm1', 'sinh', 'cosh', 'tan'):
            x = self.shaped(a, t, 'sin', 'mulf', '4.0')  # bounded input: sin(a) * 4
        elif fn in ('log1p', 'log', 'log2', 'log10', 'rsqrt', 'sqrt'):
            x = self.shaped(a, t, 'absf', 'addf', '0.25')  # positive input: |a| + 0.25
        self.emit('%s = math.%s %s : %s' % (v, fn, x, t))
        return self.add(t, v)

    def half_op(self):
        """Arithmetic on f16 / bf16 (LLVM promotes it to f32 and rounds back on this host): arith
        binary ops, negf, and the math functions LLVM has an intrinsic for."""
        t = self.rng.choice(['f16', 'bf16'])
        a, b = self.get(t), self.get(t)
        v = self.fresh()
        r = self.rng.random()
        if r < 0.6:
            op = self.rng.choice(['addf', 'subf', 'mulf', 'divf', 'maximumf', 'minimumf', 'maxnumf', 'minnumf'])
            self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, b, t))
        elif r < 0.7:
            self.emit('%s = arith.negf %s : %s' % (v, a, t))
        elif r < 0.8:
            self.emit('%s = math.fma %s, %s, %s : %s' % (v, a, b, self.get(t), t))
        else:
            fn = self.rng.choice(['absf', 'floor', 'ceil', 'sqrt', 'trunc', 'roundeven'])
            x = self.shaped(a, t, 'absf', 'addf', '0.25') if fn == 'sqrt' else a
            self.emit('%s = math.%s %s : %s' % (v, fn, x, t))
        return self.add(t, v)

    def edge_int_op(self):
        """Integer division and remainder with negative and large divisors (never 0, never -1 with a
        signed op), on operands that include the type's extremes; wrapping add/sub/mul on them;
        the extended multiplications and additions."""
        t = self.rng.choice(self.INTS)
        bits = int(t[1:])
        a = self.get(t) if self.rng.random() < 0.5 else self.edge_const(t)
        b = self.get(t)
        v = self.fresh()
        r = self.rng.random()
        if r < 0.55:
            op = self.rng.choice(['divsi', 'remsi', 'ceildivsi', 'floordivsi', 'divui', 'remui', 'ceildivui'])
            # |b| masked to [2, 2^(bits-2)], made even so it is at least 2: then negated (signed ops
            # only) or made large (unsigned ops) by a choice of the generator.
            m, c, o, d = self.fresh(), self.fresh(), self.fresh(), self.fresh()
            self.emit('%s = arith.constant %d : %s' % (c, (1 << (bits - 2)) - 2, t))
            self.emit('%s = arith.andi %s, %s : %s' % (m, b, c, t))
            self.emit('%s = arith.constant 2 : %s' % (o, t))
            self.emit('%s = arith.ori %s, %s : %s' % (d, m, o, t))
            if op in ('divsi', 'remsi', 'ceildivsi', 'floordivsi') and self.rng.random() < 0.5:
                z, n = self.fresh(), self.fresh()
                self.emit('%s = arith.constant 0 : %s' % (z, t))
                self.emit('%s = arith.subi %s, %s : %s' % (n, z, d, t))
                d = n
            elif op in ('divui', 'remui', 'ceildivui') and self.rng.random() < 0.5:
                h, n = self.fresh(), self.fresh()
                self.emit('%s = arith.constant %d : %s' % (h, -(1 << (bits - 1)), t))
                self.emit('%s = arith.ori %s, %s : %s' % (n, d, h, t))
                d = n
            self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, d, t))
            return self.add(t, v)
        if r < 0.8:
            op = self.rng.choice(['addi', 'subi', 'muli'])
            self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, self.edge_const(t), t))
            return self.add(t, v)
        op = self.rng.choice(['mulsi_extended', 'mului_extended', 'addui_extended'])
        if op == 'addui_extended':
            self.emit('%s:2 = arith.addui_extended %s, %s : %s, i1' % (v, a, b, t))
            self.add('i1', v + '#1')
        else:
            self.emit('%s:2 = arith.%s %s, %s : %s' % (v, op, a, b, t))
            self.add(t, v + '#1')
        return self.add(t, v + '#0')

    def edge_const(self, t):
        bits = int(t[1:])
        v = self.fresh()
        c = self.rng.choice([-(1 << (bits - 1)), (1 << (bits - 1)) - 1, -1, 1 << (bits // 2), -(1 << (bits - 1)) + 1])
        self.emit('%s = arith.constant %d : %s' % (v, c, t))
        return self.add(t, v)

    def index_cast(self):
        """index_cast / index_castui between index and the narrow integer types (sign extension,
        zero extension, truncation both ways)."""
        t = self.rng.choice(['i32', 'i16', 'i8', 'i1'])
        v = self.fresh()
        if self.rng.random() < 0.5:
            op = self.rng.choice(['index_cast', 'index_castui'])
            self.emit('%s = arith.%s %s : %s to index' % (v, op, self.get(t), t))
            return self.add('index', v)
        op = self.rng.choice(['index_cast', 'index_castui'])
        self.emit('%s = arith.%s %s : index to %s' % (v, op, self.get('index'), t))
        return self.add(t, v)

    def vector_op(self):
        """Small vectors of every element type: elementwise arithmetic, a reduction, and both
        printed with vector.print (the runner utils' printers, with punctuation)."""
        t = self.rng.choice(['i64', 'i32', 'i16', 'i8', 'f64', 'f32', 'f16', 'bf16', 'index'])
        n = self.rng.randint(1, 8)
        vt = 'vector<%dx%s>' % (n, t)
        a, b = self.fresh(), self.fresh()
        self.emit('%s = vector.from_elements %s : %s' % (a, ', '.join(self.get(t) for _ in range(n)), vt))
        if self.rng.random() < 0.5:
            self.emit('%s = vector.broadcast %s : %s to %s' % (b, self.get(t), t, vt))
        else:
            self.emit('%s = vector.from_elements %s : %s' % (b, ', '.join(self.get(t) for _ in range(n)), vt))
        v = self.fresh()
        if t.startswith('f') or t == 'bf16':
            op = self.rng.choice(['addf', 'subf', 'mulf', 'maximumf', 'minimumf'])
        else:
            op = self.rng.choice(['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'maxsi', 'minui'])
        self.emit('%s = arith.%s %s, %s : %s' % (v, op, a, b, vt))
        self.emit('vector.print %s : %s' % (v, vt))
        if t in ('f16', 'bf16', 'index'):
            return
        kinds = ['add', 'mul', 'minimumf', 'maximumf', 'minnumf', 'maxnumf'] if t.startswith('f') else \
            ['add', 'mul', 'minsi', 'maxsi', 'minui', 'maxui', 'and', 'or', 'xor']
        r = self.fresh()
        self.emit('%s = vector.reduction <%s>, %s : %s into %s' % (r, self.rng.choice(kinds), v, vt, t))
        self.emit('vector.print %s : %s' % (r, t))
        self.add(t, r)

    def shaped(self, a, t, fn, op, c):
        """math.<fn>(a) <op> c: a value of type t kept in a function's domain."""
        x, k, m = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = math.%s %s : %s' % (x, fn, a, t))
        self.emit('%s = arith.constant %s : %s' % (k, c, t))
        self.emit('%s = arith.%s %s, %s : %s' % (m, op, x, k, t))
        return m

    def print_scalar(self):
        t = self.rng.choice(['i64', 'i32', 'i16', 'i8', 'i1', 'index', 'f64', 'f32', 'f16', 'bf16'])
        x = self.get(t)
        r = self.rng.random()
        if t == 'i64' and r < 0.5:
            self.emit('call @%s(%s) : (i64) -> ()' % (self.rng.choice(['printI64', 'printU64']), x))
            self.emit('call @printNewline() : () -> ()')
        elif t == 'f64' and r < 0.5:
            self.emit('call @printF64(%s) : (f64) -> ()' % x)
            self.emit('call @printNewline() : () -> ()')
        elif t == 'f32' and r < 0.5:
            self.emit('call @printF32(%s) : (f32) -> ()' % x)
            self.emit('call @printNewline() : () -> ()')
        elif r < 0.8:
            punct = self.rng.choice(['', ' punctuation <no_punctuation>', ' punctuation <comma>', ''])
            self.emit('vector.print %s : %s%s' % (x, t, punct))
            if punct:
                self.emit('vector.print punctuation <newline>')
        else:
            n = self.rng.randint(1, 4)
            v = self.fresh()
            vt = 'vector<%dx%s>' % (n, t) if t != 'index' else 'vector<%dxindex>' % n
            self.emit('%s = vector.from_elements %s : %s' % (v, ', '.join(self.get(t) for _ in range(n)), vt))
            self.emit('vector.print %s : %s' % (v, vt))

    def loop(self):
        n = self.rng.randint(0, 9)
        t = self.rng.choice(['i64', 'i32', 'f64', 'f32'])
        res, iv, acc = self.open_for(n, t, self.get(t))
        saved = ({k: list(x) for k, x in self.vals.items()}, self.indent)
        self.indent += '  '
        self.add('index', iv)
        self.add(t, acc)
        out = self.body(t)
        if self.rng.random() < 0.3:
            out = self.if_(t, out)
        self.emit('scf.yield %s : %s' % (out, t))
        self.vals, self.indent = saved
        self.emit('}')
        return self.add(t, res)

    def body(self, t):
        out = None
        for _ in range(self.rng.randint(1, 3)):
            out = self.int_op(t) if t.startswith('i') else self.float_op(t)
        return out

    def if_(self, t=None, inner=None):
        t = t or self.rng.choice(['i64', 'f64', 'i8', 'f32'])
        c = self.get('i1')
        res = self.fresh()
        self.emit('%s = scf.if %s -> (%s) {' % (res, c, t))
        saved = ({k: list(x) for k, x in self.vals.items()}, self.indent)
        self.indent += '  '
        if self.rng.random() < 0.25 and self.indent.count('  ') < 5:
            y = self.if_(t)
        else:
            y = self.body(t)
        self.emit('scf.yield %s : %s' % (y, t))
        self.vals, self.indent = {k: list(x) for k, x in saved[0].items()}, saved[1]
        self.emit('} else {')
        self.indent += '  '
        self.emit('scf.yield %s : %s' % (inner if inner else self.body(t), t))
        self.vals, self.indent = saved
        self.emit('}')
        return self.add(t, res)

    def while_(self):
        """scf.while counting up to a bound (at most 12 rounds) with an i64 accumulator."""
        n = self.rng.randint(0, 12)
        i0, a0, bound = self.fresh(), self.get('i64'), self.fresh()
        self.emit('%s = arith.constant 0 : i64' % i0)
        self.emit('%s = arith.constant %d : i64' % (bound, n))
        r1, r2, bi, ba, c = self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit('%s:2 = scf.while (%s = %s, %s = %s) : (i64, i64) -> (i64, i64) {' % (r1, bi, i0, ba, a0))
        self.emit('  %s = arith.cmpi slt, %s, %s : i64' % (c, bi, bound))
        self.emit('  scf.condition(%s) %s, %s : i64, i64' % (c, bi, ba))
        ai, aa = self.fresh(), self.fresh()
        self.emit('} do {')
        self.emit('^bb0(%s: i64, %s: i64):' % (ai, aa))
        saved = ({k: list(x) for k, x in self.vals.items()}, self.indent)
        self.indent += '  '
        self.add('i64', ai)
        self.add('i64', aa)
        out = self.body('i64')
        if self.rng.random() < 0.3:
            out = self.if_('i64', out)
        one, nx = self.fresh(), self.fresh()
        self.emit('%s = arith.constant 1 : i64' % one)
        self.emit('%s = arith.addi %s, %s : i64' % (nx, ai, one))
        self.emit('scf.yield %s, %s : i64, i64' % (nx, out))
        self.vals, self.indent = saved
        self.emit('}')
        self.add('i64', r1 + '#1')
        return self.add('i64', r1 + '#0')

    def while_multi(self):
        """scf.while carrying a counter and three values of different types (i64, f64, i32), with the
        condition region computing a value it forwards; all four results used afterwards."""
        n = self.rng.randint(0, 9)
        i0, bound = self.fresh(), self.fresh()
        self.emit('%s = arith.constant 0 : i64' % i0)
        self.emit('%s = arith.constant %d : i64' % (bound, n))
        inits = [self.get('i64'), self.get('f64'), self.get('i32')]
        r = self.fresh()
        bi, ba, bb, bc = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        types = 'i64, i64, f64, i32'
        self.emit('%s:4 = scf.while (%s = %s, %s = %s, %s = %s, %s = %s) : (%s) -> (%s) {'
                  % (r, bi, i0, ba, inits[0], bb, inits[1], bc, inits[2], types, types))
        c, fwd = self.fresh(), self.fresh()
        self.emit('  %s = arith.cmpi slt, %s, %s : i64' % (c, bi, bound))
        self.emit('  %s = arith.xori %s, %s : i64' % (fwd, ba, bi))
        self.emit('  scf.condition(%s) %s, %s, %s, %s : %s' % (c, bi, fwd, bb, bc, types))
        ai, aa, ab, ac = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit('} do {')
        self.emit('^bb0(%s: i64, %s: i64, %s: f64, %s: i32):' % (ai, aa, ab, ac))
        saved = ({k: list(x) for k, x in self.vals.items()}, self.indent)
        self.indent += '  '
        self.add('i64', ai)
        self.add('i64', aa)
        self.add('f64', ab)
        self.add('i32', ac)
        x = self.int_op('i64')
        y = self.float_op('f64')
        z = self.int_op('i32')
        one, nx = self.fresh(), self.fresh()
        self.emit('%s = arith.constant 1 : i64' % one)
        self.emit('%s = arith.addi %s, %s : i64' % (nx, ai, one))
        self.emit('scf.yield %s, %s, %s, %s : %s' % (nx, x, y, z, types))
        self.vals, self.indent = saved
        self.emit('}')
        self.add('i64', r + '#1')
        self.add('f64', r + '#2')
        self.add('i32', r + '#3')
        return self.add('i64', r + '#0')

    def fill_value(self, t, i, j):
        """A value of element type t computed from the loop indices i and j."""
        k = self.fresh()
        self.emit('%s = arith.constant %d : index' % (k, self.rng.randint(2, 9)))
        m, s = self.fresh(), self.fresh()
        self.emit('%s = arith.muli %s, %s : index' % (m, i, k))
        self.emit('%s = arith.addi %s, %s : index' % (s, m, j))
        if t == 'index':
            return s
        w = self.fresh()
        self.emit('%s = arith.index_cast %s : index to i64' % (w, s))
        x = self.fresh()
        c = self.fresh()
        self.emit('%s = arith.constant %s : i64' % (c, self.rng.choice(['-7', '3', '1000003', '-123456789', '37'])))
        self.emit('%s = arith.muli %s, %s : i64' % (x, w, c))
        v = self.fresh()
        if t == 'i64':
            return x
        if t.startswith('i'):
            self.emit('%s = arith.trunci %s : i64 to %s' % (v, x, t))
            return v
        f, d, q = self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = arith.sitofp %s : i64 to f64' % (f, x))
        self.emit('%s = arith.constant %s : f64' % (d, self.rng.choice(['3.0', '0.125', '7.5', '1.0e+03'])))
        self.emit('%s = arith.divf %s, %s : f64' % (q, f, d))
        if t == 'f64':
            return q
        self.emit('%s = arith.truncf %s : f64 to %s' % (v, q, t))
        return v

    def memref_block(self):
        t, suffix = self.rng.choice(MEMREF_ELEMS)
        rows, cols = self.rng.randint(1, 5), self.rng.randint(1, 6)
        mt = 'memref<%dx%dx%s>' % (rows, cols, t)
        m = self.fresh()
        self.emit('%s = memref.%s() : %s' % (m, self.rng.choice(['alloc', 'alloca']), mt))
        c0, c1, cr, cc = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit('%s = arith.constant 0 : index' % c0)
        self.emit('%s = arith.constant 1 : index' % c1)
        self.emit('%s = arith.constant %d : index' % (cr, rows))
        self.emit('%s = arith.constant %d : index' % (cc, cols))
        i, j = self.fresh(), self.fresh()
        self.emit('scf.for %s = %s to %s step %s {' % (i, c0, cr, c1))
        self.emit('  scf.for %s = %s to %s step %s {' % (j, c0, cc, c1))
        saved = self.indent
        self.indent += '    '
        x = self.fill_value(t, i, j)
        self.emit('memref.store %s, %s[%s, %s] : %s' % (x, m, i, j, mt))
        self.indent = saved
        self.emit('  }')
        self.emit('}')
        view, vt = m, mt
        r = self.rng.random()
        if r < 0.5:
            # A subview: offsets, sizes and strides within bounds.
            sr, sc = self.rng.randint(1, 2), self.rng.randint(1, 2)
            nr, nc = (rows - 1) // sr + 1, (cols - 1) // sc + 1
            hr, hc = self.rng.randint(1, nr), self.rng.randint(1, nc)
            orow = self.rng.randint(0, rows - 1 - (hr - 1) * sr)
            ocol = self.rng.randint(0, cols - 1 - (hc - 1) * sc)
            off = orow * cols + ocol
            if self.rng.random() < 0.3 and hr == 1 and hc > 1:
                vt = 'memref<%dx%s, strided<[%d], offset: %d>>' % (hc, t, sc, off)
                sizes = '[1, %d]' % hc
            else:
                vt = 'memref<%dx%dx%s, strided<[%d, %d], offset: %d>>' % (hr, hc, t, cols * sr, sc, off)
                sizes = '[%d, %d]' % (hr, hc)
            view = self.fresh()
            self.emit('%s = memref.subview %s[%d, %d] %s [%d, %d] : %s to %s' % (view, m, orow, ocol, sizes, sr, sc, mt, vt))
        elif r < 0.7:
            view = self.fresh()
            vt = 'memref<?x?x%s>' % t
            self.emit('%s = memref.cast %s : %s to %s' % (view, m, mt, vt))
        elif r < 0.85:
            # A copy into a fresh buffer (memrefCopy when layouts differ, else a plain copy).
            dst = self.fresh()
            self.emit('%s = memref.alloc() : %s' % (dst, mt))
            self.emit('memref.copy %s, %s : %s to %s' % (m, dst, mt, mt))
            view = dst
        u = self.fresh()
        self.emit('%s = memref.cast %s : %s to memref<*x%s>' % (u, view, vt, t))
        self.emit('call @printMemref%s(%s) : (memref<*x%s>) -> ()' % (suffix, u, t))
        if self.rng.random() < 0.5 and 'strided' not in vt and '?' not in vt:
            # Read an element back through the view.
            a, b = self.fresh(), self.fresh()
            self.emit('%s = arith.constant %d : index' % (a, self.rng.randint(0, rows - 1)))
            self.emit('%s = arith.constant %d : index' % (b, self.rng.randint(0, cols - 1)))
            e = self.fresh()
            self.emit('%s = memref.load %s[%s, %s] : %s' % (e, view, a, b, vt))
            self.add(t, e)
            self.emit('vector.print %s : %s' % (e, t))
        return m, mt

    def multi_call(self):
        """A call of a function with three results (i64, f64, i32)."""
        name = '@multi%d' % len(self.funcs)
        saved = (self.lines, self.vals, self.indent)
        self.lines, self.vals, self.indent = [], {'i64': ['%a'], 'f64': ['%b'], 'i32': ['%c']}, '  '
        if self.funcs and self.rng.random() < 0.5:
            # A call of an earlier helper (calls nest: main -> multiN -> multiM).
            callee = '@multi%d' % self.rng.randrange(len(self.funcs))
            inner = self.fresh()
            self.emit('%s:3 = func.call %s(%%a, %%b, %%c) : (i64, f64, i32) -> (i64, f64, i32)' % (inner, callee))
            self.add('i64', inner + '#0')
            self.add('f64', inner + '#1')
            self.add('i32', inner + '#2')
        x = self.int_op('i64')
        y = self.float_op('f64')
        z = self.int_op('i32')
        body = self.lines
        self.lines, self.vals, self.indent = saved
        self.funcs.append('\n'.join(['func.func %s(%%a: i64, %%b: f64, %%c: i32) -> (i64, f64, i32) {' % name] + body +
                                    ['  return %s, %s, %s : i64, f64, i32' % (x, y, z), '}']))
        r = self.fresh()
        self.emit('%s:3 = func.call %s(%s, %s, %s) : (i64, f64, i32) -> (i64, f64, i32)'
                  % (r, name, self.get('i64'), self.get('f64'), self.get('i32')))
        self.add('i64', r + '#0')
        self.add('f64', r + '#1')
        self.add('i32', r + '#2')

    def program(self):
        header = ['func.func private @printI64(i64)', 'func.func private @printU64(i64)',
                  'func.func private @printF64(f64)', 'func.func private @printF32(f32)',
                  'func.func private @printNewline()']
        header += ['func.func private @printMemref%s(memref<*x%s>) attributes { llvm.emit_c_interface }' % (s, t)
                   for t, s in MEMREF_ELEMS]
        steps = [(0.18, self.int_op), (0.18, self.float_op), (0.08, self.widen), (0.07, self.loop),
                 (0.06, self.while_), (0.07, self.if_), (0.06, self.multi_call), (0.1, self.memref_block),
                 (0.2, self.print_scalar), (0.05, self.half_op), (0.06, self.edge_int_op), (0.04, self.index_cast),
                 (0.06, self.vector_op), (0.04, self.while_multi)]
        allocs = []
        for _ in range(self.rng.randint(4, 16)):
            r = self.rng.random() * sum(w for w, _ in steps)
            for w, f in steps:
                if r < w:
                    out = f()
                    if f == self.memref_block:
                        allocs.append(out)
                    break
                r -= w
        self.print_scalar()
        self.print_scalar()
        main = ['func.func @main() {'] + self.lines + ['  return', '}']
        return '\n'.join(header + self.funcs + main) + '\n'


def combine(texts):
    """One module running the programs `texts` one after another: each program's functions renamed
    apart (@main -> @main_pK, ...), the runtime declarations once, a @main calling each @main_pK."""
    decls, bodies = [], []
    for k, t in enumerate(texts):
        t = re.sub(r'@(main|helper|multi\d+)\b', lambda m: '@%s_p%d' % (m.group(1), k), t)
        for line in t.splitlines():
            if line.startswith('func.func private @'):
                if line not in decls:
                    decls.append(line)
            else:
                bodies.append(line)
    main = ['func.func @main() {'] + ['  func.call @main_p%d() : () -> ()' % k for k in range(len(texts))] + ['  return', '}']
    return '\n'.join(decls + bodies + main) + '\n'


def run(cmd, stdin):
    p = subprocess.run(cmd, input=stdin, capture_output=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--count', type=int, default=50)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--memref', action='store_true')
    ap.add_argument('--vector', action='store_true', help='vector programs, lowered through -convert-vector-to-llvm')
    ap.add_argument('--wide', action='store_true',
                    help='programs over every element type the runner utils print, math functions, scf.while, '
                         'subviews, calls with several results')
    ap.add_argument('--opt', default='O2', choices=['O0', 'O1', 'O2', 'O3'])
    ap.add_argument('--keep', default=os.path.join(tempfile.gettempdir(), 'jmlir-random-programs'))
    ap.add_argument('--jmlir', default=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'bin'))
    ap.add_argument('--llvm', default='/usr/lib/llvm-22/bin')
    ap.add_argument('--batch', type=int, default=1,
                    help='run this many programs as one module (one jopt and one jrun per batch, each tool started '
                         'once); a batch that differs is run again program by program')
    a = ap.parse_args()
    ref_opt, ref_run = os.path.join(a.llvm, 'mlir-opt'), os.path.join(a.llvm, 'mlir-runner')
    if not (os.access(ref_opt, os.X_OK) and os.access(ref_run, os.X_OK)):
        print('skipped: mlir-opt / mlir-runner 22 not found under %s' % a.llvm)
        return 0
    libs = [l for l in ('/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1',
                        '/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1') if os.path.exists(l)]
    shared = '--shared-libs=' + ','.join(libs or ['libmlir_runner_utils.so', 'libmlir_c_runner_utils.so'])
    pipeline = WIDE_PIPELINE if a.wide else VECTOR_PIPELINE if a.vector else MEMREF_PIPELINE if a.memref else PIPELINE
    run_flags = ['-e', 'main', '--entry-point-result=void', '-' + a.opt, shared]
    same = differ = 0
    os.makedirs(a.keep, exist_ok=True)
    norm = lambda b: re.sub(rb'base@ = 0x[0-9a-f]+', b'base@ = X', b)

    def program(i):
        rng = random.Random(a.seed * 100003 + i)
        return (WideGen(rng) if a.wide else VecGen(rng) if a.vector else Gen(rng, a.memref)).program()

    def agrees(text):
        rc1, low1, _ = run([ref_opt] + pipeline, text)
        rc2, low2, _ = run([os.path.join(a.jmlir, 'jopt')] + pipeline, text)
        if rc1 != 0 or rc2 != 0:
            return False
        out1 = run([ref_run] + run_flags, low1)
        out2 = run([os.path.join(a.jmlir, 'jrun')] + run_flags, low2)
        return out1[0] == out2[0] and norm(out1[1]) == norm(out2[1])

    todo = list(range(a.count))
    if a.batch > 1:
        todo = []
        for start in range(0, a.count, a.batch):
            group = list(range(start, min(start + a.batch, a.count)))
            if agrees(combine([program(i) for i in group]).encode()):
                same += len(group)
            else:
                print('batch %d-%d differs: its programs one by one' % (group[0], group[-1]))
                todo += group
    for i in todo:
        text = program(i).encode()
        rc1, low1, err1 = run([ref_opt] + pipeline, text)
        rc2, low2, err2 = run([os.path.join(a.jmlir, 'jopt')] + pipeline, text)
        if rc1 != 0:
            print('program %d: mlir-opt rejects it (generator bug): %s' % (i, err1.decode()[:200]))
            differ += 1
            continue
        out1 = run([ref_run] + run_flags, low1)
        out2 = run([os.path.join(a.jmlir, 'jrun')] + run_flags, low2) if rc2 == 0 else (rc2, b'', err2)
        # Memref base addresses differ from run to run (norm).
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
