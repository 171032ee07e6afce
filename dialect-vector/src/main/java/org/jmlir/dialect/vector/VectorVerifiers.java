package org.jmlir.dialect.vector;

import org.jmlir.ir.Operation;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** The verifiers of the vector ops, with mlir-opt 22's wording. */
final class VectorVerifiers {
  private VectorVerifiers() {}

  /** The poison position of extract/insert. */
  static final long POISON = -1;

  static boolean fail(Operation op, String message) {
    return op.emitOpError(message).report();
  }

  static String text(Type t) {
    return org.jmlir.ir.print.AttrTypeText.type(t);
  }

  static long[] shape(Type t) {
    return t instanceof VectorType v ? v.shape() : new long[0];
  }

  static long numElements(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  static boolean broadcast(Operation op) {
    long[] src = shape(op.operand(0).type());
    long[] dst = shape(op.result(0).type());
    if (src.length > dst.length) {
      return fail(op, "source rank higher than destination rank");
    }
    int lead = dst.length - src.length;
    for (int i = 0; i < src.length; i++) {
      if (src[i] != 1 && src[i] != dst[lead + i]) {
        return fail(op, "dimension mismatch (" + src[i] + " vs. " + dst[lead + i] + ")");
      }
    }
    return true;
  }

  /** Checks the static positions of extract/insert against {@code vector}'s shape. */
  private static boolean positions(Operation op, long[] shape, String what) {
    long[] pos = ((VectorOp) op).longs("static_position");
    if (pos.length > Math.max(shape.length, 0)) {
      return fail(op, "expected position attribute of rank no greater than " + what + " rank");
    }
    for (int i = 0; i < pos.length; i++) {
      long p = pos[i];
      if (p == ShapedType.DYNAMIC) {
        continue;
      }
      boolean ok = (p >= 0 && p < shape[i]) || (p == POISON && what.equals("vector"));
      if (!ok) {
        String tail = what.equals("vector") ? " or poison (-1)" : "";
        return fail(op, "expected position attribute #" + (i + 1) + " to be a non-negative integer smaller than the corresponding " + what + " dimension" + tail);
      }
    }
    return true;
  }

  /** The type extract yields at {@code rank} positions into {@code v}: the trailing dims, or the element. */
  static Type extractedType(VectorType v, int n, org.jmlir.ir.MLIRContext ctx) {
    long[] s = v.shape();
    if (n >= s.length) {
      return v.elementType();
    }
    long[] rest = java.util.Arrays.copyOfRange(s, n, s.length);
    boolean[] sc = java.util.Arrays.copyOfRange(v.scalableDims(), n, s.length);
    return VectorType.get(ctx, rest, sc, v.elementType());
  }

  static boolean extract(Operation op) {
    VectorType v = (VectorType) op.operand(0).type();
    if (!positions(op, v.shape(), "vector")) {
      return false;
    }
    int n = ((VectorOp) op).longs("static_position").length;
    Type expected = extractedType(v, n, op.context());
    Type actual = op.result(0).type();
    if (!expected.equals(actual) && !(actual.equals(v.elementType()) && expected instanceof VectorType e && numElements(e.shape()) == 1 && e.shape().length == 0)) {
      op.emitOpError("inferred type(s) '" + text(expected) + "' are incompatible with return type(s) of operation '" + text(actual) + "'").report();
      return fail(op, "failed to infer returned types");
    }
    return true;
  }

  static boolean insert(Operation op) {
    VectorType dest = (VectorType) op.operand(1).type();
    long[] pos = ((VectorOp) op).longs("static_position");
    if (pos.length > dest.shape().length) {
      return fail(op, "expected position attribute of rank no greater than dest vector rank");
    }
    Type src = op.operand(0).type();
    int srcRank = src instanceof VectorType sv ? sv.shape().length : 0;
    if (pos.length + srcRank != dest.shape().length) {
      return fail(op, srcRank == 0
          ? "expected position attribute rank to match the dest vector rank"
          : "expected position attribute rank + source rank to match dest vector rank");
    }
    for (int i = 0; i < pos.length; i++) {
      long p = pos[i];
      if (p != ShapedType.DYNAMIC && p != POISON && (p < 0 || p >= dest.shape()[i])) {
        return fail(op, "expected position attribute #" + (i + 1) + " to be a non-negative integer smaller than the corresponding dest vector dimension");
      }
    }
    return true;
  }

  static boolean extractStridedSlice(Operation op) {
    VectorOp v = (VectorOp) op;
    long[] shape = shape(op.operand(0).type());
    long[] offsets = v.longs("offsets");
    long[] sizes = v.longs("sizes");
    long[] strides = v.longs("strides");
    if (offsets.length > shape.length) {
      return fail(op, "expected offsets attribute of rank no greater than vector rank");
    }
    for (int i = 0; i < offsets.length; i++) {
      if (offsets[i] < 0 || offsets[i] >= shape[i]) {
        return fail(op, "expected offsets dimension " + i + " to be confined to [0, " + shape[i] + ")");
      }
      if (i < sizes.length && (sizes[i] < 1 || sizes[i] > shape[i])) {
        return fail(op, "expected sizes dimension " + i + " to be confined to [1, " + (shape[i] + 1) + ")");
      }
      if (i < strides.length && strides[i] != 1) {
        return fail(op, "expected strides dimension " + i + " to be confined to [1, 2)");
      }
      if (i < sizes.length && offsets[i] + sizes[i] > shape[i]) {
        return fail(op, "expected sum(offsets, sizes) dimension " + i + " to be confined to [1, " + (shape[i] + 1) + ")");
      }
    }
    return true;
  }

  static boolean insertStridedSlice(Operation op) {
    VectorOp v = (VectorOp) op;
    long[] src = shape(op.operand(0).type());
    long[] dst = shape(op.operand(1).type());
    long[] offsets = v.longs("offsets");
    if (offsets.length != dst.length) {
      return fail(op, "expected offsets of same size as destination vector rank");
    }
    if (v.longs("strides").length != src.length) {
      return fail(op, "expected strides of same size as source vector rank");
    }
    if (src.length > dst.length) {
      return fail(op, "expected source rank to be no greater than destination rank");
    }
    int lead = dst.length - src.length;
    for (int i = 0; i < offsets.length; i++) {
      long size = i < lead ? 1 : src[i - lead];
      if (offsets[i] < 0 || offsets[i] + size > dst[i]) {
        return fail(op, "expected sum(offsets, source vector shape) dimension " + i + " to be confined to [1, " + (dst[i] + 1) + ")");
      }
    }
    return true;
  }

  static boolean shapeCast(Operation op) {
    long a = numElements(shape(op.operand(0).type()));
    long b = numElements(shape(op.result(0).type()));
    if (a != b) {
      return fail(op, "has different number of elements at source (" + a + ") and result (" + b + ")");
    }
    if (!((VectorType) op.operand(0).type()).elementType().equals(((VectorType) op.result(0).type()).elementType())) {
      return fail(op, "has different source and result element types");
    }
    return true;
  }

  static int bitWidth(Type t) {
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof FloatType f) {
      return f.width();
    }
    if (t instanceof IndexType) {
      return 64;
    }
    return -1;
  }

