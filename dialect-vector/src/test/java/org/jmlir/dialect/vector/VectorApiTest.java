package org.jmlir.dialect.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.VectorType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The vector dialect's Java API: enum attributes, accessors, building and verifying ops. */
class VectorApiTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String src) {
    Operation m = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m, "parses");
    assertTrue(Verifier.verify(m), "verifies");
    return m;
  }

  @Test
  void enumAttributesAreInterned() {
    ctx.getOrLoadDialect("vector");
    assertSame(VectorEnumAttr.kind(ctx, "add"), VectorEnumAttr.kind(ctx, "add"));
    assertEquals("#vector.punctuation<comma>", VectorEnumAttr.punctuation(ctx, "comma").toString());
    assertEquals("maxnumf", VectorEnumAttr.keywordOf(VectorEnumAttr.kind(ctx, "maxnumf"), VectorEnumAttr.KIND));
    assertNull(VectorEnumAttr.keywordOf(VectorEnumAttr.kind(ctx, "add"), VectorEnumAttr.PUNCTUATION));
  }

  @Test
  void accessorsReadParsedOps() {
    Operation m =
        parse(
            """
            func.func @f(%w: vector<2x4xf32>, %m: memref<8xf32>, %i: index, %p: f32) {
              %3 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
              %0 = vector.extract %w[1, 3] : f32 from vector<2x4xf32>
              %1 = vector.reduction <mul>, %3 : vector<4xf32> into f32
              %2 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
              return
            }
            """);
    List<Operation> ops = m.region(0).front().operations().get(0).region(0).front().operations();
    VectorOp ex = (VectorOp) ops.get(1);
    assertArrayEquals(new long[] {1, 3}, ex.longs("static_position"));
    assertEquals(VectorType.get(ctx, new long[] {2, 4}, FloatType.f32(ctx)), ex.vectorOperand(0));
    VectorOp red = (VectorOp) ops.get(2);
    assertEquals("mul", red.enumKeyword("kind", VectorEnumAttr.KIND));
    Operation read = ops.get(3);
    assertEquals(1, VectorTransfers.numIndices(read));
    assertNull(VectorTransfers.mask(read));
    assertTrue(VectorTransfers.inBounds(read, 0));
  }

  @Test
  void builtOpsAreVerified() {
    ctx.getOrLoadDialect("vector");
    VectorType v4 = VectorType.get(ctx, new long[] {4}, FloatType.f32(ctx));
    VectorType v3 = VectorType.get(ctx, new long[] {3}, FloatType.f32(ctx));
    Operation src = Operation.create(new OperationState(ctx, "test.src", UnknownLoc.get(ctx)).addType(v4));
    OperationState ok = new OperationState(ctx, VectorOps.SHAPE_CAST, UnknownLoc.get(ctx)).addOperand(src.result(0)).addType(v4);
    assertTrue(Verifier.verify(Operation.create(ok)));
    OperationState bad = new OperationState(ctx, VectorOps.SHAPE_CAST, UnknownLoc.get(ctx)).addOperand(src.result(0)).addType(v3);
    try (var r = ctx.diagnostics().pushHandler(d -> true)) {
      assertFalse(Verifier.verify(Operation.create(bad)), "4 elements do not cast to 3");
    }
  }
}
