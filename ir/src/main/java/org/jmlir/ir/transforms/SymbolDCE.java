package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code symbol-dce}: erases private (and unreferenced nested-visibility) symbols that nothing live
 * references. Public symbols of the root symbol table, and of live nested symbol tables, are live.
 */
public final class SymbolDCE extends Pass {
  public SymbolDCE(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "symbol-dce";
  }

  @Override
  public String summary() {
    return "Eliminate dead symbols";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!root.hasTrait(Trait.SYMBOL_TABLE)) {
      root.emitOpError(" was scheduled to run under SymbolDCE, but does not define a symbol table").report();
      pc.signalFailure();
      return;
    }
    Set<Operation> live = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Operation> work = new ArrayDeque<>();
    // Roots: every op that is not a discardable symbol; public symbols of live symbol tables.
    seedTable(root, true, live, work);
    while (!work.isEmpty()) {
      Operation op = work.pop();
      // Everything nested in a live op that references symbols keeps them alive.
      op.walkPreOrder(
          nested -> {
            SymbolTable.forEachSymbolUse(
                nested,
                ref -> {
                  Operation target = resolve(nested, ref);
                  if (target != null && live.add(target)) {
                    work.push(target);
                    if (target.hasTrait(Trait.SYMBOL_TABLE)) {
                      seedTable(target, true, live, work);
                    }
                  }
                });
          });
    }
    List<Operation> dead = new ArrayList<>();
    collectDead(root, live, dead);
    for (Operation d : dead) {
      d.dropAllReferences();
    }
    for (Operation d : dead) {
      d.remove();
    }
  }

  /** Resolves a use from {@code user}: the nearest symbol table outward that defines it. */
  private static Operation resolve(Operation user, org.jmlir.ir.attr.SymbolRefAttr ref) {
    for (Operation table = SymbolTable.nearestSymbolTable(user); table != null; table = SymbolTable.nearestSymbolTable(table)) {
      Operation t = SymbolTable.lookupSymbolIn(table, ref);
      if (t != null) {
        return t;
      }
    }
    return null;
  }

  private static void seedTable(Operation table, boolean tableVisible, Set<Operation> live, ArrayDeque<Operation> work) {
    if (table.numRegions() == 0 || table.region(0).isEmpty()) {
      return;
    }
    for (Operation child : table.region(0).front()) {
      boolean isSymbol = SymbolTable.symbolName(child) != null && child.hasTrait(Trait.SYMBOL);
      boolean keep = !isSymbol || (tableVisible && SymbolTable.visibility(child) == SymbolTable.Visibility.PUBLIC);
      if (keep && live.add(child)) {
        work.push(child);
        if (child.hasTrait(Trait.SYMBOL_TABLE)) {
          seedTable(child, SymbolTable.symbolName(child) == null || SymbolTable.visibility(child) == SymbolTable.Visibility.PUBLIC, live, work);
        }
      }
    }
  }

  private static void collectDead(Operation table, Set<Operation> live, List<Operation> dead) {
    if (table.numRegions() == 0 || table.region(0).isEmpty()) {
      return;
    }
    for (Operation child : table.region(0).front()) {
      if (!live.contains(child)) {
        dead.add(child);
      } else if (child.hasTrait(Trait.SYMBOL_TABLE)) {
        collectDead(child, live, dead);
      }
    }
  }
}
