package org.jmlir.translate.hlo;

import org.jmlir.ir.Operation;

/** An op the HLO text exporter cannot write; reported at the op's location. Stackless. */
final class HloExportException extends RuntimeException {
  private final transient Operation op;

  HloExportException(Operation op, String message) {
    super(message, null, false, false);
    this.op = op;
  }

  Operation op() {
    return op;
  }
}
