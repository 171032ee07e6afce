package org.jmlir.hlo.interpret;

import java.util.Arrays;

/**
 * Kernels that move elements without computing on them: iota, broadcast, reshape, transpose,
 * slices, concatenation, padding, reversal, gather and their dynamic forms.
 */
final class Shapes {
  private Shapes() {}

  /** Advances a row-major multi-index; returns false after the last one. */
  static boolean next(long[] idx, long[] shape) {
    for (int d = idx.length - 1; d >= 0; d--) {
      if (++idx[d] < shape[d]) {
        return true;
      }
      idx[d] = 0;
    }
    return false;
  }

  static int linear(long[] idx, long[] strides) {
    long l = 0;
    for (int i = 0; i < idx.length; i++) {
      l += idx[i] * strides[i];
    }
    return (int) l;
  }

  static boolean inBounds(long[] idx, long[] shape) {
    for (int i = 0; i < idx.length; i++) {
      if (idx[i] < 0 || idx[i] >= shape[i]) {
        return false;
      }
    }
    return true;
  }

  /** The integer elements of a 1-D (or 0-D) tensor. */
  static long[] values(Tensor t) {
    long[] r = new long[t.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = t.getLong(i);
    }
    return r;
  }

  static Tensor iota(ElementKind k, long[] shape, int dim) {
    Tensor r = Tensor.zeros(k, shape);
    if (dim < 0 || dim >= shape.length) {
      throw new InterpreterException("iota_dimension " + dim + " is out of range for rank " + shape.length);
    }
    long[] strides = Tensor.strides(shape);
    for (int i = 0; i < r.size(); i++) {
      long v = (i / strides[dim]) % shape[dim];
      if (k.isFloat() || k.isComplex()) {
        r.setDouble(i, v);
      } else {
        r.setLong(i, v);
      }
    }
    return r;
  }

