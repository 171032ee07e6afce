package org.jmlir.dialect.hlo;

/** {@code scatter}: scatters {@code updates} into {@code inputs} at {@code scatter_indices}, combining with {@code update_computation}. */
public final class ScatterOp extends HloOp {
  ScatterOp() {}

  /** {@code scatter_dimension_numbers}, or null when absent. */
  public ScatterDimensionNumbersAttr scatterDimensionNumbers() {
    return inherentAttr("scatter_dimension_numbers") instanceof ScatterDimensionNumbersAttr a ? a : null;
  }

  /** {@code indices_are_sorted}. */
  public boolean indicesAreSorted() {
    return bool("indices_are_sorted");
  }

  /** {@code unique_indices}. */
  public boolean uniqueIndices() {
    return bool("unique_indices");
  }
}
