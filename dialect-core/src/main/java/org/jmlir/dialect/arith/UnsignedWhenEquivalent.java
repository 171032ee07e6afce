package org.jmlir.dialect.arith;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code arith-unsigned-when-equivalent} (MLIR's ArithUnsignedWhenEquivalent): with the integer range
 * analysis, a signed division, remainder, min/max or sign extension whose operands and results are all
 * known non-negative becomes its unsigned form, and a signed comparison of non-negative operands the
 * unsigned one. Ops are replaced in place (a conversion: nothing is folded or removed).
 */
public final class UnsignedWhenEquivalent extends Pass {
  private static final Map<String, String> UNSIGNED = Map.of(
      "arith.divsi", "arith.divui",
      "arith.ceildivsi", "arith.ceildivui",
      "arith.floordivsi", "arith.divui",
      "arith.remsi", "arith.remui",
      "arith.minsi", "arith.minui",
      "arith.maxsi", "arith.maxui",
      "arith.extsi", "arith.extui");

  private static final Map<String, String> UNSIGNED_PREDICATE = Map.of("slt", "ult", "sle", "ule", "sgt", "ugt", "sge", "uge");

  public UnsignedWhenEquivalent(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "arith-unsigned-when-equivalent";
  }

  @Override
  public String summary() {
    return "Replace signed ops with unsigned ones where they are proven equivalent";
  }

  private static boolean nonNegative(IntegerRangeAnalysis ranges, Value v) {
    ConstantIntRanges r = ranges.range(v);
    return r != null && r.smin().signum() >= 0;
  }

  private static boolean allNonNegative(IntegerRangeAnalysis ranges, List<? extends Value> values) {
    for (Value v : values) {
      if (!nonNegative(ranges, v)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    IntegerRangeAnalysis ranges = IntegerRangeAnalysis.run(root);
    List<Operation> candidates = new ArrayList<>();
    root.walk(op -> {
      if (UNSIGNED.containsKey(op.name()) || op.name().equals("arith.cmpi")) {
        candidates.add(op);
      }
    });
    for (Operation op : candidates) {
      if (op.name().equals("arith.cmpi")) {
        String pred = ArithFolders.CMPI[ArithFolders.predicate(op)];
        String unsigned = UNSIGNED_PREDICATE.get(pred);
        if (unsigned != null && allNonNegative(ranges, op.operands())) {
          IntegerAttr old = (IntegerAttr) op.inherentAttr("predicate");
          op.setAttr("predicate", IntegerAttr.get(op.context(), old.type(), ArithAttrs.CMPI_PREDICATES.indexOf(unsigned)));
        }
        continue;
      }
      if (!allNonNegative(ranges, op.operands()) || !allNonNegative(ranges, op.results())) {
        continue;
      }
      OperationState s = new OperationState(op.context(), UNSIGNED.get(op.name()), op.location());
      s.addOperands(op.operands());
      for (Value r : op.results()) {
        s.addType(r.type());
      }
      s.properties = op.properties();
      s.attributes.addAll(op.attrDictionary().entries());
      Operation n = Operation.create(s);
      op.block().insertBefore(op, n);
      op.replaceAllUsesWith(n.results());
      op.erase();
    }
  }
}
