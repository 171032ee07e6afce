package org.jmlir.dialect.hlo.transforms;

import org.jmlir.conversion.hlotostablehlo.HloLegalizeToStablehlo;
import org.jmlir.conversion.hlotostablehlo.StablehloLegalizeToHlo;
import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the HLO legalizations (mhlo <-> StableHLO, CHLO -> StableHLO) and the mhlo passes with jopt. */
public final class HloLegalizationPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("hlo-legalize-to-stablehlo", "Legalize HLO to StableHLO", HloLegalizeToStablehlo::new,
        new PassRegistry.Option[] {HloLegalizeToStablehlo.ALLOW_EXPERIMENTAL});
    r.register("stablehlo-legalize-to-hlo", "Legalize StableHLO to HLO", StablehloLegalizeToHlo::new,
        new PassRegistry.Option[0]);
    r.register("chlo-legalize-to-stablehlo", "Legalizes from CHLO ops flow to StableHLO and Shape ops",
        org.jmlir.conversion.chlotostablehlo.ChloLegalizeToStablehlo::new, new PassRegistry.Option[0]);
    r.register("stablehlo-canonicalize-dynamism",
        "Canonicalizes StableHLO operations with dynamic shapes to their static counterparts", CanonicalizeDynamism::new,
        new PassRegistry.Option[0]);
    r.register("mhlo-legalize-control-flow", "Legalize from MHLO control flow to SCF control flow.",
        org.jmlir.conversion.mhlotoscf.LegalizeControlFlow::new, new PassRegistry.Option[0]);
    r.register("stablehlo-refine-shapes", "Refines shapes across a StableHLO program.", RefineShapes::new,
        new PassRegistry.Option[0]);
    r.register("stablehlo-complex-math-expander", "Expander for StableHLO complex math operations.",
        ComplexMathExpander::new, new PassRegistry.Option[0]);
    r.register("hlo-test-infer", "Uses test ops to invoke InferShapedTypeOpInterface methods.", HloTestInfer::new,
        new PassRegistry.Option[0]);
    r.register("stablehlo-aggressive-simplification", "Canonicalizes StableHLO operations",
        AggressiveSimplification::new, AggressiveFolder.ELEMENT_LIMIT);
    r.register("stablehlo-aggressive-folder", "Folds StableHLO operations", AggressiveFolder::new,
        AggressiveFolder.allOptions());
    r.register("stablehlo-target-independent-optimization",
        "Runs canonicalizers, folders, and other target-independent optimizations.",
        TargetIndependentOptimization::new, AggressiveFolder.allOptions());
    r.register("mhlo-broadcast-propagation",
        "Move dynamic broadcasts up over element-wise operations and broadcast the operands rather than the result. This will eventually allow for larger fusions.",
        BroadcastPropagation::new, new PassRegistry.Option[0]);
    r.register(org.jmlir.conversion.shapetostandard.ShapeToStandard.ToStandardPass.ARGUMENT,
        org.jmlir.conversion.shapetostandard.ShapeToStandard.ToStandardPass.SUMMARY,
        org.jmlir.conversion.shapetostandard.ShapeToStandard.ToStandardPass::new, new PassRegistry.Option[0]);
    r.register(org.jmlir.conversion.shapetostandard.ShapeToStandard.ConstraintsPass.ARGUMENT,
        org.jmlir.conversion.shapetostandard.ShapeToStandard.ConstraintsPass.SUMMARY,
        org.jmlir.conversion.shapetostandard.ShapeToStandard.ConstraintsPass::new, new PassRegistry.Option[0]);
    r.register("shape-legalize-to-stablehlo", "Legalize shape-related ops to StableHLO.", ShapeLegalizeToStablehlo::new,
        new PassRegistry.Option[0]);
    r.register("mhlo-legalize-cross-replica-sum-to-all-reduce", "Legalize CrossReplicaSum to AllReduce",
        MhloSimplePasses.CrossReplicaSumToAllReduce::new, new PassRegistry.Option[0]);
    r.register("group-reduction-dimensions", "Group dimensions of reduction operations", GroupReductionDimensions::new,
        new PassRegistry.Option[] {GroupReductionDimensions.PREFER_COLUMNS});
    r.register("mhlo-legalize-dot-general-to-dot", "Legalizes dot_general ops to dot ops.",
        MhloSimplePasses.DotGeneralToDot::new, new PassRegistry.Option[0]);
    r.register("hlo-legalize-to-lhlo", "Legalize from HLO dialect to LHLO dialect",
        org.jmlir.conversion.hlotolhlo.HloLegalizeToLhlo::new, new PassRegistry.Option[0]);
    r.register("legalize-mhlo-to-thlo", "Legalize from MHLO dialect to THLO dialect.",
        org.jmlir.conversion.mhlotothlo.LegalizeMhloToThlo::new,
        new PassRegistry.Option[] {org.jmlir.conversion.mhlotothlo.LegalizeMhloToThlo.ENABLE_EXPERIMENTAL});
    r.register("buffer-hoisting",
        "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
        org.jmlir.conversion.hlotolhlo.BufferPlacement.Hoisting::new, new PassRegistry.Option[0]);
    r.register("buffer-deallocation", "Adds all required dealloc operations for all allocations in the input program",
        org.jmlir.conversion.hlotolhlo.BufferPlacement.Deallocation::new, new PassRegistry.Option[0]);
  }
}
