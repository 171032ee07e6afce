package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.QuantDialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the HLO dialects (stablehlo, mhlo, lmhlo, thlo) and the quant types and sparse_tensor encodings they use with a context. */
public final class HloDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(HloDialect.STABLEHLO, () -> new HloDialect(HloDialect.STABLEHLO));
    ctx.registerDialect(HloDialect.MHLO, () -> new HloDialect(HloDialect.MHLO));
    ctx.registerDialect(QuantDialect.NAMESPACE, QuantDialect::new);
    ctx.registerDialect(org.jmlir.dialect.chlo.ChloDialect.NAMESPACE, org.jmlir.dialect.chlo.ChloDialect::new);
    ctx.registerDialect(org.jmlir.dialect.sparse.SparseTensorDialect.NAMESPACE, org.jmlir.dialect.sparse.SparseTensorDialect::new);
    ctx.registerDialect(LmhloOps.NAMESPACE, LmhloOps.LmhloDialect::new);
    ctx.registerDialect(org.jmlir.dialect.thlo.ThloOps.NAMESPACE, org.jmlir.dialect.thlo.ThloOps.ThloDialect::new);
    ctx.registerDialect(org.jmlir.dialect.shape.ShapeDialect.NAMESPACE, org.jmlir.dialect.shape.ShapeDialect::new);
  }
}
