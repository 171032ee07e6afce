package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.analysis.ConstantIntRanges;

/**
 * Range inference of an op's integer results from the ranges of its operands (MLIR's
 * InferIntRangeInterface), attached to an op kind as an {@link org.jmlir.ir.OpDef} extension.
 */
@FunctionalInterface
public interface InferIntRangeInterface {
  /**
   * The ranges of {@code op}'s results, one per result (null: nothing known), given {@code args},
   * the ranges of its operands (null for an operand that is not an integer).
   */
  List<ConstantIntRanges> inferResultRanges(Operation op, List<ConstantIntRanges> args);
}
