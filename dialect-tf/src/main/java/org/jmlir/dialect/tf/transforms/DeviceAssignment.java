package org.jmlir.dialect.tf.transforms;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * Two of TensorFlow's device placement passes. {@code tf-simple-device-assignment} gives
 * {@code default-device} (default "cpu") to every op whose {@code device} is empty and to every tf
 * op without one. {@code tf-device-assignment-by-func-attr} gives the {@code tf.device} of a
 * function to its tf ops whose device is missing or empty.
 */
public final class DeviceAssignment extends Pass {
  public static final PassRegistry.Option[] SIMPLE_OPTIONS = {
    new PassRegistry.Option("default-device", "<string>", "The default device to assign.")
  };

  private final boolean byFuncAttr;
  private final String defaultDevice;

  private DeviceAssignment(PassOptions o, boolean byFuncAttr) {
    super(o);
    this.byFuncAttr = byFuncAttr;
    this.defaultDevice = byFuncAttr ? "" : o.get("default-device", "cpu");
  }

  public static DeviceAssignment simple(PassOptions o) {
    return new DeviceAssignment(o, false);
  }

  public static DeviceAssignment byFuncAttr(PassOptions o) {
    return new DeviceAssignment(o, true);
  }

  @Override
  public String argument() {
    return byFuncAttr ? "tf-device-assignment-by-func-attr" : "tf-simple-device-assignment";
  }

  @Override
  public String summary() {
    return byFuncAttr
        ? "Device assignment in TF dialect using the device specified in the function attribute."
        : "Simple device assignment in TF dialect.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!byFuncAttr) {
      StringAttr device = StringAttr.get(root.context(), defaultDevice);
      root.walk(
          op -> {
            if (op.attr("device") instanceof StringAttr d) {
              if (d.value().isEmpty()) {
                op.setAttr("device", device);
              }
            } else if (op.name().startsWith("tf.")) {
              op.setAttr("device", device);
            }
          });
      return;
    }
    for (Operation func : root.collect(op -> op.name().equals("func.func"))) {
      if (!(func.attr("tf.device") instanceof StringAttr device)) {
        continue;
      }
      func.walk(
          op -> {
            if (op == func || !op.name().startsWith("tf.")) {
              return;
            }
            if (op.attr("device") instanceof StringAttr d && !d.value().isEmpty()) {
              return;
            }
            op.setAttr("device", device);
          });
    }
  }
}
