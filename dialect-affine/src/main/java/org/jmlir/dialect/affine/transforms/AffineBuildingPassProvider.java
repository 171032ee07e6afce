package org.jmlir.dialect.affine.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/**
 * Registers the memref passes that build affine ops ({@code affine.apply} for offsets, sizes and
 * strides): they live in dialect-affine, which sees both the memref and the affine dialect.
 */
public final class AffineBuildingPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("expand-strided-metadata", "Expand memref operations into easier to analyze constructs",
        ExpandStridedMetadata::new, new PassRegistry.Option[0]);
    r.register("scf-for-loop-peeling", "Peel `for` loops at their upper bounds.", ForLoopPeeling::new,
        new PassRegistry.Option("peel-front", "", "Peel the first iteration out of the loop."),
        new PassRegistry.Option("skip-partial", "",
            "Do not peel loops inside of the last, partial iteration of another already peeled loop."));
    r.register("resolve-ranked-shaped-type-result-dims", "Resolve memref.dim of result values of ranked shape type",
        ResolveRankedShapedTypeResultDims::new,
        new PassRegistry.Option("error-on-pattern-iteration-limit", "",
            "Throw an error when pattern rewriter hits iteration limit"));
    r.register("reify-result-shapes", "Reifies the results of `tensor::PadOp` and `tensor::ConcatOp`.",
        ReifyResultShapes::new, new PassRegistry.Option[0]);
    r.register("fold-memref-alias-ops", "Fold memref alias ops into consumer load/store ops", FoldMemRefAliasOps::new,
        new PassRegistry.Option[0]);
    r.register("scf-for-loop-canonicalization", "Canonicalize operations within scf.for loop bodies",
        ForLoopCanonicalization::new, new PassRegistry.Option[0]);
    r.register("affine-fold-memref-alias-ops", "Fold memref alias ops into affine memory ops",
        AffineFoldMemRefAliasOps::new, new PassRegistry.Option[0]);
    r.register("normalize-memrefs", "Normalize memrefs", NormalizeMemRefs::new, new PassRegistry.Option[0]);
    r.register("affine-loop-normalize", "Apply normalization transformations to affine loop-like ops",
        AffineLoopNormalize::new, AffineLoopNormalize.OPTIONS);
    r.register("affine-loop-invariant-code-motion", "Hoist loop invariant instructions outside of affine loops",
        AffineLoopInvariantCodeMotion::new, new PassRegistry.Option[0]);
    r.register("affine-loop-unroll-jam", "Unroll and jam affine loops", AffineLoopUnrollJam::new,
        AffineLoopUnrollJam.OPTIONS);
    r.register("affine-loop-unroll", "Unroll affine loops", AffineLoopUnroll::new, AffineLoopUnroll.OPTIONS);
    r.register("affine-expand-index-ops-as-affine", "Lower affine operations operating on indices into affine.apply operations",
        AffineExpandIndexOpsAsAffine::new, new PassRegistry.Option[0]);
    r.register("affine-raise-from-memref", "Turn some memref operators to affine operators where supported",
        AffineRaiseFromMemref::new, new PassRegistry.Option[0]);
    r.register("affine-loop-coalescing", "Coalesce nested loops with independent bounds into a single loop",
        AffineLoopCoalescing::new, new PassRegistry.Option[0]);
    r.register("affine-simplify-structures", "Simplify affine expressions in maps/sets and normalize memrefs",
        AffineSimplifyStructures::new, new PassRegistry.Option[0]);
  }
}
