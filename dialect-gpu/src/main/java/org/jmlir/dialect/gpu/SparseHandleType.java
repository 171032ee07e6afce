package org.jmlir.dialect.gpu;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;

/**
 * The opaque handles of the gpu dialect's sparse ops: {@code !gpu.sparse.dntensor_handle}, {@code
 * !gpu.sparse.spmat_handle} and {@code !gpu.sparse.spgemmop_handle}. Interned per kind.
 */
public final class SparseHandleType implements DialectType {
  /** What a handle stands for; the name is the type's mnemonic after {@code sparse.}. */
  public enum Kind {
    DNTENSOR("dntensor_handle"),
    SPMAT("spmat_handle"),
    SPGEMMOP("spgemmop_handle");

    final String mnemonic;

    Kind(String mnemonic) {
      this.mnemonic = mnemonic;
    }
  }

  private record Key(Kind kind) {}

  private final Kind kind;

  private SparseHandleType(Key k) {
    this.kind = k.kind;
  }

  public static SparseHandleType get(MLIRContext ctx, Kind kind) {
    return ctx.intern(new Key(kind), SparseHandleType::new);
  }

  /** The kind whose full mnemonic ({@code sparse.spmat_handle}) is {@code mnemonic}, or null. */
  static Kind kindOf(String mnemonic) {
    for (Kind k : Kind.values()) {
      if (("sparse." + k.mnemonic).equals(mnemonic)) {
        return k;
      }
    }
    return null;
  }

  public Kind kind() {
    return kind;
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "sparse." + kind.mnemonic;
  }

  @Override
  public String toString() {
    return "!gpu." + body();
  }
}
