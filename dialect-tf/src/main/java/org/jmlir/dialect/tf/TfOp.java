package org.jmlir.dialect.tf;

import org.jmlir.ir.Operation;

/** An op of the tf dialect that has a registered definition ({@link TfOpRegistry}). */
public final class TfOp extends Operation {
  TfOp() {}
}
