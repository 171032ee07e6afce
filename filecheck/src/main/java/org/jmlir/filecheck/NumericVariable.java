package org.jmlir.filecheck;

import java.math.BigInteger;

/** A numeric variable ({@code [[#VAR:]]}, {@code -D#VAR=}, or {@code @LINE}) and its current value. */
final class NumericVariable {
  final String name;
  final ExpressionFormat implicitFormat;
  /** The check-file line that defines it, or -1 (command line, or not yet known). */
  final int defLine;
  BigInteger value;
  /** Where the value was captured in the input (for "captured var" notes), or -1. */
  int capturedStart = -1;
  int capturedEnd = -1;

  NumericVariable(String name, ExpressionFormat implicitFormat, int defLine) {
    this.name = name;
    this.implicitFormat = implicitFormat;
    this.defLine = defLine;
  }

  void setValue(BigInteger v, int start, int end) {
    value = v;
    capturedStart = start;
    capturedEnd = end;
  }

  void clearValue() {
    value = null;
    capturedStart = -1;
    capturedEnd = -1;
  }
}
