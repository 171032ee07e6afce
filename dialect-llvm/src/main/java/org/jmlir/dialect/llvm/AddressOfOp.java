package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.ods.AttrConstraint;

/** {@code llvm.mlir.addressof @g : !llvm.ptr}: the address of a global or function. */
public final class AddressOfOp extends LlvmOp {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.mlir.addressof", AddressOfOp::new)
          .attr("global_name", AttrConstraint.FLAT_SYMBOL_REF)
          .result("res", LlvmSpecs.POINTER)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, (op, c) -> java.util.List.of(org.jmlir.ir.rewrite.OpFoldResult.of(op.inherentAttr("global_name"))))
          .format("$global_name attr-dict `:` qualified(type($res))")
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, AddressOfOp::verifySymbolUses)
          .build();

  private AddressOfOp() {}

  /** MLIR's AddressOfOp::verifySymbolUses: names a global, alias, function or ifunc in the same address space. */
  private static boolean verifySymbolUses(Operation op) {
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, (SymbolRefAttr) op.inherentAttr("global_name"));
    String kind = target == null ? "" : target.name();
    if (!List.of("llvm.mlir.global", "llvm.mlir.alias", "llvm.func", "llvm.mlir.ifunc").contains(kind)) {
      return op.emitOpError(
              "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")
          .report();
    }
    boolean hasSpace = kind.equals("llvm.mlir.global") || kind.equals("llvm.mlir.alias");
    if (hasSpace && op.result(0).type() instanceof LlvmPointerType ptr
        && ptr.addressSpace() != (target.inherentAttr("addr_space") instanceof IntegerAttr i ? i.longValue() : 0)) {
      return op.emitOpError("pointer address space must match address space of the referenced global").report();
    }
    return true;
  }

  /** The name of the global or function. */
  public String globalName() {
    return ((SymbolRefAttr) inherentAttr("global_name")).root();
  }
}
