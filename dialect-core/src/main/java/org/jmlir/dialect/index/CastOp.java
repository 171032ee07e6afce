package org.jmlir.dialect.index;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code index.casts} / {@code index.castu}: between index and a fixed-width integer
 * ({@code %0 = index.casts %a : index to i32}), sign- or zero-extending.
 */
public final class CastOp extends Operation implements IndexOp {
  /** MLIR's AnyTypeOf<[AnyInteger, Index]>. */
  static final TypeConstraint INTEGER_OR_INDEX =
      new TypeConstraint("integer or index", t -> t instanceof IntegerType || t instanceof IndexType);

  public static final OpDef CASTS = cast("casts");
  public static final OpDef CASTU = cast("castu");

  private CastOp() {}

  public Value input() {
    return operand(0);
  }

  /** Whether this is {@code index.casts} (sign-extending). */
  public boolean isSigned() {
    return def() == CASTS;
  }

  private static OpDef cast(String mnemonic) {
    return OpSpec.define(IndexDialect.NAMESPACE + "." + mnemonic, CastOp::new)
        .operand("input", INTEGER_OR_INDEX)
        .result("output", INTEGER_OR_INDEX)
        .traits(Trait.PURE)
        .format("$input attr-dict `:` type($input) `to` type($output)")
        .verifier(CastOp::verifyCompatible)
        .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, IndexIntRanges.cast(mnemonic.equals("casts")))
        .extension(org.jmlir.ir.rewrite.OpFolder.class, IndexFolders.cast(mnemonic.equals("casts")))
        .build();
  }

  /** Matches mlir-opt 22's CastOpInterface check: exactly one side is index. */
  static boolean verifyCompatible(Operation op) {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if ((in instanceof IndexType) != (out instanceof IndexType)) {
      return true;
    }
    return op.emitOpError(
            "operand type '" + Texts.type(in) + "' and result type '" + Texts.type(out) + "' are cast incompatible")
        .report();
  }
}
