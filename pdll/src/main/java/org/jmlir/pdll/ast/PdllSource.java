package org.jmlir.pdll.ast;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * One PDLL file's text, with the line table that turns character offsets into lines and columns
 * (columns count UTF-8 bytes, as LLVM's SourceMgr does).
 */
public final class PdllSource {
  private final String name;
  private final Path path;
  private final String text;
  private int[] lineStarts;

  public PdllSource(String name, Path path, String text) {
    this.name = name;
    this.path = path;
    this.text = text;
  }

  /** The name diagnostics print (the path as given on the command line). */
  public String name() {
    return name;
  }

  /** The file on disk, or null for text that came from elsewhere. */
  public Path path() {
    return path;
  }

  public String text() {
    return text;
  }

  private int[] lineStarts() {
    if (lineStarts == null) {
      int[] starts = new int[16];
      int n = 1;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          if (n == starts.length) {
            starts = Arrays.copyOf(starts, n * 2);
          }
          starts[n++] = i + 1;
        }
      }
      lineStarts = Arrays.copyOf(starts, n);
    }
    return lineStarts;
  }

  /** The 1-based line of a character offset. */
  public int lineOf(int offset) {
    int[] starts = lineStarts();
    int i = Arrays.binarySearch(starts, offset);
    return (i >= 0 ? i : -i - 2) + 1;
  }

  /** The 1-based column (in UTF-8 bytes) of a character offset. */
  public int columnOf(int offset) {
    int start = lineStarts()[lineOf(offset) - 1];
    int end = Math.min(offset, text.length());
    return text.substring(start, end).getBytes(StandardCharsets.UTF_8).length + 1;
  }

  /** The byte offset of a character offset (the file's UTF-8 encoding). */
  public int byteOffset(int offset) {
    return text.substring(0, Math.min(offset, text.length())).getBytes(StandardCharsets.UTF_8).length;
  }
}
