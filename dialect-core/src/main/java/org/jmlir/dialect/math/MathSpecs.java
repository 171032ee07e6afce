package org.jmlir.dialect.math;

import java.util.function.Supplier;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;

/** What every math op declares (MLIR's Math_Op base: Pure, elementwise-mappable), and the shared formats. */
final class MathSpecs {
  private MathSpecs() {}

  /** The optional {@code fastmath<...>} group, elided when the flags are the default {@code none}. */
  static final String FASTMATH = "(`fastmath` `` $fastmath^)?";

  static final String UNARY_FASTMATH = "$operand " + FASTMATH + " attr-dict `:` type($result)";

  static final String UNARY = "$operand attr-dict `:` type($result)";

  static final String BINARY_FASTMATH = "$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)";

  /** Starts an op of the dialect with the base traits. */
  static OpSpec.Builder op(String mnemonic, Supplier<? extends Operation> factory) {
    return OpSpec.define(MathDialect.NAMESPACE + "." + mnemonic, factory)
        .traits(Trait.PURE)
        .traits(Trait.ELEMENTWISE, Trait.SCALARIZABLE, Trait.VECTORIZABLE, Trait.TENSORIZABLE);
  }

  /** Attaches {@code folder} when there is one (MLIR declares folders on some math ops only). */
  static OpSpec.Builder folder(OpSpec.Builder b, org.jmlir.ir.rewrite.OpFolder folder) {
    return folder == null ? b : b.extension(org.jmlir.ir.rewrite.OpFolder.class, folder);
  }

  /** The default-valued {@code fastmath} property (none). */
  static OpSpec.Builder fastmath(OpSpec.Builder b) {
    return b.defaultAttr("fastmath", ArithAttrs.FASTMATH, ctx -> FastMathFlagsAttr.get(ctx, FastMathFlagsAttr.NONE));
  }
}
