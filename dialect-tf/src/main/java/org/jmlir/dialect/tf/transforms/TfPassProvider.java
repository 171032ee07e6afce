package org.jmlir.dialect.tf.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the tf dialect's passes with jopt. */
public final class TfPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("tf-materialize-passthrough-op",
        "Materialize the MlirPassthroughOp by replacing it with the MLIR module attached as an attribute",
        MaterializePassthroughOp::new, new PassRegistry.Option[0]);
    r.register("tf-functional-control-flow-to-cfg",
        "Transform functional control flow Ops to MLIR Control Form Graph (CFG) form",
        FunctionalControlFlowToCfg::new, new PassRegistry.Option[0]);
    r.register("tf-functional-control-flow-to-regions",
        "Transforms functional control flow operations to their region-based counterparts",
        FunctionalControlFlowToRegions::new, FunctionalControlFlowToRegions.OPTIONS);
    r.register("tf-region-control-flow-to-functional",
        "Transforms region-based control flow operations to their functional counterparts",
        RegionControlFlowToFunctional::new, new PassRegistry.Option[0]);
    r.register("tf-shape-inference", "Shape inference on TF dialect and ops implementing InferTypeOpInterface",
        ShapeInference::new, ShapeInference.OPTIONS);
    r.register("tf-standard-pipeline",
        "Run all the passes involved in transforming the graph before execution so that it is suitable for targeting TPUs.",
        StandardPipeline::new, StandardPipeline.OPTIONS);
    r.register("tf-optimize", "Optimize TensorFlow module", TfOptimize::new, new PassRegistry.Option[0]);
    r.register("tf-device-attribute-to-launch", "Wraps each TF op which has a non-empty device attribute in a tf_device.launch.",
        org.jmlir.dialect.tfdevice.transforms.DeviceAttributeToLaunch::new, new PassRegistry.Option[0]);
    r.register("tf-device-constant-sinking", "Sinks constants implicitly captured in a tf_device.cluster region.",
        org.jmlir.dialect.tfdevice.transforms.ConstantSinking::new, new PassRegistry.Option[0]);
    r.register("tf-strip-noinline-attribute", "Strip the tf._noinline attribute from top-level functions.",
        StripAttributes::noinline, new PassRegistry.Option[0]);
    r.register("tf-strip-tf-attributes", "Removes TF specific attributes",
        StripAttributes::tfAttributes, new PassRegistry.Option[0]);
    r.register("tf-guarantee-all-funcs-one-use", "Guarantee all FuncOp's have only a single use.",
        GuaranteeAllFuncsOneUse::new, new PassRegistry.Option[0]);
    r.register("tf-drop-while-shape-invariant", "Drop `shape_invariant` attribute from While/WhileRegion ops.",
        DropWhileShapeInvariant::everywhere, new PassRegistry.Option[0]);
    r.register("tf-drop-while-shape-invariant-in-device-cluster",
        "Drop `shape_invariant` attribute from While/WhileRegion ops inside device cluster.",
        DropWhileShapeInvariant::inDeviceCluster, new PassRegistry.Option[0]);
    r.register("tf-saved-model-convert-session-initializer-to-function", "Converts the session initializer to a function.",
        SavedModelFunctionPasses::sessionInitializerToFunction, new PassRegistry.Option[0]);
    r.register("tf-saved-model-add-functions-for-exported-names", "Add functions to represent exported names",
        SavedModelFunctionPasses::addFunctionsForExportedNames, new PassRegistry.Option[0]);
    r.register("tf-saved-model-dedup-bound-input-binding-pass", "Remove duplicate 'tf_saved_model.bound_input' bindings.",
        SavedModelBoundInputPasses::dedup, new PassRegistry.Option[0]);
    r.register("tf-saved-model-asset-sinking",
        "Replace arguments of session initializer functions with constants holding asset file paths.",
        SavedModelBoundInputPasses::assetSinking, SavedModelBoundInputPasses.ASSET_SINKING_OPTIONS);
    r.register("tf-saved-model-optimize-global-tensors", "Optimize tf_saved_model.global_tensor's.",
        SavedModelGlobalTensorPasses::optimize, new PassRegistry.Option[0]);
    r.register("tf-saved-model-freeze-global-tensors", "Freeze tf_saved_model.global_tensor's in func bodies.",
        SavedModelGlobalTensorPasses::freeze,
        new PassRegistry.Option[] {new PassRegistry.Option("allow-mutable-tensors", "<bool>",
            "Allows mutable tensors to be in the graph. Default is false which means only immutable are allowed.")});
    r.register("tf-saved-model-freeze-assets", "Freeze assets in a SavedModel",
        SavedModelBoundInputPasses::freezeAssets, new PassRegistry.Option[0]);
    r.register("tf-verify-for-export", "Verifies module for export to TensorFlow graph",
        ExportPreparationPasses::verifyForExport, new PassRegistry.Option[0]);
    r.register("constant-op-device-assignment", "Assign device for tf.Const ops",
        ExportPreparationPasses::constantDevice, new PassRegistry.Option[0]);
    r.register("tf-canonicalize-compile-and-replicate-attributes", "Canonicalize compilation and replication attributes.",
        ExportPreparationPasses::canonicalizeCompile, new PassRegistry.Option[0]);
    r.register("tf-print", "Print MLIR module", ExportPreparationPasses::print, new PassRegistry.Option[0]);
    r.register("tf-order-by-dialect", "Reorders ops so ops of the same dialect are next to each other.",
        OrderByDialect::new, new PassRegistry.Option[0]);
    r.register("tf-group-by-dialect", "Groups ops into functions that only contain one dialect.",
        GroupByDialect::new, new PassRegistry.Option[0]);
    r.register("tf-strip-saved-module-metadata", "Removes saved model metadata from the module",
        StripAttributes::savedModelMetadata, new PassRegistry.Option[0]);
    r.register("tf-functional-to-executor-conversion", "Transform from func op to TF executor dialect.",
        FunctionalToExecutor::new, new PassRegistry.Option[0]);
    r.register("tf-xla-inline-device-ops", "Inline all Cluster op based in the parent region",
        org.jmlir.dialect.tfdevice.transforms.InlineDeviceOps::new, new PassRegistry.Option[0]);
    r.register("tf-simple-device-assignment", "Simple device assignment in TF dialect.",
        DeviceAssignment::simple, DeviceAssignment.SIMPLE_OPTIONS);
    r.register("tf-device-assignment-by-func-attr",
        "Device assignment in TF dialect using the device specified in the function attribute.",
        DeviceAssignment::byFuncAttr, new PassRegistry.Option[0]);
    r.register("tf-tensor-device-copy",
        "Fold the tf.Identity op and the tf.IdentityN op if the op has the same device as its operand",
        TensorDeviceCopy::new, new PassRegistry.Option[0]);
    r.register("tf-name-anonymous-iterators", "Converts anonymous iterators to named iterators",
        NameAnonymousIterators::new, new PassRegistry.Option[0]);
    r.register("tf-convert-to-legacy-compile-and-replicate-attributes",
        "Convert unified compilation and replication attributes to legacy attributes",
        LegacyCompileAndReplicateAttributes::convert, new PassRegistry.Option[0]);
    r.register("tf-fallback-to-legacy-compile-and-replicate-attributes",
        "Convert unified compilation and replication attributes to legacy attributes",
        LegacyCompileAndReplicateAttributes::fallback, new PassRegistry.Option[0]);
    r.register("tf-hoist-broadcast-read", "Hoist reads out of a replicate that are on a resource that is on the TPU host.",
        org.jmlir.dialect.tfdevice.transforms.HoistBroadcastRead::new, new PassRegistry.Option[0]);
    r.register("tf-parallel-execute-to-islands", "Lowers device parallel_execute to executor islands",
        org.jmlir.dialect.tfdevice.transforms.ParallelExecuteToIslands::new,
        new PassRegistry.Option[] {new PassRegistry.Option("legacy-graph-export", "<bool>", "Whether to keep the legacy graph export pipeline's invariants")});
    r.register("tf-replicate-to-island", "Lowers device replicate to executor islands",
        org.jmlir.dialect.tfdevice.transforms.ReplicateToIsland::new,
        new PassRegistry.Option[] {new PassRegistry.Option("legacy-graph-export", "<bool>", "Whether to keep the legacy graph export pipeline's invariants")});
    r.register("tf-replica-id-to-device-ordinal", "Set device ordinal with replica id",
        ReplicaIdToDeviceOrdinal::new, new PassRegistry.Option[0]);
    r.register("tf-device-index-selector", "Fold tf.DeviceIndex to constant.",
        DeviceIndexSelector::new, new PassRegistry.Option[0]);
    r.register("verify-no-outside-compilation-markers",
        "Verifies that after Outside Compilation passes complete, there are no more _xla_outside_compilation attributes and no tf_device.launch ops.",
        org.jmlir.dialect.tfdevice.transforms.VerifyNoOutsideCompilationMarkers::new, new PassRegistry.Option[0]);
    r.register("tf-xla-validate-inputs", "Validtes inputs to the TF CPU/GPU bridge",
        XlaValidateInputs::new, new PassRegistry.Option[0]);
    r.register("tf-device-mark-input-output-aliases",
        "Marks device cluster inputs-output pairs that read/write to the same variable as aliases",
        org.jmlir.dialect.tfdevice.transforms.MarkInputOutputAliases::new, new PassRegistry.Option[0]);
    r.register("tf-launch-to-device-attribute", "Hoists and annotates device launch inner ops with associated device attribute.",
        org.jmlir.dialect.tfdevice.transforms.LaunchToDeviceAttribute::new,
        new PassRegistry.Option[] {new PassRegistry.Option("legacy-graph-export", "<bool>", "Whether to keep the legacy graph export pipeline's invariants")});
  }
}
