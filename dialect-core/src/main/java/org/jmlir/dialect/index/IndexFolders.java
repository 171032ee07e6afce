package org.jmlir.dialect.index;

import java.math.BigInteger;
import java.util.List;
import java.util.function.BinaryOperator;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;

/**
 * Constant folding of the index dialect's binary ops (MLIR 22's foldBinaryOpUnchecked/Checked): an
 * index is 32 or 64 bits wide, so an op whose 64-bit result truncated to 32 bits may differ from the
 * 32-bit computation (divisions, shifts, max/min) folds only when the two agree; add, sub, mul and
 * the bitwise ops, which commute with truncation, always fold. Division by zero and shifts by the
 * width or more do not fold; ceil and floor divisions round the exact quotient.
 */
final class IndexFolders {
  private IndexFolders() {}

  /** One computation at a given width: the signed-canonical result, or null when undefined. */
  @FunctionalInterface
  interface Fn {
    BigInteger apply(BigInteger a, BigInteger b, int w);
  }

  static OpFolder binary(String mnemonic) {
    Fn f = switch (mnemonic) {
      case "add" -> wrap(BigInteger::add);
      case "sub" -> wrap(BigInteger::subtract);
      case "mul" -> wrap(BigInteger::multiply);
      case "and" -> wrap(BigInteger::and);
      case "or" -> wrap(BigInteger::or);
      case "xor" -> wrap(BigInteger::xor);
      case "divs" -> (a, b, w) -> b.signum() == 0 ? null : IntBits.wrap(a.divide(b), w);
      case "divu" -> (a, b, w) -> b.signum() == 0 ? null : IntBits.wrap(u(a, w).divide(u(b, w)), w);
      case "rems" -> (a, b, w) -> b.signum() == 0 ? null : IntBits.wrap(a.remainder(b), w);
      case "remu" -> (a, b, w) -> b.signum() == 0 ? null : IntBits.wrap(u(a, w).remainder(u(b, w)), w);
      case "maxs" -> (a, b, w) -> a.max(b);
      case "mins" -> (a, b, w) -> a.min(b);
      case "maxu" -> (a, b, w) -> u(a, w).compareTo(u(b, w)) >= 0 ? a : b;
      case "minu" -> (a, b, w) -> u(a, w).compareTo(u(b, w)) <= 0 ? a : b;
      case "shl" -> (a, b, w) -> u(b, w).compareTo(BigInteger.valueOf(w)) >= 0 ? null : IntBits.wrap(a.shiftLeft(b.intValue()), w);
      case "shrs" -> (a, b, w) -> u(b, w).compareTo(BigInteger.valueOf(w)) >= 0 ? null : a.shiftRight(b.intValue());
      case "shru" -> (a, b, w) -> u(b, w).compareTo(BigInteger.valueOf(w)) >= 0 ? null
          : IntBits.wrap(u(a, w).shiftRight(b.intValue()), w);
      case "ceildivu" -> (a, b, w) -> b.signum() == 0 ? null : a.signum() == 0 ? BigInteger.ZERO
          : IntBits.wrap(u(a, w).subtract(BigInteger.ONE).divide(u(b, w)).add(BigInteger.ONE), w);
      case "ceildivs" -> (a, b, w) -> b.signum() == 0 ? null : ceilDivS(a, b, w);
      case "floordivs" -> (a, b, w) -> b.signum() == 0 ? null : IntBits.wrap(divRounded(a, b, false), w);
      default -> null;
    };
    if (f == null) {
      return null;
    }
    boolean checked = !List.of("add", "sub", "mul", "and", "or", "xor").contains(mnemonic);
    return (op, c) -> {
      if (c.size() != 2 || !(c.get(0) instanceof IntegerAttr l) || !(c.get(1) instanceof IntegerAttr r)) {
        return c.size() == 2 && c.get(1) instanceof IntegerAttr rhs ? identity(mnemonic, op, rhs) : null;
      }
      BigInteger a = IntBits.wrap(l.value(), 64);
      BigInteger b = IntBits.wrap(r.value(), 64);
      BigInteger r64 = f.apply(a, b, 64);
      if (r64 == null) {
        return null;
      }
      if (checked) {
        BigInteger r32 = f.apply(IntBits.wrap(a, 32), IntBits.wrap(b, 32), 32);
        if (r32 == null || !IntBits.wrap(r64, 32).equals(IntBits.wrap(r32, 32))) {
          return null;
        }
      }
      Attribute res = IntegerAttr.get(op.context(), op.result(0).type(), IntBits.wrap(r64, 64));
      return List.of(OpFoldResult.of(res));
    };
  }