  static boolean bitcast(Operation op) {
    VectorType a = (VectorType) op.operand(0).type();
    VectorType b = (VectorType) op.result(0).type();
    if (a.shape().length != b.shape().length) {
      return fail(op, "failed to verify that all of {source, result} have same rank");
    }
    for (int i = 0; i + 1 < a.shape().length; i++) {
      if (a.shape()[i] != b.shape()[i]) {
        return fail(op, "dimension size mismatch at: " + i);
      }
    }
    long minorA = a.shape().length == 0 ? 1 : a.shape()[a.shape().length - 1];
    long minorB = b.shape().length == 0 ? 1 : b.shape()[b.shape().length - 1];
    if (minorA * bitWidth(a.elementType()) != minorB * bitWidth(b.elementType())) {
      return fail(op, "source/result bitwidth of the minor 1-D vectors must be equal");
    }
    return true;
  }

  static boolean reduction(Operation op) {
    VectorType v = (VectorType) op.operand(0).type();
    if (v.shape().length > 1) {
      return fail(op, "unsupported reduction rank: " + v.shape().length);
    }
    String kind = ((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND);
    Type e = v.elementType();
    if (!kindSupports(kind, e)) {
      return fail(op, "unsupported reduction type ''" + text(e) + "'' for kind '" + kind + "'");
    }
    return true;
  }

  /** Whether combining kind {@code kind} applies to elements of type {@code e}. */
  static boolean kindSupports(String kind, Type e) {
    boolean isInt = e instanceof IntegerType || e instanceof IndexType;
    boolean isFloat = e instanceof FloatType;
    return switch (kind) {
      case "add", "mul" -> isInt || isFloat;
      case "minui", "minsi", "maxui", "maxsi", "and", "or", "xor" -> isInt;
      default -> isFloat;
    };
  }

  static boolean createMask(Operation op) {
    if (op.numOperands() != shape(op.result(0).type()).length) {
      return fail(op, "must specify an operand for each result vector dimension");
    }
    return true;
  }

  static boolean constantMask(Operation op) {
    long[] shape = shape(op.result(0).type());
    long[] sizes = ((VectorOp) op).longs("mask_dim_sizes");
    if (sizes.length != shape.length) {
      return fail(op, "must specify array attr of size equal vector result rank");
    }
    boolean anyZero = false;
    boolean allZero = true;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || sizes[i] > shape[i]) {
        return fail(op, "array attr of size out of bounds of vector result dimension size");
      }
      anyZero |= sizes[i] == 0;
      allZero &= sizes[i] == 0;
    }
    if (anyZero && !allZero) {
      return fail(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
    return true;
  }

  static boolean transpose(Operation op) {
    long[] src = shape(op.operand(0).type());
    long[] dst = shape(op.result(0).type());
    long[] perm = ((VectorOp) op).longs("permutation");
    if (src.length != dst.length) {
      return fail(op, "vector result rank mismatch: " + dst.length);
    }
    if (perm.length != src.length) {
      return fail(op, "transposition length mismatch: " + perm.length);
    }
    boolean[] seen = new boolean[src.length];
    for (int i = 0; i < perm.length; i++) {
      long p = perm[i];
      if (p < 0 || p >= src.length || seen[(int) p]) {
        return fail(op, "transposition permutation invalid");
      }
      seen[(int) p] = true;
      if (src[(int) p] != dst[i]) {
        return fail(op, "dimension size mismatch at: " + i);
      }
    }
    return true;
  }

  /** vector.load/store: one index per memref dimension, element types agreeing. */
  static boolean memAccess(Operation op, int baseIndex, Type vector, int numIndices) {
    MemRefType m = (MemRefType) op.operand(baseIndex).type();
    if (numIndices != m.rank()) {
      return fail(op, "requires " + m.rank() + " indices");
    }
    Type me = m.elementType();
    Type ve = ((VectorType) vector).elementType();
    if (me instanceof VectorType mv) {
      if (!mv.equals(vector)) {
        return fail(op, "base memref and result vector types should match");
      }
    } else if (!me.equals(ve)) {
      return fail(op, "base and " + (op.numResults() > 0 ? "result" : "valueToStore") + " element types should match");
    }
    return true;
  }

  /** vector.maskedload/maskedstore. */
  static boolean maskedAccess(Operation op, int baseIndex, Type vector, int maskIndex, int otherIndex) {
    MemRefType m = (MemRefType) op.operand(baseIndex).type();
    int numIndices = maskIndex - baseIndex - 1;
    String what = op.numResults() > 0 ? "result" : "valueToStore";
    if (!m.elementType().equals(((VectorType) vector).elementType())) {
      return fail(op, "base and " + what + " element type should match");
    }
    if (numIndices != m.rank()) {
      return fail(op, "requires " + m.rank() + " indices");
    }
    if (!java.util.Arrays.equals(shape(op.operand(maskIndex).type()), shape(vector))) {
      return fail(op, "expected " + what + " shape to match mask shape");
    }
    if (op.numResults() > 0 && !op.operand(otherIndex).type().equals(vector)) {
      return fail(op, "expected pass_thru of same type as result type");
    }
    return true;
  }

  /**
   * vector.gather ({@code passThru} given) and vector.scatter: GatherOp/ScatterOp::verify's checks
   * and wording. Operands: base, offsets..., index vector, mask, value or pass-through.
   */
  static boolean indexedAccess(Operation op, Type vector, Type passThru) {
    if (!(op.operand(0).type() instanceof MemRefType || op.operand(0).type() instanceof org.jmlir.ir.type.RankedTensorType)) {
      return fail(op, "requires base to be a memref or ranked tensor type");
    }
    ShapedType base = (ShapedType) op.operand(0).type();
    int n = op.numOperands();
    String what = passThru != null ? "result" : "valueToStore";
    if (!base.elementType().equals(((VectorType) vector).elementType())) {
      return fail(op, "base and " + what + " element type should match");
    }
    int rank = base.rank();
    if (n - 4 != rank) {
      return fail(op, "requires " + rank + " indices");
    }
    if (!java.util.Arrays.equals(shape(vector), shape(op.operand(n - 3).type()))) {
      return fail(op, "expected " + what + " dim to match indices dim");
    }
    if (!java.util.Arrays.equals(shape(vector), shape(op.operand(n - 2).type()))) {
      return fail(op, "expected " + what + " dim to match mask dim");
    }
    if (passThru != null && !passThru.equals(vector)) {
      return fail(op, "expected pass_thru of same type as result type");
    }
    return true;
  }
}
