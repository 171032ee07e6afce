package org.jmlir.ir.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class ValueIdMapTest {
  private final MLIRContext ctx = new MLIRContext();
  private final Block block = new Block();

  private BlockArgument newValue() {
    return block.addArgument(IntegerType.get(ctx, 32), UnknownLoc.get(ctx));
  }

  @Test
  void numbersAndNamesAcrossPages() {
    ValueIdMap map = new ValueIdMap();
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < 10_000; i++) { // more than two pages of serials
      values.add(newValue());
    }
    for (int i = 0; i < values.size(); i++) {
      if (i % 7 == 0) {
        map.putName(values.get(i), "n" + i);
      } else {
        map.putNumber(values.get(i), i);
      }
    }
    for (int i = 0; i < values.size(); i++) {
      int id = map.get(values.get(i));
      if (i % 7 == 0) {
        assertTrue(id < 0);
        assertEquals("n" + i, map.name(id));
      } else {
        assertEquals(i, id);
      }
    }
    assertFalse(map.containsKey(newValue()));
    assertEquals(ValueIdMap.ABSENT, map.get(newValue()));
  }

  @Test
  void valuesSharingASerialKeepTheirOwnIds() throws ReflectiveOperationException {
    // Serials come from a racy counter, so two values may share one: make that happen.
    Field next = Value.class.getDeclaredField("nextSerial");
    next.setAccessible(true);
    int serial = next.getInt(null);
    Value a = newValue();
    next.setInt(null, serial);
    Value b = newValue();
    assertEquals(a.serial(), b.serial());
    ValueIdMap map = new ValueIdMap();
    map.putNumber(a, 1);
    assertEquals(ValueIdMap.ABSENT, map.get(b));
    map.putNumber(b, 2);
    map.putNumber(a, 3); // re-mapping the slot's owner stays in the slot
    assertEquals(3, map.get(a));
    assertEquals(2, map.get(b));
  }
}
