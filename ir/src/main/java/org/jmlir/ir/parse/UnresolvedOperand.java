package org.jmlir.ir.parse;

/**
 * An SSA use as written ({@code %name} or {@code %name#2}), before its type is known.
 *
 * @param name the name without {@code %}
 * @param number the result number after {@code #} (0 when absent)
 * @param offset the source offset of the {@code %}, for diagnostics
 */
public record UnresolvedOperand(String name, int number, int offset) {}
