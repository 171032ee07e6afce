package org.jmlir.dialect.tfdevice.transforms;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code verify-no-outside-compilation-markers}: after outside compilation has been extracted, no
 * {@code tf_device.cluster} may still hold a {@code tf_device.launch} and no op may still carry a
 * string {@code _xla_outside_compilation}; the first offender fails the pass with TensorFlow's error.
 */
public final class VerifyNoOutsideCompilationMarkers extends Pass {
  public VerifyNoOutsideCompilationMarkers(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "verify-no-outside-compilation-markers";
  }

  @Override
  public String summary() {
    return "Verifies that after Outside Compilation passes complete, there are no more _xla_outside_compilation attributes and no tf_device.launch ops.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(op -> true)) {
      if (op.name().equals("tf_device.cluster") && !op.collect(o -> o.name().equals("tf_device.launch")).isEmpty()) {
        op.emitError("Node `" + op.name() + "` is a launch op which should have been removed by outside compilation")
            .report();
        pc.signalFailure();
        return;
      }
      if (op.attr("_xla_outside_compilation") instanceof StringAttr) {
        op.emitError("Node `" + op.name()
                + "` has _xla_outside_compilation set which should have been removed by outside compilation")
            .report();
        pc.signalFailure();
        return;
      }
    }
  }
}
