package org.jmlir.dialect.llvm.transforms;

/**
 * LLVM's data layout for a target, asked of a target machine: the service {@code
 * llvm-target-to-data-layout} needs from the native bindings (module llvm-native implements it), found
 * through {@link java.util.ServiceLoader} only when that pass runs.
 */
public interface TargetDataLayoutSource {
  /** The layout string of the target machine for {@code triple}, {@code cpu} and {@code features}; null when LLVM has none. */
  String layout(String triple, String cpu, String features);
}
