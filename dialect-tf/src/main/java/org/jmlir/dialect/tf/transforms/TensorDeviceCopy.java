package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.Objects;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-tensor-device-copy}: a tf.Identity (or tf.IdentityN, all of whose operands qualify)
 * that copies a value to the device it already lives on is folded away. It qualifies when the op is
 * placed on a TPU, when its operand comes from an op with the same {@code device} (a missing one
 * differs from an empty one; a value an island yields counts as coming from the op inside that
 * produced it), when it is a function argument whose {@code tf.device} matches, or
 * when the operand's device is unknown (no device attribute anywhere); operands that are arguments
 * of nested regions never qualify.
 */
public final class TensorDeviceCopy extends Pass {
  public TensorDeviceCopy(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-tensor-device-copy";
  }

  @Override
  public String summary() {
    return "Fold the tf.Identity op and the tf.IdentityN op if the op has the same device as its operand";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(op -> op.name().equals("func.func"))) {
      if (func.region(0).isEmpty()) {
        continue;
      }
      for (Operation op : func.collect(op -> op.name().equals("tf.Identity") || op.name().equals("tf.IdentityN"))) {
        StringAttr device = op.attr("device") instanceof StringAttr s ? s : null;
        boolean fold = true;
        for (Value v : op.operands()) {
          fold &= shouldFold(func, v, device);
        }
        if (fold && op.numOperands() == op.numResults()) {
          op.replaceAllUsesWith(new ArrayList<>(op.operands()));
          op.erase();
        }
      }
    }
  }

  private static boolean shouldFold(Operation func, Value arg, StringAttr opDevice) {
    if (opDevice != null && opDevice.value().contains("TPU")) {
      return true;
    }
    Operation def = arg.definingOp();
    if (def instanceof IslandOp island && arg instanceof OpResult r && r.index() < island.numResults() - 1) {
      // Through an island: the device of the op inside that produces the value.
      Value inner = island.yield().operand(r.index());
      if (inner.definingOp() != null && island.isProperAncestor(inner.definingOp())) {
        def = inner.definingOp();
      }
    }
    if (def == null) {
      Block entry = func.region(0).front();
      if (!(arg instanceof BlockArgument b) || b.owner() != entry) {
        return false;
      }
      Attribute a = argAttr(func, b.index(), "tf.device");
      if (a instanceof StringAttr s) {
        return Objects.equals(opDevice, s);
      }
    } else if (def.attr("device") instanceof StringAttr s) {
      return Objects.equals(opDevice, s);
    }
    return true;
  }

  private static Attribute argAttr(Operation func, int index, String name) {
    if (func.inherentAttr("arg_attrs") instanceof ArrayAttr arr && index < arr.size()
        && arr.elements().get(index) instanceof DictionaryAttr d) {
      return d.get(name);
    }
    return null;
  }
}
