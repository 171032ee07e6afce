package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;

/**
 * The operands of an affine map as MLIR writes them: {@code (%d0, %d1)[%s0]}, dims in parentheses,
 * symbols in optional brackets, all of type {@code index}.
 */
final class DimAndSymbolList {
  private DimAndSymbolList() {}

  /** Parses {@code (dims)[symbols]}, resolves them as index values into {@code out}; returns the dim count. */
  static int parse(OpAsmParser p, List<Value> out) {
    List<UnresolvedOperand> dims = p.parseOperandList(Delimiter.PAREN, -1);
    List<UnresolvedOperand> symbols = p.parseOperandList(Delimiter.OPTIONAL_SQUARE, -1);
    IndexType index = IndexType.get(p.context());
    p.resolveOperands(dims, index, out);
    p.resolveOperands(symbols, index, out);
    return dims.size();
  }

  /** Prints {@code (dims)} and, when there are symbols, {@code [symbols]}. */
  static void print(OpAsmPrinter p, List<? extends Value> operands, int numDims) {
    p.print('(');
    p.printOperands(operands.subList(0, numDims));
    p.print(')');
    if (operands.size() > numDims) {
      p.print('[');
      p.printOperands(operands.subList(numDims, operands.size()));
      p.print(']');
    }
  }
}
