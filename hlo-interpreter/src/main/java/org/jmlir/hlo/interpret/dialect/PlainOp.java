package org.jmlir.hlo.interpret.dialect;

import org.jmlir.ir.Operation;

/** The op class of the check and interpreter dialects' ops: they need no typed accessors. */
final class PlainOp extends Operation {
  PlainOp() {}
}
