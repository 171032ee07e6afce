package org.jmlir.ir.pass;

/** A {@link java.util.ServiceLoader} service through which a module registers its passes. */
public interface PassProvider {
  void register(PassRegistry registry);
}
