package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-device-constant-sinking}: a {@code tf.Const} defined outside a {@code tf_device.launch}
 * or {@code tf_device.cluster} and used inside it is materialized at the start of the device region:
 * moved there when that is its only use, else cloned once per region (the clone serving every use
 * in the region); a constant left without uses is erased.
 */
public final class ConstantSinking extends Pass {
  public ConstantSinking(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-device-constant-sinking";
  }

  @Override
  public String summary() {
    return "Sinks constants implicitly captured in a tf_device.cluster region.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation device :
        root.collect(op -> op.name().equals("tf_device.launch") || op.name().equals("tf_device.cluster"))) {
      sink(device);
    }
  }

  private static void sink(Operation device) {
    Region region = device.region(0);
    if (region.isEmpty()) {
      return;
    }
    Block body = region.front();
    Map<Value, Value> sunk = new HashMap<>();
    List<OpOperand> uses = new ArrayList<>();
    device.walkPreOrder(
        op -> {
          if (op == device) {
            return;
          }
          for (int i = 0; i < op.numOperands(); i++) {
            OpOperand use = op.opOperand(i);
            Operation def = use.get().definingOp();
            if (def != null && def.name().equals("tf.Const") && !device.isProperAncestor(def)) {
              uses.add(use);
            }
          }
        });
    for (OpOperand use : uses) {
      Value constant = use.get();
      Operation constOp = constant.definingOp();
      Value copy = sunk.get(constant);
      if (copy != null) {
        use.set(copy);
        if (constant.hasNoUses()) {
          constOp.erase();
        }
        continue;
      }
      if (constant.hasOneUse()) {
        constOp.moveBefore(body.first());
        sunk.put(constant, constant);
        continue;
      }
      Operation clone = constOp.clone();
      body.insertBefore(body.first(), clone);
      sunk.put(constant, clone.result(0));
      use.set(clone.result(0));
    }
  }
}
