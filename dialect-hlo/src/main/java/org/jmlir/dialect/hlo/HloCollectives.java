package org.jmlir.dialect.hlo;

import static org.jmlir.dialect.hlo.HloShapes.isDynamic;
import static org.jmlir.dialect.hlo.HloShapes.q;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The collective ops' checks and shape functions (StableHLO's verifyReplicaGroups, all_gather,
 * all_reduce, reduce_scatter, all_to_all, collective_broadcast/reduce/permute), with upstream's
 * messages.
 */
final class HloCollectives {
  private HloCollectives() {}

  private static boolean fail(Operation op, String message) {
    op.emitError(message).report();
    return false;
  }

  static long channelId(Operation op) {
    return op.inherentAttr("channel_handle") instanceof ChannelHandleAttr c ? c.handle() : 0;
  }

  static boolean has(Operation op, String unit) {
    return op.inherentAttr(unit) instanceof UnitAttr;
  }

  /** verifyReplicaGroups; {@code expectedGroupSize} -1 for none. */
  static boolean replicaGroups(Operation op, boolean sameSize, boolean globalIds, long expectedGroupSize) {
    Attribute a = op.inherentAttr("replica_groups");
    if (!(a instanceof DenseIntOrFPElementsAttr groups) || !(groups.type() instanceof RankedTensorType t) || !(groups.elementType() instanceof IntegerType)) {
      return true;
    }
    if (t.shape().length != 2) {
      return fail(op, "replica groups should be a rank 2 tensor");
    }
    if (globalIds && t.shape()[0] * t.shape()[1] == 0) {
      return fail(op, "if `use_global_device_ids` is set, the replica groups cannot be empty");
    }
    long[] ids = HloDirectives.i64Values(groups);
    Set<Long> seen = new HashSet<>();
    for (long id : ids) {
      if (id == -1) {
        if (!sameSize) {
          continue;
        }
        return fail(op, "Invalid replica id -1");
      }
      if (!seen.add(id)) {
        return fail(op, "replica id #" + id + " seen more than once");
      }
    }
    for (long id = 0; id < seen.size(); id++) {
      if (!seen.contains(id)) {
        return fail(op, "replica id #" + id + " not seen in replica groups");
      }
    }
    if (sameSize && expectedGroupSize >= 0 && (t.shape()[0] == 0 || ids.length / t.shape()[0] != expectedGroupSize)) {
      return fail(op, "group size of replica_groups must be " + expectedGroupSize);
    }
    return true;
  }

  private static boolean reducer(Operation op, Region computation, List<Type> operands) {
    if (computation.isEmpty()) {
      return true;
    }
    Block b = computation.blocks().get(0);
    for (Type t : operands) {
      Type init = RankedTensorType.get(op.context(), new long[0], HloTypes.elementType(t));
      if (!HloInference.verifyReducerShape(op, b, List.of(t), List.of(init), new long[0])) {
        return false;
      }
    }
    return true;
  }

  static boolean verifyAllGather(HloOp op) {
    boolean global = has(op, "use_global_device_ids");
    if (!replicaGroups(op, true, global, -1)) {
      return false;
    }
    if (global && channelId(op) < 0) {
      return fail(op, "channel_id cannot be negative when useGlobalDeviceIds is set");
    }
    long dim = op.i64("all_gather_dim", 0);
    for (int i = 0; i < op.numOperands() && i < op.numResults(); i++) {
      if (!(op.operand(i).type() instanceof RankedTensorType in) || !(op.result(i).type() instanceof RankedTensorType out)) {
        continue;
      }
      if (dim >= in.shape().length) {
        return fail(op, "all_gather_dim must be a valid index of operand");
      }
      if (in.shape()[(int) dim] == 0) {
        return fail(op, "dimension size of operand at 'all_gather_dim' cannot be zero");
      }
      if (out.shape().length != in.shape().length) {
        return fail(op, "operand and result must have the same rank");
      }
      for (int k = 0; k < in.shape().length; k++) {
        if (k != dim && !HloShapes.compatibleDims(out.shape()[k], in.shape()[k])) {
          return fail(op, "operand and result should have the same shape except for the dimension size at 'all_gather_dim'");
        }
      }
      long a = in.shape()[(int) dim];
      long b = out.shape()[(int) dim];
      if (isDynamic(a) || isDynamic(b)) {
        return true;
      }
      if (b % a != 0) {
        return fail(op, "result gather dimension has size " + b + ", expected to be a multiple of operand gather dimension size " + a);
      }
    }
    return true;
  }

