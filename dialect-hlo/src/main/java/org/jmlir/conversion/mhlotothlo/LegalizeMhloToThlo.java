package org.jmlir.conversion.mhlotothlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code -legalize-mhlo-to-thlo} (XLA's pass of the gml_st era): mhlo ops become their
 * destination-style thlo twins on a {@code tensor.empty} init (sizes from {@code tensor.dim} /
 * {@code tensor.extract}): concatenate, dynamic_broadcast_in_dim (unless every operand dimension's
 * expansion is known), gather and scatter in XLA's canonical form (indices cast to {@code index}),
 * sort (negative dimension normalized), reverse. Unsigned element types are seen as signless
 * through {@code builtin.unrealized_conversion_cast}, as XLA's type converter does. Scatter and sort
 * bodies take scalars: each old tensor argument is rebuilt with {@code tensor.from_elements} (scatter
 * swaps the two: thlo's update comes first), {@code mhlo.return} becomes {@code thlo.yield} of
 * {@code tensor.extract}s, and with {@code enable-experimental} the rank-0 element-wise ops in those
 * bodies become scalar arith/math ops between {@code tensor.extract} and {@code tensor.from_elements}.
 * Ops that do not match stay as they are.
 */
public final class LegalizeMhloToThlo extends Pass {
  public static final PassRegistry.Option ENABLE_EXPERIMENTAL =
      new PassRegistry.Option("enable-experimental", "<bool>", "Enable conversion to operations that are still under developement.");

  public LegalizeMhloToThlo(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "legalize-mhlo-to-thlo";
  }

  @Override
  public String summary() {
    return "Legalize from MHLO dialect to THLO dialect.";
  }

  private MLIRContext ctx;
  private boolean experimental;

  @Override
  public void run(Operation root, PassContext pc) {
    ctx = root.context();
    experimental = options().getBool("enable-experimental", false);
    List<Operation> ops = new ArrayList<>();
    org.jmlir.conversion.hlotolhlo.HloLegalizeToLhlo.preOrder(root, ops);
    for (Operation op : ops) {
      if (op.block() == null || !op.name().startsWith("mhlo.")) {
        continue;
      }
      switch (op.name().substring(5)) {
        case "concatenate" -> concatenate(op);
        case "dynamic_broadcast_in_dim" -> dynamicBroadcast(op);
        case "gather" -> gather(op);
        case "scatter" -> scatter(op);
        case "sort" -> sort(op);
        case "reverse" -> reverse(op);
        case "return" -> yieldInBody(op);
        default -> {
          if (experimental) {
            scalarInBody(op);
          }
        }
      }
    }
  }

  // ---- building ------------------------------------------------------------------------------

  /** Creates ops before one anchor op, with index constants shared within one conversion. */
  private final class Builder {
    final Operation anchor;
    final Map<Long, Value> constants = new HashMap<>();

    Builder(Operation anchor) {
      this.anchor = anchor;
    }

    Operation create(String name, List<Value> operands, List<Type> results, Map<String, Attribute> attrs, int regions) {
      OperationState s = new OperationState(ctx, name, anchor.location());
      s.addOperands(operands);
      s.addTypes(results);
      attrs.forEach(s::addAttribute);
      for (int i = 0; i < regions; i++) {
        s.addRegion();
      }
      Operation op = Operation.create(s);
      anchor.block().insertBefore(anchor, op);
      return op;
    }

    Value value(String name, List<Value> operands, Type result) {
      return create(name, operands, List.of(result), Map.of(), 0).result(0);
    }

    Value index(long v) {
      return constants.computeIfAbsent(v, k -> create("arith.constant", List.of(), List.of(IndexType.get(ctx)),
          Map.of("value", IntegerAttr.get(ctx, IndexType.get(ctx), k)), 0).result(0));
    }

    Value dim(Value tensor, long i) {
      return value("tensor.dim", List.of(tensor, index(i)), IndexType.get(ctx));
    }

    Value empty(List<Value> sizes, RankedTensorType type) {
      return value("tensor.empty", sizes, type);
    }

    /** {@code v} with unsigned elements seen as signless. */
    Value signless(Value v) {
      Type t = signlessType(v.type());
      return t.equals(v.type()) ? v : value("builtin.unrealized_conversion_cast", List.of(v), t);
    }

    /** Integer indices ({@code original}, seen as {@code signless}) as {@code index} ({@code index_castui} for unsigned ones). */
    Value toIndex(Value original, Value signless) {
      RankedTensorType t = (RankedTensorType) original.type();
      if (t.elementType() instanceof IndexType) {
        return original;
      }
      boolean unsigned = t.elementType() instanceof IntegerType it && it.isUnsigned();
      return value(unsigned ? "arith.index_castui" : "arith.index_cast", List.of(signless),
          RankedTensorType.get(ctx, t.shape(), IndexType.get(ctx)));
    }

    /** An empty tensor of {@code type}, its dynamic sizes those of {@code like}'s same dimensions. */
    Value emptyLike(RankedTensorType type, Value like) {
      List<Value> sizes = new ArrayList<>();
      for (int i = 0; i < type.rank(); i++) {
        if (ShapedType.isDynamic(type.shape()[i])) {
          sizes.add(dim(like, i));
        }
      }
      return empty(sizes, type);
    }
  }

  private Type signlessType(Type t) {
    if (t instanceof RankedTensorType r && r.elementType() instanceof IntegerType it && it.isUnsigned()) {
      return RankedTensorType.get(ctx, r.shape(), IntegerType.get(ctx, it.width()));
    }
    return t;
  }

  /** Replaces {@code op} by {@code results}, cast back to the old types where those were unsigned. */
  private void replace(Operation op, Operation with) {
    Builder after = new Builder(op);
    for (int i = 0; i < op.numResults(); i++) {
      Value r = with.result(i);
      Value repl = r.type().equals(op.result(i).type()) ? r : after.value("builtin.unrealized_conversion_cast", List.of(r), op.result(i).type());
      op.result(i).replaceAllUsesWith(repl);
    }
    op.erase();
  }

  private static long[] dims(Operation op, String name) {
    long[] v = HloAttrs.dimValues(op.attr(name));
    return v == null ? new long[0] : v;
  }

  private DenseArrayAttr i64Array(long[] v) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private static boolean isIota(long[] v, long size) {
    if (size >= 0 && v.length != size) {
      return false;
    }
    for (int i = 0; i < v.length; i++) {
      if (v[i] != i) {
        return false;
      }
    }
    return true;
  }

  // ---- patterns ------------------------------------------------------------------------------

  private void concatenate(Operation op) {
    long dim = ((IntegerAttr) op.attr("dimension")).longValue();
    Builder b = new Builder(op);
    List<Value> inputs = new ArrayList<>();
    for (Value v : op.operands()) {
      inputs.add(b.signless(v));
    }
    RankedTensorType type = (RankedTensorType) signlessType(op.result(0).type());
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < type.rank(); i++) {
      if (!ShapedType.isDynamic(type.shape()[i])) {
        continue;
      }
      if (i != dim) {
        sizes.add(b.dim(inputs.get(0), i));
        continue;
      }
      long staticSum = 0;
      Value sum = null;
      for (Value in : inputs) {
        long d = ((ShapedType) in.type()).shape()[i];
        if (ShapedType.isDynamic(d)) {
          Value size = b.dim(in, i);
          sum = sum == null ? size : b.value("arith.addi", List.of(sum, size), IndexType.get(ctx));
        } else {
          staticSum += d;
        }
      }
      if (staticSum != 0) {
        sum = b.value("arith.addi", List.of(sum, b.index(staticSum)), IndexType.get(ctx));
      }
      sizes.add(sum);
    }
    Value init = b.empty(sizes, type);
    List<Value> operands = new ArrayList<>(inputs);
    operands.add(init);
    replace(op, b.create("thlo.concatenate", operands, List.of(type), Map.of("dimension", IntegerAttr.get(ctx, IndexType.get(ctx), dim)), 0));
  }

  private void dynamicBroadcast(Operation op) {
    RankedTensorType operandType = (RankedTensorType) op.operand(0).type();
    long known = dims(op, "known_expanding_dimensions").length + dims(op, "known_nonexpanding_dimensions").length;
    if (known == operandType.rank()) {
      return;
    }
    Builder b = new Builder(op);
    Value operand = b.signless(op.operand(0));
    RankedTensorType type = (RankedTensorType) signlessType(op.result(0).type());
    Value shape = op.operand(1);
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < type.rank(); i++) {
      if (!ShapedType.isDynamic(type.shape()[i])) {
        continue;
      }
      Type element = ((ShapedType) shape.type()).elementType();
      Value size = b.value("tensor.extract", List.of(shape, b.index(i)), element);
      if (!(element instanceof IndexType)) {
        size = b.value("arith.index_cast", List.of(size), IndexType.get(ctx));
      }
      sizes.add(size);
    }
    Value init = b.empty(sizes, type);
    Map<String, Attribute> attrs = new HashMap<>();
    attrs.put("broadcast_dimensions", i64Array(dims(op, "broadcast_dimensions")));
    for (String n : List.of("known_expanding_dimensions", "known_nonexpanding_dimensions")) {
      if (op.attr(n) != null) {
        attrs.put(n, i64Array(dims(op, n)));
      }
    }
    replace(op, b.create("thlo.dynamic_broadcast_in_dim", List.of(operand, init), List.of(type), attrs, 0));
  }

  /** XLA's isCanonicalGather: 2-D indices, index vector last, no collapsed or batching dims, all operand dims offsets. */
  private void gather(Operation op) {
    if (!(op.attr("dimension_numbers") instanceof GatherDimensionNumbersAttr dn)
        || !(op.operand(0).type() instanceof RankedTensorType operandType)
        || !(op.operand(1).type() instanceof RankedTensorType indicesType)
        || indicesType.rank() != 2 || dn.indexVectorDim() != 1 || dn.collapsedSliceDims().length != 0
        || dn.operandBatchingDims().length != 0 || ShapedType.isDynamic(indicesType.shape()[1])
        || !isIota(dn.startIndexMap(), indicesType.shape()[1])) {
      return;
    }
    long[] offsets = dn.offsetDims();
    if (offsets.length != operandType.rank()) {
      return;
    }
    for (int i = 0; i < offsets.length; i++) {
      if (offsets[i] != i + 1) {
        return;
      }
    }
    Builder b = new Builder(op);
    Value operand = b.signless(op.operand(0));
    Value indices = b.signless(op.operand(1));
    Value asIndex = b.toIndex(op.operand(1), indices);
    RankedTensorType type = (RankedTensorType) signlessType(op.result(0).type());
    List<Value> sizes = new ArrayList<>();
    if (ShapedType.isDynamic(type.shape()[0])) {
      sizes.add(b.dim(indices, 0));
    }
    for (int i = 1; i < type.rank(); i++) {
      if (ShapedType.isDynamic(type.shape()[i])) {
        return;
      }
    }
    Value init = b.empty(sizes, type);
    replace(op, b.create("thlo.gather", List.of(operand, asIndex, init), List.of(type), Map.of(), 0));
  }

  /** XLA's isCanonicalScatter, one operand: 2-D indices, index vector last, update windows [1, ...], identity map. */
  private void scatter(Operation op) {
    if (op.numOperands() != 3 || op.numResults() != 1
        || !(op.attr("scatter_dimension_numbers") instanceof ScatterDimensionNumbersAttr dn)
        || !(op.operand(1).type() instanceof RankedTensorType indicesType)
        || !(op.operand(2).type() instanceof RankedTensorType updatesType)
        || indicesType.rank() != 2 || dn.indexVectorDim() != 1 || dn.insertedWindowDims().length != 0
        || dn.inputBatchingDims().length != 0 || ShapedType.isDynamic(indicesType.shape()[1])
        || !isIota(dn.scatterDimsToOperandDims(), indicesType.shape()[1])) {
      return;
    }
    long[] window = dn.updateWindowDims();
    if (window.length != updatesType.rank() - 1) {
      return;
    }
    for (int i = 0; i < window.length; i++) {
      if (window[i] != i + 1) {
        return;
      }
    }
    Builder b = new Builder(op);
    Value indices = b.toIndex(op.operand(1), b.signless(op.operand(1)));
    Value updates = b.signless(op.operand(2));
    Value init = b.signless(op.operand(0));
    Operation t = b.create("thlo.scatter", List.of(indices, updates, init), List.of(init.type()), Map.of(), 1);
    t.region(0).takeBody(op.region(0));
    scalarizeArguments(t.region(0).front(), new int[] {1, 0});
    replace(op, t);
  }

  private void sort(Operation op) {
    Builder b = new Builder(op);
    List<Value> inputs = new ArrayList<>();
    List<Value> inits = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      Value in = b.signless(op.operand(i));
      inputs.add(in);
      RankedTensorType type = (RankedTensorType) signlessType(op.result(i).type());
      types.add(type);
      inits.add(b.emptyLike(type, in));
    }
    long rank = ((RankedTensorType) inputs.get(0).type()).rank();
    long dim = op.attr("dimension") instanceof IntegerAttr d ? d.longValue() : -1;
    if (dim < 0) {
      dim += rank;
    }
    boolean stable = op.attr("is_stable") instanceof IntegerAttr s && s.longValue() != 0;
    List<Value> operands = new ArrayList<>(inputs);
    operands.addAll(inits);
    Map<String, Attribute> attrs = Map.of(
        "dimension", IntegerAttr.get(ctx, IndexType.get(ctx), dim), "is_stable", IntegerAttr.get(ctx, IntegerType.get(ctx, 1), stable ? 1 : 0));
    Operation t = b.create("thlo.sort", operands, types, attrs, 1);
    t.region(0).takeBody(op.region(0));
    Block body = t.region(0).front();
    int[] order = new int[body.numArguments()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    scalarizeArguments(body, order);
    replace(op, t);
  }

  private void reverse(Operation op) {
    Builder b = new Builder(op);
    Value input = b.signless(op.operand(0));
    RankedTensorType type = (RankedTensorType) signlessType(op.result(0).type());
    Value init = b.emptyLike(type, input);
    replace(op, b.create("thlo.reverse", List.of(input, init), List.of(type), Map.of("reverse_dimensions", i64Array(dims(op, "dimensions"))), 0));
  }

  /**
   * The body's tensor arguments become scalars: old argument {@code i} is new argument
   * {@code order[i]}, seen by the old uses through {@code tensor.from_elements} (in old order).
   */
  private void scalarizeArguments(Block body, int[] order) {
    int n = body.numArguments();
    List<BlockArgument> old = new ArrayList<>(body.arguments());
    Type[] newTypes = new Type[n];
    for (int i = 0; i < n; i++) {
      newTypes[order[i]] = ((ShapedType) signlessType(old.get(i).type())).elementType();
    }
    List<BlockArgument> fresh = new ArrayList<>();
    for (Type t : newTypes) {
      fresh.add(body.addArgument(t, old.get(0).location()));
    }
    Operation first = body.first();
    for (int i = 0; i < n; i++) {
      BlockArgument a = old.get(i);
      if (a.hasNoUses()) {
        continue;
      }
      OperationState s = new OperationState(ctx, "tensor.from_elements", a.location());
      s.addOperand(fresh.get(order[i]));
      s.addType(signlessType(a.type()));
      Operation fe = Operation.create(s);
      body.insertBefore(first, fe);
      a.replaceAllUsesWith(fe.result(0));
    }
    for (int i = 0; i < n; i++) {
      body.eraseArgument(0);
    }
  }

  private static boolean inThloBody(Operation op) {
    Operation parent = op.parentOp();
    return parent != null && parent.name().startsWith("thlo.");
  }

  /** {@code mhlo.return} in a thlo body: {@code thlo.yield} of the returned tensors' elements. */
  private void yieldInBody(Operation ret) {
    if (!inThloBody(ret)) {
      return;
    }
    Builder b = new Builder(ret);
    List<Value> values = new ArrayList<>();
    for (Value v : ret.operands()) {
      values.add(v.type() instanceof ShapedType s ? b.value("tensor.extract", List.of(v), s.elementType()) : v);
    }
    b.create("thlo.yield", values, List.of(), Map.of(), 0);
    ret.erase();
  }

  /** A rank-0 element-wise mhlo op in a thlo body: the scalar op between extracts and from_elements. */
  private void scalarInBody(Operation op) {
    if (!inThloBody(op) || op.numResults() != 1 || !(op.result(0).type() instanceof RankedTensorType rt) || rt.rank() != 0) {
      return;
    }
    for (Value v : op.operands()) {
      if (!(v.type() instanceof RankedTensorType t) || t.rank() != 0) {
        return;
      }
    }
    Type operandElement = ((ShapedType) op.operand(0).type()).elementType();
    String scalar = ScalarOps.name(op, operandElement);
    if (scalar == null) {
      return;
    }
    Builder b = new Builder(op);
    List<Value> scalars = new ArrayList<>();
    for (Value v : op.operands()) {
      scalars.add(b.value("tensor.extract", List.of(v), ((ShapedType) v.type()).elementType()));
    }
    Value result;
    if (scalar.equals("arith.cmpf") || scalar.equals("arith.cmpi")) {
      org.jmlir.ir.rewrite.OpBuilder ob = new org.jmlir.ir.rewrite.OpBuilder(ctx);
      ob.setInsertionPoint(op);
      ArithBuilder ab = new ArithBuilder(ob, op.location());
      String pred = ScalarOps.predicate(((HloEnumAttr) op.attr("comparison_direction")).value(), operandElement);
      result = scalar.equals("arith.cmpf") ? ab.cmpf(pred, scalars.get(0), scalars.get(1)) : ab.cmpi(pred, scalars.get(0), scalars.get(1));
    } else {
      result = b.value(scalar, scalars, rt.elementType());
    }
    Value tensor = b.value("tensor.from_elements", List.of(result), rt);
    op.result(0).replaceAllUsesWith(tensor);
    op.erase();
  }

  /** XLA's MhloOpToStdScalarOp for the element-wise ops on signless integers and floats. */
  static final class ScalarOps {
    private ScalarOps() {}

    static String name(Operation op, Type element) {
      boolean f = element instanceof FloatType;
      boolean i = element instanceof IntegerType it && it.isSignless();
      if (!f && !i || element instanceof ComplexType) {
        return null;
      }
      boolean bool = i && ((IntegerType) element).width() == 1;
      return switch (op.name().substring(5)) {
        case "add" -> f ? "arith.addf" : "arith.addi";
        case "subtract" -> f ? "arith.subf" : "arith.subi";
        case "multiply" -> f ? "arith.mulf" : "arith.muli";
        case "divide" -> f ? "arith.divf" : null;
        case "maximum" -> f ? "arith.maximumf" : bool ? "arith.ori" : "arith.maxsi";
        case "minimum" -> f ? "arith.minimumf" : bool ? "arith.andi" : "arith.minsi";
        case "and" -> i ? "arith.andi" : null;
        case "or" -> i ? "arith.ori" : null;
        case "xor" -> i ? "arith.xori" : null;
        case "compare" -> op.attr("comparison_direction") instanceof HloEnumAttr ? (f ? "arith.cmpf" : "arith.cmpi") : null;
        case "select" -> "arith.select";
        case "sqrt" -> f ? "math.sqrt" : null;
        case "exponential" -> f ? "math.exp" : null;
        case "log" -> f ? "math.log" : null;
        case "tanh" -> f ? "math.tanh" : null;
        case "abs" -> f ? "math.absf" : "math.absi";
        case "negate" -> f ? "arith.negf" : null;
        default -> null;
      };
    }

    /** The arith predicate of an mhlo comparison direction: ordered float compares (NE unordered), signed integer ones (unsigned on i1). */
    static String predicate(String direction, Type element) {
      if (element instanceof FloatType) {
        return direction.equals("NE") ? "une" : "o" + direction.toLowerCase(java.util.Locale.ROOT);
      }
      if (direction.equals("EQ") || direction.equals("NE")) {
        return direction.toLowerCase(java.util.Locale.ROOT);
      }
      boolean bool = element instanceof IntegerType it && it.width() == 1;
      return (bool ? "u" : "s") + direction.toLowerCase(java.util.Locale.ROOT);
    }
  }
}
