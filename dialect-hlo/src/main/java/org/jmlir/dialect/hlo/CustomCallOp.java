package org.jmlir.dialect.hlo;

import java.util.List;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.attr.IntegerAttr;

/**
 * {@code custom_call}: calls a backend function by name. Its memory effects are StableHLO's: none
 * unless {@code has_side_effect = true}, then every kind (so an unused call without side effects is
 * dead).
 */
public final class CustomCallOp extends HloOp implements MemoryEffectOpInterface {
  CustomCallOp() {}

  /** Whether the call declares side effects ({@code has_side_effect}, false when absent). */
  public boolean hasSideEffect() {
    return inherentAttr("has_side_effect") instanceof IntegerAttr b && b.value().signum() != 0;
  }

  @Override
  public List<Effect> effects() {
    if (!hasSideEffect()) {
      return List.of();
    }
    return List.of(new Allocate(null), new Free(null), new Write(null), new Read(null));
  }
}
