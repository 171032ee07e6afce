package org.jmlir.dialect.tf;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** TensorFlow's hand-written verifiers of ops that move data between batch and space dimensions. */
final class TfSpatialVerifiers {
  private TfSpatialVerifiers() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  private static String q(Type t) {
    return "'" + AttrTypeText.type(t) + "'";
  }

  /**
   * {@code tf.BatchToSpace}: 4-D input whose batch the squared block size divides, 2x2 crops (all
   * non-negative when constant), and a 4-D output whose batch, height, width and depth follow.
   */
  static boolean batchToSpace(Operation op) {
    long block = op.attr("block_size") instanceof IntegerAttr i ? i.longValue() : 2;
    long[] in = {DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC};
    Type inputType = op.operand(0).type();
    if (inputType instanceof RankedTensorType r) {
      if (r.rank() != 4) {
        return op.emitOpError("requires input to be a 4D tensor, but got " + q(r)).report();
      }
      long batch = r.shape()[0];
      if (batch != DYNAMIC && batch % (block * block) != 0) {
        return op.emitOpError("requires input batch (dimension 0) to be evenly divisible by (block_size * block_size), "
            + "but got input batch " + batch + " and block_size " + block).report();
      }
      in = r.shape().clone();
    }
    Type cropsType = op.operand(1).type();
    if (cropsType instanceof RankedTensorType c) {
      if (c.rank() != 2) {
        return op.emitOpError("requires crops to be a 2D tensor, but got " + q(c)).report();
      }
      if ((c.shape()[0] != DYNAMIC && c.shape()[0] != 2) || (c.shape()[1] != DYNAMIC && c.shape()[1] != 2)) {
        return op.emitOpError("requires crops to be a tensor<2x2>, but got " + q(c)).report();
      }
    }
    long[] crops = TfConstants.intValues(op.operand(1));
    if (crops != null) {
      for (long v : crops) {
        if (v < 0) {
          Attribute a = OperationFolder.constantValue(op.operand(1));
          return op.emitOpError("requires all crop values to be nonnegative, but got " + AttrTypeText.attribute(a))
              .report();
        }
      }
    }
    Type outputType = op.result(0).type();
    if (!(outputType instanceof RankedTensorType o)) {
      return true;
    }
    if (o.rank() != 4) {
      return op.emitOpError("requires output to be a 4D tensor, but got " + q(o)).report();
    }
    long[] out = o.shape();
    if (in[0] != DYNAMIC && out[0] != DYNAMIC && out[0] * block * block != in[0]) {
      return op.emitOpError("requires output batch (dimension 0) to be equal to input batch (dimension 0) / "
          + "(block_size * block_size), but got output batch " + out[0] + ", input batch " + in[0]
          + ", and block_size " + block).report();
    }
    String[][] spatial = {{"height", "crop_top", "crop_bottom"}, {"width", "crop_left", "crop_right"}};
    for (int d = 1; d <= 2; d++) {
      if (in[d] == DYNAMIC || out[d] == DYNAMIC) {
        continue;
      }
      String name = spatial[d - 1][0];
      if (crops == null && out[d] > in[d] * block) {
        return op.emitOpError("requires output " + name + " (dimension " + d + ") to be less than or equal to input "
            + name + " (dimension " + d + ") * block_size, but got output " + name + " " + out[d] + ", input " + name
            + " " + in[d] + ", and block_size " + block).report();
      }
      if (crops != null && crops.length == 4) {
        long a = crops[2 * (d - 1)];
        long b = crops[2 * (d - 1) + 1];
        if (out[d] != in[d] * block - a - b) {
          String an = spatial[d - 1][1];
          String bn = spatial[d - 1][2];
          return op.emitOpError("requires output " + name + " (dimension " + d + ") to be equal to input " + name
              + " (dimension " + d + ") * block_size - " + an + " - " + bn + ", but got output " + name + " " + out[d]
              + ", input " + name + " " + in[d] + ", " + an + " " + a + ", " + bn + " " + b + ", and block_size "
              + block).report();
        }
      }
    }
    if (in[3] != DYNAMIC && out[3] != DYNAMIC && out[3] != in[3]) {
      return op.emitOpError("requires output depth (dimension 3) to be equal to input depth (dimension 3), but got "
          + "output depth " + out[3] + " and input depth " + in[3]).report();
    }
    return true;
  }

