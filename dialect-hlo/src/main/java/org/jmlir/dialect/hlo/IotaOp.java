package org.jmlir.dialect.hlo;

/** {@code iota}: values counting up along {@code iota_dimension}. */
public final class IotaOp extends HloOp {
  IotaOp() {}

  /** {@code iota_dimension}. */
  public long iotaDimension() {
    return i64("iota_dimension", 0);
  }
}
