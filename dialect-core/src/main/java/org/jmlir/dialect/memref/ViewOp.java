package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.IndexOperands;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** {@code memref.view %buf[%shift][%n] : memref<2048xi8> to memref<?x4xf32>}. */
public final class ViewOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.view", ViewOp::new)
          .operand("source", ShapedConstraints.MEMREF_RANK_1_OF_I8)
          .operand("byte_shift", TypeConstraint.INDEX)
          .variadicOperand("sizes", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.ANY_MEMREF)
          .traits(Trait.PURE)
          .customDirective("byte_shift", IndexOperands.single("byte_shift"))
          .customDirective("sizes", IndexOperands.list("sizes"))
          .format(
              "$source `[` custom<byte_shift>($byte_shift) `]` `` `[` custom<sizes>($sizes) `]` attr-dict `:`"
                  + " type($source) `to` type(results)")
          .verifier(ViewOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "view"))
          .build();

  private ViewOp() {}

  private static boolean verify(Operation op) {
    MemRefType base = (MemRefType) op.operand(0).type();
    MemRefType view = (MemRefType) op.result(0).type();
    if (!MemRefLayouts.isIdentity(base)) {
      return op.emitError("unsupported map for base memref type " + MemRefVerifiers.quoted(base)).report();
    }
    if (!MemRefLayouts.isIdentity(view)) {
      return op.emitError("unsupported map for result memref type " + MemRefVerifiers.quoted(view)).report();
    }
    if (base.memorySpace() != view.memorySpace()) {
      return op.emitError(
              "different memory spaces specified for base memref type " + MemRefVerifiers.quoted(base)
                  + " and view memref type " + MemRefVerifiers.quoted(view))
          .report();
    }
    int dynamic = 0;
    for (long d : view.shape()) {
      if (d == ShapedType.DYNAMIC) {
        dynamic++;
      }
    }
    if (op.numOperands() - 2 != dynamic) {
      return op.emitError("incorrect number of size operands for type " + MemRefVerifiers.quoted(view)).report();
    }
    return true;
  }
}
