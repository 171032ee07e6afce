package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;

/** {@code convolution}: a windowed convolution of {@code lhs} by the kernel {@code rhs}. */
public final class ConvolutionOp extends HloOp {
  ConvolutionOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  /** {@code dimension_numbers}, or null when absent. */
  public ConvDimensionNumbersAttr dimensionNumbers() {
    return inherentAttr("dimension_numbers") instanceof ConvDimensionNumbersAttr a ? a : null;
  }

  /** {@code window_strides}, or null when absent. */
  public long[] windowStrides() {
    return i64Array("window_strides");
  }

  /** {@code lhs_dilation}, or null when absent. */
  public long[] lhsDilation() {
    return i64Array("lhs_dilation");
  }

  /** {@code rhs_dilation}, or null when absent. */
  public long[] rhsDilation() {
    return i64Array("rhs_dilation");
  }

  /** {@code window_reversal}, or null when absent. */
  public long[] windowReversal() {
    return i64Array("window_reversal");
  }

  /** {@code feature_group_count}. */
  public long featureGroupCount() {
    return i64("feature_group_count", 0);
  }

  /** {@code batch_group_count}. */
  public long batchGroupCount() {
    return i64("batch_group_count", 0);
  }

  /** {@code precision_config}, or null when absent. */
  public ArrayAttr precisionConfig() {
    return inherentAttr("precision_config") instanceof ArrayAttr a ? a : null;
  }
}
