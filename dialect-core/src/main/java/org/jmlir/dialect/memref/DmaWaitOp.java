package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;

/** {@code memref.dma_wait %tag[%i], %n : memref<1xi32>}: waits for a DMA transfer. */
public final class DmaWaitOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.dma_wait", DmaWaitOp::new)
          .operand("tagMemRef", ShapedConstraints.ANY_MEMREF)
          .variadicOperand("tagIndices", TypeConstraint.INDEX)
          .operand("numElements", TypeConstraint.INDEX)
          .customDirective("tagIndices", IndexOperands.list("tagIndices"))
          .customDirective("numElements", IndexOperands.single("numElements"))
          .format(
              "$tagMemRef `[` custom<tagIndices>($tagIndices) `]` `,` custom<numElements>($numElements) attr-dict `:`"
                  + " type($tagMemRef)")
          .verifier(DmaWaitOp::verify)
          .build();

  private DmaWaitOp() {}

  private static boolean verify(Operation op) {
    int rank = ((MemRefType) op.operand(0).type()).rank();
    int n = op.numOperands() - 2;
    if (n != rank) {
      return op.emitOpError(
              "expected tagIndices to have the same number of elements as the tagMemRef rank, expected " + rank
                  + ", but got " + n)
          .report();
    }
    return true;
  }
}
