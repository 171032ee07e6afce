package org.jmlir.dialect.bufferization.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

/** MLIR's BufferOriginAnalysis answers, as the deallocation simplification uses them. */
class BufferOriginTest {
  private static final String SRC =
      "func.func @f(%arg: memref<8xf32>, %c: i1) {\n"
          + "  %a = memref.alloc() : memref<8xf32>\n"
          + "  %b = memref.alloc() : memref<8xf32>\n"
          + "  %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>\n"
          + "  %s = arith.select %c, %a, %b : memref<8xf32>\n"
          + "  %t = arith.select %c, %a, %arg : memref<8xf32>\n"
          + "  %g = memref.get_global @g : memref<8xf32>\n"
          + "  \"test.use\"(%v, %s, %t, %g) : (memref<4xf32, strided<[1]>>, memref<8xf32>, memref<8xf32>, memref<8xf32>) -> ()\n"
          + "  return\n}\n"
          + "memref.global \"private\" @g : memref<8xf32>\n";

  private static Map<String, Value> values(Operation module) {
    Map<String, Value> m = new HashMap<>();
    String[] names = {"a", "b", "v", "s", "t", "g"};
    int[] k = {0};
    module.walk(op -> {
      if (op.numResults() == 1 && k[0] < names.length && !op.name().equals("func.func") && !op.name().equals("memref.global")) {
        m.put(names[k[0]++], op.result(0));
      }
    });
    module.walk(op -> {
      if (op.name().equals("func.func")) {
        m.put("arg", op.region(0).front().argument(0));
      }
    });
    return m;
  }

  @Test
  void sameDistinctOrUnknown() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    Operation module = SourceParser.parse(ctx, SRC.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    Map<String, Value> v = values(module);
    BufferOrigin origin = new BufferOrigin(module);
    // A view is the same allocation as what it views.
    assertEquals(Boolean.TRUE, origin.isSameAllocation(v.get("v"), v.get("a")));
    // Two allocations, and an allocation and a function argument, never alias.
    assertEquals(Boolean.FALSE, origin.isSameAllocation(v.get("a"), v.get("b")));
    assertEquals(Boolean.FALSE, origin.isSameAllocation(v.get("b"), v.get("arg")));
    // A select of two allocations may be either: unknown against one of them, distinct from an argument.
    assertNull(origin.isSameAllocation(v.get("s"), v.get("a")));
    assertEquals(Boolean.FALSE, origin.isSameAllocation(v.get("s"), v.get("arg")));
    // A select reaching a function argument is not known to differ from another allocation of the set.
    assertNull(origin.isSameAllocation(v.get("t"), v.get("a")));
    // A global is a terminal that is neither an allocation nor an argument.
    assertNull(origin.isSameAllocation(v.get("g"), v.get("arg")));
  }
}
