package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelinePass;

/**
 * {@code test-lower-to-llvm}, MLIR's test pipeline that lowers arith, math, memref, scf and vector to
 * llvm: vector-to-scf, scf-to-cf, canonicalize, cse, vector-to-llvm, math-to-llvm, then memref,
 * func, arith, cf, index and ub to llvm and unrealized-cast reconciliation (MLIR 22's list). The steps jmlir has no pass for
 * yet (linalg-to-loops, lower-affine, expand-strided-metadata) are skipped.
 */
public final class TestLowerToLlvm extends PipelinePass {
  private final boolean reassociate;

  public TestLowerToLlvm(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!k.equals("reassociate-fp-reductions")) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    reassociate = o.getBool("reassociate-fp-reductions", false);
  }

  @Override
  public String argument() {
    return "test-lower-to-llvm";
  }

  @Override
  public String summary() {
    return "An example of pipeline to lower the main dialects (arith, linalg, memref, scf, vector) down to LLVM.";
  }

  static String pipelineText(PassRegistry r, boolean reassociate) {
    List<String> steps = new ArrayList<>();
    steps.add("func.func(convert-vector-to-scf" + (r.lookup("convert-linalg-to-loops") != null ? ",convert-linalg-to-loops" : "") + ")");
    for (String p : List.of("lower-affine", "convert-scf-to-cf", "canonicalize", "cse")) {
      if (r.lookup(p) != null) {
        steps.add(p);
      }
    }
    steps.add("convert-vector-to-llvm" + (reassociate ? "{reassociate-fp-reductions=1}" : ""));
    steps.add("func.func(convert-math-to-llvm)");
    for (String p : List.of("expand-strided-metadata", "lower-affine", "finalize-memref-to-llvm", "convert-func-to-llvm",
        "convert-arith-to-llvm", "convert-cf-to-llvm", "convert-index-to-llvm", "convert-ub-to-llvm", "reconcile-unrealized-casts")) {
      if (r.lookup(p) != null) {
        steps.add(p);
      }
    }
    return "builtin.module(" + String.join(",", steps) + ")";
  }

  @Override
  protected String pipelineText(PassRegistry registry) {
    return pipelineText(registry, reassociate);
  }
}
