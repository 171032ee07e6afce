package org.jmlir.translate.graphdef;

import java.util.concurrent.ConcurrentHashMap;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.OpaqueType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.translate.proto.DataType;

/** TensorFlow's DataType to MLIR element types and back (TensorFlow's ConvertDataType). */
public final class DataTypes {
  private DataTypes() {}

  /** The element type of {@code dt}, or null for DT_INVALID and unknown numbers. */
  public static Type elementType(MLIRContext ctx, DataType dt) {
    if (dt == DataType.UNRECOGNIZED || dt == DataType.DT_INVALID) {
      return null;
    }
    int n = dt.getNumber();
    if (n > 100) {
      String ref = REF_NAMES[n - 100];
      return ref == null ? null : MlirText.type(ctx, "!tf_type." + ref + "ref");
    }
    return switch (dt) {
      case DT_FLOAT -> FloatType.f32(ctx);
      case DT_DOUBLE -> FloatType.f64(ctx);
      case DT_HALF -> FloatType.get(ctx, FloatType.Kind.F16);
      case DT_BFLOAT16 -> FloatType.get(ctx, FloatType.Kind.BF16);
      case DT_FLOAT8_E5M2 -> FloatType.get(ctx, FloatType.Kind.F8E5M2);
      case DT_FLOAT8_E4M3FN -> FloatType.get(ctx, FloatType.Kind.F8E4M3FN);
      case DT_FLOAT8_E4M3FNUZ -> FloatType.get(ctx, FloatType.Kind.F8E4M3FNUZ);
      case DT_FLOAT8_E4M3B11FNUZ -> FloatType.get(ctx, FloatType.Kind.F8E4M3B11FNUZ);
      case DT_FLOAT8_E5M2FNUZ -> FloatType.get(ctx, FloatType.Kind.F8E5M2FNUZ);
      case DT_BOOL -> IntegerType.get(ctx, 1);
      case DT_INT2 -> IntegerType.get(ctx, 2);
      case DT_INT4 -> IntegerType.get(ctx, 4);
      case DT_INT8 -> IntegerType.get(ctx, 8);
      case DT_INT16 -> IntegerType.get(ctx, 16);
      case DT_INT32 -> IntegerType.get(ctx, 32);
      case DT_INT64 -> IntegerType.get(ctx, 64);
      case DT_UINT2 -> IntegerType.get(ctx, 2, IntegerType.Signedness.UNSIGNED);
      case DT_UINT4 -> IntegerType.get(ctx, 4, IntegerType.Signedness.UNSIGNED);
      case DT_UINT8 -> IntegerType.get(ctx, 8, IntegerType.Signedness.UNSIGNED);
      case DT_UINT16 -> IntegerType.get(ctx, 16, IntegerType.Signedness.UNSIGNED);
      case DT_UINT32 -> IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED);
      case DT_UINT64 -> IntegerType.get(ctx, 64, IntegerType.Signedness.UNSIGNED);
      case DT_COMPLEX64 -> ComplexType.get(ctx, FloatType.f32(ctx));
      case DT_COMPLEX128 -> ComplexType.get(ctx, FloatType.f64(ctx));
      case DT_STRING -> MlirText.type(ctx, "!tf_type.string");
      case DT_QINT8 -> MlirText.type(ctx, "!tf_type.qint8");
      case DT_QINT16 -> MlirText.type(ctx, "!tf_type.qint16");
      case DT_QINT32 -> MlirText.type(ctx, "!tf_type.qint32");
      case DT_QUINT8 -> MlirText.type(ctx, "!tf_type.quint8");
      case DT_QUINT16 -> MlirText.type(ctx, "!tf_type.quint16");
      case DT_RESOURCE -> MlirText.type(ctx, "!tf_type.resource");
      case DT_VARIANT -> MlirText.type(ctx, "!tf_type.variant");
      default -> null;
    };
  }

  /** The tf_type spelling (before "ref") of each value type, indexed by DataType number. */
  private static final String[] REF_NAMES = {
    null, "f32", "f64", "int32", "uint8", "int16", "int8", "string", "complex64", "int64", "bool",
    "qint8", "quint8", "qint32", "bfloat16", "qint16", "quint16", "uint16", "complex128", "half",
    "resource", "variant", "uint32", "uint64", "float8e5m2", "float8e4m3fn", "float8e4m3fnuz",
    "float8e4m3b11fnuz", "float8e5m2fnuz", "int4", "uint4", null, null
  };

  private static final ConcurrentHashMap<String, DataType> BY_TEXT = new ConcurrentHashMap<>();

  /** The DataType of an element type (TensorFlow's ConvertToDataType), or DT_INVALID. */
  public static DataType dataType(Type t) {
    switch (t) {
      case FloatType f -> {
        return switch (f.kind()) {
          case F32 -> DataType.DT_FLOAT;
          case F64 -> DataType.DT_DOUBLE;
          case F16 -> DataType.DT_HALF;
          case BF16 -> DataType.DT_BFLOAT16;
          case F8E5M2 -> DataType.DT_FLOAT8_E5M2;
          case F8E4M3FN -> DataType.DT_FLOAT8_E4M3FN;
          case F8E4M3FNUZ -> DataType.DT_FLOAT8_E4M3FNUZ;
          case F8E4M3B11FNUZ -> DataType.DT_FLOAT8_E4M3B11FNUZ;
          case F8E5M2FNUZ -> DataType.DT_FLOAT8_E5M2FNUZ;
          default -> DataType.DT_INVALID;
        };
      }
      case IntegerType i -> {
        boolean u = i.signedness() == IntegerType.Signedness.UNSIGNED;
        return switch (i.width()) {
          case 1 -> DataType.DT_BOOL;
          case 2 -> u ? DataType.DT_UINT2 : DataType.DT_INT2;
          case 4 -> u ? DataType.DT_UINT4 : DataType.DT_INT4;
          case 8 -> u ? DataType.DT_UINT8 : DataType.DT_INT8;
          case 16 -> u ? DataType.DT_UINT16 : DataType.DT_INT16;
          case 32 -> u ? DataType.DT_UINT32 : DataType.DT_INT32;
          case 64 -> u ? DataType.DT_UINT64 : DataType.DT_INT64;
          default -> DataType.DT_INVALID;
        };
      }
      case ComplexType c -> {
        return c.elementType() instanceof FloatType f && f.kind() == FloatType.Kind.F32
            ? DataType.DT_COMPLEX64 : DataType.DT_COMPLEX128;
      }
      default -> {
        return tfTypeDataType(AttrTypeText.type(t));
      }
    }
  }

  /** DataType of a tf_type type from its text ({@code !tf_type.resource<...>}, {@code !tf.f32ref}). */
  static DataType tfTypeDataType(String text) {
    String s = text;
    int lt = s.indexOf('<');
    if (lt >= 0) {
      s = s.substring(0, lt);
    }
    if (s.startsWith("!tf_type.")) {
      s = s.substring("!tf_type.".length());
    } else if (s.startsWith("!tf.")) {
      s = s.substring("!tf.".length());
    } else {
      return DataType.DT_INVALID;
    }
    return BY_TEXT.computeIfAbsent(s, DataTypes::fromSpelling);
  }

  private static DataType fromSpelling(String s) {
    boolean ref = s.endsWith("ref");
    String base = ref ? s.substring(0, s.length() - 3) : s;
    for (int i = 1; i < REF_NAMES.length; i++) {
      if (base.equals(REF_NAMES[i])) {
        DataType dt = DataType.forNumber(ref ? i + 100 : i);
        return dt == null ? DataType.DT_INVALID : dt;
      }
    }
    return DataType.DT_INVALID;
  }

  /** Whether an element type is one of the tf_type opaque kinds (string, resource, variant, quantized, ref). */
  static boolean isTfType(Type t) {
    return t instanceof DialectType || t instanceof OpaqueType;
  }
}
