package org.jmlir.ir.type;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code (inputs) -> results}. */
public final class FunctionType implements BuiltinType {
  private record Key(List<Type> inputs, List<Type> results) {}

  private final List<Type> inputs;
  private final List<Type> results;

  private FunctionType(Key k) {
    this.inputs = k.inputs;
    this.results = k.results;
  }

  public static FunctionType get(MLIRContext ctx, List<? extends Type> inputs, List<? extends Type> results) {
    return ctx.intern(new Key(List.copyOf(inputs), List.copyOf(results)), FunctionType::new);
  }

  public List<Type> inputs() {
    return inputs;
  }

  public List<Type> results() {
    return results;
  }
}
