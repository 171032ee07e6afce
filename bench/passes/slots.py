#!/usr/bin/env python3
"""Generates gen.py-style input for -mem2reg: many functions, each with scalar allocas (memref<i32>)
stored and loaded across a diamond and a loop of blocks, with arith ops in between.
Usage: slots.py [--funcs N] [--slots K] [--ops M] [--seed S] > out.mlir"""
import argparse
import random

p = argparse.ArgumentParser()
p.add_argument("--funcs", type=int, default=8000)
p.add_argument("--slots", type=int, default=8)
p.add_argument("--ops", type=int, default=25, help="arith ops per block")
p.add_argument("--seed", type=int, default=1)
a = p.parse_args()
rnd = random.Random(a.seed)
out = ["module {"]
for f in range(a.funcs):
    out.append(f"  func.func @f{f}(%arg0: i32, %arg1: i32, %c: i1, %n: i32) -> i32 {{")
    n = [0]

    def fresh():
        n[0] += 1
        return f"%v{n[0]}"

    for s in range(a.slots):
        out.append(f"    %s{s} = memref.alloca() : memref<i32>")
    for s in range(a.slots):
        out.append(f"    memref.store %arg{s % 2}, %s{s}[] : memref<i32>")
    out.append("    %one = arith.constant 1 : i32")

    def block():
        vals = []
        for s in rnd.sample(range(a.slots), min(3, a.slots)):
            v = fresh()
            out.append(f"    {v} = memref.load %s{s}[] : memref<i32>")
            vals.append(v)
        for _ in range(a.ops):
            x, y = rnd.choice(vals), rnd.choice(vals)
            v = fresh()
            out.append(f"    {v} = arith.{rnd.choice(['addi', 'subi', 'muli', 'xori', 'andi', 'ori'])} {x}, {y} : i32")
            vals.append(v)
        for s in rnd.sample(range(a.slots), min(2, a.slots)):
            out.append(f"    memref.store {vals[-1 - s % 3]}, %s{s}[] : memref<i32>")

    out.append("    cf.cond_br %c, ^bb1, ^bb2")
    out.append("  ^bb1:")
    block()
    out.append("    cf.br ^bb3")
    out.append("  ^bb2:")
    block()
    out.append("    cf.br ^bb3")
    out.append("  ^bb3:")
    block()
    v = fresh()
    out.append(f"    {v} = memref.load %s0[] : memref<i32>")
    out.append(f"    %i = arith.addi {v}, %one : i32")
    out.append("    memref.store %i, %s0[] : memref<i32>")
    out.append("    %lt = arith.cmpi slt, %i, %n : i32")
    out.append("    cf.cond_br %lt, ^bb3, ^bb4")
    out.append("  ^bb4:")
    r = fresh()
    out.append(f"    {r} = memref.load %s1[] : memref<i32>")
    out.append(f"    return {r} : i32")
    out.append("  }")
out.append("}")
print("\n".join(out))
