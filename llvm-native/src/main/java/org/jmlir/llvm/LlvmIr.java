package org.jmlir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;

/** LLVM IR modules as text and bitcode: parsing, printing, writing. */
public final class LlvmIr {
  private LlvmIr() {}

  /** Whether {@code bytes} is LLVM bitcode (raw or in its wrapper) rather than assembly. */
  public static boolean isBitcode(byte[] bytes) {
    return bytes.length >= 4 && ((bytes[0] == 'B' && bytes[1] == 'C' && (bytes[2] & 0xff) == 0xC0 && (bytes[3] & 0xff) == 0xDE)
        || ((bytes[0] & 0xff) == 0xDE && (bytes[1] & 0xff) == 0xC0 && bytes[2] == 0x17 && (bytes[3] & 0xff) == 0x0B));
  }

  /** Parses LLVM assembly or bitcode into a module of {@code ctx}. */
  public static LLVMModuleRef parse(LLVMContextRef ctx, byte[] bytes, String name) throws LlvmException {
    Llvm.ensureInitialized();
    LLVMMemoryBufferRef buf = Llvm.buffer(bytes, name);
    LLVMModuleRef module = new LLVMModuleRef();
    if (isBitcode(bytes)) {
      boolean failed = LLVMParseBitcodeInContext2(ctx, buf, module) != 0;
      LLVMDisposeMemoryBuffer(buf);
      if (failed) {
        throw new LlvmException("could not read the bitcode");
      }
      return module;
    }
    BytePointer err = new BytePointer();
    // LLVMParseIRInContext takes the buffer.
    if (LLVMParseIRInContext(ctx, buf, module, err) != 0) {
      throw new LlvmException(Llvm.takeMessage(err).strip());
    }
    return module;
  }

  /** The module as LLVM prints it. */
  public static String print(LLVMModuleRef module) {
    return Llvm.takeMessage(LLVMPrintModuleToString(module));
  }

  /**
   * The module as LLVM prints it, as UTF-8 bytes: copied once out of LLVM's buffer, without the
   * decoding into a Java string and encoding back that {@link #print} costs (36 MB for gen.py's 1M ops).
   */
  public static byte[] printBytes(LLVMModuleRef module) {
    BytePointer text = LLVMPrintModuleToString(module);
    try {
      return text.getStringBytes();
    } finally {
      LLVMDisposeMessage(text);
    }
  }

  /** The module's bitcode. */
  public static byte[] bitcode(LLVMModuleRef module) {
    LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(module);
    byte[] b = bytes(buf);
    LLVMDisposeMemoryBuffer(buf);
    return b;
  }

  static byte[] bytes(LLVMMemoryBufferRef buf) {
    long size = LLVMGetBufferSize(buf);
    BytePointer start = LLVMGetBufferStart(buf);
    byte[] b = new byte[Math.toIntExact(size)];
    start.capacity(size).get(b);
    return b;
  }
}
