package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.ConstFold.Domain;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The arith folders (MLIR 22's ArithOps.cpp fold hooks): identities that return an existing value,
 * in-place operand updates, and constant folding with exact integer and IEEE semantics. Where MLIR
 * declines to fold (division by zero, signed overflow, out-of-range float-to-int, inexact float
 * truncation) these decline too.
 */
final class ArithFolders {
  private ArithFolders() {}

  static final int NSW = 1;
  static final int NUW = 2;

  // ---- result helpers --------------------------------------------------------------------------

  private static List<OpFoldResult> value(Value v) {
    return List.of(OpFoldResult.of(v));
  }

  /** A constant result, or no fold when {@code a} is null. */
  private static List<OpFoldResult> attr(Attribute a) {
    return a == null ? null : List.of(OpFoldResult.of(a));
  }

  /** Folded in place. */
  private static final List<OpFoldResult> IN_PLACE = List.of();

  private static Operation def(Value v, OpDef kind) {
    Operation d = v.definingOp();
    return d != null && d.def() == kind ? d : null;
  }

  private static BigInteger constInt(Value v) {
    return ConstFold.intValue(OperationFolder.constantValue(v));
  }

  private static int width(Type t) {
    return ConstFold.width(ConstFold.elementTypeOrSelf(t));
  }

  static int overflowFlags(Operation op) {
    return op.inherentAttr("overflowFlags") instanceof IntegerOverflowFlagsAttr f ? f.flags() : 0;
  }

  static int fastmath(Operation op) {
    return op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f.flags() : 0;
  }

  private static Attribute zeroOf(Operation op) {
    return ConstFold.zero(op.context(), op.result(0).type());
  }

  /** constFoldBinaryOp over integers of width {@code w} (the operands' element width). */
  private static Attribute intBinary(Operation op, List<Attribute> c, IntOp2 f) {
    Attribute l = c.get(0);
    int w = width(op.operand(0).type());
    return ConstFold.binary(op.context(), l, c.get(1), Domain.INT, null, (a, b) -> f.apply(a, b, w));
  }

  @FunctionalInterface
  interface IntOp2 {
    BigInteger apply(BigInteger a, BigInteger b, int w);
  }

  private static Attribute floatBinary(Operation op, List<Attribute> c, FloatOp2 f) {
    Type elem = ConstFold.elementTypeOrSelf(op.operand(0).type());
    if (!(elem instanceof FloatType ft)) {
      return null;
    }
    FloatType.Kind k = ft.kind();
    return ConstFold.binary(op.context(), c.get(0), c.get(1), Domain.FLOAT, null, (a, b) -> f.apply(k, a, b));
  }

  @FunctionalInterface
  interface FloatOp2 {
    BigInteger apply(FloatType.Kind k, BigInteger a, BigInteger b);
  }

  // ---- integer arithmetic ----------------------------------------------------------------------

  static List<OpFoldResult> addi(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(0));
    }
    Operation sub = def(op.operand(0), SubIOp.DEF);
    if (sub != null && op.operand(1) == sub.operand(1)) {
      return value(sub.operand(0));
    }
    sub = def(op.operand(1), SubIOp.DEF);
    if (sub != null && op.operand(0) == sub.operand(1)) {
      return value(sub.operand(0));
    }
    return attr(intBinary(op, c, IntBits::add));
  }

  static List<OpFoldResult> subi(Operation op, List<Attribute> c) {
    if (op.operand(0) == op.operand(1)) {
      Type t = op.result(0).type();
      if (!(t instanceof ShapedType s) || s.hasStaticShape()) {
        return attr(zeroOf(op));
      }
    }
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(0));
    }
    Operation add = def(op.operand(0), AddIOp.DEF);
    if (add != null) {
      if (op.operand(1) == add.operand(1)) {
        return value(add.operand(0));
      }
      if (op.operand(1) == add.operand(0)) {
        return value(add.operand(1));
      }
    }
    return attr(intBinary(op, c, IntBits::sub));
  }

  static List<OpFoldResult> muli(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(1));
    }
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(intBinary(op, c, IntBits::mul));
  }

  /** {@code (a * b) / b -> a} when the multiply has {@code flags}. */
  private static Value foldDivMul(Value lhs, Value rhs, int flags) {
    Operation mul = def(lhs, MulIOp.DEF);
    if (mul == null || (overflowFlags(mul) & flags) != flags) {
      return null;
    }
    if (mul.operand(0) == rhs) {
      return mul.operand(1);
    }
    if (mul.operand(1) == rhs) {
      return mul.operand(0);
    }
    return null;
  }

  static List<OpFoldResult> divui(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    Value v = foldDivMul(op.operand(0), op.operand(1), NUW);
    if (v != null) {
      return value(v);
    }
    return attr(intBinary(op, c, (a, b, w) -> b.signum() == 0 ? null : IntBits.udiv(a, b, w)));
  }

  static List<OpFoldResult> divsi(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    Value v = foldDivMul(op.operand(0), op.operand(1), NSW);
    if (v != null) {
      return value(v);
    }
    return attr(intBinary(op, c, (a, b, w) -> b.signum() == 0 ? null : IntBits.sdivOrNull(a, b, w)));
  }

  static List<OpFoldResult> ceildivui(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(intBinary(op, c, (a, b, w) -> {
      if (b.signum() == 0) {
        return null;
      }
      BigInteger ua = IntBits.unsigned(a, w);
      BigInteger ub = IntBits.unsigned(b, w);
      BigInteger[] qr = ua.divideAndRemainder(ub);
      BigInteger q = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
      return IntBits.fitsUnsigned(q, w) ? IntBits.wrap(q, w) : null;
    }));
  }

  /** {@code (a - 1) / b + 1} for positive a and b, or null on signed overflow. */
  private static BigInteger ceilPositive(BigInteger a, BigInteger b, int w) {
    BigInteger am1 = a.subtract(BigInteger.ONE);
    if (!IntBits.fitsSigned(am1, w)) {
      return null;
    }
    BigInteger q = am1.divide(b);
    if (!IntBits.fitsSigned(q, w)) {
      return null;
    }
    BigInteger r = q.add(BigInteger.ONE);
    return IntBits.fitsSigned(r, w) ? r : null;
  }

  static List<OpFoldResult> ceildivsi(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(intBinary(op, c, (a0, b0, w) -> {
      BigInteger a = IntBits.signed(a0, w);
      BigInteger b = IntBits.signed(b0, w);
      if (b.signum() == 0) {
        return null;
      }
      if (a.signum() == 0) {
        return a;
      }
      boolean aPos = a.signum() > 0;
      boolean bPos = b.signum() > 0;
      if (aPos && bPos) {
        return ceilPositive(a, b, w);
      }
      BigInteger negA = a.negate();
      BigInteger negB = b.negate();
      if (!aPos && !bPos) {
        if (!IntBits.fitsSigned(negA, w) || !IntBits.fitsSigned(negB, w)) {
          return null;
        }
        return ceilPositive(negA, negB, w);
      }
      if (!aPos) {
        if (!IntBits.fitsSigned(negA, w)) {
          return null;
        }
        BigInteger r = negA.divide(b).negate();
        return IntBits.fitsSigned(r, w) ? r : null;
      }
      if (!IntBits.fitsSigned(negB, w)) {
        return null;
      }
      BigInteger r = a.divide(negB).negate();
      return IntBits.fitsSigned(r, w) ? r : null;
    }));
  }

  static List<OpFoldResult> floordivsi(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return value(op.operand(0));
    }
    // As MLIR: the overflow flag is reassigned per element (APInt::sfloordiv_ov), so only the last
    // element's division by zero or overflow blocks a dense fold; other elements keep the wrapped value.
    boolean[] blocked = {false};
    Attribute r = intBinary(op, c, (a, b, w) -> {
      if (b.signum() == 0) {
        blocked[0] = true;
        return a;
      }
      BigInteger q = IntBits.sfloordivOrNull(a, b, w);
      blocked[0] = q == null;
      return q != null ? q : IntBits.wrap(IntBits.signed(a, w), w);
    });
    return blocked[0] ? null : attr(r);
  }

  static List<OpFoldResult> remui(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return attr(zeroOf(op));
    }
    return attr(intBinary(op, c, (a, b, w) -> b.signum() == 0 ? null : IntBits.urem(a, b, w)));
  }

  static List<OpFoldResult> remsi(Operation op, List<Attribute> c) {
    if (ConstFold.isOneInt(c.get(1))) {
      return attr(zeroOf(op));
    }
    return attr(intBinary(op, c, (a, b, w) -> b.signum() == 0 ? null : IntBits.srem(a, b, w)));
  }

  /** Whether {@code v} is {@code xori(x, allOnes)}. */
  private static boolean isNotOf(Value v, Value x) {
    Operation xor = def(v, XOrIOp.DEF);
    if (xor == null || xor.operand(0) != x) {
      return false;
    }
    Attribute a = OperationFolder.constantValue(xor.operand(1));
    return ConstFold.isAllOnesInt(a);
  }

  static List<OpFoldResult> andi(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(1));
    }
    if (ConstFold.isAllOnesInt(c.get(1))) {
      return value(op.operand(0));
    }
    if (isNotOf(op.operand(1), op.operand(0)) || isNotOf(op.operand(0), op.operand(1))) {
      return attr(zeroOf(op));
    }
    for (int side = 0; side < 2; side++) {
      Operation prev = def(op.operand(side), AndIOp.DEF);
      if (prev == null) {
        continue;
      }
      Value other = op.operand(1 - side);
      if (other == prev.operand(0) || other == prev.operand(1)) {
        return value(prev.result(0));
      }
    }
    return attr(intBinary(op, c, (a, b, w) -> IntBits.wrap(a.and(b), w)));
  }

  static List<OpFoldResult> ori(Operation op, List<Attribute> c) {
    BigInteger r = ConstFold.intValue(c.get(1));
    if (r != null) {
      if (r.signum() == 0) {
        return value(op.operand(0));
      }
      if (IntBits.isAllOnes(r, ConstFold.intWidth(c.get(1)))) {
        return attr(c.get(1));
      }
    }
    if (isNotOf(op.operand(1), op.operand(0))) {
      return value(op.operand(1).definingOp().operand(1));
    }
    if (isNotOf(op.operand(0), op.operand(1))) {
      return value(op.operand(0).definingOp().operand(1));
    }
    return attr(intBinary(op, c, (a, b, w) -> IntBits.wrap(a.or(b), w)));
  }

  static List<OpFoldResult> xori(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(0));
    }
    if (op.operand(0) == op.operand(1)) {
      return attr(zeroOf(op));
    }
    Operation prev = def(op.operand(0), XOrIOp.DEF);
    if (prev != null) {
      if (prev.operand(1) == op.operand(1)) {
        return value(prev.operand(0));
      }
      if (prev.operand(0) == op.operand(1)) {
        return value(prev.operand(1));
      }
    }
    prev = def(op.operand(1), XOrIOp.DEF);
    if (prev != null) {
      if (prev.operand(1) == op.operand(0)) {
        return value(prev.operand(0));
      }
      if (prev.operand(0) == op.operand(0)) {
        return value(prev.operand(1));
      }
    }
    return attr(intBinary(op, c, (a, b, w) -> IntBits.wrap(a.xor(b), w)));
  }

  /** Shared by the shifts: MLIR folds only when the last shift amount folded is below the width. */
  private static List<OpFoldResult> shift(Operation op, List<Attribute> c, IntOp2 f) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return value(op.operand(0));
    }
    boolean[] bounded = {false};
    Attribute r = intBinary(op, c, (a, b, w) -> {
      BigInteger ub = IntBits.unsigned(b, w);
      bounded[0] = ub.compareTo(BigInteger.valueOf(w)) < 0;
      int s = bounded[0] ? ub.intValue() : w;
      return f.apply(a, BigInteger.valueOf(s), w);
    });
    return bounded[0] ? attr(r) : null;
  }

  static List<OpFoldResult> shli(Operation op, List<Attribute> c) {
    return shift(op, c, (a, s, w) -> IntBits.shl(a, s.intValue(), w));
  }

  static List<OpFoldResult> shrui(Operation op, List<Attribute> c) {
    return shift(op, c, (a, s, w) -> IntBits.lshr(a, s.intValue(), w));
  }

  static List<OpFoldResult> shrsi(Operation op, List<Attribute> c) {
    return shift(op, c, (a, s, w) -> IntBits.ashr(a, s.intValue(), w));
  }

  private static List<OpFoldResult> minMax(Operation op, List<Attribute> c, BigInteger absorbing, BigInteger identity,
      IntOp2 f) {
    if (op.operand(0) == op.operand(1)) {
      return value(op.operand(1));
    }
    BigInteger r = ConstFold.intValue(c.get(1));
    if (r != null) {
      int w = ConstFold.intWidth(c.get(1));
      if (IntBits.wrap(r, w).equals(IntBits.wrap(absorbing, w))) {
        return value(op.operand(1));
      }
      if (IntBits.wrap(r, w).equals(IntBits.wrap(identity, w))) {
        return value(op.operand(0));
      }
    }
    return attr(intBinary(op, c, f));
  }

  static List<OpFoldResult> maxsi(Operation op, List<Attribute> c) {
    int w = width(op.operand(0).type());
    return minMax(op, c, IntBits.signedMax(w), IntBits.signedMin(w),
        (a, b, ww) -> IntBits.compareSigned(a, b, ww) >= 0 ? a : b);
  }

  static List<OpFoldResult> minsi(Operation op, List<Attribute> c) {
    int w = width(op.operand(0).type());
    return minMax(op, c, IntBits.signedMin(w), IntBits.signedMax(w),
        (a, b, ww) -> IntBits.compareSigned(a, b, ww) <= 0 ? a : b);
  }

  static List<OpFoldResult> maxui(Operation op, List<Attribute> c) {
    int w = width(op.operand(0).type());
    return minMax(op, c, IntBits.mask(w), BigInteger.ZERO,
        (a, b, ww) -> IntBits.compareUnsigned(a, b, ww) >= 0 ? a : b);
  }

  static List<OpFoldResult> minui(Operation op, List<Attribute> c) {
    int w = width(op.operand(0).type());
    return minMax(op, c, BigInteger.ZERO, IntBits.mask(w),
        (a, b, ww) -> IntBits.compareUnsigned(a, b, ww) <= 0 ? a : b);
  }

  // ---- extended arithmetic ---------------------------------------------------------------------

  static List<OpFoldResult> adduiExtended(Operation op, List<Attribute> c) {
    MLIRContext ctx = op.context();
    Type overflowType = op.result(1).type();
    if (ConstFold.isZeroInt(OperationFolder.constantValue(op.operand(1)))) {
      Attribute f = ConstFold.zero(ctx, overflowType);
      return f == null ? null : List.of(OpFoldResult.of(op.operand(0)), OpFoldResult.of(f));
    }
    Attribute sum = intBinary(op, c, IntBits::add);
    if (sum == null) {
      return null;
    }
    int w = width(op.operand(0).type());
    Type i1 = i1SameShape(ctx, ConstFold.typeOf(sum));
    Attribute overflow = ConstFold.binary(ctx, sum, c.get(0), Domain.INT, i1,
        (s, a) -> IntBits.compareUnsigned(s, a, w) < 0 ? BigInteger.ONE : BigInteger.ZERO);
    if (overflow == null) {
      return null;
    }
    return List.of(OpFoldResult.of(sum), OpFoldResult.of(overflow));
  }

  static List<OpFoldResult> mulsiExtended(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return List.of(OpFoldResult.of(c.get(1)), OpFoldResult.of(c.get(1)));
    }
    Attribute low = intBinary(op, c, IntBits::mul);
    if (low == null) {
      return null;
    }
    Attribute high = intBinary(op, c, IntBits::mulhs);
    return List.of(OpFoldResult.of(low), OpFoldResult.of(high));
  }

  static List<OpFoldResult> muluiExtended(Operation op, List<Attribute> c) {
    if (ConstFold.isZeroInt(c.get(1))) {
      return List.of(OpFoldResult.of(c.get(1)), OpFoldResult.of(c.get(1)));
    }
    if (ConstFold.isOneInt(c.get(1))) {
      Attribute zero = ConstFold.zero(op.context(), op.operand(0).type());
      return zero == null ? null : List.of(OpFoldResult.of(op.operand(0)), OpFoldResult.of(zero));
    }
    Attribute low = intBinary(op, c, IntBits::mul);
    if (low == null) {
      return null;
    }
    Attribute high = intBinary(op, c, IntBits::mulhu);
    return List.of(OpFoldResult.of(low), OpFoldResult.of(high));
  }

  static Type i1SameShape(MLIRContext ctx, Type t) {
    Type r = ArithTypes.i1SameShape(ctx, t);
    return r != null ? r : IntegerType.get(ctx, 1);
  }

  /** The bit of a fast-math flag. */
  static int fmBit(String name) {
    return 1 << java.util.Arrays.asList(FastMathFlagsAttr.FLAGS).indexOf(name);
  }

  // ---- float arithmetic ------------------------------------------------------------------------

  static List<OpFoldResult> negf(Operation op, List<Attribute> c) {
    Operation inner = def(op.operand(0), NegFOp.DEF);
    if (inner != null) {
      return value(inner.operand(0));
    }
    Type elem = ConstFold.elementTypeOrSelf(op.operand(0).type());
    if (!(elem instanceof FloatType ft)) {
      return null;
    }
    return attr(ConstFold.unary(op.context(), c.get(0), Domain.FLOAT, a -> Floats.neg(ft.kind(), a)));
  }

  static List<OpFoldResult> addf(Operation op, List<Attribute> c) {
    if (ConstFold.isNegZeroFloat(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::add));
  }

  static List<OpFoldResult> subf(Operation op, List<Attribute> c) {
    if (ConstFold.isPosZeroFloat(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::sub));
  }

  static List<OpFoldResult> mulf(Operation op, List<Attribute> c) {
    if (ConstFold.isOneFloat(c.get(1))) {
      return value(op.operand(0));
    }
    int nnanNsz = fmBit("nnan") | fmBit("nsz");
    if ((fastmath(op) & nnanNsz) == nnanNsz && ConstFold.isAnyZeroFloat(c.get(1))) {
      return value(op.operand(1));
    }
    return attr(floatBinary(op, c, Floats::mul));
  }

  static List<OpFoldResult> divf(Operation op, List<Attribute> c) {
    if (ConstFold.isOneFloat(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::div));
  }

  static List<OpFoldResult> remf(Operation op, List<Attribute> c) {
    return attr(floatBinary(op, c, Floats::mod));
  }

  static List<OpFoldResult> maximumf(Operation op, List<Attribute> c) {
    if (op.operand(0) == op.operand(1)) {
      return value(op.operand(1));
    }
    if (ConstFold.isInfFloat(c.get(1), true)) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::maximum));
  }

  static List<OpFoldResult> minimumf(Operation op, List<Attribute> c) {
    if (op.operand(0) == op.operand(1)) {
      return value(op.operand(1));
    }
    if (ConstFold.isInfFloat(c.get(1), false)) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::minimum));
  }

  static List<OpFoldResult> maxnumf(Operation op, List<Attribute> c) {
    if (op.operand(0) == op.operand(1)) {
      return value(op.operand(1));
    }
    if (ConstFold.isNaNFloat(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::maxnum));
  }

  static List<OpFoldResult> minnumf(Operation op, List<Attribute> c) {
    if (op.operand(0) == op.operand(1)) {
      return value(op.operand(1));
    }
    if (ConstFold.isNaNFloat(c.get(1))) {
      return value(op.operand(0));
    }
    return attr(floatBinary(op, c, Floats::minnum));
  }

  // ---- casts ---

  /**
   * A cast's folder followed by CastOpInterface's trait fold, as MLIR runs them: when the op's own
   * fold does not replace it, a cast between equal types folds to its operand.
   */
  static org.jmlir.ir.rewrite.OpFolder castFolder(org.jmlir.ir.rewrite.OpFolder f) {
    return (op, c) -> {
      List<OpFoldResult> r = f.fold(op, c);
      if ((r == null || r.isEmpty()) && op.numOperands() == 1 && op.operand(0).type() == op.result(0).type()) {
        return value(op.operand(0));
      }
      return r;
    };
  }

  private static int resultWidth(Operation op) {
    return width(op.result(0).type());
  }

  static List<OpFoldResult> extui(Operation op, List<Attribute> c) {
    Operation inner = def(op.operand(0), ExtUIOp.DEF);
    if (inner != null) {
      op.setOperand(0, inner.operand(0));
      return IN_PLACE;
    }
    int from = width(op.operand(0).type());
    int to = resultWidth(op);
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(), a -> IntBits.zext(a, from, to)));
  }

  static List<OpFoldResult> extsi(Operation op, List<Attribute> c) {
    Operation inner = def(op.operand(0), ExtSIOp.DEF);
    if (inner != null) {
      op.setOperand(0, inner.operand(0));
      return IN_PLACE;
    }
    int from = width(op.operand(0).type());
    int to = resultWidth(op);
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(), a -> IntBits.sext(a, from, to)));
  }

  static List<OpFoldResult> trunci(Operation op, List<Attribute> c) {
    Operation ext = def(op.operand(0), ExtUIOp.DEF);
    if (ext == null) {
      ext = def(op.operand(0), ExtSIOp.DEF);
    }
    if (ext != null) {
      Value src = ext.operand(0);
      Type srcElem = ConstFold.elementTypeOrSelf(src.type());
      Type dstElem = ConstFold.elementTypeOrSelf(op.result(0).type());
      if (ConstFold.width(srcElem) > ConstFold.width(dstElem)) {
        op.setOperand(0, src);
        return IN_PLACE;
      }
      if (srcElem == dstElem) {
        return value(src);
      }
    }
    Operation inner = def(op.operand(0), TruncIOp.DEF);
    if (inner != null) {
      op.setOperand(0, inner.operand(0));
      return IN_PLACE;
    }
    int to = resultWidth(op);
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(), a -> IntBits.wrap(a, to)));
  }

  private static FloatType.Kind floatKind(Type t) {
    return ConstFold.elementTypeOrSelf(t) instanceof FloatType f ? f.kind() : null;
  }

  static List<OpFoldResult> extf(Operation op, List<Attribute> c) {
    Operation trunc = def(op.operand(0), TruncFOp.DEF);
    int contract = fmBit("contract");
    if (trunc != null && trunc.operand(0).type() == op.result(0).type()
        && (fastmath(trunc) & contract) != 0 && (fastmath(op) & contract) != 0) {
      return value(trunc.operand(0));
    }
    FloatType.Kind from = floatKind(op.operand(0).type());
    FloatType.Kind to = floatKind(op.result(0).type());
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.FLOAT, op.result(0).type(),
        a -> Floats.convertExact(from, a, to)));
  }

  /** APFloatBase::isRepresentableBy: every value of {@code a} is one of {@code b}. */
  private static boolean representableBy(FloatType.Kind a, FloatType.Kind b) {
    return FloatFormats.maxExponent(a) <= FloatFormats.maxExponent(b)
        && FloatFormats.minExponent(a) >= FloatFormats.minExponent(b)
        && FloatFormats.precision(a) <= FloatFormats.precision(b);
  }

  static List<OpFoldResult> truncf(Operation op, List<Attribute> c) {
    FloatType.Kind res = floatKind(op.result(0).type());
    Operation ext = def(op.operand(0), ExtFOp.DEF);
    if (ext != null) {
      Value src = ext.operand(0);
      FloatType.Kind srcKind = floatKind(src.type());
      FloatType.Kind mid = floatKind(ext.result(0).type());
      if (representableBy(srcKind, mid)) {
        if (srcKind.width() > res.width()) {
          op.setOperand(0, src);
          return IN_PLACE;
        }
        if (srcKind == res) {
          return value(src);
        }
      }
    }
    Attribute rm = op.inherentAttr("roundingmode");
    if (rm != null && !(rm instanceof IntegerAttr i && i.value().signum() == 0)) {
      return null; // only the default rounding is modelled
    }
    FloatType.Kind from = floatKind(op.operand(0).type());
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.FLOAT, op.result(0).type(),
        a -> Floats.convertExact(from, a, res)));
  }

  static List<OpFoldResult> uitofp(Operation op, List<Attribute> c) {
    FloatType.Kind to = floatKind(op.result(0).type());
    int w = width(op.operand(0).type());
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(),
        a -> Floats.fromInteger(to, IntBits.unsigned(a, w))));
  }

  static List<OpFoldResult> sitofp(Operation op, List<Attribute> c) {
    FloatType.Kind to = floatKind(op.result(0).type());
    int w = width(op.operand(0).type());
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(),
        a -> Floats.fromInteger(to, IntBits.signed(a, w))));
  }

  static List<OpFoldResult> fptoui(Operation op, List<Attribute> c) {
    FloatType.Kind from = floatKind(op.operand(0).type());
    int w = resultWidth(op);
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.FLOAT, op.result(0).type(), a -> {
      BigInteger v = Floats.toInteger(from, a, w, false);
      return v == null ? null : IntBits.wrap(v, w);
    }));
  }

  static List<OpFoldResult> fptosi(Operation op, List<Attribute> c) {
    FloatType.Kind from = floatKind(op.operand(0).type());
    int w = resultWidth(op);
    return attr(ConstFold.cast(op.context(), c.get(0), Domain.FLOAT, op.result(0).type(), a -> {
      BigInteger v = Floats.toInteger(from, a, w, true);
      return v == null ? null : IntBits.wrap(v, w);
    }));
  }

  private static List<OpFoldResult> indexCast(Operation op, List<Attribute> c, boolean signed) {
    int from = width(op.operand(0).type());
    int to = resultWidth(op);
    Attribute r = ConstFold.cast(op.context(), c.get(0), Domain.INT, op.result(0).type(),
        a -> signed ? IntBits.sext(a, from, to) : IntBits.zext(a, from, to));
    // MLIR folds constants only; a round trip through index is the IndexCastOfIndexCast pattern.
    return r != null ? attr(r) : null;
  }

  static List<OpFoldResult> indexCast(Operation op, List<Attribute> c) {
    return indexCast(op, c, true);
  }

  static List<OpFoldResult> indexCastUI(Operation op, List<Attribute> c) {
    return indexCast(op, c, false);
  }

  static List<OpFoldResult> bitcast(Operation op, List<Attribute> c) {
    Attribute in = c.get(0);
    Type resType = op.result(0).type();
    if (in == null) {
      return null;
    }
    if (in instanceof DenseIntOrFPElementsAttr d) {
      if (!(resType instanceof ShapedType st)) {
        return null;
      }
      ShapedType target = reshapedElements(op.context(), d.type(), st.elementType());
      if (target == null) {
        return null;
      }
      int n = d.isSplat() ? 1 : (int) d.numElements();
      BigInteger[] vals = new BigInteger[n];
      int w = ConstFold.width(st.elementType());
      for (int i = 0; i < n; i++) {
        BigInteger bits = ConstFold.element(d, i);
        BigInteger u = IntBits.unsigned(bits, w);
        vals[i] = st.elementType() instanceof FloatType ft ? Floats.canonicalBits(ft.kind(), u) : IntBits.wrap(u, w);
      }
      return attr(d.isSplat() ? ConstFold.splat(op.context(), target, vals[0]) : ConstFold.dense(op.context(), target, vals));
    }
    if (resType instanceof ShapedType) {
      return null;
    }
    BigInteger bits;
    if (in instanceof FloatAttr f) {
      bits = f.bits();
    } else if (in instanceof IntegerAttr i) {
      bits = IntBits.unsigned(i.value(), width(i.type()));
    } else {
      return null;
    }
    return attr(ConstFold.scalar(op.context(), resType,
        resType instanceof FloatType ft ? Floats.canonicalBits(ft.kind(), bits) : IntBits.wrap(bits, width(resType))));
  }

  /** The operand's shaped type with another element type (DenseElementsAttr::bitcast). */
  private static ShapedType reshapedElements(MLIRContext ctx, ShapedType t, Type elem) {
    if (t instanceof VectorType v) {
      return VectorType.get(ctx, v.shape(), v.scalableDims(), elem);
    }
    if (t instanceof org.jmlir.ir.type.RankedTensorType r) {
      return org.jmlir.ir.type.RankedTensorType.get(ctx, r.shape(), elem, r.encoding());
    }
    return null;
  }

  // ---- comparisons and select ------------------------------------------------------------------

  static final String[] CMPI = ArithAttrs.CMPI_PREDICATES.toArray(new String[0]);

  static int predicate(Operation op) {
    return ((IntegerAttr) op.inherentAttr("predicate")).value().intValue();
  }

  /** The result of {@code pred} on two equal operands. */
  private static boolean cmpEqualOperands(String pred) {
    return switch (pred) {
      case "eq", "sle", "sge", "ule", "uge" -> true;
      default -> false;
    };
  }

  static boolean applyCmpI(String pred, BigInteger a, BigInteger b, int w) {
    return switch (pred) {
      case "eq" -> IntBits.wrap(a, w).equals(IntBits.wrap(b, w));
      case "ne" -> !IntBits.wrap(a, w).equals(IntBits.wrap(b, w));
      case "slt" -> IntBits.compareSigned(a, b, w) < 0;
      case "sle" -> IntBits.compareSigned(a, b, w) <= 0;
      case "sgt" -> IntBits.compareSigned(a, b, w) > 0;
      case "sge" -> IntBits.compareSigned(a, b, w) >= 0;
      case "ult" -> IntBits.compareUnsigned(a, b, w) < 0;
      case "ule" -> IntBits.compareUnsigned(a, b, w) <= 0;
      case "ugt" -> IntBits.compareUnsigned(a, b, w) > 0;
      case "uge" -> IntBits.compareUnsigned(a, b, w) >= 0;
      default -> throw new IllegalArgumentException(pred);
    };
  }

  /** The predicate that holds with the operands swapped. */
  static String swapped(String pred) {
    return switch (pred) {
      case "slt" -> "sgt";
      case "sgt" -> "slt";
      case "sle" -> "sge";
      case "sge" -> "sle";
      case "ult" -> "ugt";
      case "ugt" -> "ult";
      case "ule" -> "uge";
      case "uge" -> "ule";
      default -> pred;
    };
  }

  /** The width of an integer or vector-of-integer type (MLIR's getIntegerWidth), else -1. */
  private static int integerOrVectorWidth(Type t) {
    if (t instanceof IntegerType it) {
      return it.width();
    }
    if (t instanceof VectorType v && v.elementType() instanceof IntegerType it) {
      return it.width();
    }
    return -1;
  }

  static List<OpFoldResult> cmpi(Operation op, List<Attribute> c) {
    String pred = CMPI[predicate(op)];
    MLIRContext ctx = op.context();
    if (op.operand(0) == op.operand(1)) {
      return attr(ConstFold.bool(ctx, op.result(0).type(), cmpEqualOperands(pred)));
    }
    if (ConstFold.isZeroInt(c.get(1))) {
      for (OpDef ext : new OpDef[] {ExtSIOp.DEF, ExtUIOp.DEF}) {
        Operation e = def(op.operand(0), ext);
        if (e != null && integerOrVectorWidth(e.operand(0).type()) == 1 && pred.equals("ne")) {
          return value(e.operand(0));
        }
      }
      if (width(op.operand(0).type()) == 1 && ConstFold.elementTypeOrSelf(op.operand(0).type()) instanceof IntegerType
          && pred.equals("ne")) {
        return value(op.operand(0));
      }
    }
    if (ConstFold.isOneInt(c.get(1))) {
      if (width(op.operand(0).type()) == 1 && ConstFold.elementTypeOrSelf(op.operand(0).type()) instanceof IntegerType
          && pred.equals("eq")) {
        return value(op.operand(0));
      }
    }
    if (c.get(0) != null && c.get(1) == null) {
      String sw = swapped(pred);
      op.setAttr("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(sw)));
      Value l = op.operand(0);
      Value r = op.operand(1);
      op.setOperand(0, r);
      op.setOperand(1, l);
      return IN_PLACE;
    }
    if (c.get(0) != null) {
      Type lt = ConstFold.typeOf(c.get(0));
      int w = width(lt);
      Type i1 = ArithTypes.i1SameShape(ctx, lt);
      return attr(ConstFold.binary(ctx, c.get(0), c.get(1), Domain.INT, i1,
          (a, b) -> applyCmpI(pred, a, b, w) ? BigInteger.ONE : BigInteger.ZERO));
    }
    return null;
  }

  static final String[] CMPF = ArithAttrs.CMPF_PREDICATES.toArray(new String[0]);

  static boolean applyCmpF(String pred, Floats.Cmp r) {
    boolean u = r == Floats.Cmp.UNORDERED;
    boolean eq = r == Floats.Cmp.EQUAL;
    boolean lt = r == Floats.Cmp.LESS;
    boolean gt = r == Floats.Cmp.GREATER;
    return switch (pred) {
      case "false" -> false;
      case "oeq" -> eq;
      case "ogt" -> gt;
      case "oge" -> gt || eq;
      case "olt" -> lt;
      case "ole" -> lt || eq;
      case "one" -> !u && !eq;
      case "ord" -> !u;
      case "ueq" -> u || eq;
      case "ugt" -> u || gt;
      case "uge" -> u || gt || eq;
      case "ult" -> u || lt;
      case "ule" -> u || lt || eq;
      case "une" -> !eq;
      case "uno" -> u;
      case "true" -> true;
      default -> throw new IllegalArgumentException(pred);
    };
  }

  static List<OpFoldResult> cmpf(Operation op, List<Attribute> c) {
    FloatAttr l = c.get(0) instanceof FloatAttr f ? f : null;
    FloatAttr r = c.get(1) instanceof FloatAttr f ? f : null;
    if (l != null && Floats.isNaN(l.type().kind(), l.bits())) {
      r = l;
    }
    if (r != null && Floats.isNaN(r.type().kind(), r.bits())) {
      l = r;
    }
    if (l == null || r == null) {
      return null;
    }
    boolean v = applyCmpF(CMPF[predicate(op)], Floats.compare(l.type().kind(), l.bits(), r.bits()));
    return attr(IntegerAttr.bool(op.context(), v));
  }

  static List<OpFoldResult> select(Operation op, List<Attribute> c) {
    Value t = op.operand(1);
    Value f = op.operand(2);
    if (t == f) {
      return value(t);
    }
    if (ConstFold.isOneInt(c.get(0))) {
      return value(t);
    }
    if (ConstFold.isZeroInt(c.get(0))) {
      return value(f);
    }
    // A poison operand: the other one (MLIR 22).
    if (c.get(1) instanceof org.jmlir.dialect.ub.PoisonAttr) {
      return value(f);
    }
    if (c.get(2) instanceof org.jmlir.dialect.ub.PoisonAttr) {
      return value(t);
    }
    Type type = op.result(0).type();
    if (type instanceof IntegerType it && it.width() == 1 && it.isSignless()
        && ConstFold.isOneInt(c.get(1)) && ConstFold.isZeroInt(c.get(2))) {
      return value(op.operand(0));
    }
    Operation cmp = def(op.operand(0), CmpIOp.DEF);
    if (cmp != null) {
      String pred = CMPI[predicate(cmp)];
      if (pred.equals("eq") || pred.equals("ne")) {
        Value cl = cmp.operand(0);
        Value cr = cmp.operand(1);
        if ((cl == t && cr == f) || (cr == t && cl == f)) {
          return value(pred.equals("ne") ? t : f);
        }
      }
    }
    if (c.get(0) instanceof DenseIntOrFPElementsAttr cond
        && c.get(1) instanceof DenseIntOrFPElementsAttr lhs
        && c.get(2) instanceof DenseIntOrFPElementsAttr rhs) {
      int n = (int) cond.numElements();
      BigInteger[] out = new BigInteger[n];
      for (int i = 0; i < n; i++) {
        out[i] = ConstFold.element(cond, i).signum() != 0 ? ConstFold.element(lhs, i) : ConstFold.element(rhs, i);
      }
      return attr(ConstFold.dense(op.context(), lhs.type(), out));
    }
    return null;
  }

  /** All constant operands, for folders that need a list view. */
  static List<Attribute> constants(Operation op) {
    List<Attribute> l = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) {
      l.add(OperationFolder.constantValue(v));
    }
    return l;
  }
}
