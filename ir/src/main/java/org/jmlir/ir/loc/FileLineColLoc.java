package org.jmlir.ir.loc;

import org.jmlir.ir.MLIRContext;

/**
 * {@code loc("file":line:col)}, and MLIR 22's ranges {@code loc("file":l:c to l2:c2)} /
 * {@code loc("file":l:c to :c2)}: when not a range, endLine == line and endColumn == column.
 */
public final class FileLineColLoc implements Location {
  private record Key(String filename, int line, int column, int endLine, int endColumn) {}

  private final String filename;
  private final int line;
  private final int column;
  private final int endLine;
  private final int endColumn;

  private FileLineColLoc(Key k) {
    this.filename = k.filename;
    this.line = k.line;
    this.column = k.column;
    this.endLine = k.endLine;
    this.endColumn = k.endColumn;
  }

  public static FileLineColLoc get(MLIRContext ctx, String filename, int line, int column) {
    return ctx.intern(new Key(filename, line, column, line, column), FileLineColLoc::new);
  }

  public static FileLineColLoc range(MLIRContext ctx, String filename, int line, int column, int endLine, int endColumn) {
    return ctx.intern(new Key(filename, line, column, endLine, endColumn), FileLineColLoc::new);
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
