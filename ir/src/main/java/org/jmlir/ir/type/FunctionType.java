package org.jmlir.ir.type;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code (inputs) -> results}. */
public final class FunctionType implements BuiltinType {
  private record Key(List<Type> inputs, List<Type> results) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(inputs, k.inputs)
          && java.util.Objects.equals(results, k.results);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(inputs) + java.util.Objects.hashCode(results);
    }
  }

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
