package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;

/**
 * {@code llvm.comdat @c { llvm.comdat_selector @any any ... }}: a comdat and its selectors, which
 * globals and functions name with {@code comdat(@c::@any)}.
 */
public final class ComdatOps {
  private ComdatOps() {}

  /** The selection kinds, by value. */
  public static final LlvmEnums.IntEnum SELECTION_KIND =
      new LlvmEnums.IntEnum(
          "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4",
          64,
          new String[] {"any", "exactmatch", "largest", "nodeduplicate", "samesize"},
          false);

  public static final OpDef COMDAT =
      LlvmSpecs.op("llvm.comdat", LlvmSpecs.LLVM_OP)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .sizedRegion("body", 1)
          .traits(Trait.SYMBOL_TABLE, Trait.SYMBOL, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK)
          .format("$sym_name $body attr-dict")
          .regionVerifier(ComdatOps::verifyBody)
          .build();

  /** MLIR 22's ComdatOp::verifyRegions: only selectors in the body. */
  private static boolean verifyBody(org.jmlir.ir.Operation op) {
    for (org.jmlir.ir.Operation o : op.region(0).front()) {
      if (!o.name().equals("llvm.comdat_selector")) {
        return o.emitError("only comdat selector symbols can appear in a comdat region").report();
      }
    }
    return true;
  }

  public static final OpDef COMDAT_SELECTOR =
      LlvmSpecs.op("llvm.comdat_selector", LlvmSpecs.LLVM_OP)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .attr("comdat", SELECTION_KIND.constraint("comdat"))
          .traits(Trait.SYMBOL)
          .format("$sym_name $comdat attr-dict")
          .build();
}
