package org.jmlir.dialect.sparse;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * {@code #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>}: a tensor
 * encoding of MLIR's sparse_tensor dialect, kept as its parameter text with whitespace collapsed as
 * mlir-opt prints it. jmlir reads no field of it: it exists so that StableHLO programs with sparse
 * operands parse, verify and print. Interned.
 */
public final class SparseEncodingAttr implements DialectAttribute {
  private record Key(String params) {}

  private final String params;

  private SparseEncodingAttr(Key k) {
    this.params = k.params;
  }

  /** {@code params}: the text inside {@code encoding<...>}, e.g. {@code { map = (d0) -> (d0 : dense) }}. */
  public static SparseEncodingAttr get(MLIRContext ctx, String params) {
    return ctx.intern(new Key(normalize(params)), SparseEncodingAttr::new);
  }

  /** Collapses whitespace runs to one space and pads the outer braces, as mlir-opt prints the struct. */
  static String normalize(String text) {
    String t = text.strip().replaceAll("\\s+", " ");
    if (t.startsWith("{") && t.endsWith("}") && t.length() >= 2) {
      String inner = t.substring(1, t.length() - 1).strip();
      return inner.isEmpty() ? "{}" : "{ " + inner + " }";
    }
    return t;
  }

  public String params() {
    return params;
  }

  @Override
  public String dialectNamespace() {
    return SparseTensorDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "encoding<" + params + ">";
  }

  @Override
  public String toString() {
    return "#sparse_tensor." + body();
  }
}
