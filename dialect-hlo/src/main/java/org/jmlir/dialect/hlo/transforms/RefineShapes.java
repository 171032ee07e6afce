package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.HloInference;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.hlo.HloShapes;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;

/**
 * {@code --stablehlo-refine-shapes} (StableHLO's StablehloRefineShapes): refines the types of the
 * module's one function (or its {@code @main}) by a greedy rewrite that evaluates shape
 * computations on constants (the aggressive folder's shape patterns, integers only, no element
 * limit) and refines each op's result types from its operands: StableHLO and CHLO type inference,
 * the dynamic ops from constant shape operands (dynamic_broadcast_in_dim, dynamic_iota,
 * dynamic_reshape, dynamic_pad, real_dynamic_slice, rng), custom_call's
 * {@code indices_of_shape_operands} (the {@code stablehlo.shape_refinement_operand_wrapper}
 * call disappears), bitcast_convert of equal widths, all_gather/reduce_scatter over dense replica
 * groups, while's region arguments, case/if results from their regions. A result is only refined
 * when every user is a StableHLO or CHLO op, a func.return or a func.call; a refined value returned
 * by the function goes through a cast until the function's type is updated. Calls refine their
 * callees in place ({@link RefineCallGraph}).
 */
public final class RefineShapes extends Pass {
  public RefineShapes(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-refine-shapes";
  }

  @Override
  public String summary() {
    return "Refines shapes across a StableHLO program.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Operation func = target(root);
    if (func == null) {
      if (!root.collect(o -> o.name().equals("func.func")).isEmpty()) {
        pc.signalFailure();
      }
      return;
    }
    RefineCallGraph.State state = new RefineCallGraph.State(func);
    List<Type> args = new ArrayList<>(func.region(0).front().argumentTypes());
    if (!RefineCallGraph.refineFunction(state, new RefineCallGraph.Key(func, 0, List.of(), args))) {
      func.emitError("Failed to refine entry function").report();
      pc.signalFailure();
    }
  }

