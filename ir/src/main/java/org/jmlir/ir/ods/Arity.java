package org.jmlir.ir.ods;

/** How many values an operand, result, region or successor slot takes (ODS's single/Optional/Variadic). */
public enum Arity {
  SINGLE,
  OPTIONAL,
  VARIADIC;

  /** Whether the slot's size is not fixed at one. */
  public boolean isVariable() {
    return this != SINGLE;
  }
}
