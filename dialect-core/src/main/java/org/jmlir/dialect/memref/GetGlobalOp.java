package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;

/** {@code memref.get_global @g : memref<2xf32>}. */
public final class GetGlobalOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.get_global", GetGlobalOp::new)
          .attr("name", AttrConstraint.FLAT_SYMBOL_REF)
          .result("result", ShapedConstraints.ANY_STATIC_SHAPE_MEMREF)
          .traits(Trait.PURE)
          .format("$name `:` type($result) attr-dict")
          .build();

  private GetGlobalOp() {}
}
