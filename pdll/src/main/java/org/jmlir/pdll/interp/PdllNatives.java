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
  private final Map<String, ResultTypeInference> inferences = new HashMap<>();

  public PdllNatives constraint(String name, NativeConstraint c) {
    constraints.put(name, c);
    return this;
  }

  public PdllNatives rewrite(String name, NativeRewrite r) {
    rewrites.put(name, r);
    return this;
  }

  /** How to infer the result types of {@code opName} when a rewrite creates it without them. */
  public PdllNatives resultTypes(String opName, ResultTypeInference inference) {
    inferences.put(opName, inference);
    return this;
  }

  public ResultTypeInference resultTypes(String opName) {
    return inferences.get(opName);
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
