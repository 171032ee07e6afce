package org.jmlir.dialect.memref;

import java.util.Arrays;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;

/** {@code memref.cast %m : memref<4xf32> to memref<?xf32>}: a shape- or layout-relaxing cast. */
public final class CastOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.cast", CastOp::new)
          .operand("source", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .result("dest", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .traits(Trait.PURE)
          .format("$source attr-dict `:` type($source) `to` type($dest)")
          .verifier(CastOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "cast"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::cast)
          .build();

  private CastOp() {}

  private static boolean verify(Operation op) {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if (!areCastCompatible(in, out)) {
      return op.emitOpError(
              "operand type " + MemRefVerifiers.quoted(in) + " and result type " + MemRefVerifiers.quoted(out)
                  + " are cast incompatible")
          .report();
    }
    return true;
  }

  /** MLIR's memref::CastOp::areCastCompatible. */
  public static boolean areCastCompatible(Type a, Type b) {
    if (a instanceof MemRefType x && b instanceof MemRefType y) {
      if (x.elementType() != y.elementType() || x.memorySpace() != y.memorySpace() || x.rank() != y.rank()) {
        return false;
      }
      for (int i = 0; i < x.rank(); i++) {
        if (!compatible(x.shape()[i], y.shape()[i])) {
          return false;
        }
      }
      if (x.layout() == y.layout()) {
        return true;
      }
      StridedLayouts.Strided sx = StridedLayouts.stridesOf(x);
      StridedLayouts.Strided sy = StridedLayouts.stridesOf(y);
      if (sx == null || sy == null || !compatible(sx.offset(), sy.offset())) {
        return false;
      }
      for (int i = 0; i < sx.strides().length; i++) {
        if (!compatible(sx.strides()[i], sy.strides()[i])) {
          return false;
        }
      }
      return true;
    }
    if (a instanceof UnrankedMemRefType && b instanceof UnrankedMemRefType) {
      return false;
    }
    if ((a instanceof ShapedType x && x instanceof org.jmlir.ir.type.BaseMemRefType mx)
        && (b instanceof ShapedType y && y instanceof org.jmlir.ir.type.BaseMemRefType my)) {
      return x.elementType() == y.elementType() && mx.memorySpace() == my.memorySpace();
    }
    return false;
  }

  private static boolean compatible(long p, long q) {
    return p == q || p == ShapedType.DYNAMIC || q == ShapedType.DYNAMIC;
  }

  static boolean sameShape(long[] p, long[] q) {
    return Arrays.equals(p, q);
  }
}
