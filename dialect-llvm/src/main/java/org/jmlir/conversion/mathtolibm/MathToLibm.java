package org.jmlir.conversion.mathtolibm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-math-to-libm}, as MLIR 22's MathToLibm: each math op on f32 or f64 that libm
 * implements becomes a {@code func.call} of it ({@code sinf}/{@code sin}), declared private with
 * {@code llvm.readnone} at the start of the module; f16 and bf16 go through f32, and an op on a
 * fixed-size float vector is unrolled into one call per element. The math dialect is illegal: any
 * other math op (other float types, integer ops) fails legalization, as in mlir-opt.
 */
public final class MathToLibm extends Pass {
  public MathToLibm(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "convert-math-to-libm";
  }

  /**
   * MLIR 22's dependent dialects of this pass: a canonicalize after it collects the vector patterns
   * (e.g. a chain of vector.insert becomes vector.from_elements) even when the input had no vector op.
   */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext context) {
    loadDialects(context, "arith", "func", "vector");
  }

  @Override
  public String name() {
    return "ConvertMathToLibmPass";
  }

  @Override
  public String summary() {
    return "Convert Math dialect to libm calls";
  }

  @Override
  public String anchor() {
    return "builtin.module";
  }

  /** math op -> libm base name (f64; f32 appends "f"). */
  static final Map<String, String> NAMES =
      Map.ofEntries(
          Map.entry("math.acos", "acos"), Map.entry("math.acosh", "acosh"), Map.entry("math.asin", "asin"),
          Map.entry("math.asinh", "asinh"), Map.entry("math.atan", "atan"), Map.entry("math.atanh", "atanh"),
          Map.entry("math.atan2", "atan2"), Map.entry("math.cbrt", "cbrt"), Map.entry("math.ceil", "ceil"),
          Map.entry("math.cos", "cos"), Map.entry("math.cosh", "cosh"), Map.entry("math.erf", "erf"),
          Map.entry("math.erfc", "erfc"), Map.entry("math.exp", "exp"), Map.entry("math.exp2", "exp2"),
          Map.entry("math.expm1", "expm1"), Map.entry("math.floor", "floor"), Map.entry("math.fma", "fma"),
          Map.entry("math.log", "log"), Map.entry("math.log10", "log10"), Map.entry("math.log1p", "log1p"),
          Map.entry("math.log2", "log2"), Map.entry("math.powf", "pow"), Map.entry("math.rint", "rint"),
          Map.entry("math.round", "round"), Map.entry("math.roundeven", "roundeven"), Map.entry("math.sin", "sin"),
          Map.entry("math.sinh", "sinh"), Map.entry("math.sqrt", "sqrt"), Map.entry("math.tan", "tan"),
          Map.entry("math.tanh", "tanh"), Map.entry("math.trunc", "trunc"));

  /** The patterns: one call per op; an op on a vector is first unrolled into one per element. */
  public static List<RewritePattern> patterns(List<RewritePattern> out) {
    for (Map.Entry<String, String> e : NAMES.entrySet()) {
      out.add(ConversionPattern.of(e.getKey(), null, (op, operands, rw) -> {
        Type t = op.result(0).type();
        if (t instanceof org.jmlir.ir.type.VectorType v) {
          return unrollVector(op, operands, v, rw);
        }
        if (!(t instanceof FloatType f)) {
          return false;
        }
        MLIRContext ctx = op.context();
        // Matches mlir-opt 22: f16 and bf16 go through f32 (extf, call, truncf).
        boolean widen = f.kind() == FloatType.Kind.F16 || f.kind() == FloatType.Kind.BF16;
        if (!widen && f.kind() != FloatType.Kind.F32 && f.kind() != FloatType.Kind.F64) {
          return false;
        }
        Type callType = widen ? FloatType.get(ctx, FloatType.Kind.F32) : t;
        String name = e.getValue() + (callType == FloatType.get(ctx, FloatType.Kind.F32) ? "f" : "");
        List<Type> argTypes = java.util.Collections.nCopies(operands.size(), callType);
        declare(rw, op, name, FunctionType.get(ctx, argTypes, List.of(callType)));
        rw.setInsertionPoint(op);
        List<org.jmlir.ir.Value> args = new ArrayList<>();
        for (org.jmlir.ir.Value v : operands) {
          args.add(widen ? cast(rw, op, "arith.extf", v, callType) : v);
        }
        OperationState s = new OperationState(ctx, ctx.lookupOp("func.call"), op.location());
        s.addOperands(args);
        s.addType(callType);
        s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("callee", SymbolRefAttr.get(ctx, name))));
        Operation call = rw.create(s);
        org.jmlir.ir.Value r = widen ? cast(rw, op, "arith.truncf", call.result(0), t) : call.result(0);
        rw.replaceOp(op, List.of(r));
        return true;
      }));
    }
    return out;
  }

  /**
   * MLIR's VecOpToScalarOp: the result starts as a zero vector; for each element (row-major) the
   * operands' elements are extracted, the same op applied to them (lowered in turn) and the result
   * inserted. Scalable vectors and vectors of non-floats stay.
   */
  private static boolean unrollVector(Operation op, List<org.jmlir.ir.Value> operands, org.jmlir.ir.type.VectorType v,
      org.jmlir.ir.rewrite.PatternRewriter rw) {
    MLIRContext ctx = op.context();
    org.jmlir.ir.OpDef extract = ctx.lookupOp("vector.extract");
    org.jmlir.ir.OpDef insert = ctx.lookupOp("vector.insert");
    if (extract == null || insert == null || !(v.elementType() instanceof FloatType) || v.isScalable()) {
      return false;
    }
    org.jmlir.ir.attr.Attribute zero = org.jmlir.dialect.fold.ConstFold.zero(ctx, v);
    OperationState c = new OperationState(ctx, ctx.lookupOp("arith.constant"), op.location());
    c.addType(v);
    c.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("value", zero)));
    org.jmlir.ir.Value result = rw.create(c).result(0);
    long[] shape = v.shape();
    long[] pos = new long[shape.length];
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    Type i64 = org.jmlir.ir.type.IntegerType.get(ctx, 64);
    for (long k = 0; k < n; k++) {
      long rest = k;
      for (int i = shape.length - 1; i >= 0; i--) {
        pos[i] = rest % shape[i];
        rest /= shape[i];
      }
      NamedAttribute at = new NamedAttribute("static_position", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, i64, pos.clone()));
      List<org.jmlir.ir.Value> elems = new ArrayList<>();
      for (org.jmlir.ir.Value operand : operands) {
        OperationState x = new OperationState(ctx, extract, op.location());
        x.addOperand(operand);
        x.addType(v.elementType());
        x.properties = DictionaryAttr.get(ctx, List.of(at));
        elems.add(rw.create(x).result(0));
      }
      OperationState scalar = new OperationState(ctx, op.def(), op.location());
      scalar.addOperands(elems);
      scalar.addType(v.elementType());
      if (op.inherentAttr("fastmath") != null) {
        scalar.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("fastmath", op.inherentAttr("fastmath"))));
      }
      org.jmlir.ir.Value r = rw.create(scalar).result(0);
      OperationState ins = new OperationState(ctx, insert, op.location());
      ins.addOperand(r);
      ins.addOperand(result);
      ins.addType(v);
      ins.properties = DictionaryAttr.get(ctx, List.of(at));
      result = rw.create(ins).result(0);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static org.jmlir.ir.Value cast(org.jmlir.ir.rewrite.PatternRewriter rw, Operation op, String name, org.jmlir.ir.Value v, Type to) {
    OperationState s = new OperationState(op.context(), op.context().lookupOp(name), op.location());
    s.addOperand(v);
    s.addType(to);
    return rw.create(s).result(0);
  }

  /** {@code func.func private @name(...) attributes {llvm.readnone}} at the start of the module, once. */
  private static void declare(org.jmlir.ir.rewrite.PatternRewriter rw, Operation from, String name, FunctionType type) {
    org.jmlir.conversion.llvmcommon.LlvmSymbols.declareFuncPrivate(
        rw, from, name, type, List.of(new NamedAttribute("llvm.readnone", UnitAttr.get(from.context()))));
  }

  @Override
  public void run(Operation root, PassContext pc) {
    ConversionTarget target = new ConversionTarget();
    target.addIllegalDialect("math");
    if (!DialectConversion.applyPartialConversion(root, target, patterns(new ArrayList<>()))) {
      pc.signalFailure();
    }
  }

}
