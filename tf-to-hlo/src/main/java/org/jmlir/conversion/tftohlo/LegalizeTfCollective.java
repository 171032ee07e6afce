package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.ChannelHandleAttr;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code -xla-legalize-tf-collective} (TensorFlow's LegalizeTFCollective): {@code tf.XlaAllReduce}
 * and {@code tf.CollectiveReduceV2} (with constant groups, or groups from
 * {@code tf.CollectiveAssignGroupV2}) become {@code mhlo.all_reduce} with the replica groups, a
 * channel handle where replicas and partitions are both involved, the reducer as the body, and a
 * division by the group size for {@code Mean} / {@code Div}. The group key and size are recorded
 * once on the module ({@code tf2xla.collective_info.group_key}, {@code ...group_size}); a second,
 * different value is an error (reported; the op stays and the pass goes on, as TensorFlow's greedy
 * rewrite leaves an op whose pattern failed). Ops are visited last first, as TensorFlow's rewrite visits them, so
 * channel handles count up from 10000 from the end of each function.
 */
final class LegalizeTfCollective extends Pass {
  static final String GROUP_KEY = "tf2xla.collective_info.group_key";
  static final String GROUP_SIZE = "tf2xla.collective_info.group_size";
  private static final long FIRST_CHANNEL = 10000;

  LegalizeTfCollective(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "xla-legalize-tf-collective";
  }

  @Override
  public String summary() {
    return "Legalize TF/XLA collective ops (TensorFlow dialect) to the HLO dialect";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    long[] channel = {FIRST_CHANNEL};
    List<Operation> ops = module.collect(o -> o.name().equals("tf.XlaAllReduce") || o.name().equals("tf.CollectiveReduceV2"));
    for (int i = ops.size() - 1; i >= 0; i--) {
      Operation op = ops.get(i);
      String problem = op.name().equals("tf.XlaAllReduce") ? xlaAllReduce(module, op, channel) : collectiveReduce(module, op, channel);
      if (problem != null) {
        // As TensorFlow's rewrite pattern: the op stays, the error is reported, the pass goes on.
        op.emitOpError(problem).report();
      }
    }
    for (Operation op : module.collect(o -> o.name().equals("tf.CollectiveAssignGroupV2"))) {
      if (op.results().stream().allMatch(Value::hasNoUses)) {
        op.erase();
      }
    }
  }

  private static String xlaAllReduce(Operation module, Operation op, long[] channel) {
    Type t = op.operand(0).type();
    if (!(t instanceof RankedTensorType r) || !allowedElement(r.elementType())) {
      return "operand #0 must be tensor of bfloat16 or 16-bit float or 32-bit float or 32-bit integer or 32-bit unsigned "
          + "integer values, but got '" + AttrTypeText.type(t) + "'";
    }
    DenseIntOrFPElementsAttr groups = TfShapes.constAttr(op.operand(1));
    if (groups == null || !(groups.type() instanceof RankedTensorType gt) || gt.rank() != 2) {
      return "requires a constant rank-2 group_assignment";
    }
    String reduce = TfShapes.stringAttr(op, "reduce_op", "");
    String mode = TfShapes.stringAttr(op, "mode", "CrossReplica");
    String problem = setOnce(module, op, 0, TfShapes.numElements(gt.shape()));
    if (problem != null) {
      return problem;
    }
    boolean mean = reduce.equals("Mean");
    // Every op takes a channel id; only CrossReplicaAndPartition uses it.
    long id = channel[0]++;
    return allReduce(op, groupsI64(op.context(), groups), reducer(mean ? "Add" : reduce),
        mode.equals("CrossReplica") ? null : id, mean ? gt.shape()[1] : 0);
  }

  private static String collectiveReduce(Operation module, Operation op, long[] channel) {
    Type t = op.operand(0).type();
    if (!(t instanceof RankedTensorType)) {
      return "requires a ranked input";
    }
    MLIRContext ctx = op.context();
    DenseIntOrFPElementsAttr groups;
    long key;
    long size;
    boolean assigned = false;
    Operation assign = op.operand(1).definingOp();
    if (assign != null && assign.name().equals("tf.CollectiveAssignGroupV2") && op.operand(2).definingOp() == assign) {
      DenseIntOrFPElementsAttr assignment = TfShapes.constAttr(assign.operand(0));
      if (assignment == null || !(assignment.type() instanceof RankedTensorType at) || at.rank() != 2) {
        return "requires a constant group_assignment";
      }
      groups = groupsI64(ctx, assignment);
      key = 0;
      size = TfShapes.numElements(at.shape());
      assigned = true;
    } else {
      Long s = TfShapes.constInt(op.operand(1));
      Long k = TfShapes.constInt(op.operand(2));
      if (s == null || k == null) {
        return "requires constant group_size and group_key";
      }
      size = s;
      key = k;
      BigInteger[] ids = new BigInteger[(int) size];
      for (int i = 0; i < size; i++) {
        ids[i] = BigInteger.valueOf(i);
      }
      groups = ConstFold.dense(ctx, RankedTensorType.get(ctx, new long[] {1, size}, IntegerType.get(ctx, 64)), ids);
    }
    String problem = setOnce(module, op, key, size);
    if (problem != null) {
      return problem;
    }
    String merge = TfShapes.stringAttr(op, "merge_op", "");
    String fin = TfShapes.stringAttr(op, "final_op", "Id");
    if (!fin.equals("Id") && !fin.equals("Div")) {
      return "final_op " + fin + " is not supported";
    }
    // With an assigned group TensorFlow uses CrossReplica (no channel handle); else CrossReplicaAndPartition.
    long id = channel[0]++;
    return allReduce(op, groups, reducer(merge), assigned ? null : id,
        fin.equals("Div") ? ((RankedTensorType) groups.type()).shape()[1] : 0);
  }

  private static boolean allowedElement(Type e) {
    if (e instanceof FloatType f) {
      return f.kind() == FloatType.Kind.BF16 || f.kind() == FloatType.Kind.F16 || f.kind() == FloatType.Kind.F32;
    }
    return e instanceof IntegerType i && i.width() == 32 && !i.isSigned();
  }

  private static String reducer(String op) {
    return switch (op) {
      case "Add" -> "add";
      case "Mul" -> "multiply";
      case "Min" -> "minimum";
      case "Max" -> "maximum";
      default -> null;
    };
  }

  private static DenseIntOrFPElementsAttr groupsI64(MLIRContext ctx, DenseIntOrFPElementsAttr groups) {
    RankedTensorType gt = (RankedTensorType) groups.type();
    long n = TfShapes.numElements(gt.shape());
    BigInteger[] values = new BigInteger[(int) n];
    for (int i = 0; i < n; i++) {
      values[i] = BigInteger.valueOf(ConstFold.element(groups, i).intValue());
    }
    return ConstFold.dense(ctx, RankedTensorType.get(ctx, gt.shape(), IntegerType.get(ctx, 64)), values);
  }

  /** Records the group key and size on the module; an error text when a different value is there. */
  private static String setOnce(Operation module, Operation op, long key, long size) {
    MLIRContext ctx = op.context();
    for (var entry : List.of(new Object[] {GROUP_SIZE, size}, new Object[] {GROUP_KEY, key})) {
      String name = (String) entry[0];
      long value = (Long) entry[1];
      Attribute old = module.attr(name);
      if (old instanceof IntegerAttr ia && ia.longValue() != value) {
        return "module already contains an attribute " + name + "=" + ia.longValue() + ", overwritting to a new value " + value
            + " is not allowed.";
      }
    }
    module.setAttr(GROUP_KEY, IntegerAttr.get(ctx, IntegerType.get(ctx, 32), key));
    module.setAttr(GROUP_SIZE, IntegerAttr.get(ctx, IntegerType.get(ctx, 32), size));
    return null;
  }

  /** The all_reduce (and the division by {@code divideBy} when not 0) in place of {@code op}. */
  private static String allReduce(Operation op, DenseIntOrFPElementsAttr groups, String reducer, Long channel, long divideBy) {
    if (reducer == null) {
      return "reduction " + TfShapes.stringAttr(op, op.name().equals("tf.XlaAllReduce") ? "reduce_op" : "merge_op", "") + " is not supported";
    }
    MLIRContext ctx = op.context();
    HloBuilder b = new HloBuilder(ctx, "mhlo", op.location());
    RankedTensorType t = (RankedTensorType) op.operand(0).type();
    Value divisor = null;
    if (divideBy != 0) {
      RankedTensorType scalar = RankedTensorType.get(ctx, new long[0], t.elementType());
      HloOp c = b.constant(ConstFold.splat(ctx, scalar, Emit.bits(ctx, t.elementType(), divideBy)));
      op.block().insertBefore(op, c);
      divisor = c.result(0);
    }
    List<NamedAttribute> attrs = new ArrayList<>();
    attrs.add(new NamedAttribute("replica_groups", groups));
    if (channel != null) {
      attrs.add(new NamedAttribute("channel_handle", ChannelHandleAttr.get(ctx, "mhlo", channel, 1)));
    }
    HloOp ar = b.create("all_reduce", List.of(op.operand(0)), attrs, List.of(op.result(0).type()), 1);
    Block body = Emit.scalarBlock(ctx, 2, t.elementType(), op.location());
    ar.region(0).addBlock(body);
    HloBuilder inner = new HloBuilder(ctx, "mhlo", op.location()).atEnd(body);
    inner.returnOp(List.of(inner.binary(reducer, body.argument(0), body.argument(1)).result(0)));
    op.block().insertBefore(op, ar);
    Value result = ar.result(0);
    if (divisor != null) {
      if (t.rank() != 0) {
        HloOp bc = b.broadcastInDim(divisor, new long[0], t);
        op.block().insertBefore(op, bc);
        divisor = bc.result(0);
      }
      HloOp div = b.binary("divide", result, divisor);
      op.block().insertBefore(op, div);
      result = div.result(0);
    }
    op.result(0).replaceAllUsesWith(result);
    op.erase();
    return null;
  }
}
