package org.jmlir.translate.graphdef;

import org.jmlir.dialect.tf.registry.TfDataTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.OpaqueType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.proto.DataType;

/** TensorFlow's DataType to MLIR element types and back (TensorFlow's ConvertDataType), over {@link TfDataTypes}. */
public final class DataTypes {
  private DataTypes() {}

  /** The element type of {@code dt}, or null for DT_INVALID and unknown numbers. */
  public static Type elementType(MLIRContext ctx, DataType dt) {
    if (dt == DataType.UNRECOGNIZED || dt == DataType.DT_INVALID) {
      return null;
    }
    return TfDataTypes.elementType(ctx, dt.getNumber());
  }

  /** The DataType of an element type (TensorFlow's ConvertToDataType), or DT_INVALID. */
  public static DataType dataType(Type t) {
    DataType dt = DataType.forNumber(TfDataTypes.dataType(t));
    return dt == null ? DataType.DT_INVALID : dt;
  }

  /** Whether an element type is one of the tf_type opaque kinds (string, resource, variant, quantized, ref). */
  static boolean isTfType(Type t) {
    return t instanceof DialectType || t instanceof OpaqueType;
  }
}
