package org.jmlir.dialect.tf.transforms;

import java.util.List;
import org.jmlir.dialect.arith.ConstantOp;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-optimize}: TensorFlow's three inference-time rewrites that fold a constant multiplier
 * into a convolution filter. A {@code tf.Mul} by an f32 constant after an NHWC {@code tf.Conv2D} with
 * an f32 constant filter multiplies the filter instead, when the multiplier varies only along the
 * last dimension; a multiplier after {@code tf.BiasAdd}/{@code tf.AddV2} of a constant bias to a
 * convolution's output is first distributed over the addition so the first rule can apply. Constants
 * here are {@code arith.constant}, as in TensorFlow's patterns.
 */
public final class TfOptimize extends Pass {
  private static final FrozenPatternSet PATTERNS =
      new FrozenPatternSet(List.of(new FuseMulAndConv2D(), new PassthroughMulAndAdd("tf.BiasAdd"), new PassthroughMulAndAdd("tf.AddV2")));

  public TfOptimize(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-optimize";
  }

  @Override
  public String summary() {
    return "Optimize TensorFlow module";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation f : root.collect(op -> op.name().equals("func.func"))) {
      GreedyPatternRewriteDriver.applyPatternsGreedily(f, PATTERNS, GreedyRewriteConfig.DEFAULT);
    }
  }

  /** The f32 dense constant {@code v} is defined to by an arith.constant, or null. */
  private static DenseIntOrFPElementsAttr f32Constant(Value v) {
    Operation def = v.definingOp();
    if (def == null || def.def() != ConstantOp.DEF || !(def.attr("value") instanceof DenseIntOrFPElementsAttr d)) {
      return null;
    }
    return d.elementType() instanceof FloatType f && f.kind() == FloatType.Kind.F32 ? d : null;
  }

  private static boolean isNhwc(Operation op) {
    return !(op.attr("data_format") instanceof StringAttr s) || s.value().equals("NHWC");
  }

  private static Type broadcastType(MLIRContext ctx, Type a, Type b) {
    if (a instanceof RankedTensorType ra && b instanceof RankedTensorType rb) {
      long[] shape = TfShapes.broadcastShape(ra.shape(), rb.shape());
      if (shape != null) {
        return RankedTensorType.get(ctx, shape, ra.elementType());
      }
    }
    return a;
  }

  private static Value constant(PatternRewriter r, DenseIntOrFPElementsAttr value, Location loc) {
    OperationState s = new OperationState(r.context(), ConstantOp.DEF, loc);
    s.addAttribute("value", value).addType(value.type());
    return r.create(s).result(0);
  }

  private static Value tfBinary(PatternRewriter r, String name, Value x, Value y, Type type, Location loc) {
    OperationState s = new OperationState(r.context(), r.context().opDef(name), loc);
    s.addOperand(x).addOperand(y).addType(type);
    return r.create(s).result(0);
  }

  /** tf.Mul(tf.Conv2D(input, const filter), const multiplier) -> tf.Conv2D(input, tf.Mul(filter, multiplier)). */
  private static final class FuseMulAndConv2D extends RewritePattern {
    FuseMulAndConv2D() {
      super("tf.Mul", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation mul, PatternRewriter r) {
      Operation conv = mul.operand(0).definingOp();
      if (conv == null || !conv.name().equals("tf.Conv2D") || !isNhwc(conv) || !mul.operand(0).hasOneUse()) {
        return false;
      }
      DenseIntOrFPElementsAttr filter = f32Constant(conv.operand(1));
      DenseIntOrFPElementsAttr multiplier = f32Constant(mul.operand(1));
      if (filter == null || multiplier == null) {
        return false;
      }
      long[] m = multiplier.type().shape();
      if (TfShapes.broadcastShape(filter.type().shape(), m) == null) {
        return false;
      }
      for (int i = 0; i + 1 < m.length; i++) {
        if (m[i] != 1) {
          return false;
        }
      }
      r.setInsertionPoint(mul);
      Value f = constant(r, filter, conv.operand(1).definingOp().location());
      Value k = constant(r, multiplier, mul.operand(1).definingOp().location());
      Value scaled = tfBinary(r, "tf.Mul", f, k, broadcastType(r.context(), filter.type(), multiplier.type()), mul.location());
      OperationState s = new OperationState(r.context(), conv.def(), conv.location());
      s.addOperand(conv.operand(0)).addOperand(scaled).addTypes(mul.resultTypes());
      for (var a : conv.attributes().entries()) {
        s.addAttribute(a.name(), a.value());
      }
      if (conv.properties() != null) {
        s.properties = conv.properties();
      }
      r.replaceOp(mul, r.create(s).results());
      return true;
    }
  }

  /**
   * tf.Mul(add(input, const bias), const value) -> tf.AddV2(tf.Mul(input, value), tf.Mul(bias, value))
   * where add is NHWC tf.BiasAdd or tf.AddV2, input comes from tf.Conv2D and the add has one use.
   */
  private static final class PassthroughMulAndAdd extends RewritePattern {
    private final String addName;

    PassthroughMulAndAdd(String addName) {
      super("tf.Mul", 1);
      this.addName = addName;
    }

    @Override
    public String debugName() {
      return addName.equals("tf.BiasAdd") ? "PassthroughMulAndBiasAdd" : "PassthroughMulAndAddV2";
    }

    @Override
    public boolean matchAndRewrite(Operation mul, PatternRewriter r) {
      Operation add = mul.operand(0).definingOp();
      if (add == null || !add.name().equals(addName) || !mul.operand(0).hasOneUse()) {
        return false;
      }
      if (addName.equals("tf.BiasAdd") && !isNhwc(add)) {
        return false;
      }
      Operation producer = add.operand(0).definingOp();
      if (producer == null || !producer.name().equals("tf.Conv2D")) {
        return false;
      }
      DenseIntOrFPElementsAttr bias = f32Constant(add.operand(1));
      DenseIntOrFPElementsAttr value = f32Constant(mul.operand(1));
      if (bias == null || value == null) {
        return false;
      }
      MLIRContext ctx = r.context();
      Location loc = mul.location();
      r.setInsertionPoint(mul);
      Value input = add.operand(0);
      Value scaledInput = tfBinary(r, "tf.Mul", input, constant(r, value, loc), broadcastType(ctx, input.type(), value.type()), loc);
      Value scaledBias =
          tfBinary(r, "tf.Mul", constant(r, bias, loc), constant(r, value, loc), broadcastType(ctx, bias.type(), value.type()), loc);
      Value sum = tfBinary(r, "tf.AddV2", scaledInput, scaledBias, mul.result(0).type(), loc);
      r.replaceOp(mul, List.of(sum));
      return true;
    }
  }
}
