package org.jmlir.dialect.linalg;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The implicit bodies of the named ops (MLIR's regionBuilder of each OpDSL op): one block whose
 * arguments are the operands' element types, computing the op's scalar function, ending in
 * linalg.yield. Operands are cast to the output's element type first (cast_signed).
 */
final class RegionBuilder {
  private final MLIRContext ctx;
  private final Location loc;
  private final Block block;
  private boolean unsignedCast;

  private RegionBuilder(MLIRContext ctx, Location loc, Block block) {
    this.ctx = ctx;
    this.loc = loc;
    this.block = block;
  }

  /** Fills {@code region} with the body of {@code kind} over operands of {@code types}. */
  static void build(MLIRContext ctx, Location opLoc, Region region, OpKind kind, List<Type> operandTypes, String elementwiseKind) {
    build(ctx, opLoc, region, kind, operandTypes, elementwiseKind, false);
  }

  /**
   * As above; {@code unsignedCast}: the matmul family's {@code cast = #linalg.type_fn<cast_unsigned>}
   * (operands extended / converted as unsigned).
   */
  static void build(MLIRContext ctx, Location opLoc, Region region, OpKind kind, List<Type> operandTypes, String elementwiseKind, boolean unsignedCast) {
    // MLIR builds the named ops' bodies at an unknown location (fillStructuredOpRegion); we keep
    // the op's, so that an error inside a body stays located (README: Linalg).
    Location loc = opLoc;
    Block b = new Block();
    region.addBlock(b);
    for (Type t : operandTypes) {
      b.addArgument(LinalgOp.elementOrSelf(t), loc);
    }
    if (!operandTypes.isEmpty()) {
      // No operands (transpose/broadcast without ins/outs): an empty body, as MLIR's
      // buildIdentityRegion; the verifier reports the operand count.
      RegionBuilder rb = new RegionBuilder(ctx, loc, b);
      rb.unsignedCast = unsignedCast;
      rb.fill(kind, elementwiseKind);
    }
  }

  private void fill(OpKind kind, String ew) {
    int n = block.numArguments();
    Value out = block.argument(n - 1);
    Type outType = out.type();
    switch (kind) {
      case MATMUL, BATCH_MATMUL, CONTRACT, MATVEC, VECMAT, DOT, CONV_1D, CONV_1D_NCW_FCW, CONV_1D_NWC_WCF, CONV_3D_NDHWC_DHWCF, DEPTHWISE_CONV_1D_NWC_WC, DEPTHWISE_CONV_1D_NWC_WCM, DEPTHWISE_CONV_2D_NHWC_HWCM, DEPTHWISE_CONV_3D_NDHWC_DHWC, DEPTHWISE_CONV_3D_NDHWC_DHWCM, CONV_2D_NHWC_HWCF, CONV_2D_NCHW_FCHW, DEPTHWISE_CONV_2D_NHWC_HWC, BATCH_REDUCE_MATMUL -> multiplyAccumulate(out, outType);
      case POOLING_NHWC_MAX, POOLING_NDHWC_MAX, POOLING_NWC_MAX, POOLING_NCW_MAX, POOLING_NCHW_MAX -> {
        emitYield(fn("max_signed", out, cast(block.argument(0), outType)));
      }
      case POOLING_NHWC_MIN, POOLING_NDHWC_MIN, POOLING_NWC_MIN -> {
        emitYield(fn("min_signed", out, cast(block.argument(0), outType)));
      }
      case POOLING_NHWC_SUM, POOLING_NDHWC_SUM, POOLING_NWC_SUM, POOLING_NCW_SUM, POOLING_NCHW_SUM -> {
        emitYield(fn("add", out, cast(block.argument(0), outType)));
      }
      case POOLING_NWC_MAX_UNSIGNED, POOLING_NHWC_MAX_UNSIGNED -> emitYield(fn("max_unsigned", out, castUnsigned(block.argument(0), outType)));
      case POOLING_NWC_MIN_UNSIGNED, POOLING_NHWC_MIN_UNSIGNED -> emitYield(fn("min_unsigned", out, castUnsigned(block.argument(0), outType)));
      case FILL -> emitYield(block.argument(0)); // MLIR 22: no cast, the verifier wants equal types
      case ELEMENTWISE -> emitYield(elementwise(ew, outType));
      default -> {
        if (kind.isQuantized()) {
          // (cast(in) - cast(inZp)) * (cast(filter) - cast(filterZp)), accumulated.
          Value a = fn("sub", cast(block.argument(0), outType), cast(block.argument(2), outType));
          Value b = fn("sub", cast(block.argument(1), outType), cast(block.argument(3), outType));
          emitYield(fn("add", out, fn("mul", a, b)));
        } else if (kind.spatialDims() >= 0) {
          multiplyAccumulate(out, outType);
        } else {
          emitYield(kind.elementwiseKind != null ? elementwise(kind.elementwiseKind, outType) : block.argument(0));
        }
      }
    }
  }

  /** out + cast(in0) * cast(in1): the matmul / convolution body. */
  private void multiplyAccumulate(Value out, Type outType) {
    Value a = unsignedCast ? castUnsigned(block.argument(0), outType) : cast(block.argument(0), outType);
    Value b = unsignedCast ? castUnsigned(block.argument(1), outType) : cast(block.argument(1), outType);
    emitYield(fn("add", out, fn("mul", a, b)));
  }

  /** A body the parser cannot build (MLIR's regionBuilder emitError): reported at the op. */
  static final class BuildError extends RuntimeException {
    BuildError(String message) {
      super(message, null, false, false);
    }
  }

  /**
   * MLIR's RegionBuilderHelper::buildBinaryFn: complex, float or integer operands (i1 as booleans:
   * add is ori, mul andi), anything else a {@link BuildError}.
   */
  private Value fn(String name, Value a, Value b) {
    Type ta = a.type();
    Type tb = b.type();
    boolean complex = ta instanceof org.jmlir.ir.type.ComplexType && tb instanceof org.jmlir.ir.type.ComplexType;
    boolean floating = ta instanceof FloatType && tb instanceof FloatType;
    boolean integer = ta instanceof IntegerType && tb instanceof IntegerType;
    boolean bool = integer && ((IntegerType) ta).width() == 1 && ((IntegerType) tb).width() == 1;
    if (!complex && !floating && !integer) {
      throw new BuildError("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '"
          + org.jmlir.ir.print.AttrTypeText.type(ta) + "' and '" + org.jmlir.ir.print.AttrTypeText.type(tb) + "'");
    }
    String op = switch (name) {
      case "add" -> complex ? "complex.add" : floating ? "arith.addf" : bool ? "arith.ori" : "arith.addi";
      case "sub" -> {
        if (bool) {
          throw new BuildError("unsupported operation: sub with bools");
        }
        yield complex ? "complex.sub" : floating ? "arith.subf" : "arith.subi";
      }
      case "mul" -> complex ? "complex.mul" : floating ? "arith.mulf" : bool ? "arith.andi" : "arith.muli";
      case "div" -> {
        if (bool) {
          throw new BuildError("unsupported operation: div with bools");
        }
        yield complex ? "complex.div" : floating ? "arith.divf" : "arith.divsi";
      }
      case "div_unsigned" -> unsignedOnly(integer && !bool, "div", "arith.divui");
      case "max_signed" -> floating ? "arith.maximumf" : "arith.maxsi";
      case "min_signed" -> floating ? "arith.minimumf" : "arith.minsi";
      case "max_unsigned" -> unsignedOnly(integer && !bool, "max", "arith.maxui");
      case "min_unsigned" -> unsignedOnly(integer && !bool, "min", "arith.minui");
      case "powf" -> "math.powf";
      default -> throw new IllegalArgumentException(name);
    };
    return binary(op, a, b);
  }

  private static String unsignedOnly(boolean ok, String what, String op) {
    if (!ok) {
      throw new BuildError("unsupported operation: unsigned " + what + " not on uint");
    }
    return op;
  }

  private Value elementwise(String kind, Type t) {
    Value x = block.argument(0);
    boolean f = isFloat(t);
    return switch (kind) {
      case "exp", "log", "absf", "ceil", "floor", "sqrt", "rsqrt", "tanh", "erf", "round" -> unary("math." + kind, x);
      case "abs" -> unary(f ? "math.absf" : "math.absi", x);
      case "negf" -> unary("arith.negf", x);
      case "reciprocal" -> binary("arith.divf", constantOne(x.type()), x);
      case "square" -> binary(f ? "arith.mulf" : "arith.muli", x, x);
      case "add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf" -> fn(kind, x, block.argument(1));
      case "select" -> create("arith.select", t, x, block.argument(1), block.argument(2));
      default -> x;
    };
  }

  private static boolean isScalar(Type t) {
    return t instanceof IntegerType || t instanceof FloatType || t instanceof org.jmlir.ir.type.IndexType;
  }

  private static boolean isFloat(Type t) {
    return t instanceof FloatType;
  }

  /** cast_signed to {@code to}: nothing when the types agree. */
  private Value cast(Value v, Type to) {
    Type from = v.type();
    if (from.equals(to)) {
      return v;
    }
    String op;
    if (from instanceof FloatType ff && to instanceof FloatType tf) {
      op = ff.width() < tf.width() ? "arith.extf" : "arith.truncf";
    } else if (from instanceof IntegerType fi && to instanceof FloatType) {
      op = fi.width() == 1 ? "arith.uitofp" : "arith.sitofp";
    } else if (from instanceof FloatType && to instanceof IntegerType) {
      op = "arith.fptosi";
    } else if (from instanceof IntegerType fi && to instanceof IntegerType ti) {
      op = fi.width() < ti.width() ? (fi.width() == 1 ? "arith.extui" : "arith.extsi") : "arith.trunci";
    } else if (isScalar(from) && isScalar(to)) {
      op = "arith.index_cast";
    } else {
      // MLIR's convertScalarToDtype: warns at the operand (a block argument: unknown) and keeps it.
      ctx.diagnostics().emit(org.jmlir.ir.loc.UnknownLoc.get(ctx), org.jmlir.ir.diag.Severity.WARNING,
          "could not cast operand of type '" + org.jmlir.ir.print.AttrTypeText.type(from) + "' to '"
              + org.jmlir.ir.print.AttrTypeText.type(to) + "'").report();
      return v;
    }
    return create(op, to, v);
  }

  /** cast_unsigned to {@code to} (the unsigned poolings' input): extui / trunci / uitofp. */
  private Value castUnsigned(Value v, Type to) {
    Type from = v.type();
    if (from.equals(to)) {
      return v;
    }
    if (from instanceof IntegerType fi && to instanceof IntegerType ti) {
      return create(fi.width() < ti.width() ? "arith.extui" : "arith.trunci", to, v);
    }
    if (from instanceof IntegerType && to instanceof FloatType) {
      return create("arith.uitofp", to, v);
    }
    return from instanceof FloatType && to instanceof IntegerType ? create("arith.fptoui", to, v) : cast(v, to);
  }

  private Value constantOne(Type t) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    s.addAttribute("value", FloatAttr.get(ctx, (FloatType) t, 1.0));
    s.addType(t);
    Operation op = Operation.create(s);
    block.append(op);
    return op.result(0);
  }

  private Value unary(String name, Value x) {
    return create(name, x.type(), x);
  }

  private Value binary(String name, Value a, Value b) {
    return create(name, a.type(), a, b);
  }

  private Value create(String name, Type result, Value... operands) {
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    for (Value v : operands) {
      s.addOperand(v);
    }
    s.addType(result);
    Operation op = Operation.create(s);
    block.append(op);
    return op.result(0);
  }

  private void emitYield(Value v) {
    OperationState s = new OperationState(ctx, LinalgYieldOp.DEF, loc);
    s.addOperand(v);
    block.append(Operation.create(s));
  }
}
