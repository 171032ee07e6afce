package org.jmlir.dialect.complex;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The complex dialect: arithmetic on {@code complex<fN>} values (MLIR 22's ComplexOps.td). */
public final class ComplexDialect extends Dialect {
  public static final String NAMESPACE = "complex";

  public ComplexDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return ComplexOps.ALL;
  }
}
