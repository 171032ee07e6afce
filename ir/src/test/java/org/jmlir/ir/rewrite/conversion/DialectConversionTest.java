package org.jmlir.ir.rewrite.conversion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** Dialect conversion on toy ops: a.* ops lower to b.* ops, i32 converts to index. */
class DialectConversionTest {
  private final MLIRContext ctx = new MLIRContext();
  private final Type i32 = IntegerType.get(ctx, 32);
  private final Type index = IndexType.get(ctx);
  private final Operation root;
  private final Block body;

  DialectConversionTest() {
    OperationState s = new OperationState(ctx, "top.root", UnknownLoc.get(ctx));
    s.addRegion();
    root = Operation.create(s);
    body = root.region(0).addBlock();
  }

  private Operation op(String name, Type result, Value... operands) {
    OperationState s = new OperationState(ctx, name, UnknownLoc.get(ctx)).addOperands(List.of(operands));
    if (result != null) {
      s.addType(result);
    }
    Operation o = Operation.create(s);
    body.append(o);
    return o;
  }

  private List<String> names() {
    List<String> out = new ArrayList<>();
    for (Operation o : body) {
      out.add(o.name());
    }
    return out;
  }

  private final TypeConverter converter = new TypeConverter();

  {
    converter.addConversion(t -> t);
    converter.addConversion(t -> t == i32 ? index : null);
  }

  /** a.x (i32) -> b.x (index). */
  private ConversionPattern lower(String from, String to) {
    return new ConversionPattern(from, 1, converter) {
      @Override
      public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
        OperationState s = new OperationState(op.context(), to, op.location()).addOperands(operands);
        for (Value r : op.results()) {
          s.addType(converter.convertType(r.type()));
        }
        rewriter.replaceOpWithNewOp(op, s);
        return true;
      }
    };
  }

  @Test
  void lowersOpsAndCastsForUnconvertedUsers() {
    Operation c = op("a.const", i32);
    Operation add = op("a.add", i32, c.result(0), c.result(0));
    Operation user = op("keep.use", null, add.result(0));
    ConversionTarget target = new ConversionTarget().addIllegalDialect("a").addLegalDialect("b");
    assertTrue(DialectConversion.applyPartialConversion(root, target, List.of(lower("a.const", "b.const"), lower("a.add", "b.add"))));
    assertEquals(List.of("b.const", "b.add", "builtin.unrealized_conversion_cast", "keep.use"), names());
    Operation bAdd = body.first().nextInBlock();
    assertSame(index, bAdd.result(0).type());
    assertSame(body.first().result(0), bAdd.operand(0));
    assertSame(i32, user.operand(0).type());
  }

  @Test
  void failedConversionOfAnIllegalOpRollsEverythingBack() {
    List<Diagnostic> diags = new ArrayList<>();
    ctx.diagnostics().pushHandler(diags::add);
    Operation c = op("a.const", i32);
    op("a.stuck", i32, c.result(0));
    ConversionTarget target = new ConversionTarget().addIllegalDialect("a").addLegalDialect("b");
    assertFalse(DialectConversion.applyPartialConversion(root, target, List.of(lower("a.const", "b.const"))));
    assertEquals(List.of("a.const", "a.stuck"), names());
    assertEquals("failed to legalize operation 'a.stuck' that was explicitly marked illegal", diags.get(0).message());
  }

  @Test
  void aPatternWhoseResultIsIllegalIsRolledBackAndTheNextTried() {
    op("a.const", i32);
    ConversionTarget target = new ConversionTarget().addIllegalDialect("a").addLegalOp("b.good");
    ConversionPattern bad = lower("a.const", "b.bad");
    ConversionPattern good =
        new ConversionPattern("a.const", 0, converter) {
          @Override
          public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
            rewriter.replaceOpWithNewOp(op, new OperationState(op.context(), "b.good", op.location()).addType(index));
            return true;
          }
        };
    assertTrue(DialectConversion.applyFullConversion(root, target, List.of(bad, good)));
    assertEquals(List.of("b.good"), names());
  }

  @Test
  void fullConversionRejectsUnknownOps() {
    op("z.unknown", null);
    ConversionTarget target = new ConversionTarget().addLegalDialect("b");
    List<Diagnostic> diags = new ArrayList<>();
    ctx.diagnostics().pushHandler(diags::add);
    assertFalse(DialectConversion.applyFullConversion(root, target, List.of()));
    assertEquals("failed to legalize operation 'z.unknown'", diags.get(0).message());
  }
}
