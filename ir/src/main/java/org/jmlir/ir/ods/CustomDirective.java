package org.jmlir.ir.ods;

import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * The Java hook behind {@code custom<Name>(args)} in a declarative format (MLIR's custom directive:
 * a {@code parseName}/{@code printName} pair). The hook reads and fills the op's parts by name
 * through {@link FormatState} when parsing, and reads them from the op when printing.
 */
public interface CustomDirective {
  void parse(OpAsmParser parser, FormatState state);

  void print(Operation op, OpAsmPrinter printer);
}
