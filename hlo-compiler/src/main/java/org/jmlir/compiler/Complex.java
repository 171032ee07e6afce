package org.jmlir.compiler;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Complex element types in the compiler: element-wise StableHLO ops on {@code complex<f32>} and
 * {@code complex<f64>} become complex-dialect ops on scalars (lowered later by
 * {@code convert-complex-to-standard} and {@code convert-complex-to-llvm}, as in MLIR); buffers hold
 * the complex values themselves ({@code memref<...xcomplex<f32>>}, real part first).
 */
final class Complex {
  private Complex() {}

  /** StableHLO op -> complex op of the same operands and result type. */
  private static final Map<String, String> SAME = Map.ofEntries(
      Map.entry("add", "complex.add"), Map.entry("subtract", "complex.sub"), Map.entry("multiply", "complex.mul"),
      Map.entry("divide", "complex.div"), Map.entry("negate", "complex.neg"), Map.entry("exponential", "complex.exp"),
      Map.entry("log", "complex.log"), Map.entry("sqrt", "complex.sqrt"), Map.entry("sine", "complex.sin"),
      Map.entry("cosine", "complex.cos"), Map.entry("sign", "complex.sign"), Map.entry("tanh", "complex.tanh"),
      Map.entry("tan", "complex.tan"), Map.entry("exponential_minus_one", "complex.expm1"), Map.entry("log_plus_one", "complex.log1p"),
      Map.entry("rsqrt", "complex.rsqrt"), Map.entry("power", "complex.pow"), Map.entry("atan2", "complex.atan2"));

  private static final String SUPPORTED = "add, subtract, multiply, divide, negate, power, abs, exponential,"
      + " exponential_minus_one, log, log_plus_one, sqrt, rsqrt, sine, cosine, tan, tanh, atan2, sign, real, imag, complex, select,"
      + " convert, compare, logistic";

  /** {@code complex.constant [re, im]} from the parts' bit patterns. */
  static Value constant(Emitter e, ComplexType c, BigInteger re, BigInteger im) {
    MLIRContext ctx = e.b.context();
    FloatType f = (FloatType) c.elementType();
    ArrayAttr value = ArrayAttr.get(ctx, List.of(FloatAttr.fromBits(ctx, f, re), FloatAttr.fromBits(ctx, f, im)));
    return e.opN("complex.constant", List.of(c), List.of(), "value", value).result(0);
  }

  /** Refuses, at the op, element-wise ops on complex operands that the compiler does not lower. */
  static void checkElementwise(HloOp op) {
    String m = op.mnemonic();
    if (!FusionPlan.ELEMENTWISE.contains(m) || SAME.containsKey(m) || List.of("abs", "select", "convert", "compare", "real", "imag", "complex", "logistic").contains(m)) {
      return;
    }
    for (Value v : op.operands()) {
      if (((ShapedType) v.type()).elementType() instanceof ComplexType) {
        throw unsupported(op);
      }
    }
  }

  private static HloLowering.Unsupported unsupported(HloOp op) {
    return new HloLowering.Unsupported(op, "'" + op.name() + "' on complex numbers is not supported by the compiler (" + SUPPORTED + " are)");
  }

  /** An element-wise op with a complex operand or result ({@code complex}, {@code real}, {@code imag} on floats too). */
  static Value scalarOp(Emitter e, HloOp op, List<Value> args, Type el) {
    String m = op.mnemonic();
    Value x = args.get(0);
    switch (m) {
      case "complex" -> {
        return e.opN("complex.create", List.of(el), List.of(x, args.get(1))).result(0);
      }
      case "real" -> {
        return x.type() instanceof ComplexType ? e.a.cast("complex.re", el, x) : x;
      }
      case "imag" -> {
        return x.type() instanceof ComplexType ? e.a.cast("complex.im", el, x) : e.a.floatConst(el, 0);
      }
      case "abs" -> {
        return e.a.cast("complex.abs", el, x);
      }
      case "logistic" -> {
        // 1 / (1 + exp(-x)), as StableHLO defines it for complex numbers
        ComplexType c = (ComplexType) el;
        BigInteger oneBits = ((FloatType) c.elementType()).width() == 32
            ? BigInteger.valueOf(Float.floatToIntBits(1f)) : BigInteger.valueOf(Double.doubleToLongBits(1d));
        Value one = constant(e, c, oneBits, BigInteger.ZERO);
        Value exp = e.opN("complex.exp", List.of(c), List.of(e.opN("complex.neg", List.of(c), List.of(x)).result(0))).result(0);
        Value den = e.opN("complex.add", List.of(c), List.of(one, exp)).result(0);
        return e.opN("complex.div", List.of(c), List.of(one, den)).result(0);
      }
      default -> { }
    }
    String name = SAME.get(m);
    if (name == null) {
      throw unsupported(op);
    }
    return e.opN(name, List.of(el), args).result(0);
  }
}
