package org.jmlir.dialect.bufferization.oneshot;

/** Op names the bufferization passes create or look for. */
final class BufferizationNames {
  private BufferizationNames() {}

  static final String ALLOC_TENSOR = "bufferization.alloc_tensor";
  static final String TO_TENSOR = "bufferization.to_tensor";
  static final String TO_BUFFER = "bufferization.to_buffer";
}
