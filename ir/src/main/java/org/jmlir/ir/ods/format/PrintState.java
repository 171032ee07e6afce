package org.jmlir.ir.ods.format;

import org.jmlir.ir.Operation;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * Spacing state while printing a format, as MLIR's generated printers track it: whether a space is
 * due before the next element and whether the last element printed was punctuation.
 */
final class PrintState {
  final Operation op;
  final OpAsmPrinter printer;
  boolean shouldEmitSpace = true;
  boolean lastWasPunctuation;

  PrintState(Operation op, OpAsmPrinter printer) {
    this.op = op;
    this.printer = printer;
  }

  /** Before a non-literal element: a space unless the last element asked for none. */
  void spaceBeforeElement() {
    if (shouldEmitSpace || !lastWasPunctuation) {
      printer.print(' ');
    }
    lastWasPunctuation = false;
    shouldEmitSpace = true;
  }

  /** Prints a literal with MLIR's rules for spaces around punctuation. */
  void literal(String value) {
    if (shouldEmitSpace && shouldEmitSpaceBefore(value, lastWasPunctuation)) {
      printer.print(' ');
    }
    printer.print(value);
    shouldEmitSpace = value.length() != 1 || "<({[".indexOf(value.charAt(0)) < 0;
    lastWasPunctuation = value.charAt(0) != '_' && !Character.isLetter(value.charAt(0));
  }

  private static boolean shouldEmitSpaceBefore(String value, boolean lastWasPunctuation) {
    if (value.length() != 1 && !value.equals("->")) {
      return true;
    }
    if (lastWasPunctuation) {
      return ">)}],".indexOf(value.charAt(0)) < 0;
    }
    return "<>(){}[],".indexOf(value.charAt(0)) < 0;
  }
}
