package org.jmlir.ir.parse;

/** The brackets around a comma-separated list; the OPTIONAL_ kinds accept an absent list. */
public enum Delimiter {
  NONE,
  PAREN,
  SQUARE,
  LESS_GREATER,
  BRACES,
  OPTIONAL_PAREN,
  OPTIONAL_SQUARE,
  OPTIONAL_LESS_GREATER,
  OPTIONAL_BRACES
}
