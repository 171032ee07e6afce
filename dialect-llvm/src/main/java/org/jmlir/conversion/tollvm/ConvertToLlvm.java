package org.jmlir.conversion.tollvm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.llvmcommon.ToLlvmInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code convert-to-llvm}, as MLIR 22's ConvertToLLVMPass: every loaded dialect that implements
 * {@link ToLlvmInterface} (MLIR's ConvertToLLVMPatternInterface) contributes its patterns to one
 * partial conversion; {@code filter-dialects} restricts the set. Each dialect it names must be
 * loaded when the pipeline starts (by the input or as a dependent dialect) and implement the
 * interface, else the pass fails before running with mlir-opt 22's wording at an unknown location.
 */
public final class ConvertToLlvm extends LlvmConversionPass {
  public ConvertToLlvm(PassOptions o) {
    super(o, Set.of("filter-dialects", "dynamic", "allow-pattern-rollback"), "convert-to-llvm", "ConvertToLLVMPass", "Convert to LLVM via dialect interfaces found in the input IR");
  }

  /**
   * The dialects MLIR 22 loads along with each one (its dependent dialects, and for tensor and
   * memref the extensions registered for them), as observed with mlir-opt 22; the closure of the
   * loaded set under this map is what filter-dialects is checked against.
   */
  private static final Map<String, List<String>> LOADS_ALONG =
      Map.of(
          "func", List.of("cf"),
          "cf", List.of("arith"),
          "math", List.of("arith"),
          "complex", List.of("arith"),
          "scf", List.of("arith"),
          "gpu", List.of("arith"),
          "affine", List.of("arith", "ub"),
          "vector", List.of("arith", "ub"),
          "tensor", List.of("affine", "arith", "cf", "complex", "index", "linalg", "math", "memref", "scf", "ub"),
          "memref", List.of("affine", "arith", "bufferization", "cf", "complex", "func", "index", "linalg", "math", "scf",
              "tensor", "ub", "vector"));

  /** Why the pass cannot run (a filter-dialects entry not loaded or without the interface), or null. */
  private String initError;

  @Override
  public void initialize(MLIRContext context) {
    super.initialize(context);
    initError = null;
    List<String> filter = options().getList("filter-dialects");
    if (filter.isEmpty()) {
      return;
    }
    Set<String> loaded = new HashSet<>();
    Deque<String> work = new ArrayDeque<>();
    for (org.jmlir.ir.Dialect d : context.loadedDialects()) {
      work.add(d.namespace());
    }
    while (!work.isEmpty()) {
      String d = work.pop();
      if (loaded.add(d)) {
        work.addAll(LOADS_ALONG.getOrDefault(d, List.of()));
      }
    }
    Set<String> implementing = new HashSet<>();
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      implementing.add(i.dialect());
    }
    for (String d : filter) {
      if (!loaded.contains(d)) {
        initError = "dialect not loaded: " + d + "\n";
        return;
      }
      if (!implementing.contains(d)) {
        initError = "dialect does not implement ConvertToLLVMPatternInterface: " + d + "\n";
        return;
      }
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (initError != null) {
      root.context().diagnostics().emitError(org.jmlir.ir.loc.UnknownLoc.get(root.context()), initError);
      pc.signalFailure();
      return;
    }
    super.run(root, pc);
  }

  /** With {@code dynamic=true} the index width comes from the data layout (dlti) above each op, as 22's dynamic variant does. */
  @Override
  protected boolean usesDataLayout() {
    return options().getBool("dynamic", false);
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    List<String> filter = options().getList("filter-dialects");
    List<RewritePattern> out = new ArrayList<>();
    for (ToLlvmInterface i : ToLlvmInterface.all()) {
      if (filter.isEmpty() || filter.contains(i.dialect())) {
        i.populate(converter, out);
      }
    }
    return out;
  }
}
