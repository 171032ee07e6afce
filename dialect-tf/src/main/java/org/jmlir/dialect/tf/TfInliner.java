package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.DialectInlinerInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * How the inliner treats tf ops (TensorFlow's TF inliner interface): calls may be inlined, every tf
 * op may be moved into another region, a single-block callee may be inlined into the regions of
 * tf.IfRegion, tf.WhileRegion and tf.CaseRegion, and a call whose types differ from the callee's
 * gets a {@code tf.Cast}. The call ops name their callee in the {@code f} attribute.
 */
final class TfInliner implements DialectInlinerInterface {
  static final TfInliner INSTANCE = new TfInliner();

  /** CallOpInterface of tf.PartitionedCall, tf.StatefulPartitionedCall and tf.LegacyCall. */
  static final CallOpInterface CALL =
      new CallOpInterface() {
        @Override
        public Callee callee(Operation call) {
          return call.attr("f") instanceof SymbolRefAttr ref ? new Callee.Symbol(ref) : null;
        }

        @Override
        public List<Value> argOperands(Operation call) {
          return call.operands();
        }
      };

  private TfInliner() {}

  /**
   * TensorFlow's rule: no inlining into tf.TPUPartitionedCall or tf.RemoteCall; a callee marked
   * {@code tf._XlaMustCompile} is inlined; one with a bool {@code tf._noinline} is inlined when false.
   */
  @Override
  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    if (call.name().equals("tf.TPUPartitionedCall") || call.name().equals("tf.RemoteCall")) {
      return false;
    }
    if (callable.attr("tf._XlaMustCompile") != null) {
      return true;
    }
    if (callable.attr("tf._noinline") instanceof IntegerAttr b && b.isBool()) {
      return b.longValue() == 0;
    }
    return true;
  }

  /**
   * An op may be inlined when the callee is not cloned (a single-use function) or when TensorFlow
   * may duplicate it (TensorFlowDialect::CanDuplicate): free of memory effects, else as its
   * {@code is_stateless} attribute says, else when it is a registered op.
   */
  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    if (!wouldBeCloned || org.jmlir.ir.rewrite.SideEffects.isMemoryEffectFree(op)) {
      return true;
    }
    if (op.attr("is_stateless") instanceof IntegerAttr b && b.isBool()) {
      return b.longValue() != 0;
    }
    // TensorFlow registers every op of its registry; here ops of the registry without inherent
    // attributes stay unregistered, so the registry decides.
    return op.isRegistered()
        || (op.name().startsWith("tf.") && org.jmlir.dialect.tf.registry.TfOpDefs.get(op.name().substring(3)) != null);
  }

  /** A single-block callee may be inlined into the regions of the region control-flow ops. */
  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    Operation parent = dest.parentOp();
    return (parent instanceof IfRegionOp || parent instanceof WhileRegionOp || parent instanceof CaseRegionOp)
        && src.numBlocks() == 1;
  }

  @Override
  public Operation materializeCallConversion(OpBuilder builder, Value input, Type resultType, Location loc) {
    if (!(resultType instanceof TensorType) || !(input.type() instanceof TensorType)) {
      return null;
    }
    OperationState st = new OperationState(builder.context(), TfOpRegistry.info("tf.Cast").def(), loc);
    st.addOperand(input).addType(resultType);
    st.addAttribute("Truncate", IntegerAttr.bool(builder.context(), false));
    return builder.create(st);
  }

  /**
   * TensorFlow's multi-device placer for inlined tf.PartitionedCall/StatefulPartitionedCall bodies:
   * with a caller device that parses, each inlined tf op gets the caller's device when it has none,
   * else its own with the parts it leaves unset (job, replica, task, type, id) taken from the caller.
   */
  @Override
  public void processInlinedCallBlocks(Operation call, List<org.jmlir.ir.Block> inlinedBlocks) {
    if (!call.name().equals("tf.PartitionedCall") && !call.name().equals("tf.StatefulPartitionedCall")) {
      return;
    }
    if (!(call.attr("device") instanceof org.jmlir.ir.attr.StringAttr callerDevice)) {
      return;
    }
    String[] caller = parseDevice(callerDevice.value());
    if (caller == null) {
      return;
    }
    for (org.jmlir.ir.Block b : inlinedBlocks) {
      for (Operation top : b) {
        top.walk(op -> {
          if (!op.name().startsWith("tf.")) {
            return;
          }
          Attribute own = op.attr("device");
          String ownName = own instanceof org.jmlir.ir.attr.StringAttr s ? s.value() : "";
          if (ownName.isEmpty()) {
            op.setAttr("device", callerDevice);
            return;
          }
          String[] parsed = parseDevice(ownName);
          if (parsed == null) {
            return;
          }
          for (int i = 0; i < parsed.length; i++) {
            if (parsed[i] == null) {
              parsed[i] = caller[i];
            }
          }
          op.setAttr("device", org.jmlir.ir.attr.StringAttr.get(op.context(), deviceString(parsed)));
        });
      }
    }
  }

  /**
   * TensorFlow's DeviceNameUtils::ParseFullName, simplified: {job, replica, task, type, id} (null
   * where unset, "*" ids kept as unset) of {@code /job:j/replica:r/task:t/device:TYPE:id} or the
   * legacy {@code /cpu:0}, {@code /TYPE:id} forms; null when it does not parse.
   */
  private static String[] parseDevice(String name) {
    String[] out = new String[5];
    if (name.isEmpty()) {
      return out;
    }
    if (!name.startsWith("/")) {
      return null;
    }
    for (String part : name.substring(1).split("/", -1)) {
      String[] kv = part.split(":", -1);
      if (kv.length == 2 && kv[0].equals("job") && !kv[1].isEmpty()) {
        out[0] = kv[1].equals("*") ? null : kv[1];
      } else if (kv.length == 2 && (kv[0].equals("replica") || kv[0].equals("task"))) {
        if (!kv[1].equals("*") && !kv[1].matches("\\d+")) {
          return null;
        }
        out[kv[0].equals("replica") ? 1 : 2] = kv[1].equals("*") ? null : kv[1];
      } else if ((kv.length == 3 || kv.length == 2) && kv[0].equals("device")) {
        out[3] = kv[1].equals("*") ? null : kv[1];
        if (kv.length == 3) {
          if (!kv[2].equals("*") && !kv[2].matches("\\d+")) {
            return null;
          }
          out[4] = kv[2].equals("*") ? null : kv[2];
        }
      } else if (kv.length == 2 && !kv[0].isEmpty() && (kv[1].equals("*") || kv[1].matches("\\d+"))) {
        // Legacy /cpu:0, /gpu:*, /CPU:0.
        out[3] = kv[0].equals("cpu") || kv[0].equals("gpu") ? kv[0].toUpperCase(java.util.Locale.ROOT) : kv[0];
        out[4] = kv[1].equals("*") ? null : kv[1];
      } else {
        return null;
      }
    }
    return out;
  }

  /** TensorFlow's ParsedNameToString. */
  private static String deviceString(String[] p) {
    StringBuilder sb = new StringBuilder();
    if (p[0] != null) {
      sb.append("/job:").append(p[0]);
    }
    if (p[1] != null) {
      sb.append("/replica:").append(p[1]);
    }
    if (p[2] != null) {
      sb.append("/task:").append(p[2]);
    }
    if (p[3] != null) {
      sb.append("/device:").append(p[3]).append(':').append(p[4] == null ? "*" : p[4]);
    }
    return sb.toString();
  }
}
