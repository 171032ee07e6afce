package org.jmlir.ir.loc;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;

/** {@code loc(fused[a, b])} or {@code loc(fused<#meta>[a, b])}; metadata may be null. */
public final class FusedLoc implements Location {
  private record Key(List<Location> locations, Attribute metadata) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(locations, k.locations)
          && java.util.Objects.equals(metadata, k.metadata);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(locations) + java.util.Objects.hashCode(metadata);
    }
  }

  private final List<Location> locations;
  private final Attribute metadata;

  private FusedLoc(Key k) {
    this.locations = k.locations;
    this.metadata = k.metadata;
  }

  /** Exactly the given list, without MLIR's simplifications (see the parser for those). */
  public static FusedLoc get(MLIRContext ctx, List<? extends Location> locations, Attribute metadata) {
    return ctx.intern(new Key(List.copyOf(locations), metadata), FusedLoc::new);
  }

  public List<Location> locations() {
    return locations;
  }

  /** The metadata attribute, or null. */
  public Attribute metadata() {
    return metadata;
  }
}
