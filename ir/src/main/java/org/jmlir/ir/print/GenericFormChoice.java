package org.jmlir.ir.print;

import org.jmlir.ir.Operation;

/**
 * An op extension for ops whose syntax differs between versions of their dialect: when {@link
 * #printsGeneric} answers true for an op, the printer writes that op in the generic form although
 * its def has a custom assembly (e.g. an mhlo op that current XLA prints generically but the XLA of
 * an older test corpus prints in a custom form).
 */
@FunctionalInterface
public interface GenericFormChoice {
  /** Whether {@code op} prints in the generic form. */
  boolean printsGeneric(Operation op);
}
