package org.jmlir.dialect.nvvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;

/**
 * {@code #nvvm.shape<m = 16, n = 8, k = 16>}: the tile shape of an {@code nvvm.mma.sync}; without k
 * ({@code k() < 0}), {@code #nvvm.ld_st_matrix_shape<m = 8, n = 16>}: the matrix shape of an
 * {@code nvvm.ldmatrix}.
 */
public final class NvvmMmaShapeAttr implements DialectAttribute {
  private record Key(int m, int n, int k) {}

  private final Key key;

  private NvvmMmaShapeAttr(Key key) {
    this.key = key;
  }

  public static NvvmMmaShapeAttr get(MLIRContext ctx, int m, int n, int k) {
    return ctx.intern(new Key(m, n, k), NvvmMmaShapeAttr::new);
  }

  /** {@code #nvvm.ld_st_matrix_shape<m = M, n = N>}. */
  public static NvvmMmaShapeAttr ldStMatrix(MLIRContext ctx, int m, int n) {
    return get(ctx, m, n, -1);
  }

  public int m() {
    return key.m;
  }

  public int n() {
    return key.n;
  }

  public int k() {
    return key.k;
  }

  @Override
  public String dialectNamespace() {
    return NvvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return key.k < 0
        ? "ld_st_matrix_shape<m = " + key.m + ", n = " + key.n + ">"
        : "shape<m = " + key.m + ", n = " + key.n + ", k = " + key.k + ">";
  }

  @Override
  public String toString() {
    return "#nvvm." + body();
  }

  /** Parses {@code <m = M, n = N, k = K>} (without k when {@code withK} is false) after the mnemonic. */
  static NvvmMmaShapeAttr parse(AsmParser p, boolean withK) {
    p.parseLess();
    int m = dim(p, "m");
    p.parseComma();
    int n = dim(p, "n");
    int k = -1;
    if (withK) {
      p.parseComma();
      k = dim(p, "k");
    }
    p.parseGreater();
    return get(p.context(), m, n, k);
  }

  private static int dim(AsmParser p, String name) {
    p.parseKeyword(name);
    p.parseEqual();
    return p.parseInteger().intValueExact();
  }
}
