package org.jmlir.ir.attr;

/** A name/value pair in a dictionary; {@code value} is a {@link UnitAttr} for a bare name. */
public record NamedAttribute(String name, Attribute value) implements Comparable<NamedAttribute> {
  // equals/hashCode spelled out: the record's generated ones link through method handles on first
  // use, a start-up cost (dictionaries are interned, so these run in every jopt run).
  @Override
  public boolean equals(Object o) {
    return o instanceof NamedAttribute n && name.equals(n.name) && value.equals(n.value);
  }

  @Override
  public int hashCode() {
    return 31 * name.hashCode() + value.hashCode();
  }

  @Override
  public int compareTo(NamedAttribute o) {
    return name.compareTo(o.name);
  }
}
