package org.jmlir.dialect.index;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.arith.ArithIntRanges;
import org.jmlir.ir.Operation;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.InferIntRangeInterface;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * Integer range inference of the index dialect (MLIR 22's InferIntRangeInterfaceImpls for index):
 * an index value is 32 or 64 bits wide, so each arithmetic op is inferred on the 64-bit ranges and on
 * the ranges truncated to 32 bits, keeping the 64-bit result where the two agree (in the signed,
 * unsigned or both readings, per op) and their union otherwise. Casts to index take the union of the
 * 32- and 64-bit casts; a comparison is decided only when it is decided at both widths; sizeof is in
 * [32, 64].
 */
final class IndexIntRanges {
  private IndexIntRanges() {}

  private static final int MIN_WIDTH = 32;
  private static final int MAX_WIDTH = 64;

  /** Which bounds must agree for the 64-bit result to stand alone (MLIR's CmpMode). */
  enum Mode {
    BOTH, SIGNED, UNSIGNED
  }

  private static List<ConstantIntRanges> none() {
    return Arrays.asList((ConstantIntRanges) null);
  }

  /** extRange: each bound extended to {@code w} bits (unsigned ones by zeros, signed ones by sign). */
  private static ConstantIntRanges ext(ConstantIntRanges r, int w) {
    return new ConstantIntRanges(w, r.umin(), r.umax(), r.smin(), r.smax());
  }

  /** inferIndexOp over arith's inference of the same operation. */
  static InferIntRangeInterface binary(String arithName, Mode mode) {
    InferIntRangeInterface f = ArithIntRanges.binaryByName(arithName);
    return (op, args) -> {
      if (args.size() < 2 || args.get(0) == null || args.get(1) == null) {
        return none();
      }
      ConstantIntRanges sixtyFour = f.inferResultRanges(op, args).get(0);
      List<ConstantIntRanges> truncated = new ArrayList<>();
      for (ConstantIntRanges a : args) {
        truncated.add(ArithIntRanges.trunc(a, MIN_WIDTH));
      }
      ConstantIntRanges thirtyTwo = f.inferResultRanges(op, truncated).get(0);
      if (sixtyFour == null || thirtyTwo == null) {
        return none();
      }
      ConstantIntRanges asThirtyTwo = ArithIntRanges.trunc(sixtyFour, MIN_WIDTH);
      boolean equal = switch (mode) {
        case BOTH -> thirtyTwo.equals(asThirtyTwo);
        case SIGNED -> thirtyTwo.smin().equals(asThirtyTwo.smin()) && thirtyTwo.smax().equals(asThirtyTwo.smax());
        case UNSIGNED -> thirtyTwo.umin().equals(asThirtyTwo.umin()) && thirtyTwo.umax().equals(asThirtyTwo.umax());
      };
      return List.of(equal ? sixtyFour : sixtyFour.union(ext(thirtyTwo, MAX_WIDTH)));
    };
  }

  /** makeLikeDest: extend (signed or not) or truncate to {@code to} bits. */
  private static ConstantIntRanges likeDest(ConstantIntRanges r, int to, boolean signed) {
    if (r.width() < to) {
      return signed ? ConstantIntRanges.fromSigned(r.smin(), r.smax(), to) : ConstantIntRanges.fromUnsigned(r.umin(), r.umax(), to);
    }
    return r.width() > to ? ArithIntRanges.trunc(r, to) : r;
  }

  /** index.casts / index.castu: from index as a plain cast; to index, the union of the 32- and 64-bit casts. */
  static InferIntRangeInterface cast(boolean signed) {
    return (op, args) -> {
      ConstantIntRanges r = args.isEmpty() ? null : args.get(0);
      Type src = op.operand(0).type();
      int dest = ConstantIntRanges.storageWidth(op.result(0).type());
      if (r == null || dest == 0) {
        return none();
      }
      if (src instanceof IndexType) {
        return List.of(likeDest(r, dest, signed));
      }
      ConstantIntRanges storage = likeDest(r, dest, signed);
      ConstantIntRanges minWidth = ext(likeDest(r, MIN_WIDTH, signed), dest);
      return List.of(storage.union(minWidth));
    };
  }

  /** index.cmp: true or false only when the 64-bit and the truncated 32-bit ranges both decide it. */
  static final InferIntRangeInterface CMP = (op, args) -> {
    if (args.size() < 2 || args.get(0) == null || args.get(1) == null) {
      return List.of(ConstantIntRanges.fromUnsigned(BigInteger.ZERO, BigInteger.ONE, 1));
    }
    String pred = ((CmpOp) op).predicate().keyword();
    Boolean at64 = evaluate(pred, args.get(0), args.get(1));
    Boolean at32 = evaluate(pred, ArithIntRanges.trunc(args.get(0), MIN_WIDTH), ArithIntRanges.trunc(args.get(1), MIN_WIDTH));
    BigInteger min = BigInteger.ZERO;
    BigInteger max = BigInteger.ONE;
    if (java.util.Objects.equals(at64, at32) && at64 != null) {
      min = max = at64 ? BigInteger.ONE : BigInteger.ZERO;
    }
    return List.of(ConstantIntRanges.fromUnsigned(min, max, 1));
  };

  /**
   * MLIR's foldCmpOfMaxOrMin: {@code cmp(max/min(x, a), b)} with constants {@code a} and {@code b} is
   * decided by the range the max/min bounds (e.g. {@code [a, smax]} for maxs) when it is decided at
   * 64 and at 32 bits alike; null otherwise.
   */
  static Boolean cmpOfMaxOrMin(Operation lhs, IndexCmpPredicate pred, BigInteger b) {
    if (lhs == null || !(lhs.def() == BinaryOp.MAXS || lhs.def() == BinaryOp.MAXU || lhs.def() == BinaryOp.MINS
        || lhs.def() == BinaryOp.MINU)
        || !(org.jmlir.ir.rewrite.OperationFolder.constantValue(lhs.operand(1)) instanceof IntegerAttr a)) {
      return null;
    }
    Boolean at64 = cmpOfBound(lhs, pred.keyword(), a.value(), b, MAX_WIDTH);
    Boolean at32 = cmpOfBound(lhs, pred.keyword(), a.value(), b, MIN_WIDTH);
    return at64 != null && at64.equals(at32) ? at64 : null;
  }

  private static Boolean cmpOfBound(Operation lhs, String pred, BigInteger a, BigInteger b, int w) {
    BigInteger sa = ConstantIntRanges.toSigned(a, w);
    BigInteger ua = ConstantIntRanges.toUnsigned(a, w);
    ConstantIntRanges range;
    if (lhs.def() == BinaryOp.MINS) {
      range = ConstantIntRanges.fromSigned(ConstantIntRanges.signedMin(w), sa, w);
    } else if (lhs.def() == BinaryOp.MINU) {
      range = ConstantIntRanges.fromUnsigned(BigInteger.ZERO, ua, w);
    } else if (lhs.def() == BinaryOp.MAXS) {
      range = ConstantIntRanges.fromSigned(sa, ConstantIntRanges.signedMax(w), w);
    } else {
      range = ConstantIntRanges.fromUnsigned(ua, ConstantIntRanges.unsignedMax(w), w);
    }
    return evaluate(pred, range, ConstantIntRanges.constant(b, w));
  }

  private static Boolean evaluate(String pred, ConstantIntRanges l, ConstantIntRanges r) {
    if (ArithIntRanges.staticallyTrue(pred, l, r)) {
      return true;
    }
    return ArithIntRanges.staticallyTrue(ArithIntRanges.invert(pred), l, r) ? false : null;
  }

  static final InferIntRangeInterface CONSTANT = (op, args) -> op.inherentAttr("value") instanceof IntegerAttr v
      ? List.of(ConstantIntRanges.constant(v.value(), MAX_WIDTH)) : none();

  static final InferIntRangeInterface BOOL_CONSTANT = (op, args) -> op.inherentAttr("value") instanceof IntegerAttr v
      ? List.of(ConstantIntRanges.constant(v.boolValue() ? BigInteger.ONE : BigInteger.ZERO, 1)) : none();

  static final InferIntRangeInterface SIZEOF = (op, args) ->
      List.of(ConstantIntRanges.fromUnsigned(BigInteger.valueOf(MIN_WIDTH), BigInteger.valueOf(MAX_WIDTH), MAX_WIDTH));
}
