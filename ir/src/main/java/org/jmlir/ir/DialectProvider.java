package org.jmlir.ir;

/**
 * A {@link java.util.ServiceLoader} service through which a module registers its dialects in a
 * context (lazily: {@code ctx.registerDialect(ns, SomeDialect::new)}).
 */
public interface DialectProvider {
  void register(MLIRContext ctx);
}
