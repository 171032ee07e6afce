package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tf.TfConstants;
import org.jmlir.dialect.tf.TfOpRegistry;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.dialect.tfexecutor.transforms.SplitIntoIslandPerOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-replicate-to-island}: an island of a graph that wraps a {@code tf_device.replicate}
 * becomes one island per replica (each with the island's control inputs and a copy of the
 * replicate's body, block arguments replaced by that replica's operands). Per replica: a
 * {@code tf_device.launch} naming one of the replicate's device aliases gets that replica's device,
 * the TPU embedding enqueue ops get {@code _xla_replica_id}, and a
 * {@code tf._TPUDeviceOrdinalPlaceholder} becomes a {@code tf.Const} of the ordinal of the device
 * {@code TPU_REPLICATED_CORE_<logical_core>} names for that replica. The replicate's results map to
 * the replicas' outputs (replica-major per result); a used control becomes a sink island joining
 * the replicas' controls. With {@code legacy-graph-export} (the default) replicas nobody uses are
 * pinned to the fetch; without it every op of replica {@code i} of the function's {@code k}th
 * replicate is annotated {@code _parallel_execution_ids = "rk:i"} (after the replicate's own
 * annotation) and the replicas are split one island per op.
 */
public final class ReplicateToIsland extends Pass {
  private static final String PARALLEL_IDS = "_parallel_execution_ids";
  private static final String TPU_CORE = "TPU_REPLICATED_CORE_";

  public ReplicateToIsland(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-replicate-to-island";
  }

  @Override
  public String summary() {
    return "Lowers device replicate to executor islands";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    boolean legacy = options().getBool("legacy-graph-export", true);
    for (Operation f : root.collect(op -> op.name().equals("func.func"))) {
      List<IslandOp> found = new ArrayList<>();
      for (Operation g : f.collect(op -> op instanceof GraphOp)) {
        for (Operation op : ((GraphOp) g).body().operations()) {
          if (op instanceof IslandOp island && island.wrapsSingleOp()
              && island.body().first().name().equals("tf_device.replicate")) {
            found.add(island);
          }
        }
      }
      int group = 0;
      for (IslandOp island : found) {
        if (!expand(island, island.body().first(), legacy, group++)) {
          pc.signalFailure();
          return;
        }
      }
    }
  }

