package org.jmlir.dialect.tf.registry;

import org.jmlir.dialect.tf.TfSimpleType;
import org.jmlir.dialect.tf.TfTypeWithSubtypes;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's DataType numbers (types.proto) to MLIR element types and back, as TensorFlow's
 * ConvertDataType / ConvertToDataType: {@code DT_FLOAT} (1) is {@code f32}, {@code DT_STRING} (7)
 * {@code !tf_type.string}, a ref type {@code DT_FLOAT_REF} (101) {@code !tf_type.f32ref}, ...
 */
public final class TfDataTypes {
  private TfDataTypes() {}

  public static final int DT_INVALID = 0;
  public static final int DT_FLOAT = 1;
  public static final int DT_INT32 = 3;
  public static final int DT_STRING = 7;
  public static final int DT_INT64 = 9;
  public static final int DT_BOOL = 10;
  public static final int DT_RESOURCE = 20;
  public static final int DT_VARIANT = 21;

  /** The tf_type spelling (before "ref") of each value type, indexed by DataType number. */
  private static final String[] REF_NAMES = {
    null, "f32", "f64", "int32", "uint8", "int16", "int8", "string", "complex64", "int64", "bool",
    "qint8", "quint8", "qint32", "bfloat16", "qint16", "quint16", "uint16", "complex128", "half",
    "resource", "variant", "uint32", "uint64", "float8e5m2", "float8e4m3fn", "float8e4m3fnuz",
    "float8e4m3b11fnuz", "float8e5m2fnuz", "int4", "uint4", null, null
  };

  /** TensorFlow's names of the DataTypes ({@code DT_FLOAT} ...), indexed by number. */
  private static final String[] NAMES = {
    "DT_INVALID", "DT_FLOAT", "DT_DOUBLE", "DT_INT32", "DT_UINT8", "DT_INT16", "DT_INT8", "DT_STRING",
    "DT_COMPLEX64", "DT_INT64", "DT_BOOL", "DT_QINT8", "DT_QUINT8", "DT_QINT32", "DT_BFLOAT16", "DT_QINT16",
    "DT_QUINT16", "DT_UINT16", "DT_COMPLEX128", "DT_HALF", "DT_RESOURCE", "DT_VARIANT", "DT_UINT32", "DT_UINT64",
    "DT_FLOAT8_E5M2", "DT_FLOAT8_E4M3FN", "DT_FLOAT8_E4M3FNUZ", "DT_FLOAT8_E4M3B11FNUZ", "DT_FLOAT8_E5M2FNUZ",
    "DT_INT4", "DT_UINT4", "DT_INT2", "DT_UINT2"
  };

  /** TensorFlow's name of DataType {@code dt} ({@code "DT_FLOAT"}), with {@code _REF} for ref types. */
  public static String name(int dt) {
    if (dt > 100 && dt - 100 < NAMES.length) {
      return NAMES[dt - 100] + "_REF";
    }
    return dt >= 0 && dt < NAMES.length ? NAMES[dt] : "DT_INVALID";
  }

  /** The DataType number named {@code name} ({@code "DT_FLOAT"}, {@code "DT_FLOAT_REF"}), or -1. */
  public static int byName(String name) {
    boolean ref = name.endsWith("_REF");
    String base = ref ? name.substring(0, name.length() - 4) : name;
    for (int i = 1; i < NAMES.length; i++) {
      if (NAMES[i].equals(base)) {
        return ref ? i + 100 : i;
      }
    }
    return -1;
  }

