package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/**
 * {@code loc("file":line:col)}, and MLIR 22's ranges {@code loc("file":l:c to l2:c2)} /
 * {@code loc("file":l:c to :c2)}: when not a range, endLine == line and endColumn == column.
 */
public final class FileLineColLoc implements Location {
  private record Key(String filename, int line, int column, int endLine, int endColumn) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(filename, k.filename)
          && line == k.line
          && column == k.column
          && endLine == k.endLine
          && endColumn == k.endColumn;
    }

    @Override
    public int hashCode() {
      return 31 * (31 * (31 * (31 * java.util.Objects.hashCode(filename) + line) + column) + endLine) + endColumn;
    }
  }

  /** Finds a file's table of point locations in the context's uniquer. */
  private record TableKey(String filename) {
    @Override
    public boolean equals(Object o) {
      return o instanceof TableKey k && filename.equals(k.filename);
    }

    @Override
    public int hashCode() {
      return filename.hashCode() * 31 + 7;
    }
  }

  private final String filename;
  private final int line;
  private final int column;
  private final int endLine;
  private final int endColumn;

  FileLineColLoc(String filename, int line, int column, int endLine, int endColumn) {
    this.filename = filename;
    this.line = line;
    this.column = column;
    this.endLine = endLine;
    this.endColumn = endColumn;
  }

  public static FileLineColLoc get(MLIRContext ctx, String filename, int line, int column) {
    // Point locations (one per parsed op) go through a per-file table; see FileLocationTable.
    return table(ctx, filename).get(line, column);
  }

  static FileLocationTable table(MLIRContext ctx, String filename) {
    return ctx.intern(new TableKey(filename), k -> new FileLocationTable(k.filename()));
  }

  public static FileLineColLoc range(MLIRContext ctx, String filename, int line, int column, int endLine, int endColumn) {
    if (endLine == line && endColumn == column) {
      return get(ctx, filename, line, column);
    }
    return ctx.intern(
        new Key(filename, line, column, endLine, endColumn),
        k -> new FileLineColLoc(k.filename, k.line, k.column, k.endLine, k.endColumn));
  }

  public String filename() {
    return filename;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }

  public int endLine() {
    return endLine;
  }

  public int endColumn() {
    return endColumn;
  }

  public boolean isRange() {
    return endLine != line || endColumn != column;
  }

  @Override
  public String toString() {
    return filename + ":" + line + ":" + column;
  }
}
