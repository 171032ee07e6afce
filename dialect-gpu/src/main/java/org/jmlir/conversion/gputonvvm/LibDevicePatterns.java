package org.jmlir.conversion.gputonvvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionPatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Math (and a few arith) ops as calls of NVIDIA's libdevice ({@code __nv_expf}, {@code __nv_exp}),
 * as MLIR 22's populateLibDeviceConversionPatterns: f32 and f64 pick their function, f32 with
 * {@code afn} its fast variant where one exists, f16/bf16 go through f32 (fpext, call, fptrunc),
 * predicates ({@code isfinite}, ...) call an i32 function and compare it with 0. Each function is
 * declared once, before the function that first calls it. 1-D vectors are scalarized.
 */
final class LibDevicePatterns {
  private LibDevicePatterns() {}

  /** op, f32 function, f64 function, f32 approximation (or null). */
  private record Entry(String op, String f32, String f64, String approx) {}

  private static final List<Entry> FLOAT_OPS =
      List.of(
          new Entry("arith.remf", "__nv_fmodf", "__nv_fmod", null),
          new Entry("arith.maxnumf", "__nv_fmaxf", "__nv_fmax", null),
          new Entry("arith.minnumf", "__nv_fminf", "__nv_fmin", null),
          new Entry("math.absf", "__nv_fabsf", "__nv_fabs", null),
          new Entry("math.acos", "__nv_acosf", "__nv_acos", null),
          new Entry("math.acosh", "__nv_acoshf", "__nv_acosh", null),
          new Entry("math.asin", "__nv_asinf", "__nv_asin", null),
          new Entry("math.asinh", "__nv_asinhf", "__nv_asinh", null),
          new Entry("math.atan", "__nv_atanf", "__nv_atan", null),
          new Entry("math.atan2", "__nv_atan2f", "__nv_atan2", null),
          new Entry("math.atanh", "__nv_atanhf", "__nv_atanh", null),
          new Entry("math.cbrt", "__nv_cbrtf", "__nv_cbrt", null),
          new Entry("math.ceil", "__nv_ceilf", "__nv_ceil", null),
          new Entry("math.copysign", "__nv_copysignf", "__nv_copysign", null),
          new Entry("math.cos", "__nv_cosf", "__nv_cos", "__nv_fast_cosf"),
          new Entry("math.cosh", "__nv_coshf", "__nv_cosh", null),
          new Entry("math.erf", "__nv_erff", "__nv_erf", null),
          new Entry("math.erfc", "__nv_erfcf", "__nv_erfc", null),
          new Entry("math.exp", "__nv_expf", "__nv_exp", "__nv_fast_expf"),
          new Entry("math.exp2", "__nv_exp2f", "__nv_exp2", null),
          new Entry("math.expm1", "__nv_expm1f", "__nv_expm1", null),
          new Entry("math.floor", "__nv_floorf", "__nv_floor", null),
          new Entry("math.fma", "__nv_fmaf", "__nv_fma", null),
          new Entry("math.isfinite", "__nv_finitef", "__nv_isfinited", null),
          new Entry("math.isinf", "__nv_isinff", "__nv_isinfd", null),
          new Entry("math.isnan", "__nv_isnanf", "__nv_isnand", null),
          new Entry("math.log", "__nv_logf", "__nv_log", "__nv_fast_logf"),
          new Entry("math.log10", "__nv_log10f", "__nv_log10", "__nv_fast_log10f"),
          new Entry("math.log1p", "__nv_log1pf", "__nv_log1p", null),
          new Entry("math.log2", "__nv_log2f", "__nv_log2", "__nv_fast_log2f"),
          new Entry("math.powf", "__nv_powf", "__nv_pow", "__nv_fast_powf"),
          new Entry("math.fpowi", "__nv_powif", "__nv_powi", null),
          new Entry("math.round", "__nv_roundf", "__nv_round", null),
          new Entry("math.roundeven", "__nv_rintf", "__nv_rint", null),
          new Entry("math.rsqrt", "__nv_rsqrtf", "__nv_rsqrt", null),
          new Entry("math.sin", "__nv_sinf", "__nv_sin", "__nv_fast_sinf"),
          new Entry("math.sinh", "__nv_sinhf", "__nv_sinh", null),
          new Entry("math.sqrt", "__nv_sqrtf", "__nv_sqrt", null),
          new Entry("math.tan", "__nv_tanf", "__nv_tan", "__nv_fast_tanf"),
          new Entry("math.tanh", "__nv_tanhf", "__nv_tanh", null));

  static void populate(LlvmTypeConverter tc, List<RewritePattern> out) {
    for (Entry e : FLOAT_OPS) {
      out.add(ConversionPattern.of(e.op(), GpuToNvvm.BENEFIT, tc, (op, operands, rw) -> lowerFloat(e, op, operands, rw)));
    }
    out.add(ConversionPattern.of("math.absi", GpuToNvvm.BENEFIT, tc, (op, operands, rw) -> {
      if (!(op.result(0).type() instanceof IntegerType i) || i.width() != 32) {
        return false;
      }
      rw.replaceOp(op, List.of(call(rw, op, "__nv_abs", i, operands)));
      return true;
    }));
  }

