package org.jmlir.dialect.tf.transforms;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;

/** The shape functions tf-shape-inference knows, by op name, gathered from the per-group files. */
final class ShapeFunctions {
  private static final Map<String, ShapeFunction> BY_OP = build();

  private ShapeFunctions() {}

  /** The result shapes of {@code op}, or null when no rule applies or too little is known. */
  static List<long[]> infer(Operation op) {
    ShapeFunction fn = BY_OP.get(op.name());
    return fn == null ? null : fn.resultShapes(op);
  }

  private static Map<String, ShapeFunction> build() {
    Map<String, ShapeFunction> m = new HashMap<>();
    ElementwiseShapeFns.register(m);
    ArrayShapeFns.register(m);
    SliceShapeFns.register(m);
    ReductionShapeFns.register(m);
    NnShapeFns.register(m);
    ConvolutionShapeFns.register(m);
    FftAndPoolGradShapeFns.register(m);
    LinalgShapeFns.register(m);
    m.put("tf.Einsum", EinsumShapeFn::resultShapes);
    return Map.copyOf(m);
  }

  /** Registers {@code fn} for each of {@code ops}. */
  static void put(Map<String, ShapeFunction> m, ShapeFunction fn, String... ops) {
    for (String op : ops) {
      m.put(op, fn);
    }
  }
}