  /**
   * {@code tf.XlaReduceWindow} (operands input, init, window_dimensions, window_strides,
   * base_dilations, window_dilations, padding) and {@code tf.XlaSelectAndScatter} (operand,
   * window_dimensions, window_strides, padding, source, init_value): the constant window vectors
   * have one entry per input dimension, padding is an Nx2 matrix, and the functions exist and take
   * two parameters (select returning one boolean).
   */
  static boolean xlaWindow(Operation op) {
    boolean select = op.name().equals("tf.XlaSelectAndScatter");
    String[] names = select ? new String[] {"window_dimensions", "window_strides"}
        : new String[] {"window_dimensions", "window_strides", "base_dilations", "window_dilations"};
    int first = select ? 1 : 2;
    Type inputType = op.operand(0).type();
    for (int i = 0; i < names.length; i++) {
      long[] values = TfConstants.intValues(op.operand(first + i));
      if (values != null && inputType instanceof RankedTensorType r && values.length != r.rank()) {
        return op.emitOpError("expects the size of " + names[i] + (select ? "" : " ") + "to be equal to the input rank ("
            + values.length + " vs. " + r.rank() + ")").report();
      }
    }
    Type padding = op.operand(select ? 3 : 6).type();
    if (padding instanceof RankedTensorType p && (p.rank() != 2 || p.shape()[1] != 2)) {
      StringBuilder dims = new StringBuilder();
      for (long d : p.shape()) {
        dims.append(dims.length() == 0 ? "" : ", ").append(d == DYNAMIC ? "?" : Long.toString(d));
      }
      return op.emitOpError("expects padding to be a matrix with minor dimension 2, got " + dims).report();
    }
    if (select) {
      return checkFunction(op, "select", "select", true) && checkFunction(op, "scatter", "scatter", false);
    }
    return checkFunction(op, "computation", "reduction", false);
  }

