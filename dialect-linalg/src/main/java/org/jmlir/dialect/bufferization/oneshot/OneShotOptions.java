package org.jmlir.dialect.bufferization.oneshot;

import java.util.List;
import org.jmlir.ir.Operation;

/**
 * The options of {@code one-shot-bufferize} (MLIR 22's OneShotBufferizationOptions), with its
 * defaults.
 */
public record OneShotOptions(
    boolean allowReturnAllocsFromLoops,
    boolean allowUnknownOps,
    long bufferAlignment,
    boolean bufferizeFunctionBoundaries,
    boolean checkParallelRegions,
    boolean copyBeforeWrite,
    List<String> dialectFilter,
    boolean dumpAliasSets,
    List<String> noAnalysisFuncFilter,
    LayoutMapOption functionBoundaryTypeConversion,
    boolean mustInferMemorySpace,
    boolean useEncodingForMemorySpace,
    boolean testAnalysisOnly,
    boolean printConflicts,
    LayoutMapOption unknownTypeConversion,
    String analysisHeuristic) {

  /** MLIR's LayoutMapOption. */
  public enum LayoutMapOption { INFER_LAYOUT_MAP, IDENTITY_LAYOUT_MAP, FULLY_DYNAMIC_LAYOUT_MAP }

  public static OneShotOptions defaults() {
    return new OneShotOptions(false, false, 64, false, true, false, List.of(), false, List.of(),
        LayoutMapOption.INFER_LAYOUT_MAP, false, false, false, false, LayoutMapOption.FULLY_DYNAMIC_LAYOUT_MAP, "bottom-up");
  }

  /** MLIR's isOpAllowed: the func dialect only with function boundaries; the dialect filter. */
  public boolean isOpAllowed(Operation op) {
    String ns = op.def().dialectNamespace();
    if (!bufferizeFunctionBoundaries && "func".equals(ns)) {
      return false;
    }
    return dialectFilter.isEmpty() || dialectFilter.contains(ns);
  }
}
