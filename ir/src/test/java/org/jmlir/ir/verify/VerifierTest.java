package org.jmlir.ir.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The verifier on IR built by hand with a small test dialect ("t"), checking MLIR 22's messages. */
class VerifierTest {
  private static final OpDef MODULE = OpDef.builder("t.module")
      .traits(Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK, Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL_TABLE,
          Trait.GRAPH_REGION, Trait.NO_REGION_ARGUMENTS)
      .build();
  private static final OpDef FUNC = OpDef.builder("t.func")
      .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL).build();
  private static final OpDef RET = OpDef.builder("t.ret").traits(Trait.TERMINATOR, Trait.RETURN_LIKE).build();
  private static final OpDef BR = OpDef.builder("t.br").traits(Trait.TERMINATOR).build();
  private static final OpDef ADD = OpDef.builder("t.add").traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE).build();
  private static final OpDef CST = OpDef.builder("t.cst").build();
  private static final OpDef SCOPE = OpDef.builder("t.scope").traits(Trait.SINGLE_BLOCK).build();

  private MLIRContext ctx;
  private final List<Diagnostic> diags = new ArrayList<>();
  private Type i32;
  private Type i64;
  private int line;

  @BeforeEach
  void setUp() {
    ctx = new MLIRContext();
    ctx.registerDialect("t", () -> new Dialect("t") {
      @Override
      public List<OpDef> operations() {
        return List.of(MODULE, FUNC, RET, BR, ADD, CST, SCOPE);
      }
    });
    ctx.getOrLoadDialect("t");
    ctx.printOpOnDiagnostic(false);
    ctx.diagnostics().pushHandler(d -> diags.add(d));
    i32 = IntegerType.get(ctx, 32);
    i64 = IntegerType.get(ctx, 64);
  }

  private Location loc() {
    return FileLineColLoc.get(ctx, "t.mlir", ++line, 1);
  }

  private Operation op(OpDef def, List<Value> operands, List<Type> results, int regions, Block... successors) {
    OperationState s = new OperationState(ctx, def, loc());
    for (Block b : successors) {
      s.addSuccessor(b);
    }
    s.addOperands(operands);
    s.addTypes(results);
    for (int i = 0; i < regions; i++) {
      s.addRegion();
    }
    return Operation.create(s);
  }

  private Operation module() {
    Operation m = op(MODULE, List.of(), List.of(), 1);
    m.region(0).addBlock();
    return m;
  }

  private Operation func(Operation module, String name) {
    Operation f = op(FUNC, List.of(), List.of(), 1);
    f.setAttr("sym_name", StringAttr.get(ctx, name));
    f.region(0).addBlock().addArgument(i32, loc());
    module.region(0).front().append(f);
    return f;
  }

  private String onlyMessage() {
    assertEquals(1, diags.size(), () -> "diagnostics: " + diags);
    return diags.get(0).message();
  }

  @Test
  void wellFormedFunctionVerifies() {
    Operation m = module();
    Block body = func(m, "f").region(0).front();
    Operation add = op(ADD, List.of(body.argument(0), body.argument(0)), List.of(i32), 0);
    body.append(add);
    body.append(op(RET, List.of(add.result(0)), List.of(), 0));
    assertTrue(Verifier.verify(m), () -> diags.toString());
    assertTrue(diags.isEmpty());
  }

  @Test
  void useBeforeDefinitionInBlockIsReportedWithNote() {
    Operation m = module();
    Block body = func(m, "f").region(0).front();
    Operation later = op(CST, List.of(), List.of(i32), 0);
    Operation use = op(ADD, List.of(body.argument(0), later.result(0)), List.of(i32), 0);
    body.append(use);
    body.append(later);
    body.append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("operand #1 does not dominate this use", onlyMessage());
    assertEquals("operand defined here (op in the same block)", diags.get(0).notes().get(0).message());
    assertEquals(later.location(), diags.get(0).notes().get(0).location());
  }

  @Test
  void crossBlockDominanceUsesTheDominatorTree() {
    Operation m = module();
    Region r = func(m, "f").region(0);
    Block entry = r.front();
    Block left = r.addBlock();
    Block right = r.addBlock();
    Block join = r.addBlock();
    entry.append(op(BR, List.of(), List.of(), 0, left, right));
    Operation defLeft = op(CST, List.of(), List.of(i32), 0);
    left.append(defLeft);
    left.append(op(BR, List.of(), List.of(), 0, join));
    right.append(op(BR, List.of(), List.of(), 0, join));
    join.append(op(RET, List.of(defLeft.result(0)), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("operand #0 does not dominate this use", onlyMessage());
    assertEquals("operand defined here (op in the same region)", diags.get(0).notes().get(0).message());
  }

  @Test
  void terminatorMustBeLast() {
    Operation m = module();
    Block body = func(m, "f").region(0).front();
    body.append(op(RET, List.of(), List.of(), 0));
    body.append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("'t.ret' op must be the last operation in the parent block", onlyMessage());
  }

  @Test
  void emptyBlockNeedsATerminator() {
    Operation m = module();
    func(m, "f");
    assertFalse(Verifier.verify(m));
    assertEquals("empty block: expect at least a terminator", onlyMessage());
  }

  @Test
  void sameOperandsAndResultType() {
    Operation m = module();
    Block body = func(m, "f").region(0).front();
    Operation c = op(CST, List.of(), List.of(i64), 0);
    body.append(c);
    body.append(op(ADD, List.of(body.argument(0), c.result(0)), List.of(i32), 0));
    body.append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("'t.add' op requires the same type for all operands and results", onlyMessage());
  }

  @Test
  void isolatedFromAboveRejectsOuterValues() {
    Operation m = module();
    Block outer = func(m, "f").region(0).front();
    Operation inner = func(m, "g");
    Block innerBody = inner.region(0).front();
    innerBody.append(op(RET, List.of(outer.argument(0)), List.of(), 0));
    outer.append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("'t.ret' op using value defined outside the region", onlyMessage());
    assertEquals("required by region isolation constraints", diags.get(0).notes().get(0).message());
  }

  @Test
  void symbolRedefinitionPointsAtTheFirstDefinition() {
    Operation m = module();
    Operation f1 = func(m, "f");
    f1.region(0).front().append(op(RET, List.of(), List.of(), 0));
    Operation f2 = func(m, "f");
    f2.region(0).front().append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("redefinition of symbol named 'f'", onlyMessage());
    assertEquals(f2.location(), diags.get(0).location());
    assertEquals("see existing symbol definition here", diags.get(0).notes().get(0).message());
    assertEquals(f1.location(), diags.get(0).notes().get(0).location());
  }

  @Test
  void unregisteredOpsNeedPermission() {
    Operation m = module();
    Operation u = Operation.create(new OperationState(ctx, "foo.bar", loc()));
    m.region(0).front().append(u);
    assertFalse(Verifier.verify(m));
    assertEquals("'foo.bar' op created with unregistered dialect. If this is intended, please call"
        + " allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the"
        + " MLIR opt tool used", onlyMessage());
    diags.clear();
    ctx.allowUnregisteredDialects(true);
    assertTrue(Verifier.verify(m));
  }

  @Test
  void singleBlockRegionsAndNoTerminator() {
    Operation m = module();
    Block body = func(m, "f").region(0).front();
    Operation scope = op(SCOPE, List.of(), List.of(), 1);
    scope.region(0).addBlock();
    scope.region(0).addBlock();
    body.append(scope);
    body.append(op(RET, List.of(), List.of(), 0));
    assertFalse(Verifier.verify(m));
    assertEquals("'t.scope' op expects region #0 to have 0 or 1 blocks", onlyMessage());
  }

  @Test
  void deepNestingDoesNotOverflowTheStack() {
    ctx.allowUnregisteredDialects(true);
    Operation m = module();
    Block b = m.region(0).front();
    Value v = null;
    for (int i = 0; i < 100_000; i++) {
      // Each level defines a value and the next level (nested) uses it: defined in a parent region.
      Operation c = Operation.create(new OperationState(ctx, "x.c", loc()).addType(i32));
      b.append(c);
      OperationState s = new OperationState(ctx, "x.nest", loc());
      if (v != null) {
        s.addOperand(v);
      }
      s.addRegion();
      Operation nest = Operation.create(s);
      b.append(nest);
      v = c.result(0);
      b = nest.region(0).addBlock();
    }
    assertTrue(Verifier.verify(m), () -> diags.toString());
    // Erasing the nest does not recurse either.
    Operation outer = m.region(0).front().first().nextInBlock();
    outer.erase();
    assertEquals(1, m.region(0).front().size());
  }
}
