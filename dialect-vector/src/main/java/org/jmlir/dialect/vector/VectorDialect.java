package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** MLIR's vector dialect: n-D vector values, their shuffles, reductions, masks and transfers to memory. */
public final class VectorDialect extends Dialect {
  public static final String NAMESPACE = "vector";

  private final List<OpDef> ops = List.copyOf(VectorOps.all());

  public VectorDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return ops;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int at = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if (mnemonic == null || VectorEnumAttr.casesOf(mnemonic) == null) {
      throw parser.emitError(at, "unknown attribute `" + (mnemonic == null ? "" : mnemonic) + "` in dialect `vector`");
    }
    return VectorEnumAttr.parseParams(parser, mnemonic);
  }

  /** Constants are arith's, poison is ub's, as MLIR's VectorDialect::materializeConstant. */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (value instanceof org.jmlir.dialect.ub.PoisonAttr) {
      Dialect ub = context().getOrLoadDialect("ub");
      return ub == null ? null : ub.materializeConstant(value, type, loc);
    }
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }
}
