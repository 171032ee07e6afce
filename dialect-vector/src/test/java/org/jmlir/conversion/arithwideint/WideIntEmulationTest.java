package org.jmlir.conversion.arithwideint;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.rewrite.conversion.TypeConverter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;
import org.junit.jupiter.api.Test;

/** The wide integer emulation's type converter and width check. */
class WideIntEmulationTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void splitsTwiceTheWidestIntoVectorsOfHalves() {
    TypeConverter tc = WideIntEmulation.converter(ctx, 16, false);
    IntegerType i16 = IntegerType.get(ctx, 16);
    assertSame(i16, tc.convertType(i16));
    assertTrue(tc.isLegal(IntegerType.get(ctx, 8)));
    VectorType pair = (VectorType) tc.convertType(IntegerType.get(ctx, 32));
    assertArrayEquals(new long[] {2}, pair.shape());
    assertSame(i16, pair.elementType());
    VectorType v = (VectorType) tc.convertType(VectorType.get(ctx, new long[] {4, 3}, IntegerType.get(ctx, 32)));
    assertArrayEquals(new long[] {4, 3, 2}, v.shape());
    assertNull(tc.convertType(IntegerType.get(ctx, 64)), "more than twice the width does not convert");
    assertFalse(tc.isLegal(IntegerType.get(ctx, 64)));
  }

  @Test
  void convertsFunctionTypesAndMemrefsOnlyForTheMemrefPass() {
    Type i64 = IntegerType.get(ctx, 64);
    FunctionType f = FunctionType.get(ctx, List.of(i64), List.of(i64));
    FunctionType g = (FunctionType) WideIntEmulation.converter(ctx, 32, false).convertType(f);
    assertEquals(WideIntEmulation.converter(ctx, 32, false).convertType(i64), g.inputs().get(0));
    MemRefType m = MemRefType.get(ctx, new long[] {4}, i64);
    assertSame(m, WideIntEmulation.converter(ctx, 32, false).convertType(m));
    MemRefType n = (MemRefType) WideIntEmulation.converter(ctx, 32, true).convertType(m);
    assertTrue(n.elementType() instanceof VectorType);
  }

  @Test
  void widthMustBeAPowerOfTwoOfAtLeastTwo() {
    assertTrue(EmulateWideInt.validWidth(2));
    assertTrue(EmulateWideInt.validWidth(32));
    assertFalse(EmulateWideInt.validWidth(1));
    assertFalse(EmulateWideInt.validWidth(24));
    assertFalse(EmulateWideInt.validWidth(0));
  }
}
