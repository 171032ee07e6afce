package org.jmlir.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.builtin.ModuleOp;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The llvm dialect's Java API: types, accessors, builders, and a lowering run from Java. */
class LlvmApiTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String src) {
    Operation m = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m, "parses");
    assertTrue(Verifier.verify(m), "verifies");
    return m;
  }

  @Test
  void typesAreInternedAndPrintNested() {
    ctx.getOrLoadDialect("llvm");
    Type i64 = IntegerType.get(ctx, 64);
    assertSame(LlvmPointerType.get(ctx, 1), LlvmPointerType.get(ctx, 1));
    LlvmStructType s = LlvmStructType.getLiteral(ctx, List.of(LlvmPointerType.get(ctx), LlvmArrayType.get(ctx, i64, 2)));
    assertEquals("!llvm.struct<(ptr, array<2 x i64>)>", s.toString());
    LlvmStructType node = LlvmStructType.getIdentified(ctx, "node");
    assertTrue(node.setBody(List.of(LlvmPointerType.get(ctx), node), false));
    assertEquals("!llvm.struct<\"node\", (ptr, struct<\"node\">)>", node.toString());
    assertFalse(node.setBody(List.of(i64), false), "a different body conflicts");
    assertEquals("!llvm.func<void (i64, ...)>", LlvmFunctionType.get(ctx, LlvmPrimitiveType.voidType(ctx), List.of(i64), true).toString());
  }

  @Test
  void accessorsReadProperties() {
    Operation m =
        parse(
            """
            llvm.func @callee(i32) -> i32
            llvm.func @f(%p: !llvm.ptr, %i: i32) -> i32 {
              %v = llvm.load volatile %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
              %g = llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
              %r = llvm.call @callee(%v) : (i32) -> i32
              %s = llvm.add %r, %i overflow<nsw> : i32
              llvm.return %s : i32
            }
            """);
    Block body = m.region(0).front();
    FuncOp f = (FuncOp) body.operations().get(1);
    assertEquals("f", f.symName());
    assertEquals("external", f.linkage());
    assertEquals(IntegerType.get(ctx, 32), f.functionType().returnType());
    List<Operation> ops = f.region(0).front().operations();
    LoadOp load = (LoadOp) ops.get(0);
    assertEquals(4, load.alignment());
    assertTrue(load.isVolatile());
    assertEquals("acquire", load.ordering());
    GEPOp gep = (GEPOp) ops.get(1);
    assertTrue(gep.isInbounds());
    assertEquals(GEPOp.DYNAMIC_INDEX, gep.rawConstantIndices()[0]);
    assertEquals(1, gep.rawConstantIndices()[1]);
    assertEquals(1, gep.dynamicIndices().size());
    CallOp call = (CallOp) ops.get(2);
    assertEquals("callee", call.callee());
    assertEquals(List.of(load.result(0)), call.args());
    assertEquals(LlvmSpecs.NSW, ((LlvmOp) ops.get(3)).overflowFlags());
  }

  @Test
  void buildsAFunctionThatVerifiesAndPrints() {
    Location loc = UnknownLoc.get(ctx);
    OperationState ms = new OperationState(ctx, ModuleOp.DEF, loc);
    ms.addRegion().addBlock();
    Operation module = Operation.create(ms);
    Type i64 = IntegerType.get(ctx, 64);
    FuncOp f = FuncOp.create(ctx, loc, "twice", LlvmFunctionType.get(ctx, i64, List.of(i64), false), "internal");
    module.region(0).front().append(f);
    Block entry = f.region(0).addBlock();
    Value x = entry.addArgument(i64, loc);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPointToEnd(entry);
    LlvmBuilder lb = new LlvmBuilder(b, loc);
    Value two = lb.intConstant(i64, 2);
    Value y = lb.binary(LlvmOps.MUL, x, two);
    lb.op(LlvmOps.RETURN, List.of(y), List.of());
    assertTrue(Verifier.verify(module));
    assertEquals(
        """
        module {
          llvm.func internal @twice(%arg0: i64) -> i64 {
            %0 = llvm.mlir.constant(2 : i64) : i64
            %1 = llvm.mul %arg0, %0 : i64
            llvm.return %1 : i64
          }
        }
        """,
        IRPrinter.print(module, PrintOptions.DEFAULT));
  }

  @Test
  void typeConverterGivesMemRefDescriptors() {
    LlvmTypeConverter tc = new LlvmTypeConverter(ctx);
    MemRefType m = MemRefType.get(ctx, new long[] {ShapedType.DYNAMIC, 4}, org.jmlir.ir.type.FloatType.get(ctx, org.jmlir.ir.type.FloatType.Kind.F32));
    assertEquals("!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>", tc.convertType(m).toString());
    assertEquals(7, tc.convertArgument(m).size());
    assertSame(IntegerType.get(ctx, 64), tc.convertType(IndexType.get(ctx)));
    assertNull(new LlvmTypeConverter(ctx, 32, true).convertArgument(m), "a dynamic memref has no bare pointer");
  }

  @Test
  void lowersThroughThePassRegistry() throws Exception {
    Operation m = parse("func.func @f(%a: index) -> index {\n  %0 = arith.addi %a, %a : index\n  return %0 : index\n}\n");
    PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), "builtin.module(convert-to-llvm)"));
    pm.setVerifier(Verifier::verify);
    assertTrue(pm.run(m));
    assertEquals(
        """
        module {
          llvm.func @f(%arg0: i64) -> i64 {
            %0 = llvm.add %arg0, %arg0 : i64
            llvm.return %0 : i64
          }
        }
        """,
        IRPrinter.print(m, PrintOptions.DEFAULT));
  }
}
