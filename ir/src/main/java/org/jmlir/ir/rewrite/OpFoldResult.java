package org.jmlir.ir.rewrite;

import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/** What one result of a fold is: an existing value or a constant attribute to materialize. */
public sealed interface OpFoldResult {
  record Folded(Value value) implements OpFoldResult {}

  record Constant(Attribute attribute) implements OpFoldResult {}

  static OpFoldResult of(Value v) {
    return new Folded(v);
  }

  static OpFoldResult of(Attribute a) {
    return new Constant(a);
  }
}
