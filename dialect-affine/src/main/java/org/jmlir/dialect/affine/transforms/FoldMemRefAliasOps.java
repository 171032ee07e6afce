package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineIndexOp;
import org.jmlir.dialect.memref.CollapseShapeOp;
import org.jmlir.dialect.memref.ExpandShapeOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.LoadOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.memref.StoreOp;
import org.jmlir.dialect.memref.SubViewOp;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;

/**
 * {@code fold-memref-alias-ops} (MLIR's FoldMemRefAliasOpsPass) for the memref ops: a
 * {@code memref.load}/{@code memref.store} through a {@code memref.subview} indexes the subview's
 * source ({@code offset + index * stride} per dimension, by folded {@code affine.apply}), and a
 * subview of a unit-stride subview becomes one subview; through a {@code memref.expand_shape} the
 * indices of each reassociation group are linearized ({@code affine.linearize_index disjoint}), through
 * a {@code memref.collapse_shape} each index is delinearized ({@code affine.delinearize_index}). Not
 * done: the affine, vector, gpu and nvgpu accesses.
 */
public final class FoldMemRefAliasOps extends Pass {
  public FoldMemRefAliasOps(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "fold-memref-alias-ops";
  }

  @Override
  public String summary() {
    return "Fold memref alias ops into consumer load/store ops";
  }

