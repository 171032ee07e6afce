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

  /**
   * MLIR's ShapeDialect::materializeConstant: a size becomes shape.const_size, a witness
   * shape.const_witness, an extent tensor or shape shape.const_shape; anything else is arith's.
   */
  @Override
  public org.jmlir.ir.Operation materializeConstant(org.jmlir.ir.attr.Attribute value, Type type, org.jmlir.ir.loc.Location loc) {
    org.jmlir.ir.OpDef def = null;
    String attr = null;
    if (type instanceof ShapeType s) {
      switch (s.kind()) {
        case SIZE -> { def = ShapeOps.CONST_SIZE; attr = "value"; }
        case WITNESS -> { def = ShapeOps.CONST_WITNESS; attr = "passing"; }
        case SHAPE -> { def = ShapeOps.CONST_SHAPE; attr = "shape"; }
      }
    } else if (type instanceof org.jmlir.ir.type.RankedTensorType r && r.rank() == 1
        && r.elementType() instanceof org.jmlir.ir.type.IndexType && value instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr) {
      def = ShapeOps.CONST_SHAPE;
      attr = "shape";
    }
    if (def == null) {
      org.jmlir.ir.Dialect arith = context().getOrLoadDialect("arith");
      return arith == null ? null : arith.materializeConstant(value, type, loc);
    }
    org.jmlir.ir.OperationState st = new org.jmlir.ir.OperationState(context(), def.name(), loc);
    st.addAttribute(attr, value);
    st.addType(type);
    return org.jmlir.ir.Operation.create(st);
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
