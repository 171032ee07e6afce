package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-xla-inline-device-ops}: every {@code tf_device.cluster} is dissolved: its ops move in
 * front of it and its results become the values its {@code tf_device.return} returned.
 */
public final class InlineDeviceOps extends Pass {
  public InlineDeviceOps(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-xla-inline-device-ops";
  }

  @Override
  public String summary() {
    return "Inline all Cluster op based in the parent region";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation cluster : root.collect(op -> op.name().equals("tf_device.cluster"))) {
      if (cluster.region(0).isEmpty()) {
        continue;
      }
      Block body = cluster.region(0).front();
      Operation ret = body.last();
      List<Operation> inner = new ArrayList<>();
      for (Operation op = body.first(); op != ret; op = op.nextInBlock()) {
        inner.add(op);
      }
      cluster.replaceAllUsesWith(new ArrayList<>(ret.operands()));
      for (Operation op : inner) {
        op.moveBefore(cluster);
      }
      cluster.erase();
    }
  }
}
