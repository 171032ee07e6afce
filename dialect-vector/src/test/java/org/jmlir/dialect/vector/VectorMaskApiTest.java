package org.jmlir.dialect.vector;

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
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.VectorType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** vector.mask's Java API: the masked op, expected mask types, all-true masks, wrapping an op in a mask. */
class VectorMaskApiTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private List<Operation> body(String src) {
    Operation m = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m, "parses");
    assertTrue(Verifier.verify(m), "verifies");
    return m.region(0).front().operations().get(0).region(0).front().operations();
  }

  private VectorType i1(long... shape) {
    return VectorType.get(ctx, shape, IntegerType.get(ctx, 1));
  }

  @Test
  void maskedOpsAndTheirMaskTypes() {
    List<Operation> ops =
        body(
            """
            func.func @f(%a: memref<?x?xf32>, %i: index, %m: vector<8x4xi1>, %v: vector<4x8xf32>, %c: vector<4x4xf32>, %b: vector<8x4xf32>) {
              %p = arith.constant 0.0 : f32
              %0 = vector.mask %m { vector.transfer_read %a[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
              %1 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %v, %b, %c : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
              vector.mask %m { } : vector<8x4xi1>
              return
            }
            """);
    Operation mask = ops.get(1);
    Operation read = VectorMask.maskedOp(mask);
    assertEquals("vector.transfer_read", read.name());
    assertSame(i1(8, 4), VectorMask.expectedMaskType(read), "a transposed read is masked in memory order");
    assertTrue(VectorMask.supportsPassthru(read));
    assertNull(VectorMask.passthru(mask));
    assertSame(i1(4, 4, 8), VectorMask.expectedMaskType(ops.get(2)), "a contraction is masked over its iteration space");
    assertFalse(VectorMask.supportsPassthru(ops.get(2)));
    assertNull(VectorMask.maskedOp(ops.get(3)), "an empty mask masks nothing");
    assertNull(VectorMask.expectedMaskType(ops.get(0)), "arith.constant is not maskable");
  }

  @Test
  void allTrueMasks() {
    List<Operation> ops =
        body(
            """
            func.func @f(%n: index) {
              %c4 = arith.constant 4 : index
              %c3 = arith.constant 3 : index
              %0 = vector.constant_mask [4] : vector<4xi1>
              %1 = vector.constant_mask [3] : vector<4xi1>
              %2 = arith.constant dense<true> : vector<4xi1>
              %3 = arith.constant dense<[true, false, true, true]> : vector<4xi1>
              %4 = vector.create_mask %c4 : vector<4xi1>
              %5 = vector.create_mask %c3 : vector<4xi1>
              %6 = vector.create_mask %n : vector<4xi1>
              return
            }
            """);
    boolean[] expected = {true, false, true, false, true, false, false};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], VectorMask.isAllTrue(ops.get(i + 2).result(0)), "mask %" + i);
    }
  }

  @Test
  void maskOperationWrapsAnOpAndPrintsItInline() {
    List<Operation> ops =
        body(
            """
            func.func @f(%v: vector<8xf32>, %m: vector<8xi1>) -> f32 {
              %0 = vector.reduction <add>, %v : vector<8xf32> into f32
              return %0 : f32
            }
            """);
    Operation red = ops.get(0);
    Operation func = red.parentOp();
    PatternRewriter rw = new PatternRewriter(ctx);
    Operation ret = ops.get(1);
    org.jmlir.ir.Value m = func.region(0).front().argument(1);
    // A fresh copy of the reduction, masked before the return.
    rw.setInsertionPoint(ret);
    Operation copy = rw.insert(red.clone());
    Operation mask = VectorMask.maskOperation(rw, ret, copy, m);
    ret.setOperand(0, mask.result(0));
    red.erase();
    assertTrue(Verifier.verify(func), "the masked reduction verifies");
    String text = IRPrinter.print(func, PrintOptions.DEFAULT);
    assertTrue(text.contains("%0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xf32> into f32 } : vector<8xi1> -> f32"), text);
  }
}
