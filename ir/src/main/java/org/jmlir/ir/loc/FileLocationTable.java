package org.jmlir.ir.loc;

/**
 * The uniquing table of one file's point locations ({@code "file":line:col}), keyed by line and
 * column packed into a long. The parser makes one location per operation, so this replaces the
 * context's general table on that path: no key object per lookup, and about a third of the memory
 * per entry. Synchronized: parsing is single-threaded per file, so the lock is uncontended.
 */
final class FileLocationTable {
  private final String filename;
  private long[] keys = new long[1024];
  private FileLineColLoc[] values = new FileLineColLoc[1024];
  private int size;

  FileLocationTable(String filename) {
    this.filename = filename;
  }

  synchronized FileLineColLoc get(int line, int column) {
    long key = ((long) line << 32) | (column & 0xffffffffL);
    int mask = keys.length - 1;
    for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
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
        int i = mix(oldKeys[j]) & mask;
        while (values[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = oldKeys[j];
        values[i] = oldValues[j];
      }
    }
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
