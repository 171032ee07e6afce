package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * The folders of registered tf ops (TensorFlow's hasFolder ops). A folder returns null when it does
 * not fold.
 */
final class TfFolders {
  private TfFolders() {}

  static OpFolder forOp(String name) {
    return switch (name) {
      case "tf.Const" -> (op, operands) -> {
        Attribute v = op.attr("value");
        return v == null ? null : List.of(OpFoldResult.of(v));
      };
      case "tf.Identity", "tf.IdentityN", "tf.Snapshot", "tf.StopGradient", "tf.PreventGradient", "tf.Cast",
          "tf.Bitcast", "tf.AddN", "tf.ToBool" -> TfFolders::forwardSameType;
      case "tf.LeakyRelu" -> TfFolders::leakyRelu;
      case "tf.Transpose" -> TfFolders::transpose;
      case "tf.Rank" -> TfFolders::rank;
      case "tf.Fill" -> TfFolders::fill;
      default -> null;
    };
  }

  /**
   * Forwards each operand to the result of the same index when the types agree exactly (a
   * type-refining identity or a real cast stays). For AddN: one input; for ToBool: a 0-d i1 input.
   */
  private static List<OpFoldResult> forwardSameType(Operation op, List<Attribute> constants) {
    if (op.numOperands() != op.numResults()) {
      return null;
    }
    if (op.name().equals("tf.ToBool")
        && !(op.operand(0).type() instanceof RankedTensorType t && t.rank() == 0 && t.elementType() instanceof IntegerType i
            && i.width() == 1)) {
      return null;
    }
    List<OpFoldResult> out = new ArrayList<>(op.numOperands());
    for (int i = 0; i < op.numOperands(); i++) {
      if (op.operand(i).type() != op.result(i).type()) {
        return null;
      }
      out.add(OpFoldResult.of(op.operand(i)));
    }
    return out;
  }

  /** LeakyRelu with alpha 1 is the identity. */
  private static List<OpFoldResult> leakyRelu(Operation op, List<Attribute> constants) {
    if (op.attr("alpha") instanceof FloatAttr f && f.doubleValue() == 1.0 && op.operand(0).type() == op.result(0).type()) {
      return List.of(OpFoldResult.of(op.operand(0)));
    }
    return null;
  }

  /** Transpose by the identity permutation, or of a Transpose whose permutation it undoes. */
  private static List<OpFoldResult> transpose(Operation op, List<Attribute> constants) {
    long[] perm = TfConstants.intValues(op.operand(1));
    if (perm == null) {
      return null;
    }
    if (isIdentity(perm) && op.operand(0).type() == op.result(0).type()) {
      return List.of(OpFoldResult.of(op.operand(0)));
    }
    Operation inner = op.operand(0).definingOp();
    if (inner == null || !inner.name().equals("tf.Transpose")) {
      return null;
    }
    long[] innerPerm = TfConstants.intValues(inner.operand(1));
    if (innerPerm == null || innerPerm.length != perm.length) {
      return null;
    }
    long[] composed = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      if (perm[i] < 0 || perm[i] >= innerPerm.length) {
        return null;
      }
      composed[i] = innerPerm[(int) perm[i]];
    }
    if (isIdentity(composed) && inner.operand(0).type() == op.result(0).type()) {
      return List.of(OpFoldResult.of(inner.operand(0)));
    }
    return null;
  }

  private static boolean isIdentity(long[] perm) {
    for (int i = 0; i < perm.length; i++) {
      if (perm[i] != i) {
        return false;
      }
    }
    return true;
  }

  /** The rank of a ranked operand, as a constant of the result type. */
  private static List<OpFoldResult> rank(Operation op, List<Attribute> constants) {
    if (!(op.operand(0).type() instanceof ShapedType s) || !s.hasRank()
        || !(op.result(0).type() instanceof RankedTensorType rt) || !(rt.elementType() instanceof IntegerType)) {
      return null;
    }
    return List.of(OpFoldResult.of(TfConstants.intSplat(op.context(), rt, s.rank())));
  }

  /** Fill of constant dims with a constant scalar: a splat of the shape the dims give. */
  private static List<OpFoldResult> fill(Operation op, List<Attribute> constants) {
    long[] dims = TfConstants.intValues(op.operand(0));
    if (dims == null || !(op.result(0).type() instanceof ShapedType out)
        || !(OperationFolder.constantValue(op.operand(1)) instanceof DenseIntOrFPElementsAttr v) || !v.isSplat()
        || v.elementType() != out.elementType()) {
      return null;
    }
    for (long d : dims) {
      if (d < 0) {
        return null;
      }
    }
    RankedTensorType t = RankedTensorType.get(op.context(), dims, out.elementType());
    if (!TfShapes.isCastCompatible(t, out)) {
      return null;
    }
    return List.of(OpFoldResult.of(DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, v.rawData(), true)));
  }
}
