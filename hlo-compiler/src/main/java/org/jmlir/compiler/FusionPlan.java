package org.jmlir.compiler;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;

/**
 * XLA's fusion decisions for one function body: which tensors get a buffer of their own (the roots
 * of fusions) and which are computed inside the loop nest of their consumer.
 *
 * <ul>
 *   <li>Loop fusion: element-wise ops, converts, compares, selects, broadcasts, reshapes, transposes,
 *       slices, pads, concatenates and iotas are computed element by element where they are used.
 *   <li>Input fusion: a reduce computes its inputs' element-wise producers inside its own loops; so
 *       does a reduce_window whose windows do not overlap.
 *   <li>A value gets a buffer when it is returned, when a non-fusible op (dot_general, convolution,
 *       overlapping reduce_window, control flow) reads it, or when it has several uses and is not a cheap index
 *       remapping of values that already have buffers (a broadcast of a buffer is recomputed in each
 *       consumer; an exp with two uses is computed once).
 *   <li>Small static integer tensors of rank 0 or 1 made by shape ops (get_dimension_size, reshape,
 *       concatenate, slice, constants, integer arithmetic) are "shape values": plain host scalars.
 * </ul>
 *
 * <p>Public so that other code generators (a GPU target) can reuse the decisions: {@link #of} plans
 * a function body; {@link #needsBuffer} and {@link #isShapeValue} say what became of each value.
 */
public final class FusionPlan {
  /** Ops computed element by element inside their consumers. */
  static final Set<String> ELEMENTWISE = Set.of(
      "add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2", "and", "or", "xor",
      "not", "negate", "abs", "exponential", "exponential_minus_one", "log", "log_plus_one", "tanh", "logistic", "sqrt",
      "rsqrt", "cbrt", "sine", "cosine", "tan", "floor", "ceil", "round_nearest_even", "round_nearest_afz", "sign",
      "is_finite", "shift_left", "shift_right_arithmetic", "shift_right_logical", "popcnt", "count_leading_zeros",
      "compare", "select", "clamp", "convert", "bitcast_convert", "reduce_precision", "map", "complex", "real", "imag");

  /** Index remappings: recomputing them costs loads, not arithmetic. */
  static final Set<String> CHEAP = Set.of(
      "broadcast_in_dim", "dynamic_broadcast_in_dim", "reshape", "dynamic_reshape", "transpose", "slice", "dynamic_slice", "real_dynamic_slice", "iota", "dynamic_iota",
      "constant", "reverse", "broadcast", "set_dimension_size", "replica_id", "partition_id");

  /** Fusible but with control flow per element: recomputed only when cheap. */
  static final Set<String> FUSIBLE_OTHER = Set.of("concatenate", "pad", "dynamic_pad", "dynamic_update_slice", "gather",
      "dynamic_gather", "torch_index_select", "rng"); // rng: element i is a function of i (HloLowering.rngElement)

  /** Ops whose operands may be fused expressions (everything fusible, and reduce's input fusion). */
  public static boolean fusesOperands(Operation user) {
    if (!(user instanceof HloOp h)) {
      return false;
    }
    String m = h.mnemonic();
    return ELEMENTWISE.contains(m) || CHEAP.contains(m) || FUSIBLE_OTHER.contains(m) || m.equals("reduce")
        || m.equals("reduce_window") && disjointWindows(h) || m.equals("if") || m.equals("case") // if/case: the selector
        || m.equals("sort") || m.equals("scatter"); // sort and scatter copy their operands into their results
  }

  /**
   * A reduce_window whose windows do not overlap (each stride at least its window, no dilation):
   * its input's element-wise producers are computed inside its loops, once per element, like a
   * reduce's (a max pool reads relu(conv + bias) without a buffer for it).
   */
  static boolean disjointWindows(HloOp op) {
    long[] win = op.i64Array("window_dimensions");
    long[] strides = op.i64Array("window_strides");
    if (win == null || op.numOperands() != 2 || op.i64Array("base_dilations") != null && !allOnes(op.i64Array("base_dilations"))
        || op.i64Array("window_dilations") != null && !allOnes(op.i64Array("window_dilations"))) {
      return false;
    }
    for (int i = 0; i < win.length; i++) {
      long stride = strides == null ? 1 : strides[i];
      if (stride < win[i]) {
        return false;
      }
    }
    return true;
  }