  private static boolean checkFunction(Operation op, String attr, String what, boolean returnsBool) {
    Operation f = op.attr(attr) instanceof org.jmlir.ir.attr.SymbolRefAttr ref
        ? org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, ref) : null;
    if (f == null || !f.name().equals("func.func")) {
      return op.emitOpError("has no " + what + " function specified").report();
    }
    org.jmlir.ir.type.FunctionType type =
        (org.jmlir.ir.type.FunctionType) ((org.jmlir.ir.attr.TypeAttr) f.attr("function_type")).value();
    if (type.inputs().size() != 2) {
      return op.emitOpError("expects " + what + " function to take 2 parameters, but has " + type.inputs().size()
          + " parameter(s)").report();
    }
    if (returnsBool) {
      boolean ok = type.results().size() == 1 && type.results().get(0) instanceof RankedTensorType t && t.rank() == 0
          && t.elementType() instanceof org.jmlir.ir.type.IntegerType it && it.width() == 1;
      if (!ok) {
        String got = type.results().isEmpty() ? "none" : q(type.results().get(0));
        return op.emitOpError("expects " + what + " function to return a single boolean result but got " + got)
            .report();
      }
    }
    return true;
  }

  /** The constant's own tensor type (a constant may be typed less precisely than its value). */
  private static RankedTensorType constantType(org.jmlir.ir.Value v) {
    return OperationFolder.constantValue(v) instanceof org.jmlir.ir.attr.ElementsAttr e
        && e.type() instanceof RankedTensorType r ? r : null;
  }

  /**
   * {@code tf.SpaceToBatchND}: 1-D block_shape, Nx2 paddings of as many rows, an input of rank at
   * least 1 + N; constant block sizes at least 1, constant paddings non-negative, and with both
   * constant and a static input each padded spatial size divisible by its block size.
   */
  static boolean spaceToBatchNd(Operation op) {
    if (op.numOperands() != 3) {
      return true;
    }
    Type blockType = op.operand(1).type();
    Type padType = op.operand(2).type();
    if (blockType instanceof RankedTensorType b && b.rank() != 1) {
      return op.emitOpError("requires rank of block_shape = 1; got " + b.rank()).report();
    }
    if (padType instanceof RankedTensorType p && p.rank() != 2) {
      return op.emitOpError("requires rank of paddings = 2; got " + p.rank()).report();
    }
    RankedTensorType block = blockType instanceof RankedTensorType b && b.hasStaticShape() ? b : null;
    RankedTensorType pads = padType instanceof RankedTensorType p && p.hasStaticShape() ? p : null;
    if (pads != null && pads.shape()[1] != 2) {
      return op.emitOpError("requires paddings.shape[1] to be 2; got " + pads.shape()[1]).report();
    }
    if (block != null && pads != null && block.shape()[0] != pads.shape()[0]) {
      return op.emitOpError("requires block_shape.shape[0] must equal paddings.shape[0]").report();
    }
    long blockRank = block != null ? block.shape()[0] : pads != null ? pads.shape()[0] : -1;
    if (blockRank == -1) {
      return true;
    }
    Type inputType = op.operand(0).type();
    if (inputType instanceof RankedTensorType in && in.rank() < 1 + blockRank) {
      return op.emitOpError("requires rank of input >= 1 + rank of block").report();
    }
    long[] sizes = TfConstants.intValues(op.operand(1));
    if (sizes != null) {
      for (int i = 0; i < sizes.length; i++) {
        if (sizes[i] < 1) {
          return op.emitOpError("requires all values of block_shape to be >= 1; failed for dimension " + i).report();
        }
      }
    }
    long[] padding = TfConstants.intValues(op.operand(2));
    if (padding != null) {
      for (int i = 0; i < blockRank && 2 * i + 1 < padding.length; i++) {
        if (padding[2 * i] < 0 || padding[2 * i + 1] < 0) {
          return op.emitOpError("requires all values of paddings to be >= 0; failed for dimension " + i).report();
        }
      }
    }
    if (inputType instanceof RankedTensorType in && in.hasStaticShape() && sizes != null && padding != null) {
      for (int i = 0; i < blockRank && i < sizes.length && 2 * i + 1 < padding.length; i++) {
        long len = in.shape()[1 + i] + padding[2 * i] + padding[2 * i + 1];
        if (sizes[i] != 0 && len % sizes[i] != 0) {
          return op.emitOpError("requires block_shape[i] divides input_shape[i + 1] + paddings[i, 0] + "
              + "paddings[i, 1]; failed for i=" + i).report();
        }
      }
    }
    return true;
  }

  /**
   * {@code tf.XlaConvV2}, when its window operands are all constants: a vector of strides, an Nx2
   * padding matrix, vectors of dilations and a scalar group count (TensorFlow's wording, its
   * "vecotr" included).
   */
  static boolean xlaConvV2(Operation op) {
    if (op.numOperands() < 7) {
      return true;
    }
    RankedTensorType strides = constantType(op.operand(2));
    RankedTensorType padding = constantType(op.operand(3));
    RankedTensorType lhs = constantType(op.operand(4));
    RankedTensorType rhs = constantType(op.operand(5));
    RankedTensorType groups = constantType(op.operand(6));
    if (strides == null || padding == null || lhs == null || rhs == null || groups == null) {
      return true;
    }
    if (strides.rank() != 1) {
      return op.emitOpError("expects window_stride to be a vector").report();
    }
    if (padding.rank() != 2 || padding.shape()[1] != 2) {
      return op.emitOpError("expects padding to be a matrix with minor dimension 2").report();
    }
    if (lhs.rank() != 1) {
      return op.emitOpError("expects lhs_dilation to be a vecotr").report();
    }
    if (rhs.rank() != 1) {
      return op.emitOpError("expects rhs_dilation to be a vecotr").report();
    }
    return groups.rank() == 0 || op.emitOpError("expects feature_group_count to be a scalar").report();
  }
}
