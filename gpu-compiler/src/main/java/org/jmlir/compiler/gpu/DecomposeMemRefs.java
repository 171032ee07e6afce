package org.jmlir.compiler.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/**
 * MLIR 22's {@code -gpu-decompose-memrefs}: inside {@code gpu.launch} bodies, a {@code memref.load} or
 * {@code memref.store} of a ranked memref (identity or strided layout) becomes an access of a 0-d
 * {@code memref.reinterpret_cast} of the base buffer at the flat offset ({@code offset + sum(index_i *
 * stride_i)}, an {@code affine.apply} folded as far as it goes), and a {@code memref.subview} becomes a
 * {@code memref.reinterpret_cast} of the base buffer with the composed offset, sizes and strides. The
 * {@code memref.extract_strided_metadata} of each source goes right after its definition (or at the start
 * of its block), so values defined outside the launch stay outside. The patterns run in the greedy
 * driver (bottom-up), which also folds and erases dead ops, as MLIR's pass does.
 */
public final class DecomposeMemRefs extends Pass {
  public DecomposeMemRefs(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "gpu-decompose-memrefs";
  }

  @Override
  public String name() {
    return "GpuDecomposeMemrefsPass";
  }

  @Override
  public String summary() {
    return "Decomposes memref index computation into explicit ops.";
  }

  @Override
  public void initialize(MLIRContext context) {
    loadDialects(context, "affine", "memref");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = List.of(
        new NamedPattern("FlattenLoad", "memref.load", 1, (op, rw) -> flattenAccess(op, rw, 0)),
        new NamedPattern("FlattenStore", "memref.store", 1, (op, rw) -> flattenAccess(op, rw, 1)),
        new NamedPattern("FlattenSubview", "memref.subview", 1, DecomposeMemRefs::flattenSubview));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
  }

