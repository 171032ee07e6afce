package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Canonicalization patterns of registered tf ops, after TensorFlow's canonicalize.td: rewrites into
 * cheaper or more canonical ops (Add → AddV2, Log(Softmax) → LogSoftmax, x / sqrt(y) → x * rsqrt(y),
 * LogicalNot of a comparison → the inverse comparison, ...). New ops take the root's location and
 * only the attributes TensorFlow's patterns give them.
 */
final class TfPatterns {
  private TfPatterns() {}

  private static final Map<String, String> INVERSE_COMPARISON =
      Map.of("tf.Equal", "tf.NotEqual", "tf.NotEqual", "tf.Equal", "tf.Greater", "tf.LessEqual",
          "tf.GreaterEqual", "tf.Less", "tf.Less", "tf.GreaterEqual", "tf.LessEqual", "tf.Greater");

  static CanonicalizationPatterns forOp(String name) {
    List<RewritePattern> p = switch (name) {
      case "tf.Sub" -> List.of(new SubOfSelf(), pattern(name, "SubOfNeg", TfPatterns::subOfNeg));
      case "tf.Add" -> List.of(pattern(name, "AddToAddV2", TfPatterns::addToAddV2), pattern(name, "AddOfNeg", TfPatterns::addOfNeg));
      case "tf.AddV2" -> List.of(pattern(name, "AddV2OfNeg", TfPatterns::addOfNeg));
      case "tf.Assert" -> List.of(pattern(name, "AssertOfTrue", TfPatterns::assertTrue));
      case "tf.BatchMatMul", "tf.BatchMatMulV2" -> List.of(pattern(name, "BatchMatMulToMatMul", TfPatterns::batchMatMulToMatMul));
      case "tf.Bitcast" -> List.of(pattern(name, "BitcastOfBitcast", TfPatterns::bitcastOfBitcast));
      case "tf.Log" -> List.of(pattern(name, "LogOfSoftmax", TfPatterns::logOfSoftmax));
      case "tf.Square" -> List.of(pattern(name, "SquareOfSub", TfPatterns::squareOfSub));
      case "tf.Equal", "tf.NotEqual" -> List.of(pattern(name, "IncompatibleShapeErrorToTrue", TfPatterns::shapeErrorToTrue));
      case "tf.LogicalNot" -> List.of(pattern(name, "LogicalNotOfComparison", TfPatterns::logicalNotOfComparison));
      case "tf.Div", "tf.RealDiv", "tf.TruncateDiv", "tf.Xdivy" -> List.of(pattern(name, "DivWithSqrtDivisor", TfPatterns::divWithSqrtDivisor));
      case "tf.ReadVariableOp" -> List.of(pattern(name, "ReadVariableOpOfCast", TfPatterns::readVariableOfCast));
      default -> null;
    };
    return p == null ? null : new CanonicalizationPatterns(p);
  }

