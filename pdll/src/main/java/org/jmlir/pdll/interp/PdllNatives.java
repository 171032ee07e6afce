package org.jmlir.pdll.interp;

import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The Java implementations of native PDLL constraints and rewrites, by the name the PDLL file
 * declares them under. {@link #withProviders} adds those of every {@link PdllNativeProvider} on the
 * class path.
 */
public final class PdllNatives {
  private final Map<String, NativeConstraint> constraints = new HashMap<>();
  private final Map<String, NativeRewrite> rewrites = new HashMap<>();

  public PdllNatives constraint(String name, NativeConstraint c) {
    constraints.put(name, c);
    return this;
  }

  public PdllNatives rewrite(String name, NativeRewrite r) {
    rewrites.put(name, r);
    return this;
  }

  public NativeConstraint constraint(String name) {
    return constraints.get(name);
  }

  public NativeRewrite rewrite(String name) {
    return rewrites.get(name);
  }

  /** The natives every {@link PdllNativeProvider} service registers. */
  public static PdllNatives withProviders(ClassLoader loader) {
    PdllNatives n = new PdllNatives();
    for (PdllNativeProvider p : ServiceLoader.load(PdllNativeProvider.class, loader)) {
      p.register(n);
    }
    return n;
  }
}
