package org.jmlir.conversion.tftohlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Shape and data-movement ops that need computed attributes (TensorFlow axes, constant shape
 * operands, slices): Java, as TensorFlow's legalize_tf.cc has them in C++.
 */
final class ArrayPatterns {
  private ArrayPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.ConcatV2", (op, e) -> concat(op, e, why, op.numOperands() - 1, 0)));
    out.add(p("tf.Concat", (op, e) -> concat(op, e, why, 0, 1)));
    out.add(p("tf.Pack", (op, e) -> pack(op, e, why)));
    out.add(p("tf.Unpack", (op, e) -> unpack(op, e, why)));
    out.add(p("tf.Reshape", (op, e) -> reshape(op, e, why)));
    out.add(p("tf.ExpandDims", (op, e) -> expandDims(op, e, why)));
    out.add(p("tf.Squeeze", (op, e) -> squeeze(op, e, why)));
    out.add(p("tf.SpaceToDepth", (op, e) -> spaceDepth(op, e, why, true)));
    out.add(p("tf.DepthToSpace", (op, e) -> spaceDepth(op, e, why, false)));
    out.add(p("tf.GatherNd", (op, e) -> gatherNd(op, e, why)));
    out.add(p("tf.Slice", (op, e) -> slice(op, e, why)));
    out.add(p("tf.StridedSlice", (op, e) -> stridedSlice(op, e, why)));
    out.add(p("tf.GatherV2", (op, e) -> gather(op, e, why)));
    out.add(p("tf.Fill", (op, e) -> fill(op, e, why)));
    out.add(p("tf.ZerosLike", (op, e) -> constantLike(op, e, why, 0)));
    out.add(p("tf.OnesLike", (op, e) -> constantLike(op, e, why, 1)));
    out.add(p("tf.Shape", (op, e) -> shape(op, e, why)));
    out.add(p("tf.Size", (op, e) -> size(op, e, why)));
    out.add(p("tf.Rank", (op, e) -> rank(op, e, why)));
    out.add(p("tf.Range", (op, e) -> range(op, e, why)));
    out.add(p("tf.Pad", (op, e) -> pad(op, e, why, null)));
    out.add(p("tf.PadV2", (op, e) -> pad(op, e, why, op.operand(2))));
    out.add(p("tf.Tile", (op, e) -> tile(op, e, why)));
    out.add(p("tf.BroadcastTo", (op, e) -> broadcastTo(op, e, why)));
    out.add(p("tf.ReverseV2", (op, e) -> reverse(op, e, why)));
    out.add(p("tf.Split", (op, e) -> split(op, e, why, false)));
    out.add(p("tf.SplitV", (op, e) -> split(op, e, why, true)));
    out.add(p("tf.OneHot", (op, e) -> oneHot(op, e, why)));
    out.add(p("tf.Select", (op, e) -> select(op, e, why)));
    out.add(p("tf.IdentityN", (op, e) -> {
      e.rw.replaceOp(op, op.operands());
      return true;
    }));
    out.add(p("tf.AddN", (op, e) -> addN(op, e, why)));
    out.add(p("tf.AccumulateNV2", (op, e) -> addN(op, e, why)));
    // A constant whose result type is less precise than its value (TensorFlow's rule): the constant
    // of the value's type, then a tensor.cast to the result type.
    out.add(p("tf.Const", (op, e) -> {
      if (!(op.attr("value") instanceof DenseIntOrFPElementsAttr v) || v.type().equals(op.result(0).type())
          || !TfShapes.isHloTensor(v.type())) {
        return why.attribute(op, "the value is not a dense elements attribute of an HLO type");
      }
      e.replace(BoundedPatterns.cast(e, e.constant(v), op.result(0).type()));
      return true;
    }));
  }

  /** A pattern on {@code root} whose body gets an {@link Emit} positioned before the op. */
  static RewritePattern p(String root, Body body) {
    return new NamedPattern("Legalize" + root.substring(3), root, 1, (op, rw) -> {
      try {
        return body.apply(op, new Emit(rw, op));
      } catch (IllegalArgumentException | ClassCastException | IndexOutOfBoundsException ex) {
        // An operand combination the rule does not handle (HLO type inference refused it): the op stays.
        return false;
      }
    });
  }

  @FunctionalInterface
  interface Body {
    boolean apply(Operation op, Emit e);
  }

  private static boolean concat(Operation op, Emit e, Reasons why, int axisIndex, int first) {
    Long axis = TfShapes.constInt(op.operand(axisIndex));
    if (axis == null) {
      return why.attribute(op, "the axis operand is not a constant");
    }
    List<Value> inputs = new ArrayList<>();
    for (int i = first; i < op.numOperands() - (first == 0 ? 1 : 0); i++) {
      inputs.add(op.operand(i));
    }
    RankedTensorType t = TfShapes.ranked(inputs.get(0));
    if (t == null) {
      return why.dynamic(op, "the first input is unranked");
    }
    long d = TfShapes.axis(axis, t.rank());
    if (d < 0) {
      return why.attribute(op, "axis " + axis + " is out of range");
    }
    e.replace(e.put(e.b.concatenate(inputs, d)));
    return true;
  }

  private static boolean pack(Operation op, Emit e, Reasons why) {
    RankedTensorType result = TfShapes.staticTensor(op.result(0));
    if (result == null) {
      return why.dynamic(op, "the result shape is not static");
    }
    long axis = TfShapes.axis(((IntegerAttr) op.attr("axis")) == null ? 0 : ((IntegerAttr) op.attr("axis")).longValue(), result.rank());
    long[] shape = result.shape().clone();
    shape[(int) axis] = 1;
    List<Value> parts = new ArrayList<>();
    for (Value v : op.operands()) {
      parts.add(e.reshape(v, TfShapes.tensor(e.ctx, shape, result.elementType())));
    }
    e.replace(parts.size() == 1 ? parts.get(0) : e.put(e.b.concatenate(parts, axis)));
    return true;
  }

  private static boolean unpack(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    if (in == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    long axis = TfShapes.axis(op.attr("axis") instanceof IntegerAttr a ? a.longValue() : 0, in.rank());
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      long[] start = new long[in.rank()];
      long[] limit = in.shape().clone();
      long[] strides = new long[in.rank()];
      java.util.Arrays.fill(strides, 1);
      start[(int) axis] = i;
      limit[(int) axis] = i + 1;
      Value s = e.put(e.b.slice(op.operand(0), start, limit, strides));
      results.add(e.reshape(s, op.result(i).type()));
    }
    e.rw.replaceOp(op, results);
    return true;
  }

  private static boolean reshape(Operation op, Emit e, Reasons why) {
    Type t = op.result(0).type();
    if (!TfShapes.isHloTensor(op.operand(0).type())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "operand type has no HLO equivalent");
    }
    if (t instanceof RankedTensorType r && r.hasStaticShape()) {
      e.replace(e.reshape(op.operand(0), t));
      return true;
    }
    if (t instanceof RankedTensorType && TfShapes.ranked(op.operand(0)) != null) {
      long[] dims = TfShapes.constInts(op.operand(1));
      if (dims == null) {
        if (TfShapes.ranked(op.operand(1)) == null) {
          return why.dynamic(op, "the shape operand is unranked");
        }
        // A run-time shape without -1 (TensorFlow's inference resolves -1 only for constants).
        e.replace(e.op("dynamic_reshape", List.of(op.operand(0), op.operand(1)), t));
        return true;
      }
      // A constant shape with one -1: that extent is the element count over the others.
      IntegerType i64 = IntegerType.get(e.ctx, 64);
      RankedTensorType one = TfShapes.tensor(e.ctx, new long[] {1}, i64);
      long known = 1;
      for (long d : dims) {
        known *= d == -1 ? 1 : d;
      }
      List<Value> parts = new ArrayList<>();
      for (long d : dims) {
        Value v = d != -1 ? e.scalar(i64, d)
            : e.binary("divide", e.convert(numElements(e, op.operand(0)), i64), e.scalar(i64, known));
        parts.add(e.reshape(v, one));
      }
      Value shape = parts.size() == 1 ? parts.get(0) : e.put(e.b.concatenate(parts, 0));
      e.replace(e.op("dynamic_reshape", List.of(op.operand(0), shape), t));
      return true;
    }
    return why.dynamic(op, "the result is unranked");
  }

  /** The number of elements of a ranked tensor at run time, as tensor<i32>. */
  static Value numElements(Emit e, Value x) {
    RankedTensorType t = TfShapes.ranked(x);
    Value n = null;
    for (int i = 0; i < t.rank(); i++) {
      Value d = e.op("get_dimension_size", List.of(x), null, e.attr("dimension", org.jmlir.dialect.hlo.HloAttrs.i64(e.ctx, i)));
      n = n == null ? d : e.binary("multiply", n, d);
    }
    return n == null ? e.scalar(IntegerType.get(e.ctx, 32), 1) : n;
  }

  private static boolean expandDims(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    Long axisValue = TfShapes.constInt(op.operand(1));
    if (in == null || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "operand and result must be ranked");
    }
    if (r.hasStaticShape()) {
      return staticReshape(op, e, why);
    }
    if (axisValue == null) {
      return why.attribute(op, "the dimension is not a constant");
    }
    long axis = axisValue < 0 ? axisValue + in.rank() + 1 : axisValue;
    int[] src = new int[r.rank()];
    for (int i = 0; i < r.rank(); i++) {
      src[i] = i < axis ? i : i == axis ? -1 : i - 1;
    }
    e.replace(dynamicReshape(e, op.operand(0), r, src));
    return true;
  }

  private static boolean squeeze(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (in == null || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "operand and result must be ranked");
    }
    if (r.hasStaticShape()) {
      return staticReshape(op, e, why);
    }
    long[] dims = TfShapes.intsAttr(op, "squeeze_dims");
    java.util.Set<Long> squeezed = new java.util.HashSet<>();
    for (int i = 0; i < in.rank(); i++) {
      boolean listed = false;
      if (dims != null && dims.length > 0) {
        for (long d : dims) {
          listed |= TfShapes.axis(d, in.rank()) == i;
        }
      } else {
        listed = in.shape()[i] == 1;
      }
      if (listed) {
        if (in.shape()[i] != 1) {
          return why.dynamic(op, "squeezing a dimension that is not statically 1");
        }
        squeezed.add((long) i);
      }
    }
    int[] src = new int[r.rank()];
    for (int i = 0, j = 0; i < in.rank(); i++) {
      if (!squeezed.contains((long) i)) {
        src[j++] = i;
      }
    }
    e.replace(dynamicReshape(e, op.operand(0), r, src));
    return true;
  }

  /**
   * A dynamic_reshape of {@code x} to {@code t}: extent i is the constant of {@code t} when static,
   * else the run-time size of {@code x}'s dimension {@code src[i]}.
   */
  static Value dynamicReshape(Emit e, Value x, RankedTensorType t, int[] src) {
    IntegerType i32 = IntegerType.get(e.ctx, 32);
    RankedTensorType one = TfShapes.tensor(e.ctx, new long[] {1}, i32);
    List<Value> parts = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] != TfShapes.DYNAMIC || src[i] < 0) {
        parts.add(e.i32s(new long[] {t.shape()[i] == TfShapes.DYNAMIC ? 1 : t.shape()[i]}));
      } else {
        Value d = e.op("get_dimension_size", List.of(x), null, e.attr("dimension", org.jmlir.dialect.hlo.HloAttrs.i64(e.ctx, src[i])));
        parts.add(e.reshape(d, one));
      }
    }
    Value shape = parts.size() == 1 ? parts.get(0) : e.put(e.b.concatenate(parts, 0));
    return e.op("dynamic_reshape", List.of(x, shape), t);
  }

  /** SpaceToDepth / DepthToSpace (NHWC, static shapes): a reshape, a transpose and a reshape. */
  private static boolean spaceDepth(Operation op, Emit e, Reasons why, boolean toDepth) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    if (in == null || in.rank() != 4 || !(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "input and result must be static rank-4 tensors");
    }
    if (!TfShapes.stringAttr(op, "data_format", "NHWC").equals("NHWC")) {
      return why.attribute(op, "data_format other than NHWC");
    }
    long bs = op.attr("block_size") instanceof IntegerAttr b ? b.longValue() : 0;
    if (bs < 2) {
      return why.attribute(op, "block_size " + bs);
    }
    long[] s = in.shape();
    long n = s[0];
    Type el = in.elementType();
    if (toDepth) {
      // [N, H/b, b, W/b, b, C] -> [N, H/b, W/b, b, b, C] -> [N, H/b, W/b, b*b*C]
      Value x = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, new long[] {n, s[1] / bs, bs, s[2] / bs, bs, s[3]}, el));
      Value t = e.put(e.b.transpose(x, new long[] {0, 1, 3, 2, 4, 5}));
      e.replace(e.reshape(t, r));
    } else {
      // [N, H, W, b, b, C/(b*b)] -> [N, H, b, W, b, C/(b*b)] -> [N, H*b, W*b, C/(b*b)]
      Value x = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, new long[] {n, s[1], s[2], bs, bs, s[3] / (bs * bs)}, el));
      Value t = e.put(e.b.transpose(x, new long[] {0, 1, 3, 2, 4, 5}));
      e.replace(e.reshape(t, r));
    }
    return true;
  }

  /** GatherNd: the last indices dimension indexes the leading params dimensions. */
  private static boolean gatherNd(Operation op, Emit e, Reasons why) {
    RankedTensorType params = TfShapes.staticTensor(op.operand(0));
    RankedTensorType indices = TfShapes.ranked(op.operand(1));
    if (params == null || indices == null || indices.rank() == 0 || indices.shape()[indices.rank() - 1] == TfShapes.DYNAMIC) {
      return why.dynamic(op, "params must be static and the index depth known");
    }
    int q = indices.rank();
    int depth = (int) indices.shape()[q - 1];
    long[] offset = new long[params.rank() - depth];
    long[] sliceSizes = params.shape().clone();
    long[] collapsed = new long[depth];
    long[] startMap = new long[depth];
    for (int i = 0; i < depth; i++) {
      collapsed[i] = i;
      startMap[i] = i;
      sliceSizes[i] = 1;
    }
    for (int i = 0; i < offset.length; i++) {
      offset[i] = q - 1 + i;
    }
    GatherDimensionNumbersAttr dn = GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, offset, collapsed, new long[0], new long[0], startMap, q - 1);
    e.replace(e.op("gather", List.of(op.operand(0), op.operand(1)), op.result(0).type(),
        e.attr("dimension_numbers", dn), e.attr("slice_sizes", e.dims(sliceSizes)),
        e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false))));
    return true;
  }

  private static boolean staticReshape(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape() || !TfShapes.isHloTensor(op.operand(0).type())) {
      return why.dynamic(op, "the result shape is not static");
    }
    e.replace(e.reshape(op.operand(0), r));
    return true;
  }

  private static boolean slice(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    long[] begin = TfShapes.constInts(op.operand(1));
    long[] size = TfShapes.constInts(op.operand(2));
    if (in == null || !in.hasStaticShape()) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (begin == null || size == null) {
      return why.attribute(op, "begin and size are not constants");
    }
    long[] limit = new long[begin.length];
    long[] strides = new long[begin.length];
    for (int i = 0; i < begin.length; i++) {
      limit[i] = size[i] == -1 ? in.shape()[i] : begin[i] + size[i];
      strides[i] = 1;
    }
    e.replace(e.reshape(e.put(e.b.slice(op.operand(0), begin, limit, strides)), op.result(0).type()));
    return true;
  }

  /**
   * TensorFlow's strided-slice spec made dense over the input dimensions: the ellipsis (explicit, or
   * implicit at the end) expands to full ranges, new axes take no input dimension (the final
   * reshape adds them), and {@code sparse[d]} is the index in begin/end/strides of input dimension
   * {@code d}, or -1 for a full range.
   */
  record DenseSpec(int[] sparse, long beginMask, long endMask, long shrinkMask) {
    static DenseSpec of(Operation op, int rank, int sparseDims) {
      long ellipsis = mask(op, "ellipsis_mask");
      long newAxis = mask(op, "new_axis_mask");
      long begins = mask(op, "begin_mask");
      long ends = mask(op, "end_mask");
      long shrinks = mask(op, "shrink_axis_mask");
      int dims = sparseDims;
      if (ellipsis == 0) {
        ellipsis = 1L << dims;
        dims++;
      }
      int[] sparse = new int[rank];
      java.util.Arrays.fill(sparse, -1);
      long bm = 0;
      long em = 0;
      long sm = 0;
      int full = 0;
      for (int i = 0; i < dims; i++) {
        if ((ellipsis >> i & 1) != 0) {
          int after = Long.bitCount(newAxis >>> (i + 1) & ((1L << Math.max(0, dims - i - 1)) - 1));
          int next = Math.min(rank - (dims - i) + 1 + after, rank);
          for (; full < next; full++) {
            bm |= 1L << full;
            em |= 1L << full;
          }
        } else if ((newAxis >> i & 1) != 0) {
          continue;
        } else {
          if (full >= rank) {
            return null;
          }
          sparse[full] = i;
          bm |= (begins >> i & 1) << full;
          em |= (ends >> i & 1) << full;
          sm |= (shrinks >> i & 1) << full;
          full++;
        }
      }
      for (; full < rank; full++) {
        bm |= 1L << full;
        em |= 1L << full;
      }
      return new DenseSpec(sparse, bm, em, sm);
    }

    boolean shrink(int d) {
      return (shrinkMask >> d & 1) != 0;
    }

    /** Whether dimension {@code d} is taken whole (no sparse entry, or both masks set with stride 1). */
    boolean whole(int d, long[] stride) {
      return sparse[d] < 0 || (!shrink(d) && (beginMask >> d & 1) != 0 && (endMask >> d & 1) != 0 && stride[sparse[d]] == 1);
    }
  }

  private static boolean stridedSlice(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    if (in == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (!(op.result(0).type() instanceof RankedTensorType res) || !res.hasStaticShape()) {
      return why.dynamic(op, "the result shape is not static");
    }
    long[] begin = TfShapes.constInts(op.operand(1));
    long[] end = TfShapes.constInts(op.operand(2));
    long[] stride = TfShapes.constInts(op.operand(3));
    RankedTensorType beginType = TfShapes.ranked(op.operand(1));
    if (stride == null || beginType == null || beginType.rank() != 1 || beginType.shape()[0] == TfShapes.DYNAMIC) {
      return why.attribute(op, "the strides are not constants or begin has no static length");
    }
    int rank = in.rank();
    DenseSpec spec = DenseSpec.of(op, rank, (int) beginType.shape()[0]);
    if (spec == null) {
      return why.attribute(op, "the slice spec has more dimensions than the input");
    }
    if (begin == null || end == null) {
      return dynamicBeginSlice(op, e, why, in, res, spec, stride);
    }
    long[] start = new long[rank];
    long[] limit = in.shape().clone();
    long[] strides = new long[rank];
    java.util.Arrays.fill(strides, 1);
    List<Integer> reversed = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      int k = spec.sparse()[i];
      if (k < 0) {
        continue;
      }
      long dim = in.shape()[i];
      long s = stride[k];
      if (s == 0) {
        return why.attribute(op, "stride 0");
      }
      long b0 = begin[k] < 0 ? begin[k] + dim : begin[k];
      long e0 = end[k] < 0 ? end[k] + dim : end[k];
      if (spec.shrink(i)) {
        start[i] = b0;
        limit[i] = b0 + 1;
        continue;
      }
      boolean fromStart = (spec.beginMask() >> i & 1) != 0;
      boolean toEnd = (spec.endMask() >> i & 1) != 0;
      if (s > 0) {
        b0 = fromStart ? 0 : Math.clamp(b0, 0, dim);
        e0 = toEnd ? dim : Math.clamp(e0, 0, dim);
        start[i] = b0;
        limit[i] = Math.max(e0, b0);
        strides[i] = s;
      } else {
        // A negative stride: reverse the dimension, then slice forwards.
        b0 = fromStart ? dim - 1 : Math.clamp(b0, -1, dim - 1);
        e0 = toEnd ? -1 : Math.clamp(e0, -1, dim - 1);
        reversed.add(i);
        start[i] = dim - 1 - b0;
        limit[i] = Math.max(dim - 1 - e0, start[i]);
        strides[i] = -s;
      }
    }
    Value x = op.operand(0);
    if (!reversed.isEmpty()) {
      x = e.put(e.b.reverse(x, reversed.stream().mapToLong(Integer::longValue).toArray()));
    }
    Value sliced = e.put(e.b.slice(x, start, limit, strides));
    e.replace(e.reshape(sliced, res));
    return true;
  }

  /**
   * A strided slice whose begin is not a constant (TensorFlow's rule): each shrunk dimension takes
   * one element at its begin (negative indices wrap), every other dimension must be whole; a
   * dynamic_slice then a reshape to the result.
   */
  private static boolean dynamicBeginSlice(Operation op, Emit e, Reasons why, RankedTensorType in, RankedTensorType res, DenseSpec spec,
      long[] stride) {
    RankedTensorType beginType = TfShapes.ranked(op.operand(1));
    Type indexElement = beginType.elementType();
    RankedTensorType scalar = RankedTensorType.get(e.ctx, new long[0], indexElement);
    Value zero = null;
    List<Value> starts = new ArrayList<>();
    long[] sizes = new long[in.rank()];
    for (int i = 0; i < in.rank(); i++) {
      int k = spec.sparse()[i];
      if (!spec.shrink(i)) {
        if (!spec.whole(i, stride)) {
          return why.attribute(op, "a non-constant begin needs every dimension shrunk or taken whole");
        }
        if (zero == null) {
          zero = e.scalar(indexElement, 0);
        }
        starts.add(zero);
        sizes[i] = in.shape()[i];
        continue;
      }
      if (stride[k] != 1) {
        return why.attribute(op, "a non-constant begin needs stride 1 on shrunk dimensions");
      }
      Value index = e.reshape(e.put(e.b.slice(op.operand(1), new long[] {k}, new long[] {k + 1}, new long[] {1})), scalar);
      Value dim = e.scalar(indexElement, in.shape()[i]);
      if (zero == null) {
        zero = e.scalar(indexElement, 0);
      }
      Value negative = e.compare("LT", index, zero);
      starts.add(e.put(e.b.select(negative, e.binary("add", index, dim), index)));
      sizes[i] = 1;
    }
    List<Value> operands = new ArrayList<>();
    operands.add(op.operand(0));
    operands.addAll(starts);
    Value sliced = e.op("dynamic_slice", operands, RankedTensorType.get(e.ctx, sizes, in.elementType()),
        e.attr("slice_sizes", e.dims(sizes)));
    e.replace(e.reshape(sliced, res));
    return true;
  }

  private static long mask(Operation op, String name) {
    return op.attr(name) instanceof IntegerAttr i ? i.longValue() : 0;
  }

  /** TensorFlow's rule: GatherV2 with a constant axis is torch_index_select(params, indices) {dim, batch_dims}. */
  private static boolean gather(Operation op, Emit e, Reasons why) {
    RankedTensorType params = TfShapes.ranked(op.operand(0));
    RankedTensorType indices = TfShapes.ranked(op.operand(1));
    Long axisValue = TfShapes.constInt(op.operand(2));
    if (params == null || indices == null) {
      return why.dynamic(op, "params and indices must be ranked");
    }
    if (axisValue == null) {
      return why.attribute(op, "the axis operand is not a constant");
    }
    long batchDims = op.attr("batch_dims") instanceof IntegerAttr b ? b.longValue() : 0;
    long axis = TfShapes.axis(axisValue, params.rank());
    batchDims = TfShapes.axis(batchDims, indices.rank());
    IntegerType i64 = IntegerType.get(e.ctx, 64);
    e.replace(e.op("torch_index_select", List.of(op.operand(0), op.operand(1)), op.result(0).type(),
        e.attr("dim", IntegerAttr.get(e.ctx, i64, axis)), e.attr("batch_dims", IntegerAttr.get(e.ctx, i64, batchDims))));
    return true;
  }

  /**
   * The StableHLO ending: each {@code stablehlo.torch_index_select} without batch dimensions and
   * with static params becomes the equivalent {@code stablehlo.gather} (StableHLO has no
   * index-select); others stay.
   */
  static void indexSelectToGather(Operation root) {
    for (Operation op : root.collect(o -> o.name().equals(Emit.NS + ".torch_index_select"))) {
      RankedTensorType params = TfShapes.staticTensor(op.operand(0));
      RankedTensorType indices = TfShapes.ranked(op.operand(1));
      if (params == null || indices == null || !(op.attr("dim") instanceof IntegerAttr d)
          || !(op.attr("batch_dims") instanceof IntegerAttr bd) || bd.longValue() != 0) {
        continue;
      }
      long axis = d.longValue();
      int q = indices.rank();
      List<Long> offset = new ArrayList<>();
      for (int i = 0; i < axis; i++) {
        offset.add((long) i);
      }
      for (int i = (int) axis + 1; i < params.rank(); i++) {
        offset.add((long) (i - 1 + q));
      }
      long[] sliceSizes = params.shape().clone();
      sliceSizes[(int) axis] = 1;
      MLIRContext ctx = op.context();
      GatherDimensionNumbersAttr dn = GatherDimensionNumbersAttr.get(ctx, Emit.NS,
          offset.stream().mapToLong(Long::longValue).toArray(), new long[] {axis}, new long[0], new long[0], new long[] {axis}, q);
      var b = new org.jmlir.dialect.hlo.HloBuilder(ctx, Emit.NS, op.location());
      Operation g = b.create("gather", List.of(op.operand(0), op.operand(1)),
          List.of(new org.jmlir.ir.attr.NamedAttribute("dimension_numbers", dn),
              new org.jmlir.ir.attr.NamedAttribute("slice_sizes", org.jmlir.dialect.hlo.HloAttrs.dims(ctx, Emit.NS, sliceSizes)),
              new org.jmlir.ir.attr.NamedAttribute("indices_are_sorted", IntegerAttr.bool(ctx, false))),
          List.of(op.result(0).type()), 0);
      op.block().insertBefore(op, g);
      op.result(0).replaceAllUsesWith(g.result(0));
      op.erase();
    }
  }

  private static boolean fill(Operation op, Emit e, Reasons why) {
    Type t = op.result(0).type();
    if (!(t instanceof RankedTensorType r)) {
      return why.dynamic(op, "the result is unranked");
    }
    if (r.hasStaticShape()) {
      e.replace(e.broadcastInDim(op.operand(1), new long[0], r));
    } else {
      e.replace(e.op("dynamic_broadcast_in_dim", List.of(op.operand(1), op.operand(0)), r,
          e.attr("broadcast_dimensions", e.dims(new long[0]))));
    }
    return true;
  }

  private static boolean constantLike(Operation op, Emit e, Reasons why, int value) {
    Value x = op.operand(0);
    if (!TfShapes.isHloTensor(x.type())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "operand type has no HLO equivalent");
    }
    if (x.type() instanceof RankedTensorType r && r.hasStaticShape()) {
      e.replace(e.splat(r, Emit.bits(e.ctx, r.elementType(), value)));
    } else {
      Type el = TfShapes.element(x.type());
      e.replace(e.chlo("constant_like", List.of(x), x.type(),
          e.attr("value", org.jmlir.dialect.fold.ConstFold.scalar(e.ctx, el, Emit.bits(e.ctx, el, value)))));
    }
    return true;
  }

  private static boolean shape(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    Type outElement = TfShapes.element(op.result(0).type());
    if (in == null) {
      return why.dynamic(op, "the input is unranked");
    }
    if (in.hasStaticShape()) {
      e.replace(e.convert(e.i64s(in.shape()), outElement));
      return true;
    }
    List<Value> dims = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      Value d = e.op("get_dimension_size", List.of(op.operand(0)), null, e.attr("dimension", org.jmlir.dialect.hlo.HloAttrs.i64(e.ctx, i)));
      dims.add(e.reshape(e.convert(d, outElement), TfShapes.tensor(e.ctx, new long[] {1}, outElement)));
    }
    e.replace(dims.size() == 1 ? dims.get(0) : e.put(e.b.concatenate(dims, 0)));
    return true;
  }

  private static boolean size(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (in == null) {
      return why.dynamic(op, "the input is unranked");
    }
    Type outElement = TfShapes.element(op.result(0).type());
    if (in.hasStaticShape()) {
      e.replace(e.scalar(outElement, TfShapes.numElements(in.shape())));
    } else {
      e.replace(e.convert(numElements(e, op.operand(0)), outElement));
    }
    return true;
  }

  private static boolean rank(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (in == null) {
      return why.dynamic(op, "the input is unranked");
    }
    e.replace(e.scalar(IntegerType.get(e.ctx, 32), in.rank()));
    return true;
  }

  private static boolean range(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "the number of elements is not known statically");
    }
    Value iota = e.put(e.b.iota(r, 0));
    Value start = op.operand(0);
    Value delta = op.operand(2);
    Value scaled = e.bcast("multiply", iota, delta, r);
    e.replace(e.bcast("add", scaled, start, r));
    return true;
  }

  private static boolean pad(Operation op, Emit e, Reasons why, Value padValue) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    long[] pads = TfShapes.constInts(op.operand(1));
    if (in == null) {
      return why.dynamic(op, "the input is unranked");
    }
    if (pads == null) {
      return why.attribute(op, "paddings are not a constant");
    }
    int rank = in.rank();
    long[] low = new long[rank];
    long[] high = new long[rank];
    for (int i = 0; i < rank; i++) {
      low[i] = pads[2 * i];
      high[i] = pads[2 * i + 1];
    }
    Value value = padValue != null ? padValue : e.scalar(in.elementType(), 0);
    e.replace(e.put(e.b.pad(op.operand(0), value, low, high, new long[rank])));
    return true;
  }

  private static boolean tile(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.staticTensor(op.operand(0));
    long[] multiples = TfShapes.constInts(op.operand(1));
    if (in == null || !(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "input and result shapes must be static");
    }
    if (multiples == null) {
      return why.attribute(op, "multiples are not a constant");
    }
    int rank = in.rank();
    long[] bshape = new long[2 * rank];
    long[] dims = new long[rank];
    for (int i = 0; i < rank; i++) {
      bshape[2 * i] = multiples[i];
      bshape[2 * i + 1] = in.shape()[i];
      dims[i] = 2L * i + 1;
    }
    Value b = e.broadcastInDim(op.operand(0), dims, TfShapes.tensor(e.ctx, bshape, in.elementType()));
    e.replace(e.reshape(b, r));
    return true;
  }

  private static boolean broadcastTo(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    if (in == null || !(op.result(0).type() instanceof RankedTensorType r)) {
      return why.dynamic(op, "operand and result must be ranked");
    }
    long[] dims = new long[in.rank()];
    for (int i = 0; i < in.rank(); i++) {
      dims[i] = r.rank() - in.rank() + i;
    }
    if (r.hasStaticShape()) {
      e.replace(e.broadcastInDim(op.operand(0), dims, r));
    } else {
      e.replace(e.op("dynamic_broadcast_in_dim", List.of(op.operand(0), op.operand(1)), r,
          e.attr("broadcast_dimensions", e.dims(dims))));
    }
    return true;
  }

  private static boolean reverse(Operation op, Emit e, Reasons why) {
    RankedTensorType in = TfShapes.ranked(op.operand(0));
    long[] axes = TfShapes.constInts(op.operand(1));
    if (in == null) {
      return why.dynamic(op, "the input is unranked");
    }
    if (axes == null) {
      return why.attribute(op, "axis is not a constant");
    }
    long[] dims = new long[axes.length];
    for (int i = 0; i < axes.length; i++) {
      dims[i] = TfShapes.axis(axes[i], in.rank());
    }
    e.replace(e.put(e.b.reverse(op.operand(0), dims)));
    return true;
  }

  private static boolean split(Operation op, Emit e, Reasons why, boolean sized) {
    Value input = sized ? op.operand(0) : op.operand(1);
    Long axisValue = TfShapes.constInt(sized ? op.operand(2) : op.operand(0));
    RankedTensorType in = TfShapes.staticTensor(input);
    if (in == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (axisValue == null) {
      return why.attribute(op, "the split dimension is not a constant");
    }
    long axis = TfShapes.axis(axisValue, in.rank());
    int n = op.numResults();
    long[] sizes = new long[n];
    if (sized) {
      long[] given = TfShapes.constInts(op.operand(1));
      if (given == null) {
        return why.attribute(op, "size_splits is not a constant");
      }
      long known = 0;
      int unknown = -1;
      for (int i = 0; i < n; i++) {
        if (given[i] == -1) {
          unknown = i;
        } else {
          known += given[i];
        }
        sizes[i] = given[i];
      }
      if (unknown >= 0) {
        sizes[unknown] = in.shape()[(int) axis] - known;
      }
    } else {
      java.util.Arrays.fill(sizes, in.shape()[(int) axis] / n);
    }
    List<Value> results = new ArrayList<>();
    long at = 0;
    for (int i = 0; i < n; i++) {
      long[] start = new long[in.rank()];
      long[] limit = in.shape().clone();
      long[] strides = new long[in.rank()];
      java.util.Arrays.fill(strides, 1);
      start[(int) axis] = at;
      limit[(int) axis] = at + sizes[i];
      at += sizes[i];
      results.add(e.put(e.b.slice(input, start, limit, strides)));
    }
    e.rw.replaceOp(op, results);
    return true;
  }

  private static boolean oneHot(Operation op, Emit e, Reasons why) {
    RankedTensorType indices = TfShapes.staticTensor(op.operand(0));
    Long depth = TfShapes.constInt(op.operand(1));
    if (indices == null || !(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "indices and the result must have static shapes");
    }
    if (depth == null) {
      return why.attribute(op, "depth is not a constant");
    }
    long axisAttr = op.attr("axis") instanceof IntegerAttr a ? a.longValue() : -1;
    long axis = axisAttr == -1 ? indices.rank() : axisAttr;
    long[] dims = new long[indices.rank()];
    for (int i = 0, j = 0; i < r.rank(); i++) {
      if (i != axis) {
        dims[j++] = i;
      }
    }
    Type idxElement = indices.elementType();
    Value bIdx = e.broadcastInDim(op.operand(0), dims, TfShapes.tensor(e.ctx, r.shape(), idxElement));
    Value iota = e.put(e.b.iota(TfShapes.tensor(e.ctx, r.shape(), idxElement), axis));
    Value eq = e.compare("EQ", bIdx, iota);
    Value on = e.broadcastInDim(op.operand(2), new long[0], r);
    Value off = e.broadcastInDim(op.operand(3), new long[0], r);
    e.replace(e.put(e.b.select(eq, on, off)));
    return true;
  }

  private static boolean select(Operation op, Emit e, Reasons why) {
    Value cond = op.operand(0);
    Value t = op.operand(1);
    RankedTensorType ct = TfShapes.ranked(cond);
    RankedTensorType tt = TfShapes.ranked(t);
    if (ct == null || tt == null) {
      return why.dynamic(op, "operands must be ranked");
    }
    if (ct.rank() == tt.rank() || ct.rank() == 0) {
      e.replace(e.put(e.b.select(cond, t, op.operand(2))));
      return true;
    }
    if (ct.rank() == 1 && tt.hasStaticShape()) {
      // tf.Select with a vector condition picks whole rows of the first dimension.
      Value bc = e.broadcastInDim(cond, new long[] {0}, TfShapes.tensor(e.ctx, tt.shape(), ct.elementType()));
      e.replace(e.put(e.b.select(bc, t, op.operand(2))));
      return true;
    }
    return why.dynamic(op, "a vector condition needs static shapes");
  }

  private static boolean addN(Operation op, Emit e, Reasons why) {
    if (!TfShapes.isHloTensor(op.operand(0).type())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "operand type has no HLO equivalent");
    }
    Value sum = op.operand(0);
    for (int i = 1; i < op.numOperands(); i++) {
      sum = e.binary("add", sum, op.operand(i));
    }
    e.replace(sum);
    return true;
  }

  static MLIRContext ctx(Emit e) {
    return e.ctx;
  }
}
