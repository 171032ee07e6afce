package org.jmlir.dialect.tensor;

/** The tensor dialect's ops, for exhaustive switches. */
public sealed interface TensorOp permits BitcastOp, CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp, GatherOp, GenerateOp, InsertOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, ScatterOp, SplatOp, YieldOp {}