  static RewritePattern pattern(String root, String debugName, BiPredicate<Operation, PatternRewriter> body) {
    return new RewritePattern(root, 1) {
      @Override
      public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
        return body.test(op, rewriter);
      }

      @Override
      public String debugName() {
        return debugName;
      }
    };
  }

  /** The op defining {@code v} when it is named {@code name}, else null. */
  private static Operation defining(Value v, String name) {
    Operation d = v.definingOp();
    return d != null && d.name().equals(name) ? d : null;
  }

  /** Creates {@code name}(operands) : types before {@code at}, at its location. */
  static Operation create(PatternRewriter r, Operation at, String name, List<? extends Value> operands, Type type,
      List<NamedAttribute> attrs) {
    MLIRContext ctx = at.context();
    TfOpRegistry.OpInfo info = TfOpRegistry.info(name);
    OpDef def = info != null ? info.def() : ctx.opDef(name);
    OperationState st = new OperationState(ctx, def, at.location());
    st.addOperands(operands);
    st.addType(type);
    st.attributes.addAll(attrs);
    r.setInsertionPoint(at);
    return r.create(st);
  }

  private static boolean replaceWith(PatternRewriter r, Operation root, String name, List<? extends Value> operands,
      List<NamedAttribute> attrs) {
    Operation created = create(r, root, name, operands, root.result(0).type(), attrs);
    r.replaceOp(root, created.results());
    return true;
  }

  private static Type elementOf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  // ---- the patterns ---------------------------------------------------------------------------

  /**
   * Equal/NotEqual with {@code incompatible_shape_error = false} whose operands are known to
   * broadcast (both ranked; a dynamic dimension only against 1) set it to true.
   */
  private static boolean shapeErrorToTrue(Operation op, PatternRewriter r) {
    if (!(op.attr("incompatible_shape_error") instanceof IntegerAttr e) || !e.isBool() || e.boolValue()) {
      return false;
    }
    if (!(op.operand(0).type() instanceof RankedTensorType x) || !(op.operand(1).type() instanceof RankedTensorType y)) {
      return false;
    }
    long[] a = x.shape();
    long[] b = y.shape();
    for (int i = 1; i <= Math.min(a.length, b.length); i++) {
      long da = a[a.length - i];
      long db = b[b.length - i];
      if ((ShapedType.isDynamic(da) && db != 1) || (ShapedType.isDynamic(db) && da != 1)) {
        return false;
      }
      if (da != db && da != 1 && db != 1) {
        return false;
      }
    }
    r.modifyOpInPlace(op, () -> op.setAttr("incompatible_shape_error", IntegerAttr.bool(op.context(), true)));
    return true;
  }

  /** Sub(x, Neg(y)) → AddV2(x, y). */
  private static boolean subOfNeg(Operation op, PatternRewriter r) {
    Operation neg = defining(op.operand(1), "tf.Neg");
    return neg != null && replaceWith(r, op, "tf.AddV2", List.of(op.operand(0), neg.operand(0)), List.of());
  }

  /** Add → AddV2, except on strings (where Add concatenates). */
  private static boolean addToAddV2(Operation op, PatternRewriter r) {
    if (elementOf(op.operand(0).type()).equals(TfTypes.string(op.context()))) {
      return false;
    }
    return replaceWith(r, op, "tf.AddV2", op.operands(), List.of());
  }

  /** Add(Neg(x), y) → Sub(y, x); Add(x, Neg(y)) → Sub(x, y) (also AddV2). */
  private static boolean addOfNeg(Operation op, PatternRewriter r) {
    Operation left = defining(op.operand(0), "tf.Neg");
    if (left != null) {
      return replaceWith(r, op, "tf.Sub", List.of(op.operand(1), left.operand(0)), List.of());
    }
    Operation right = defining(op.operand(1), "tf.Neg");
    return right != null && replaceWith(r, op, "tf.Sub", List.of(op.operand(0), right.operand(0)), List.of());
  }

  /** An Assert whose condition is a constant true never fires. */
  private static boolean assertTrue(Operation op, PatternRewriter r) {
    if (op.numOperands() == 0 || !TfConstants.isAllTrue(op.operand(0))) {
      return false;
    }
    r.eraseOp(op);
    return true;
  }

  /** BatchMatMul(V2) of two matrices → MatMul with adj_x/adj_y as transpose_a/transpose_b. */
  private static boolean batchMatMulToMatMul(Operation op, PatternRewriter r) {
    if (!(op.operand(0).type() instanceof RankedTensorType x) || x.rank() != 2
        || !(op.operand(1).type() instanceof RankedTensorType y) || y.rank() != 2) {
      return false;
    }
    MLIRContext ctx = op.context();
    List<NamedAttribute> attrs = List.of(
        new NamedAttribute("transpose_a", boolAttr(ctx, op.attr("adj_x"))),
        new NamedAttribute("transpose_b", boolAttr(ctx, op.attr("adj_y"))));
    return replaceWith(r, op, "tf.MatMul", op.operands(), attrs);
  }

  private static Attribute boolAttr(MLIRContext ctx, Attribute given) {
    return given instanceof IntegerAttr i && i.type() instanceof IntegerType it && it.width() == 1 ? given : IntegerAttr.bool(ctx, false);
  }

  /** Bitcast(Bitcast(x)) → Bitcast(x). */
  private static boolean bitcastOfBitcast(Operation op, PatternRewriter r) {
    Operation inner = defining(op.operand(0), "tf.Bitcast");
    return inner != null && replaceWith(r, op, "tf.Bitcast", List.of(inner.operand(0)), List.of());
  }

  /** Log(Softmax(x)) → LogSoftmax(x). */
  private static boolean logOfSoftmax(Operation op, PatternRewriter r) {
    Operation softmax = defining(op.operand(0), "tf.Softmax");
    return softmax != null && replaceWith(r, op, "tf.LogSoftmax", List.of(softmax.operand(0)), List.of());
  }

  /** Square(Sub(x, y)) → SquaredDifference(x, y). */
  private static boolean squareOfSub(Operation op, PatternRewriter r) {
    Operation sub = defining(op.operand(0), "tf.Sub");
    return sub != null && replaceWith(r, op, "tf.SquaredDifference", sub.operands(), List.of());
  }

  /** LogicalNot(Equal(x, y)) → NotEqual(x, y), Greater ↔ LessEqual, GreaterEqual ↔ Less. */
  private static boolean logicalNotOfComparison(Operation op, PatternRewriter r) {
    Operation cmp = op.operand(0).definingOp();
    String inverse = cmp == null ? null : INVERSE_COMPARISON.get(cmp.name());
    if (inverse == null || cmp.numOperands() != 2) {
      return false;
    }
    List<NamedAttribute> attrs = new ArrayList<>();
    if (inverse.equals("tf.Equal") || inverse.equals("tf.NotEqual")) {
      Attribute e = cmp.attr("incompatible_shape_error");
      attrs.add(new NamedAttribute("incompatible_shape_error", e != null ? e : IntegerAttr.bool(op.context(), true)));
    }
    return replaceWith(r, op, inverse, cmp.operands(), attrs);
  }

  /** x / sqrt(y) → x * rsqrt(y) (Div, RealDiv, TruncateDiv); Xdivy(x, sqrt(y)) → MulNoNan(rsqrt(y), x). */
  private static boolean divWithSqrtDivisor(Operation op, PatternRewriter r) {
    Operation sqrt = defining(op.operand(1), "tf.Sqrt");
    if (sqrt == null) {
      return false;
    }
    Operation rsqrt = create(r, op, "tf.Rsqrt", List.of(sqrt.operand(0)), sqrt.result(0).type(), List.of());
    if (op.name().equals("tf.Xdivy")) {
      return replaceWith(r, op, "tf.MulNoNan", List.of(rsqrt.result(0), op.operand(0)), List.of());
    }
    return replaceWith(r, op, "tf.Mul", List.of(op.operand(0), rsqrt.result(0)), List.of());
  }

  /** ReadVariableOp(Cast(resource)) reads the resource directly when the Cast only feeds reads. */
  private static boolean readVariableOfCast(Operation op, PatternRewriter r) {
    Operation cast = defining(op.operand(0), "tf.Cast");
    if (cast == null) {
      return false;
    }
    for (Operation user : cast.result(0).users()) {
      if (!user.name().equals("tf.ReadVariableOp")) {
        return false;
      }
    }
    Value source = cast.operand(0);
    r.modifyOpInPlace(op, () -> op.setOperand(0, source));
    return true;
  }

  /**
   * {@code tf.Sub(x, x)} → a zero {@code tf.Const}, for statically shaped integer tensors only
   * (for floats x - x is NaN when x is NaN or infinite). The constant is built beside the Sub, so
   * inside an island it stays under the island's control dependencies: nothing that ordered the
   * Sub is dropped.
   */
  static final class SubOfSelf extends RewritePattern {
    SubOfSelf() {
      super("tf.Sub", 2);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.numOperands() != 2 || op.operand(0) != op.operand(1)) {
        return false;
      }
      Type t = op.result(0).type();
      if (!(t instanceof RankedTensorType rt) || !rt.hasStaticShape() || !(rt.elementType() instanceof IntegerType)
          || t != op.operand(0).type()) {
        return false;
      }
      return replaceWith(rewriter, op, "tf.Const", List.of(),
          List.of(new NamedAttribute("value", TfConstants.intSplat(op.context(), rt, 0))));
    }
  }
}
