package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #stablehlo.gather<offset_dims = [..], collapsed_slice_dims = [..], operand_batching_dims =
 * [..], start_indices_batching_dims = [..], start_index_map = [..], index_vector_dim = N>}.
 */
public final class GatherDimensionNumbersAttr extends HloAttr {
  private record Key(String ns, LongArrayKey offset, LongArrayKey collapsed, LongArrayKey operandBatching, LongArrayKey startBatching, LongArrayKey map, long ivd) {}

  private final long[] offsetDims;
  private final long[] collapsedSliceDims;
  private final long[] operandBatchingDims;
  private final long[] startIndicesBatchingDims;
  private final long[] startIndexMap;
  private final long indexVectorDim;

  private GatherDimensionNumbersAttr(Key k) {
    super(k.ns);
    offsetDims = k.offset.values();
    collapsedSliceDims = k.collapsed.values();
    operandBatchingDims = k.operandBatching.values();
    startIndicesBatchingDims = k.startBatching.values();
    startIndexMap = k.map.values();
    indexVectorDim = k.ivd;
  }

  public static GatherDimensionNumbersAttr get(
      MLIRContext ctx,
      String ns,
      long[] offsetDims,
      long[] collapsedSliceDims,
      long[] operandBatchingDims,
      long[] startIndicesBatchingDims,
      long[] startIndexMap,
      long indexVectorDim) {
    return ctx.intern(
        new Key(
            ns,
            LongArrayKey.of(offsetDims),
            LongArrayKey.of(collapsedSliceDims),
            LongArrayKey.of(operandBatchingDims),
            LongArrayKey.of(startIndicesBatchingDims),
            LongArrayKey.of(startIndexMap),
            indexVectorDim),
        GatherDimensionNumbersAttr::new);
  }

  public long[] offsetDims() {
    return offsetDims.clone();
  }

  public long[] collapsedSliceDims() {
    return collapsedSliceDims.clone();
  }

  public long[] operandBatchingDims() {
    return operandBatchingDims.clone();
  }

  public long[] startIndicesBatchingDims() {
    return startIndicesBatchingDims.clone();
  }

  public long[] startIndexMap() {
    return startIndexMap.clone();
  }

  public long indexVectorDim() {
    return indexVectorDim;
  }

  @Override
  void printBody(StringBuilder out) {
    new Struct(out, "gather")
        .list("offset_dims", offsetDims)
        .list("collapsed_slice_dims", collapsedSliceDims)
        .list("operand_batching_dims", operandBatchingDims)
        .list("start_indices_batching_dims", startIndicesBatchingDims)
        .list("start_index_map", startIndexMap)
        .number("index_vector_dim", indexVectorDim)
        .end();
  }
}
