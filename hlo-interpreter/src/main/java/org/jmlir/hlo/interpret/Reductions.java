package org.jmlir.hlo.interpret;

import java.util.Arrays;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;

/**
 * Kernels that apply a region to elements: reduce, reduce_window, select_and_scatter, scatter,
 * sort and map. A region whose body is one binary op on its two arguments (the usual
 * {@code stablehlo.add}, {@code maximum}, ...) runs as that op directly, without evaluating the
 * region per element.
 */
final class Reductions {
  private Reductions() {}

  /** Combines element {@code si} of each {@code src} into element {@code ai} of each accumulator. */
  interface Combiner {
    void combine(Tensor[] acc, int ai, Tensor[] src, int si);
  }

  /** A 0-d tensor holding element {@code i} of {@code t}. */
  static Tensor scalar(Tensor t, int i) {
    Tensor s = Tensor.zeros(t.kind(), new long[0]);
    s.copyFrom(t, i, 0);
    return s;
  }

  /** The binary op a two-argument region computes on its arguments, or null when it does more. */
  static Elementwise.Bin simpleBody(Region region) {
    Block b = region.front();
    if (b.numArguments() != 2) {
      return null;
    }
    Operation first = b.first();
    if (first == null || first.nextInBlock() == null || first.nextInBlock().nextInBlock() != null) {
      return null;
    }
    Operation ret = first.nextInBlock();
    if (ret.numOperands() != 1 || ret.operand(0) != first.result(0) || first.numOperands() != 2) {
      return null;
    }
    boolean args = (first.operand(0) == b.argument(0) && first.operand(1) == b.argument(1))
        || (first.operand(0) == b.argument(1) && first.operand(1) == b.argument(0));
    if (!args) {
      return null;
    }
    return switch (first.name()) {
      case "stablehlo.add" -> Elementwise.Bin.ADD;
      case "stablehlo.multiply" -> Elementwise.Bin.MUL;
      case "stablehlo.maximum" -> Elementwise.Bin.MAX;
      case "stablehlo.minimum" -> Elementwise.Bin.MIN;
      case "stablehlo.and" -> Elementwise.Bin.AND;
      case "stablehlo.or" -> Elementwise.Bin.OR;
      case "stablehlo.xor" -> Elementwise.Bin.XOR;
      default -> null;
    };
  }

  static Combiner combiner(Interpreter.Call c, int regionIndex, int n) {
    Region region = c.op().region(regionIndex);
    Elementwise.Bin bin = n == 1 ? simpleBody(region) : null;
    if (bin != null) {
      return (acc, ai, src, si) -> combineScalar(bin, acc[0], ai, src[0], si);
    }
    return (acc, ai, src, si) -> {
      Tensor[] args = new Tensor[2 * n];
      for (int k = 0; k < n; k++) {
        args[k] = scalar(acc[k], ai);
        args[n + k] = scalar(src[k], si);
      }
      RuntimeValue[] out = c.region(regionIndex, (RuntimeValue[]) args);
      for (int k = 0; k < n; k++) {
        Tensor o = (Tensor) out[k];
        if (o.kind() != acc[k].kind()) {
          throw new InterpreterException("the body returns " + o.kind() + " where " + acc[k].kind() + " accumulates");
        }
        acc[k].copyFrom(o, 0, ai);
      }
    };
  }

