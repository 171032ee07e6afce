package org.jmlir.dialect.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.AttrTypePrinter;
import org.junit.jupiter.api.Test;

/** #llvm.blocktag / #llvm.blockaddress built through the API, printed, and materialized as a constant. */
class LlvmBlockTagAttrTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  @Test
  void tagsAndAddressesAreInternedAndPrintAsMlir22() {
    LlvmBlockTagAttr tag = LlvmBlockTagAttr.tag(ctx, 3);
    LlvmBlockTagAttr addr = LlvmBlockTagAttr.address(ctx, "f", 3);
    assertSame(tag, LlvmBlockTagAttr.tag(ctx, 3));
    assertNotSame(tag, LlvmBlockTagAttr.tag(ctx, 4));
    assertNull(tag.function());
    assertEquals("f", addr.function());
    assertEquals(3, addr.id());
    assertEquals("#llvm.blocktag<id = 3>", AttrTypePrinter.toString(tag));
    assertEquals("#llvm.blockaddress<function = @f, tag = <id = 3>>", AttrTypePrinter.toString(addr));
    assertEquals("#llvm.blockaddress<function = @\"a b\", tag = <id = 0>>",
        AttrTypePrinter.toString(LlvmBlockTagAttr.address(ctx, "a b", 0)));
  }

  @Test
  void anAddressMaterializesAsBlockaddressOfPointerType() {
    LlvmBlockTagAttr addr = LlvmBlockTagAttr.address(ctx, "f", 1);
    Operation op = ctx.getOrLoadDialect("llvm").materializeConstant(addr, LlvmPointerType.get(ctx, 0), UnknownLoc.get(ctx));
    assertEquals("llvm.blockaddress", op.name());
    assertSame(addr, op.inherentAttr("block_addr"));
    assertNull(ctx.getOrLoadDialect("llvm").materializeConstant(LlvmBlockTagAttr.tag(ctx, 1), LlvmPointerType.get(ctx, 0), UnknownLoc.get(ctx)));
  }
}
