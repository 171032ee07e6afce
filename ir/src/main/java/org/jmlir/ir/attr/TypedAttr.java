package org.jmlir.ir.attr;

import org.jmlir.ir.type.Type;

/** An attribute that carries a type ({@code 4 : i32}, {@code dense<...> : tensor<2xf32>}). */
public interface TypedAttr extends Attribute {
  Type type();
}
