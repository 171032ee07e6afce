package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
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
          .build();

  private AddressOfOp() {}

  /** The name of the global or function. */
  public String globalName() {
    return ((SymbolRefAttr) inherentAttr("global_name")).root();
  }
}
