package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.tensor.DimOp;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * MLIR's ReifyRankedShapedTypeOpInterface for the tensor and memref ops that implement it: the sizes
 * of an op's result as constants or values built before the op (tensor.dim/memref.dim of operands,
 * affine.apply of sums and products). Of the memref ops only expand_shape (its output shape) and
 * assume_alignment (its source's sizes) implement it in MLIR 22; alloc, alloca, view, subview and cast
 * resolve through memref.dim's folder instead, and collapse_shape, reinterpret_cast, reshape, transpose,
 * realloc and memory_space_cast not at all. The models live here rather than on the op definitions because they build affine ops,
 * and dialect-core cannot see the affine dialect (MLIR attaches some of them as external models too).
 */
public final class ShapeReification {
  private ShapeReification() {}

  /** The sizes of result {@code r}, or null when its op does not reify its shape. */
  public static List<OpFoldResult> reify(OpBuilder b, org.jmlir.ir.OpResult r) {
    Operation op = r.owner();
    if (op.def().extension(ShapeReifier.class) instanceof ShapeReifier x) {
      return x.reify(b, op, r.index());
    }
    return reify(b, op);
  }

  /** The sizes of {@code op}'s only result, or null when the op does not reify its shape. */
  public static List<OpFoldResult> reify(OpBuilder b, Operation op) {
    if (op.numResults() != 1) {
      return null;
    }
    if (op.def().extension(ShapeReifier.class) instanceof ShapeReifier r) {
      return r.reify(b, op, 0);
    }
    MLIRContext ctx = b.context();
    Location loc = op.location();
    if (op.result(0).type() instanceof MemRefType) {
      return switch (op.name()) {
        case "memref.expand_shape" -> expandShape(ctx, op);
        case "memref.assume_alignment" -> mixedSizes(b, loc, op.operand(0), "memref.dim");
        default -> null;
      };
    }
    if (!(op.result(0).type() instanceof RankedTensorType type)) {
      return null;
    }
    return switch (op.name()) {
      case "tensor.empty", "tensor.generate" -> MemRefBuilders.mixed(ctx, type.shape(), op.operands());
      case "tensor.splat" -> MemRefBuilders.mixed(ctx, type.shape(), op.operands().subList(1, op.numOperands()));
      case "tensor.extract_slice" -> extractSlice(op, type);
      case "tensor.insert_slice" -> mixedSizes(b, loc, op.operand(1), "tensor.dim");
      case "tensor.expand_shape" -> expandShape(ctx, op);
      case "tensor.collapse_shape" -> collapse(b, op, type);
      case "tensor.pad" -> pad(b, op, type);
      case "tensor.concat" -> concat(b, op, type);
      default -> null;
    };
  }

  private static List<OpFoldResult> extractSlice(Operation op, RankedTensorType type) {
    long[] so = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] ss = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    int no = DynamicIndexList.countDynamic(so);
    int ns = DynamicIndexList.countDynamic(ss);
    List<OpFoldResult> sizes = MemRefBuilders.mixed(op.context(), ss, op.operands().subList(1 + no, 1 + no + ns));
    boolean[] dropped = OffsetsSizesStrides.rankReductionMask(ss, type.shape());
    List<OpFoldResult> out = new ArrayList<>();
    for (int i = 0; i < sizes.size(); i++) {
      if (dropped == null || !dropped[i]) {
        out.add(sizes.get(i));
      }
    }
    return out;
  }

  /** tensor/memref.expand_shape: its output shape, static sizes and dynamic operands. */
  private static List<OpFoldResult> expandShape(MLIRContext ctx, Operation op) {
    long[] statics = DynamicIndexList.values(op.inherentAttr("static_output_shape"));
    return MemRefBuilders.mixed(ctx, statics, op.operands().subList(1, op.numOperands()));
  }

  /** {@code createOrFold<tensor::DimOp>(src, dim)}: the index constant, then the dim or what it folds to. */
  public static OpFoldResult dim(OpBuilder b, Location loc, Value src, int dim) {
    return dim(b, loc, src, dim, "tensor.dim");
  }

  /** {@code createOrFold} of the dim op {@code dimOp} (tensor.dim or memref.dim) of {@code src}. */
  private static OpFoldResult dim(OpBuilder b, Location loc, Value src, int dim, String dimOp) {
    Value index = MemRefBuilders.constantIndex(b, loc, dim);
    OperationState s = new OperationState(b.context(), dimOp.equals("tensor.dim") ? DimOp.DEF : org.jmlir.dialect.memref.DimOp.DEF, loc);
    s.addOperand(src).addOperand(index).addType(IndexType.get(b.context()));
    Operation op = Operation.create(s);
    List<Attribute> constants = new ArrayList<>();
    for (Value v : op.operands()) {
      constants.add(OperationFolder.constantValue(v));
    }
    List<OpFoldResult> folded = OpFolder.of(op).fold(op, constants);
    if (folded == null || folded.isEmpty()) {
      return OpFoldResult.of(b.insert(op).result(0));
    }
    op.dropAllReferences();
    return OpFoldResult.of(MemRefBuilders.valueOrConstant(b, loc, folded.get(0)));
  }

  /** tensor/memref::getMixedSizes: static sizes as attributes, a {@code dimOp} for each dynamic one. */
  public static List<OpFoldResult> mixedSizes(OpBuilder b, Location loc, Value v, String dimOp) {
    long[] shape = ((ShapedType) v.type()).shape();
    List<OpFoldResult> out = new ArrayList<>();
    for (int i = 0; i < shape.length; i++) {
      out.add(shape[i] == ShapedType.DYNAMIC ? dim(b, loc, v, i, dimOp) : OpFoldResult.of(ShapedFolds.index(b.context(), shape[i])));
    }
    return out;
  }

  private static List<OpFoldResult> collapse(OpBuilder b, Operation op, RankedTensorType type) {
    List<long[]> groups = Reassociations.groups(op.attr("reassociation"));
    Value src = op.operand(0);
    List<OpFoldResult> out = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      if (type.shape()[g] != ShapedType.DYNAMIC) {
        out.add(OpFoldResult.of(ShapedFolds.index(b.context(), type.shape()[g])));
        continue;
      }
      AffineExpr product = null;
      List<OpFoldResult> sizes = new ArrayList<>();
      long[] group = groups.get(g);
      for (int i = 0; i < group.length; i++) {
        sizes.add(dim(b, op.location(), src, (int) group[i]));
        product = product == null ? AffineExpr.symbol(i) : product.mul(AffineExpr.symbol(i));
      }
      out.add(AffineApplyBuilder.composedFoldedApply(b, op.location(), product, sizes));
    }
    return out;
  }

  private static List<OpFoldResult> pad(OpBuilder b, Operation op, RankedTensorType type) {
    MLIRContext ctx = b.context();
    long[] lowStatic = DynamicIndexList.values(op.inherentAttr("static_low"));
    long[] highStatic = DynamicIndexList.values(op.inherentAttr("static_high"));
    int nLow = DynamicIndexList.countDynamic(lowStatic);
    List<Value> dyn = op.operands().subList(1, op.numOperands());
    List<OpFoldResult> low = MemRefBuilders.mixed(ctx, lowStatic, dyn.subList(0, nLow));
    List<OpFoldResult> high = MemRefBuilders.mixed(ctx, highStatic, dyn.subList(nLow, dyn.size()));
    List<OpFoldResult> out = new ArrayList<>();
    for (int d = 0; d < type.rank(); d++) {
      if (type.shape()[d] != ShapedType.DYNAMIC) {
        out.add(OpFoldResult.of(ShapedFolds.index(ctx, type.shape()[d])));
        continue;
      }
      OpFoldResult size = dim(b, op.location(), op.operand(0), d);
      AffineExpr sum = AffineExpr.symbol(0).add(AffineExpr.symbol(1)).add(AffineExpr.symbol(2));
      out.add(AffineApplyBuilder.composedFoldedApply(b, op.location(), sum, List.of(size, low.get(d), high.get(d))));
    }
    return out;
  }

  private static List<OpFoldResult> concat(OpBuilder b, Operation op, RankedTensorType type) {
    MLIRContext ctx = b.context();
    Location loc = op.location();
    int axis = (int) ((org.jmlir.ir.attr.IntegerAttr) op.inherentAttr("dim")).longValue();
    List<Value> inputs = op.operands();
    Value init = inputs.get(0);
    int rank = type.rank();
    OpFoldResult[] out = new OpFoldResult[rank];
    for (int i = 0; i < rank; i++) {
      if (i == axis) {
        continue;
      }
      if (type.shape()[i] != ShapedType.DYNAMIC) {
        out[i] = OpFoldResult.of(ShapedFolds.index(ctx, type.shape()[i]));
        continue;
      }
      long inferred = ShapedType.DYNAMIC;
      for (Value in : inputs) {
        long s = ((ShapedType) in.type()).shape()[i];
        if (s != ShapedType.DYNAMIC) {
          inferred = s;
          break;
        }
      }
      if (inferred != ShapedType.DYNAMIC) {
        out[i] = OpFoldResult.of(MemRefBuilders.constantIndex(b, loc, inferred));
      } else {
        Value index = MemRefBuilders.constantIndex(b, locationOf(init), i);
        OperationState s = new OperationState(ctx, DimOp.DEF, locationOf(init));
        s.addOperand(init).addOperand(index).addType(IndexType.get(ctx));
        out[i] = OpFoldResult.of(b.create(s).result(0));
      }
    }
    if (type.shape()[axis] == ShapedType.DYNAMIC) {
      AffineExpr sum = AffineExpr.dim(0);
      List<OpFoldResult> sizes = new ArrayList<>();
      sizes.add(dim(b, locationOf(init), init, axis));
      for (int i = 1; i < inputs.size(); i++) {
        sum = sum.add(AffineExpr.dim(i));
        sizes.add(dim(b, locationOf(inputs.get(i)), inputs.get(i), axis));
      }
      out[axis] = OpFoldResult.of(MemRefBuilders.valueOrConstant(b, loc,
          AffineApplyBuilder.composedFoldedApply(b, loc, sum, sizes)));
    } else {
      out[axis] = OpFoldResult.of(ShapedFolds.index(ctx, type.shape()[axis]));
    }
    return List.of(out);
  }

  private static Location locationOf(Value v) {
    return v instanceof org.jmlir.ir.BlockArgument a ? a.location() : v.definingOp().location();
  }
}
