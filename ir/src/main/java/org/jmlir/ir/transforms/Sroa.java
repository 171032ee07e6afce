package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SequencedSet;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.DestructurableAccessorOpInterface;
import org.jmlir.ir.interfaces.DestructurableAllocationOpInterface;
import org.jmlir.ir.interfaces.DestructurableMemorySlot;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.interfaces.PromotableOpInterface;
import org.jmlir.ir.interfaces.SafeMemorySlotAccessOpInterface;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code sroa} (MLIR's SROA, Scalar Replacement Of Aggregates): splits a destructurable slot whose
 * every use is an accessor that can be rewired (e.g. memref.load/store with constant in-bounds
 * indices) into one new slot per sub-element used, created right after the allocation in the order
 * the uses name them (use-list order), then erases the allocation. Repeats until nothing changes, so
 * new slots may be split in turn.
 */
public final class Sroa extends Pass {
  public Sroa(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "sroa";
  }

  @Override
  public String summary() {
    return "Scalar Replacement of Aggregates";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Region region : root.regions()) {
      if (region.isEmpty()) {
        continue;
      }
      while (true) {
        List<Operation> allocators = new ArrayList<>();
        region.blocks().forEach(b -> b.forEach(op -> allocators.addAll(op.collect(o -> o instanceof DestructurableAllocationOpInterface))));
        if (!destructureAll(allocators)) {
          break;
        }
      }
    }
  }

  private static boolean destructureAll(List<Operation> allocators) {
    boolean any = false;
    while (true) {
      boolean changed = false;
      List<Operation> next = new ArrayList<>();
      for (Operation op : allocators) {
        DestructurableAllocationOpInterface allocator = (DestructurableAllocationOpInterface) op;
        boolean done = false;
        for (DestructurableMemorySlot slot : allocator.destructurableSlots()) {
          SequencedSet<Attribute> used = new LinkedHashSet<>();
          List<Operation> discarded = new ArrayList<>();
          Map<Operation, org.jmlir.ir.Value> discardedUse = new java.util.IdentityHashMap<>();
          List<Operation> accessors = accessors(slot, used, discarded, discardedUse);
          if (accessors == null) {
            continue;
          }
          Map<Attribute, MemorySlot> subslots = allocator.destructure(slot, used, next);
          List<Operation> dead = new ArrayList<>();
          for (Operation accessor : accessors.reversed()) {
            if (((DestructurableAccessorOpInterface) accessor).rewire(slot, subslots)) {
              dead.add(accessor);
            }
          }
          dead.forEach(Operation::erase);
          Mem2Reg.removeBlockingUses(discarded, discardedUse);
          allocator.handleDestructuringComplete(slot);
          done = true;
          break;
        }
        if (!done) {
          next.add(op);
        }
        changed |= done;
      }
      if (!changed) {
        return any;
      }
      any = true;
      allocators = next;
    }
  }

  /**
   * The distinct users of the slot, when every one can be rewired (collecting the indices used), then
   * the ops to delete (MLIR's blocking uses: lifetime markers and the like, on the slot or on a pointer
   * an accessor derives, and every user of what they derive in turn); else null. A derived pointer's
   * other users must access only memory inside what remains of the sub-slot.
   */
  private static List<Operation> accessors(
      DestructurableMemorySlot slot, SequencedSet<Attribute> used, List<Operation> discarded,
      Map<Operation, org.jmlir.ir.Value> discardedUse) {
    if (slot.ptr().hasNoUses()) {
      return null;
    }
    LinkedHashSet<Operation> users = new LinkedHashSet<>();
    List<MemorySlot> safely = new ArrayList<>();
    java.util.ArrayDeque<org.jmlir.ir.Value> blocking = new java.util.ArrayDeque<>();
    for (OpOperand use : slot.ptr().uses()) {
      Operation user = use.owner();
      if (user instanceof DestructurableAccessorOpInterface accessor && accessor.canRewire(slot, used)) {
        if (users.add(user)) {
          accessor.mustBeSafelyUsed(slot, safely);
        }
        continue;
      }
      if (PromotableOpInterface.of(user) == null) {
        return null;
      }
      blocking.add(slot.ptr());
    }
    java.util.Set<OpOperand> visited = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    java.util.Set<OpOperand> safeUses = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    while (!safely.isEmpty()) {
      MemorySlot sub = safely.removeLast();
      for (OpOperand use : sub.ptr().uses()) {
        if (!visited.add(use)) {
          continue;
        }
        if (use.owner() instanceof SafeMemorySlotAccessOpInterface safe && safe.ensureOnlySafeAccesses(sub, safely)) {
          safeUses.add(use);
          continue;
        }
        if (PromotableOpInterface.of(use.owner()) == null) {
          return null;
        }
        blocking.add(sub.ptr());
      }
    }
    java.util.Set<Operation> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    while (!blocking.isEmpty()) {
      org.jmlir.ir.Value v = blocking.poll();
      for (OpOperand use : v.uses()) {
        Operation user = use.owner();
        if (users.contains(user) || safeUses.contains(use)) {
          continue;
        }
        PromotableOpInterface promotable = PromotableOpInterface.of(user);
        if (promotable == null) {
          return null;
        }
        if (seen.add(user)) {
          List<org.jmlir.ir.Value> derived = new ArrayList<>();
          if (!promotable.canUsesBeRemoved(user, v, derived)) {
            return null;
          }
          discarded.add(user);
          discardedUse.put(user, v);
          blocking.addAll(derived);
        }
      }
    }
    return new ArrayList<>(users);
  }
}
