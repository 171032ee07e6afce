package org.jmlir.ir.attr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code {a = 1, b}}: named attributes sorted by name, names unique. */
public final class DictionaryAttr implements BuiltinAttribute {
  private record Key(List<NamedAttribute> entries) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(entries, k.entries);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(entries);
    }
  }

  private static final Key EMPTY = new Key(List.of());

  private final List<NamedAttribute> entries;
  /** The entries' names' hash codes, in order: what {@link #get(String)} scans. */
  private final int[] hashes;

  private DictionaryAttr(Key k) {
    this.entries = k.entries;
    this.hashes = new int[entries.size()];
    for (int i = 0; i < hashes.length; i++) {
      hashes[i] = entries.get(i).name().hashCode();
    }
  }

  /** Sorts {@code entries} by name; a later duplicate name replaces an earlier one. */
  public static DictionaryAttr get(MLIRContext ctx, List<NamedAttribute> entries) {
    if (entries.isEmpty()) {
      // Most ops have no discardable attributes: no key to build for them.
      return ctx.intern(EMPTY, DictionaryAttr::new);
    }
    List<NamedAttribute> sorted;
    if (isSortedUnique(entries)) {
      sorted = List.copyOf(entries);
    } else {
      List<NamedAttribute> copy = new ArrayList<>(entries.size());
      for (NamedAttribute e : entries) {
        int i = indexOf(copy, e.name());
        if (i >= 0) {
          copy.set(i, e);
        } else {
          copy.add(e);
        }
      }
      Collections.sort(copy);
      sorted = List.copyOf(copy);
    }
    return ctx.intern(new Key(sorted), DictionaryAttr::new);
  }

  /**
   * {@link #get(MLIRContext, List)} for entries already sorted by name with unique names (a merge of
   * two dictionaries' entries): no check, no copy of the sort. Unsorted entries make a dictionary
   * whose look-ups fail.
   */
  public static DictionaryAttr getSorted(MLIRContext ctx, List<NamedAttribute> sortedUnique) {
    if (sortedUnique.isEmpty()) {
      return ctx.intern(EMPTY, DictionaryAttr::new);
    }
    return ctx.intern(new Key(List.copyOf(sortedUnique)), DictionaryAttr::new);
  }

  public static DictionaryAttr empty(MLIRContext ctx) {
    return get(ctx, List.of());
  }

  private static int indexOf(List<NamedAttribute> list, String name) {
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isSortedUnique(List<NamedAttribute> entries) {
    for (int i = 1; i < entries.size(); i++) {
      if (entries.get(i - 1).name().compareTo(entries.get(i).name()) >= 0) {
        return false;
      }
    }
    return true;
  }

  /** Entries sorted by name. */
  public List<NamedAttribute> entries() {
    return entries;
  }

  public boolean isEmpty() {
    return entries.isEmpty();
  }

  public int size() {
    return entries.size();
  }

  /**
   * The value named {@code name}, or null. A scan of the names' hash codes, not a binary search by
   * name: lookups run interpreted at jrun's start-up (the translation asks a function for ~30
   * attributes it mostly lacks), where a {@code String.compareTo} costs far more than a scan of a
   * few ints, and a name's hash code is computed once per string (BENCHMARKS.md, issue 12).
   */
  public Attribute get(String name) {
    int[] hs = hashes;
    if (hs.length > 32) {
      return search(name);
    }
    int h = name.hashCode();
    for (int i = 0; i < hs.length; i++) {
      if (hs[i] == h) {
        NamedAttribute e = entries.get(i);
        if (e.name().equals(name)) {
          return e.value();
        }
      }
    }
    return null;
  }

  /** Binary search by name (entries are sorted), for large dictionaries. */
  private Attribute search(String name) {
    int lo = 0;
    int hi = entries.size() - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = entries.get(mid).name().compareTo(name);
      if (c == 0) {
        return entries.get(mid).value();
      } else if (c < 0) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return null;
  }

  public boolean contains(String name) {
    return get(name) != null;
  }
}
