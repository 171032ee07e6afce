package org.jmlir.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The lexer's line table (read eight bytes at a time) against a byte-by-byte count. */
class LexerLinesTest {
  @Test
  void linesAndColumnsOfEveryOffset() {
    Random random = new Random(16);
    byte[] alphabet = {'\n', 'a', ' ', (byte) 0x8A, (byte) 0x0B, (byte) 0x09, (byte) 0xFF, 0, '\n'};
    for (int size : new int[] {0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 4099}) {
      byte[] buf = new byte[size];
      for (int i = 0; i < size; i++) {
        buf[i] = alphabet[random.nextInt(alphabet.length)];
      }
      if (size > 3) {
        buf[size - 1] = '\n';
        buf[0] = '\n';
      }
      Lexer lexer = new Lexer(buf, "t.mlir");
      int lines = 1;
      for (byte b : buf) {
        lines += b == '\n' ? 1 : 0;
      }
      assertEquals(lines, lexer.lineCount(), "size " + size);
      int line = 1;
      int column = 1;
      for (int offset = 0; offset < size; offset++) {
        assertEquals(line, lexer.lineOf(offset), "size " + size + " offset " + offset);
        assertEquals(column, lexer.columnOf(offset), "size " + size + " offset " + offset);
        if (buf[offset] == '\n') {
          line++;
          column = 1;
        } else {
          column++;
        }
      }
    }
  }
}