  /** A subview's three mixed lists. */
  private record Mixed(List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides, boolean[] dropped) {
    static Mixed of(Operation subview) {
      MLIRContext ctx = subview.context();
      List<Value> dyn = subview.operands().subList(1, subview.numOperands());
      long[] so = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_OFFSETS);
      long[] ss = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_SIZES);
      long[] st = OffsetsSizesStrides.statics(subview, OffsetsSizesStrides.STATIC_STRIDES);
      int no = DynamicIndexList.countDynamic(so);
      int ns = DynamicIndexList.countDynamic(ss);
      boolean[] dropped = org.jmlir.dialect.utils.StridedLayouts.droppedDims(
          (MemRefType) subview.operand(0).type(), (MemRefType) subview.result(0).type(), ss);
      if (dropped == null) {
        return null;
      }
      return new Mixed(MemRefBuilders.mixed(ctx, so, dyn.subList(0, no)),
          MemRefBuilders.mixed(ctx, ss, dyn.subList(no, no + ns)),
          MemRefBuilders.mixed(ctx, st, dyn.subList(no + ns, dyn.size())),
          dropped);
    }

    boolean unitStrides() {
      for (OpFoldResult s : strides) {
        if (!Long.valueOf(1).equals(AffineApplyBuilder.constantOf(s))) {
          return false;
        }
      }
      return true;
    }
  }

  /** MLIR's resolveIndicesIntoOpWithOffsetsAndStrides: {@code offset + index * stride}, zero for dropped dims. */
  private static List<OpFoldResult> resolveIndices(PatternRewriter rw, Location loc, Mixed view, List<OpFoldResult> indices) {
    List<OpFoldResult> out = new ArrayList<>();
    AffineExpr expr = AffineExpr.symbol(0).add(AffineExpr.symbol(1).mul(AffineExpr.symbol(2)));
    int next = 0;
    for (int d = 0; d < view.offsets.size(); d++) {
      OpFoldResult index = view.dropped[d] ? OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(rw.context(), 0))
          : indices.get(next++);
      out.add(AffineApplyBuilder.composedFoldedApply(rw, loc, expr, List.of(view.offsets.get(d), index, view.strides.get(d))));
    }
    return out;
  }

  private static List<OpFoldResult> values(List<Value> vs) {
    List<OpFoldResult> out = new ArrayList<>();
    for (Value v : vs) {
      out.add(OpFoldResult.of(v));
    }
    return out;
  }

  /** Rebuilds a load (value operand count 0) or store (1) on {@code memref} with new indices, keeping nontemporal. */
  private static void replaceAccess(PatternRewriter rw, Operation access, int valueOperands, Value memref, List<Value> indices) {
    OperationState s = new OperationState(rw.context(), access.def(), access.location());
    s.addOperands(access.operands().subList(0, valueOperands));
    s.addOperand(memref);
    s.addOperands(indices);
    s.addTypes(access.resultTypes());
    if (access.inherentAttr("nontemporal") instanceof IntegerAttr b && b.isBool() && b.boolValue()) {
      s.addAttribute("nontemporal", b);
    }
    rw.replaceOpWithNewOp(access, s);
  }

  private static RewritePattern accessOfSubview(String name, String root, int valueOperands) {
    return new NamedPattern(name, root, 1, (op, rw) -> {
      Operation subview = op.operand(valueOperands).definingOp();
      if (subview == null || subview.def() != SubViewOp.DEF) {
        return false;
      }
      if (Mixed.of(subview) == null) {
        return false;
      }
      rw.setInsertionPoint(op);
      List<Value> indices = subviewIndices(rw, op.location(), subview, op.operands().subList(valueOperands + 1, op.numOperands()));
      if (indices == null) {
        return false;
      }
      replaceAccess(rw, op, valueOperands, subview.operand(0), indices);
      return true;
    });
  }

  /** The source indices of an access through {@code subview} (MLIR's resolveIndicesIntoOpWithOffsetsAndStrides); null if undecidable. */
  static List<Value> subviewIndices(PatternRewriter rw, Location loc, Operation subview, List<Value> accessIndices) {
    Mixed view = Mixed.of(subview);
    if (view == null) {
      return null;
    }
    List<Value> indices = new ArrayList<>();
    for (OpFoldResult r : resolveIndices(rw, loc, view, values(accessIndices))) {
      indices.add(MemRefBuilders.valueOrConstant(rw, loc, r));
    }
    return indices;
  }

  /** getAsOpFoldResult: a value produced by a constant is its attribute. */
  private static OpFoldResult asFoldResult(OpFoldResult r) {
    if (r instanceof OpFoldResult.Folded(Value v) && OperationFolder.constantValue(v) instanceof IntegerAttr a) {
      return OpFoldResult.of(a);
    }
    return r;
  }

  private static final RewritePattern SUBVIEW_OF_SUBVIEW = new NamedPattern("SubViewOfSubViewFolder", "memref.subview", 1,
      (op, rw) -> {
        Operation src = op.operand(0).definingOp();
        if (src == null || src.def() != SubViewOp.DEF) {
          return false;
        }
        Mixed outer = Mixed.of(op);
        Mixed inner = Mixed.of(src);
        if (outer == null || inner == null || !outer.unitStrides() || !inner.unitStrides()) {
          return false;
        }
        rw.setInsertionPoint(op);
        List<OpFoldResult> sizes = new ArrayList<>();
        int next = 0;
        for (int d = 0; d < inner.sizes.size(); d++) {
          sizes.add(inner.dropped[d] ? inner.sizes.get(d) : outer.sizes.get(next++));
        }
        List<OpFoldResult> offsets = new ArrayList<>();
        for (OpFoldResult r : resolveIndices(rw, op.location(), inner, outer.offsets)) {
          offsets.add(asFoldResult(r));
        }
        rw.replaceOpWithNewOp(op, subviewState(rw, op, src.operand(0), offsets, sizes, inner.strides));
        return true;
      });

  private static OperationState subviewState(PatternRewriter rw, Operation like, Value source, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState s = new OperationState(rw.context(), SubViewOp.DEF, like.location());
    s.addOperand(source);
    Map<String, Attribute> props = CustomAssembly.props();
    int[] counts = new int[4];
    counts[0] = 1;
    List<List<OpFoldResult>> lists = List.of(offsets, sizes, strides);
    String[] names = {OffsetsSizesStrides.STATIC_OFFSETS, OffsetsSizesStrides.STATIC_SIZES, OffsetsSizesStrides.STATIC_STRIDES};
    for (int l = 0; l < 3; l++) {
      long[] statics = new long[lists.get(l).size()];
      for (int i = 0; i < statics.length; i++) {
        Long c = AffineApplyBuilder.constantOf(lists.get(l).get(i));
        if (c != null) {
          statics[i] = c;
        } else {
          statics[i] = org.jmlir.ir.type.ShapedType.DYNAMIC;
          s.addOperand(((OpFoldResult.Folded) lists.get(l).get(i)).value());
          counts[l + 1]++;
        }
      }
      props.put(names[l], DynamicIndexList.toAttr(rw.context(), statics));
    }
    props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(rw.context(), counts));
    s.addType(like.result(0).type());
    CustomAssembly.setProperties(s, props);
    return s;
  }

  /**
   * MLIR's resolveSourceIndicesExpandShape: each reassociation group of indices into the expanded view
   * becomes one {@code affine.linearize_index} by the group's output sizes ({@code disjoint}: a load or
   * store index starts in bounds).
   */
  static List<Value> expandShapeIndices(PatternRewriter rw, Location loc, Operation expand, List<Value> indices) {
    long[] statics = DynamicIndexList.values(expand.inherentAttr("static_output_shape"));
    List<OpFoldResult> shape = MemRefBuilders.mixed(rw.context(), statics, expand.operands().subList(1, expand.numOperands()));
    List<Value> out = new ArrayList<>();
    for (long[] group : org.jmlir.dialect.utils.Reassociations.groups(expand.inherentAttr("reassociation"))) {
      if (group.length == 1) {
        out.add(indices.get((int) group[0]));
        continue;
      }
      List<OpFoldResult> basis = new ArrayList<>();
      List<Value> groupIndices = new ArrayList<>();
      for (long d : group) {
        basis.add(shape.get((int) d));
        groupIndices.add(indices.get((int) d));
      }
      out.add(AffineIndexOp.linearize(rw, loc, groupIndices, basis, true));
    }
    return out;
  }

  /**
   * MLIR's resolveSourceIndicesCollapseShape: each index into the collapsed view is delinearized by its
   * group's source sizes (constants where the source type knows them, else read from an
   * {@code extract_strided_metadata}); a rank-0 collapse indexes the source at zeros.
   */
  static List<Value> collapseShapeIndices(PatternRewriter rw, Location loc, Operation collapse, List<Value> indices) {
    Operation metadata = MemRefBuilders.extractStridedMetadata(rw, loc, collapse.operand(0));
    MemRefType source = (MemRefType) collapse.operand(0).type();
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int i = 0; i < source.rank(); i++) {
      long d = source.shape()[i];
      sizes.add(d == org.jmlir.ir.type.ShapedType.DYNAMIC ? OpFoldResult.of(metadata.result(2 + i))
          : OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(rw.context(), d)));
    }
    List<long[]> groups = org.jmlir.dialect.utils.Reassociations.groups(collapse.inherentAttr("reassociation"));
    List<Value> out = new ArrayList<>();
    for (int g = 0; g < groups.size() && g < indices.size(); g++) {
      long[] group = groups.get(g);
      if (group.length == 1) {
        out.add(indices.get(g));
        continue;
      }
      List<OpFoldResult> basis = new ArrayList<>();
      for (long d : group) {
        basis.add(sizes.get((int) d));
      }
      out.addAll(AffineIndexOp.delinearize(rw, loc, indices.get(g), basis, true).results());
    }
    if (groups.isEmpty()) {
      for (int i = 0; i < source.rank(); i++) {
        out.add(MemRefBuilders.constantIndex(rw, loc, 0));
      }
    }
    return out;
  }

  private static RewritePattern accessOfReshape(String name, String root, int valueOperands, boolean expand) {
    return new NamedPattern(name, root, 1, (op, rw) -> {
      Operation reshape = op.operand(valueOperands).definingOp();
      if (reshape == null || reshape.def() != (expand ? ExpandShapeOp.DEF : CollapseShapeOp.DEF)) {
        return false;
      }
      rw.setInsertionPoint(op);
      List<Value> indices = op.operands().subList(valueOperands + 1, op.numOperands());
      List<Value> resolved = expand ? expandShapeIndices(rw, op.location(), reshape, indices)
          : collapseShapeIndices(rw, op.location(), reshape, indices);
      replaceAccess(rw, op, valueOperands, reshape.operand(0), resolved);
      return true;
    });
  }

  /** The memref patterns of MLIR's populateFoldMemRefAliasOpPatterns, in its order. */
  public static List<RewritePattern> patterns() {
    return List.of(
        accessOfSubview("LoadOpOfSubViewOpFolder<memref::LoadOp>", LoadOp.DEF.name(), 0),
        accessOfSubview("StoreOpOfSubViewOpFolder<memref::StoreOp>", StoreOp.DEF.name(), 1),
        accessOfReshape("LoadOpOfExpandShapeOpFolder<memref::LoadOp>", LoadOp.DEF.name(), 0, true),
        accessOfReshape("StoreOpOfExpandShapeOpFolder<memref::StoreOp>", StoreOp.DEF.name(), 1, true),
        accessOfReshape("LoadOpOfCollapseShapeOpFolder<memref::LoadOp>", LoadOp.DEF.name(), 0, false),
        accessOfReshape("StoreOpOfCollapseShapeOpFolder<memref::StoreOp>", StoreOp.DEF.name(), 1, false),
        SUBVIEW_OF_SUBVIEW);
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }
}
