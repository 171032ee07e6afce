package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The affine dialect (MLIR 22's AffineOps.td): ops whose indices are affine maps of dims and symbols. */
public final class AffineDialect extends Dialect {
  public static final String NAMESPACE = "affine";

  public AffineDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(AffineMapOp.APPLY, AffineMapOp.MIN, AffineMapOp.MAX);
  }
}