  private static boolean allOnes(long[] a) {
    for (long x : a) {
      if (x != 1) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code op} may be computed element by element inside its consumers. */
  public static boolean fusible(Operation op) {
    if (!(op instanceof HloOp h)) {
      return false;
    }
    String m = h.mnemonic();
    return ELEMENTWISE.contains(m) || CHEAP.contains(m) || FUSIBLE_OTHER.contains(m);
  }

  final Set<Value> materialized = new HashSet<>();
  final Set<Value> shapeValues = new HashSet<>();
  private final Set<Value> leafy = new HashSet<>();

  /** Whether {@code v} is the root of a fusion (its own buffer) rather than computed inside its consumers. */
  public boolean needsBuffer(Value v) {
    return materialized.contains(v);
  }

  /** Whether {@code v} is a shape value: host scalars, never a buffer. */
  public boolean isShapeValue(Value v) {
    return shapeValues.contains(v);
  }

  /** The fusion decisions for a function body (or any block of StableHLO ops). */
  public static FusionPlan of(Block body) {
    FusionPlan p = new FusionPlan();
    for (Value a : body.arguments()) {
      p.materialized.add(a);
      p.leafy.add(a);
    }
    for (Operation op : body.operations()) {
      p.decide(op);
    }
    return p;
  }

  /** Adds the decisions for a nested block (the regions of a while). */
  void add(FusionPlan inner) {
    materialized.addAll(inner.materialized);
    shapeValues.addAll(inner.shapeValues);
    leafy.addAll(inner.leafy);
  }

  private void decide(Operation op) {
    boolean shape = isShapeOp(op);
    for (Value v : op.results()) {
      if (shape) {
        shapeValues.add(v);
        leafy.add(v);
        continue;
      }
      if (!fusible(op)) {
        materialized.add(v);
        leafy.add(v);
        continue;
      }
      boolean cheap = CHEAP.contains(((HloOp) op).mnemonic());
      boolean operandsLeafy = true;
      for (Value o : op.operands()) {
        operandsLeafy &= leafy.contains(o);
      }
      boolean needsBuffer = false;
      List<OpOperand> uses = new java.util.ArrayList<>();
      for (OpOperand u : v.uses()) {
        // get_dimension_size reads the shape, not the data
        if (!(u.owner() instanceof HloOp g && g.mnemonic().equals("get_dimension_size"))) {
          uses.add(u);
        }
      }
      for (OpOperand u : uses) {
        Operation user = u.owner();
        if (!fusesOperands(user) || user.parentOp() != op.parentOp()) {
          needsBuffer = true;
        }
      }
      if (uses.size() > 1 && !(cheap && operandsLeafy)) {
        needsBuffer = true;
      }
      if (((HloOp) op).mnemonic().equals("constant")) {
        needsBuffer = false; // a splat is a scalar; a dense constant becomes a global where it is read
      }
      if (needsBuffer) {
        materialized.add(v);
        leafy.add(v);
      } else if (cheap && operandsLeafy) {
        leafy.add(v);
      }
    }
  }

  /** A small integer tensor computed from shapes and constants: host scalars, not a buffer. */
  private boolean isShapeOp(Operation op) {
    if (!(op instanceof HloOp h) || op.numResults() != 1 || !isShapeType(op.result(0).type())) {
      return false;
    }
    String m = h.mnemonic();
    if (m.equals("get_dimension_size") || m.equals("constant")) {
      return true;
    }
    if (!Set.of("reshape", "concatenate", "slice", "convert", "add", "subtract", "multiply", "divide", "maximum", "minimum",
        "broadcast_in_dim", "compare", "select", "and", "or", "not", "negate", "abs").contains(m)) {
      return false;
    }
    for (Value o : op.operands()) {
      if (!shapeValues.contains(o)) {
        return false;
      }
    }
    return true;
  }

  static boolean isShapeType(org.jmlir.ir.type.Type t) {
    return t instanceof RankedTensorType r && r.rank() <= 1 && r.hasStaticShape() && r.numElements() <= 16
        && (r.elementType() instanceof IntegerType i && i.isSignless() || r.elementType() instanceof IndexType);
  }
}
