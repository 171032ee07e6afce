package org.jmlir.ir.attr;

/**
 * An attribute: compile-time constant data attached to ops. Builtin attributes are
 * {@link BuiltinAttribute}s, locations are attributes too ({@link org.jmlir.ir.loc.Location}), and
 * dialects add their own through {@link DialectAttribute}. Every instance is interned in its
 * context, so two attributes are equal exactly when they are the same object.
 */
public interface Attribute {}
