package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.arith.ConstantOp;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code tf-shape-inference}: refines the result types of tf ops from their operands' shapes, to a
 * fixed point, then carries the refinements through islands, graphs and function results. A type is
 * only ever made more precise (unranked to ranked, dynamic to static dimensions); element types stay.
 *
 * <p>TensorFlow runs each op's C++ shape function; we implement the rules of the ops graphs use most
 * (see {@link #infer}): element-wise unary and binary ops (with broadcasting), casts and comparisons,
 * Select, MatMul, BatchMatMulV2, BiasAdd, Conv2D and the 2-D pools, Shape, Rank, Size, Reshape,
 * Transpose, ExpandDims, Squeeze, Tile, Slice, Fill, ConcatV2, Pack, ArgMax/ArgMin and the
 * reductions, with constant operands where they decide the shape. Other ops keep their types.
 */
public final class ShapeInference extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("max-iterations", "<int>", "Maximum shape inference iterations")
  };

  private static final Set<String> UNARY =
      Set.of("tf.Identity", "tf.Snapshot", "tf.StopGradient", "tf.Relu", "tf.Relu6", "tf.Elu", "tf.Selu", "tf.Sigmoid",
          "tf.Tanh", "tf.Softmax", "tf.LogSoftmax", "tf.Neg", "tf.Abs", "tf.Exp", "tf.Log", "tf.Log1p", "tf.Sqrt",
          "tf.Rsqrt", "tf.Square", "tf.Reciprocal", "tf.Floor", "tf.Ceil", "tf.Round", "tf.Sin", "tf.Cos", "tf.Sign",
          "tf.LogicalNot", "tf.IsFinite", "tf.IsNan", "tf.IsInf", "tf.ZerosLike", "tf.OnesLike", "tf.Cast", "tf.BiasAdd",
          "tf.Softplus", "tf.Erf", "tf.LeakyRelu", "tf.Invert");
  private static final Set<String> BINARY =
      Set.of("tf.Add", "tf.AddV2", "tf.Sub", "tf.Mul", "tf.Div", "tf.RealDiv", "tf.FloorDiv", "tf.FloorMod",
          "tf.Maximum", "tf.Minimum", "tf.Pow", "tf.SquaredDifference", "tf.Less", "tf.LessEqual", "tf.Greater",
          "tf.GreaterEqual", "tf.Equal", "tf.NotEqual", "tf.LogicalAnd", "tf.LogicalOr", "tf.BitwiseAnd",
          "tf.BitwiseOr", "tf.BitwiseXor", "tf.DivNoNan", "tf.MulNoNan", "tf.TruncateDiv", "tf.Atan2");
  private static final Set<String> REDUCTIONS = Set.of("tf.Sum", "tf.Mean", "tf.Max", "tf.Min", "tf.Prod", "tf.All", "tf.Any");

  private final int maxIterations;

  public ShapeInference(PassOptions o) {
    super(o);
    maxIterations = (int) o.getLong("max-iterations", 10);
  }

  @Override
  public String argument() {
    return "tf-shape-inference";
  }

  @Override
  public String summary() {
    return "Shape inference on TF dialect and ops implementing InferTypeOpInterface";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> funcs = root.collect(op -> op.name().equals("func.func"));
    java.util.Set<String> called = new java.util.HashSet<>();
    root.walk(
        op -> {
          if (op.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr ref) {
            called.add(ref.root());
          }
        });
    for (Operation f : funcs) {
      for (int i = 0; i < maxIterations && refine(f); i++) {
        // until nothing changes
      }
      // A called function keeps its signature: its call sites would no longer match.
      if (!called.contains(org.jmlir.ir.SymbolTable.symbolName(f))) {
        updateFunctionResults(f);
      }
      castReturns(f);
    }
  }

  /** One sweep over {@code func}; true when some type changed. */
  private static boolean refine(Operation func) {
    MLIRContext ctx = func.context();
    boolean[] changed = {false};
    func.walk(
        op -> {
          if (op.name().startsWith("tf.") && op.numResults() > 0 && !isTypeBridge(op)) {
            List<long[]> shapes = infer(op);
            if (shapes != null) {
              for (int i = 0; i < shapes.size() && i < op.numResults(); i++) {
                if (shapes.get(i) != null) {
                  changed[0] |= refineTo(ctx, op.result(i), shapes.get(i));
                }
              }
            }
          } else if (op instanceof IslandOp island) {
            changed[0] |= forward(ctx, island.yield().operands(), island.outputs());
          } else if (op instanceof GraphOp graph) {
            FetchOp fetch = graph.fetch();
            changed[0] |= forward(ctx, fetch.operands().subList(0, graph.numResults()), graph.results());
          }
        });
    return changed[0];
  }

  /** A tf.Cast feeding only non-tf users keeps their expected type (it may be one we inserted). */
  private static boolean isTypeBridge(Operation op) {
    if (!op.name().equals("tf.Cast") || op.result(0).hasNoUses()) {
      return false;
    }
    for (Operation user : op.result(0).users()) {
      if (user.name().startsWith("tf.") || user.name().startsWith("tf_executor.")) {
        return false;
      }
    }
    return true;
  }

  /** Gives each result the type of its source when that is more refined. */
  private static boolean forward(MLIRContext ctx, List<? extends Value> from, List<? extends Value> to) {
    boolean changed = false;
    for (int i = 0; i < to.size() && i < from.size(); i++) {
      if (from.get(i).type() instanceof RankedTensorType r && r.elementType().equals(elementType(to.get(i).type()))) {
        changed |= refineTo(ctx, to.get(i), r.shape());
      }
    }
    return changed;
  }

  private static Type elementType(Type t) {
    return t instanceof ShapedType s ? s.elementType() : null;
  }

  /** Sets {@code v}'s type to {@code shape} (same element type) if that is strictly more refined. */
  private static boolean refineTo(MLIRContext ctx, Value v, long[] shape) {
    if (!(v.type() instanceof TensorType t)) {
      return false;
    }
    if (t instanceof RankedTensorType r) {
      if (r.shape().length != shape.length || r.encoding() != null) {
        return false;
      }
      boolean better = false;
      long[] merged = r.shape().clone();
      for (int i = 0; i < shape.length; i++) {
        if (merged[i] == ShapedType.DYNAMIC && shape[i] != ShapedType.DYNAMIC) {
          merged[i] = shape[i];
          better = true;
        }
      }
      if (!better) {
        return false;
      }
      shape = merged;
    } else if (!(t instanceof UnrankedTensorType)) {
      return false;
    }
    v.setType(RankedTensorType.get(ctx, shape, t.elementType()));
    castForOtherUsers(ctx, v, t);
    return true;
  }

  /**
   * Users outside tf and tf_executor (a call, an arith op, ...) expect the old type: they get a
   * {@code tf.Cast} back to it, as TensorFlow's pass does. Returns are settled per function.
   */
  private static void castForOtherUsers(MLIRContext ctx, Value v, Type old) {
    for (org.jmlir.ir.OpOperand use : new ArrayList<>(v.uses())) {
      Operation user = use.owner();
      String name = user.name();
      if (name.startsWith("tf.") || name.startsWith("tf_executor.") || name.equals("func.return")) {
        continue;
      }
      use.set(castBefore(ctx, user, v, old));
    }
  }

  private static Value castBefore(MLIRContext ctx, Operation before, Value v, Type to) {
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, ctx.opDef("tf.Cast"), before.location());
    s.addOperand(v).addType(to).addAttribute("Truncate", IntegerAttr.bool(ctx, false));
    Operation cast = Operation.create(s);
    before.block().insertBefore(before, cast);
    return cast.result(0);
  }

  /** Called functions keep their signature: returned values that changed type are cast back. */
  private static void castReturns(Operation func) {
    if (func.region(0).isEmpty() || !(func.attr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType ft)) {
      return;
    }
    for (Block b : func.region(0).blocks()) {
      Operation ret = b.last();
      if (ret == null || !ret.name().equals("func.return")) {
        continue;
      }
      for (int i = 0; i < ret.numOperands() && i < ft.results().size(); i++) {
        Type expected = ft.results().get(i);
        if (!ret.operand(i).type().equals(expected)) {
          ret.setOperand(i, castBefore(func.context(), ret, ret.operand(i), expected));
        }
      }
    }
  }

  private static long[] shapeOf(Value v) {
    return v.type() instanceof RankedTensorType r ? r.shape() : null;
  }

  /** The integer elements of a constant operand (tf.Const or arith.constant), or null. */
  private static long[] constInts(Value v) {
    Operation def = v.definingOp();
    if (def instanceof IslandOp island && v instanceof org.jmlir.ir.OpResult r && r.index() < def.numResults() - 1) {
      return constInts(island.yield().operand(r.index())); // a constant wrapped in an island
    }
    if (def == null || !(def.name().equals("tf.Const") || def.def() == ConstantOp.DEF)) {
      return null;
    }
    if (!(def.attr("value") instanceof DenseIntOrFPElementsAttr d) || !(d.elementType() instanceof org.jmlir.ir.type.IntegerType)) {
      return null;
    }
    long n = d.type().numElements();
    long[] out = new long[(int) n];
    for (int i = 0; i < n; i++) {
      out[i] = ConstFold.element(d, i).longValue();
    }
    return out;
  }

  private static boolean boolAttr(Operation op, String name) {
    Attribute a = op.attr(name);
    return a instanceof IntegerAttr i && i.value().signum() != 0;
  }

  /** Result shapes (null entries: unknown), or null when there is no rule or too little is known. */
  static List<long[]> infer(Operation op) {
    String n = op.name();
    if (UNARY.contains(n)) {
      return one(shapeOf(op.operand(0)));
    }
    if (BINARY.contains(n)) {
      long[] a = shapeOf(op.operand(0));
      long[] b = shapeOf(op.operand(1));
      return a == null || b == null ? null : one(org.jmlir.dialect.tf.TfShapes.broadcastShape(a, b));
    }
    switch (n) {
      case "tf.MatMul" -> {
        long[] a = shapeOf(op.operand(0));
        long[] b = shapeOf(op.operand(1));
        if (a == null || b == null || a.length != 2 || b.length != 2) {
          return null;
        }
        long m = boolAttr(op, "transpose_a") ? a[1] : a[0];
        long k = boolAttr(op, "transpose_b") ? b[0] : b[1];
        return one(new long[] {m, k});
      }
      case "tf.BatchMatMulV2", "tf.BatchMatMulV3" -> {
        long[] a = shapeOf(op.operand(0));
        long[] b = shapeOf(op.operand(1));
        if (a == null || b == null || a.length < 2 || b.length < 2) {
          return null;
        }
        long[] batch =
            org.jmlir.dialect.tf.TfShapes.broadcastShape(java.util.Arrays.copyOf(a, a.length - 2), java.util.Arrays.copyOf(b, b.length - 2));
        if (batch == null) {
          return null;
        }
        long[] out = java.util.Arrays.copyOf(batch, batch.length + 2);
        out[batch.length] = boolAttr(op, "adj_x") ? a[a.length - 1] : a[a.length - 2];
        out[batch.length + 1] = boolAttr(op, "adj_y") ? b[b.length - 2] : b[b.length - 1];
        return one(out);
      }
      case "tf.Shape" -> {
        long[] a = shapeOf(op.operand(0));
        return a == null ? null : one(new long[] {a.length});
      }
      case "tf.Reshape" -> {
        long[] dims = constInts(op.operand(1));
        if (dims == null) {
          return null;
        }
        long[] in = shapeOf(op.operand(0));
        long[] out = dims.clone();
        int unknown = -1;
        long known = 1;
        for (int i = 0; i < out.length; i++) {
          if (out[i] == -1) {
            unknown = i;
            out[i] = ShapedType.DYNAMIC;
          } else {
            known *= out[i];
          }
        }
        if (unknown >= 0 && in != null && known > 0) {
          long total = 1;
          for (long d : in) {
            total = d < 0 || total < 0 ? -1 : total * d;
          }
          if (total >= 0 && total % known == 0) {
            out[unknown] = total / known;
          }
        }
        return one(out);
      }
      case "tf.Transpose" -> {
        long[] in = shapeOf(op.operand(0));
        long[] perm = constInts(op.operand(1));
        if (in == null || perm == null || perm.length != in.length) {
          return null;
        }
        long[] out = new long[in.length];
        for (int i = 0; i < in.length; i++) {
          if (perm[i] < 0 || perm[i] >= in.length) {
            return null;
          }
          out[i] = in[(int) perm[i]];
        }
        return one(out);
      }
      case "tf.Rank", "tf.Size" -> {
        return one(new long[0]);
      }
      case "tf.ExpandDims" -> {
        long[] in = shapeOf(op.operand(0));
        long[] dim = constInts(op.operand(1));
        if (in == null || dim == null || dim.length != 1) {
          return null;
        }
        int axis = (int) (dim[0] < 0 ? dim[0] + in.length + 1 : dim[0]);
        if (axis < 0 || axis > in.length) {
          return null;
        }
        long[] out = new long[in.length + 1];
        for (int i = 0, j = 0; i < out.length; i++) {
          out[i] = i == axis ? 1 : in[j++];
        }
        return one(out);
      }
      case "tf.Squeeze" -> {
        long[] in = shapeOf(op.operand(0));
        if (in == null) {
          return null;
        }
        boolean[] drop = new boolean[in.length];
        if (op.attr("squeeze_dims") instanceof org.jmlir.ir.attr.ArrayAttr dims && !dims.elements().isEmpty()) {
          for (Attribute d : dims.elements()) {
            if (!(d instanceof IntegerAttr i)) {
              return null;
            }
            long ax = i.value().longValue();
            ax = ax < 0 ? ax + in.length : ax;
            if (ax < 0 || ax >= in.length || in[(int) ax] != 1) {
              return null;
            }
            drop[(int) ax] = true;
          }
        } else {
          for (int i = 0; i < in.length; i++) {
            if (in[i] < 0) {
              return null; // an unknown dimension may or may not be squeezed
            }
            drop[i] = in[i] == 1;
          }
        }
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < in.length; i++) {
          if (!drop[i]) {
            out.add(in[i]);
          }
        }
        return one(out.stream().mapToLong(Long::longValue).toArray());
      }
      case "tf.Select", "tf.SelectV2" -> {
        long[] c = shapeOf(op.operand(0));
        long[] t = shapeOf(op.operand(1));
        long[] e = shapeOf(op.operand(2));
        if (c == null || t == null || e == null) {
          return null;
        }
        long[] te = org.jmlir.dialect.tf.TfShapes.broadcastShape(t, e);
        if (te == null) {
          return null;
        }
        // tf.Select (v1) takes a vector condition for the first dimension: the result is then/else's.
        return one(n.equals("tf.Select") ? te : org.jmlir.dialect.tf.TfShapes.broadcastShape(c, te));
      }
      case "tf.Tile" -> {
        long[] in = shapeOf(op.operand(0));
        long[] multiples = constInts(op.operand(1));
        if (in == null || multiples == null || multiples.length != in.length) {
          return null;
        }
        long[] out = new long[in.length];
        for (int i = 0; i < in.length; i++) {
          out[i] = in[i] < 0 ? ShapedType.DYNAMIC : in[i] * multiples[i];
        }
        return one(out);
      }
      case "tf.Slice" -> {
        long[] in = shapeOf(op.operand(0));
        long[] begin = constInts(op.operand(1));
        long[] size = constInts(op.operand(2));
        if (in == null || begin == null || size == null || begin.length != in.length || size.length != in.length) {
          return null;
        }
        long[] out = new long[in.length];
        for (int i = 0; i < in.length; i++) {
          out[i] = size[i] != -1 ? size[i] : in[i] < 0 ? ShapedType.DYNAMIC : in[i] - begin[i];
        }
        return one(out);
      }
      case "tf.ArgMax", "tf.ArgMin" -> {
        long[] in = shapeOf(op.operand(0));
        long[] dim = constInts(op.operand(1));
        if (in == null || dim == null || dim.length != 1) {
          return null;
        }
        int axis = (int) (dim[0] < 0 ? dim[0] + in.length : dim[0]);
        if (axis < 0 || axis >= in.length) {
          return null;
        }
        long[] out = new long[in.length - 1];
        for (int i = 0, j = 0; i < in.length; i++) {
          if (i != axis) {
            out[j++] = in[i];
          }
        }
        return one(out);
      }
      case "tf.Conv2D", "tf.MaxPool", "tf.AvgPool" -> {
        return convolution(op);
      }
      case "tf.Fill" -> {
        long[] dims = constInts(op.operand(0));
        return dims == null ? null : one(dims);
      }
      case "tf.ConcatV2" -> {
        int inputs = op.numOperands() - 1;
        long[] axisValue = constInts(op.operand(inputs));
        long[] first = shapeOf(op.operand(0));
        if (axisValue == null || axisValue.length != 1 || first == null) {
          return null;
        }
        int axis = (int) (axisValue[0] < 0 ? axisValue[0] + first.length : axisValue[0]);
        if (axis < 0 || axis >= first.length) {
          return null;
        }
        long[] out = first.clone();
        for (int i = 1; i < inputs; i++) {
          long[] s = shapeOf(op.operand(i));
          if (s == null || s.length != first.length) {
            return null;
          }
          out[axis] = out[axis] < 0 || s[axis] < 0 ? ShapedType.DYNAMIC : out[axis] + s[axis];
        }
        return one(out);
      }
      case "tf.Pack" -> {
        long[] s = shapeOf(op.operand(0));
        if (s == null) {
          return null;
        }
        long axisAttr = op.attr("axis") instanceof IntegerAttr i ? i.value().longValue() : 0;
        int axis = (int) (axisAttr < 0 ? axisAttr + s.length + 1 : axisAttr);
        if (axis < 0 || axis > s.length) {
          return null;
        }
        long[] out = new long[s.length + 1];
        for (int i = 0, j = 0; i < out.length; i++) {
          out[i] = i == axis ? op.numOperands() : s[j++];
        }
        return one(out);
      }
      default -> {
        if (REDUCTIONS.contains(n)) {
          long[] in = shapeOf(op.operand(0));
          long[] axes = constInts(op.operand(1));
          if (in == null || axes == null) {
            return null;
          }
          boolean keep = boolAttr(op, "keep_dims");
          boolean[] reduced = new boolean[in.length];
          for (long a : axes) {
            long ax = a < 0 ? a + in.length : a;
            if (ax < 0 || ax >= in.length) {
              return null;
            }
            reduced[(int) ax] = true;
          }
          List<Long> out = new ArrayList<>();
          for (int i = 0; i < in.length; i++) {
            if (!reduced[i]) {
              out.add(in[i]);
            } else if (keep) {
              out.add(1L);
            }
          }
          return one(out.stream().mapToLong(Long::longValue).toArray());
        }
        return null;
      }
    }
  }

  private static long[] intList(Operation op, String name) {
    if (!(op.attr(name) instanceof org.jmlir.ir.attr.ArrayAttr a)) {
      return null;
    }
    long[] out = new long[a.elements().size()];
    for (int i = 0; i < out.length; i++) {
      if (!(a.elements().get(i) instanceof IntegerAttr v)) {
        return null;
      }
      out[i] = v.value().longValue();
    }
    return out;
  }

  /**
   * Conv2D (filter HWIO) and the 2-D pools (ksize attribute) in NHWC or NCHW with SAME or VALID
   * padding: each spatial size is ceil(in / stride) for SAME and ceil((in - (k - 1) * dilation) /
   * stride) for VALID, TensorFlow's GetWindowedOutputSize.
   */
  private static List<long[]> convolution(Operation op) {
    long[] in = shapeOf(op.operand(0));
    long[] strides = intList(op, "strides");
    String padding = op.attr("padding") instanceof org.jmlir.ir.attr.StringAttr p ? p.value() : "";
    boolean nchw = op.attr("data_format") instanceof org.jmlir.ir.attr.StringAttr f && f.value().equals("NCHW");
    if (in == null || in.length != 4 || strides == null || strides.length != 4
        || !(padding.equals("SAME") || padding.equals("VALID"))) {
      return null;
    }
    long[] window = new long[4];
    long outChannels;
    int c = nchw ? 1 : 3;
    if (op.name().equals("tf.Conv2D")) {
      long[] filter = shapeOf(op.operand(1));
      if (filter == null || filter.length != 4) {
        return null;
      }
      window[nchw ? 2 : 1] = filter[0];
      window[nchw ? 3 : 2] = filter[1];
      outChannels = filter[3];
    } else {
      long[] ksize = intList(op, "ksize");
      if (ksize == null || ksize.length != 4) {
        return null;
      }
      window = ksize;
      outChannels = in[c];
    }
    long[] dilations = intList(op, "dilations");
    long[] out = new long[4];
    out[0] = in[0];
    out[c] = outChannels;
    for (int d : nchw ? new int[] {2, 3} : new int[] {1, 2}) {
      long size = in[d];
      long k = window[d];
      long dil = dilations != null && dilations.length == 4 ? dilations[d] : 1;
      if (size < 0 || k < 0 || strides[d] <= 0) {
        out[d] = ShapedType.DYNAMIC;
      } else if (padding.equals("SAME")) {
        out[d] = (size + strides[d] - 1) / strides[d];
      } else {
        long effective = (k - 1) * dil + 1;
        out[d] = size < effective ? ShapedType.DYNAMIC : (size - effective + strides[d]) / strides[d];
      }
    }
    return one(out);
  }

  private static List<long[]> one(long[] shape) {
    List<long[]> l = new ArrayList<>(1);
    l.add(shape);
    return shape == null ? null : l;
  }

  /** The function's result types follow what it returns, when that is more refined. */
  private static void updateFunctionResults(Operation func) {
    if (func.region(0).isEmpty() || !(func.attr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType ft)) {
      return;
    }
    Block last = func.region(0).blocks().get(func.region(0).numBlocks() - 1);
    Operation ret = last.last();
    if (ret == null || !ret.name().equals("func.return") || func.region(0).numBlocks() != 1) {
      return;
    }
    List<Type> results = new ArrayList<>(ft.results());
    boolean changed = false;
    for (int i = 0; i < results.size() && i < ret.numOperands(); i++) {
      Type t = ret.operand(i).type();
      if (!t.equals(results.get(i)) && t instanceof RankedTensorType r && elementType(results.get(i)) != null
          && r.elementType().equals(elementType(results.get(i)))) {
        results.set(i, t);
        changed = true;
      }
    }
    if (changed) {
      func.setAttr("function_type", TypeAttr.get(func.context(), FunctionType.get(func.context(), ft.inputs(), results)));
    }
  }
}
