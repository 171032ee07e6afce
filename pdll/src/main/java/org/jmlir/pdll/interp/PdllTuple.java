package org.jmlir.pdll.interp;

import java.util.List;

/** The value of a PDLL tuple: its elements and their names (empty for an unnamed element). */
public record PdllTuple(List<Object> elements, List<String> names) {
  public PdllTuple {
    elements = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(elements));
    names = List.copyOf(names);
  }
}
