package org.jmlir.conversion.arithtoapfloat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code convert-math-to-apfloat}, as MLIR 22's MathToAPFloat: absf, fma and the classification ops
 * (isinf, isnan, isnormal, isfinite) on any float type become APFloat runtime calls
 * ({@code _mlir_apfloat_abs}, {@code _mlir_apfloat_fused_multiply_add}, {@code _mlir_apfloat_isinfinite},
 * ...), the classifications answering an i1. Other math ops stay.
 */
public final class MathToApFloat extends Pass {
  private static final Map<String, String> OPS =
      Map.of(
          "math.absf", "abs",
          "math.fma", "fused_multiply_add",
          "math.isinf", "isinfinite",
          "math.isnan", "isnan",
          "math.isnormal", "isnormal",
          "math.isfinite", "isfinite");

  public MathToApFloat(PassOptions o) {
    super(o);
    if (!o.values().isEmpty()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(o.values().keySet().iterator().next());
    }
  }

  @Override
  public String argument() {
    return "convert-math-to-apfloat";
  }

  @Override
  public String name() {
    return "MathToAPFloatConversionPass";
  }

  @Override
  public String summary() {
    return "Convert Math ops to APFloat runtime library calls";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      if (OPS.containsKey(op.name()) && ArithToApFloat.elementFloat(op.operand(0).type()) != null) {
        ops.add(op);
      }
    });
    for (Operation op : ops) {
      String fn = OPS.get(op.name());
      if (!ArithToApFloat.lower(op, fn, fn.startsWith("is"))) {
        pc.signalFailure();
        return;
      }
    }
  }
}
