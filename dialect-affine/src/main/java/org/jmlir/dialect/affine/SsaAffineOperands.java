package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffinePrinter;
import org.jmlir.ir.parse.AffineParser;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;

/**
 * The SSA operands of affine expressions written inline ({@code %i + symbol(%n)}): a bare operand is a
 * dim, {@code symbol(%x)} a symbol; each distinct operand gets one position (MLIR's
 * parseAffineMapOfSSAIds). One collector serves all the expressions of one map.
 */
final class SsaAffineOperands implements AffineParser.SsaIdResolver {
  private final OpAsmParser parser;
  final List<UnresolvedOperand> dims = new ArrayList<>();
  final List<UnresolvedOperand> symbols = new ArrayList<>();

  SsaAffineOperands(OpAsmParser parser) {
    this.parser = parser;
  }

  @Override
  public AffineExpr resolve(boolean isSymbol) {
    UnresolvedOperand o = parser.parseOperand();
    List<UnresolvedOperand> list = isSymbol ? symbols : dims;
    int i = 0;
    while (i < list.size() && !(list.get(i).name().equals(o.name()) && list.get(i).number() == o.number())) {
      i++;
    }
    if (i == list.size()) {
      list.add(o);
    }
    return isSymbol ? AffineExpr.symbol(i) : AffineExpr.dim(i);
  }

  /** The map of {@code exprs} over the operands collected so far. */
  AffineMap map(List<AffineExpr> exprs) {
    return new AffineMap(dims.size(), symbols.size(), exprs);
  }

  /** Resolves dims then symbols as index values into {@code out}. */
  void resolveInto(List<Value> out) {
    IndexType index = IndexType.get(parser.context());
    parser.resolveOperands(dims, index, out);
    parser.resolveOperands(symbols, index, out);
  }

  /** Prints {@code e} with its dims as the operands and its symbols as {@code symbol(%x)}. */
  static void print(OpAsmPrinter p, AffineExpr e, AffineMap map, List<? extends Value> operands) {
    AffinePrinter.print(e, sink(p, map, operands));
  }

  /** Prints {@code [e0, e1, ...]}: each result of {@code map} over {@code operands}. */
  static void printSubscripts(OpAsmPrinter p, AffineMap map, List<? extends Value> operands) {
    p.print('[');
    for (int i = 0; i < map.numResults(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      print(p, map.results().get(i), map, operands);
    }
    p.print(']');
  }

  private static AffinePrinter.Sink sink(OpAsmPrinter p, AffineMap map, List<? extends Value> operands) {
    return new AffinePrinter.Sink() {
      @Override
      public AffinePrinter.Sink append(String text) {
        p.print(text);
        return this;
      }

      @Override
      public void dim(int position) {
        p.printOperand(operands.get(position));
      }

      @Override
      public void symbol(int position) {
        p.print("symbol(");
        p.printOperand(operands.get(map.numDims() + position));
        p.print(')');
      }
    };
  }

}
