package org.jmlir.dialect.cf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.type.Type;

/**
 * The successor syntax of {@code cf.br} and {@code cf.cond_br}, which MLIR declares in their assembly
 * format as {@code $dest (`(` $operands^ `:` type($operands) `)`)?}: after the parenthesis the operand
 * list may be empty but the colon and at least one type are required ({@code ^bb1()} is "expected ':'"),
 * and the operands are resolved after the whole op is parsed.
 */
final class CfSyntax {
  private CfSyntax() {}

  /** A destination's operands as parsed, resolved later by {@link #resolve}. */
  record DestOperands(List<UnresolvedOperand> uses, List<Type> types, int offset) {
    static final DestOperands NONE = new DestOperands(List.of(), List.of(), 0);
  }

  static Block parseSuccessor(OpAsmParser p, DestOperands[] out) {
    Block dest = p.parseSuccessor();
    out[0] = DestOperands.NONE;
    if (p.parseOptionalLParen()) {
      int offset = p.currentOffset();
      List<UnresolvedOperand> uses = p.parseOperandList(Delimiter.NONE, -1);
      List<Type> types = p.parseColonTypeList();
      p.parseRParen();
      out[0] = new DestOperands(uses, types, offset);
    }
    return dest;
  }

  static void resolve(OpAsmParser p, DestOperands d, List<Value> out) {
    if (d.uses().size() != d.types().size()) {
      throw p.emitError(
          d.offset(),
          "number of operands and types do not match: got " + d.uses().size() + " operands and " + d.types().size()
              + " types");
    }
    p.resolveOperands(d.uses(), d.types(), d.offset(), out);
  }
}
