package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code cmpf(sitofp/uitofp(x), c)} becomes an integer comparison of x with c converted, or a
 * constant when c is out of x's range or fractional in a way that decides it (MLIR's C++ pattern
 * of the same name, itself after InstCombine).
 */
final class CmpFIntToFPConst {
  private CmpFIntToFPConst() {}

  static final NamedPattern PATTERN = new NamedPattern("CmpFIntToFPConst", "arith.cmpf", 1, CmpFIntToFPConst::rewrite);

  private static String integerPredicate(String pred, boolean unsigned) {
    return switch (pred) {
      case "ueq", "oeq" -> "eq";
      case "ugt", "ogt" -> unsigned ? "ugt" : "sgt";
      case "uge", "oge" -> unsigned ? "uge" : "sge";
      case "ult", "olt" -> unsigned ? "ult" : "slt";
      case "ule", "ole" -> unsigned ? "ule" : "sle";
      case "une", "one" -> "ne";
      default -> null;
    };
  }

  /** APFloat's ilogb for a finite non-zero value. */
  private static int ilogb(FloatType.Kind k, BigInteger bits) {
    FloatFormats.Exact e = FloatFormats.exact(k, bits);
    return e.exponent() + e.significand().bitLength() - 1;
  }

  private static boolean constant(PatternRewriter rw, Operation op, boolean value) {
    Value c = ArithPatterns.constant(rw, op, IntegerAttr.bool(rw.context(), value));
    rw.replaceOp(op, List.of(c));
    return true;
  }

  private static boolean rewrite(Operation op, PatternRewriter rw) {
    if (!(OperationFolder.constantValue(op.operand(1)) instanceof FloatAttr flt)) {
      return false;
    }
    FloatType.Kind k = flt.type().kind();
    BigInteger rhs = flt.bits();
    if (Floats.isNaN(k, rhs)) {
      return false;
    }
    int mantissaWidth = FloatFormats.precision(k);
    if (mantissaWidth <= 0) {
      return false;
    }
    Operation conv = op.operand(0).definingOp();
    boolean unsigned;
    if (conv instanceof SIToFPOp) {
      unsigned = false;
    } else if (conv instanceof UIToFPOp) {
      unsigned = true;
    } else {
      return false;
    }
    Value intVal = conv.operand(0);
    if (!(intVal.type() instanceof IntegerType intTy)) {
      return false;
    }
    int intWidth = intTy.width();
    int valueBits = unsigned ? intWidth : intWidth - 1;
    if (intWidth > mantissaWidth) {
      if (Floats.isInfinity(k, rhs)) {
        if (ilogb(k, FloatFormats.largestBits(k, false)) < valueBits) {
          return false;
        }
      } else if (!Floats.isZero(k, rhs)) {
        int exponent = ilogb(k, rhs);
        if (mantissaWidth <= exponent && exponent <= valueBits) {
          return false;
        }
      }
    }
    String fpred = ArithFolders.CMPF[ArithFolders.predicate(op)];
    if (fpred.equals("ord")) {
      return constant(rw, op, true);
    }
    if (fpred.equals("uno")) {
      return constant(rw, op, false);
    }
    String pred = integerPredicate(fpred, unsigned);
    if (pred == null) {
      return false;
    }
    BigInteger max = unsigned ? IntBits.mask(intWidth) : IntBits.signedMax(intWidth);
    if (Floats.compare(k, Floats.fromInteger(k, max), rhs) == Floats.Cmp.LESS) {
      return constant(rw, op, pred.equals("ne") || pred.equals(unsigned ? "ult" : "slt") || pred.equals(unsigned ? "ule" : "sle"));
    }
    BigInteger min = unsigned ? BigInteger.ZERO : IntBits.signedMin(intWidth);
    if (Floats.compare(k, Floats.fromInteger(k, min), rhs) == Floats.Cmp.GREATER) {
      return constant(rw, op, pred.equals("ne") || pred.equals(unsigned ? "ugt" : "sgt") || pred.equals(unsigned ? "uge" : "sge"));
    }
    BigInteger rhsInt = Floats.toInteger(k, rhs, intWidth, !unsigned);
    if (rhsInt == null) {
      return false;
    }
    if (!Floats.isZero(k, rhs)) {
      boolean equal = Floats.compare(k, Floats.fromInteger(k, rhsInt), rhs) == Floats.Cmp.EQUAL;
      boolean negative = Floats.isNegative(k, rhs);
      if (!equal) {
        switch (pred) {
          case "ne" -> {
            return constant(rw, op, true);
          }
          case "eq" -> {
            return constant(rw, op, false);
          }
          case "ule" -> {
            if (negative) {
              return constant(rw, op, false);
            }
          }
          case "sle" -> {
            if (negative) {
              pred = "slt";
            }
          }
          case "ult" -> {
            if (negative) {
              return constant(rw, op, false);
            }
            pred = "ule";
          }
          case "slt" -> {
            if (!negative) {
              pred = "sle";
            }
          }
          case "ugt" -> {
            if (negative) {
              return constant(rw, op, true);
            }
          }
          case "sgt" -> {
            if (negative) {
              pred = "sge";
            }
          }
          case "uge" -> {
            if (negative) {
              return constant(rw, op, true);
            }
            pred = "ugt";
          }
          case "sge" -> {
            if (!negative) {
              pred = "sgt";
            }
          }
          default -> {}
        }
      }
    }
    Value c = ArithPatterns.constant(rw, op, IntegerAttr.get(rw.context(), intTy, rhsInt));
    Value cmp = ArithPatterns.build(rw, "arith.cmpi", op, List.of(op.result(0).type()), List.of(intVal, c),
        new NamedAttribute("predicate", ArithPatterns.predicateAttr(rw.context(), pred))).result(0);
    rw.replaceOp(op, List.of(cmp));
    return true;
  }
}