  /** applyShapeRefinementPatterns: the refinement patterns, the call pattern and the shape folder on one function. */
  static void applyPatterns(Operation func, RefineCallGraph.State state) {
    List<RewritePattern> patterns = new ArrayList<>(patterns());
    patterns.add(RefineCallGraph.callPattern(state));
    patterns.addAll(AggressiveFolder.shapePatterns(new AggressiveFolder.Options(false, Long.MAX_VALUE, false)));
    GreedyRewriteConfig config = new GreedyRewriteConfig(true, 10, -1, GreedyRewriteConfig.RegionSimplification.AGGRESSIVE, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(func, new FrozenPatternSet(patterns), config);
  }

  /** getStablehloRefineShapesTarget: the only function, else {@code @main}; it must have one block. */
  private static Operation target(Operation module) {
    List<Operation> funcs = new ArrayList<>();
    if (module.numRegions() > 0 && !module.region(0).isEmpty()) {
      for (Operation o : module.region(0).front()) {
        if (o.name().equals("func.func")) {
          funcs.add(o);
        }
      }
    }
    if (funcs.isEmpty()) {
      return null;
    }
    Operation result = null;
    if (funcs.size() == 1) {
      result = funcs.get(0);
    } else {
      for (Operation f : funcs) {
        if (f.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr s && s.value().equals("main")) {
          result = f;
        }
      }
    }
    if (result == null) {
      module.emitOpError("must have no more than one function or a `main` function to clearly identify which function will be refined")
          .report();
      return null;
    }
    if (result.region(0).numBlocks() != 1) {
      result.emitOpError("must have exactly one block").report();
      return null;
    }
    return result;
  }

  private static RewritePattern p(String name, String root, NamedPattern.Body body) {
    return new NamedPattern(name, root, 1, body);
  }

  /** populateStablehloRefineShapesPatterns. */
  static List<RewritePattern> patterns() {
    List<RewritePattern> l = new ArrayList<>();
    l.add(p("RefineDynamicBroadcastInDimOpPattern", "stablehlo.dynamic_broadcast_in_dim", (op, r) -> fromShapeOperand(op, r, 1)));
    l.add(p("RefineDynamicIotaOpPattern", "stablehlo.dynamic_iota", (op, r) -> fromShapeOperand(op, r, 0)));
    l.add(p("RefineDynamicReshapeOpPattern", "stablehlo.dynamic_reshape", (op, r) -> fromShapeOperand(op, r, 1)));
    l.add(p("RefineRngOpPattern", "stablehlo.rng", (op, r) -> fromShapeOperand(op, r, 2)));
    l.add(p("RefineDynamicPadOpPattern", "stablehlo.dynamic_pad", RefineShapes::dynamicPad));
    l.add(p("RefineRealDynamicSliceOpPattern", "stablehlo.real_dynamic_slice", RefineShapes::realDynamicSlice));
    l.add(p("RefineCustomCallOpPattern", "stablehlo.custom_call", RefineShapes::customCall));
    l.add(p("RefineBitcastConvertOpPattern", "stablehlo.bitcast_convert", RefineShapes::bitcastConvert));
    l.add(p("RefineAllGatherOpPattern", "stablehlo.all_gather", (op, r) -> collective(op, r, true)));
    l.add(p("RefineReduceScatterOpPattern", "stablehlo.reduce_scatter", (op, r) -> collective(op, r, false)));
    l.add(p("RefineConvolutionOpPattern", "stablehlo.convolution", (op, r) -> refineReturnShape(r, op, shapeOf(op, o -> HloInference.convolutionShape((HloOp) o, null)))));
    l.add(p("RefineDynamicConvOpPattern", "stablehlo.dynamic_conv", RefineShapes::dynamicConv));
    l.add(p("RefineRaggedDotOpPattern", "chlo.ragged_dot", (op, r) -> refineReturnShape(r, op, shapeOf(op, org.jmlir.dialect.chlo.RaggedDotOp::inferredShape))));
    l.add(p("RefineWhileOpPattern", "stablehlo.while", RefineShapes::whileArgs));
    l.add(p("UpdateFunctionTypePattern", "func.return", RefineShapes::updateFunctionType));
    l.add(p("UpdateRegionTypePattern", "stablehlo.return", RefineShapes::updateRegionType));
    l.add(new NamedPattern("RefineInferTypeOpInterfacePattern", null, 0, RefineShapes::inferred));
    return l;
  }

  // ---- refining values -------------------------------------------------------------------------

  /** inferMostSpecificType of two tensor types: each dimension static where either is; null if incompatible. */
  static Type mostSpecific(org.jmlir.ir.MLIRContext ctx, Type current, Type refinement) {
    if (current.equals(refinement)) {
      return current;
    }
    if (current instanceof TupleType ct && refinement instanceof TupleType rt) {
      if (ct.types().size() != rt.types().size()) {
        return null;
      }
      List<Type> parts = new ArrayList<>();
      for (int i = 0; i < ct.types().size(); i++) {
        Type m = mostSpecific(ctx, ct.types().get(i), rt.types().get(i));
        if (m == null) {
          return null;
        }
        parts.add(m);
      }
      return TupleType.get(ctx, parts);
    }
    if (!(current instanceof ShapedType c) || !(refinement instanceof ShapedType rf) || !HloShapes.compatible(current, refinement)) {
      return null;
    }
    if (!rf.hasRank()) {
      return current;
    }
    if (!c.hasRank()) {
      return refinement;
    }
    long[] a = c.shape();
    long[] b = rf.shape();
    if (a.length != b.length) {
      return null;
    }
    long[] merged = new long[a.length];
    boolean dynamic = false;
    for (int i = 0; i < a.length; i++) {
      merged[i] = a[i] != ShapedType.DYNAMIC ? a[i] : b[i];
      dynamic |= merged[i] == ShapedType.DYNAMIC;
    }
    Attribute encoding = null;
    if (dynamic) {
      encoding = current instanceof RankedTensorType rc && rc.encoding() != null ? rc.encoding()
          : refinement instanceof RankedTensorType rr ? rr.encoding() : null;
    }
    return RankedTensorType.get(ctx, merged, c.elementType(), encoding);
  }

  /** refineValues: gives {@code values} the most specific of their types and {@code types}. */
  static boolean refineValues(PatternRewriter r, Operation op, List<? extends Value> values, List<Type> types) {
    if (values.size() != types.size()) {
      return false;
    }
    List<Type> refined = new ArrayList<>();
    boolean needed = false;
    for (int i = 0; i < values.size(); i++) {
      Type t = types.get(i) == null ? values.get(i).type() : mostSpecific(op.context(), values.get(i).type(), types.get(i));
      if (t == null) {
        return false;
      }
      refined.add(t);
      needed |= !t.equals(values.get(i).type());
    }
    if (!needed) {
      return false;
    }
    boolean changed = false;
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type t = refined.get(i);
      if (v.type().equals(t)) {
        continue;
      }
      boolean usersReady = true;
      for (Operation user : v.users()) {
        String n = user.name();
        usersReady &= n.startsWith("stablehlo.") || n.startsWith("chlo.") || n.startsWith("sdy.") || n.equals("func.return")
            || n.equals("func.call");
      }
      if (!usersReady) {
        return changed;
      }
      Type old = v.type();
      List<Operation> users = new ArrayList<>(v.users());
      v.setType(t);
      changed = true;
      boolean returned = false;
      for (Operation u : users) {
        returned |= u.name().equals("func.return");
      }
      if (returned) {
        // The function's type follows in UpdateFunctionTypePattern; until then a cast keeps it valid.
        OperationState s = new OperationState(op.context(), "builtin.unrealized_conversion_cast", op.location());
        s.addOperands(List.of(v));
        s.addTypes(List.of(old));
        if (v.definingOp() != null) {
          r.setInsertionPointAfter(v.definingOp());
        } else {
          r.setInsertionPointToStart(((org.jmlir.ir.BlockArgument) v).owner());
        }
        Value cast = r.create(s).result(0);
        for (OpOperand u = v.firstUse(); u != null; ) {
          OpOperand next = u.nextUse();
          if (u.owner().name().equals("func.return")) {
            u.set(cast);
          }
          u = next;
        }
      }
      for (Operation u : users) {
        r.modifyOpInPlace(u, () -> {});
      }
    }
    return changed;
  }

