package org.jmlir.dialect.arith;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The arith canonicalization patterns (MLIR 22's ArithCanonicalization.td and the C++ patterns of
 * ArithOps.cpp), each under MLIR's name. New ops are created before the root, in the order MLIR's
 * generated rewriters create them (operands first).
 */
final class ArithPatterns {
  private ArithPatterns() {}

  // ---- building --------------------------------------------------------------------------------

  static Operation build(PatternRewriter rw, String def, Operation at, List<Type> types, List<Value> operands,
      NamedAttribute... props) {
    OperationState s = new OperationState(rw.context(), def, at.location());
    s.addOperands(operands);
    s.addTypes(types);
    if (props.length > 0) {
      s.properties = DictionaryAttr.get(rw.context(), List.of(props));
    }
    return rw.create(s);
  }

  static Value build1(PatternRewriter rw, String def, Operation at, Type type, Value... operands) {
    return build(rw, def, at, List.of(type), List.of(operands)).result(0);
  }

  static Value buildWithFlags(PatternRewriter rw, String def, Operation at, Type type, int flags, Value... operands) {
    return build(rw, def, at, List.of(type), List.of(operands),
        new NamedAttribute("overflowFlags", IntegerOverflowFlagsAttr.get(rw.context(), flags))).result(0);
  }

  static Value constant(PatternRewriter rw, Operation at, Attribute value) {
    return build(rw, "arith.constant", at, List.of(ConstFold.typeOf(value)), List.of(), new NamedAttribute("value", value))
        .result(0);
  }

  /** The op defining {@code v} when it is named {@code kind}, else null. */
  private static Operation def(Value v, String kind) {
    Operation d = v.definingOp();
    return d != null && d.name().equals(kind) ? d : null;
  }

  /** The IntegerAttr (scalar, DRR's APIntAttr) of a constant-like op defining {@code v}, else null. */
  private static IntegerAttr constInt(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr i ? i : null;
  }

  /** getIntOrSplatIntValue of a constant-like op's value. */
  private static BigInteger intOrSplat(Value v) {
    return ConstFold.intValue(OperationFolder.constantValue(v));
  }

  private static boolean isNegOne(Value v) {
    BigInteger x = intOrSplat(v);
    return x != null && IntBits.isAllOnes(x, ConstFold.width(ConstFold.elementTypeOrSelf(v.type())));
  }

  private static int flags(Operation op) {
    return ArithFolders.overflowFlags(op);
  }

  private static Type type(Operation op) {
    return op.result(0).type();
  }

  private static IntegerAttr intAttr(MLIRContext ctx, Type t, BigInteger v) {
    return IntegerAttr.get(ctx, t, v);
  }

  private static void replace(PatternRewriter rw, Operation op, Value... values) {
    rw.replaceOp(op, List.of(values));
  }

  private static RewritePattern pat(String name, String root, int benefit, NamedPattern.Body body) {
    return new NamedPattern(name, root, benefit, body);
  }

  // ---- addi / subi / muli with constants ---------------------------------------------------------

  /** {@code outer(inner(x, c0) or inner(c0, x), c1)} rewrites of the integer add/sub family. */
  @FunctionalInterface
  private interface ConstRewrite {
    boolean apply(PatternRewriter rw, Operation op, Operation inner, IntegerAttr c0, IntegerAttr c1);
  }

  /** Root with a constant rhs and {@code inner} on the lhs holding a constant at {@code constSide}. */
  private static RewritePattern rhsConst(String name, String root, String inner, int constSide, ConstRewrite r) {
    return pat(name, root, 2, (op, rw) -> {
      Operation in = def(op.operand(0), inner);
      if (in == null) {
        return false;
      }
      IntegerAttr c0 = constInt(in.operand(constSide));
      IntegerAttr c1 = constInt(op.operand(1));
      return c0 != null && c1 != null && r.apply(rw, op, in, c0, c1);
    });
  }

  /** Root with a constant lhs and {@code inner} on the rhs holding a constant at {@code constSide}. */
  private static RewritePattern lhsConst(String name, String root, String inner, int constSide, ConstRewrite r) {
    return pat(name, root, 2, (op, rw) -> {
      Operation in = def(op.operand(1), inner);
      if (in == null) {
        return false;
      }
      IntegerAttr c0 = constInt(in.operand(constSide));
      IntegerAttr c1 = constInt(op.operand(0));
      return c0 != null && c1 != null && r.apply(rw, op, in, c0, c1);
    });
  }

