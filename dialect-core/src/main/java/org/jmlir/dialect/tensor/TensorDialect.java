package org.jmlir.dialect.tensor;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/** The tensor dialect: creating, slicing, reshaping and padding tensor values (MLIR 22's tensor ops). */
public final class TensorDialect extends Dialect {
  public static final String NAMESPACE = "tensor";

  public TensorDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS_AND_REGIONS);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        BitcastOp.DEF,
        CastOp.DEF,
        CollapseShapeOp.DEF,
        ConcatOp.DEF,
        DimOp.DEF,
        EmptyOp.DEF,
        ExpandShapeOp.DEF,
        ExtractOp.DEF,
        ExtractSliceOp.DEF,
        FromElementsOp.DEF,
        GatherOp.DEF,
        GenerateOp.DEF,
        InsertOp.DEF,
        InsertSliceOp.DEF,
        PadOp.DEF,
        ParallelInsertSliceOp.DEF,
        RankOp.DEF,
        ReshapeOp.DEF,
        ScatterOp.DEF,
        SplatOp.DEF,
        YieldOp.DEF);
  }

  /** Matches MLIR's TensorDialect::materializeConstant: constants are arith's ({@code arith.constant}). */
  @Override
  public org.jmlir.ir.Operation materializeConstant(
      org.jmlir.ir.attr.Attribute value, org.jmlir.ir.type.Type type, org.jmlir.ir.loc.Location loc) {
    Dialect arith = context().getOrLoadDialect("arith");
    return arith == null ? null : arith.materializeConstant(value, type, loc);
  }
}
