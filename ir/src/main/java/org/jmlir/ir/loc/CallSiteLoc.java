package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/** {@code loc(callsite(callee at caller))}. */
public final class CallSiteLoc implements Location {
  private record Key(Location callee, Location caller) {}

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