  private static boolean insideLaunch(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.name().equals("gpu.launch")) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code memref} is worth flattening (ranked, rank > 0) and has a layout this handles. */
  private static boolean flattenable(Value memref) {
    return memref.type() instanceof MemRefType t && t.rank() != 0
        && (t.layout() == null || t.layout() instanceof org.jmlir.ir.attr.AffineMapAttr a && a.map().isIdentity()
            || t.layout() instanceof StridedLayoutAttr);
  }

  /** A load ({@code memrefOperand} 0) or store (1): the same access of the flat 0-d view. */
  private static boolean flattenAccess(Operation op, PatternRewriter rw, int memrefOperand) {
    Value memref = op.operand(memrefOperand);
    if (!insideLaunch(op) || !flattenable(memref)) {
      return false;
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<OpFoldResult> indices = new ArrayList<>();
    for (Value v : op.operands().subList(memrefOperand + 1, op.numOperands())) {
      indices.add(OpFoldResult.of(v));
    }
    Flat flat = flatten(rw, loc, memref, indices, List.of());
    MemRefType base = (MemRefType) flat.base().type();
    long staticOffset = flat.offset() instanceof OpFoldResult.Constant c ? ((org.jmlir.ir.attr.IntegerAttr) c.attribute()).longValue()
        : ShapedType.DYNAMIC;
    MemRefType type = MemRefType.get(rw.context(), new long[0], base.elementType(),
        StridedLayoutAttr.get(rw.context(), staticOffset, new long[0]), base.memorySpace());
    Value view = MemRefBuilders.reinterpretCast(rw, loc, type, flat.base(), flat.offset(), List.of(), List.of()).result(0);
    OperationState s = new OperationState(rw.context(), op.def(), loc);
    if (memrefOperand == 1) {
      s.addOperand(op.operand(0));
    }
    s.addOperand(view);
    s.addTypes(op.resultTypes());
    s.properties = op.properties();
    s.attributes.addAll(op.attributes().entries());
    Operation replacement = rw.create(s);
    rw.replaceOp(op, replacement.results().stream().map(r -> (Value) r).toList());
    return true;
  }

  private static boolean flattenSubview(Operation op, PatternRewriter rw) {
    Value memref = op.operand(0);
    if (!insideLaunch(op) || !flattenable(memref)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<Value> segments = op.operands().subList(1, op.numOperands());
    long[] sOffsets = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] sSizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    long[] sStrides = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
    int nOff = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(sOffsets);
    int nSize = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(sSizes);
    List<OpFoldResult> subOffsets = MemRefBuilders.mixed(ctx, sOffsets, segments.subList(0, nOff));
    List<OpFoldResult> subSizes = MemRefBuilders.mixed(ctx, sSizes, segments.subList(nOff, nOff + nSize));
    List<OpFoldResult> subStrides = MemRefBuilders.mixed(ctx, sStrides, segments.subList(nOff + nSize, segments.size()));
    Flat flat = flatten(rw, loc, memref, subOffsets, subStrides);
    MemRefType sourceType = (MemRefType) memref.type();
    MemRefType resultType = (MemRefType) op.result(0).type();
    boolean[] dropped = StridedLayouts.droppedDims(sourceType, resultType, sSizes);
    List<OpFoldResult> sizes = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    for (int i = 0; i < sourceType.rank(); i++) {
      if (dropped == null || !dropped[i]) {
        sizes.add(subSizes.get(i));
        strides.add(flat.strides().get(i));
      }
    }
    if (sizes.size() != resultType.rank()) {
      return false;
    }
    Operation cast = MemRefBuilders.reinterpretCast(rw, loc, resultType, flat.base(), flat.offset(), sizes, strides);
    rw.replaceOp(op, List.of(cast.result(0)));
    return true;
  }

  /** The base buffer, the flat offset of {@code offsets} and (for subviews) the composed strides. */
  private record Flat(Value base, OpFoldResult offset, List<OpFoldResult> strides) {}

  /** MLIR's getFlatOffsetAndStrides. */
  private static Flat flatten(PatternRewriter rw, Location loc, Value source, List<OpFoldResult> offsets, List<OpFoldResult> subStrides) {
    MLIRContext ctx = rw.context();
    MemRefType type = (MemRefType) source.type();
    int rank = type.rank();
    Operation saved = rw.insertionPoint();
    org.jmlir.ir.Block savedBlock = rw.insertionBlock();
    if (source instanceof BlockArgument a) {
      rw.setInsertionPointToStart(a.owner());
    } else {
      rw.setInsertionPointAfter(source.definingOp());
    }
    Operation esm = MemRefBuilders.extractStridedMetadata(rw, loc, source);
    if (saved != null) {
      rw.setInsertionPoint(saved);
    } else {
      rw.setInsertionPointToEnd(savedBlock);
    }
    StridedLayouts.Strided layout = StridedLayouts.stridesOf(type);
    List<OpFoldResult> values = new ArrayList<>();
    values.add(staticOr(ctx, layout.offset(), esm.result(1)));
    AffineExpr expr = AffineExpr.symbol(0);
    List<OpFoldResult> strides = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      OpFoldResult stride = staticOr(ctx, layout.strides()[i], esm.result(2 + rank + i));
      if (!subStrides.isEmpty()) {
        strides.add(AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.symbol(0).mul(AffineExpr.symbol(1)),
            List.of(subStrides.get(i), stride)));
      }
      expr = expr.add(AffineExpr.symbol(1 + 2 * i).mul(AffineExpr.symbol(2 + 2 * i)));
      values.add(offsets.get(i));
      values.add(stride);
    }
    OpFoldResult offset = AffineApplyBuilder.composedFoldedApply(rw, loc, expr, values);
    return new Flat(esm.result(0), offset, strides);
  }

  private static OpFoldResult staticOr(MLIRContext ctx, long v, Value dynamic) {
    return v == ShapedType.DYNAMIC ? OpFoldResult.of(dynamic) : OpFoldResult.of(ShapedFolds.index(ctx, v));
  }
}
