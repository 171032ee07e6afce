package org.jmlir.opt;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.diag.SourceMgr;

/**
 * {@code -split-input-file}: cuts the input at each split marker (MLIR's splitAndProcessBuffer). A
 * chunk is the byte range between two markers, so its line and column numbers stay those of the
 * whole file. Text that starts like the marker but goes on with more dashes is a near miss: warned
 * about and not split.
 */
final class InputSplitter {
  private InputSplitter() {}

  /** The chunks as [start, end) byte ranges. */
  static List<int[]> split(byte[] source, String marker, String bufferName, Consumer<String> err) {
    byte[] m = marker.getBytes(StandardCharsets.UTF_8);
    int checkLen = Math.min(2, m.length);
    int prefixLen = m.length - checkLen;
    List<int[]> chunks = new ArrayList<>();
    int chunkStart = 0;
    int from = 0;
    while (true) {
      int hit = prefixLen == 0 ? -1 : indexOf(source, m, prefixLen, from);
      if (hit < 0) {
        break;
      }
      int after = hit + prefixLen;
      boolean full = after + checkLen <= source.length;
      for (int i = 0; full && i < checkLen; i++) {
        full = source[after + i] == m[prefixLen + i];
      }
      if (full && (after + checkLen >= source.length || source[after + checkLen] != m[m.length - 1])) {
        chunks.add(new int[] {chunkStart, hit});
        chunkStart = after + checkLen;
        from = chunkStart;
      } else {
        SourceMgr mgr = new SourceMgr(null);
        SourceMgr.Buffer b = mgr.addBuffer(bufferName, source);
        StringBuilder sb = new StringBuilder();
        new DiagnosticRenderer(mgr, err).printMessage(b, after, Severity.WARNING,
            "near miss with file split marker", -1, -1, sb);
        err.accept(sb.toString());
        from = after;
      }
    }
    chunks.add(new int[] {chunkStart, source.length});
    return chunks;
  }

  private static int indexOf(byte[] hay, byte[] needle, int needleLen, int from) {
    outer:
    for (int i = from; i + needleLen <= hay.length; i++) {
      for (int j = 0; j < needleLen; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
