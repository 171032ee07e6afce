package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.CollapseShapeOp;
import org.jmlir.dialect.memref.ExpandShapeOp;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.memref.SubViewOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
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

/**
 * {@code affine-fold-memref-alias-ops} (MLIR 22's AffineFoldMemRefAliasOps): affine.load/store through
 * a memref.subview, expand_shape or collapse_shape index the view's source. Each subscript of the
 * access map is first made an index of its own (a composed, folded affine.apply; a constant becomes an
 * {@code arith.constant}), then resolved as {@code -fold-memref-alias-ops} resolves memref.load/store
 * indices; the new access uses the identity map.
 */
public final class AffineFoldMemRefAliasOps extends Pass {
  public AffineFoldMemRefAliasOps(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-fold-memref-alias-ops";
  }

  @Override
  public String summary() {
    return "Fold memref alias ops into affine memory ops";
  }

  /** MLIR's calculateExpandedAccessIndices: one index value per result of the access map. */
  private static List<Value> expandedIndices(PatternRewriter rw, Location loc, AffineMap map, List<Value> operands) {
    List<OpFoldResult> ofrs = new ArrayList<>();
    for (Value v : operands) {
      ofrs.add(OpFoldResult.of(v));
    }
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < map.numResults(); i++) {
      AffineMap sub = new AffineMap(map.numDims(), map.numSymbols(), List.of(map.results().get(i)));
      out.add(MemRefBuilders.valueOrConstant(rw, loc, AffineApplyBuilder.composedFoldedApply(rw, loc, sub, ofrs)));
    }
    return out;
  }

  private static RewritePattern pattern(String name, boolean store, String viewKind) {
    String root = store ? "affine.store" : "affine.load";
    int memrefIndex = store ? 1 : 0;
    return new NamedPattern(name, root, 1, (op, rw) -> {
      Operation view = op.operand(memrefIndex).definingOp();
      if (view == null || !view.name().equals(viewKind)) {
        return false;
      }
      rw.setInsertionPoint(op);
      AffineMemoryOp access = (AffineMemoryOp) op;
      Location loc = op.location();
      List<Value> indices = expandedIndices(rw, loc, access.map(), op.operands().subList(memrefIndex + 1, op.numOperands()));
      List<Value> resolved = switch (viewKind) {
        case "memref.subview" -> FoldMemRefAliasOps.subviewIndices(rw, loc, view, indices);
        case "memref.expand_shape" -> FoldMemRefAliasOps.expandShapeIndices(rw, loc, view, indices);
        default -> FoldMemRefAliasOps.collapseShapeIndices(rw, loc, view, indices);
      };
      Value source = view.operand(0);
      OperationState s = new OperationState(rw.context(), store ? AffineMemoryOp.STORE : AffineMemoryOp.LOAD, loc);
      if (store) {
        s.addOperand(op.operand(0));
      }
      s.addOperand(source);
      s.addOperands(resolved);
      if (!store) {
        s.addType(((MemRefType) source.type()).elementType());
      }
      int rank = ((MemRefType) source.type()).rank();
      s.addAttribute("map", AffineMapAttr.get(rw.context(), rank == 0 ? new AffineMap(0, 0, List.of()) : AffineMap.identity(rank)));
      rw.replaceOpWithNewOp(op, s);
      return true;
    });
  }

  /** The affine patterns of MLIR's affine populateFoldMemRefAliasOpPatterns. */
  public static List<RewritePattern> patterns() {
    return List.of(
        pattern("LoadOpOfSubViewOpFolder<affine::AffineLoadOp>", false, SubViewOp.DEF.name()),
        pattern("StoreOpOfSubViewOpFolder<affine::AffineStoreOp>", true, SubViewOp.DEF.name()),
        pattern("LoadOpOfExpandShapeOpFolder<affine::AffineLoadOp>", false, ExpandShapeOp.DEF.name()),
        pattern("StoreOpOfExpandShapeOpFolder<affine::AffineStoreOp>", true, ExpandShapeOp.DEF.name()),
        pattern("LoadOpOfCollapseShapeOpFolder<affine::AffineLoadOp>", false, CollapseShapeOp.DEF.name()),
        pattern("StoreOpOfCollapseShapeOpFolder<affine::AffineStoreOp>", true, CollapseShapeOp.DEF.name()));
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }
}
