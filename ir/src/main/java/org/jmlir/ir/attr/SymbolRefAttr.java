package org.jmlir.ir.attr;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/**
 * {@code @root} or {@code @root::@nested::@leaf}: a reference to a symbol. A reference without nested
 * parts is MLIR's FlatSymbolRefAttr.
 */
public final class SymbolRefAttr implements BuiltinAttribute {
  private record Key(String root, List<String> nested) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(root, k.root)
          && java.util.Objects.equals(nested, k.nested);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(root) + java.util.Objects.hashCode(nested);
    }
  }

  private final String root;
  private final List<String> nested;

  private SymbolRefAttr(Key k) {
    this.root = k.root;
    this.nested = k.nested;
  }

  public static SymbolRefAttr get(MLIRContext ctx, String root) {
    return get(ctx, root, List.of());
  }

  public static SymbolRefAttr get(MLIRContext ctx, String root, List<String> nested) {
    return ctx.intern(new Key(root, List.copyOf(nested)), SymbolRefAttr::new);
  }

  public String root() {
    return root;
  }

  public List<String> nested() {
    return nested;
  }

  public boolean isFlat() {
    return nested.isEmpty();
  }

  /** The innermost name. */
  public String leaf() {
    return nested.isEmpty() ? root : nested.get(nested.size() - 1);
  }
}
