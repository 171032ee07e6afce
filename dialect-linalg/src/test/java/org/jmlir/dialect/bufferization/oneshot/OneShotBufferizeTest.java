package org.jmlir.dialect.bufferization.oneshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

class OneShotBufferizeTest {
  private static Operation parse(MLIRContext ctx, String src) {
    return SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  private static OneShotOptions options(boolean functionBoundaries, boolean analysisOnly) {
    OneShotOptions d = OneShotOptions.defaults();
    return new OneShotOptions(d.allowReturnAllocsFromLoops(), d.allowUnknownOps(), d.bufferAlignment(), functionBoundaries,
        d.checkParallelRegions(), d.copyBeforeWrite(), d.dialectFilter(), d.dumpAliasSets(), d.noAnalysisFuncFilter(),
        d.functionBoundaryTypeConversion(), d.mustInferMemorySpace(), d.useEncodingForMemorySpace(), analysisOnly, false,
        d.unknownTypeConversion(), d.analysisHeuristic());
  }

  private static List<String> inPlace(Operation module, String opName) {
    List<String> r = new ArrayList<>();
    module.walk(op -> {
      if (op.name().equals(opName) && op.attr("__inplace_operands_attr__") instanceof ArrayAttr a) {
        for (Attribute e : a.elements()) {
          r.add(((StringAttr) e).value());
        }
      }
    });
    return r;
  }

  private static final String READ_AFTER_WRITE =
      "func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {\n"
          + "  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>\n"
          + "  %1 = tensor.extract %t[%i] : tensor<4xf32>\n"
          + "  return %0, %1 : tensor<4xf32>, f32\n}\n";

  @Test
  void aWriteBeforeAReadOfTheSameTensorGoesOutOfPlace() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, READ_AFTER_WRITE);
    assertTrue(new OneShotBufferize(options(true, true)).run(module));
    // The insert's destination is read afterwards by tensor.extract: copy; the scalar is no tensor.
    assertEquals(List.of("none", "false", "none"), inPlace(module, "tensor.insert"));
    assertEquals(List.of("true", "none"), inPlace(module, "tensor.extract"));
  }

  @Test
  void withoutTheLaterReadTheInsertIsInPlaceAndTheSignatureBecomesBuffers() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx,
        "func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {\n"
            + "  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n");
    assertTrue(new OneShotBufferize(options(true, false)).run(module));
    List<String> names = new ArrayList<>();
    module.walk(op -> names.add(op.name()));
    assertEquals(List.of("memref.store", "func.return", "func.func", "builtin.module"), names);
    Operation func = module.region(0).front().first();
    for (Type t : ((org.jmlir.dialect.func.FuncOp) func).functionType().inputs()) {
      assertFalse(t instanceof TensorType);
    }
  }

  @Test
  void withoutFunctionBoundariesArgumentsAreReadOnlySoAWriteCopies() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx,
        "func.func @f(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {\n"
            + "  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n");
    assertTrue(new OneShotBufferize(options(false, false)).run(module));
    List<String> names = new ArrayList<>();
    module.walk(op -> names.add(op.name()));
    assertTrue(names.contains("memref.alloc"), names.toString());
    assertTrue(names.contains("memref.copy"), names.toString());
    assertTrue(names.contains("bufferization.to_buffer"), names.toString());
  }
}
