package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The linalg dialect (MLIR 22's LinalgOps.td and LinalgNamedStructuredOps): structured ops on tensors and buffers. */
public final class LinalgDialect extends Dialect {
  public static final String NAMESPACE = "linalg";

  public LinalgDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> ops = new ArrayList<>(LinalgOps.ALL);
    ops.add(LinalgYieldOp.DEF);
    ops.add(LinalgIndexOp.DEF);
    ops.add(LinalgPackOp.PACK);
    ops.add(LinalgPackOp.UNPACK);
    ops.add(LinalgWinogradOps.FILTER_TRANSFORM);
    ops.add(LinalgWinogradOps.INPUT_TRANSFORM);
    ops.add(LinalgWinogradOps.OUTPUT_TRANSFORM);
    ops.add(LinalgWinogradOps.SOFTMAX);
    return ops;
  }

  /** Constants are arith's (MLIR's LinalgDialect::materializeConstant). */
  @Override
  public org.jmlir.ir.Operation materializeConstant(Attribute value, Type type, org.jmlir.ir.loc.Location loc) {
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseKeyword();
    LinalgEnumAttr.Kind kind = LinalgEnumAttr.kindOf(mnemonic);
    if (kind == null) {
      throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `linalg`");
    }
    return LinalgEnumAttr.parseBody(parser, kind);
  }
}
