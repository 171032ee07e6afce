package org.jmlir.hlo.interpret;

import java.util.List;

/** A tuple of run-time values ({@code stablehlo.tuple}). */
public record TupleValue(List<RuntimeValue> elements) implements RuntimeValue {
  public TupleValue {
    elements = List.copyOf(elements);
  }
}
