package org.jmlir.ir.loc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.jmlir.ir.MLIRContext;
import org.junit.jupiter.api.Test;

class FileLocationTableTest {
  @Test
  void pointLocationsAreUniquedThroughGrowthAndReservation() {
    MLIRContext ctx = new MLIRContext();
    FileLocationTable table = FileLocationTable.of(ctx, "f.mlir");
    FileLineColLoc first = table.get(1, 1);
    FileLineColLoc[] made = new FileLineColLoc[5000];
    for (int line = 0; line < made.length; line++) { // grows the table several times
      made[line] = table.get(line + 2, 3 + line % 5);
    }
    table.reserve(100_000); // rehashes once more
    assertSame(first, table.get(1, 1));
    for (int line = 0; line < made.length; line++) {
      assertSame(made[line], table.get(line + 2, 3 + line % 5));
      assertEquals(line + 2, made[line].line());
      assertEquals(3 + line % 5, made[line].column());
    }
    assertNotSame(table.get(7, 1), table.get(7, 2));
    assertSame(table.get(7, 2), FileLineColLoc.get(ctx, "f.mlir", 7, 2));
    table.reserve(10); // smaller than the table: nothing changes
    assertSame(first, table.get(1, 1));
  }
}
