package org.jmlir.ir.parse;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.Type;

/** The hooks custom op syntax parses with (MLIR's OpAsmParser): SSA operands, regions, successors. */
public interface OpAsmParser extends AsmParser {
  /** The offset of the op name (for "expected N operands" style errors). */
  int nameOffset();

  /** The number of results declared at the use site ({@code %a:2 = ...} gives 2). */
  int numResults();

  // ---- operands ------------------------------------------------------------------------------

  UnresolvedOperand parseOperand();

  UnresolvedOperand parseOptionalOperand();

  /** Operands in {@code delimiter}; {@code requiredCount} -1 for any number. */
  List<UnresolvedOperand> parseOperandList(Delimiter delimiter, int requiredCount);

  default List<UnresolvedOperand> parseOperandList() {
    return parseOperandList(Delimiter.NONE, -1);
  }

  /** Resolves a use to a value of {@code type}, reporting a type mismatch or an undefined value. */
  Value resolveOperand(UnresolvedOperand operand, Type type);

  /**
   * Resolves uses against types pairwise, appending to {@code out}; reports
   * "N operands present, but expected M" at {@code offset} when the counts differ.
   */
  void resolveOperands(List<UnresolvedOperand> operands, List<Type> types, int offset, List<Value> out);

  /** Resolves all uses against one type. */
  default void resolveOperands(List<UnresolvedOperand> operands, Type type, List<Value> out) {
    for (UnresolvedOperand o : operands) {
      out.add(resolveOperand(o, type));
    }
  }

  // ---- region arguments and regions ----------------------------------------------------------

  /** {@code %name} with an optional (or required) {@code : type}, attributes and location. */
  Argument parseArgument(boolean allowType, boolean allowAttrs);

  Argument parseOptionalArgument(boolean allowType, boolean allowAttrs);

  List<Argument> parseArgumentList(Delimiter delimiter, boolean allowType, boolean allowAttrs);

  /**
   * Parses {@code { ... }} into {@code region}. Non-empty {@code arguments} define the entry block's
   * arguments (the region must then not start with a block label).
   */
  void parseRegion(Region region, List<Argument> arguments, boolean enableNameShadowing);

  /** Like {@link #parseRegion} when a {@code {} is next; false when absent. */
  boolean parseOptionalRegion(Region region, List<Argument> arguments, boolean enableNameShadowing);

  /**
   * One op in the generic form (regions and trailing location included), appended to {@code block};
   * returns it (MLIR's parseGenericOperation).
   */
  Operation parseGenericOperation(Block block);

  // ---- successors ----------------------------------------------------------------------------

  /** Affine expressions over SSA operands ({@code [%i + 3, symbol(%n)]}); see AffineParser. */
  java.util.List<org.jmlir.ir.affine.AffineExpr> parseAffineExprsOfSSAIds(Delimiter delimiter, AffineParser.SsaIdResolver resolver);

  /** One affine expression over SSA operands ({@code %i + symbol(%n)}); see AffineParser. */
  org.jmlir.ir.affine.AffineExpr parseAffineExprOfSSAIds(AffineParser.SsaIdResolver resolver);

  /** {@code ^bb} (a forward reference creates the block). */
  Block parseSuccessor();

  Block parseOptionalSuccessor();

  /** {@code ^bb(%a, %b : t1, t2)}: the successor and its operand values. */
  Block parseSuccessorAndUseList(List<Value> operands);
}
