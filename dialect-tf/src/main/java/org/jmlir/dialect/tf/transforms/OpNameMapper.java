package org.jmlir.dialect.tf.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;

/**
 * Unique names for ops, as TensorFlow's OpOrArgLocNameMapper gives them: an op is named after its
 * location (the names of its NameLocs, joined with ';') or, lacking one, after its op name; a name
 * handed out before gets the next free count appended ({@code tf.IfRegion}, then
 * {@code tf.IfRegion1}). An op keeps the name it was given first.
 */
final class OpNameMapper {
  private final Map<String, Integer> counts = new HashMap<>();
  private final Map<Operation, String> opNames = new IdentityHashMap<>();

  String uniqueName(Operation op) {
    return opNames.computeIfAbsent(op, o -> uniqueName(nameOf(o)));
  }

  String uniqueName(String prefix) {
    Integer count = counts.get(prefix);
    if (count == null) {
      counts.put(prefix, 1);
      return prefix;
    }
    for (int n = count; ; n++) {
      String probe = prefix + n;
      if (!counts.containsKey(probe)) {
        counts.put(prefix, n + 1);
        counts.put(probe, 1);
        return probe;
      }
    }
  }

  private static String nameOf(Operation op) {
    String fromLoc = nameFromLoc(op.location());
    return fromLoc.isEmpty() ? op.name() : fromLoc;
  }

  /**
   * TensorFlow's GetNameFromLoc: the names of the NameLocs in {@code loc} (a call site's callee, a
   * fused location's parts, in order), each up to an '@', those ending in ':' left out; "" when
   * none is named.
   */
  static String nameFromLoc(Location loc) {
    List<String> names = new ArrayList<>();
    boolean named = false;
    Deque<Location> stack = new ArrayDeque<>();
    stack.push(loc);
    while (!stack.isEmpty()) {
      Location l = stack.pop();
      switch (l) {
        case NameLoc n -> {
          int at = n.name().indexOf('@');
          String name = at < 0 ? n.name() : n.name().substring(0, at);
          if (!name.endsWith(":")) {
            names.add(name);
            named |= !name.isEmpty();
          }
        }
        case CallSiteLoc c -> stack.push(c.callee());
        case FusedLoc f -> {
          for (int i = f.locations().size() - 1; i >= 0; i--) {
            stack.push(f.locations().get(i));
          }
        }
        default -> names.add("");
      }
    }
    return named ? String.join(";", names) : "";
  }
}
