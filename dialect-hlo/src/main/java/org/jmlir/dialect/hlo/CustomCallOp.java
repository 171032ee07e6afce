package org.jmlir.dialect.hlo;

/** {@code custom_call}: calls a backend function by name. */
public final class CustomCallOp extends HloOp {
  CustomCallOp() {}
}
