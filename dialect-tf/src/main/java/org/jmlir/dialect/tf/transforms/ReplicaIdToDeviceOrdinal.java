package org.jmlir.dialect.tf.transforms;

import java.util.List;
import org.jmlir.dialect.tfdevice.DeviceNames;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code tf-replica-id-to-device-ordinal}: ops carrying both {@code _xla_replica_id} and
 * {@code device_ordinal} get {@code device_ordinal = replica id % number of TPU devices} (from the
 * module's {@code tf.devices}); a single such op with ordinal -1 gets 0. Nothing changes without a
 * TPU device.
 */
public final class ReplicaIdToDeviceOrdinal extends Pass {
  public ReplicaIdToDeviceOrdinal(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-replica-id-to-device-ordinal";
  }

  @Override
  public String summary() {
    return "Set device ordinal with replica id";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    int tpus = 0;
    if (root.attr("tf.devices") instanceof ArrayAttr devices) {
      for (Attribute d : devices.elements()) {
        if (d instanceof StringAttr s && "TPU".equals(DeviceNames.deviceType(s.value()))) {
          tpus++;
        }
      }
    }
    if (tpus == 0) {
      return;
    }
    List<Operation> ops = root.collect(op -> op.attr("_xla_replica_id") != null && op.attr("device_ordinal") != null);
    IntegerType i64 = IntegerType.get(root.context(), 64);
    if (ops.size() == 1) {
      Operation op = ops.get(0);
      if (op.attr("device_ordinal") instanceof IntegerAttr o && o.longValue() == -1) {
        op.setAttr("device_ordinal", IntegerAttr.get(root.context(), i64, 0));
      }
      return;
    }
    for (Operation op : ops) {
      if (op.attr("_xla_replica_id") instanceof IntegerAttr id) {
        op.setAttr("device_ordinal", IntegerAttr.get(root.context(), i64, id.longValue() % tpus));
      }
    }
  }

}
