package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/** {@code memref.memory_space_cast %m : memref<?xf32, 5> to memref<?xf32>}. */
public final class MemorySpaceCastOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.memory_space_cast", MemorySpaceCastOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .result("dest", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .traits(Trait.PURE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
          .format("$source attr-dict `:` type($source) `to` type($dest)")
          .verifier(MemorySpaceCastOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "memspacecast"))
          .build();

  private MemorySpaceCastOp() {}

  private static boolean verify(Operation op) {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    boolean ok =
        (in instanceof MemRefType a && out instanceof MemRefType b
                && a.elementType() == b.elementType() && CastOp.sameShape(a.shape(), b.shape())
                && a.layout() == b.layout())
            || (in instanceof UnrankedMemRefType c && out instanceof UnrankedMemRefType d
                && c.elementType() == d.elementType());
    if (!ok) {
      return op.emitOpError(
              "operand type " + MemRefVerifiers.quoted(in) + " and result type " + MemRefVerifiers.quoted(out)
                  + " are cast incompatible")
          .report();
    }
    return true;
  }
}