  /** {@code add(x, 0)}, {@code sub(x, 0)} and {@code mul(x, 1)} are {@code x}; {@code mul(x, 0)} is 0. */
  private static List<OpFoldResult> identity(String mnemonic, Operation op, IntegerAttr rhs) {
    int v = rhs.value().signum() == 0 ? 0 : rhs.value().equals(BigInteger.ONE) ? 1 : -1;
    return switch (mnemonic) {
      case "add", "sub" -> v == 0 ? List.of(OpFoldResult.of(op.operand(0))) : null;
      case "mul" -> v == 1 ? List.of(OpFoldResult.of(op.operand(0))) : v == 0 ? List.of(OpFoldResult.of(rhs)) : null;
      default -> null;
    };
  }

  /**
   * MLIR's foldCastOp for a cast to index: the input constant extended (sign for {@code casts}, zero
   * for {@code castu}) to 64 bits, which truncated to 32 bits is also right. Casts from index do
   * not fold in MLIR 22.
   */
  static OpFolder cast(boolean signed) {
    return (op, c) -> {
      if (!(c.get(0) instanceof IntegerAttr in) || !(op.result(0).type() instanceof org.jmlir.ir.type.IndexType)
          || !(in.type() instanceof org.jmlir.ir.type.IntegerType it)) {
        return null;
      }
      BigInteger v = signed ? IntBits.wrap(in.value(), it.width()) : IntBits.unsigned(in.value(), it.width());
      return List.of(OpFoldResult.of(IntegerAttr.get(op.context(), op.result(0).type(), IntBits.wrap(v, 64))));
    };
  }

  /**
   * MLIR's calculateCeilDivS, wrapping at {@code w} bits as APInt does: (n + x) / m + 1 with x = -1
   * or 1 when the signs agree, else -(-n / m) (so the most negative n over 2 is positive).
   */
  private static BigInteger ceilDivS(BigInteger n, BigInteger m, int w) {
    if (n.signum() == 0) {
      return BigInteger.ZERO;
    }
    boolean mPositive = m.signum() > 0;
    if ((n.signum() > 0) == mPositive) {
      BigInteger x = mPositive ? BigInteger.ONE.negate() : BigInteger.ONE;
      BigInteger q = IntBits.wrap(IntBits.wrap(n.add(x), w).divide(m), w);
      return IntBits.wrap(q.add(BigInteger.ONE), w);
    }
    BigInteger negN = IntBits.wrap(n.negate(), w);
    return IntBits.wrap(IntBits.wrap(negN.divide(m), w).negate(), w);
  }

  /** a / b rounded toward +infinity ({@code ceil}) or toward -infinity. */
  private static BigInteger divRounded(BigInteger a, BigInteger b, boolean ceil) {
    BigInteger[] qr = a.divideAndRemainder(b);
    if (qr[1].signum() == 0) {
      return qr[0];
    }
    boolean positive = (a.signum() < 0) == (b.signum() < 0);
    if (ceil && positive) {
      return qr[0].add(BigInteger.ONE);
    }
    if (!ceil && !positive) {
      return qr[0].subtract(BigInteger.ONE);
    }
    return qr[0];
  }

  private static Fn wrap(BinaryOperator<BigInteger> f) {
    return (a, b, w) -> IntBits.wrap(f.apply(a, b), w);
  }

  private static BigInteger u(BigInteger v, int w) {
    return IntBits.unsigned(v, w);
  }
}