  /** The element type of DataType {@code dt}, or null for DT_INVALID and unknown numbers. */
  public static Type elementType(MLIRContext ctx, int dt) {
    if (dt > 100) {
      Type base = elementType(ctx, dt - 100);
      return base == null ? null : TfTypes.ref(ctx, base);
    }
    return switch (dt) {
      case 1 -> FloatType.f32(ctx);
      case 2 -> FloatType.f64(ctx);
      case 19 -> FloatType.get(ctx, FloatType.Kind.F16);
      case 14 -> FloatType.get(ctx, FloatType.Kind.BF16);
      case 24 -> FloatType.get(ctx, FloatType.Kind.F8E5M2);
      case 25 -> FloatType.get(ctx, FloatType.Kind.F8E4M3FN);
      case 26 -> FloatType.get(ctx, FloatType.Kind.F8E4M3FNUZ);
      case 27 -> FloatType.get(ctx, FloatType.Kind.F8E4M3B11FNUZ);
      case 28 -> FloatType.get(ctx, FloatType.Kind.F8E5M2FNUZ);
      case 10 -> IntegerType.get(ctx, 1);
      case 31 -> IntegerType.get(ctx, 2);
      case 29 -> IntegerType.get(ctx, 4);
      case 6 -> IntegerType.get(ctx, 8);
      case 5 -> IntegerType.get(ctx, 16);
      case 3 -> IntegerType.get(ctx, 32);
      case 9 -> IntegerType.get(ctx, 64);
      case 32 -> IntegerType.get(ctx, 2, IntegerType.Signedness.UNSIGNED);
      case 30 -> IntegerType.get(ctx, 4, IntegerType.Signedness.UNSIGNED);
      case 4 -> IntegerType.get(ctx, 8, IntegerType.Signedness.UNSIGNED);
      case 17 -> IntegerType.get(ctx, 16, IntegerType.Signedness.UNSIGNED);
      case 22 -> IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED);
      case 23 -> IntegerType.get(ctx, 64, IntegerType.Signedness.UNSIGNED);
      case 8 -> ComplexType.get(ctx, FloatType.f32(ctx));
      case 18 -> ComplexType.get(ctx, FloatType.f64(ctx));
      case 7 -> TfTypes.string(ctx);
      case 11 -> TfTypes.qint8(ctx);
      case 15 -> TfTypes.qint16(ctx);
      case 13 -> TfTypes.qint32(ctx);
      case 12 -> TfTypes.quint8(ctx);
      case 16 -> TfTypes.quint16(ctx);
      case 20 -> TfTypes.resource(ctx);
      case 21 -> TfTypes.variant(ctx);
      default -> null;
    };
  }

  /** The DataType number of an element type (TensorFlow's ConvertToDataType), or 0 (DT_INVALID). */
  public static int dataType(Type t) {
    switch (t) {
      case FloatType f -> {
        return switch (f.kind()) {
          case F32 -> 1;
          case F64 -> 2;
          case F16 -> 19;
          case BF16 -> 14;
          case F8E5M2 -> 24;
          case F8E4M3FN -> 25;
          case F8E4M3FNUZ -> 26;
          case F8E4M3B11FNUZ -> 27;
          case F8E5M2FNUZ -> 28;
          default -> 0;
        };
      }
      case IntegerType i -> {
        boolean u = i.signedness() == IntegerType.Signedness.UNSIGNED;
        return switch (i.width()) {
          case 1 -> 10;
          case 2 -> u ? 32 : 31;
          case 4 -> u ? 30 : 29;
          case 8 -> u ? 4 : 6;
          case 16 -> u ? 17 : 5;
          case 32 -> u ? 22 : 3;
          case 64 -> u ? 23 : 9;
          default -> 0;
        };
      }
      case ComplexType c -> {
        return c.elementType() instanceof FloatType f && f.kind() == FloatType.Kind.F32 ? 8 : 18;
      }
      case TfTypeWithSubtypes w -> {
        return w.kind() == TfTypeWithSubtypes.Kind.RESOURCE ? 20 : 21;
      }
      case TfSimpleType s -> {
        String name = s.name();
        boolean ref = name.endsWith("ref");
        String base = ref ? name.substring(0, name.length() - 3) : name;
        for (int i = 1; i < REF_NAMES.length; i++) {
          if (base.equals(REF_NAMES[i])) {
            return ref ? i + 100 : i;
          }
        }
        return 0;
      }
      default -> {
        return 0;
      }
    }
  }
}
