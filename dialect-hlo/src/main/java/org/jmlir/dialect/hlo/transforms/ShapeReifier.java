package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * reifyReturnTypeShapes of the StableHLO ops: the result shape of an op as index arithmetic on its
 * operands ({@code tensor.dim}, {@code tensor.extract}, {@code arith} ops, {@code
 * tensor.from_elements}), folded as the builder's createOrFold folds: static sizes are constants,
 * additions of 0 and products with 0 or 1 disappear.
 */
final class ShapeReifier {
  /** A dimension size: a known constant or a value. */
  private record Dim(long constant, Value value) {
    static Dim of(long c) {
      return new Dim(c, null);
    }

    boolean isConstant() {
      return value == null;
    }
  }

  private final OpBuilder b;
  private final Location loc;
  private final MLIRContext ctx;

  ShapeReifier(OpBuilder b, Location loc) {
    this.b = b;
    this.loc = loc;
    this.ctx = b.context();
  }

  /** The shape of {@code op}'s result 0 as a {@code tensor<Nxindex>} value, or null when unsupported. */
  Value reify(HloOp op) {
    List<Dim> dims = switch (op.mnemonic()) {
      case "reduce" -> reduce(op);
      case "gather" -> gather(op);
      case "pad" -> pad(op);
      case "dynamic_pad" -> dynamicPad(op);
      case "concatenate" -> concatenate(op);
      case "real_dynamic_slice" -> realDynamicSlice(op);
      case "dot_general" -> dotGeneral(op);
      case "broadcast" -> broadcast(op);
      case "transpose" -> transpose(op);
      default -> null;
    };
    if (dims == null) {
      return null;
    }
    List<Value> values = new ArrayList<>();
    for (Dim d : dims) {
      values.add(materialize(d));
    }
    return create("tensor.from_elements", values, RankedTensorType.get(ctx, new long[] {dims.size()}, IndexType.get(ctx)));
  }

  // ---- builders --------------------------------------------------------------------------------

