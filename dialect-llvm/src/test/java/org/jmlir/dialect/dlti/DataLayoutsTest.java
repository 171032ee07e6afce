package org.jmlir.dialect.dlti;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.junit.jupiter.api.Test;

/** Data layout strings to and from {@code #dlti.dl_spec}, and the checks before LLVM sees one. */
class DataLayoutsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void importedLayoutTranslatesBackWithTheDefaultsSpelledOut() {
    List<String> unhandled = new ArrayList<>();
    DataLayoutSpecAttr spec = DataLayouts.fromLlvm(ctx, "e-m:e-p:32:32-i64:64-v128:64-S128", unhandled);
    assertEquals(List.of("v128:64"), unhandled);
    assertNull(DataLayouts.verify(spec));
    assertEquals("e-m:e-S128-p0:32:32:32:32-i64:64-i1:8-i8:8-i16:16-i32:32-f16:16-f64:64-f128:128",
        DataLayouts.toLlvm(spec));
  }

  @Test
  void firstTokenForAKeyWins() {
    DataLayoutSpecAttr spec = DataLayouts.fromLlvm(ctx, "E-e-i32:64", new ArrayList<>());
    assertEquals("E-i32:64-p0:64:64:64:64-i1:8-i8:8-i16:16-i64:32:64-f16:16-f64:64-f128:128",
        DataLayouts.toLlvm(spec));
  }

  @Test
  void unreadableTokensAreNamed() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> DataLayouts.fromLlvm(ctx, "e-S0", new ArrayList<>()));
    assertEquals("S0", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> DataLayouts.fromLlvm(ctx, "i32", new ArrayList<>()));
    assertThrows(IllegalArgumentException.class, () -> DataLayouts.fromLlvm(ctx, "Fx8", new ArrayList<>()));
  }

  @Test
  void whatLlvmWouldAbortOnIsFoundFirst() {
    assertNull(DataLayouts.llvmProblem("E-A4-S128-m:e-n8:16:32:64-Fn32-i64:64:128-p0:32:64:128:32"));
    assertEquals("index size cannot be larger than the pointer size", DataLayouts.llvmProblem("p1:32:32:32:64"));
    assertEquals("ABI alignment must be a power of two times the byte width", DataLayouts.llvmProblem("i32:24"));
    assertEquals("preferred alignment cannot be less than the ABI alignment", DataLayouts.llvmProblem("f64:64:32"));
    assertEquals("i8 must be 8-bit aligned", DataLayouts.llvmProblem("i8:16"));
  }
}
