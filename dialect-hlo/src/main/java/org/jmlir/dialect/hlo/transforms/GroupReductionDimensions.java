package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --group-reduction-dimensions} (mhlo's GroupReductionDimensionsPass): an
 * {@code mhlo.reduce} of one operand becomes a 1-D or 2-D reduction. A reduction over unit
 * dimensions only is a {@code tensor.collapse_shape}. Otherwise adjacent dimensions of the same
 * kind (parallel or reduced; unit dimensions join either) collapse into one; when more than two
 * groups remain, an {@code mhlo.transpose} puts the reduced groups first (or last with
 * {@code prefer-columns-reductions=false}) and a second collapse makes the operand 2-D. The result
 * is expanded back ({@code tensor.expand_shape}), or, with more than one dynamic parallel
 * dimension, reshaped by {@code mhlo.dynamic_reshape} to the reduce's reified shape
 * ({@code tensor.dim} of the kept dimensions, {@code tensor.from_elements}).
 */
public final class GroupReductionDimensions extends Pass {
  static final PassRegistry.Option PREFER_COLUMNS =
      new PassRegistry.Option("prefer-columns-reductions", "<bool>", "When simplifying reductions, prefer to use column reductions over row reductions.");

  private final boolean preferColumns;

  public GroupReductionDimensions(PassOptions o) {
    super(o);
    preferColumns = o.getBool("prefer-columns-reductions", true);
  }

  @Override
  public String argument() {
    return "group-reduction-dimensions";
  }

  @Override
  public String summary() {
    return "Group dimensions of reduction operations";
  }

  /** Upstream's pass runs on each func.func (mlir-opt nests it implicitly); so does this one. */
  @Override
  public void run(Operation root, PassContext pc) {
    NamedPattern pattern = new NamedPattern("GroupReductionDimensionsPattern", "mhlo.reduce", 1, (op, r) -> group(op, r, preferColumns));
    FrozenPatternSet patterns = new FrozenPatternSet(List.of(pattern));
    List<Operation> funcs = root.name().equals("func.func") ? List.of(root) : root.collect(o -> o.name().equals("func.func"));
    for (Operation func : funcs) {
      GreedyPatternRewriteDriver.applyPatternsGreedily(func, patterns, GreedyRewriteConfig.BOTTOM_UP);
    }
  }

  private enum Kind { PARALLEL, REDUCTION, DEGENERATE }

  private static final class Group {
    Kind kind;
    final int begin;
    int end;

    Group(Kind kind, int begin) {
      this.kind = kind;
      this.begin = begin;
      this.end = begin;
    }

    int size() {
      return end - begin;
    }
  }

  private static boolean group(Operation op, PatternRewriter r, boolean preferColumns) {
    if (op.numOperands() != 2 || !(op.operand(0).type() instanceof RankedTensorType argTy) || argTy.encoding() != null) {
      return false;
    }
    long[] dims = HloAttrs.dimValues(op.attr("dimensions"));
    if (dims == null) {
      return false;
    }
    long[] sorted = dims.clone();
    Arrays.sort(sorted);
    return toCollapse(op, r, argTy, sorted) || toReduction(op, r, argTy, sorted, preferColumns);
  }

  private static boolean contains(long[] sorted, int i) {
    return Arrays.binarySearch(sorted, i) >= 0;
  }

  /** All reduced dimensions are unit: a collapse_shape merging each into the kept dimension before it. */
  private static boolean toCollapse(Operation op, PatternRewriter r, RankedTensorType argTy, long[] sorted) {
    for (long d : sorted) {
      if (argTy.shape()[(int) d] != 1) {
        return false;
      }
    }
    int rank = argTy.rank();
    List<List<Long>> groups = new ArrayList<>();
    int i = 0;
    int begin = 0;
    while (i < rank && contains(sorted, i)) {
      i++;
    }
    while (i < rank) {
      i++;
      while (i < rank && contains(sorted, i)) {
        i++;
      }
      groups.add(range(begin, i));
      begin = i;
    }
    r.setInsertionPoint(op);
    Value collapsed = reshape(r, op.location(), "tensor.collapse_shape", op.operand(0), collapsedType(op.context(), argTy, groups), groups, List.of());
    r.replaceOp(op, List.of(collapsed));
    return true;
  }

  private static List<Group> groups(RankedTensorType argTy, long[] sorted) {
    List<Group> groups = new ArrayList<>();
    for (int i = 0; i < argTy.rank(); i++) {
      Kind kind = contains(sorted, i) ? Kind.REDUCTION : Kind.PARALLEL;
      if (argTy.shape()[i] == 1) {
        kind = Kind.DEGENERATE;
      }
      Group last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
      if (last == null || (last.kind != kind && last.kind != Kind.DEGENERATE && kind != Kind.DEGENERATE)) {
        last = new Group(kind, i);
        groups.add(last);
      }
      if (last.kind == Kind.DEGENERATE) {
        last.kind = kind;
      }
      last.end++;
    }
    return groups;
  }

  private static boolean toReduction(Operation op, PatternRewriter r, RankedTensorType argTy, long[] sorted, boolean preferColumns) {
    List<Group> groups = groups(argTy, sorted);
    if (groups.size() <= 2 && groups.stream().allMatch(g -> g.size() == 1)) {
      return false;
    }
    int dynamicParallel = 0;
    for (Group g : groups) {
      for (int i = g.begin; g.kind == Kind.PARALLEL && i < g.end; i++) {
        dynamicParallel += argTy.shape()[i] == ShapedType.DYNAMIC ? 1 : 0;
      }
    }
    boolean dynamicReshape = dynamicParallel > 1;
    MLIRContext ctx = op.context();
    Location loc = op.location();
    r.setInsertionPoint(op);
    Value resultShape = dynamicReshape ? reifiedShape(r, op, argTy, sorted) : null;
    Value value = op.operand(0);
    if (groups.stream().anyMatch(g -> g.size() > 1)) {
      List<List<Long>> reassociation = new ArrayList<>();
      for (Group g : groups) {
        reassociation.add(range(g.begin, g.end));
      }
      value = reshape(r, loc, "tensor.collapse_shape", value, collapsedType(ctx, argTy, reassociation), reassociation, List.of());
    }
    boolean transpose = groups.size() > 2;
    if (transpose) {
      Kind leading = preferColumns ? Kind.REDUCTION : Kind.PARALLEL;
      List<Long> perm = new ArrayList<>();
      for (int i = 0; i < groups.size(); i++) {
        if (groups.get(i).kind == leading) {
          perm.add((long) i);
        }
      }
      int numLeading = perm.size();
      for (int i = 0; i < groups.size(); i++) {
        if (groups.get(i).kind != leading) {
          perm.add((long) i);
        }
      }
      RankedTensorType in = (RankedTensorType) value.type();
      long[] shape = new long[perm.size()];
      long[] permArray = new long[perm.size()];
      for (int i = 0; i < shape.length; i++) {
        permArray[i] = perm.get(i);
        shape[i] = in.shape()[(int) permArray[i]];
      }
      OperationState t = new OperationState(ctx, "mhlo.transpose", loc);
      t.addOperand(value);
      t.addAttribute("permutation", i64Tensor(ctx, permArray));
      t.addType(RankedTensorType.get(ctx, shape, in.elementType()));
      value = r.create(t).result(0);
      List<List<Long>> twoD = List.of(range(0, numLeading), range(numLeading, perm.size()));
      value = reshape(r, loc, "tensor.collapse_shape", value, collapsedType(ctx, (RankedTensorType) value.type(), twoD), twoD, List.of());
    }
    boolean leadingReduction = transpose ? preferColumns : groups.get(0).kind == Kind.REDUCTION;
    long reductionDim = leadingReduction ? 0 : 1;
    Operation oldReturn = op.region(0).front().terminator();
    Type elementType = ((ShapedType) oldReturn.operand(0).type()).elementType();
    RankedTensorType in = (RankedTensorType) value.type();
    List<Long> kept = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      if (i != reductionDim) {
        kept.add(in.shape()[i]);
      }
    }
    OperationState red = new OperationState(ctx, "mhlo.reduce", loc);
    red.addOperands(List.of(value, op.operand(1)));
    red.addAttribute("dimensions", i64Tensor(ctx, new long[] {reductionDim}));
    red.addType(RankedTensorType.get(ctx, kept.stream().mapToLong(Long::longValue).toArray(), elementType));
    red.addRegion();
    Operation reduce = r.create(red);
    r.inlineRegionBefore(op.region(0), reduce.region(0), 0);
    value = reduce.result(0);
    RankedTensorType resultTy = (RankedTensorType) op.result(0).type();
    if (dynamicReshape) {
      OperationState dr = new OperationState(ctx, "mhlo.dynamic_reshape", loc);
      dr.addOperands(List.of(value, resultShape));
      dr.addType(resultTy);
      value = r.create(dr).result(0);
    } else if (resultTy.rank() != ((RankedTensorType) value.type()).rank()) {
      int from = ((RankedTensorType) value.type()).rank();
      List<List<Long>> reassociation = from == 0 ? List.of() : List.of(range(0, resultTy.rank()));
      value = expand(r, loc, value, resultTy, reassociation);
    }
    r.replaceOp(op, List.of(value));
    return true;
  }

  /** mhlo.reduce's reifyReturnTypeShapes: tensor.dim of each kept dimension, as a tensor of index. */
  private static Value reifiedShape(PatternRewriter r, Operation op, RankedTensorType argTy, long[] sorted) {
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < argTy.rank(); i++) {
      if (!contains(sorted, i)) {
        sizes.add(dim(r, op.location(), op.operand(0), i));
      }
    }
    OperationState s = new OperationState(op.context(), "tensor.from_elements", op.location());
    s.addOperands(sizes);
    s.addType(RankedTensorType.get(op.context(), new long[] {sizes.size()}, IndexType.get(op.context())));
    return r.create(s).result(0);
  }

  private static Value indexConstant(PatternRewriter r, Location loc, long v) {
    MLIRContext ctx = r.context();
    OperationState c = new OperationState(ctx, "arith.constant", loc);
    c.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
    c.addType(IndexType.get(ctx));
    return r.create(c).result(0);
  }

  private static Value dim(PatternRewriter r, Location loc, Value source, long index) {
    OperationState d = new OperationState(r.context(), "tensor.dim", loc);
    d.addOperands(List.of(source, indexConstant(r, loc, index)));
    d.addType(IndexType.get(r.context()));
    return r.create(d).result(0);
  }

  /**
   * tensor.expand_shape built from its result type, as MLIR's builder does: a dynamic result
   * dimension is the source dimension divided by its group's static sizes.
   */
  private static Value expand(PatternRewriter r, Location loc, Value source, RankedTensorType to, List<List<Long>> reassociation) {
    List<Value> dynamic = new ArrayList<>();
    for (int g = 0; g < reassociation.size() && !to.hasStaticShape(); g++) {
      long product = 1;
      boolean hasDynamic = false;
      for (long i : reassociation.get(g)) {
        long size = to.shape()[(int) i];
        if (size == ShapedType.DYNAMIC) {
          hasDynamic = true;
        } else {
          product *= size;
        }
      }
      if (hasDynamic) {
        Value total = dim(r, loc, source, g);
        OperationState div = new OperationState(r.context(), "arith.divsi", loc);
        div.addOperands(List.of(total, indexConstant(r, loc, product)));
        div.addType(IndexType.get(r.context()));
        dynamic.add(r.create(div).result(0));
      }
    }
    return reshape(r, loc, "tensor.expand_shape", source, to, reassociation, dynamic);
  }

  private static List<Long> range(long from, long to) {
    List<Long> out = new ArrayList<>();
    for (long i = from; i < to; i++) {
      out.add(i);
    }
    return out;
  }

  private static Attribute i64Tensor(MLIRContext ctx, long[] values) {
    java.math.BigInteger[] big = new java.math.BigInteger[values.length];
    for (int i = 0; i < values.length; i++) {
      big[i] = java.math.BigInteger.valueOf(values[i]);
    }
    return org.jmlir.dialect.fold.ConstFold.dense(ctx, RankedTensorType.get(ctx, new long[] {values.length}, IntegerType.get(ctx, 64)), big);
  }

  private static RankedTensorType collapsedType(MLIRContext ctx, RankedTensorType from, List<List<Long>> groups) {
    long[] shape = new long[groups.size()];
    for (int g = 0; g < shape.length; g++) {
      long p = 1;
      for (long i : groups.get(g)) {
        long s = from.shape()[(int) i];
        if (s == ShapedType.DYNAMIC) {
          p = ShapedType.DYNAMIC;
          break;
        }
        p *= s;
      }
      shape[g] = p;
    }
    return RankedTensorType.get(ctx, shape, from.elementType());
  }

  private static Value reshape(
      PatternRewriter r, Location loc, String name, Value src, RankedTensorType to, List<List<Long>> reassociation, List<Value> dynamic) {
    MLIRContext ctx = r.context();
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperand(src);
    List<Attribute> groups = new ArrayList<>();
    for (List<Long> g : reassociation) {
      List<Attribute> items = new ArrayList<>();
      for (long x : g) {
        items.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), x));
      }
      groups.add(ArrayAttr.get(ctx, items));
    }
    s.addAttribute("reassociation", ArrayAttr.get(ctx, groups));
    if (name.equals("tensor.expand_shape")) {
      s.addOperands(dynamic);
      s.addAttribute("static_output_shape", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), to.shape()));
    }
    s.addType(to);
    return r.create(s).result(0);
  }
}
