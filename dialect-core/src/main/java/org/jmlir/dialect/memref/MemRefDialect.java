package org.jmlir.dialect.memref;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The memref dialect: buffers, their views and accesses (MLIR 22's memref ops). */
public final class MemRefDialect extends Dialect {
  public static final String NAMESPACE = "memref";

  public MemRefDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS_AND_REGIONS);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        AllocOp.DEF,
        AllocaOp.DEF,
        AllocaScopeOp.DEF,
        AllocaScopeReturnOp.DEF,
        AssumeAlignmentOp.DEF,
        AtomicRMWOp.DEF,
        AtomicYieldOp.DEF,
        CastOp.DEF,
        CollapseShapeOp.DEF,
        CopyOp.DEF,
        DeallocOp.DEF,
        DimOp.DEF,
        DistinctObjectsOp.DEF,
        DmaStartOp.DEF,
        DmaWaitOp.DEF,
        ExpandShapeOp.DEF,
        ExtractAlignedPointerAsIndexOp.DEF,
        ExtractStridedMetadataOp.DEF,
        GenericAtomicRMWOp.DEF,
        GetGlobalOp.DEF,
        GlobalOp.DEF,
        LoadOp.DEF,
        MemorySpaceCastOp.DEF,
        PrefetchOp.DEF,
        RankOp.DEF,
        ReallocOp.DEF,
        ReinterpretCastOp.DEF,
        ReshapeOp.DEF,
        StoreOp.DEF,
        SubViewOp.DEF,
        TransposeOp.DEF,
        ViewOp.DEF);
  }

  /** Matches MLIR's MemRefDialect::materializeConstant: constants are arith's ({@code arith.constant}). */
  @Override
  public org.jmlir.ir.Operation materializeConstant(
      org.jmlir.ir.attr.Attribute value, org.jmlir.ir.type.Type type, org.jmlir.ir.loc.Location loc) {
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }
}