  static Tensor broadcastInDim(Tensor a, long[] dims, long[] shape, ElementKind rk) {
    if (dims.length != a.rank()) {
      throw new InterpreterException("broadcast_dimensions has " + dims.length + " entries, operand rank is " + a.rank());
    }
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] < 0 || dims[i] >= shape.length || (a.dim(i) != 1 && a.dim(i) != shape[(int) dims[i]])) {
        throw new InterpreterException("cannot broadcast operand of shape " + Interpreter.shapeText(a.shapeRef())
            + " to " + Interpreter.shapeText(shape) + " with broadcast_dimensions " + Arrays.toString(dims));
      }
    }
    Tensor r = Tensor.zeros(rk, shape);
    if (r.size() == 0) {
      return r;
    }
    long[] inStrides = Tensor.strides(a.shapeRef());
    // Stride of each result dim in the operand (0 where broadcast).
    long[] map = new long[shape.length];
    for (int i = 0; i < dims.length; i++) {
      if (a.dim(i) != 1) {
        map[(int) dims[i]] = inStrides[i];
      }
    }
    long[] idx = new long[shape.length];
    int o = 0;
    do {
      r.copyFrom(a, linear(idx, map), o++);
    } while (next(idx, shape));
    return r;
  }

  static Tensor transpose(Tensor a, long[] perm, ElementKind rk) {
    long[] in = a.shapeRef();
    if (perm.length != in.length) {
      throw new InterpreterException("permutation " + Arrays.toString(perm) + " does not fit rank " + in.length);
    }
    long[] shape = new long[in.length];
    long[] inStrides = Tensor.strides(in);
    long[] map = new long[in.length];
    for (int i = 0; i < perm.length; i++) {
      shape[i] = in[(int) perm[i]];
      map[i] = inStrides[(int) perm[i]];
    }
    Tensor r = Tensor.zeros(rk, shape);
    if (r.size() == 0) {
      return r;
    }
    long[] idx = new long[shape.length];
    int o = 0;
    do {
      r.copyFrom(a, linear(idx, map), o++);
    } while (next(idx, shape));
    return r;
  }

  static Tensor slice(Tensor a, long[] start, long[] limit, long[] strides) {
    long[] in = a.shapeRef();
    int rank = in.length;
    if (start.length != rank || limit.length != rank || strides.length != rank) {
      throw new InterpreterException("slice indices do not match operand rank " + rank);
    }
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      if (start[i] < 0 || limit[i] > in[i] || start[i] > limit[i] || strides[i] <= 0) {
        throw new InterpreterException("slice [" + start[i] + ", " + limit[i] + ") with stride " + strides[i]
            + " is out of range of dimension " + i + " of size " + in[i]);
      }
      shape[i] = (limit[i] - start[i] + strides[i] - 1) / strides[i];
    }
    Tensor r = Tensor.zeros(a.kind(), shape);
    if (r.size() == 0) {
      return r;
    }
    long[] inStrides = Tensor.strides(in);
    long base = 0;
    long[] map = new long[rank];
    for (int i = 0; i < rank; i++) {
      base += start[i] * inStrides[i];
      map[i] = strides[i] * inStrides[i];
    }
    long[] idx = new long[rank];
    int o = 0;
    do {
      r.copyFrom(a, (int) (base + linear(idx, map)), o++);
    } while (next(idx, shape));
    return r;
  }

  /** dynamic_slice's start indices, clamped so the slice fits. */
  static long[] clampStarts(long[] starts, long[] in, long[] sizes) {
    long[] s = new long[starts.length];
    for (int i = 0; i < s.length; i++) {
      s[i] = Math.min(Math.max(starts[i], 0), in[i] - sizes[i]);
    }
    return s;
  }

  static Tensor dynamicSlice(Tensor a, long[] starts, long[] sizes) {
    long[] in = a.shapeRef();
    for (int i = 0; i < in.length; i++) {
      if (sizes[i] < 0 || sizes[i] > in[i]) {
        throw new InterpreterException("slice size " + sizes[i] + " does not fit dimension " + i + " of size " + in[i]);
      }
    }
    long[] s = clampStarts(starts, in, sizes);
    long[] limit = new long[in.length];
    long[] ones = new long[in.length];
    for (int i = 0; i < in.length; i++) {
      limit[i] = s[i] + sizes[i];
      ones[i] = 1;
    }
    return slice(a, s, limit, ones);
  }

  static Tensor dynamicUpdateSlice(Tensor a, Tensor update, long[] starts) {
    long[] in = a.shapeRef();
    long[] us = update.shapeRef();
    long[] s = clampStarts(starts, in, us);
    Tensor r = Tensor.zeros(a.kind(), in);
    r.copyRange(a, 0, 0, a.size());
    if (update.size() == 0) {
      return r;
    }
    long[] strides = Tensor.strides(in);
    long[] idx = new long[us.length];
    long[] pos = new long[us.length];
    int u = 0;
    do {
      for (int i = 0; i < pos.length; i++) {
        pos[i] = idx[i] + s[i];
      }
      r.copyFrom(update, u++, linear(pos, strides));
    } while (next(idx, us));
    return r;
  }

  static Tensor concatenate(Tensor[] parts, int dim, ElementKind rk) {
    long[] shape = parts[0].shape();
    if (dim < 0 || dim >= shape.length) {
      throw new InterpreterException("dimension " + dim + " is out of range for rank " + shape.length);
    }
    long total = 0;
    for (Tensor p : parts) {
      if (p.rank() != shape.length) {
        throw new InterpreterException("operands of concatenate have different ranks");
      }
      for (int i = 0; i < shape.length; i++) {
        if (i != dim && p.dim(i) != shape[i]) {
          throw new InterpreterException("operands of concatenate differ in dimension " + i);
        }
      }
      total += p.dim(dim);
    }
    shape[dim] = total;
    Tensor r = Tensor.zeros(rk, shape);
    long outer = 1;
    for (int i = 0; i < dim; i++) {
      outer *= shape[i];
    }
    long inner = 1;
    for (int i = dim + 1; i < shape.length; i++) {
      inner *= shape[i];
    }
    int o = 0;
    for (long k = 0; k < outer; k++) {
      for (Tensor p : parts) {
        int chunk = (int) (p.dim(dim) * inner);
        r.copyRange(p, (int) (k * chunk), o, chunk);
        o += chunk;
      }
    }
    return r;
  }

  static Tensor pad(Tensor a, Tensor value, long[] low, long[] high, long[] interior) {
    long[] in = a.shapeRef();
    int rank = in.length;
    long[] shape = new long[rank];
    for (int i = 0; i < rank; i++) {
      if (interior[i] < 0) {
        throw new InterpreterException("interior padding must not be negative");
      }
      shape[i] = low[i] + high[i] + in[i] + Math.max(in[i] - 1, 0) * interior[i];
      if (shape[i] < 0) {
        throw new InterpreterException("padding makes dimension " + i + " negative");
      }
    }
    Tensor r = Tensor.zeros(a.kind(), shape);
    for (int i = 0; i < r.size(); i++) {
      r.copyFrom(value, 0, i);
    }
    if (a.size() == 0) {
      return r;
    }
    long[] strides = Tensor.strides(shape);
    long[] idx = new long[rank];
    long[] pos = new long[rank];
    int s = 0;
    do {
      for (int i = 0; i < rank; i++) {
        pos[i] = low[i] + idx[i] * (interior[i] + 1);
      }
      if (inBounds(pos, shape)) {
        r.copyFrom(a, s, linear(pos, strides));
      }
      s++;
    } while (next(idx, in));
    return r;
  }

  static Tensor reverse(Tensor a, long[] dims) {
    long[] shape = a.shapeRef();
    Tensor r = Tensor.zeros(a.kind(), shape);
    if (r.size() == 0) {
      return r;
    }
    boolean[] rev = new boolean[shape.length];
    for (long d : dims) {
      rev[(int) d] = true;
    }
    long[] strides = Tensor.strides(shape);
    long[] idx = new long[shape.length];
    long[] pos = new long[shape.length];
    int o = 0;
    do {
      for (int i = 0; i < pos.length; i++) {
        pos[i] = rev[i] ? shape[i] - 1 - idx[i] : idx[i];
      }
      r.copyFrom(a, linear(pos, strides), o++);
    } while (next(idx, shape));
    return r;
  }

  /** The dimension numbers of gather (and dynamic_gather). */
  record GatherDims(long[] offsetDims, long[] collapsedSliceDims, long[] operandBatchingDims,
      long[] startIndicesBatchingDims, long[] startIndexMap, long indexVectorDim) {}

  static boolean contains(long[] a, long v) {
    for (long x : a) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }

  static Tensor gather(Tensor operand, Tensor indices, GatherDims g, long[] sliceSizes) {
    long[] os = operand.shapeRef();
    long[] is = indices.shapeRef();
    int ivd = (int) g.indexVectorDim();
    // Batch shape: the indices' shape without the index vector dimension.
    int batchRank = ivd < is.length ? is.length - 1 : is.length;
    long[] batchShape = new long[batchRank];
    for (int i = 0, j = 0; i < is.length; i++) {
      if (i != ivd) {
        batchShape[j++] = is[i];
      }
    }
    int offRank = g.offsetDims().length;
    long[] offSizes = new long[offRank];
    for (int d = 0, j = 0; d < os.length; d++) {
      if (!contains(g.collapsedSliceDims(), d) && !contains(g.operandBatchingDims(), d)) {
        if (j < offRank) {
          offSizes[j] = sliceSizes[d];
        }
        j++;
      }
    }
    int rank = batchRank + offRank;
    long[] shape = new long[rank];
    int[] batchDims = new int[batchRank];
    for (int d = 0, b = 0, o = 0; d < rank; d++) {
      if (contains(g.offsetDims(), d)) {
        shape[d] = offSizes[o++];
      } else {
        batchDims[b] = d;
        shape[d] = batchShape[b++];
      }
    }
    Tensor r = Tensor.zeros(operand.kind(), shape);
    if (r.size() == 0) {
      return r;
    }
    long[] opStrides = Tensor.strides(os);
    long[] idxStrides = Tensor.strides(is);
    long[] ri = new long[rank];
    long[] batchIndex = new long[batchRank];
    long[] opIndex = new long[os.length];
    int out = 0;
    int nIdx = g.startIndexMap().length;
    do {
      for (int b = 0; b < batchRank; b++) {
        batchIndex[b] = ri[batchDims[b]];
      }
      Arrays.fill(opIndex, 0);
      // Start index: indices[batch_index with ':' at index_vector_dim].
      for (int k = 0; k < nIdx; k++) {
        long pos = 0;
        for (int i = 0, b = 0; i < is.length; i++) {
          long c = i == ivd ? k : batchIndex[b++];
          pos += c * idxStrides[i];
        }
        int dOp = (int) g.startIndexMap()[k];
        long start = indices.getLong((int) pos);
        opIndex[dOp] = Math.min(Math.max(start, 0), os[dOp] - sliceSizes[dOp]);
      }
      for (int k = 0; k < g.operandBatchingDims().length; k++) {
        int dOp = (int) g.operandBatchingDims()[k];
        int dStart = (int) g.startIndicesBatchingDims()[k];
        opIndex[dOp] += batchIndex[dStart < ivd ? dStart : dStart - 1];
      }
      for (int d = 0, o = 0; d < os.length; d++) {
        if (!contains(g.collapsedSliceDims(), d) && !contains(g.operandBatchingDims(), d)) {
          opIndex[d] += ri[(int) g.offsetDims()[o++]];
        }
      }
      if (!inBounds(opIndex, os)) {
        throw new InterpreterException("gather index " + Arrays.toString(opIndex) + " is out of range of "
            + Interpreter.shapeText(os));
      }
      r.copyFrom(operand, linear(opIndex, opStrides), out++);
    } while (next(ri, shape));
    return r;
  }
}
