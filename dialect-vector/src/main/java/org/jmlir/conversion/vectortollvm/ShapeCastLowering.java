package org.jmlir.conversion.vectortollvm;

import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-level lowering of {@code vector.shape_cast} that {@code convert-vector-to-llvm} applies
 * before converting, after MLIR 22's shape-cast lowering: the shapes' common trailing dimensions stay
 * whole; the data moves in "atomic" slices whose leading size is the gcd of the first differing
 * dimensions, through {@code vector.extract} of the source, {@code extract_strided_slice} down to the
 * atomic slice, {@code insert_strided_slice} into a row of the result and {@code vector.insert} of
 * that row (which the strided-slice lowering then makes shuffles). A cast that only adds or drops
 * leading unit dimensions is one extract and one insert; a gcd of 1 moves single slices. Ops that
 * would fold away (empty positions, whole slices) are not created. An n-D atomic slice that is a whole
 * sub-vector of the source going straight into the result ({@code 2x3x4} to {@code 6x4}) moves
 * slices of the common suffix one by one (what MLIR's n-D strided-slice decomposition folds down to); other n-D
 * slices and 0-D casts are left to the conversion (element by element: same values, other IR).
 */
final class ShapeCastLowering {
  private ShapeCastLowering() {}

  static RewritePattern pattern() {
    return new NamedPattern("ShapeCastOpRewritePattern", "vector.shape_cast", 1, ShapeCastLowering::rewrite);
  }

  private static boolean rewrite(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    if (src.equals(res)) {
      return false;
    }
    if (src.shape().length == 0 || res.shape().length == 0) {
      // A one-element cast from or to 0-D: the element, extracted and inserted into a poison.
      Value poison = create(rw, op, "ub.poison", List.of(), res);
      Value element = create(rw, op, "vector.extract", List.of(op.operand(0)), src.elementType(),
          StridedSliceLowering.positions(rw.context(), new long[src.shape().length]));
      rw.replaceOp(op, List.of(create(rw, op, "vector.insert", List.of(element, poison), res,
          StridedSliceLowering.positions(rw.context(), new long[res.shape().length]))));
      return true;
    }
    long[] ss = src.shape();
    long[] rs = res.shape();
    int sd = ss.length - 1;
    int rd = rs.length - 1;
    while (sd >= 0 && rd >= 0 && ss[sd] == rs[rd] && src.scalableDims()[sd] == res.scalableDims()[rd]) {
      sd--;
      rd--;
    }
    // Scalable dimensions only within the common trailing dimensions, which move whole.
    boolean scalable = src.isScalable() || res.isScalable();
    for (int d = 0; d <= sd; d++) {
      if (src.scalableDims()[d]) {
        return false;
      }
    }
    for (int d = 0; d <= rd; d++) {
      if (res.scalableDims()[d]) {
        return false;
      }
    }
    MLIRContext ctx = rw.context();
    Value source = op.operand(0);
    if (sd < 0 || rd < 0) {
      // Only leading unit dimensions differ.
      int delta = ss.length - rs.length;
      Value poison = create(rw, op, "ub.poison", List.of(), res);
      Value extracted = extract(rw, op, source, new long[Math.max(delta, 0)]);
      rw.replaceOp(op, List.of(insert(rw, op, extracted, poison, res, new long[Math.max(-delta, 0)])));
      return true;
    }
    long gcd = gcd(ss[sd], rs[rd]);
    long[] atomic = Arrays.copyOfRange(ss, sd, ss.length);
    atomic[0] = gcd;
    if (gcd != 1 && atomic.length != 1) {
      if (rd != 0 || gcd != ss[sd]) {
        return false; // n-D strided slices into a row of the result: left to the conversion
      }
      // Whole n-D slices of the source into the result itself: once MLIR has decomposed the n-D
      // insert_strided_slice and folded the extract chains, slices of the common suffix move one by
      // one, as with a gcd of 1.
      gcd = 1;
      atomic = Arrays.copyOfRange(ss, sd + 1, ss.length);
    }
    if (scalable && gcd != 1) {
      return false;
    }
    long slices = 1;
    for (int d = 0; d < ss.length - atomic.length; d++) {
      slices *= ss[d];
    }
    slices *= ss[ss.length - atomic.length] / atomic[0];
    if (gcd == 1) {
      long[] ei = new long[sd + 1];
      long[] ii = new long[rd + 1];
      Value result = create(rw, op, "ub.poison", List.of(), res);
      for (long i = 0; i < slices; i++) {
        Value x = extract(rw, op, source, ei);
        result = insert(rw, op, x, result, res, ii);
        increment(Arrays.copyOf(ss, sd + 1), ei);
        increment(Arrays.copyOf(rs, rd + 1), ii);
      }
      rw.replaceOp(op, List.of(result));
      return true;
    }
    long extractPeriod = ss[sd] / gcd;
    long insertPeriod = rs[rd] / gcd;
    VectorType rowType = VectorType.get(ctx, Arrays.copyOfRange(rs, rd, rs.length), res.elementType());
    VectorType atomicType = VectorType.get(ctx, atomic, src.elementType());
    VectorType extractedType = VectorType.get(ctx, Arrays.copyOfRange(ss, sd, ss.length), src.elementType());
    long[] ei = new long[sd];
    long[] ii = new long[rd];
    Value result = create(rw, op, "ub.poison", List.of(), res);
    // As MLIR: the row's poison is made up front (when it is not the result's own type), used or not.
    Value part = rowType.equals(res) ? result : create(rw, op, "ub.poison", List.of(), rowType);
    Value extracted = null;
    Value row = null;
    for (long i = 0; i < slices; i++) {
      long ep = i % extractPeriod;
      long ip = i % insertPeriod;
      if (ep == 0) {
        extracted = extract(rw, op, source, ei);
        increment(Arrays.copyOf(ss, sd), ei);
      }
      Value slice = extractedType.equals(atomicType)
          ? extracted
          : create(rw, op, "vector.extract_strided_slice", List.of(extracted), atomicType,
              new NamedAttribute("offsets", StridedSliceLowering.i64Array(ctx, new long[] {ep * gcd})),
              new NamedAttribute("sizes", StridedSliceLowering.i64Array(ctx, atomic)),
              new NamedAttribute("strides", StridedSliceLowering.i64Array(ctx, new long[] {1})));
      if (ip == 0) {
        row = part;
      }
      row = atomicType.equals(rowType)
          ? slice
          : create(rw, op, "vector.insert_strided_slice", List.of(slice, row), rowType,
              new NamedAttribute("offsets", StridedSliceLowering.i64Array(ctx, new long[] {ip * gcd})),
              new NamedAttribute("strides", StridedSliceLowering.i64Array(ctx, new long[] {1})));
      if (ip + 1 == insertPeriod) {
        result = insert(rw, op, row, result, res, ii);
        increment(Arrays.copyOf(rs, rd), ii);
      }
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** {@code index += 1} in the mixed base {@code base}, most significant dimension first. */
  private static void increment(long[] base, long[] index) {
    for (int d = index.length - 1; d >= 0; d--) {
      if (++index[d] < base[d]) {
        return;
      }
      index[d] = 0;
    }
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  private static Value extract(PatternRewriter rw, Operation at, Value from, long[] position) {
    if (position.length == 0) {
      return from;
    }
    VectorType t = (VectorType) from.type();
    long[] rest = Arrays.copyOfRange(t.shape(), position.length, t.shape().length);
    boolean[] restScalable = Arrays.copyOfRange(t.scalableDims(), position.length, t.shape().length);
    Type type = rest.length == 0 ? t.elementType() : VectorType.get(rw.context(), rest, restScalable, t.elementType());
    return create(rw, at, "vector.extract", List.of(from), type, StridedSliceLowering.positions(rw.context(), position));
  }

  private static Value insert(PatternRewriter rw, Operation at, Value value, Value into, VectorType type, long[] position) {
    if (position.length == 0) {
      return value;
    }
    return create(rw, at, "vector.insert", List.of(value, into), type, StridedSliceLowering.positions(rw.context(), position));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type,
      NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }
}