  static boolean verifyAllReduce(HloOp op) {
    boolean global = has(op, "use_global_device_ids");
    if (!replicaGroups(op, false, global, -1)) {
      return false;
    }
    if (global && channelId(op) <= 0) {
      return fail(op, "channel_id must be positive when useGlobalDeviceIds is set but got: " + channelId(op));
    }
    return reducer(op, op.region(0), op.operandTypes());
  }

  static boolean verifyCollectiveReduce(HloOp op) {
    boolean global = has(op, "use_global_device_ids");
    boolean root = has(op, "has_dynamic_root");
    if (!replicaGroups(op, false, global, -1)) {
      return false;
    }
    if (global && channelId(op) <= 0) {
      return fail(op, "channel_id must be positive when useGlobalDeviceIds is set but got: " + channelId(op));
    }
    if (!dynamicRoot(op, "collective_reduce", root)) {
      return false;
    }
    List<Type> data = op.operandTypes();
    if (root) {
      data = data.subList(0, data.size() - 1);
    }
    return reducer(op, op.region(0), data);
  }

  private static boolean dynamicRoot(HloOp op, String name, boolean root) {
    if (!root && op.numOperands() == 0) {
      return fail(op, name + " requires at least one data operand");
    }
    if (root) {
      if (op.numOperands() < 2) {
        return fail(op, name + " with has_dynamic_root=true requires at least two operands (data + root)");
      }
      Type last = op.operand(op.numOperands() - 1).type();
      if (!(last instanceof RankedTensorType r) || !(r.elementType() instanceof IntegerType it) || it.width() != 32 || r.shape().length != 1) {
        return fail(op, "last operand of " + name + " with has_dynamic_root=true must be a rank-1 i32 tensor, but got " + q(last));
      }
      long n = op.numOperands() - 1;
      if (r.shape()[0] != n) {
        return fail(
            op,
            "last operand of " + name + " with has_dynamic_root=true must have the same number of elements as data operands (" + n + "), but got "
                + r.shape()[0]);
      }
    }
    return true;
  }

  static boolean verifyCollectiveBroadcast(HloOp op) {
    if (op.inherentAttr("replica_groups") instanceof DenseIntOrFPElementsAttr groups && groups.type() instanceof RankedTensorType t) {
      if (t.shape().length != 2) {
        return fail(op, "replica groups should be a rank 2 tensor,but instead it is of rank " + t.shape().length);
      }
      Set<Long> seen = new HashSet<>();
      for (long id : HloDirectives.i64Values(groups)) {
        if (id < 0) {
          return fail(op, "replica_groups values must be positive, but was given " + id);
        }
        if (!seen.add(id)) {
          return fail(op, "replica id #" + id + " seen more than once");
        }
      }
    }
    return dynamicRoot(op, "collective_broadcast", has(op, "has_dynamic_root"));
  }

  static boolean verifyCollectivePermute(HloOp op) {
    if (!(op.inherentAttr("source_target_pairs") instanceof DenseIntOrFPElementsAttr pairs) || !(pairs.type() instanceof RankedTensorType t)) {
      return true;
    }
    if (t.shape().length != 2) {
      return fail(op, "expect source_target_pairs attribute to be of rank 2, but got rank " + t.shape().length);
    }
    if (t.shape()[1] != 2) {
      return fail(op, "expect source_target_pairs attribute of shape (N, 2), but got (" + HloShapes.list(t.shape()) + ")");
    }
    Set<Long> sources = new HashSet<>();
    Set<Long> targets = new HashSet<>();
    long[] v = HloDirectives.i64Values(pairs);
    for (int i = 0; i < v.length; i++) {
      if (v[i] < 0) {
        return fail(op, "replica ids in source_target_pairs must be >= 0.");
      }
      if (i % 2 == 0 ? !sources.add(v[i]) : !targets.add(v[i])) {
        return fail(op, i % 2 == 0 ? "duplicate sources not allowed." : "duplicate targets not allowed.");
      }
    }
    return true;
  }

