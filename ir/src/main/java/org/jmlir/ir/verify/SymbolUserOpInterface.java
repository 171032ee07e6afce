package org.jmlir.ir.verify;

import org.jmlir.ir.Operation;

/**
 * MLIR's SymbolUserOpInterface: an op that refers to symbols checks, when its enclosing symbol table
 * verifies, that they resolve (e.g. func.call: "'foo' does not reference a valid function"). Attach
 * it with {@code OpDef.Builder.addInterface(SymbolUserOpInterface.class, ...)}.
 */
@FunctionalInterface
public interface SymbolUserOpInterface {
  /** Emits a diagnostic and returns false when a symbol reference of {@code op} is invalid. */
  boolean verifySymbolUses(Operation op);
}
