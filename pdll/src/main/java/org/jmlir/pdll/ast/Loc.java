package org.jmlir.pdll.ast;

/** A position in a PDLL source: the file and the character offset into it. */
public record Loc(PdllSource source, int offset) {
  public int line() {
    return source.lineOf(offset);
  }

  public int column() {
    return source.columnOf(offset);
  }

  @Override
  public String toString() {
    return source.name() + ":" + line() + ":" + column();
  }
}
