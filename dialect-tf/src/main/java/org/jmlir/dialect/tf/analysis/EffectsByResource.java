package org.jmlir.dialect.tf.analysis;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The effects one op may have, gathered per resource id in ascending order, so that the unknown
 * resource ({@link ResourceAliasAnalysis#UNKNOWN}, the smallest id) comes first.
 */
final class EffectsByResource {
  private final TreeMap<Long, EnumSet<ResourceEffect>> byId = new TreeMap<>();

  void add(long id, Set<ResourceEffect> effects) {
    if (!effects.isEmpty()) {
      byId.computeIfAbsent(id, k -> EnumSet.noneOf(ResourceEffect.class)).addAll(effects);
    }
  }

  void addAll(EffectsByResource other) {
    other.byId.forEach(this::add);
  }

  boolean isEmpty() {
    return byId.isEmpty();
  }

  /** An unmodifiable copy. */
  SortedMap<Long, Set<ResourceEffect>> freeze() {
    TreeMap<Long, Set<ResourceEffect>> out = new TreeMap<>();
    for (Map.Entry<Long, EnumSet<ResourceEffect>> e : byId.entrySet()) {
      out.put(e.getKey(), Collections.unmodifiableSet(EnumSet.copyOf(e.getValue())));
    }
    return Collections.unmodifiableSortedMap(out);
  }
}
