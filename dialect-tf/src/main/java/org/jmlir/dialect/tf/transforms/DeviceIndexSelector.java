package org.jmlir.dialect.tf.transforms;

import org.jmlir.dialect.arith.ConstantOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/**
 * {@code tf-device-index-selector}: a tf.DeviceIndex whose users are all tf.Case ops is replaced by
 * the constant number of its device names, which selects the Case's default branch.
 */
public final class DeviceIndexSelector extends Pass {
  public DeviceIndexSelector(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-device-index-selector";
  }

  @Override
  public String summary() {
    return "Fold tf.DeviceIndex to constant.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(op -> op.name().equals("tf.DeviceIndex"))) {
      boolean onlyCase = true;
      for (Operation user : op.result(0).users()) {
        onlyCase &= user.name().equals("tf.Case");
      }
      if (!onlyCase) {
        continue;
      }
      int index = op.attr("device_names") instanceof ArrayAttr names ? names.size() : 0;
      IntegerType i32 = IntegerType.get(op.context(), 32);
      RankedTensorType type = RankedTensorType.get(op.context(), new long[0], i32);
      OperationState st = new OperationState(op.context(), ConstantOp.DEF, op.location());
      byte[] raw = {(byte) index, (byte) (index >>> 8), (byte) (index >>> 16), (byte) (index >>> 24)};
      st.addAttribute("value", DenseIntOrFPElementsAttr.getFromRaw(op.context(), type, raw, true));
      st.addType(type);
      Operation c = Operation.create(st);
      op.block().insertBefore(op, c);
      op.result(0).replaceAllUsesWith(c.result(0));
      op.erase();
    }
  }
}
