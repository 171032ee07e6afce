package org.jmlir.ir.analysis;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.BiConsumer;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;

/**
 * Callables whose every use is a call that can be seen (MLIR's initializeSymbolCallables): private
 * symbols with a body, or nested ones when the symbol table's uses are all visible, that no
 * non-call op names. Interprocedural analyses may take their arguments from their call sites.
 */
public final class KnownCallables {
  private KnownCallables() {}

  /** The callables under {@code root} all of whose uses are visible calls. */
  public static Set<Operation> find(Operation root) {
    Set<Operation> known = Collections.newSetFromMap(new IdentityHashMap<>());
    SymbolTable.walkSymbolTables(root, root.block() == null, (op, allUsesVisible) -> collect(op, allUsesVisible, known));
    return known;
  }

  private static void collect(Operation op, boolean allUsesVisible, Set<Operation> known) {
    if (op.numRegions() == 0 || op.region(0).isEmpty()) {
      return;
    }
    Set<Operation> candidates = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Operation child : op.region(0).front()) {
      CallableOpInterface c = CallableOpInterface.of(child);
      if (c == null || c.callableRegion(child) == null || !child.hasTrait(Trait.SYMBOL)) {
        continue;
      }
      SymbolTable.Visibility v = SymbolTable.visibility(child);
      if (v == SymbolTable.Visibility.PUBLIC || (!allUsesVisible && v == SymbolTable.Visibility.NESTED)) {
        continue;
      }
      candidates.add(child);
    }
    if (candidates.isEmpty()) {
      return;
    }
    // A symbol use from anything but a call lets the callable escape.
    for (Block b : op.region(0).blocks()) {
      for (Operation child : b) {
        walkUses(child, (user, ref) -> {
          if (CallOpInterface.of(user) == null) {
            candidates.remove(SymbolTable.lookupSymbolIn(op, ref));
          }
        });
      }
    }
    known.addAll(candidates);
  }

  /** Every symbol use in {@code op} and the ops nested in it, not entering nested symbol tables. */
  public static void walkUses(Operation op, BiConsumer<Operation, SymbolRefAttr> fn) {
    SymbolTable.forEachSymbolUse(op, ref -> fn.accept(op, ref));
    if (op.hasTrait(Trait.SYMBOL_TABLE)) {
      return;
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          walkUses(nested, fn);
        }
      }
    }
  }
}
