package org.jmlir.ir.type;

/**
 * A type. Builtin types are {@link BuiltinType}s; dialects define their own by implementing
 * {@link DialectType}. Every instance is interned in its {@link org.jmlir.ir.MLIRContext}, so two
 * types are equal exactly when they are the same object.
 */
public interface Type {}
