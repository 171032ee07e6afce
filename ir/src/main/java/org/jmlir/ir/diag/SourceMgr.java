package org.jmlir.ir.diag;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The source buffers diagnostics point into, by name (LLVM's SourceMgr as mlir-opt uses it). A
 * location naming a file that was not added is looked up on disk once, relative to the working
 * directory, as MLIR's SourceMgrDiagnosticHandler does; a missing file is remembered as missing.
 */
public final class SourceMgr {
  /** One buffer: its bytes and the offsets where its lines start (lines end at '\n'). */
  public static final class Buffer {
    private final String name;
    private final byte[] bytes;
    private final int length;
    private int[] lineStarts;

    Buffer(String name, byte[] bytes, int length) {
      this.name = name;
      this.bytes = bytes;
      this.length = length;
    }

    public String name() {
      return name;
    }

    public byte[] bytes() {
      return bytes;
    }

    public int length() {
      return length;
    }

    private int[] lineStarts() {
      if (lineStarts == null) {
        int n = 1;
        for (int i = 0; i < length; i++) {
          if (bytes[i] == '\n') {
            n++;
          }
        }
        int[] starts = new int[n];
        int k = 1;
        for (int i = 0; i < length; i++) {
          if (bytes[i] == '\n') {
            starts[k++] = i + 1;
          }
        }
        lineStarts = starts;
      }
      return lineStarts;
    }

    /** Number of lines ('\n' count + 1). */
    public int lineCount() {
      return lineStarts().length;
    }

    /** Offset of the start of 1-based {@code line}, or -1 when there is no such line. */
    public int lineStart(int line) {
      int[] starts = lineStarts();
      return line < 1 || line > starts.length ? -1 : starts[line - 1];
    }

    /** 1-based line of {@code offset}. */
    public int lineOf(int offset) {
      int idx = Arrays.binarySearch(lineStarts(), offset);
      return (idx >= 0 ? idx : -idx - 2) + 1;
    }

    /**
     * The offset of 1-based line/column, or -1 when it is not inside the buffer or the column runs
     * past the end of its line (LLVM's FindLocForLineAndColumn).
     */
    public int offsetOf(int line, int column) {
      int p = lineStart(line);
      if (p < 0) {
        return -1;
      }
      int col = column == 0 ? 0 : column - 1;
      if (p + col > length) {
        return -1;
      }
      for (int i = p; i < p + col; i++) {
        if (bytes[i] == '\n' || bytes[i] == '\r') {
          return -1;
        }
      }
      return p + col;
    }
  }

  private final Map<String, Buffer> buffers = new LinkedHashMap<>();
  private final Map<String, Boolean> missing = new HashMap<>();
  private final Path workingDirectory;

  /** {@code workingDirectory} resolves files named by locations; null disables loading from disk. */
  public SourceMgr(Path workingDirectory) {
    this.workingDirectory = workingDirectory;
  }

  /** Adds (or replaces) a buffer; {@code bytes} is not copied. */
  public Buffer addBuffer(String name, byte[] bytes) {
    return addBuffer(name, bytes, bytes.length);
  }

  /** Adds a buffer holding the first {@code length} bytes of {@code bytes}. */
  public Buffer addBuffer(String name, byte[] bytes, int length) {
    Buffer b = new Buffer(name, bytes, length);
    buffers.put(name, b);
    missing.remove(name);
    return b;
  }

  public List<Buffer> buffers() {
    return List.copyOf(buffers.values());
  }

  /** The buffer named {@code name}, loading that file from disk if needed; null if none. */
  public Buffer find(String name) {
    Buffer b = buffers.get(name);
    if (b != null || workingDirectory == null || missing.containsKey(name) || name.isEmpty()) {
      return b;
    }
    try {
      Path p = workingDirectory.resolve(name);
      if (Files.isRegularFile(p)) {
        byte[] bytes = Files.readAllBytes(p);
        return addBuffer(name, bytes);
      }
    } catch (IOException | java.nio.file.InvalidPathException e) { // unreadable: no source line
    }
    missing.put(name, Boolean.TRUE);
    return null;
  }
}
