package org.jmlir.dialect.hlo.transforms;

import java.util.List;
import java.util.Set;
import org.jmlir.dialect.hlo.HloInference;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code --hlo-test-infer} (StableHLO's test pass): {@code hlo_test_infer.get_return_types(%v)}
 * becomes {@code hlo_test_infer.return_types} carrying {@code types0...} = the result types inferred
 * for the op defining {@code %v}; {@code get_return_type_components} the same with the inferred
 * shaped components (shape and bounds over {@code index}); {@code reify_return_type_shapes} the
 * shape of the result as IR ({@code shape.shape_of} of the operand for element-wise ops). Ops
 * without inference are left alone, as upstream's pattern fails to match.
 */
public final class HloTestInfer extends Pass {
  public HloTestInfer(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-test-infer";
  }

  @Override
  public String summary() {
    return "Uses test ops to invoke InferShapedTypeOpInterface methods.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<org.jmlir.ir.rewrite.RewritePattern> patterns = List.of(
        CanonicalizeDynamism.pattern("hlo_test_infer.get_return_types", HloTestInfer::returnTypes),
        CanonicalizeDynamism.pattern("hlo_test_infer.get_return_type_components", HloTestInfer::components),
        CanonicalizeDynamism.pattern("hlo_test_infer.reify_return_type_shapes", HloTestInfer::reify));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.DEFAULT);
  }

  private static HloOp definer(Operation op) {
    if (op.numOperands() != 1 || !(op.operand(0).definingOp() instanceof HloOp def)) {
      return null;
    }
    return def;
  }

  /** Replaces {@code op} by {@code name} with the same operands, results and attributes, plus types0.... */
  private static boolean passThrough(Operation op, PatternRewriter r, String name, List<Type> types) {
    OperationState s = new OperationState(op.context(), name, op.location());
    s.addOperands(op.operands());
    s.addTypes(op.resultTypes());
    for (NamedAttribute a : op.attributes().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    for (int i = 0; i < types.size(); i++) {
      s.addAttribute("types" + i, TypeAttr.get(op.context(), types.get(i)));
    }
    r.setInsertionPoint(op);
    r.replaceOpWithNewOp(op, s);
    return true;
  }

  private static boolean returnTypes(Operation op, PatternRewriter r) {
    HloOp def = definer(op);
    if (def == null) {
      return false;
    }
    List<Type> types = inferred(def);
    if (types == null || types.isEmpty()) {
      return false;
    }
    return passThrough(op, r, "hlo_test_infer.return_types", types);
  }

  /** The result types inferred for {@code op}: its inference, or its operand's type for ops whose
   *  result type is the operand's by definition. */
  static List<Type> inferred(HloOp op) {
    List<Type> types = HloInference.infer(op);
    if (types != null && !types.isEmpty()) {
      return types;
    }
    if (types == null) {
      return null;
    }
    if (op.mnemonic().equals("constant") && op.inherentAttr("value") instanceof org.jmlir.ir.attr.TypedAttr v) {
      return List.of(v.type());
    }
    if (SAME_TYPE.contains(op.mnemonic()) && op.numOperands() > 0) {
      return op.numResults() == op.numOperands() && op.numResults() > 1 ? op.operandTypes() : List.of(op.operand(0).type());
    }
    return null;
  }

  /** Ops whose result type is their (first) operand's. */
  private static final Set<String> SAME_TYPE = Set.of("add", "and", "atan2", "cbrt", "ceil", "cosine",
      "count_leading_zeros", "divide", "exponential", "exponential_minus_one", "floor", "log", "log_plus_one",
      "logistic", "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt", "power", "remainder",
      "round_nearest_afz", "round_nearest_even", "rsqrt", "shift_left", "shift_right_arithmetic",
      "shift_right_logical", "sign", "sine", "sqrt", "subtract", "tan", "tanh", "xor", "reduce_precision",
      "collective_permute", "collective_broadcast", "cross-replica-sum");

  private static boolean components(Operation op, PatternRewriter r) {
    HloOp def = definer(op);
    if (def == null) {
      return false;
    }
    Type t = HloInference.inferShapedComponents(def);
    if (!(t instanceof RankedTensorType rt)) {
      return false;
    }
    Type component = RankedTensorType.get(op.context(), rt.shape(), IndexType.get(op.context()), rt.encoding());
    return passThrough(op, r, "hlo_test_infer.return_type_components", List.of(component));
  }

  /** Element-wise ops whose result shape is their first operand's. */
  private static final Set<String> ELEMENTWISE_SHAPE = Set.of("compare", "select", "clamp", "convert",
      "bitcast_convert", "is_finite", "real", "imag", "complex", "abs");

  private static boolean reify(Operation op, PatternRewriter r) {
    HloOp def = definer(op);
    if (def == null || def.numOperands() == 0) {
      return false;
    }
    String m = def.mnemonic();
    if (m.equals("dynamic_iota") && def.operand(0).type() instanceof RankedTensorType st && st.elementType() instanceof IndexType) {
      r.replaceOp(op, List.of(def.operand(0)));
      return true;
    }
    if (!SAME_TYPE.contains(m) && !ELEMENTWISE_SHAPE.contains(m) && !m.equals("reverse")) {
      r.setInsertionPoint(op);
      Value shape = new ShapeReifier(r, op.location()).reify(def);
      if (shape == null) {
        return false;
      }
      r.replaceOp(op, List.of(shape));
      return true;
    }
    Value operand = m.equals("select") || m.equals("clamp") ? def.operand(1) : def.operand(0);
    if (!(operand.type() instanceof RankedTensorType t)) {
      return false;
    }
    OperationState s = new OperationState(op.context(), "shape.shape_of", op.location());
    s.addOperands(List.of(operand));
    s.addTypes(List.of(RankedTensorType.get(op.context(), new long[] {t.rank()}, IndexType.get(op.context()))));
    r.setInsertionPoint(op);
    Operation shapeOf = r.create(s);
    r.replaceOp(op, List.of(shapeOf.result(0)));
    return true;
  }
}
