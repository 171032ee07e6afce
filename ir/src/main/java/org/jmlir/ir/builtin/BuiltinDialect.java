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

  /**
   * None: each op's definition is built on its first lookup ({@link #lazyOperation}), so that a
   * program that never casts does not initialise {@code builtin.unrealized_conversion_cast}'s (jrun's
   * interpreted start, BENCHMARKS.md issue 12).
   */
  @Override
  public List<OpDef> eagerOperations() {
    return List.of();
  }

  @Override
  public OpDef lazyOperation(String name) {
    return switch (name) {
      case "builtin.module" -> ModuleOp.DEF;
      case "builtin.unrealized_conversion_cast" -> UnrealizedConversionCastOp.DEF;
      default -> null;
    };
  }

  /** BuiltinOpAsmDialectInterface: {@code #map}, {@code #set}, {@code #loc}, {@code #distinct}, {@code !tuple}. */
  @Override
  public String aliasHint(Object attributeOrType) {
    return AttrTypePrinter.builtinAliasHint(attributeOrType);
  }
}
