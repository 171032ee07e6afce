package org.jmlir.dialect.bufferization.oneshot;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jmlir.ir.Operation;

/**
 * What the module analysis learned about each function (MLIR's FuncAnalysisState): which tensor
 * arguments it reads and writes, which returned values are equivalent to an argument, and which
 * results may alias an argument.
 */
final class FuncAnalysis {
  enum Status { IN_PROGRESS, ANALYZED }

  final Map<Operation, Status> status = new IdentityHashMap<>();
  final Map<Operation, Set<Integer>> read = new IdentityHashMap<>();
  final Map<Operation, Set<Integer>> written = new IdentityHashMap<>();
  /** Per function: result index -> equivalent argument index. */
  final Map<Operation, Map<Integer, Integer>> equivalentArgs = new IdentityHashMap<>();
  /** Per function: argument index -> result indices that may alias it. */
  final Map<Operation, Map<Integer, Set<Integer>>> aliasingResults = new IdentityHashMap<>();

  boolean analyzed(Operation func) {
    return status.get(func) == Status.ANALYZED;
  }

  void start(Operation func) {
    status.put(func, Status.IN_PROGRESS);
    read.put(func, new TreeSet<>());
    written.put(func, new TreeSet<>());
    equivalentArgs.put(func, new HashMap<>());
    aliasingResults.put(func, new HashMap<>());
  }

  Set<Integer> aliasing(Operation func, int arg) {
    return aliasingResults.getOrDefault(func, Map.of()).getOrDefault(arg, Set.of());
  }

  static List<Integer> none() {
    return List.of();
  }
}
