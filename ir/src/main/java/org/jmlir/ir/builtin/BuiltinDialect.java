package org.jmlir.ir.builtin;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.print.AttrTypePrinter;

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

  /** BuiltinOpAsmDialectInterface: {@code #map}, {@code #set}, {@code #loc}, {@code #distinct}, {@code !tuple}. */
  @Override
  public String aliasHint(Object attributeOrType) {
    return AttrTypePrinter.builtinAliasHint(attributeOrType);
  }
}
