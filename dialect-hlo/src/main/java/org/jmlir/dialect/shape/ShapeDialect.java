package org.jmlir.dialect.shape;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The part of MLIR's shape dialect the HLO dynamic-shape lowerings use (see {@link ShapeOps}). */
public final class ShapeDialect extends Dialect {
  public static final String NAMESPACE = "shape";

  public ShapeDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return ShapeOps.ALL;
  }

  /** {@code !shape.witness}, {@code !shape.shape}, {@code !shape.size}. */
  @Override
  public Type parseType(DialectAsmParser parser) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseKeyword();
    for (ShapeType.Kind k : ShapeType.Kind.values()) {
      if (k.mnemonic.equals(mnemonic)) {
        return ShapeType.get(parser.context(), k);
      }
    }
    throw parser.emitError(offset, "unknown shape type: " + mnemonic);
  }
}
