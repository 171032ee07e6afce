package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/** {@code loc(callsite(callee at caller))}. */
public final class CallSiteLoc implements Location {
  private record Key(Location callee, Location caller) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(callee, k.callee)
          && java.util.Objects.equals(caller, k.caller);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(callee) + java.util.Objects.hashCode(caller);
    }
  }

  private final Location callee;
  private final Location caller;

  private CallSiteLoc(Key k) {
    this.callee = k.callee;
    this.caller = k.caller;
  }

  public static CallSiteLoc get(MLIRContext ctx, Location callee, Location caller) {
    return ctx.intern(new Key(callee, caller), CallSiteLoc::new);
  }

  public Location callee() {
    return callee;
  }

  public Location caller() {
    return caller;
  }
}
