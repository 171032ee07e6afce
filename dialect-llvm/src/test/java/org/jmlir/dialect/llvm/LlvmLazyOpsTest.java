package org.jmlir.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.junit.jupiter.api.Test;

/**
 * The llvm dialect registers its core ops when it loads and builds the intrinsics and module-level
 * ops on first lookup: every op it lists resolves by name to the very definition it lists.
 */
class LlvmLazyOpsTest {
  private static MLIRContext context() {
    MLIRContext ctx = new MLIRContext();
    new LlvmDialectProvider().register(ctx);
    return ctx;
  }

  @Test
  void everyListedOpResolvesToItsOwnDefinition() {
    MLIRContext ctx = context();
    LlvmDialect d = (LlvmDialect) ctx.getOrLoadDialect("llvm");
    List<OpDef> all = d.operations();
    assertTrue(all.size() > d.eagerOperations().size());
    for (OpDef def : all) {
      assertSame(def, ctx.lookupOp(def.name()), def.name());
    }
  }

  @Test
  void intrinsicsAndModuleOpsAreNotRegisteredEagerly() {
    MLIRContext ctx = context();
    LlvmDialect d = (LlvmDialect) ctx.getOrLoadDialect("llvm");
    Set<String> eager = new HashSet<>();
    d.eagerOperations().forEach(o -> eager.add(o.name()));
    assertTrue(eager.contains("llvm.add"));
    assertTrue(eager.contains("llvm.func"));
    assertFalse(eager.contains("llvm.intr.fabs"));
    assertFalse(eager.contains("llvm.inline_asm"));
    assertFalse(eager.contains("llvm.mlir.global_ctors"));
    // Looked up by name, they are found: the static fields and the lazily built table agree.
    assertSame(LlvmModuleOps.ALIAS, ctx.lookupOp("llvm.mlir.alias"));
    assertEquals("llvm.intr.fabs", ctx.lookupOp("llvm.intr.fabs").name());
    assertEquals("llvm.inline_asm", ctx.lookupOp("llvm.inline_asm").name());
    assertNull(ctx.lookupOp("llvm.intr.no_such_intrinsic"));
    assertNull(ctx.lookupOp("llvm.no_such_op"));
  }

  @Test
  void twoContextsShareTheLazilyBuiltDefinitions() {
    MLIRContext a = context();
    MLIRContext b = context();
    assertSame(a.lookupOp("llvm.intr.sqrt"), b.lookupOp("llvm.intr.sqrt"));
    assertSame(a.lookupOp("llvm.add"), b.lookupOp("llvm.add"));
  }
}
