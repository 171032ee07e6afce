package org.jmlir.dialect.bufferization.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the bufferization passes. */
public final class BufferizationPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("buffer-results-to-out-params", "Converts memref-typed function results to out-params", BufferResultsToOutParamsPass::new);
    r.register("one-shot-bufferize", "One-Shot Bufferize", OneShotBufferizePass::new, OneShotBufferizePass.OPTIONS);
    r.register("ownership-based-buffer-deallocation", "Adds all required dealloc operations for all allocations in the input program",
        OwnershipBasedDeallocation::new,
        new PassRegistry.Option("private-function-dynamic-ownership", "false",
            "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees."));
    r.register(DeallocationPasses.SIMPLIFY, DeallocationPasses.SIMPLIFY_SUMMARY, DeallocSimplification::new);
    r.register(DeallocationPasses.LOWER, DeallocationPasses.LOWER_SUMMARY, DeallocationPasses::lowering);
    r.register("convert-bufferization-to-memref", "Convert operations from the Bufferization dialect to the MemRef dialect",
        DeallocationPasses.ToMemRef::new);
    r.register("drop-equivalent-buffer-results", "Remove MemRef return values that are equivalent to a bbArg",
        DropEquivalentBufferResults::new);
    r.register("buffer-hoisting",
        "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions",
        BufferHoisting::dominators);
    r.register("buffer-loop-hoisting", "Optimizes placement of allocation operations by moving them out of loop nests",
        BufferHoisting::loops);
    r.register("optimize-allocation-liveness", "This pass optimizes the liveness of temp allocations in the input function",
        OptimizeAllocationLiveness::new);
    r.register("eliminate-empty-tensors", "Try to eliminate all tensor.empty ops.", EliminateEmptyTensorsPass::new);
    r.register("empty-tensor-to-alloc-tensor", "Replace all empty ops by alloc_tensor ops.", EmptyTensorToAllocTensor::new);
    r.register("expand-realloc", "Expand memref.realloc operations into its components", ExpandReallocPass::new,
        ExpandReallocPass.OPTIONS);
    r.register("test-tensor-copy-insertion", "Module pass to test Tensor Copy Insertion", TestTensorCopyInsertionPass::new,
        TestTensorCopyInsertionPass.OPTIONS);
    r.register("buffer-deallocation-pipeline",
        "The default pipeline for automatically inserting deallocation operations after one-shot bufferization.",
        DeallocationPasses.Pipeline::new, new PassRegistry.Option("private-function-dynamic-ownership", "false",
            "Allows to add additional arguments to private functions to dynamically pass ownership of memrefs to callees."));
  }
}
