package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/**
 * The uniquing table of one file's point locations ({@code "file":line:col}), keyed by line and
 * column packed into a long. The parser makes one location per operation, so this replaces the
 * context's general table on that path: no key object per lookup, and about a third of the memory
 * per entry. Synchronized: parsing is single-threaded per file, so the lock is uncontended.
 */
public final class FileLocationTable {
  private final String filename;
  private long[] keys = new long[1024];
  private FileLineColLoc[] values = new FileLineColLoc[1024];
  private int size;

  FileLocationTable(String filename) {
    this.filename = filename;
  }

  /** The context's table for {@code filename}; a parser keeps it to skip the context lookup per op. */
  public static FileLocationTable of(MLIRContext ctx, String filename) {
    return FileLineColLoc.table(ctx, filename);
  }

  public String filename() {
    return filename;
  }

  /** The uniqued point location {@code filename:line:column}. */
  public synchronized FileLineColLoc get(int line, int column) {
    long key = ((long) line << 32) | (column & 0xffffffffL);
    int mask = keys.length - 1;
    for (int i = slot(line, column) & mask; ; i = (i + 1) & mask) {
      FileLineColLoc v = values[i];
      if (v == null) {
        v = new FileLineColLoc(filename, line, column, line, column);
        keys[i] = key;
        values[i] = v;
        if (++size * 2 > keys.length) {
          grow();
        }
        return v;
      }
      if (keys[i] == key) {
        return v;
      }
    }
  }

  private void grow() {
    long[] oldKeys = keys;
    FileLineColLoc[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new FileLineColLoc[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldValues[j] != null) {
        int i = slot((int) (oldKeys[j] >>> 32), (int) oldKeys[j]) & mask;
        while (values[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = oldKeys[j];
        values[i] = oldValues[j];
      }
    }
  }

  /**
   * The parser asks for locations in line order: 16 consecutive lines get consecutive slots, so
   * inserting them touches the tables in order instead of at random (a 1M-op file spent 7% of its
   * time in cache misses here); the groups of lines are scattered, the column only nudges the slot.
   */
  private static int slot(int line, int column) {
    int h = (line >>> 4) * 0x9E3779B9;
    return (((h ^ (h >>> 15)) << 4) | (line & 15)) + column;
  }
}