  private static boolean expand(IslandOp island, Operation replicate, boolean legacy, int group) {
    MLIRContext ctx = island.context();
    int n = replicate.attr("n") instanceof IntegerAttr i ? (int) i.longValue() : 0;
    DictionaryAttr devices = replicate.attr("devices") instanceof DictionaryAttr d ? d : null;
    Block body = replicate.region(0).front();
    Operation terminator = body.last();
    List<Type> outputTypes = terminator.operandTypes();
    List<Value> controls = new ArrayList<>(island.operands());
    int[] seg = segments(replicate);
    int replicatedArgs = n == 0 ? 0 : seg[0] / n;
    List<IslandOp> replicas = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      IslandOp replica = IslandOp.create(ctx, island.location(), outputTypes, controls);
      island.block().insertBefore(island, replica);
      IRMapping mapping = new IRMapping();
      for (int k = 0; k < body.numArguments(); k++) {
        Value operand = k < replicatedArgs ? replicate.operand(k * n + r) : replicate.operand(seg[0] + k - replicatedArgs);
        mapping.map(body.argument(k), operand);
      }
      for (Operation op = body.first(); op != terminator; op = op.nextInBlock()) {
        replica.body().append(op.clone(mapping));
      }
      List<Value> yielded = new ArrayList<>();
      for (Value v : terminator.operands()) {
        yielded.add(mapping.lookupOrDefault(v));
      }
      replica.body().append(YieldOp.create(ctx, terminator.location(), yielded));
      if (!updateReplicaVariantOps(replica, r, devices)) {
        return false;
      }
      if (!legacy) {
        String ids = "r" + group + ":" + r;
        if (replicate.attr(PARALLEL_IDS) instanceof StringAttr outer) {
          ids = outer.value() + "," + ids;
        }
        StringAttr idsAttr = StringAttr.get(ctx, ids);
        for (Operation op : replica.body().operations()) {
          op.setAttr(PARALLEL_IDS, idsAttr);
        }
      }
      replicas.add(replica);
    }
    List<? extends Value> outputs = island.outputs();
    for (int k = 0; k < outputs.size(); k++) {
      outputs.get(k).replaceAllUsesWith(replicas.get(k % n).outputs().get(k / n));
    }
    if (!island.control().hasNoUses()) {
      List<Value> replicaControls = new ArrayList<>();
      for (IslandOp replica : replicas) {
        replicaControls.add(replica.control());
      }
      IslandOp sink = IslandOp.create(ctx, island.location(), List.of(), replicaControls);
      sink.body().append(YieldOp.create(ctx, island.location(), List.of()));
      island.block().insertBefore(island, sink);
      island.control().replaceAllUsesWith(sink.control());
    }
    if (legacy) {
      List<Value> unused = new ArrayList<>();
      for (IslandOp replica : replicas) {
        boolean used = false;
        for (Value v : replica.results()) {
          used |= !v.hasNoUses();
        }
        if (!used) {
          unused.add(replica.control());
        }
      }
      if (!unused.isEmpty() && island.parentOp() instanceof GraphOp graph) {
        FetchOp fetch = graph.fetch();
        List<Value> fetches = new ArrayList<>(fetch.operands());
        fetches.addAll(unused);
        fetch.setOperands(fetches);
      }
    } else {
      for (IslandOp replica : replicas) {
        if (replica.body().size() > 1) {
          SplitIntoIslandPerOp.split(replica);
        }
      }
    }
    island.erase();
    return true;
  }

  /** Replica {@code r}'s ids, devices and device ordinals; false after reporting an error. */
  private static boolean updateReplicaVariantOps(IslandOp replica, int r, DictionaryAttr devices) {
    MLIRContext ctx = replica.context();
    for (Operation op : replica.body().first() == null ? List.<Operation>of() : replica.collect(o -> o != replica)) {
      String name = op.name();
      if (name.equals("tf.EnqueueTPUEmbeddingSparseTensorBatch") || name.equals("tf.EnqueueTPUEmbeddingRaggedTensorBatch")
          || name.equals("tf.EnqueueTPUEmbeddingArbitraryTensorBatch")) {
        op.setAttr("_xla_replica_id", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), r));
        continue;
      }
      if (name.equals("tf._TPUDeviceOrdinalPlaceholder")) {
        if (devices == null) {
          return op.emitOpError("devices attribute is not present").report();
        }
        long core = op.attr("logical_core") instanceof IntegerAttr i ? i.longValue() : 0;
        String alias = TPU_CORE + core;
        Long ordinal = null;
        if (devices.get(alias) instanceof ArrayAttr a && r < a.size() && a.get(r) instanceof StringAttr s) {
          ordinal = deviceOrdinal(op, s.value());
          if (ordinal == null) {
            return false;
          }
        }
        if (ordinal == null) {
          return op.emitOpError("requires device ordinal from device " + alias
              + " to be present in 'tf.device.replicate' op").report();
        }
        RankedTensorType type = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 64));
        OperationState st = new OperationState(ctx, TfOpRegistry.info("tf.Const").def(), op.location());
        st.addAttribute("value", TfConstants.intSplat(ctx, type, ordinal));
        st.addType(type);
        Operation c = Operation.create(st);
        op.block().insertBefore(op, c);
        op.replaceAllUsesWith(c.results());
        op.erase();
        continue;
      }
      if (devices != null && name.equals("tf_device.launch") && op.attr("device") instanceof StringAttr d
          && devices.get(d.value()) instanceof ArrayAttr perReplica && r < perReplica.size()) {
        op.setAttr("device", perReplica.get(r));
      }
    }
    return true;
  }

  /** The id of a full device name ({@code /job:w/replica:0/task:0/device:TPU:1} gives 1). */
  private static Long deviceOrdinal(Operation op, String device) {
    int colon = device.lastIndexOf(':');
    int at = device.lastIndexOf("device:");
    if (at < 0 || colon <= at + "device:".length() - 1) {
      op.emitError("device '" + device + "' has no id").report();
      return null;
    }
    try {
      return Long.parseLong(device.substring(colon + 1));
    } catch (NumberFormatException e) {
      op.emitError("failed to parse device '" + device + "'").report();
      return null;
    }
  }

  private static int[] segments(Operation replicate) {
    if (replicate.attr("operandSegmentSizes") instanceof DenseArrayAttr d && d.size() == 2) {
      return new int[] {(int) d.rawValue(0), (int) d.rawValue(1)};
    }
    return new int[] {replicate.numOperands(), 0};
  }
}
