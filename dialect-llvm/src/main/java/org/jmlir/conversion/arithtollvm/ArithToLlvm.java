package org.jmlir.conversion.arithtollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.IntegerOverflowFlagsAttr;
import org.jmlir.dialect.llvm.FastmathFlagsAttr;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmSpecs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-arith-to-llvm}, as MLIR 22's ArithToLLVM: each arith op becomes the llvm op or
 * intrinsic of the same meaning, with overflow, exact and fast-math flags carried over; index
 * casts become sext/zext/trunc (or nothing at equal widths). Ops on n-D vectors are unrolled over
 * their arrays of 1-D vectors (MLIR's handleMultidimensionalVectors).
 */
public final class ArithToLlvm extends LlvmConversionPass {
  public ArithToLlvm(PassOptions o) {
    super(o, Set.of("index-bitwidth"), "convert-arith-to-llvm", "ArithToLLVMConversionPass", "Convert Arith dialect to LLVM dialect");
  }




  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return patterns(converter, new ArrayList<>());
  }


  /** Adds the arith-to-llvm patterns to {@code out}. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    String[][] direct = {
      {"arith.addi", "llvm.add"}, {"arith.subi", "llvm.sub"}, {"arith.muli", "llvm.mul"}, {"arith.shli", "llvm.shl"},
      {"arith.divui", "llvm.udiv"}, {"arith.divsi", "llvm.sdiv"}, {"arith.shrui", "llvm.lshr"}, {"arith.shrsi", "llvm.ashr"},
      {"arith.remui", "llvm.urem"}, {"arith.remsi", "llvm.srem"}, {"arith.andi", "llvm.and"}, {"arith.ori", "llvm.or"},
      {"arith.xori", "llvm.xor"}, {"arith.addf", "llvm.fadd"}, {"arith.subf", "llvm.fsub"}, {"arith.mulf", "llvm.fmul"},
      {"arith.divf", "llvm.fdiv"}, {"arith.remf", "llvm.frem"}, {"arith.negf", "llvm.fneg"},
      {"arith.maxsi", "llvm.intr.smax"}, {"arith.minsi", "llvm.intr.smin"}, {"arith.maxui", "llvm.intr.umax"},
      {"arith.minui", "llvm.intr.umin"}, {"arith.maximumf", "llvm.intr.maximum"}, {"arith.minimumf", "llvm.intr.minimum"},
      {"arith.maxnumf", "llvm.intr.maxnum"}, {"arith.minnumf", "llvm.intr.minnum"},
      {"arith.extsi", "llvm.sext"}, {"arith.extui", "llvm.zext"}, {"arith.trunci", "llvm.trunc"},
      {"arith.extf", "llvm.fpext"}, {"arith.truncf", "llvm.fptrunc"}, {"arith.sitofp", "llvm.sitofp"},
      {"arith.uitofp", "llvm.uitofp"}, {"arith.fptosi", "llvm.fptosi"}, {"arith.fptoui", "llvm.fptoui"},
      {"arith.bitcast", "llvm.bitcast"}, {"arith.select", "llvm.select"}
    };
    for (String[] d : direct) {
      out.add(oneToOne(tc, d[0], d[1]));
    }
    out.add(ConversionPattern.of("arith.constant", tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (t == null) {
        return false;
      }
      Value v = LlvmBuilder.passDiscardable(op, new LlvmBuilder(rw, op.location()).constant(t, op.inherentAttr("value")));
      rw.replaceOp(op, List.of(v));
      return true;
    }));
    out.add(compare(tc, "arith.cmpi", "llvm.icmp"));
    out.add(compare(tc, "arith.cmpf", "llvm.fcmp"));
    out.add(divisions(tc, "arith.floordivsi"));
    out.add(divisions(tc, "arith.ceildivui"));
    out.add(divisions(tc, "arith.ceildivsi"));
    out.add(indexCast(tc, "arith.index_cast", true));
    out.add(indexCast(tc, "arith.index_castui", false));
    out.add(addUIExtended(tc));
    out.add(mulIExtended(tc, "arith.mului_extended", "llvm.zext"));
    out.add(mulIExtended(tc, "arith.mulsi_extended", "llvm.sext"));
    return out;
  }

  /** addui_extended: {@code llvm.intr.uadd.with.overflow} and the two fields of its struct (scalars and 1-D vectors). */
  private static ConversionPattern addUIExtended(LlvmTypeConverter tc) {
    return ConversionPattern.of("arith.addui_extended", tc, (op, operands, rw) -> {
      Type sum = tc.convertType(op.result(0).type());
      Type overflow = tc.convertType(op.result(1).type());
      if (sum == null || overflow == null || !scalarOrVector(sum)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      // As MLIR 22, the struct holds the sum's type as written: for index it stays index, and the
      // llvm verifier then rejects the extractvalue (newer MLIR converts it).
      Type struct = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(rw.context(), List.of(op.result(0).type(), overflow));
      Value r = b.value(rw.context().lookupOp("llvm.intr.uadd.with.overflow"), struct, operands);
      rw.replaceOp(op, List.of(b.extractValue(op.result(0).type(), r, 0), b.extractValue(overflow, r, 1)));
      return true;
    });
  }

  /**
   * mului_extended / mulsi_extended: both operands extended to twice the width, multiplied, the
   * low half truncated and the high half shifted down and truncated (scalars and 1-D vectors).
   */
  private static ConversionPattern mulIExtended(LlvmTypeConverter tc, String name, String extension) {
    return ConversionPattern.of(name, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (t == null || !scalarOrVector(t)) {
        return false;
      }
      MLIRContext ctx = rw.context();
      Type elem = org.jmlir.dialect.fold.ConstFold.elementTypeOrSelf(t);
      if (!(elem instanceof IntegerType it)) {
        return false;
      }
      IntegerType wideElem = IntegerType.get(ctx, 2 * it.width());
      Type wide = org.jmlir.dialect.arith.ArithTypes.sameShape(ctx, t, wideElem);
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      OpDef ext = ctx.lookupOp(extension);
      OpDef trunc = ctx.lookupOp("llvm.trunc");
      Value l = b.value(ext, wide, List.of(operands.get(0)));
      Value r = b.value(ext, wide, List.of(operands.get(1)));
      Value product = b.binary(ctx.lookupOp("llvm.mul"), l, r);
      Value low = b.value(trunc, t, List.of(product));
      Value shift = b.constant(wide, org.jmlir.dialect.fold.ConstFold.splatOrScalar(ctx, wide, java.math.BigInteger.valueOf(it.width())));
      Value high = b.value(trunc, t, List.of(b.binary(ctx.lookupOp("llvm.lshr"), product, shift)));
      rw.replaceOp(op, List.of(low, high));
      return true;
    });
  }

  /** An op whose llvm counterpart has the same operands, results and (mapped) flags. */
  private static ConversionPattern oneToOne(LlvmTypeConverter tc, String from, String to) {
    OpDef def = tc.context().lookupOp(to);
    return ConversionPattern.of(from, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (t == null || (def != LlvmOps.BITCAST && def != LlvmOps.SELECT && touchesIntegerCarriedFloat(op))) {
        return false;
      }
      if (def == LlvmOps.BITCAST && t.equals(operands.get(0).type())) {
        // Both sides lower to one llvm type (memrefs, small floats as integers): nothing to cast.
        rw.replaceOp(op, List.of(operands.get(0)));
        return true;
      }
      if (def == LlvmOps.FPTRUNC && op.inherentAttr("roundingmode") instanceof IntegerAttr mode) {
        Value v = constrainedTrunc(rw, op, t, operands.get(0), (int) mode.longValue());
        passThrough(op, v.definingOp());
        rw.replaceOp(op, List.of(v));
        return true;
      }
      Object[] flags = flags(op, def, rw.context());
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value v = scalarOrVector(t)
          ? passThrough(op, b.value(def, t, operands, flags))
          : b.unrollNd(t, operands, (row, rows) -> passThrough(op, b.value(def, row, rows, flags)));
      rw.replaceOp(op, List.of(v));
      return true;
    });
  }

  /**
   * Carries {@code from}'s discardable attributes over to the llvm op that replaces it, as MLIR 22's
   * one-to-one arith lowerings do; extf and truncf also carry their {@code fastmath} flags this way
   * (llvm.fpext and llvm.fptrunc have none in MLIR 22), when the op has them.
   */
  private static Value passThrough(Operation from, Value to) {
    passThrough(from, to.definingOp());
    return to;
  }

  private static void passThrough(Operation from, Operation to) {
    if (from.inherentAttr("fastmath") instanceof org.jmlir.ir.attr.Attribute fm
        && (from.name().equals("arith.extf") || from.name().equals("arith.truncf"))) {
      to.setAttributes(withEntry(to.context(), to.attributes(), "fastmath", fm));
    }
    LlvmBuilder.passDiscardable(from, to);
  }

  private static org.jmlir.ir.attr.DictionaryAttr withEntry(
      MLIRContext ctx, org.jmlir.ir.attr.DictionaryAttr d, String name, org.jmlir.ir.attr.Attribute v) {
    List<org.jmlir.ir.attr.NamedAttribute> all = new java.util.ArrayList<>(d.entries());
    all.removeIf(e -> e.name().equals(name));
    all.add(new org.jmlir.ir.attr.NamedAttribute(name, v));
    return org.jmlir.ir.attr.DictionaryAttr.get(ctx, all);
  }

  /** arith's rounding modes (to_nearest_even, downward, upward, toward_zero, to_nearest_away) as LLVM's. */
  private static final int[] LLVM_ROUNDING = {1, 3, 2, 0, 4};

  /** truncf with a rounding mode: {@code llvm.intr.experimental.constrained.fptrunc}, exceptions ignored. */
  private static Value constrainedTrunc(org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter rw, Operation op, Type t, Value in, int mode) {
    MLIRContext ctx = rw.context();
    return new LlvmBuilder(rw, op.location())
        .value(
            ctx.lookupOp("llvm.intr.experimental.constrained.fptrunc"),
            t,
            List.of(in),
            "roundingmode",
            LlvmEnums.ROUNDING_MODE.attr(ctx, LLVM_ROUNDING[mode]),
            "fpExceptionBehavior",
            LlvmEnums.FP_EXCEPTION_BEHAVIOR.attr(ctx, 0));
  }

  /**
   * Whether an operand or result is a float format LLVM lacks (f8E4M3FN, ...): such ops do not lower
   * (MLIR leaves them to convert-arith-to-apfloat); only bitcasts of them do.
   */
  public static boolean touchesIntegerCarriedFloat(Operation op) {
    // Indexed loops: this runs once per converted op, and the type lists would be allocated.
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      if (isIntegerCarried(op.operand(i).type())) {
        return true;
      }
    }
    for (int i = 0, n = op.numResults(); i < n; i++) {
      if (isIntegerCarried(op.result(i).type())) {
        return true;
      }
    }
    return false;
  }

  private static boolean isIntegerCarried(Type t) {
    Type e = t instanceof VectorType v ? v.elementType() : t;
    return e instanceof org.jmlir.ir.type.FloatType f
        && switch (f.kind()) {
          case F16, BF16, F32, F64, F80, F128 -> false;
          default -> true;
        };
  }

  /** A type LLVM takes as is: not an array of vectors (n-D vectors are not unrolled here). */
  private static boolean scalarOrVector(Type t) {
    return !(t instanceof org.jmlir.dialect.llvm.LlvmArrayType);
  }

  /** The arith op's flags as properties of the llvm op {@code def}. */
  private static final Object[] NO_FLAGS = new Object[0];

  private static Object[] flags(Operation op, OpDef def, MLIRContext ctx) {
    if (op.properties() == null) {
      return NO_FLAGS;
    }
    List<Object> out = new ArrayList<>();
    var spec = def.extension(org.jmlir.ir.ods.OpSpec.class);
    // Flags at their default are left to the llvm op's default (no property dictionary to build).
    if (op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f && f.flags() != 0 && spec.attribute("fastmathFlags") != null) {
      out.add("fastmathFlags");
      out.add(FastmathFlagsAttr.get(ctx, fastmath(f.flags())));
    }
    if (op.inherentAttr("overflowFlags") instanceof IntegerOverflowFlagsAttr o && o.flags() != 0 && spec.attribute("overflowFlags") != null) {
      out.add("overflowFlags");
      out.add(LlvmSpecs.overflowAttr(ctx, o.flags()));
    }
    if (op.inherentAttr("isExact") instanceof UnitAttr u && spec.attribute("isExact") != null) {
      out.add("isExact");
      out.add(u);
    }
    return out.toArray();
  }

  /** arith's fast-math bits (reassoc first) in LLVM's order (nnan first). */
  public static int fastmath(int arith) {
    int reassoc = arith & 1;
    return (arith >> 1) | (reassoc << 6);
  }

  private static ConversionPattern compare(LlvmTypeConverter tc, String from, String to) {
    return ConversionPattern.of(from, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (t == null || touchesIntegerCarriedFloat(op)) {
        return false;
      }
      OpDef def = op.context().lookupOp(to);
      long pred = ((IntegerAttr) op.inherentAttr("predicate")).longValue();
      LlvmEnums.IntEnum e = to.equals("llvm.icmp") ? LlvmEnums.ICMP_PREDICATE : LlvmEnums.FCMP_PREDICATE;
      List<Object> props = new ArrayList<>(List.of("predicate", e.attr(rw.context(), (int) pred)));
      if (op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f) {
        props.add("fastmathFlags");
        props.add(FastmathFlagsAttr.get(rw.context(), fastmath(f.flags())));
      }
      Object[] ps = props.toArray();
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value v = scalarOrVector(t) ? b.value(def, t, operands, ps) : b.unrollNd(t, operands, (row, rows) -> b.value(def, row, rows, ps));
      rw.replaceOp(op, List.of(v));
      return true;
    });
  }

  /**
   * floordivsi, ceildivui, ceildivsi: MLIR 22 expands them (arith-expand's rewrites) before lowering;
   * this builds the same llvm ops in the same order.
   */
  private static ConversionPattern divisions(LlvmTypeConverter tc, String name) {
    return ConversionPattern.of(name, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      boolean nd = t instanceof org.jmlir.dialect.llvm.LlvmArrayType;
      if (!(t instanceof IntegerType || t instanceof VectorType v && v.elementType() instanceof IntegerType
          || nd && op.result(0).type() instanceof VectorType ov && ov.elementType() instanceof IntegerType)) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      // On an n-D vector each step unrolls over the nested arrays, as MLIR lowers the expanded arith ops.
      Nd x = new Nd(tc, b, op.result(0).type(), t);
      Value a = operands.get(0);
      Value d = operands.get(1);
      Value r;
      switch (name) {
        case "arith.floordivsi" -> {
          Value quot = x.bin(LlvmOps.SDIV, a, d);
          Value notExact = x.icmp("ne", a, x.bin(LlvmOps.MUL, quot, d));
          Value zero = x.splat(0);
          Value signsDiffer = x.icmp("ne", x.icmp("slt", a, zero), x.icmp("slt", d, zero));
          Value cond = x.bin(LlvmOps.AND, notExact, signsDiffer);
          Value minusOne = x.bin(LlvmOps.ADD, quot, x.splat(-1));
          r = x.select(cond, minusOne, quot);
        }
        case "arith.ceildivui" -> {
          Value zero = x.splat(0);
          Value isZero = x.icmp("eq", a, zero);
          Value one = x.splat(1);
          Value plusOne = x.bin(LlvmOps.ADD, x.bin(LlvmOps.UDIV, x.bin(LlvmOps.SUB, a, one), d), one);
          r = x.select(isZero, zero, plusOne);
        }
        default -> {
          Value zero = x.splat(0);
          Value one = x.splat(1);
          Value quot = x.bin(LlvmOps.SDIV, a, d);
          Value notExact = x.icmp("ne", a, x.bin(LlvmOps.MUL, quot, d));
          Value sameSign = x.icmp("eq", x.icmp("slt", a, zero), x.icmp("slt", d, zero));
          Value cond = x.bin(LlvmOps.AND, notExact, sameSign);
          r = x.select(cond, x.bin(LlvmOps.ADD, quot, one), quot);
        }
      }
      rw.replaceOp(op, List.of(r));
      return true;
    });
  }

  /** The steps of an expanded division on a scalar, a 1-D vector or (unrolled) an n-D vector. */
  private record Nd(LlvmTypeConverter tc, LlvmBuilder b, Type original, Type t) {
    boolean unrolled() {
      return t instanceof org.jmlir.dialect.llvm.LlvmArrayType;
    }

    Value bin(org.jmlir.ir.OpDef def, Value x, Value y) {
      return unrolled() ? b.unrollNd(x.type(), List.of(x, y), (row, v) -> b.binary(def, v.get(0), v.get(1))) : b.binary(def, x, y);
    }

    Value icmp(String pred, Value x, Value y) {
      if (!unrolled()) {
        return ArithToLlvm.icmp(b, pred, x, y);
      }
      Type bools = tc.convertType(VectorType.get(b.context(), ((VectorType) original).shape(), IntegerType.get(b.context(), 1)));
      return b.unrollNd(bools, List.of(x, y), (row, v) -> ArithToLlvm.icmp(b, pred, v.get(0), v.get(1)));
    }

    Value select(Value c, Value x, Value y) {
      return unrolled() ? b.unrollNd(t, List.of(c, x, y), (row, v) -> b.value(LlvmOps.SELECT, row, v))
          : b.value(LlvmOps.SELECT, t, List.of(c, x, y));
    }

    Value splat(long v) {
      return unrolled()
          ? b.constant(t, org.jmlir.dialect.fold.ConstFold.splatOrScalar(b.context(), original, java.math.BigInteger.valueOf(v)))
          : ArithToLlvm.splat(b, t, v);
    }
  }

  private static Value icmp(LlvmBuilder b, String pred, Value lhs, Value rhs) {
    Type i1 = org.jmlir.dialect.arith.ArithTypes.sameShape(b.context(), lhs.type(), IntegerType.get(b.context(), 1));
    return b.value(LlvmOps.ICMP, i1, List.of(lhs, rhs), "predicate", LlvmEnums.ICMP_PREDICATE.attr(b.context(), pred));
  }

  /** The integer constant {@code v} of type {@code t}, a splat when {@code t} is a vector. */
  private static Value splat(LlvmBuilder b, Type t, long v) {
    return t instanceof VectorType
        ? b.constant(t, org.jmlir.dialect.fold.ConstFold.splatOrScalar(b.context(), t, java.math.BigInteger.valueOf(v)))
        : b.intConstant(t, v);
  }

  /** index_cast (signed) / index_castui: sext or zext when widening, trunc when narrowing, nothing otherwise. */
  private static ConversionPattern indexCast(LlvmTypeConverter tc, String from, boolean signed) {
    return ConversionPattern.of(from, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      Value in = operands.get(0);
      if (t == null) {
        return false;
      }
      int srcWidth = width(op.operand(0).type());
      int dstWidth = width(op.result(0).type());
      if (srcWidth == 0) {
        srcWidth = ((IntegerType) tc.indexType()).width();
      }
      if (dstWidth == 0) {
        dstWidth = ((IntegerType) tc.indexType()).width();
      }
      if (srcWidth == dstWidth) {
        rw.replaceOp(op, List.of(in));
        return true;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      OpDef def = dstWidth < srcWidth ? LlvmOps.TRUNC : signed ? LlvmOps.SEXT : LlvmOps.ZEXT;
      Value v = !(in.type() instanceof org.jmlir.dialect.llvm.LlvmArrayType) ? b.value(def, t, List.of(in)) : b.unrollNd(t, List.of(in), (row, rows) -> b.value(def, row, rows));
      rw.replaceOp(op, List.of(v));
      return true;
    });
  }

  /** The integer width of a (vector of) integer type, 0 for index. */
  private static int width(Type t) {
    // getElementTypeOrSelf, as MLIR 22: a memref's element type counts too (mlir-opt 22 then builds an
    // extension of the descriptor struct, which its verifier rejects).
    Type s = org.jmlir.ir.verify.TypeChecks.elementTypeOrSelf(t);
    return s instanceof IntegerType it ? it.width() : 0;
  }
}
