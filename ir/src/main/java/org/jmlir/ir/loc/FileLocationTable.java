package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/**
 * The uniquing table of one file's point locations ({@code "file":line:col}), an open-addressing
 * table of the locations themselves, compared by their line and column. The parser makes one
 * location per operation, so this replaces the context's general table on that path: no key object
 * per lookup, and one reference per slot. Synchronized: parsing is single-threaded per file, so the
 * lock is uncontended.
 */
public final class FileLocationTable {
  private final String filename;
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

  /**
   * Makes room for {@code expected} locations at once (the parser passes the file's line count):
   * growing step by step would leave each outgrown array as garbage, and a large one lives in the
   * old generation, which a batch run never collects.
   */
  public synchronized void reserve(int expected) {
    int capacity = Integer.highestOneBit(Math.max(expected, 512) * 2 - 1) * 2;
    if (capacity > values.length && capacity > 0) {
      rehash(capacity);
    }
  }

  /** The uniqued point location {@code filename:line:column}. */
  public synchronized FileLineColLoc get(int line, int column) {
    int mask = values.length - 1;
    for (int i = slot(line, column) & mask; ; i = (i + 1) & mask) {
      FileLineColLoc v = values[i];
      if (v == null) {
        v = new FileLineColLoc(filename, line, column, line, column);
        values[i] = v;
        if (++size * 2 > values.length) {
          rehash(values.length * 2);
        }
        return v;
      }
      if (v.line() == line && v.column() == column) {
        return v;
      }
    }
  }

  private void rehash(int capacity) {
    FileLineColLoc[] old = values;
    values = new FileLineColLoc[capacity];
    int mask = capacity - 1;
    for (FileLineColLoc v : old) {
      if (v != null) {
        int i = slot(v.line(), v.column()) & mask;
        while (values[i] != null) {
          i = (i + 1) & mask;
        }
        values[i] = v;
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
