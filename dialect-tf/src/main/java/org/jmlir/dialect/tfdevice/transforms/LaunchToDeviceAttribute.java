package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-launch-to-device-attribute}: each {@code tf_device.launch} is dissolved: its ops move in
 * front of it, every {@code tf} op inside (nested ones too) gets the launch's device as its
 * {@code device} attribute (kept when it already names the same device) and the launch's
 * {@code _parallel_execution_ids}, and the launch's results become the values its return returned.
 * A {@code tf} op naming another device, or a device that is not a string, fails the pass with
 * TensorFlow's errors. With {@code legacy-graph-export=false} every island of the function is then
 * split into one island per op (the new graph export's invariant).
 */
public final class LaunchToDeviceAttribute extends Pass {
  public LaunchToDeviceAttribute(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-launch-to-device-attribute";
  }

  @Override
  public String summary() {
    return "Hoists and annotates device launch inner ops with associated device attribute.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    boolean legacy = options().getBool("legacy-graph-export", true);
    for (Operation launch : root.collect(op -> op.name().equals("tf_device.launch"))) {
      if (!hoist(launch)) {
        pc.signalFailure();
        return;
      }
    }
    if (!legacy) {
      for (Operation island : root.collect(op -> op instanceof org.jmlir.dialect.tfexecutor.IslandOp)) {
        org.jmlir.dialect.tfexecutor.transforms.SplitIntoIslandPerOp.split(
            (org.jmlir.dialect.tfexecutor.IslandOp) island);
      }
    }
  }

  private static boolean hoist(Operation launch) {
    Attribute deviceAttr = launch.attr("device");
    String device = deviceAttr instanceof StringAttr s ? s.value() : "";
    Attribute parallelIds = launch.attr("_parallel_execution_ids") instanceof StringAttr s ? s : null;
    Block body = launch.region(0).front();
    Operation terminator = body.last();
    List<Operation> inner = new ArrayList<>();
    for (Operation op = body.first(); op != terminator; op = op.nextInBlock()) {
      inner.add(op);
    }
    List<Operation> tfOps = new ArrayList<>();
    for (Operation op : inner) {
      tfOps.addAll(op.collect(o -> o.name().startsWith("tf.")));
    }
    for (Operation op : tfOps) {
      if (parallelIds != null) {
        op.setAttr("_parallel_execution_ids", parallelIds);
      }
      Attribute a = op.attr("device");
      if (a == null || (a instanceof StringAttr s && s.value().isEmpty())) {
        op.setAttr("device", deviceAttr);
      } else if (a instanceof StringAttr s) {
        if (!s.value().equals(device)) {
          return launch.emitOpError("inner op has conflicting 'device' attribute, got '" + s.value()
              + "' but expected '" + device + "'").report();
        }
      } else {
        return launch.emitOpError("inner op has bad 'device' attribute, got " + a).report();
      }
    }
    launch.replaceAllUsesWith(new ArrayList<>(terminator.operands()));
    for (Operation op : inner) {
      op.moveBefore(launch);
    }
    launch.erase();
    return true;
  }
}