  private static boolean refineReturnTypes(PatternRewriter r, Operation op, List<Type> types) {
    return refineValues(r, op, op.results(), types);
  }

  /** refineReturnTypes for the call pattern. */
  static boolean refineValuesOf(PatternRewriter r, Operation op, List<Type> types) {
    return refineReturnTypes(r, op, types);
  }

  private static boolean refineReturnShape(PatternRewriter r, Operation op, long[] shape) {
    if (shape == null || op.numResults() != 1 || !(op.result(0).type() instanceof ShapedType t)) {
      return false;
    }
    return refineReturnTypes(r, op, List.of(RankedTensorType.get(op.context(), shape, t.elementType())));
  }

  private static long[] ints(Value v) {
    return CanonicalizeDynamism.constantInts(v);
  }

  // ---- patterns ------------------------------------------------------------------------------

  private static boolean inferred(Operation op, PatternRewriter r) {
    if (!(op.name().startsWith("stablehlo.") || op.name().startsWith("chlo.")) || !(op instanceof HloOp || op.name().startsWith("chlo."))) {
      return false;
    }
    List<Type> types = silently(op, o -> o instanceof HloOp hlo ? hloInferred(hlo) : chloInferred(o));
    if (types == null || types == HloInference.NOT_INFERRED || types.size() != op.numResults()) {
      return false;
    }
    return refineReturnTypes(r, op, types);
  }

