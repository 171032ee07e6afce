package org.jmlir.dialect.tf.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;
import org.jmlir.ir.Operation;

/**
 * The ordering state of one block of TensorFlow's side-effect analysis: per resource, the last write
 * and the reads since, from which each new access learns which earlier ops it must follow. A write
 * follows the reads since the last write (or else that write); a read follows the last write only,
 * so reads do not order one another. The unknown resource conflicts with every resource: an unknown
 * write is a barrier that clears all state, and an access of a known resource need not wait on an
 * unknown access that an earlier access of the same resource already waited on.
 */
final class ResourceAccessTracker {
  private static final long UNKNOWN = ResourceAliasAnalysis.UNKNOWN;

  /** What is known of the accesses of one resource. */
  private static final class Access {
    Operation lastWrite;
    final List<Operation> readsSinceLastWrite = new ArrayList<>();
    /** Whether the last unknown write is already ordered before an access of this resource. */
    boolean unknownWriteTracked;
    /** Whether it is ordered before a write of this resource. */
    boolean unknownWriteTrackedByWrite;
    /** Whether the last unknown reads are ordered before an access of this resource. */
    boolean unknownReadsTracked;
  }

  private final Map<Long, Access> byId = new HashMap<>();

  /**
   * Records the accesses of {@code op}, whose effects are {@code effects} (ascending ids), adding to
   * {@code predecessors} the earlier ops it must follow.
   */
  void access(Operation op, SortedMap<Long, Set<ResourceEffect>> effects, Set<Operation> predecessors) {
    boolean hadUnknownRead = false;
    for (Map.Entry<Long, Set<ResourceEffect>> e : effects.entrySet()) {
      long id = e.getKey();
      boolean readOnly = ResourceEffect.readOnly(e.getValue());
      // An allocation is followed by its users through the handle itself.
      if (ResourceEffect.allocOnly(e.getValue()) || (readOnly && hadUnknownRead)) {
        continue;
      }
      TreeSet<Long> conflicting = conflictingIds(id);
      boolean unknownTracked = false;
      for (long other : conflicting) {
        if (other != UNKNOWN) {
          addPredecessors(other, op, readOnly, predecessors);
          unknownTracked |= unknownTrackedBy(other, readOnly);
        }
      }
      if (conflicting.contains(UNKNOWN) && !unknownTracked) {
        addPredecessors(UNKNOWN, op, readOnly, predecessors);
      }
      update(id, op, readOnly);
      if (id == UNKNOWN) {
        if (!readOnly) {
          return; // an unknown write covers every other effect
        }
        hadUnknownRead = true;
      }
    }
  }

  /** The unknown resource conflicts with every resource seen, any other with itself and the unknown one. */
  private TreeSet<Long> conflictingIds(long id) {
    return id == UNKNOWN ? new TreeSet<>(byId.keySet()) : new TreeSet<>(List.of(id, UNKNOWN));
  }

  private void addPredecessors(long id, Operation op, boolean readOnly, Set<Operation> predecessors) {
    Access a = byId.get(id);
    if (a == null) {
      return;
    }
    boolean writeCoveredByReads = false;
    if (!readOnly) {
      for (Operation r : a.readsSinceLastWrite) {
        if (r != op) {
          predecessors.add(r);
        }
      }
      writeCoveredByReads = !a.readsSinceLastWrite.isEmpty();
    }
    if (a.lastWrite != null && a.lastWrite != op && !writeCoveredByReads) {
      predecessors.add(a.lastWrite);
    }
  }

  /** Whether the accesses of {@code id} already follow the unknown accesses {@code op} would have to follow. */
  private boolean unknownTrackedBy(long id, boolean readOnly) {
    Access a = byId.get(id);
    if (a == null) {
      return false;
    }
    Access unknown = byId.get(UNKNOWN);
    if (unknown == null) {
      return true;
    }
    boolean noUnknownWrite = unknown.lastWrite == null;
    boolean noUnknownRead = unknown.readsSinceLastWrite.isEmpty();
    if (readOnly) {
      return noUnknownWrite || a.unknownWriteTrackedByWrite;
    }
    return (noUnknownWrite || a.unknownWriteTracked) && (noUnknownRead || a.unknownReadsTracked);
  }

  private void update(long id, Operation op, boolean readOnly) {
    if (id == UNKNOWN) {
      if (readOnly) {
        byId.values().forEach(a -> a.unknownReadsTracked = false);
      } else {
        byId.clear();
      }
    }
    Access a = byId.computeIfAbsent(id, k -> new Access());
    if (readOnly) {
      a.readsSinceLastWrite.add(op);
      a.unknownWriteTracked = true;
    } else {
      a.lastWrite = op;
      a.readsSinceLastWrite.clear();
      a.unknownReadsTracked = true;
      a.unknownWriteTracked = true;
      a.unknownWriteTrackedByWrite = true;
    }
  }
}
