package org.jmlir.ir.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.junit.jupiter.api.Test;

/** The builtin dialect's ops are built on first lookup, and still all listed for enumeration. */
class BuiltinDialectTest {
  private static MLIRContext context() {
    MLIRContext ctx = new MLIRContext();
    ctx.registerDialect(BuiltinDialect.NAMESPACE, BuiltinDialect::new);
    return ctx;
  }

  @Test
  void opsResolveByNameOnLookup() {
    MLIRContext ctx = context();
    assertTrue(new BuiltinDialect().eagerOperations().isEmpty());
    assertSame(ModuleOp.DEF, ctx.lookupOp("builtin.module"));
    assertSame(UnrealizedConversionCastOp.DEF, ctx.lookupOp("builtin.unrealized_conversion_cast"));
    // The same definition on a second lookup (kept by the context), none for a name builtin lacks.
    assertSame(ModuleOp.DEF, ctx.lookupOp("builtin.module"));
    assertNull(ctx.lookupOp("builtin.no_such_op"));
  }

  @Test
  void operationsStillListsEveryOp() {
    List<OpDef> all = new BuiltinDialect().operations();
    assertEquals(List.of(ModuleOp.DEF, UnrealizedConversionCastOp.DEF), all);
    MLIRContext ctx = context();
    for (OpDef def : all) {
      assertSame(def, ctx.lookupOp(def.name()));
    }
  }
}