  static boolean verifyReduceScatter(HloOp op) {
    boolean global = has(op, "use_global_device_ids");
    if (!replicaGroups(op, true, global, -1)) {
      return false;
    }
    if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof RankedTensorType out)) {
      return true;
    }
    if (!reducer(op, op.region(0), List.of(in))) {
      return false;
    }
    if (in.shape().length != out.shape().length) {
      return fail(op, "operand and result should have same rank");
    }
    long dim = op.i64("scatter_dimension", 0);
    if (dim >= in.shape().length) {
      return fail(op, "scatter dim should be less than operand/result rank");
    }
    if (global && channelId(op) <= 0) {
      return fail(op, "channel_id must be positive when useGlobalDeviceIds is set but got: " + channelId(op));
    }
    long a = in.shape()[(int) dim];
    long b = out.shape()[(int) dim];
    if (isDynamic(a) || isDynamic(b)) {
      return true;
    }
    if (b == 0) {
      return fail(op, "result dimension size at scatter_dimension cannot be zero");
    }
    if (a == 0) {
      return fail(op, "operand dimension size at scatter_dimension cannot be zero");
    }
    if (a % b != 0) {
      return fail(op, "operand scatter dimension has size " + a + ", expected to be a multiple of result scatter dimension size " + b);
    }
    for (int k = 0; k < in.shape().length; k++) {
      if (k != dim && !HloShapes.compatibleDims(in.shape()[k], out.shape()[k])) {
        return fail(op, "non scatter dimensions should be same for operand (" + in.shape()[k] + ") and result (" + out.shape()[k] + ")");
      }
    }
    Region r = op.region(0);
    Type acc = in;
    if (!r.isEmpty() && r.blocks().get(0).last() != null && r.blocks().get(0).last().numOperands() > 0) {
      acc = r.blocks().get(0).last().operand(0).type();
    }
    if (!HloTypes.elementType(out).equals(HloTypes.elementType(acc))) {
      return fail(op, "result element-type is expected to be " + q(HloTypes.elementType(acc)) + ", but got " + q(out.elementType()));
    }
    return true;
  }

  /** all_to_all's inferred result types; null after an error. */
  static List<Type> inferAllToAll(HloOp op) {
    if (op.inherentAttr("split_dimension") == null) {
      // mhlo's tuple form (no split/concat/count): each result has its operand's type.
      return op.operandTypes();
    }
    long split = op.i64("split_dimension", 0);
    long concat = op.i64("concat_dimension", 0);
    long count = op.i64("split_count", 1);
    if (!replicaGroups(op, true, false, count)) {
      return null;
    }
    List<Type> out = new ArrayList<>();
    for (Type t : op.operandTypes()) {
      if (!(t instanceof RankedTensorType r)) {
        return HloInference.NOT_INFERRED;
      }
      int rank = r.shape().length;
      if (split >= rank) {
        return HloInference.fail(op, "AllToAll split_dimension " + split + " is out-of-bounds for input rank " + rank);
      }
      if (concat >= rank) {
        return HloInference.fail(op, "AllToAll concat_dimension " + concat + " is out-of-bounds for input rank " + rank);
      }
      long[] shape = r.shape().clone();
      if (count <= 0) {
        return HloInference.NOT_INFERRED;
      }
      if (!isDynamic(shape[(int) split]) && shape[(int) split] % count != 0) {
        return HloInference.fail(op, "split dimension has size " + shape[(int) split] + ", expected to be a multiple of split_count " + count);
      }
      if (!isDynamic(shape[(int) split])) {
        shape[(int) split] /= count;
      }
      if (!isDynamic(shape[(int) concat])) {
        shape[(int) concat] *= count;
      }
      long[] bounds = HloShapes.bounds(r).clone();
      if (bounds.length > 0) {
        if (!isDynamic(bounds[(int) split])) {
          bounds[(int) split] /= count;
        }
        if (!isDynamic(bounds[(int) concat])) {
          bounds[(int) concat] *= count;
        }
      }
      out.add(HloShapes.tensor(op.context(), shape, r.elementType(), r.encoding(), bounds));
    }
    return out;
  }

  /** all_reduce's / collective_reduce's results: the operands' shapes with the body's element type. */
  static List<Type> inferAllReduce(HloOp op) {
    Region r = op.region(0);
    List<Type> out = new ArrayList<>();
    Type acc = null;
    if (!r.isEmpty() && r.blocks().get(0).last() != null && r.blocks().get(0).last().numOperands() > 0) {
      acc = HloTypes.elementType(r.blocks().get(0).last().operand(0).type());
    }
    int n = op.numOperands();
    if (op.is("collective_reduce") && has(op, "has_dynamic_root")) {
      n--;
    }
    for (int i = 0; i < n; i++) {
      Type t = op.operand(i).type();
      out.add(acc == null ? t : HloInference.withElement(op.context(), t, acc));
    }
    return out;
  }

  // ---- host communication ----------------------------------------------------------------------

  /** XLA's ChannelHandle::ChannelType numbers. */
  private static final long DEVICE_TO_DEVICE = 1;
  private static final long DEVICE_TO_HOST = 2;
  private static final long HOST_TO_DEVICE = 3;

  private static long channelType(Operation op) {
    return op.inherentAttr("channel_handle") instanceof ChannelHandleAttr c ? c.type() : 0;
  }

  /** Results: tensors, then a token ({@code others} names the non-last results in the message). */
  private static boolean tensorsThenToken(Operation op, String others) {
    if (op.numResults() == 0) {
      return fail(op, "result is expected to be at least of size 1, but got 0");
    }
    for (int i = 0; i < op.numResults() - 1; i++) {
      Type t = op.result(i).type();
      if (!(t instanceof org.jmlir.ir.type.TensorType)) {
        return fail(op, others + " to be of tensor type, but got " + q(t));
      }
    }
    Type last = op.result(op.numResults() - 1).type();
    if (!(last instanceof TokenType)) {
      return fail(op, "last element of result types is expected to be of token type, but got " + q(last));
    }
    return true;
  }

  static boolean verifyInfeed(HloOp op) {
    if (!tensorsThenToken(op, "all elements of result types, except the last element, are expected")) {
      return false;
    }
    if (!(op.inherentAttr("layout") instanceof org.jmlir.ir.attr.ArrayAttr layout)) {
      return true;
    }
    if (layout.elements().size() != op.numResults() - 1) {
      return fail(
          op,
          "layout-attribute size must be " + (op.numResults() - 1) + " (which is the number of op-results - 1 (for token result)), but got "
              + layout.elements().size());
    }
    for (Attribute child : layout.elements()) {
      if (!(child instanceof org.jmlir.ir.attr.ArrayAttr arr)) {
        return fail(op, "layout-attribute expected to have elements of type array, but got " + org.jmlir.ir.print.AttrTypeText.attribute(child));
      }
      for (Attribute leaf : arr.elements()) {
        if (!(leaf instanceof org.jmlir.ir.attr.IntegerAttr)) {
          return fail(op, "layout-attribute's leaf elements are expected to be of type integer, but got " + org.jmlir.ir.print.AttrTypeText.attribute(leaf));
        }
      }
    }
    return true;
  }

  private static boolean channelKind(HloOp op, long hostKind, String hostName) {
    boolean host = op.bool("is_host_transfer");
    long type = channelType(op);
    if (!host && type != DEVICE_TO_DEVICE) {
      return fail(op, "channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false");
    }
    if (host && type != hostKind) {
      return fail(op, "channel_type should be " + hostName + " when is_host_transfer is true");
    }
    return true;
  }

  static boolean verifyRecv(HloOp op) {
    return channelKind(op, HOST_TO_DEVICE, "HOST_TO_DEVICE")
        && tensorsThenToken(op, "everything but the last element of result types is expected");
  }

  /** send's inferred result (a token), after its channel check. */
  static List<Type> inferSend(HloOp op) {
    if (!channelKind(op, DEVICE_TO_HOST, "DEVICE_TO_HOST")) {
      return null;
    }
    return List.of(TokenType.get(op.context(), op.def().dialectNamespace()));
  }
}
