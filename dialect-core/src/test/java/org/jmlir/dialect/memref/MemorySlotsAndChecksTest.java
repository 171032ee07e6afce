package org.jmlir.dialect.memref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.testing.PassRunner;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.DestructurableAllocationOpInterface;
import org.jmlir.ir.interfaces.DestructurableMemorySlot;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.VectorType;
import org.junit.jupiter.api.Test;

/**
 * The APIs behind sroa, control-flow-sink, promote-buffers-to-stack and
 * generate-runtime-verification: memref's destructurable slots, scf's region invocation bounds, the
 * default data layout sizes, and IRPrinter.printEach.
 */
class MemorySlotsAndChecksTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String text) {
    Operation top = SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertTrue(top != null);
    return top;
  }

  private List<Operation> ops(Operation top, String name) {
    return top.collect(o -> o.name().equals(name));
  }

  @Test
  void smallStaticAllocasSplitIntoIndexedElements() {
    Operation top = parse("""
        func.func @f(%n: index) {
          %a = memref.alloca() : memref<2x3xi8>
          %b = memref.alloca() : memref<1xi8>
          %c = memref.alloca() : memref<17xi8>
          %d = memref.alloca(%n) : memref<?xi8>
          return
        }
        """);
    List<Operation> allocas = ops(top, "memref.alloca");
    List<DestructurableMemorySlot> slots = ((DestructurableAllocationOpInterface) allocas.get(0)).destructurableSlots();
    assertEquals(1, slots.size());
    List<String> indices = new ArrayList<>();
    for (Attribute index : slots.get(0).subelements().keySet()) {
      StringBuilder sb = new StringBuilder();
      for (Attribute c : ((ArrayAttr) index).elements()) {
        sb.append(((IntegerAttr) c).longValue());
      }
      indices.add(sb.toString());
    }
    assertEquals(List.of("00", "01", "02", "10", "11", "12"), indices);
    assertEquals(IntegerType.get(ctx, 8), slots.get(0).subelements().values().iterator().next());
    for (int i = 1; i < 4; i++) {
      assertEquals(List.of(), ((DestructurableAllocationOpInterface) allocas.get(i)).destructurableSlots());
    }
  }

  @Test
  void ifBranchesRunAtMostOnceAndAKnownConditionPicksOne() {
    Operation top = parse("""
        func.func @f(%c: i1, %i: index) {
          scf.if %c {
          }
          scf.for %k = %i to %i step %i {
          }
          return
        }
        """);
    Operation ifOp = ops(top, "scf.if").get(0);
    RegionBranchSemantics scf = RegionBranchSemantics.of(ifOp);
    assertArrayEquals(new int[] {1, 1}, scf.regionInvocationUpperBounds(ifOp, java.util.Arrays.asList((Attribute) null)));
    assertArrayEquals(new int[] {0, 1},
        scf.regionInvocationUpperBounds(ifOp, List.of(IntegerAttr.bool(ctx, false))));
    Operation forOp = ops(top, "scf.for").get(0);
    assertNull(scf.regionInvocationUpperBounds(forOp, java.util.Arrays.asList(null, null, null)));
  }

  @Test
  void defaultDataLayoutSizes() {
    assertEquals(1, PromoteBuffersToStack.sizeInBits(IntegerType.get(ctx, 1)));
    assertEquals(64, PromoteBuffersToStack.sizeInBits(IndexType.get(ctx)));
    assertEquals(64, PromoteBuffersToStack.sizeInBits(ComplexType.get(ctx, FloatType.f32(ctx))));
    // vector<3xf32>: 3 elements padded to 4, 16 bytes.
    assertEquals(128, PromoteBuffersToStack.sizeInBits(VectorType.get(ctx, new long[] {3}, FloatType.f32(ctx))));
  }

  @Test
  void printEachNamesOpsAsTheWholeFunctionDoes() {
    Operation top = parse("""
        func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
          %c = arith.constant 1 : index
          %x = memref.load %m[%c] : memref<4xf32>
          %y = memref.load %m[%i] : memref<4xf32>
          return %y : f32
        }
        """);
    List<String> texts = IRPrinter.printEach(ops(top, "memref.load"), new PrintOptions(false, false, false, true, 16, true, false));
    assertEquals(List.of("%0 = memref.load %arg0[%c1] : memref<4xf32>", "%1 = memref.load %arg0[%arg1] : memref<4xf32>"), texts);
  }

  @Test
  void sroaThenMem2regLeavesNoMemory() {
    String out = PassRunner.output("""
        func.func @f(%v: i32) -> i32 {
          %c1 = arith.constant 1 : index
          %a = memref.alloca() : memref<4xi32>
          memref.store %v, %a[%c1] : memref<4xi32>
          %r = memref.load %a[%c1] : memref<4xi32>
          return %r : i32
        }
        """, "builtin.module(sroa,mem2reg)");
    assertTrue(!out.contains("memref."), out);
    assertTrue(out.contains("return %arg0 : i32"), out);
  }
}