  /** Runs an inference with its diagnostics swallowed (upstream infers without a location). */
  private static List<Type> silently(Operation op, org.jmlir.dialect.chlo.ChloInference.Inferrer inferrer) {
    org.jmlir.ir.diag.DiagnosticEngine engine = op.context().diagnostics();
    try (org.jmlir.ir.diag.DiagnosticEngine.Registration reg = engine.pushHandler(d -> true)) {
      return inferrer.infer(op);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * A StableHLO op's inferred result types: its type inference, the shaped components of dot and
   * dot_general, and the operand's shape for convert and uniform_quantize (element type kept).
   */
  private static List<Type> hloInferred(HloOp op) {
    switch (op.mnemonic()) {
      case "dot", "dot_general" -> {
        Type t = HloInference.inferShapedComponents(op);
        return t == null ? null : List.of(t);
      }
      case "convert", "uniform_quantize" -> {
        if (!(op.operand(0).type() instanceof RankedTensorType in) || !(op.result(0).type() instanceof ShapedType out)) {
          return null;
        }
        return List.of(RankedTensorType.get(op.context(), in.shape(), out.elementType(), in.encoding()));
      }
      default -> {
        List<Type> t = HloInference.infer(op);
        if (t == HloInference.NOT_INFERRED && isElementwise(op)) {
          Type e = elementwise(op);
          return e == null ? null : List.of(e);
        }
        return t;
      }
    }
  }

  private static boolean isElementwise(Operation op) {
    return op.numResults() == 1 && op.numOperands() > 0
        && (op.hasTrait(org.jmlir.ir.Trait.ELEMENTWISE)
            || op instanceof org.jmlir.dialect.hlo.BinaryElementwiseOp
            || op instanceof org.jmlir.dialect.hlo.UnaryElementwiseOp);
  }

  /** An element-wise op's result: the operands' shape, each dimension taken from an operand that knows it. */
  private static Type elementwise(Operation op) {
    long[] shape = null;
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType r)) {
        continue;
      }
      if (shape == null) {
        shape = r.shape().clone();
      } else if (shape.length == r.rank()) {
        for (int i = 0; i < shape.length; i++) {
          if (shape[i] == ShapedType.DYNAMIC) {
            shape[i] = r.shape()[i];
          }
        }
      }
    }
    if (shape == null || !(op.result(0).type() instanceof ShapedType t)) {
      return null;
    }
    return RankedTensorType.get(op.context(), shape, t.elementType());
  }

  /** A CHLO op's inferred result types, through its definition's inference, or null. */
  private static List<Type> chloInferred(Operation op) {
    if (!op.name().startsWith("chlo.broadcast_") || op.numOperands() != 2 || op.numResults() != 1
        || !(op.result(0).type() instanceof ShapedType rt)) {
      return null;
    }
    long[] dims = org.jmlir.dialect.hlo.HloAttrs.dimValues(op.attr("broadcast_dimensions"));
    Type t = org.jmlir.dialect.chlo.ChloInference.broadcastType(op.context(), op.operand(0).type(), op.operand(1).type(), rt.elementType(), dims);
    return t == null ? null : List.of(t);
  }

  /** A shape inference run silently; null when it fails or has nothing to say (an empty answer). */
  private static long[] shapeOf(Operation op, java.util.function.Function<Operation, long[]> inference) {
    List<Type> t = silently(op, o -> {
      long[] s = inference.apply(o);
      return s == null || s.length == 0 ? null : List.of(RankedTensorType.get(o.context(), s, ((ShapedType) o.result(0).type()).elementType()));
    });
    return t == null ? null : ((RankedTensorType) t.get(0)).shape();
  }

  /** dynamic_conv: convolution's inference with the padding operand's constant value. */
  private static boolean dynamicConv(Operation op, PatternRewriter r) {
    long[] pad = op.numOperands() > 2 ? ints(op.operand(2)) : null;
    if (pad == null || pad.length % 2 != 0) {
      return false;
    }
    long[][] padding = new long[pad.length / 2][];
    for (int i = 0; i < padding.length; i++) {
      padding[i] = new long[] {pad[2 * i], pad[2 * i + 1]};
    }
    return refineReturnShape(r, op, shapeOf(op, o -> HloInference.convolutionShape((HloOp) o, padding)));
  }

  private static boolean fromShapeOperand(Operation op, PatternRewriter r, int index) {
    return index < op.numOperands() && refineReturnShape(r, op, ints(op.operand(index)));
  }

  private static boolean dynamicPad(Operation op, PatternRewriter r) {
    long[] lo = ints(op.operand(2));
    long[] hi = ints(op.operand(3));
    long[] in = ints(op.operand(4));
    if (lo == null || hi == null || in == null || !(op.operand(0).type() instanceof RankedTensorType t) || lo.length != t.shape().length) {
      return false;
    }
    long[] s = new long[lo.length];
    for (int i = 0; i < s.length; i++) {
      long n = t.shape()[i];
      s[i] = n == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : lo[i] + hi[i] + n + Math.max(0, n - 1) * in[i];
    }
    return refineReturnShape(r, op, s);
  }

  private static boolean realDynamicSlice(Operation op, PatternRewriter r) {
    long[] start = ints(op.operand(1));
    long[] limit = ints(op.operand(2));
    long[] strides = ints(op.operand(3));
    if (start != null && limit != null && strides != null) {
      long[] s = new long[start.length];
      for (int i = 0; i < s.length; i++) {
        if (strides[i] <= 0) {
          return false;
        }
        s[i] = Math.max(0, Math.ceilDiv(limit[i] - start[i], strides[i]));
      }
      return refineReturnShape(r, op, s);
    }
    Operation add = op.operand(2).definingOp();
    if (add == null || !add.name().equals("stablehlo.add") || strides == null) {
      return false;
    }
    for (long s : strides) {
      if (s != 1) {
        return false;
      }
    }
    Value st = op.operand(1);
    long[] sizes = add.operand(0) == st ? ints(add.operand(1)) : add.operand(1) == st ? ints(add.operand(0)) : null;
    return sizes != null && refineReturnShape(r, op, sizes);
  }

  private static boolean customCall(Operation op, PatternRewriter r) {
    List<Type> flat = new ArrayList<>();
    flatten(op.resultTypes(), flat);
    if (!(op.attr("indices_of_shape_operands") instanceof DenseIntOrFPElementsAttr idx) || idx.type().numElements() != flat.size()) {
      return false;
    }
    List<Type> refinedFlat = new ArrayList<>();
    for (int i = 0; i < flat.size(); i++) {
      long k = org.jmlir.dialect.fold.ConstFold.element(idx, i).longValue();
      if (k < 0 || k >= op.numOperands() || !(flat.get(i) instanceof ShapedType t)) {
        return false;
      }
      long[] s = ints(op.operand((int) k));
      if (s == null) {
        return false;
      }
      refinedFlat.add(RankedTensorType.get(op.context(), s, t.elementType()));
    }
    List<Type> types = new ArrayList<>();
    java.util.Iterator<Type> it = refinedFlat.iterator();
    for (Type t : op.resultTypes()) {
      types.add(unflatten(op.context(), t, it));
    }
    boolean changed = refineReturnTypes(r, op, types);
    if (op.attr("call_target_name") instanceof org.jmlir.ir.attr.StringAttr name
        && name.value().equals("stablehlo.shape_refinement_operand_wrapper")) {
      Value operand = op.operand(0);
      if (operand.type().equals(op.result(0).type())) {
        r.replaceOp(op, List.of(operand));
        return true;
      }
    }
    return changed;
  }

  /** flattenTupleTypes: the leaves of nested tuples, in order. */
  private static void flatten(List<Type> types, List<Type> out) {
    for (Type t : types) {
      if (t instanceof TupleType tuple) {
        flatten(tuple.types(), out);
      } else {
        out.add(t);
      }
    }
  }

  /** unflattenTupleTypes: {@code prototype}'s tuple structure around the next leaves. */
  private static Type unflatten(org.jmlir.ir.MLIRContext ctx, Type prototype, java.util.Iterator<Type> leaves) {
    if (!(prototype instanceof TupleType tuple)) {
      return leaves.next();
    }
    List<Type> parts = new ArrayList<>();
    for (Type t : tuple.types()) {
      parts.add(unflatten(ctx, t, leaves));
    }
    return TupleType.get(ctx, parts);
  }

  private static int bitWidth(Type t) {
    Type e = t instanceof ShapedType s ? s.elementType() : t;
    if (e instanceof ComplexType c) {
      e = c.elementType();
    }
    return HloShapes.bitWidth(e);
  }

  private static boolean bitcastConvert(Operation op, PatternRewriter r) {
    if (!(op.operand(0).type() instanceof RankedTensorType t) || bitWidth(t) != bitWidth(op.result(0).type())) {
      return false;
    }
    return refineReturnShape(r, op, t.shape());
  }

  /** all_gather multiplies, reduce_scatter divides the gathered/scattered dimension by the group size. */
  private static boolean collective(Operation op, PatternRewriter r, boolean gather) {
    if (op.attr("channel_handle") != null && op.attr("use_global_device_ids") == null) {
      return false;
    }
    if (!(op.attr("replica_groups") instanceof DenseIntOrFPElementsAttr groups) || groups.type().shape().length != 2) {
      return false;
    }
    long shards = groups.type().shape()[1];
    String dimName = gather ? "all_gather_dim" : "scatter_dimension";
    if (!(op.attr(dimName) instanceof IntegerAttr dimAttr) || shards == 0) {
      return false;
    }
    int dim = dimAttr.value().intValue();
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      if (!(op.operand(i).type() instanceof RankedTensorType t)) {
        return false;
      }
      long[] s = t.shape().clone();
      if (s[dim] != ShapedType.DYNAMIC) {
        s[dim] = gather ? s[dim] * shards : s[dim] / shards;
      }
      types.add(RankedTensorType.get(op.context(), s, t.elementType()));
    }
    return refineReturnTypes(r, op, types);
  }

  private static boolean whileArgs(Operation op, PatternRewriter r) {
    List<Type> types = new ArrayList<>();
    for (Value v : op.operands()) {
      types.add(v.type());
    }
    boolean cond = refineValues(r, op, op.region(0).front().arguments(), types);
    boolean body = refineValues(r, op, op.region(1).front().arguments(), types);
    return cond || body;
  }

  private static boolean updateFunctionType(Operation op, PatternRewriter r) {
    Operation func = op.parentOp();
    if (func == null || !func.name().equals("func.func")) {
      return false;
    }
    List<Type> results = new ArrayList<>();
    boolean needed = false;
    List<Operation> casts = new ArrayList<>();
    for (Value v : op.operands()) {
      Operation cast = v.definingOp();
      Type t = v.type();
      if (cast != null && cast.name().equals("builtin.unrealized_conversion_cast") && cast.numOperands() == 1 && cast.numResults() == 1) {
        Type source = cast.operand(0).type();
        Type most = mostSpecific(op.context(), source, t);
        if (most != null && !t.equals(most)) {
          needed = true;
          t = source;
          if (!casts.contains(cast)) {
            casts.add(cast);
          }
        }
      }
      results.add(t);
    }
    if (!needed) {
      return false;
    }
    for (Operation cast : casts) {
      r.replaceOp(cast, List.of(cast.operand(0)));
    }
    FunctionType ft = (FunctionType) ((TypeAttr) func.attr("function_type")).value();
    r.modifyOpInPlace(func, () -> func.setAttr("function_type", TypeAttr.get(func.context(), FunctionType.get(func.context(), ft.inputs(), results))));
    return true;
  }

  private static boolean updateRegionType(Operation op, PatternRewriter r) {
    Operation parent = op.parentOp();
    if (parent == null || !(parent.name().equals("stablehlo.case") || parent.name().equals("stablehlo.if"))) {
      return false;
    }
    for (int i = 0; i < Math.min(op.numOperands(), parent.numResults()); i++) {
      Type regionType = parent.result(i).type();
      Type most = mostSpecific(op.context(), regionType, op.operand(i).type());
      if (most != null && !most.equals(regionType)) {
        // Revisit the parent: its inferred result types now refine.
        return refineReturnTypes(r, parent, regionTypes(parent));
      }
    }
    return false;
  }

  /** The most specific types the regions of a case/if return. */
  private static List<Type> regionTypes(Operation parent) {
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < parent.numResults(); i++) {
      Type t = parent.result(i).type();
      for (org.jmlir.ir.Region region : parent.regions()) {
        Block b = region.isEmpty() ? null : region.front();
        Operation ret = b == null ? null : b.terminator();
        if (ret != null && i < ret.numOperands()) {
          Type m = mostSpecific(parent.context(), t, ret.operand(i).type());
          // A dimension is static only when every branch agrees; keep the current type otherwise.
          t = m == null ? t : m;
        }
      }
      types.add(t);
    }
    return types;
  }
}
