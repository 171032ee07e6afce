package org.jmlir.ir.print;

/**
 * Tells the attribute/type printer which attributes and types print as an alias ({@code #map},
 * {@code !tf_res}); the op printer fills it in before printing.
 */
public interface AliasResolver {
  /** The alias spelling with its sigil ({@code "#map1"}), or null to print the value in full. */
  String aliasOf(Object attributeOrType);

  AliasResolver NONE = v -> null;
}
