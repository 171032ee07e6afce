package org.jmlir.dialect.tf.transforms;

import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-drop-while-shape-invariant}: removes the {@code shape_invariant} attribute of every
 * tf.While and tf.WhileRegion; {@code tf-drop-while-shape-invariant-in-device-cluster} only of those
 * inside a {@code tf_device.cluster}.
 */
public final class DropWhileShapeInvariant extends Pass {
  private final boolean inClusterOnly;

  private DropWhileShapeInvariant(PassOptions o, boolean inClusterOnly) {
    super(o);
    this.inClusterOnly = inClusterOnly;
  }

  public static DropWhileShapeInvariant everywhere(PassOptions o) {
    return new DropWhileShapeInvariant(o, false);
  }

  public static DropWhileShapeInvariant inDeviceCluster(PassOptions o) {
    return new DropWhileShapeInvariant(o, true);
  }

  @Override
  public String argument() {
    return inClusterOnly ? "tf-drop-while-shape-invariant-in-device-cluster" : "tf-drop-while-shape-invariant";
  }

  @Override
  public String summary() {
    return inClusterOnly
        ? "Drop `shape_invariant` attribute from While/WhileRegion ops inside device cluster."
        : "Drop `shape_invariant` attribute from While/WhileRegion ops.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(op -> op.name().equals("tf.While") || op.name().equals("tf.WhileRegion"))) {
      if (inClusterOnly && !insideCluster(op)) {
        continue;
      }
      if (op.attr("shape_invariant") != null) {
        op.removeAttr("shape_invariant");
      }
    }
  }

  private static boolean insideCluster(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.name().equals("tf_device.cluster")) {
        return true;
      }
    }
    return false;
  }
}