  static void combineScalar(Elementwise.Bin bin, Tensor acc, int ai, Tensor src, int si) {
    ElementKind k = acc.kind();
    if (acc.f != null && !k.isComplex()) {
      if (k.floatKind() == org.jmlir.ir.type.FloatType.Kind.F32) {
        float x = acc.f[ai];
        float y = src.f[si];
        acc.f[ai] = switch (bin) {
          case ADD -> x + y;
          case MUL -> x * y;
          case MAX -> Math.max(x, y);
          case MIN -> Math.min(x, y);
          default -> (float) Elementwise.floatOp(bin, x, y);
        };
      } else {
        acc.f[ai] = (float) k.round(Elementwise.floatOp(bin, acc.f[ai], src.f[si]));
      }
    } else if (acc.d != null && !k.isComplex()) {
      acc.d[ai] = Elementwise.floatOp(bin, acc.d[ai], src.d[si]);
    } else if (k.isComplex()) {
      double[] z = new double[2];
      Complex.binary(bin, acc.getDouble(ai), acc.getImag(ai), src.getDouble(si), src.getImag(si), z);
      acc.setComplex(ai, k.round(z[0]), k.round(z[1]));
    } else if (k.isBool()) {
      acc.l[ai] = Elementwise.boolOp(bin, acc.l[ai], src.l[si]);
    } else {
      acc.l[ai] = k.wrap(Elementwise.intOp(bin, acc.l[ai], src.l[si], k.isUnsigned(), k.width()));
    }
  }

  /** A tensor of {@code shape} filled with the 0-d {@code init}. */
  static Tensor filled(Tensor init, long[] shape) {
    Tensor r = Tensor.zeros(init.kind(), shape);
    for (int i = 0; i < r.size(); i++) {
      r.copyFrom(init, 0, i);
    }
    return r;
  }

  static Tensor[] reduce(Interpreter.Call c, Tensor[] inputs, Tensor[] inits, long[] dims) {
    int n = inputs.length;
    long[] in = inputs[0].shapeRef();
    boolean[] reduced = new boolean[in.length];
    for (long d : dims) {
      reduced[(int) d] = true;
    }
    long[] shape = new long[in.length - dims.length];
    long[] map = new long[in.length];
    long[] outStrides = new long[shape.length];
    for (int i = 0, j = 0; i < in.length; i++) {
      if (!reduced[i]) {
        shape[j++] = in[i];
      }
    }
    outStrides = Tensor.strides(shape);
    for (int i = 0, j = 0; i < in.length; i++) {
      if (!reduced[i]) {
        map[i] = outStrides[j++];
      }
    }
    Tensor[] acc = new Tensor[n];
    for (int k = 0; k < n; k++) {
      acc[k] = filled(inits[k], shape);
    }
    if (inputs[0].size() == 0) {
      return acc;
    }
    Combiner comb = combiner(c, 0, n);
    long[] idx = new long[in.length];
    int s = 0;
    do {
      comb.combine(acc, Shapes.linear(idx, map), inputs, s++);
    } while (Shapes.next(idx, in));
    return acc;
  }

