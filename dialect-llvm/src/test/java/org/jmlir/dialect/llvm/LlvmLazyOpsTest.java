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
 * The llvm dialect registers each op on its first lookup (the core ops, each op class, the
 * intrinsics, the module-level ops): every op it lists resolves by name to the very definition it
 * lists.
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
  void nothingIsRegisteredEagerly() {
    MLIRContext ctx = context();
    LlvmDialect d = (LlvmDialect) ctx.getOrLoadDialect("llvm");
    assertTrue(d.eagerOperations().isEmpty());
    // Looked up by name, they are found: the static fields and the lazily built tables agree.
    assertSame(LlvmOps.ADD, ctx.lookupOp("llvm.add"));
    assertSame(FuncOp.DEF, ctx.lookupOp("llvm.func"));
    assertSame(LlvmModuleOps.ALIAS, ctx.lookupOp("llvm.mlir.alias"));
    assertEquals("llvm.intr.fabs", ctx.lookupOp("llvm.intr.fabs").name());
    assertEquals("llvm.inline_asm", ctx.lookupOp("llvm.inline_asm").name());
    assertNull(ctx.lookupOp("llvm.intr.no_such_intrinsic"));
    assertNull(ctx.lookupOp("llvm.no_such_op"));
  }

  @Test
  void theOpClassSwitchCoversExactlyTheOpClasses() {
    Set<OpDef> own = new HashSet<>(LlvmOps.own());
    Set<String> opClassOps = new HashSet<>();
    for (OpDef def : LlvmOps.all()) {
      if (own.contains(def)) {
        assertNull(LlvmDialect.opClassDef(def.name()), def.name());
      } else {
        assertSame(def, LlvmDialect.opClassDef(def.name()), def.name());
        opClassOps.add(def.name());
      }
    }
    assertEquals(17, opClassOps.size());
    assertNull(LlvmDialect.opClassDef("llvm.add"));
  }

  @Test
  void twoContextsShareTheLazilyBuiltDefinitions() {
    MLIRContext a = context();
    MLIRContext b = context();
    assertSame(a.lookupOp("llvm.intr.sqrt"), b.lookupOp("llvm.intr.sqrt"));
    assertSame(a.lookupOp("llvm.add"), b.lookupOp("llvm.add"));
  }

  @Test
  void eachIntrinsicIsBuiltAloneByName() {
    List<OpDef> table = LlvmIntrinsics.walk(null);
    Set<String> names = new HashSet<>();
    for (OpDef def : table) {
      assertTrue(names.add(def.name()), "listed twice: " + def.name());
      // A walk for one name builds that op and no other.
      List<OpDef> alone = LlvmIntrinsics.walk(def.name());
      assertEquals(1, alone.size(), def.name());
      assertEquals(def.name(), alone.get(0).name());
    }
    assertTrue(table.size() > 150, "intrinsics: " + table.size());
    assertTrue(LlvmIntrinsics.walk("llvm.intr.no_such_intrinsic").isEmpty());
    assertTrue(LlvmIntrinsics.walk("llvm.intr.vp.reduce.fabs").isEmpty());
  }

  @Test
  void anIntrinsicLookedUpFirstIsTheOneTheTableLists() {
    OpDef first = LlvmIntrinsics.get("llvm.intr.umul.with.overflow");
    assertSame(first, LlvmIntrinsics.get("llvm.intr.umul.with.overflow"));
    assertTrue(LlvmIntrinsics.all().contains(first));
    assertSame(LlvmIntrinsics.all(), LlvmIntrinsics.all());
  }
}
