package org.jmlir.dialect.tfexecutor;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;

/**
 * The two {@code tf_executor} types: {@code !tf_executor.control} (a control dependency between
 * executor nodes) and {@code !tf_executor.token} (pairs NextIteration.Source with its Sink).
 */
public final class TfExecutorType implements DialectType {
  private record Key(String name) {}

  private final String name;

  private TfExecutorType(Key k) {
    this.name = k.name;
  }

  /** {@code !tf_executor.control}. */
  public static TfExecutorType control(MLIRContext ctx) {
    return ctx.intern(new Key("control"), TfExecutorType::new);
  }

  /** {@code !tf_executor.token}. */
  public static TfExecutorType token(MLIRContext ctx) {
    return ctx.intern(new Key("token"), TfExecutorType::new);
  }

  public static boolean isControl(org.jmlir.ir.type.Type t) {
    return t instanceof TfExecutorType e && e.name.equals("control");
  }

  public static boolean isToken(org.jmlir.ir.type.Type t) {
    return t instanceof TfExecutorType e && e.name.equals("token");
  }

  @Override
  public String dialectNamespace() {
    return TfExecutorDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return name;
  }

  @Override
  public String toString() {
    return "!tf_executor." + name;
  }
}