  private Value create(String name, List<Value> operands, Type result, Object... attrs) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    s.addTypes(List.of(result));
    for (int i = 0; i < attrs.length; i += 2) {
      s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
    }
    return b.create(s).result(0);
  }

  private Value constant(long v) {
    return create("arith.constant", List.of(), IndexType.get(ctx), "value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  private Value materialize(Dim d) {
    return d.isConstant() ? constant(d.constant) : d.value;
  }

  private static RankedTensorType ranked(Value v) {
    return v.type() instanceof RankedTensorType r ? r : null;
  }

  /** The size of dimension {@code i} of {@code v}: a constant when static, else {@code tensor.dim}. */
  private Dim dim(Value v, int i) {
    long size = ranked(v).shape()[i];
    if (size >= 0) {
      return Dim.of(size);
    }
    return new Dim(0, create("tensor.dim", List.of(v, constant(i)), IndexType.get(ctx)));
  }

  /** Element {@code i} of a 1-D shape tensor, as index. */
  private Dim extract(Value shape, int i) {
    Value e = create("tensor.extract", List.of(shape, constant(i)), ((RankedTensorType) shape.type()).elementType());
    if (!(e.type() instanceof IndexType)) {
      e = create("arith.index_cast", List.of(e), IndexType.get(ctx));
    }
    return new Dim(0, e);
  }

  private Dim add(Dim x, Dim y) {
    if (x.isConstant() && y.isConstant()) {
      return Dim.of(x.constant + y.constant);
    }
    if (x.isConstant() && x.constant == 0) {
      return y;
    }
    if (y.isConstant() && y.constant == 0) {
      return x;
    }
    return new Dim(0, create("arith.addi", List.of(materialize(x), materialize(y)), IndexType.get(ctx)));
  }

  private Dim sub(Dim x, Dim y) {
    if (x.isConstant() && y.isConstant()) {
      return Dim.of(x.constant - y.constant);
    }
    if (y.isConstant() && y.constant == 0) {
      return x;
    }
    return new Dim(0, create("arith.subi", List.of(materialize(x), materialize(y)), IndexType.get(ctx)));
  }

  private Dim mul(Dim x, Dim y) {
    if (x.isConstant() && y.isConstant()) {
      return Dim.of(x.constant * y.constant);
    }
    if ((x.isConstant() && x.constant == 0) || (y.isConstant() && y.constant == 0)) {
      return Dim.of(0);
    }
    if (x.isConstant() && x.constant == 1) {
      return y;
    }
    if (y.isConstant() && y.constant == 1) {
      return x;
    }
    return new Dim(0, create("arith.muli", List.of(materialize(x), materialize(y)), IndexType.get(ctx)));
  }

  private Dim divsi(Dim x, Dim y) {
    if (x.isConstant() && y.isConstant() && y.constant != 0) {
      return Dim.of(x.constant / y.constant);
    }
    if (y.isConstant() && y.constant == 1) {
      return x;
    }
    return new Dim(0, create("arith.divsi", List.of(materialize(x), materialize(y)), IndexType.get(ctx)));
  }

  /** max(x - 1, 0) as upstream computes it: select(x < 1, 0, x - 1). */
  private Dim predecessorOrZero(Dim x) {
    if (x.isConstant()) {
      return Dim.of(Math.max(x.constant - 1, 0));
    }
    Value one = constant(1);
    Value less = create("arith.cmpi", List.of(x.value, one), IntegerType.get(ctx, 1),
        "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 2));
    Value minusOne = create("arith.subi", List.of(x.value, one), IndexType.get(ctx));
    return new Dim(0, create("arith.select", List.of(less, constant(0), minusOne), IndexType.get(ctx)));
  }

  // ---- ops ---------------------------------------------------------------------------------------

  private List<Dim> reduce(HloOp op) {
    long[] reduced = HloAttrs.dimValues(op.inherentAttr("dimensions"));
    RankedTensorType t = ranked(op.operand(0));
    if (reduced == null || t == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (!contains(reduced, i)) {
        out.add(dim(op.operand(0), i));
      }
    }
    return out;
  }

  private List<Dim> gather(HloOp op) {
    if (!(op.inherentAttr("dimension_numbers") instanceof GatherDimensionNumbersAttr g)
        || ranked(op.operand(1)) == null || ranked(op.result(0)) == null) {
      return null;
    }
    long[] sliceSizes = HloAttrs.dimValues(op.inherentAttr("slice_sizes"));
    if (sliceSizes == null) {
      return null;
    }
    List<Dim> batch = new ArrayList<>();
    Value indices = op.operand(1);
    for (int i = 0; i < ranked(indices).rank(); i++) {
      if (i != g.indexVectorDim()) {
        batch.add(dim(indices, i));
      }
    }
    List<Dim> offsets = new ArrayList<>();
    for (int i = 0; i < sliceSizes.length; i++) {
      if (!contains(g.collapsedSliceDims(), i) && !contains(g.operandBatchingDims(), i)) {
        offsets.add(Dim.of(sliceSizes[i]));
      }
    }
    List<Dim> out = new ArrayList<>();
    int bi = 0;
    int oi = 0;
    for (int i = 0; i < ranked(op.result(0)).rank(); i++) {
      out.add(contains(g.offsetDims(), i) ? offsets.get(oi++) : batch.get(bi++));
    }
    return out;
  }

  private List<Dim> pad(HloOp op) {
    long[] low = HloAttrs.dimValues(op.inherentAttr("edge_padding_low"));
    long[] high = HloAttrs.dimValues(op.inherentAttr("edge_padding_high"));
    long[] interior = HloAttrs.dimValues(op.inherentAttr("interior_padding"));
    RankedTensorType t = ranked(op.operand(0));
    if (low == null || high == null || interior == null || t == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      out.add(padded(dim(op.operand(0), i), Dim.of(low[i]), Dim.of(high[i]), Dim.of(interior[i])));
    }
    return out;
  }

  /** interior * max(size - 1, 0) + size + low + high. */
  private Dim padded(Dim size, Dim low, Dim high, Dim interior) {
    Dim inner = interior.isConstant() && interior.constant == 0 ? Dim.of(0) : mul(interior, predecessorOrZero(size));
    return add(add(add(inner, size), low), high);
  }

  private List<Dim> dynamicPad(HloOp op) {
    RankedTensorType t = ranked(op.operand(0));
    if (t == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      Dim size = dim(op.operand(0), i);
      Dim low = extract(op.operand(2), i);
      Dim high = extract(op.operand(3), i);
      Dim interior = extract(op.operand(4), i);
      out.add(add(add(add(mul(interior, predecessorOrZero(size)), size), low), high));
    }
    return out;
  }

  private List<Dim> concatenate(HloOp op) {
    if (!(op.inherentAttr("dimension") instanceof IntegerAttr d) || op.numOperands() == 0 || ranked(op.operand(0)) == null) {
      return null;
    }
    int axis = d.value().intValue();
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < ranked(op.operand(0)).rank(); i++) {
      out.add(dim(op.operand(0), i));
    }
    List<Dim> others = new ArrayList<>();
    for (int k = 1; k < op.numOperands(); k++) {
      if (ranked(op.operand(k)) == null) {
        return null;
      }
      others.add(dim(op.operand(k), axis));
    }
    Dim sum = out.get(axis);
    for (Dim o : others) {
      sum = add(sum, o);
    }
    out.set(axis, sum);
    return out;
  }

  private List<Dim> realDynamicSlice(HloOp op) {
    RankedTensorType t = ranked(op.operand(0));
    if (t == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      Dim start = extract(op.operand(1), i);
      Dim limit = extract(op.operand(2), i);
      Dim stride = extract(op.operand(3), i);
      out.add(divsi(sub(add(stride, sub(limit, start)), Dim.of(1)), stride));
    }
    return out;
  }

  private List<Dim> dotGeneral(HloOp op) {
    if (!(op.inherentAttr("dot_dimension_numbers") instanceof DotDimensionNumbersAttr d)
        || ranked(op.operand(0)) == null || ranked(op.operand(1)) == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (long i : d.lhsBatchingDimensions()) {
      out.add(dim(op.operand(0), (int) i));
    }
    for (int i = 0; i < ranked(op.operand(0)).rank(); i++) {
      if (!contains(d.lhsBatchingDimensions(), i) && !contains(d.lhsContractingDimensions(), i)) {
        out.add(dim(op.operand(0), i));
      }
    }
    for (int i = 0; i < ranked(op.operand(1)).rank(); i++) {
      if (!contains(d.rhsBatchingDimensions(), i) && !contains(d.rhsContractingDimensions(), i)) {
        out.add(dim(op.operand(1), i));
      }
    }
    return out;
  }

  private List<Dim> broadcast(HloOp op) {
    long[] sizes = HloAttrs.dimValues(op.inherentAttr("broadcast_sizes"));
    RankedTensorType t = ranked(op.operand(0));
    if (sizes == null || t == null) {
      return null;
    }
    List<Dim> out = new ArrayList<>();
    for (long s : sizes) {
      out.add(Dim.of(s));
    }
    for (int i = 0; i < t.rank(); i++) {
      out.add(dim(op.operand(0), i));
    }
    return out;
  }

  private List<Dim> transpose(HloOp op) {
    long[] perm = HloAttrs.dimValues(op.inherentAttr("permutation"));
    RankedTensorType t = ranked(op.operand(0));
    if (perm == null || t == null) {
      return null;
    }
    List<Dim> in = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      in.add(dim(op.operand(0), i));
    }
    List<Dim> out = new ArrayList<>();
    for (long p : perm) {
      out.add(in.get((int) p));
    }
    return out;
  }

  private static boolean contains(long[] a, long v) {
    for (long x : a) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }
}