  private static int w(Operation op) {
    return ConstFold.width(ConstFold.elementTypeOrSelf(type(op)));
  }

  static final List<RewritePattern> ADDI = List.of(
      rhsConst("AddIAddConstant", "arith.addi", "arith.addi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().add(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.addi", op, type(op), flags(in) & flags(op), in.operand(0), c));
        return true;
      }),
      rhsConst("AddISubConstantRHS", "arith.addi", "arith.subi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c1.value().subtract(c0.value())));
        replace(rw, op, buildWithFlags(rw, "arith.addi", op, type(op), flags(in) & flags(op), in.operand(0), c));
        return true;
      }),
      rhsConst("AddISubConstantLHS", "arith.addi", "arith.subi", 0, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().add(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), c, in.operand(1)));
        return true;
      }),
      pat("AddIMulNegativeOneRhs", "arith.addi", 2, (op, rw) -> {
        Operation mul = def(op.operand(1), "arith.muli");
        if (mul == null || !isNegOne(mul.operand(1))) {
          return false;
        }
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), 0, op.operand(0), mul.operand(0)));
        return true;
      }),
      pat("AddIMulNegativeOneLhs", "arith.addi", 2, (op, rw) -> {
        Operation mul = def(op.operand(0), "arith.muli");
        if (mul == null || !isNegOne(mul.operand(1))) {
          return false;
        }
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), 0, op.operand(1), mul.operand(0)));
        return true;
      }));

  static final List<RewritePattern> SUBI = List.of(
      rhsConst("SubIRHSAddConstant", "arith.subi", "arith.addi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().subtract(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.addi", op, type(op), 0, in.operand(0), c));
        return true;
      }),
      lhsConst("SubILHSAddConstant", "arith.subi", "arith.addi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c1.value().subtract(c0.value())));
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), c, in.operand(0)));
        return true;
      }),
      rhsConst("SubIRHSSubConstantRHS", "arith.subi", "arith.subi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().add(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), in.operand(0), c));
        return true;
      }),
      rhsConst("SubIRHSSubConstantLHS", "arith.subi", "arith.subi", 0, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().subtract(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), c, in.operand(1)));
        return true;
      }),
      lhsConst("SubILHSSubConstantRHS", "arith.subi", "arith.subi", 1, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().add(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), c, in.operand(0)));
        return true;
      }),
      lhsConst("SubILHSSubConstantLHS", "arith.subi", "arith.subi", 0, (rw, op, in, c0, c1) -> {
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c1.value().subtract(c0.value())));
        replace(rw, op, buildWithFlags(rw, "arith.addi", op, type(op), flags(in) & flags(op), in.operand(1), c));
        return true;
      }),
      pat("SubISubILHSRHSLHS", "arith.subi", 2, (op, rw) -> {
        Operation in = def(op.operand(0), "arith.subi");
        if (in == null || in.operand(0) != op.operand(1)) {
          return false;
        }
        Value y = in.operand(1);
        Attribute zero = ConstFold.zero(rw.context(), y.type());
        if (zero == null) {
          return false;
        }
        Value c = constant(rw, op, zero);
        replace(rw, op, buildWithFlags(rw, "arith.subi", op, type(op), flags(in) & flags(op), c, y));
        return true;
      }));

  static final List<RewritePattern> MULI = List.of(
      rhsConst("MulIMulIConstant", "arith.muli", "arith.muli", 1, (rw, op, in, c0, c1) -> {
        if (c0.type() != type(op) || c1.type() != type(op)) {
          return false;
        }
        Value c = constant(rw, op, intAttr(rw.context(), type(op), c0.value().multiply(c1.value())));
        replace(rw, op, buildWithFlags(rw, "arith.muli", op, type(op), flags(in) & flags(op), in.operand(0), c));
        return true;
      }));

  // ---- extended arithmetic -----------------------------------------------------------------------

  /** {@code op(x, y) -> [narrow(x, y), x]} when the second result is unused. */
  private static RewritePattern toNarrow(String name, String root, String narrow) {
    return pat(name, root, 1, (op, rw) -> {
      if (!op.result(1).hasNoUses()) {
        return false;
      }
      Value r = buildWithFlags(rw, narrow, op, type(op), 0, op.operand(0), op.operand(1));
      replace(rw, op, r, op.operand(0));
      return true;
    });
  }

  static final List<RewritePattern> ADDUI_EXTENDED = List.of(toNarrow("AddUIExtendedToAddI", "arith.addui_extended", "arith.addi"));

  static final List<RewritePattern> MULUI_EXTENDED = List.of(toNarrow("MulUIExtendedToMulI", "arith.mului_extended", "arith.muli"));

  static final List<RewritePattern> MULSI_EXTENDED = List.of(
      toNarrow("MulSIExtendedToMulI", "arith.mulsi_extended", "arith.muli"),
      pat("MulSIExtendedRHSOne", "arith.mulsi_extended", 1, (op, rw) -> {
        BigInteger one = intOrSplat(op.operand(1));
        if (one == null || !one.equals(BigInteger.ONE)) {
          return false;
        }
        Value x = op.operand(0);
        Attribute zero = ConstFold.zero(rw.context(), x.type());
        if (zero == null) {
          return false;
        }
        Value c = constant(rw, op, zero);
        Value cmp = build(rw, "arith.cmpi", op, List.of(ArithTypes.i1SameShape(rw.context(), x.type())), List.of(x, c),
            new NamedAttribute("predicate", predicateAttr(rw.context(), "slt"))).result(0);
        Value ext = build1(rw, "arith.extsi", op, x.type(), cmp);
        replace(rw, op, x, ext);
        return true;
      }));

  static IntegerAttr predicateAttr(MLIRContext ctx, String pred) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(pred));
  }

  static String invert(String pred) {
    return switch (pred) {
      case "eq" -> "ne";
      case "ne" -> "eq";
      case "slt" -> "sge";
      case "sle" -> "sgt";
      case "sgt" -> "sle";
      case "sge" -> "slt";
      case "ult" -> "uge";
      case "ule" -> "ugt";
      case "ugt" -> "ule";
      case "uge" -> "ult";
      default -> throw new IllegalArgumentException(pred);
    };
  }

  // ---- bitwise ops of extensions ----------------------------------------------------------------

  /** {@code op(ext(x), ext(y)) -> ext(op(x, y))} when x and y have one type. */
  private static RewritePattern ofExt(String name, String root, String ext) {
    return pat(name, root, 3, (op, rw) -> {
      Operation a = def(op.operand(0), ext);
      Operation b = def(op.operand(1), ext);
      if (a == null || b == null || a.operand(0).type() != b.operand(0).type()) {
        return false;
      }
      Value inner = build1(rw, root, op, a.operand(0).type(), a.operand(0), b.operand(0));
      replace(rw, op, build1(rw, ext, op, type(op), inner));
      return true;
    });
  }

  static final List<RewritePattern> ANDI = List.of(ofExt("AndOfExtUI", "arith.andi", "arith.extui"), ofExt("AndOfExtSI", "arith.andi", "arith.extsi"));

  static final List<RewritePattern> ORI = List.of(ofExt("OrOfExtUI", "arith.ori", "arith.extui"), ofExt("OrOfExtSI", "arith.ori", "arith.extsi"));

  /** A constant-like op's value is exactly the i1 {@code value} (DRR's ConstantAttr<I1Attr, ...>). */
  private static boolean isI1Const(Value v, boolean value) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr i && i.isBool() && i.boolValue() == value;
  }

  static final List<RewritePattern> XORI = List.of(
      pat("XOrINotCmpI", "arith.xori", 2, (op, rw) -> {
        Operation cmp = def(op.operand(0), "arith.cmpi");
        if (cmp == null || !isI1Const(op.operand(1), true)) {
          return false;
        }
        String pred = ArithFolders.CMPI[ArithFolders.predicate(cmp)];
        Value r = build(rw, "arith.cmpi", op, List.of(type(cmp)), List.of(cmp.operand(0), cmp.operand(1)),
            new NamedAttribute("predicate", predicateAttr(rw.context(), invert(pred)))).result(0);
        replace(rw, op, r);
        return true;
      }),
      ofExt("XOrIOfExtUI", "arith.xori", "arith.extui"),
      ofExt("XOrIOfExtSI", "arith.xori", "arith.extsi"));

  // ---- comparisons -------------------------------------------------------------------------------

  private static RewritePattern cmpOfExt(String name, String ext) {
    return pat(name, "arith.cmpi", 3, (op, rw) -> {
      Operation a = def(op.operand(0), ext);
      Operation b = def(op.operand(1), ext);
      if (a == null || b == null || a.operand(0).type() != b.operand(0).type()) {
        return false;
      }
      String pred = ArithFolders.CMPI[ArithFolders.predicate(op)];
      if (!pred.equals("eq") && !pred.equals("ne")) {
        return false;
      }
      Value r = build(rw, "arith.cmpi", op, List.of(type(op)), List.of(a.operand(0), b.operand(0)),
          new NamedAttribute("predicate", op.inherentAttr("predicate"))).result(0);
      replace(rw, op, r);
      return true;
    });
  }

  static final List<RewritePattern> CMPI = List.of(cmpOfExt("CmpIExtSI", "arith.extsi"), cmpOfExt("CmpIExtUI", "arith.extui"));

  static final List<RewritePattern> CMPF = List.of(CmpFIntToFPConst.PATTERN);

  // ---- select ----------------------------------------------------------------------------------

  private static Value select(PatternRewriter rw, Operation at, Value c, Value t, Value f) {
    return build1(rw, "arith.select", at, type(at), c, t, f);
  }

  static final List<RewritePattern> SELECT = List.of(
      pat("RedundantSelectFalse", "arith.select", 2, (op, rw) -> {
        Operation in = def(op.operand(2), "arith.select");
        if (in == null || in.operand(0) != op.operand(0)) {
          return false;
        }
        replace(rw, op, select(rw, op, op.operand(0), op.operand(1), in.operand(2)));
        return true;
      }),
      pat("RedundantSelectTrue", "arith.select", 2, (op, rw) -> {
        Operation in = def(op.operand(1), "arith.select");
        if (in == null || in.operand(0) != op.operand(0)) {
          return false;
        }
        replace(rw, op, select(rw, op, op.operand(0), in.operand(1), op.operand(2)));
        return true;
      }),
      pat("SelectNotCond", "arith.select", 2, (op, rw) -> {
        Operation xor = def(op.operand(0), "arith.xori");
        if (xor == null) {
          return false;
        }
        IntegerAttr ones = constInt(xor.operand(1));
        if (ones == null || !IntBits.isAllOnes(ones.value(), ConstFold.width(ones.type()))) {
          return false;
        }
        replace(rw, op, select(rw, op, xor.operand(0), op.operand(2), op.operand(1)));
        return true;
      }),
      pat("SelectI1ToNot", "arith.select", 1, (op, rw) -> {
        if (!isI1Const(op.operand(1), false) || !isI1Const(op.operand(2), true)) {
          return false;
        }
        Value c = constant(rw, op, IntegerAttr.bool(rw.context(), true));
        replace(rw, op, build1(rw, "arith.xori", op, op.operand(0).type(), op.operand(0), c));
        return true;
      }),
      pat("SelectToExtUI", "arith.select", 1, (op, rw) -> {
        if (!(type(op) instanceof IntegerType it) || it.width() == 1) {
          return false;
        }
        Attribute t = OperationFolder.constantValue(op.operand(1));
        Attribute f = OperationFolder.constantValue(op.operand(2));
        if (ConstFold.isOneInt(t) && ConstFold.isZeroInt(f)) {
          replace(rw, op, build1(rw, "arith.extui", op, type(op), op.operand(0)));
          return true;
        }
        if (ConstFold.isZeroInt(t) && ConstFold.isOneInt(f)) {
          Value cond = op.operand(0);
          Value one = constant(rw, op, IntegerAttr.get(rw.context(), cond.type(), 1));
          Value not = build1(rw, "arith.xori", op, cond.type(), cond, one);
          replace(rw, op, build1(rw, "arith.extui", op, type(op), not));
          return true;
        }
        return false;
      }));

  // ---- casts -----------------------------------------------------------------------------------

  /** {@code outer(inner(x)) -> x} when x already has the outer result type. */
  private static RewritePattern castRoundTrip(String name, String kind) {
    return pat(name, kind, 2, (op, rw) -> {
      Operation in = def(op.operand(0), kind);
      if (in == null || type(op) != in.operand(0).type()) {
        return false;
      }
      replace(rw, op, in.operand(0));
      return true;
    });
  }

  /** {@code outer(inner(x)) -> replacement(x)} to the outer result type. */
  private static RewritePattern castChain(String name, String outer, String inner, String replacement) {
    return pat(name, outer, 2, (op, rw) -> {
      Operation in = def(op.operand(0), inner);
      if (in == null) {
        return false;
      }
      replace(rw, op, build1(rw, replacement, op, type(op), in.operand(0)));
      return true;
    });
  }

  static final List<RewritePattern> INDEX_CAST = List.of(
      castRoundTrip("IndexCastOfIndexCast", "arith.index_cast"),
      castChain("IndexCastOfExtSI", "arith.index_cast", "arith.extsi", "arith.index_cast"));

  static final List<RewritePattern> INDEX_CASTUI = List.of(
      castRoundTrip("IndexCastUIOfIndexCastUI", "arith.index_castui"),
      castChain("IndexCastUIOfExtUI", "arith.index_castui", "arith.extui", "arith.index_castui"));

  static final List<RewritePattern> BITCAST = List.of(castChain("BitcastOfBitcast", "arith.bitcast", "arith.bitcast", "arith.bitcast"));

  static final List<RewritePattern> EXTSI = List.of(castChain("ExtSIOfExtUI", "arith.extsi", "arith.extui", "arith.extui"));

  private static int elemWidth(Type t) {
    return ConstFold.width(ConstFold.elementTypeOrSelf(t));
  }

  /** trunci(ext(x)) -> ext(x) when only extension bits are dropped. */
  private static RewritePattern truncOfExt(String name, String ext) {
    return pat(name, "arith.trunci", 2, (op, rw) -> {
      Operation e = def(op.operand(0), ext);
      if (e == null) {
        return false;
      }
      int we = elemWidth(type(e));
      int wt = elemWidth(type(op));
      int wx = elemWidth(e.operand(0).type());
      if (!(we > wt && wt > 0 && wt > wx && wx > 0)) {
        return false;
      }
      replace(rw, op, build1(rw, ext, op, type(op), e.operand(0)));
      return true;
    });
  }

  static final List<RewritePattern> TRUNCI = List.of(
      truncOfExt("TruncIExtSIToExtSI", "arith.extsi"),
      truncOfExt("TruncIExtUIToExtUI", "arith.extui"),
      pat("TruncIShrSIToTrunciShrUI", "arith.trunci", 2, (op, rw) -> {
        Operation shr = def(op.operand(0), "arith.shrsi");
        if (shr == null) {
          return false;
        }
        Attribute c0 = OperationFolder.constantValue(shr.operand(1));
        BigInteger amount = ConstFold.intValue(c0);
        Value x = shr.operand(0);
        if (amount == null || !amount.equals(BigInteger.valueOf(elemWidth(x.type()) - elemWidth(type(op))))) {
          return false;
        }
        Value c = constant(rw, op, c0);
        Value shrui = build1(rw, "arith.shrui", op, x.type(), x, c);
        replace(rw, op, buildWithFlags(rw, "arith.trunci", op, type(op), flags(op), shrui));
        return true;
      }));

  private static RewritePattern truncfOfIntToFp(String name, String conv) {
    return pat(name, "arith.truncf", 2, (op, rw) -> {
      Operation in = def(op.operand(0), conv);
      if (in == null || op.inherentAttr("roundingmode") != null) {
        return false;
      }
      replace(rw, op, build1(rw, conv, op, type(op), in.operand(0)));
      return true;
    });
  }

  static final List<RewritePattern> TRUNCF = List.of(
      truncfOfIntToFp("TruncFSIToFPToSIToFP", "arith.sitofp"), truncfOfIntToFp("TruncFUIToFPToUIToFP", "arith.uitofp"));

  // ---- float ops of negations ------------------------------------------------------------------

  private static RewritePattern ofNegF(String name, String root) {
    return pat(name, root, 3, (op, rw) -> {
      Operation a = def(op.operand(0), "arith.negf");
      Operation b = def(op.operand(1), "arith.negf");
      if (a == null || b == null || a.operand(0).type() != b.operand(0).type()) {
        return false;
      }
      List<NamedAttribute> props = new ArrayList<>();
      if (op.inherentAttr("fastmath") != null) {
        props.add(new NamedAttribute("fastmath", op.inherentAttr("fastmath")));
      }
      Value r = build(rw, root, op, List.of(type(op)), List.of(a.operand(0), b.operand(0)),
          props.toArray(new NamedAttribute[0])).result(0);
      replace(rw, op, r);
      return true;
    });
  }

  static final List<RewritePattern> MULF = List.of(ofNegF("MulFOfNegF", "arith.mulf"));

  static final List<RewritePattern> DIVF = List.of(ofNegF("DivFOfNegF", "arith.divf"));
}
