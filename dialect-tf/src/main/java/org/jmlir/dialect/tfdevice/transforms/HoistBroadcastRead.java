package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.tfdevice.DeviceNames;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-hoist-broadcast-read}: a tf.ReadVariableOp directly in a {@code tf_device.replicate}
 * reading a function argument whose {@code tf.device} is a CPU moves in front of the replicate (all
 * replicas read the same value), keeping the reads' order, unless an assignment to the same resource
 * precedes it in the replicate.
 */
public final class HoistBroadcastRead extends Pass {
  public HoistBroadcastRead(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-hoist-broadcast-read";
  }

  @Override
  public String summary() {
    return "Hoist reads out of a replicate that are on a resource that is on the TPU host.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(op -> op.name().equals("func.func"))) {
      for (Operation replicate : func.collect(op -> op.name().equals("tf_device.replicate"))) {
        if (!hoist(func, replicate)) {
          pc.signalFailure();
          return;
        }
      }
    }
  }

  private static boolean hoist(Operation func, Operation replicate) {
    Block body = replicate.region(0).front();
    List<Operation> reads = new ArrayList<>();
    Set<Value> written = new HashSet<>();
    for (Operation op = body.first(); op != null; op = op.nextInBlock()) {
      op.walkPreOrder(
          inner -> {
            if (inner.name().equals("tf.AssignVariableOp")) {
              written.add(inner.operand(0));
            }
          });
      if (!op.name().equals("tf.ReadVariableOp") || written.contains(op.operand(0))) {
        continue;
      }
      Boolean cpu = isCpuRead(func, op);
      if (cpu == null) {
        return false;
      }
      if (cpu) {
        reads.add(op);
      }
    }
    for (Operation read : reads) {
      read.moveBefore(replicate);
    }
    return true;
  }

  /** Whether {@code read} reads a CPU-placed function argument; null after reporting a bad device. */
  private static Boolean isCpuRead(Operation func, Operation read) {
    if (!(read.operand(0) instanceof BlockArgument arg) || arg.owner() != func.region(0).front()) {
      return false;
    }
    if (func.inherentAttr("arg_attrs") instanceof ArrayAttr arr && arg.index() < arr.size()
        && arr.elements().get(arg.index()) instanceof DictionaryAttr d && d.get("tf.device") instanceof StringAttr s) {
      String type = DeviceNames.deviceType(s.value());
      if (type == null) {
        read.emitOpError("invalid device '" + s.value() + "'").report();
        return null;
      }
      return type.equals("CPU");
    }
    return false;
  }

}
