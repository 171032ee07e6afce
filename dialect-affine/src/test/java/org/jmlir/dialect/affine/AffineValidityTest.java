package org.jmlir.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

class AffineValidityTest {
  /** The ops of the body of the first affine.for in {@code @f}. */
  private static Operation loopBody(MLIRContext ctx, String source) {
    Operation module = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    Operation func = module.region(0).front().first();
    for (Operation op : func.region(0).front()) {
      if (op instanceof AffineForOp loop) {
        return loop;
      }
    }
    throw new AssertionError("no affine.for");
  }

  private static Value result(AffineForOp loop, int index) {
    int i = 0;
    for (Operation op : loop.body()) {
      if (i++ == index) {
        return op.result(0);
      }
    }
    throw new AssertionError("no op " + index);
  }

  @Test
  void pureOpsOfSymbolsAreSymbolsButOpsOfInductionVariablesAreNeither() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    AffineForOp loop =
        (AffineForOp)
            loopBody(
                ctx,
                "func.func @f(%n: index, %idx: memref<2xindex>) {\n  %c0 = arith.constant 0 : index\n"
                    + "  affine.for %i = 0 to 8 {\n"
                    + "    %a = arith.addi %n, %n : index\n"
                    + "    %b = arith.muli %i, %i : index\n"
                    + "    %c = memref.load %idx[%c0] : memref<2xindex>\n"
                    + "    %d = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n"
                    + "  }\n  return\n}\n");
    Value iv = loop.body().argument(0);
    assertTrue(AffineValidity.isValidDim(iv));
    assertFalse(AffineValidity.isValidSymbol(iv));
    Value sum = result(loop, 0);
    assertTrue(AffineValidity.isValidSymbol(sum));
    assertTrue(AffineValidity.isValidDim(sum));
    Value product = result(loop, 1);
    assertFalse(AffineValidity.isValidDim(product));
    assertFalse(AffineValidity.isValidSymbol(product));
    Value loaded = result(loop, 2);
    assertFalse(AffineValidity.isValidSymbol(loaded), "a load has memory effects");
    Value applied = result(loop, 3);
    assertTrue(AffineValidity.isValidDim(applied));
    assertFalse(AffineValidity.isValidSymbol(applied));
  }
}
