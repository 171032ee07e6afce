package org.jmlir.dialect.memref;

/** The memref dialect's ops, for exhaustive switches. */
public sealed interface MemRefOp permits AllocOp, AllocaOp, AllocaScopeOp, AllocaScopeReturnOp, AssumeAlignmentOp, AtomicRMWOp, AtomicYieldOp, CastOp, CollapseShapeOp, CopyOp, DeallocOp, DimOp, DistinctObjectsOp, DmaStartOp, DmaWaitOp, ExpandShapeOp, ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, GenericAtomicRMWOp, GetGlobalOp, GlobalOp, LoadOp, MemorySpaceCastOp, PrefetchOp, RankOp, ReallocOp, ReinterpretCastOp, ReshapeOp, StoreOp, SubViewOp, TransposeOp, ViewOp {}
