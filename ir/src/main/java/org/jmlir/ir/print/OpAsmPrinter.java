package org.jmlir.ir.print;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;

/** The hooks custom op syntax prints with (MLIR's OpAsmPrinter). */
public interface OpAsmPrinter extends AsmPrinter {
  /** {@code %name} as assigned by the printer's naming pass. */
  void printOperand(Value value);

  /** Comma-separated operands. */
  void printOperands(List<? extends Value> values);

  /**
   * Prints {@code { ... }} with the region's blocks, indented.
   *
   * @param printEntryBlockArgs whether to print the entry block's label and arguments
   * @param printBlockTerminators whether to print a block's terminator when it is the implicit one
   * @param printEmptyBlock whether to print an empty entry block's label
   */
  void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators, boolean printEmptyBlock);

  default void printRegion(Region region) {
    printRegion(region, true, true, false);
  }

  /** {@code %arg0: type {attrs} loc(...)}, as in function signatures. */
  void printRegionArgument(BlockArgument arg, List<NamedAttribute> argAttrs, boolean omitType);

  /** {@code ^bb1}. */
  void printSuccessor(Block block);

  /** {@code ^bb1(%a, %b : t1, t2)}, or just {@code ^bb1} with no operands. */
  void printSuccessorAndUseList(Block block, List<? extends Value> operands);

  /**
   * {@code op} in the generic form, without results or trailing location (MLIR's printGenericOp),
   * for custom syntax that embeds an op.
   */
  void printGenericOp(Operation op);

  /**
   * {@code op} in its custom form when it has one, otherwise generic, without results or trailing
   * location (MLIR's printCustomOrGenericOp), for custom syntax that embeds an op ({@code vector.mask}).
   */
  default void printCustomOrGenericOp(Operation op) {
    printGenericOp(op);
  }

  /** {@code (operand types) -> result types} of {@code op}. */
  void printFunctionalType(Operation op);

  /** {@code loc(...)} with a leading space, only when printing debug info. */
  void printOptionalLocationSpecifier(Location loc);

  /** A newline followed by the current indentation. */
  void printNewline();

  void increaseIndent();

  void decreaseIndent();

  /** Whether the printer prints debug locations ({@code --mlir-print-debuginfo}). */
  boolean printsDebugInfo();
}
