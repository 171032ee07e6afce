package org.jmlir.run;

import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Map;
import org.jmlir.gpu.cuda.CudaDriver;
import org.jmlir.gpu.cuda.CudaRuntime;
import org.jmlir.gpu.cuda.HostSparseLt;

/**
 * jrun on a GPU: a program that embeds kernels ({@code gpu.binary}, launched through
 * {@code gpu.launch_func}) or calls the {@code mgpu*} runtime gets jmlir's CUDA runtime
 * ({@link CudaRuntime}) linked in. The class, and CUDA with it, is loaded only for such programs.
 */
final class GpuLaunch {
  private GpuLaunch() {}

  /** Null when a CUDA device is ready; otherwise why not. */
  static String unavailable() {
    return CudaDriver.unavailable();
  }

  /** Whether the runtime function {@code symbol} has a host version (used under emulation). */
  static boolean hasHostVersion(String symbol) {
    return CudaRuntime.hasHostVersion(symbol) || HostSparseLt.has(symbol);
  }

  /** The host versions of the runtime functions the program declares (under emulation). */
  static Map<String, MemorySegment> hostSymbols(List<String> declared) {
    Map<String, MemorySegment> out = new java.util.LinkedHashMap<>(CudaRuntime.hostSymbols(declared));
    out.putAll(HostSparseLt.symbols(declared));
    return out;
  }

  /** The runtime's upcall stubs for the functions the program declares. */
  static Map<String, MemorySegment> symbols(List<String> declared) {
    return CudaRuntime.symbols(declared);
  }
}
