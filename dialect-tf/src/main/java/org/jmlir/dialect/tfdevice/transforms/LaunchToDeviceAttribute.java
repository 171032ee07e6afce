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
 * front of it with the launch's device as their {@code device} attribute (kept when they already
 * name the same device), and the launch's results become the values its return returned. Ops outside
 * the {@code tf} dialect or with another device fail the pass with TensorFlow's errors.
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
    // legacy-graph-export (TensorFlow's default, true): the islands are left as the hoisting leaves
    // them. The new export pipeline's island splitting (false) is not implemented: refused when it
    // would change anything.
    boolean legacy = options().getBool("legacy-graph-export", true);
    for (Operation launch : root.collect(op -> op.name().equals("tf_device.launch"))) {
      if (!legacy && launch.parentOp() instanceof org.jmlir.dialect.tfexecutor.IslandOp island
          && opsAfterHoisting(island, launch) > 1) {
        launch.emitOpError("legacy-graph-export=false (one island per op) is not supported").report();
        pc.signalFailure();
        return;
      }
      if (!hoist(launch)) {
        pc.signalFailure();
        return;
      }
    }
  }

  private static boolean hoist(Operation launch) {
    Attribute deviceAttr = launch.attr("device");
    String device = deviceAttr instanceof StringAttr s ? s.value() : "";
    Block body = launch.region(0).front();
    Operation terminator = body.last();
    List<Operation> inner = new ArrayList<>();
    for (Operation op = body.first(); op != terminator; op = op.nextInBlock()) {
      inner.add(op);
    }
    for (Operation op : inner) {
      if (!op.name().startsWith("tf.")) {
        return launch.emitOpError("must contain only 'tf' dialect ops").report();
      }
      Attribute a = op.attr("device");
      if (a == null || (a instanceof StringAttr s && s.value().isEmpty())) {
        op.setAttr("device", deviceAttr);
      } else if (a instanceof StringAttr s) {
        if (!s.value().equals(device)) {
          return launch.emitOpError("inner 'tf' dialect op has conflicting 'device' attribute, got '" + s.value()
              + "' but expected '" + device + "'").report();
        }
      } else {
        return launch.emitOpError("inner 'tf' dialect op has bad 'device' attribute").report();
      }
    }
    launch.replaceAllUsesWith(new ArrayList<>(terminator.operands()));
    for (Operation op : inner) {
      op.moveBefore(launch);
    }
    launch.erase();
    return true;
  }

  /** How many ops (its yield aside) {@code island} holds once {@code launch}'s body is hoisted. */
  private static int opsAfterHoisting(Operation island, Operation launch) {
    int n = -1;
    for (Operation op = island.region(0).front().first(); op != null; op = op.nextInBlock()) {
      n++;
    }
    for (Operation op = launch.region(0).front().first(); op != null; op = op.nextInBlock()) {
      n++;
    }
    return n - 2;
  }
}
