package org.jmlir.ir.attr;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code dense<["a", "b"]> : tensor<2x!tf.string>}: string elements, each held as a string whose
 * chars are bytes (ISO-8859-1), so arbitrary binary data round-trips. All-equal lists become splats.
 */
public final class DenseStringElementsAttr implements BuiltinAttribute, ElementsAttr {
  private record Key(ShapedType type, List<String> values) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(values, k.values);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(values);
    }
  }

  private final ShapedType type;
  private final List<String> values;

  private DenseStringElementsAttr(Key k) {
    this.type = k.type;
    this.values = k.values;
  }

  public static DenseStringElementsAttr get(MLIRContext ctx, ShapedType type, List<String> values) {
    List<String> v = values;
    if (v.size() > 1 && v.stream().allMatch(s -> s.equals(values.get(0)))) {
      v = List.of(values.get(0));
    }
    return ctx.intern(new Key(type, List.copyOf(v)), DenseStringElementsAttr::new);
  }

  @Override
  public ShapedType type() {
    return type;
  }

  /** The stored values: one for a splat, else one per element. */
  public List<String> values() {
    return values;
  }

  public boolean isSplat() {
    return values.size() == 1 && type.numElements() != 1;
  }
}
