package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/** The affine dialect (MLIR 22's AffineOps.td): ops whose indices are affine maps of dims and symbols. */
public final class AffineDialect extends Dialect {
  public static final String NAMESPACE = "affine";

  public AffineDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, AffineInlinerInterface.INSTANCE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(AffineMapOp.APPLY, AffineMapOp.MIN, AffineMapOp.MAX, AffineForOp.DEF, AffineIfOp.DEF, AffineYieldOp.DEF, AffineMemoryOp.LOAD, AffineMemoryOp.STORE, AffineParallelOp.DEF,
        AffineIndexOp.LINEARIZE, AffineIndexOp.DELINEARIZE, AffineVectorMemoryOp.LOAD, AffineVectorMemoryOp.STORE, AffineDmaOp.DMA_START,
        AffineDmaOp.DMA_WAIT, AffineDmaOp.PREFETCH);
  }

  /** Constants of affine folds are {@code arith.constant}s (MLIR's AffineDialect::materializeConstant). */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    return context().getOrLoadDialect("arith").materializeConstant(value, type, loc);
  }
}
