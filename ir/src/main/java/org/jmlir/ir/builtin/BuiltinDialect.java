package org.jmlir.ir.builtin;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The builtin dialect: {@code builtin.module} and {@code builtin.unrealized_conversion_cast}. */
public final class BuiltinDialect extends Dialect {
  public static final String NAMESPACE = "builtin";

  public BuiltinDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(ModuleOp.DEF, UnrealizedConversionCastOp.DEF);
  }
}