  static Tensor[] reduceWindow(Interpreter.Call c, Tensor[] inputs, Tensor[] inits, long[] window,
      long[] strides, long[] baseDil, long[] winDil, long[][] padding) {
    int n = inputs.length;
    long[] in = inputs[0].shapeRef();
    int rank = in.length;
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      long dilated = in[i] == 0 ? 0 : (in[i] - 1) * baseDil[i] + 1;
      long padded = dilated + padding[i][0] + padding[i][1];
      long win = (window[i] - 1) * winDil[i] + 1;
      shape[i] = padded < win ? 0 : (padded - win) / strides[i] + 1;
    }
    Tensor[] acc = new Tensor[n];
    for (int k = 0; k < n; k++) {
      acc[k] = filled(inits[k], shape);
    }
    if (acc[0].size() == 0) {
      return acc;
    }
    Combiner comb = combiner(c, 0, n);
    long[] inStrides = Tensor.strides(in);
    long[] oi = new long[rank];
    long[] wi = new long[rank];
    int o = 0;
    do {
      Arrays.fill(wi, 0);
      do {
        boolean real = true;
        long lin = 0;
        for (int d = 0; d < rank && real; d++) {
          long p = oi[d] * strides[d] + wi[d] * winDil[d] - padding[d][0];
          if (p < 0 || p % baseDil[d] != 0 || p / baseDil[d] >= in[d]) {
            real = false;
          } else {
            lin += p / baseDil[d] * inStrides[d];
          }
        }
        if (real) {
          comb.combine(acc, o, inputs, (int) lin);
        } else {
          comb.combine(acc, o, inits, 0);
        }
      } while (Shapes.next(wi, window));
      o++;
    } while (Shapes.next(oi, shape));
    return acc;
  }

  static Tensor selectAndScatter(Interpreter.Call c, Tensor operand, Tensor source, Tensor init, long[] window,
      long[] strides, long[][] padding) {
    long[] in = operand.shapeRef();
    int rank = in.length;
    Tensor result = filled(init, in);
    if (source.size() == 0) {
      return result;
    }
    long[] inStrides = Tensor.strides(in);
    long[] si = new long[rank];
    long[] wi = new long[rank];
    long[] src = source.shapeRef();
    Combiner scatter = combiner(c, 1, 1);
    int s = 0;
    do {
      int selected = -1;
      Arrays.fill(wi, 0);
      do {
        boolean ok = true;
        long lin = 0;
        for (int d = 0; d < rank && ok; d++) {
          long p = si[d] * strides[d] + wi[d] - padding[d][0];
          if (p < 0 || p >= in[d]) {
            ok = false;
          } else {
            lin += p * inStrides[d];
          }
        }
        if (!ok) {
          continue;
        }
        if (selected < 0) {
          selected = (int) lin;
        } else {
          RuntimeValue[] keep = c.region(0, scalar(operand, selected), scalar(operand, (int) lin));
          if (((Tensor) keep[0]).getLong(0) == 0) {
            selected = (int) lin;
          }
        }
      } while (Shapes.next(wi, window));
      if (selected >= 0) {
        scatter.combine(new Tensor[] {result}, selected, new Tensor[] {source}, s);
      }
      s++;
    } while (Shapes.next(si, src));
    return result;
  }

  /** Dimension numbers of scatter. */
  record ScatterDims(long[] updateWindowDims, long[] insertedWindowDims, long[] inputBatchingDims,
      long[] scatterIndicesBatchingDims, long[] scatterDimsToOperandDims, long indexVectorDim) {}

  static Tensor[] scatter(Interpreter.Call c, Tensor[] inputs, Tensor indices, Tensor[] updates, ScatterDims g) {
    int n = inputs.length;
    Tensor[] results = new Tensor[n];
    for (int k = 0; k < n; k++) {
      results[k] = Tensor.zeros(inputs[k].kind(), inputs[k].shapeRef());
      results[k].copyRange(inputs[k], 0, 0, inputs[k].size());
    }
    long[] us = updates[0].shapeRef();
    if (updates[0].size() == 0) {
      return results;
    }
    long[] os = inputs[0].shapeRef();
    long[] is = indices.shapeRef();
    int ivd = (int) g.indexVectorDim();
    long[] idxStrides = Tensor.strides(is);
    long[] opStrides = Tensor.strides(os);
    int urank = us.length;
    int[] scatterDims = new int[urank - g.updateWindowDims().length];
    for (int d = 0, j = 0; d < urank; d++) {
      if (!Shapes.contains(g.updateWindowDims(), d)) {
        scatterDims[j++] = d;
      }
    }
    Combiner comb = combiner(c, 0, n);
    long[] ui = new long[urank];
    long[] ri = new long[os.length];
    long[] batch = new long[scatterDims.length];
    int u = 0;
    do {
      for (int b = 0; b < batch.length; b++) {
        batch[b] = ui[scatterDims[b]];
      }
      Arrays.fill(ri, 0);
      for (int k = 0; k < g.scatterDimsToOperandDims().length; k++) {
        long pos = 0;
        for (int i = 0, b = 0; i < is.length; i++) {
          long cc = i == ivd ? k : batch[b++];
          pos += cc * idxStrides[i];
        }
        ri[(int) g.scatterDimsToOperandDims()[k]] = indices.getLong((int) pos);
      }
      for (int k = 0; k < g.inputBatchingDims().length; k++) {
        int dOp = (int) g.inputBatchingDims()[k];
        int dStart = (int) g.scatterIndicesBatchingDims()[k];
        ri[dOp] += batch[dStart < ivd ? dStart : dStart - 1];
      }
      for (int d = 0, w = 0; d < os.length; d++) {
        if (!Shapes.contains(g.insertedWindowDims(), d) && !Shapes.contains(g.inputBatchingDims(), d)) {
          ri[d] += ui[(int) g.updateWindowDims()[w++]];
        }
      }
      if (Shapes.inBounds(ri, os)) {
        comb.combine(results, Shapes.linear(ri, opStrides), updates, u);
      }
      u++;
    } while (Shapes.next(ui, us));
    return results;
  }

  static Tensor[] sort(Interpreter.Call c, Tensor[] inputs, int dim) {
    int n = inputs.length;
    long[] shape = inputs[0].shapeRef();
    if (dim < 0) {
      dim += shape.length;
    }
    Tensor[] out = new Tensor[n];
    for (int k = 0; k < n; k++) {
      out[k] = Tensor.zeros(inputs[k].kind(), shape);
    }
    if (inputs[0].size() == 0) {
      return out;
    }
    long len = shape[dim];
    long stride = Tensor.strides(shape)[dim];
    long[] outer = shape.clone();
    outer[dim] = 1;
    long[] strides = Tensor.strides(shape);
    long[] idx = new long[shape.length];
    Integer[] perm = new Integer[(int) len];
    Integer[] tmp = new Integer[(int) len];
    do {
      int base = Shapes.linear(idx, strides);
      for (int i = 0; i < len; i++) {
        perm[i] = i;
      }
      java.util.Comparator<Integer> cmp = (x, y) -> {
        RuntimeValue[] args = new RuntimeValue[2 * n];
        for (int k = 0; k < n; k++) {
          args[2 * k] = scalar(inputs[k], (int) (base + x * stride));
          args[2 * k + 1] = scalar(inputs[k], (int) (base + y * stride));
        }
        RuntimeValue[] r = c.region(0, args);
        return ((Tensor) r[0]).getLong(0) != 0 ? -1 : 0;
      };
      mergeSort(perm, tmp, 0, (int) len, cmp);
      for (int i = 0; i < len; i++) {
        for (int k = 0; k < n; k++) {
          out[k].copyFrom(inputs[k], (int) (base + perm[i] * stride), (int) (base + i * stride));
        }
      }
    } while (Shapes.next(idx, outer));
    return out;
  }

  /** A stable merge sort where cmp(a, b) < 0 means a goes before b (strictly less). */
  private static void mergeSort(Integer[] a, Integer[] tmp, int lo, int hi, java.util.Comparator<Integer> less) {
    if (hi - lo < 2) {
      return;
    }
    int mid = (lo + hi) >>> 1;
    mergeSort(a, tmp, lo, mid, less);
    mergeSort(a, tmp, mid, hi, less);
    int i = lo;
    int j = mid;
    int k = lo;
    while (i < mid && j < hi) {
      // Take from the right only when it is strictly less than the left: stable.
      if (less.compare(a[j], a[i]) < 0) {
        tmp[k++] = a[j++];
      } else {
        tmp[k++] = a[i++];
      }
    }
    while (i < mid) {
      tmp[k++] = a[i++];
    }
    while (j < hi) {
      tmp[k++] = a[j++];
    }
    System.arraycopy(tmp, lo, a, lo, hi - lo);
  }

  static Tensor map(Interpreter.Call c, Tensor[] inputs, ElementKind rk) {
    long[] shape = inputs[0].shapeRef();
    Tensor r = Tensor.zeros(rk, shape);
    for (int i = 0; i < r.size(); i++) {
      RuntimeValue[] args = new RuntimeValue[inputs.length];
      for (int k = 0; k < inputs.length; k++) {
        args[k] = scalar(inputs[k], i);
      }
      r.copyFrom((Tensor) c.region(0, args)[0], 0, i);
    }
    return r;
  }
}
