package org.jmlir.dialect.hlo;

/** {@code return}: ends a region of an HLO op, yielding its results. */
public final class ReturnOp extends HloOp {
  ReturnOp() {}
}
