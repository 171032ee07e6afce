package org.jmlir.ir.pass;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimingTest {
  @Test
  void reportHasMlirOptsShape() {
    Timing t = new Timing();
    t.start("Parser");
    t.stop();
    t.start("'func.func' Pipeline");
    t.start("CSE");
    t.stop();
    t.stop();
    String r = t.report();
    String[] lines = r.split("\n");
    assertTrue(lines[0].equals("===" + "-".repeat(73) + "==="), lines[0]);
    assertTrue(lines[1].equals("                         ... Execution time report ..."), lines[1]);
    assertTrue(lines[3].matches("  Total Execution Time: \\d+\\.\\d{4} seconds"), lines[3]);
    assertTrue(lines[4].isEmpty());
    assertTrue(lines[5].equals("  ----Wall Time----  ----Name----"));
    assertTrue(lines[6].matches("    \\d\\.\\d{4} \\( *\\d+\\.\\d%\\)  Parser"), lines[6]);
    assertTrue(lines[7].endsWith("%)  'func.func' Pipeline"), lines[7]);
    assertTrue(lines[8].endsWith("%)    CSE"), lines[8]);
    assertTrue(lines[9].endsWith("%)  Rest"), lines[9]);
    assertTrue(lines[10].matches("  +\\d+\\.\\d{4} \\(100\\.0%\\)  Total"), lines[10]);
  }
}
