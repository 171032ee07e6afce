package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;

/**
 * Block addresses: {@code llvm.blocktag <id = 1>} labels its block, and
 * {@code %a = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr} is the address of the
 * block of {@code @f} with that tag (a constant; it folds to its attribute). As MLIR 22, a tag id is
 * unique within its function and a block address names an existing tag.
 */
final class BlockAddressOps {
  private BlockAddressOps() {}

  /** A #llvm.blocktag / #llvm.blockaddress written without its mnemonic, as the ops' formats do. */
  private static AttrConstraint stripped(String mnemonic) {
    return new AttrConstraint(
        "LLVM " + mnemonic + " attribute",
        a -> a instanceof LlvmBlockTagAttr b && (b.function() != null) == mnemonic.equals(LlvmBlockTagAttr.ADDRESS),
        p -> LlvmBlockTagAttr.parseParams(p, mnemonic),
        p -> LlvmBlockTagAttr.parseParams(p, mnemonic),
        (a, p) -> p.print(((LlvmBlockTagAttr) a).params()));
  }

  static final OpDef BLOCKTAG =
      LlvmSpecs.op("llvm.blocktag", LlvmSpecs.LLVM_OP)
          .attr("tag", stripped(LlvmBlockTagAttr.TAG))
          .format("$tag attr-dict")
          .build();

  static final OpDef BLOCKADDRESS =
      LlvmSpecs.op("llvm.blockaddress", LlvmSpecs.LLVM_OP)
          .attr("block_addr", stripped(LlvmBlockTagAttr.ADDRESS))
          .result("res", LlvmSpecs.POINTER)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, (op, c) -> java.util.List.of(org.jmlir.ir.rewrite.OpFoldResult.of(op.inherentAttr("block_addr"))))
          .format("$block_addr attr-dict `:` qualified(type($res))")
          .verifier(BlockAddressOps::verifyBlockAddress)
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, BlockAddressOps::verifyFunction)
          .build();

  /** MLIR 22's BlockAddressOp::verify: the referenced function has a block with the tag. */
  private static boolean verifyBlockAddress(Operation op) {
    LlvmBlockTagAttr addr = (LlvmBlockTagAttr) op.inherentAttr("block_addr");
    if (findTag(op, addr) == null) {
      return op.emitOpError("expects an existing block label target in the referenced function").report();
    }
    return true;
  }

  /** MLIR 22's BlockAddressOp::verifySymbolUses. */
  private static boolean verifyFunction(Operation op) {
    LlvmBlockTagAttr addr = (LlvmBlockTagAttr) op.inherentAttr("block_addr");
    if (!(lookupFunction(op, addr) instanceof FuncOp)) {
      return op.emitOpError("must reference a function defined by 'llvm.func'").report();
    }
    return true;
  }

  private static Operation lookupFunction(Operation op, LlvmBlockTagAttr addr) {
    return org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, org.jmlir.ir.attr.SymbolRefAttr.get(op.context(), addr.function()));
  }

  /** The {@code llvm.blocktag} of the referenced function with the address's id, or null. */
  static Operation findTag(Operation op, LlvmBlockTagAttr addr) {
    if (!(lookupFunction(op, addr) instanceof FuncOp fn)) {
      return null;
    }
    Operation[] found = {null};
    fn.walk(o -> {
      if (found[0] == null && o.def() == BLOCKTAG && ((LlvmBlockTagAttr) o.inherentAttr("tag")).id() == addr.id()) {
        found[0] = o;
      }
    });
    return found[0];
  }
}
