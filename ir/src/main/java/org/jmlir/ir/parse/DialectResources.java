package org.jmlir.ir.parse;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Dialect resources from {@code {-# dialect_resources: {dialect: {key: value}} #-}}: blobs (hex
 * strings whose first 4 bytes are the little-endian alignment), strings and booleans, per dialect, in
 * definition order. {@code dense_resource<key>} refers to the builtin dialect's blobs.
 */
public final class DialectResources {
  /** A resource value: exactly one of {@code blob}, {@code string}, {@code bool} is set. */
  public record Entry(byte[] blob, int alignment, String string, Boolean bool) {}

  private final Map<String, Map<String, Entry>> byDialect = new LinkedHashMap<>();

  public synchronized void put(String dialect, String key, Entry entry) {
    byDialect.computeIfAbsent(dialect, d -> new LinkedHashMap<>()).put(key, entry);
  }

  /** Removes every entry of {@code dialect}. */
  public synchronized void remove(String dialect) {
    byDialect.remove(dialect);
  }

  /** The entry {@code key} of {@code dialect}, or null. */
  public synchronized Entry get(String dialect, String key) {
    Map<String, Entry> m = byDialect.get(dialect);
    return m == null ? null : m.get(key);
  }

  /** Dialect name → key → entry, in definition order (a snapshot). */
  public synchronized Map<String, Map<String, Entry>> entries() {
    Map<String, Map<String, Entry>> copy = new LinkedHashMap<>();
    byDialect.forEach((d, m) -> copy.put(d, new LinkedHashMap<>(m)));
    return copy;
  }
}
