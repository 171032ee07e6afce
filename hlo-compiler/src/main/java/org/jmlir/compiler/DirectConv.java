package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * A channels-last f32 convolution as a register-blocked loop nest on 1-D vectors: for each output
 * row, blocks of {@code r} output positions along the last spatial dimension keep {@code r x nb}
 * accumulators of {@code v} output features (all the output features: {@code nb * v} of them) in
 * registers; each input element is broadcast once per block and multiplied with the kernel's
 * vector of output features ({@code vector.fma}); positions in the padding read zero. No im2col
 * buffer, no library call: used when the output features fit the accumulators (see {@link #applies}).
 */
final class DirectConv {
  /** The most accumulator vectors a block keeps (half of AVX-512's 32 registers). */
  private static final int MAX_ACCUMULATORS = 16;

  private final Emitter e;
  private final Value lhs;
  private final Value rhs;
  private final Value out;
  private final int ns;
  private final long[] kernel;
  private final long inFeatures;
  private final long[] strides;
  private final long[] pad;
  private final long[] rd;
  private final List<Value> inDims;
  private final List<Value> outDims;
  private final int v;
  private final int nb;
  private final VectorType vt;
  private final Type f32;

  /**
   * The rule: output features a multiple of 8 and at most 64 (so that all of them stay in
   * registers for a block of positions).
   */
  static boolean applies(long outFeatures) {
    return outFeatures % 8 == 0 && outFeatures <= 64;
  }

  /**
   * {@code lhs} [batch, spatial..., in features], {@code rhs} [spatial..., in, out features] (static),
   * {@code out} [batch, spatial..., out features]; {@code inDims}/{@code outDims} their sizes.
   */
  DirectConv(Emitter e, Value lhs, Value rhs, Value out, long[] kernelShape, long[] strides, long[] pad, long[] rd,
      List<Value> inDims, List<Value> outDims) {
    this.e = e;
    this.lhs = lhs;
    this.rhs = rhs;
    this.out = out;
    this.ns = kernelShape.length - 2;
    this.kernel = kernelShape;
    this.inFeatures = kernelShape[ns];
    this.strides = strides;
    this.pad = pad;
    this.rd = rd;
    this.inDims = inDims;
    this.outDims = outDims;
    long outFeatures = kernelShape[ns + 1];
    this.v = outFeatures % 16 == 0 ? 16 : 8;
    this.nb = (int) (outFeatures / v);
    this.f32 = FloatType.f32(e.ctx);
    this.vt = VectorType.get(e.ctx, new long[] {v}, f32);
  }

  /** The block size along the last spatial dimension: a divisor of its static size where one is large enough. */
  private int blockSize(long lastOut) {
    int max = Math.max(1, Math.min(8, MAX_ACCUMULATORS / nb));
    if (lastOut != ShapedType.DYNAMIC) {
      for (int r = max; r >= Math.max(1, max / 2); r--) {
        if (lastOut % r == 0) {
          return r;
        }
      }
    }
    return max;
  }

  void emit(long lastOutStatic) {
    int r = blockSize(lastOutStatic);
    List<Value> outer = new ArrayList<>(outDims.subList(0, ns)); // batch and all spatial dims but the last
    Value last = outDims.get(ns);
    Value blocks = e.a.same("arith.divui", last, e.cIndex(r));
    Value done = e.muli(blocks, e.cIndex(r));
    e.loopNest(outer, ivs -> {
      e.forLoop(e.cIndex(0), blocks, List.of(), a -> {
        block(ivs, e.muli(a.get(0), e.cIndex(r)), r);
        return List.of();
      });
      if (lastOutStatic == ShapedType.DYNAMIC || lastOutStatic % r != 0) {
        e.forLoop(done, last, List.of(), a -> {
          block(ivs, a.get(0), 1);
          return List.of();
        });
      }
    });
  }

  /** Output positions {@code first .. first + r - 1} of the last spatial dimension, at {@code ivs} (batch, other spatial). */
  private void block(List<Value> ivs, Value first, int r) {
    List<Value> acc = new ArrayList<>();
    Value zero = e.a.floatConst(vt, 0);
    for (int i = 0; i < r * nb; i++) {
      acc.add(zero);
    }
    acc = windowLoops(ivs, first, r, 0, new Value[ns], new Value[ns], acc);
    for (int p = 0; p < r; p++) {
      List<Value> idx = new ArrayList<>(ivs);
      idx.add(e.addi(first, e.cIndex(p)));
      for (int j = 0; j < nb; j++) {
        List<Value> at = new ArrayList<>(idx);
        at.add(e.cIndex((long) j * v));
        List<Value> ops = new ArrayList<>();
        ops.add(acc.get(p * nb + j));
        ops.add(out);
        ops.addAll(at);
        e.opN("vector.store", List.of(), ops);
      }
    }
  }

  /** Input position along spatial dimension {@code s} for output index {@code o} and window index {@code k}. */
  private Value position(int s, Value o, Value k) {
    return e.subi(e.addi(e.muli(o, e.cIndex(strides[s])), e.muli(k, e.cIndex(rd[s]))), e.cIndex(pad[2 * s]));
  }

  private Value inside(int s, Value p) {
    return e.a.same("arith.andi", e.a.cmpi("sge", p, e.cIndex(0)), e.a.cmpi("slt", p, inDims.get(1 + s)));
  }

  /** The window loops of the spatial dimensions but the last: a row of the window in the padding adds nothing. */
  private List<Value> windowLoops(List<Value> ivs, Value first, int r, int s, Value[] pos, Value[] win, List<Value> acc) {
    if (s == ns - 1) {
      return lastWindowLoop(ivs, first, r, pos, win, acc);
    }
    return e.forLoop(e.cIndex(0), e.cIndex(kernel[s]), acc, a -> {
      Value p = position(s, ivs.get(1 + s), a.get(0));
      Value[] next = pos.clone();
      next[s] = p;
      Value[] nextWin = win.clone();
      nextWin[s] = a.get(0);
      List<Value> in = a.subList(1, a.size());
      return e.ifThenElse(inside(s, p), types(in.size()), () -> windowLoops(ivs, first, r, s + 1, next, nextWin, in), () -> in);
    });
  }

  private List<Type> types(int n) {
    List<Type> t = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      t.add(vt);
    }
    return t;
  }

  /** The last spatial dimension's window loop and the input features: r positions, each clamped and masked to zero outside. */
  private List<Value> lastWindowLoop(List<Value> ivs, Value first, int r, Value[] pos, Value[] win, List<Value> acc) {
    int s = ns - 1;
    return e.forLoop(e.cIndex(0), e.cIndex(kernel[s]), acc, a -> {
      Value k = a.get(0);
      Value[] clamped = new Value[r];
      Value[] ok = new Value[r];
      for (int p = 0; p < r; p++) {
        Value q = position(s, e.addi(first, e.cIndex(p)), k);
        ok[p] = inside(s, q);
        clamped[p] = e.a.select(ok[p], q, e.cIndex(0));
      }
      return e.forLoop(e.cIndex(0), e.cIndex(inFeatures), a.subList(1, a.size()), c -> {
        Value ci = c.get(0);
        List<Value> w = new ArrayList<>();
        for (int j = 0; j < nb; j++) {
          List<Value> ops = new ArrayList<>();
          ops.add(rhs);
          ops.addAll(java.util.Arrays.asList(win).subList(0, s));
          ops.add(k);
          ops.add(ci);
          ops.add(e.cIndex((long) j * v));
          w.add(e.opN("vector.load", List.of(vt), ops).result(0));
        }
        List<Value> next = new ArrayList<>(c.subList(1, c.size()));
        Value zero = e.a.floatConst(f32, 0);
        for (int p = 0; p < r; p++) {
          List<Value> li = new ArrayList<>();
          li.add(ivs.get(0));
          for (int t = 0; t < s; t++) {
            li.add(pos[t]);
          }
          li.add(clamped[p]);
          li.add(ci);
          Value x = e.a.select(ok[p], e.load(lhs, li, f32), zero);
          Value xb = e.op("vector.broadcast", vt, x);
          for (int j = 0; j < nb; j++) {
            int i = p * nb + j;
            next.set(i, e.opN("vector.fma", List.of(vt), List.of(xb, w.get(j), next.get(i))).result(0));
          }
        }
        return next;
      });
    });
  }
}
