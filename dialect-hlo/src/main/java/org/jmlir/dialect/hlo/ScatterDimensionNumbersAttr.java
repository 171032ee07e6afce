package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #stablehlo.scatter<update_window_dims = [..], inserted_window_dims = [..],
 * input_batching_dims = [..], scatter_indices_batching_dims = [..], scatter_dims_to_operand_dims =
 * [..], index_vector_dim = N>}.
 */
public final class ScatterDimensionNumbersAttr extends HloAttr {
  private record Key(String ns, LongArrayKey window, LongArrayKey inserted, LongArrayKey inputBatching, LongArrayKey indicesBatching, LongArrayKey toOperand, long ivd) {}

  private final long[] updateWindowDims;
  private final long[] insertedWindowDims;
  private final long[] inputBatchingDims;
  private final long[] scatterIndicesBatchingDims;
  private final long[] scatterDimsToOperandDims;
  private final long indexVectorDim;

  private ScatterDimensionNumbersAttr(Key k) {
    super(k.ns);
    updateWindowDims = k.window.values();
    insertedWindowDims = k.inserted.values();
    inputBatchingDims = k.inputBatching.values();
    scatterIndicesBatchingDims = k.indicesBatching.values();
    scatterDimsToOperandDims = k.toOperand.values();
    indexVectorDim = k.ivd;
  }

  public static ScatterDimensionNumbersAttr get(
      MLIRContext ctx,
      String ns,
      long[] updateWindowDims,
      long[] insertedWindowDims,
      long[] inputBatchingDims,
      long[] scatterIndicesBatchingDims,
      long[] scatterDimsToOperandDims,
      long indexVectorDim) {
    return ctx.intern(
        new Key(
            ns,
            LongArrayKey.of(updateWindowDims),
            LongArrayKey.of(insertedWindowDims),
            LongArrayKey.of(inputBatchingDims),
            LongArrayKey.of(scatterIndicesBatchingDims),
            LongArrayKey.of(scatterDimsToOperandDims),
            indexVectorDim),
        ScatterDimensionNumbersAttr::new);
  }

  public long[] updateWindowDims() {
    return updateWindowDims.clone();
  }

  public long[] insertedWindowDims() {
    return insertedWindowDims.clone();
  }

  public long[] inputBatchingDims() {
    return inputBatchingDims.clone();
  }

  public long[] scatterIndicesBatchingDims() {
    return scatterIndicesBatchingDims.clone();
  }

  public long[] scatterDimsToOperandDims() {
    return scatterDimsToOperandDims.clone();
  }

  public long indexVectorDim() {
    return indexVectorDim;
  }

  @Override
  void printBody(StringBuilder out) {
    new Struct(out, "scatter")
        .list("update_window_dims", updateWindowDims)
        .list("inserted_window_dims", insertedWindowDims)
        .list("input_batching_dims", inputBatchingDims)
        .list("scatter_indices_batching_dims", scatterIndicesBatchingDims)
        .list("scatter_dims_to_operand_dims", scatterDimsToOperandDims)
        .number("index_vector_dim", indexVectorDim)
        .end();
  }
}
