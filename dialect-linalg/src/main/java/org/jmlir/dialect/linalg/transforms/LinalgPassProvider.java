package org.jmlir.dialect.linalg.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers linalg's transformations. */
public final class LinalgPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("linalg-generalize-named-ops", "Convert named ops into generic ops", GeneralizeNamedOpsPass::new);
    r.register("linalg-fuse-elementwise-ops", "Fuse elementwise operations on tensors", FuseElementwiseOpsPass::new);
    r.register(InlineScalarOperandsPass.ARGUMENT, InlineScalarOperandsPass.SUMMARY, InlineScalarOperandsPass::new);
    r.register(ConvertElementwiseToLinalgPass.ARGUMENT, ConvertElementwiseToLinalgPass.SUMMARY, ConvertElementwiseToLinalgPass::new);
    r.register(org.jmlir.conversion.tensortolinalg.ConvertTensorToLinalgPass.ARGUMENT, org.jmlir.conversion.tensortolinalg.ConvertTensorToLinalgPass.SUMMARY,
        org.jmlir.conversion.tensortolinalg.ConvertTensorToLinalgPass::new);
    r.register(org.jmlir.dialect.linalg.vectorize.LinalgVectorizePass.ARGUMENT, org.jmlir.dialect.linalg.vectorize.LinalgVectorizePass.SUMMARY,
        org.jmlir.dialect.linalg.vectorize.LinalgVectorizePass::new);
    r.register(DecomposeConvolutionsPass.ARGUMENT, DecomposeConvolutionsPass.SUMMARY, DecomposeConvolutionsPass::new);
    r.register(SpecializeGenericOpsPass.ARGUMENT, SpecializeGenericOpsPass.SUMMARY, SpecializeGenericOpsPass::specialize);
    r.register(SpecializeGenericOpsPass.MORPH_ARGUMENT, SpecializeGenericOpsPass.MORPH_SUMMARY, SpecializeGenericOpsPass::morph,
        SpecializeGenericOpsPass.MORPH_OPTIONS);
    r.register(SpecializeGenericOpsPass.FOLD_ARGUMENT, SpecializeGenericOpsPass.FOLD_SUMMARY, SpecializeGenericOpsPass::foldIntoElementwise);
    r.register(BlockPackMatmulPass.ARGUMENT, BlockPackMatmulPass.SUMMARY, BlockPackMatmulPass::new, BlockPackMatmulPass.OPTIONS);
    r.register(DetensorizePass.ARGUMENT, DetensorizePass.SUMMARY, DetensorizePass::new, DetensorizePass.OPTIONS);
    r.register(FoldUnitExtentDimsPass.ARGUMENT, FoldUnitExtentDimsPass.SUMMARY, FoldUnitExtentDimsPass::new, FoldUnitExtentDimsPass.OPTIONS);
    r.register(LinalgTensorToLlvmPipeline.ARGUMENT, LinalgTensorToLlvmPipeline.SUMMARY, LinalgTensorToLlvmPipeline::new);
  }
}
