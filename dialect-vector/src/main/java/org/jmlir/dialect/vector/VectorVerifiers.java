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

  /** BroadcastOp::verify through MLIR's isBroadcastableTo: a scalar of the element type, or a vector whose dims stretch. */
  static boolean broadcast(Operation op) {
    Type srcType = op.operand(0).type();
    VectorType dstType = (VectorType) op.result(0).type();
    if (!(srcType instanceof VectorType sv)) {
      boolean scalar = srcType instanceof IntegerType || srcType instanceof IndexType || srcType instanceof FloatType;
      return scalar && srcType.equals(dstType.elementType()) || fail(op, "source type is not a vector");
    }
    long[] src = sv.shape();
    long[] dst = dstType.shape();
    if (src.length > dst.length) {
      return fail(op, "source rank higher than destination rank");
    }
    int lead = dst.length - src.length;
    for (int i = 0; i < src.length; i++) {
      boolean srcScalable = sv.scalableDims()[i];
      boolean dstScalable = dstType.scalableDims()[lead + i];
      boolean stretch = src[i] == 1 && !srcScalable;
      if (!stretch && (src[i] != dst[lead + i] || srcScalable != dstScalable)) {
        return fail(op, "dimension mismatch (" + dim(src[i], srcScalable) + " vs. " + dim(dst[lead + i], dstScalable) + ")");
      }
    }
    return true;
  }

  private static String dim(long size, boolean scalable) {
    return scalable ? "[" + size + "]" : Long.toString(size);
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
    if (op.result(0).type() instanceof VectorType r && r.shape().length == 0) {
      op.emitError("expected a scalar instead of a 0-d vector as the result type").report();
      return false;
    }
    if (!positions(op, v.shape(), "vector")) {
      return false;
    }
    int n = ((VectorOp) op).longs("static_position").length;
    Type expected = extractedType(v, n, op.context());
    Type actual = op.result(0).type();
    boolean oneElement = actual instanceof VectorType av && java.util.Arrays.equals(av.shape(), new long[] {1}) && !av.isScalable()
        && av.elementType().equals(expected);
    if (!expected.equals(actual) && !oneElement
        && !(actual.equals(v.elementType()) && expected instanceof VectorType e && numElements(e.shape()) == 1 && e.shape().length == 0)) {
      op.emitOpError("inferred type(s) '" + text(expected) + "' are incompatible with return type(s) of operation '" + text(actual) + "'").report();
      return fail(op, "failed to infer returned types");
    }
    return true;
  }

  static boolean insert(Operation op) {
    VectorType dest = (VectorType) op.operand(1).type();
    if (op.operand(0).type() instanceof VectorType sv0 && sv0.shape().length == 0) {
      op.emitError("expected a scalar instead of a 0-d vector as the source operand").report();
      return false;
    }
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

  /** ExtractStridedSliceOp::verify, MLIR 22's checks in order. */
  static boolean extractStridedSlice(Operation op) {
    VectorOp v = (VectorOp) op;
    VectorType type = (VectorType) op.operand(0).type();
    long[] shape = type.shape();
    long[] offsets = v.longs("offsets");
    long[] sizes = v.longs("sizes");
    long[] strides = v.longs("strides");
    if (offsets.length != sizes.length || offsets.length != strides.length) {
      return fail(op, "expected offsets, sizes and strides attributes of same size");
    }
    for (String[] a : new String[][] {{"offsets"}, {"sizes"}, {"strides"}}) {
      if (v.longs(a[0]).length > shape.length) {
        return fail(op, "expected " + a[0] + " attribute of rank no greater than vector rank");
      }
    }
    if (!confinedToShape(op, offsets, shape, "offsets", true, 0) || !confinedToShape(op, sizes, shape, "sizes", false, 1)
        || !confinedToRange(op, strides, "strides")) {
      return false;
    }
    for (int i = 0; i < offsets.length; i++) {
      if (offsets[i] + sizes[i] < 0 || offsets[i] + sizes[i] >= shape[i] + 1) {
        return fail(op, "expected sum(offsets, sizes) dimension " + i + " to be confined to [1, " + (shape[i] + 1) + ")");
      }
    }
    long[] expectedShape = shape.clone();
    System.arraycopy(sizes, 0, expectedShape, 0, sizes.length);
    VectorType expected = VectorType.get(op.context(), expectedShape, type.scalableDims(), type.elementType());
    if (!op.result(0).type().equals(expected)) {
      return fail(op, "expected result type to be '" + text(expected) + "'");
    }
    for (int i = 0; i < sizes.length; i++) {
      if (type.scalableDims()[i] && shape[i] != sizes[i]) {
        return fail(op, "expected size at idx=" + i + " to match the corresponding base size from the input vector (" + sizes[i]
            + " vs " + shape[i] + ")");
      }
    }
    return true;
  }

  /** MLIR's isIntegerArrayAttrConfinedToShape. */
  private static boolean confinedToShape(Operation op, long[] values, long[] shape, String name, boolean halfOpen, long min) {
    for (int i = 0; i < Math.min(values.length, shape.length); i++) {
      long max = halfOpen ? shape[i] : shape[i] + 1;
      if (values[i] < min || values[i] >= max) {
        return fail(op, "expected " + name + " dimension " + i + " to be confined to [" + min + ", " + max + ")");
      }
    }
    return true;
  }

  /** MLIR's isIntegerArrayAttrConfinedToRange for strides: each exactly 1. */
  private static boolean confinedToRange(Operation op, long[] values, String name) {
    for (long val : values) {
      if (val < 1 || val >= 2) {
        return fail(op, "expected " + name + " to be confined to [1, 2)");
      }
    }
    return true;
  }

  /** InsertStridedSliceOp::verify, MLIR 22's checks in order. */
  static boolean insertStridedSlice(Operation op) {
    VectorOp v = (VectorOp) op;
    VectorType srcType = (VectorType) op.operand(0).type();
    VectorType dstType = (VectorType) op.operand(1).type();
    long[] src = srcType.shape();
    long[] dst = dstType.shape();
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
    if (!confinedToShape(op, offsets, dst, "offsets", true, 0) || !confinedToRange(op, v.longs("strides"), "strides")) {
      return false;
    }
    int lead = dst.length - src.length;
    for (int i = 0; i < offsets.length; i++) {
      long size = i < lead ? 0 : src[i - lead];
      if (offsets[i] + size < 0 || offsets[i] + size >= dst[i] + 1) {
        return fail(op, "expected sum(offsets, source vector shape) dimension " + i + " to be confined to [1, " + (dst[i] + 1) + ")");
      }
    }
    for (int i = 0; i < src.length; i++) {
      if (srcType.scalableDims()[i] != dstType.scalableDims()[i + lead]) {
        return fail(op, "mismatching scalable flags (at source vector idx=" + i + ")");
      }
      if (srcType.scalableDims()[i] && src[i] != dst[i + lead]) {
        return fail(op, "expected size at idx=" + i + " to match the corresponding base size from the input vector (" + src[i]
            + " vs " + dst[i + lead] + ")");
      }
    }
    return true;
  }

  /** ShapeCastOp::verify: element type, element count, then the number of scalable dims. */
  static boolean shapeCast(Operation op) {
    VectorType src = (VectorType) op.operand(0).type();
    VectorType res = (VectorType) op.result(0).type();
    if (!src.elementType().equals(res.elementType())) {
      return fail(op, "has different source and result element types");
    }
    long a = numElements(src.shape());
    long b = numElements(res.shape());
    if (a != b) {
      return fail(op, "has different number of elements at source (" + a + ") and result (" + b + ")");
    }
    int sa = numScalable(src);
    int sb = numScalable(res);
    if (sa != sb) {
      return fail(op, "has different number of scalable dims at source (" + sa + ") and result (" + sb + ")");
    }
    return true;
  }

  private static int numScalable(VectorType v) {
    int n = 0;
    for (boolean b : v.scalableDims()) {
      n += b ? 1 : 0;
    }
    return n;
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
    long[] shape = shape(op.result(0).type());
    if (shape.length == 0) {
      return op.numOperands() == 1 || fail(op, "must specify exactly one operand for 0-D create_mask");
    }
    if (op.numOperands() != shape.length) {
      return fail(op, "must specify an operand for each result vector dimension");
    }
    return true;
  }

  /** ConstantMaskOp::verify, MLIR 22's order and wording (the 0-D errors without the op prefix). */
  static boolean constantMask(Operation op) {
    VectorType type = (VectorType) op.result(0).type();
    long[] shape = type.shape();
    long[] sizes = ((VectorOp) op).longs("mask_dim_sizes");
    if (shape.length == 0) {
      if (sizes.length != 1) {
        op.emitError("array attr must have length 1 for 0-D vectors").report();
        return false;
      }
      if (sizes[0] != 0 && sizes[0] != 1) {
        op.emitError("mask dim size must be either 0 or 1 for 0-D vectors").report();
        return false;
      }
      return true;
    }
    if (sizes.length != shape.length) {
      return fail(op, "must specify array attr of size equal vector result rank");
    }
    boolean anyZero = false;
    boolean allZero = true;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] < 0 || sizes[i] > shape[i]) {
        return fail(op, "array attr of size out of bounds of vector result dimension size");
      }
      if (type.scalableDims()[i] && sizes[i] != 0 && sizes[i] != shape[i]) {
        return fail(op, "only supports 'none set' or 'all set' scalable dimensions");
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
      if (p < 0 || p >= src.length) {
        return fail(op, "transposition index out of range: " + p);
      }
      if (seen[(int) p]) {
        return fail(op, "duplicate position index: " + p);
      }
      seen[(int) p] = true;
      if (src[(int) p] != dst[i]) {
        return fail(op, "dimension size mismatch at: " + p);
      }
    }
    return true;
  }

  /** LoadOp/StoreOp::verify: the layout, ranks, vector element memrefs, element types, then the indices. */
  static boolean memAccess(Operation op, int baseIndex, Type vector, int numIndices) {
    MemRefType m = (MemRefType) op.operand(baseIndex).type();
    VectorType v = (VectorType) vector;
    boolean load = op.numResults() > 0;
    if ((v.isScalable() || (v.shape().length != 0 && numElements(v.shape()) != 1)) && !lastDimUnitStride(m)) {
      return fail(op, "most minor memref dim must have unit stride");
    }
    if (m.rank() < v.shape().length) {
      return fail(op, load ? "destination memref has lower rank than the result vector" : "source memref has lower rank than the vector to store");
    }
    Type me = m.elementType();
    if (me instanceof VectorType mv) {
      if (!mv.equals(vector)) {
        return fail(op, "base memref and " + (load ? "result" : "valueToStore") + " vector types should match");
      }
      me = mv.elementType();
    }
    if (!me.equals(v.elementType())) {
      return fail(op, load ? "base and result element types should match" : "base and valueToStore element type should match");
    }
    if (numIndices != m.rank()) {
      return fail(op, "requires " + m.rank() + " indices");
    }
    return true;
  }

  /** MemRefType::isLastDimUnitStride: a 0-D memref, or a strided layout whose last stride is 1. */
  static boolean lastDimUnitStride(MemRefType m) {
    if (m.rank() == 0) {
      return true;
    }
    org.jmlir.dialect.utils.StridedLayouts.Strided s = org.jmlir.dialect.utils.StridedLayouts.stridesOf(m);
    return s != null && s.strides()[s.strides().length - 1] == 1;
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
