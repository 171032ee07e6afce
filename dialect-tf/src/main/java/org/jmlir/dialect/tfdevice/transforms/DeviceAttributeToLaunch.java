package org.jmlir.dialect.tfdevice.transforms;

import java.util.List;
import org.jmlir.dialect.tfdevice.TfDeviceOps;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-device-attribute-to-launch}: every {@code tf} op with a non-empty string {@code device}
 * attribute moves into a new {@code tf_device.launch} on that device (which takes over its uses and
 * returns its results); the op loses its own {@code device} attribute.
 */
public final class DeviceAttributeToLaunch extends Pass {
  public DeviceAttributeToLaunch(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-device-attribute-to-launch";
  }

  @Override
  public String summary() {
    return "Wraps each TF op which has a non-empty device attribute in a tf_device.launch.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops =
        root.collect(op -> op.name().startsWith("tf.") && op.attr("device") instanceof StringAttr s && !s.value().isEmpty());
    for (Operation op : ops) {
      wrap(op, ((StringAttr) op.attr("device")).value());
    }
  }

  static void wrap(Operation op, String device) {
    OperationState st = new OperationState(op.context(), TfDeviceOps.LAUNCH, op.location());
    st.addAttribute("device", StringAttr.get(op.context(), device));
    st.addTypes(op.resultTypes());
    Block body = new Block();
    st.addRegion().addBlock(body);
    Operation launch = Operation.create(st);
    op.block().insertBefore(op, launch);
    op.replaceAllUsesWith(launch.results());
    Operation ret =
        Operation.create(new OperationState(op.context(), TfDeviceOps.RETURN, op.location()).addOperands(op.results()));
    body.append(ret);
    op.removeAttr("device");
    op.moveBefore(ret);
  }
}
