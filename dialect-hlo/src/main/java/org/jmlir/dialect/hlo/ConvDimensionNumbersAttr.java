package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>}: the layout of a convolution's
 * input, kernel and output. The compact form names the batch ({@code b}), feature ({@code f}),
 * kernel input/output feature ({@code i}/{@code o}) and spatial (numbered) dimensions in order;
 * numbers that the compact form cannot show print as the {@code raw<...>} struct.
 */
public final class ConvDimensionNumbersAttr extends HloAttr {
  private record Key(
      String ns, long ib, long if_, LongArrayKey is, long ki, long ko, LongArrayKey ks, long ob, long of, LongArrayKey os) {}

  private final long inputBatch;
  private final long inputFeature;
  private final long[] inputSpatial;
  private final long kernelInputFeature;
  private final long kernelOutputFeature;
  private final long[] kernelSpatial;
  private final long outputBatch;
  private final long outputFeature;
  private final long[] outputSpatial;

  private ConvDimensionNumbersAttr(Key k) {
    super(k.ns);
    inputBatch = k.ib;
    inputFeature = k.if_;
    inputSpatial = k.is.values();
    kernelInputFeature = k.ki;
    kernelOutputFeature = k.ko;
    kernelSpatial = k.ks.values();
    outputBatch = k.ob;
    outputFeature = k.of;
    outputSpatial = k.os.values();
  }

  public static ConvDimensionNumbersAttr get(
      MLIRContext ctx,
      String ns,
      long inputBatch,
      long inputFeature,
      long[] inputSpatial,
      long kernelInputFeature,
      long kernelOutputFeature,
      long[] kernelSpatial,
      long outputBatch,
      long outputFeature,
      long[] outputSpatial) {
    return ctx.intern(
        new Key(
            ns,
            inputBatch,
            inputFeature,
            LongArrayKey.of(inputSpatial),
            kernelInputFeature,
            kernelOutputFeature,
            LongArrayKey.of(kernelSpatial),
            outputBatch,
            outputFeature,
            LongArrayKey.of(outputSpatial)),
        ConvDimensionNumbersAttr::new);
  }

  public long inputBatchDimension() {
    return inputBatch;
  }

  public long inputFeatureDimension() {
    return inputFeature;
  }

  public long[] inputSpatialDimensions() {
    return inputSpatial.clone();
  }

  public long kernelInputFeatureDimension() {
    return kernelInputFeature;
  }

  public long kernelOutputFeatureDimension() {
    return kernelOutputFeature;
  }

  public long[] kernelSpatialDimensions() {
    return kernelSpatial.clone();
  }

  public long outputBatchDimension() {
    return outputBatch;
  }

  public long outputFeatureDimension() {
    return outputFeature;
  }

  public long[] outputSpatialDimensions() {
    return outputSpatial.clone();
  }

  @Override
  void printBody(StringBuilder out) {
    String compact = compact();
    if (compact != null) {
      out.append("conv<").append(compact).append('>');
      return;
    }
    out.append("conv<raw ");
    out.append("input_batch_dimension = ").append(inputBatch);
    out.append(", input_feature_dimension = ").append(inputFeature);
    out.append(", input_spatial_dimensions = ");
    dims(out, inputSpatial);
    out.append(", kernel_input_feature_dimension = ").append(kernelInputFeature);
    out.append(", kernel_output_feature_dimension = ").append(kernelOutputFeature);
    out.append(", kernel_spatial_dimensions = ");
    dims(out, kernelSpatial);
    out.append(", output_batch_dimension = ").append(outputBatch);
    out.append(", output_feature_dimension = ").append(outputFeature);
    out.append(", output_spatial_dimensions = ");
    dims(out, outputSpatial);
    out.append('>');
  }

  /** The {@code [b, 0, f]x[..]->[..]} text, or null when the numbers do not form a layout. */
  public String compact() {
    StringBuilder sb = new StringBuilder();
    if (!layout(sb, inputSpatial, inputBatch, 'b', inputFeature, 'f')) {
      return null;
    }
    sb.append('x');
    if (!layout(sb, kernelSpatial, kernelInputFeature, 'i', kernelOutputFeature, 'o')) {
      return null;
    }
    sb.append("->");
    if (!layout(sb, outputSpatial, outputBatch, 'b', outputFeature, 'f')) {
      return null;
    }
    return sb.toString();
  }

  private static boolean layout(StringBuilder sb, long[] spatial, long d1, char c1, long d2, char c2) {
    int rank = spatial.length + 2;
    String[] names = new String[rank];
    if (d1 < 0 || d1 >= rank || d2 < 0 || d2 >= rank || d1 == d2) {
      return false;
    }
    names[(int) d1] = String.valueOf(c1);
    names[(int) d2] = String.valueOf(c2);
    for (int i = 0; i < spatial.length; i++) {
      long d = spatial[i];
      if (d < 0 || d >= rank || names[(int) d] != null) {
        return false;
      }
      names[(int) d] = String.valueOf(i);
    }
    sb.append('[').append(String.join(", ", names)).append(']');
    return true;
  }
}