  private static boolean lowerFloat(Entry e, Operation op, List<Value> operands, ConversionPatternRewriter rw) {
    MLIRContext ctx = op.context();
    Type t0 = op.operand(0).type();
    Type resultType = op.result(0).type();
    LlvmBuilder b = new LlvmBuilder(rw, op.location());
    if (t0 instanceof FloatType ft) {
      String name = functionName(e, op, ft);
      if (name == null) {
        return false;
      }
      rw.replaceOp(op, List.of(scalarCall(rw, b, op, name, ft, operands, resultType)));
      return true;
    }
    // A 1-D vector is scalarized: each element extracted, lowered, and inserted into a poison vector.
    if (!(t0 instanceof VectorType v) || v.shape().length != 1 || !(v.elementType() instanceof FloatType ft)) {
      return false;
    }
    String name = functionName(e, op, ft);
    if (name == null) {
      return false;
    }
    Type elemResult = ((VectorType) resultType).elementType();
    IntegerType i64 = IntegerType.get(ctx, 64);
    Value acc = b.poison(resultType);
    for (long i = 0; i < v.shape()[0]; i++) {
      Value index = b.intConstant(i64, i);
      List<Value> scalars = new ArrayList<>();
      for (Value o : operands) {
        scalars.add(o.type() instanceof VectorType ov ? b.value(LlvmOps.EXTRACTELEMENT, ov.elementType(), List.of(o, index)) : o);
      }
      Value r = scalarCall(rw, b, op, name, ft, scalars, elemResult);
      acc = b.value(LlvmOps.INSERTELEMENT, resultType, List.of(acc, r, index));
    }
    rw.replaceOp(op, List.of(acc));
    return true;
  }

  /** The libdevice function for an operand of type {@code ft} (f16/bf16 use f32's), or null. */
  private static String functionName(Entry e, Operation op, FloatType ft) {
    FloatType.Kind k = ft.kind();
    if (k == FloatType.Kind.F32 || k == FloatType.Kind.F16 || k == FloatType.Kind.BF16) {
      boolean afn = op.attr("fastmath") instanceof FastMathFlagsAttr fm && (fm.flags() & AFN) != 0;
      return afn && e.approx() != null ? e.approx() : e.f32();
    }
    return k == FloatType.Kind.F64 ? e.f64() : null;
  }

  /** afn in {@link FastMathFlagsAttr#FLAGS}. */
  private static final int AFN = 1 << 6;

  /** One call: f16/bf16 operands extended to f32 and the result truncated back; predicates compare the i32 result with 0. */
  private static Value scalarCall(ConversionPatternRewriter rw, LlvmBuilder b, Operation op, String name, FloatType ft, List<Value> operands, Type resultType) {
    MLIRContext ctx = op.context();
    FloatType f32 = FloatType.get(ctx, FloatType.Kind.F32);
    boolean widen = ft.kind() == FloatType.Kind.F16 || ft.kind() == FloatType.Kind.BF16;
    FloatType callType = widen ? f32 : ft;
    List<Value> args = new ArrayList<>();
    for (Value v : operands) {
      args.add(widen && v.type() instanceof FloatType ? b.value(LlvmOps.FPEXT, f32, List.of(v)) : v);
    }
    boolean predicate = resultType instanceof IntegerType;
    Type callResult = predicate ? IntegerType.get(ctx, 32) : callType;
    Value r = call(rw, op, name, callResult, args);
    if (predicate) {
      Value zero = b.intConstant(callResult, 0);
      return b.value(LlvmOps.ICMP, IntegerType.get(ctx, 1), List.of(r, zero), "predicate", LlvmEnums.ICMP_PREDICATE.attr(ctx, "ne"));
    }
    return widen ? b.value(LlvmOps.FPTRUNC, resultType, List.of(r)) : r;
  }

  /** {@code llvm.call @name(args)}, declaring {@code name} before the enclosing top-level function when missing. */
  private static Value call(ConversionPatternRewriter rw, Operation op, String name, Type result, List<Value> args) {
    MLIRContext ctx = op.context();
    Operation table = LlvmSymbols.symbolTable(op);
    if (LlvmSymbols.lookup(table, name) == null) {
      Operation fn = op;
      while (fn.parentOp() != table) {
        fn = fn.parentOp();
      }
      List<Type> params = new ArrayList<>();
      for (Value a : args) {
        params.add(a.type());
      }
      rw.setInsertionPoint(fn);
      rw.insert(FuncOp.create(ctx, GpuToNvvmPatterns.withoutDebugScope(op), name, LlvmFunctionType.get(ctx, result, params, false), "external"));
      rw.setInsertionPoint(op);
    }
    CallOp c = CallOp.create(ctx, op.location(), name, result, args);
    rw.insert(c);
    return c.result(0);
  }
}
