package org.jmlir.dialect.tf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.MemoryEffectOpInterface.Effect;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;

/**
 * The memory effects of tf.IfRegion, tf.WhileRegion and tf.CaseRegion. One marked {@code is_stateless
 * = false} may write anything. One marked stateless has the effects of the ops in its regions, and an
 * op there that states nothing may write anything too: a stateless region op is only erased when
 * unused if nothing inside it writes. The op itself never counts as free of memory effects, so it is
 * neither hoisted nor merged with an equal one, as TensorFlow, whose region ops declare no effects.
 */
final class TfRegionEffects {
  private TfRegionEffects() {}

  private static final List<Effect> UNKNOWN = List.of(new MemoryEffectOpInterface.Write(null));

  static List<Effect> of(Operation op) {
    List<Effect> effects = new ArrayList<>();
    // A worklist, not recursion: generic-form region ops nest without limit.
    ArrayDeque<Operation> work = new ArrayDeque<>();
    work.push(op);
    while (!work.isEmpty()) {
      Operation o = work.pop();
      boolean regionOp = o instanceof IfRegionOp || o instanceof WhileRegionOp || o instanceof CaseRegionOp;
      boolean recursive = o.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS);
      if (regionOp) {
        if (!TfRegionChecks.isSet(o, "is_stateless")) {
          return UNKNOWN;
        }
      } else if (o.hasTrait(Trait.NO_MEMORY_EFFECT)) {
        if (!recursive) {
          continue;
        }
      } else if (o instanceof MemoryEffectOpInterface m) {
        effects.addAll(m.effects());
      } else if (!recursive) {
        return UNKNOWN;
      }
      if (regionOp || recursive) {
        for (Region r : o.regions()) {
          for (Block b : r.blocks()) {
            for (Operation nested : b) {
              work.push(nested);
            }
          }
        }
      }
    }
    return List.copyOf(effects);
  }
}
