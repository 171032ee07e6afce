package org.jmlir.tool;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads a whole input file in slices. Files.readAllBytes reads it with one channel call, and the JDK
 * copies such a read through a temporary direct buffer as large as the file, which it then keeps
 * cached for the thread: a 39 MB input cost 39 MB of native memory for the rest of the run (peak
 * RSS). Slices of 1 MiB keep that buffer at 1 MiB. Errors are Files.readAllBytes' (e.g. a
 * NoSuchFileException for a missing file).
 */
public final class FileBytes {
  private static final int SLICE = 1 << 20;

  private FileBytes() {}

  public static byte[] read(Path path) throws IOException {
    try (InputStream in = Files.newInputStream(path)) {
      long size = Files.size(path);
      if (size > Integer.MAX_VALUE - 16) {
        throw new IOException("file too large to read: " + size + " bytes");
      }
      byte[] bytes = new byte[(int) size];
      int n = 0;
      while (n < bytes.length) {
        int r = in.read(bytes, n, Math.min(bytes.length - n, SLICE));
        if (r < 0) {
          return Arrays.copyOf(bytes, n); // shrank while being read
        }
        n += r;
      }
      // Longer than its size said (a growing file, or a special file that reports 0).
      byte[] rest = in.readAllBytes();
      if (rest.length == 0) {
        return bytes;
      }
      byte[] all = Arrays.copyOf(bytes, bytes.length + rest.length);
      System.arraycopy(rest, 0, all, bytes.length, rest.length);
      return all;
    }
  }
}
