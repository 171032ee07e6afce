package org.jmlir.ir.parse;

/** What a dialect's type/attribute parser gets: the shared hooks plus the full spelling. */
public interface DialectAsmParser extends AsmParser {
  /** The whole body text after {@code !ns.} / {@code #ns.} (or inside {@code !ns<...>}). */
  String fullSpec();
}
