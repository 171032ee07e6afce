package org.jmlir.ir.print;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * SSA value and block names for printing (MLIR's SSANameState): {@code %0, %1, ...}, {@code %argN}
 * for entry block arguments, name hints from {@link OpDef#resultNamer()} uniqued with {@code _N}
 * suffixes, {@code ^bbN} labels per region, and result groups for {@code %x:2}.
 *
 * <p>As in MLIR, regions are numbered from an explicit stack, each starting from the counters its
 * parent region ended with; the generic form numbers uniquely across the whole op (no restore).
 */
final class SSANameState {
  /** Value → number, or name (without {@code %}). */
  private final ValueIdMap valueIds = new ValueIdMap();
  private final IdentityHashMap<Block, String> blockNames = new IdentityHashMap<>();
  private final IdentityHashMap<Block, Integer> blockOrder = new IdentityHashMap<>();
  private final IdentityHashMap<Operation, int[]> resultGroups = new IdentityHashMap<>();
  private final boolean generic;
  /** {@code --mlir-use-nameloc-as-prefix}. */
  private final boolean nameLocAsPrefix;

  private int nextValueId;
  private int nextArgumentId;
  private int nextConflictId;

  /** Used names, as a chain of scopes (one per region on the current path). */
  private static final class NameScope {
    final NameScope parent;
    final HashSet<String> names = new HashSet<>();

    NameScope(NameScope parent) {
      this.parent = parent;
    }

    boolean contains(String n) {
      for (NameScope s = this; s != null; s = s.parent) {
        if (s.names.contains(n)) {
          return true;
        }
      }
      return false;
    }
  }

  private NameScope usedNames;

  private record Pending(Region region, int valueId, int argumentId, int conflictId, NameScope parentScope) {}

  /** Names nothing: every value prints as {@code <<UNKNOWN SSA VALUE>>} (for the alias pass, whose text is dropped). */
  static final SSANameState NONE = new SSANameState();

  private SSANameState() {
    generic = false;
    nameLocAsPrefix = false;
  }

  SSANameState(Operation op, boolean generic) {
    this(op, generic, false);
  }

  SSANameState(Operation op, boolean generic, boolean nameLocAsPrefix) {
    this.generic = generic;
    this.nameLocAsPrefix = nameLocAsPrefix;
    NameScope top = new NameScope(null);
    usedNames = top;
    ArrayList<Pending> stack = new ArrayList<>();
    for (int i = 0; i < op.numRegions(); i++) {
      stack.add(new Pending(op.region(i), nextValueId, nextArgumentId, nextConflictId, top));
    }
    numberValuesInOp(op);
    while (!stack.isEmpty()) {
      Pending p = stack.remove(stack.size() - 1);
      if (!generic) {
        nextValueId = p.valueId;
        nextArgumentId = p.argumentId;
        nextConflictId = p.conflictId;
      }
      NameScope scope = new NameScope(p.parentScope);
      usedNames = scope;
      numberValuesInRegion(p.region);
      for (Block b : p.region.blocks()) {
        for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
          for (int i = 0; i < o.numRegions(); i++) {
            stack.add(new Pending(o.region(i), nextValueId, nextArgumentId, nextConflictId, scope));
          }
        }
      }
    }
  }

  private void numberValuesInRegion(Region region) {
    int nextBlockId = 0;
    for (Block block : region.blocks()) {
      blockNames.put(block, "^bb" + nextBlockId);
      blockOrder.put(block, nextBlockId++);
      numberValuesInBlock(block);
    }
  }

  private void numberValuesInBlock(Block block) {
    boolean entry = block.isEntryBlock();
    if (entry && !generic) {
      Operation parent = block.parentOp();
      if (parent != null && parent.def().blockArgNamer() != null) {
        // getAsmBlockArgumentNames is asked per region: only this block's arguments take the names
        // here, so each region's arguments are named in that region's scope.
        parent.def().blockArgNamer().nameBlockArgs(parent, (v, name) -> {
          if (v instanceof BlockArgument a && a.owner() == block) {
            setName(v, name);
          }
        });
      }
    }
    for (int i = 0, n = block.numArguments(); i < n; i++) {
      BlockArgument arg = block.argument(i);
      if (valueIds.containsKey(arg)) {
        continue;
      }
      String fromLoc = nameLocAsPrefix ? nameFromLoc(arg.location()) : null;
      if (entry) {
        String name = "arg" + nextArgumentId++;
        setName(arg, fromLoc != null ? fromLoc : name);
      } else if (fromLoc != null) {
        setName(arg, fromLoc);
      } else {
        valueIds.putNumber(arg, nextValueId++);
      }
    }
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      numberValuesInOp(op);
    }
  }

  private void numberValuesInOp(Operation op) {
    int n = op.numResults();
    if (n == 0) {
      return;
    }
    int[][] groups = {null};
    String fromLoc = nameLocAsPrefix ? nameFromLoc(op.location()) : null;
    if (fromLoc != null) {
      // As mlir-opt 22: the location's name wins over the op's own result names.
      setName(op.result(0), fromLoc);
    } else if (!generic && op.def().resultNamer() != null) {
      op.def()
          .resultNamer()
          .nameResults(
              op,
              (value, hint) -> {
                setName(value, hint);
                if (value instanceof OpResult r && r.index() != 0) {
                  int[] g = groups[0] == null ? new int[] {0} : groups[0];
                  int[] ng = java.util.Arrays.copyOf(g, g.length + 1);
                  ng[g.length] = r.index();
                  groups[0] = ng;
                }
              });
    }
    OpResult first = op.result(0);
    if (!valueIds.containsKey(first)) {
      valueIds.putNumber(first, nextValueId++);
    }
    if (groups[0] != null) {
      java.util.Arrays.sort(groups[0]);
      resultGroups.put(op, groups[0]);
    }
  }

  /** The name of the first {@code loc("name")} in {@code loc} (MLIR's findInstanceOf<NameLoc>), or null. */
  private static String nameFromLoc(org.jmlir.ir.loc.Location loc) {
    java.util.ArrayDeque<org.jmlir.ir.loc.Location> work = new java.util.ArrayDeque<>();
    work.push(loc);
    while (!work.isEmpty()) {
      org.jmlir.ir.loc.Location l = work.pop();
      switch (l) {
        case org.jmlir.ir.loc.NameLoc n -> {
          return n.name();
        }
        case org.jmlir.ir.loc.CallSiteLoc c -> {
          work.push(c.caller());
          work.push(c.callee());
        }
        case org.jmlir.ir.loc.FusedLoc f -> {
          for (int i = f.locations().size() - 1; i >= 0; i--) {
            work.push(f.locations().get(i));
          }
        }
        default -> {}
      }
    }
    return null;
  }

  private void setName(Value value, String hint) {
    if (hint == null || hint.isEmpty()) {
      valueIds.putNumber(value, nextValueId++);
      return;
    }
    valueIds.putName(value, uniqueName(sanitize(hint)));
  }

  private String uniqueName(String name) {
    if (usedNames.contains(name)) {
      StringBuilder probe = new StringBuilder(name.length() + 4).append(name).append('_');
      int base = probe.length();
      while (true) {
        probe.append(nextConflictId++);
        String candidate = probe.toString();
        if (!usedNames.contains(candidate)) {
          name = candidate;
          break;
        }
        probe.setLength(base);
      }
    }
    usedNames.names.add(name);
    return name;
  }

  /**
   * MLIR's sanitizeIdentifier: a leading digit gets a {@code _} prefix; a space becomes {@code _} and
   * any other character outside {@code [A-Za-z0-9$._-]} its two hex digits.
   */
  private static String sanitize(String name) {
    boolean digitFirst = name.charAt(0) >= '0' && name.charAt(0) <= '9';
    boolean ok = !digitFirst;
    for (int i = 0; ok && i < name.length(); i++) {
      ok = isIdChar(name.charAt(i));
    }
    if (ok) {
      return name;
    }
    StringBuilder sb = new StringBuilder(name.length() + 1);
    if (digitFirst) {
      sb.append('_');
    }
    byte[] bytes = RawUtf8.encode(name);
    for (byte b : bytes) {
      char c = (char) (b & 0xff);
      if (isIdChar(c)) {
        sb.append(c);
      } else if (c == ' ') {
        sb.append('_');
      } else {
        sb.append(Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT));
      }
    }
    return sb.toString();
  }

  private static boolean isIdChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$' || c == '.' || c == '_' || c == '-';
  }

  // ---- queries -------------------------------------------------------------------------------

  /** The result groups of {@code op} (sorted start indices), or null when it has one group. */
  int[] resultGroups(Operation op) {
    // Most printed modules have no multi-group op: skip the lookup for each op then.
    return resultGroups.isEmpty() ? null : resultGroups.get(op);
  }

  /** Appends {@code %name} (with {@code #N} for a result inside a multi-result group when asked). */
  void printValueId(Value value, boolean printResultNo, StringBuilder sb) {
    Value lookup = value;
    int resultNo = -1;
    if (value instanceof OpResult r) {
      Operation owner = r.owner();
      int n = owner.numResults();
      if (n != 1) {
        int no = r.index();
        int[] groups = resultGroups(owner);
        if (groups == null) {
          resultNo = no;
          lookup = owner.result(0);
        } else {
          int idx = upperBound(groups, no);
          int groupStart;
          int groupSize;
          if (idx < groups.length) {
            groupStart = groups[idx - 1];
            groupSize = groups[idx] - groupStart;
          } else {
            groupStart = groups[groups.length - 1];
            groupSize = n - groupStart;
          }
          if (groupSize != 1) {
            resultNo = no - groupStart;
          }
          lookup = owner.result(groupStart);
        }
      }
    }
    int id = valueIds.get(lookup);
    if (id == ValueIdMap.ABSENT) {
      sb.append("<<UNKNOWN SSA VALUE>>");
      return;
    }
    sb.append('%');
    if (id >= 0) {
      sb.append(id);
    } else {
      sb.append(valueIds.name(id));
    }
    if (resultNo >= 0 && printResultNo) {
      sb.append('#').append(resultNo);
    }
  }

  private static int upperBound(int[] a, int v) {
    int lo = 0;
    int hi = a.length;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (a[mid] <= v) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  String blockName(Block b) {
    String n = blockNames.get(b);
    return n == null ? "<<UNKNOWN BLOCK>>" : n;
  }

  int blockOrder(Block b) {
    Integer o = blockOrder.get(b);
    return o == null ? -1 : o;
  }
}
