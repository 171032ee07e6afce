package org.jmlir.ir.attr;

/** A name/value pair in a dictionary; {@code value} is a {@link UnitAttr} for a bare name. */
public record NamedAttribute(String name, Attribute value) implements Comparable<NamedAttribute> {
  @Override
  public int compareTo(NamedAttribute o) {
    return name.compareTo(o.name);
  }
}
