package org.jmlir.tool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileBytesTest {
  @TempDir Path dir;

  @Test
  void readsFilesOfEverySizeAroundTheSlice() throws IOException {
    Random random = new Random(5);
    for (int size : new int[] {0, 1, (1 << 20) - 1, 1 << 20, (1 << 20) + 1, 3 * (1 << 20) + 17}) {
      byte[] data = new byte[size];
      random.nextBytes(data);
      Path p = dir.resolve("f" + size);
      Files.write(p, data);
      assertArrayEquals(data, FileBytes.read(p), "size " + size);
    }
  }

  @Test
  void missingFileFailsAsFilesReadAllBytesDoes() {
    Path missing = dir.resolve("missing.mlir");
    IOException e = assertThrows(IOException.class, () -> FileBytes.read(missing));
    assertEquals(NoSuchFileException.class, e.getClass());
  }
}
