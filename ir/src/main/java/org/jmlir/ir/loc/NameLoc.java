package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/** {@code loc("name")} or {@code loc("name"(child))}; child is UnknownLoc when absent. */
public final class NameLoc implements Location {
  private record Key(String name, Location child) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(name, k.name)
          && java.util.Objects.equals(child, k.child);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(name) + java.util.Objects.hashCode(child);
    }
  }

  private final String name;
  private final Location child;

  private NameLoc(Key k) {
    this.name = k.name;
    this.child = k.child;
  }

  public static NameLoc get(MLIRContext ctx, String name, Location child) {
    return ctx.intern(new Key(name, child), NameLoc::new);
  }

  public static NameLoc get(MLIRContext ctx, String name) {
    return get(ctx, name, UnknownLoc.get(ctx));
  }

  public String name() {
    return name;
  }

  public Location child() {
    return child;
  }
}
