package org.jmlir.pdll.interp;

import java.util.List;

/**
 * A PDLL {@code Constraint} implemented in Java, declared in PDLL without a body
 * ({@code Constraint IsZero(value: Value);}) and registered by that name in {@link PdllNatives}.
 * Arguments arrive as the IR objects their PDLL types stand for: {@code Operation}, {@code Value},
 * {@code List<Value>}, {@code Type}, {@code List<Type>}, {@code Attribute}, or a {@link PdllTuple}.
 */
@FunctionalInterface
public interface NativeConstraint {
  boolean test(List<Object> args);
}
