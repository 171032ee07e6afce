package org.jmlir.gpu.cuda;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The stream, event and memory {@code mgpu*} functions on the host, so that a program lowered by
 * {@code -gpu-to-llvm} whose device work is host-run library calls (the sparse ones, {@link HostSparse})
 * runs under {@code jrun --gpu-emulate}: work runs at the call, so streams and events are null and their
 * waits do nothing; "device" memory is host memory.
 */
final class HostStreams {
  private HostStreams() {}

  private static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);

  /** The arena of each live allocation, by address. */
  private static final Map<Long, Arena> ALLOCATIONS = new ConcurrentHashMap<>();

  static long mgpuStreamCreate() {
    return 0;
  }

  static void mgpuStreamDestroy(long stream) {}

  static void mgpuStreamSynchronize(long stream) {}

  static void mgpuStreamWaitEvent(long stream, long event) {}

  static long mgpuEventCreate() {
    return 0;
  }

  static void mgpuEventDestroy(long event) {}

  static void mgpuEventSynchronize(long event) {}

  static void mgpuEventRecord(long event, long stream) {}

  static long mgpuMemAlloc(long bytes, long stream, byte hostShared) {
    Arena arena = Arena.ofShared();
    long address = arena.allocate(Math.max(bytes, 1), 16).address();
    ALLOCATIONS.put(address, arena);
    return address;
  }

  static void mgpuMemFree(long ptr, long stream) {
    Arena arena = ALLOCATIONS.remove(ptr);
    if (arena != null) {
      arena.close();
    }
  }

  static void mgpuMemcpy(long dst, long src, long bytes, long stream) {
    MemorySegment.copy(ALL, src, ALL, dst, bytes);
  }

  static void mgpuMemset32(long dst, int value, long count, long stream) {
    for (long i = 0; i < count; i++) {
      ALL.set(ValueLayout.JAVA_INT_UNALIGNED, dst + 4 * i, value);
    }
  }

  static void mgpuMemset16(long dst, short value, long count, long stream) {
    for (long i = 0; i < count; i++) {
      ALL.set(ValueLayout.JAVA_SHORT_UNALIGNED, dst + 2 * i, value);
    }
  }
}
