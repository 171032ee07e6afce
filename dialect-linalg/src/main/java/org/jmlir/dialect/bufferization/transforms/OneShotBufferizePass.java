package org.jmlir.dialect.bufferization.transforms;

import java.util.List;
import java.util.Set;
import org.jmlir.dialect.bufferization.oneshot.OneShotBufferize;
import org.jmlir.dialect.bufferization.oneshot.OneShotOptions;
import org.jmlir.dialect.bufferization.oneshot.OneShotOptions.LayoutMapOption;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/** {@code one-shot-bufferize} (MLIR 22's OneShotBufferizePass), with its options. */
public final class OneShotBufferizePass extends Pass {
  private static final Set<String> LAYOUTS = Set.of("infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map");

  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("allow-return-allocs-from-loops", "false", "Allows returning/yielding new allocations from a loop."),
    new PassRegistry.Option("allow-unknown-ops", "false", "Allows unknown (not bufferizable) ops in the input IR."),
    new PassRegistry.Option("analysis-fuzzer-seed", "0", "Test only: Analyze ops in random order with a given seed (fuzzer)"),
    new PassRegistry.Option("analysis-heuristic", "bottom-up", "Heuristic that control the IR traversal during analysis"),
    new PassRegistry.Option("bufferize-function-boundaries", "false", "Bufferize function boundaries (experimental)."),
    new PassRegistry.Option("check-parallel-regions", "true", "Account for parallel regions in RaW analysis."),
    new PassRegistry.Option("copy-before-write", "false", "Skip the analysis. Make a buffer copy on every write."),
    new PassRegistry.Option("dialect-filter", "", "Restrict bufferization to ops from these dialects."),
    new PassRegistry.Option("dump-alias-sets", "false", "Test only: Annotate tensor IR with alias sets"),
    new PassRegistry.Option("no-analysis-func-filter", "", "Skip analysis of functions with these symbol names."),
    new PassRegistry.Option("function-boundary-type-conversion", "infer-layout-map", "Controls layout maps when bufferizing function signatures."),
    new PassRegistry.Option("must-infer-memory-space", "false", "The memory space of an memref types must always be inferred."),
    new PassRegistry.Option("use-encoding-for-memory-space", "false", "Use the Tensor encoding attribute for the memory space."),
    new PassRegistry.Option("test-analysis-only", "false", "Test only: Only run inplaceability analysis and annotate IR"),
    new PassRegistry.Option("print-conflicts", "false", "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only."),
    new PassRegistry.Option("unknown-type-conversion", "fully-dynamic-layout-map", "Controls layout maps for non-inferrable memref types."),
    new PassRegistry.Option("buffer-alignment", "64", "Sets the alignment of newly allocated buffers."),
  };

  private final OneShotOptions options;

  public OneShotBufferizePass(PassOptions o) {
    super(o);
    options = new OneShotOptions(
        o.getBool("allow-return-allocs-from-loops", false),
        o.getBool("allow-unknown-ops", false),
        o.getUnsigned("buffer-alignment", 64),
        o.getBool("bufferize-function-boundaries", false),
        o.getBool("check-parallel-regions", true),
        o.getBool("copy-before-write", false),
        o.getList("dialect-filter"),
        o.getBool("dump-alias-sets", false),
        o.getList("no-analysis-func-filter"),
        layout(o.getEnum("function-boundary-type-conversion", "infer-layout-map", LAYOUTS)),
        o.getBool("must-infer-memory-space", false),
        o.getBool("use-encoding-for-memory-space", false),
        o.getBool("test-analysis-only", false),
        o.getBool("print-conflicts", false),
        layout(o.getEnum("unknown-type-conversion", "fully-dynamic-layout-map", LAYOUTS)),
        o.getEnum("analysis-heuristic", "bottom-up", Set.of("bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer")));
  }

  private static LayoutMapOption layout(String s) {
    return switch (s) {
      case "identity-layout-map" -> LayoutMapOption.IDENTITY_LAYOUT_MAP;
      case "fully-dynamic-layout-map" -> LayoutMapOption.FULLY_DYNAMIC_LAYOUT_MAP;
      default -> LayoutMapOption.INFER_LAYOUT_MAP;
    };
  }

  @Override
  public String argument() {
    return "one-shot-bufferize";
  }

  @Override
  public String summary() {
    return "One-Shot Bufferize";
  }

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "bufferization", "memref");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!new OneShotBufferize(options).run(root)) {
      pc.signalFailure();
    }
  }

  static List<String> none() {
    return List.of();
  }
}
