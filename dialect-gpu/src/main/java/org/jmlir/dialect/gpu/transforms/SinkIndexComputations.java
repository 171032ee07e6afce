package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.gpu.LaunchOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code -gpu-launch-sink-index-computations} (MLIR 22's sinkOperationsIntoLaunchOp): constants,
 * {@code memref.dim}, {@code arith.select} and {@code arith.cmpi} that a launch body uses from above are
 * cloned to the start of the body, with the like ops they depend on, so the kernel computes them
 * instead of receiving them as arguments.
 */
public final class SinkIndexComputations extends Pass {
  public SinkIndexComputations(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "gpu-launch-sink-index-computations";
  }

  @Override
  public String summary() {
    return "Sink index computations into gpu.launch body";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation l : root.collect(op -> op instanceof LaunchOp)) {
      sink((LaunchOp) l);
    }
  }

  static boolean isSinkingBeneficiary(Operation op) {
    return op.hasTrait(Trait.CONSTANT_LIKE)
        || op.name().equals("memref.dim")
        || op.name().equals("arith.select")
        || op.name().equals("arith.cmpi");
  }

  /** Sinks into {@code launch}; returns whether anything moved. */
  public static boolean sink(LaunchOp launch) {
    Set<Value> candidates = KernelOutlining.usedValuesDefinedAbove(launch.region(0));
    Set<Value> available = new HashSet<>();
    Set<Operation> beneficiary = new LinkedHashSet<>();
    for (Value v : candidates) {
      Operation def = v.definingOp();
      if (def != null) {
        extract(def, candidates, beneficiary, available);
      }
    }
    if (beneficiary.isEmpty()) {
      return false;
    }
    Block entry = launch.region(0).front();
    Operation anchor = entry.isEmpty() ? null : entry.first();
    IRMapping map = new IRMapping();
    for (Operation op : beneficiary) {
      Operation clone = op.clone(map);
      if (anchor == null) {
        entry.append(clone);
      } else {
        entry.insertBefore(anchor, clone);
      }
      for (int i = 0; i < op.numResults(); i++) {
        for (OpOperand use : new ArrayList<>(op.result(i).uses())) {
          if (launch.isProperAncestor(use.owner()) && use.owner() != clone) {
            use.set(clone.result(i));
          }
        }
      }
    }
    return true;
  }

  private static boolean extract(Operation op, Set<Value> existing, Set<Operation> beneficiary, Set<Value> available) {
    if (beneficiary.contains(op)) {
      return true;
    }
    if (!isSinkingBeneficiary(op)) {
      return false;
    }
    for (Value operand : op.operands()) {
      if (available.contains(operand)) {
        continue;
      }
      Operation def = operand.definingOp();
      if ((def == null || !extract(def, existing, beneficiary, available)) && !existing.contains(operand)) {
        return false;
      }
    }
    beneficiary.add(op);
    available.addAll(op.results());
    return true;
  }
}
