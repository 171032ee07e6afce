package org.jmlir.pdll.interp;

/**
 * A {@link java.util.ServiceLoader} service through which a jar on the class path adds native
 * constraints and rewrites, so rule files can use them without rebuilding jopt.
 */
public interface PdllNativeProvider {
  void register(PdllNatives natives);
}
