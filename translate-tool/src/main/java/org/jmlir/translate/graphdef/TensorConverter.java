package org.jmlir.translate.graphdef;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.TensorProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * TensorProto to a dense elements attribute (TensorFlow's ConvertTensorProto), in every encoding a
 * TensorProto can carry: {@code tensor_content} (raw little-endian bytes) or the typed value fields,
 * where fewer values than elements repeat the last one (one value is a splat) and none means zeros.
 * Element types with no dense form (resource, variant, quantized) become
 * {@code #tf_type<tensor_proto : "0x...">} holding the serialized proto.
 */
public final class TensorConverter {
  private TensorConverter() {}

  public static Attribute convert(MLIRContext ctx, TensorProto t, boolean splatted) throws TranslateException {
    Type elem = DataTypes.elementType(ctx, t.getDtype());
    if (elem == null) {
      throw new TranslateException("Unsupported tensor dtype " + t.getDtypeValue() + " in a constant");
    }
    TensorShapeProto shape = t.getTensorShape();
    if (shape.getUnknownRank()) {
      throw new TranslateException("a constant tensor has an unknown rank");
    }
    long[] dims = new long[shape.getDimCount()];
    long n = 1;
    for (int i = 0; i < dims.length; i++) {
      dims[i] = shape.getDim(i).getSize();
      if (dims[i] < 0) {
        throw new TranslateException("a constant tensor has an unknown dimension");
      }
      n *= dims[i];
    }
    RankedTensorType type = RankedTensorType.get(ctx, dims, elem);
    DataType dt = t.getDtype();
    if (dt == DataType.DT_STRING) {
      return strings(ctx, type, t, n, splatted);
    }
    if (!DenseIntOrFPElementsAttr.isValidElementType(elem)) {
      return org.jmlir.dialect.tf.TfTensorProtoAttr.get(ctx, mangle(t), type);
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(elem);
    int bytes = bits == 1 ? 1 : bits / 8;
    byte[] raw; // one element after another, bools one byte each (packed below)
    long count;
    if (!t.getTensorContent().isEmpty()) {
      ByteString c = t.getTensorContent();
      if (bits != 1 && elem instanceof IntegerType it && it.width() < 8) {
        bytes = 1;
      }
      if (c.size() != n * bytes) {
        throw new TranslateException("tensor_content holds " + c.size() + " bytes where a " + dt.name()
            + " tensor of " + n + " elements needs " + n * bytes);
      }
      raw = c.toByteArray();
      count = n;
    } else {
      ByteBuffer buf = typedValues(t, dt, elem, bytes);
      raw = new byte[buf.position()];
      buf.flip();
      buf.get(raw);
      count = raw.length / bytes;
      if (count > n) {
        throw new TranslateException("a " + dt.name() + " tensor of " + n + " elements holds " + count + " values");
      }
    }
    if (n == 0) {
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, new byte[0]);
    }
    if (count == 0) {
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, new byte[bytes], true);
    }
    if (splatted || count == 1) {
      byte[] first = java.util.Arrays.copyOf(raw, bytes);
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, first, true);
    }
    if (count < n) { // TensorFlow repeats the last value
      byte[] full = java.util.Arrays.copyOf(raw, (int) (n * bytes));
      for (long i = count; i < n; i++) {
        System.arraycopy(raw, (int) ((count - 1) * bytes), full, (int) (i * bytes), bytes);
      }
      raw = full;
    }
    if (bits == 1) {
      byte[] packed = new byte[(int) ((n + 7) / 8)];
      for (int i = 0; i < n; i++) {
        if (raw[i] != 0) {
          packed[i >>> 3] |= (byte) (1 << (i & 7));
        }
      }
      raw = packed;
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw);
  }

  /** The typed value field of {@code t} as little-endian element bytes. */
  private static ByteBuffer typedValues(TensorProto t, DataType dt, Type elem, int bytes) throws TranslateException {
    int max = Math.max(Math.max(t.getFloatValCount(), t.getDoubleValCount()), Math.max(t.getIntValCount(), t.getInt64ValCount()));
    max = Math.max(max, Math.max(t.getBoolValCount(), t.getHalfValCount()));
    max = Math.max(max, Math.max(t.getScomplexValCount(), t.getDcomplexValCount()));
    max = Math.max(max, Math.max(t.getUint32ValCount(), t.getUint64ValCount()));
    max = Math.max(max, t.getFloat8Val().size());
    ByteBuffer b = ByteBuffer.allocate(max * Math.max(bytes, 1) + 16).order(ByteOrder.LITTLE_ENDIAN);
    switch (dt) {
      case DT_FLOAT -> t.getFloatValList().forEach(b::putFloat);
      case DT_DOUBLE -> t.getDoubleValList().forEach(b::putDouble);
      case DT_HALF, DT_BFLOAT16 -> t.getHalfValList().forEach(v -> b.putShort((short) (int) v));
      case DT_INT64 -> t.getInt64ValList().forEach(b::putLong);
      case DT_UINT64 -> t.getUint64ValList().forEach(b::putLong);
      case DT_UINT32 -> t.getUint32ValList().forEach(b::putInt);
      case DT_BOOL -> t.getBoolValList().forEach(v -> b.put((byte) (v ? 1 : 0)));
      case DT_COMPLEX64 -> {
        if (t.getScomplexValCount() % 2 != 0) {
          throw new TranslateException("scomplex_val holds an odd number of parts");
        }
        t.getScomplexValList().forEach(b::putFloat);
      }
      case DT_COMPLEX128 -> {
        if (t.getDcomplexValCount() % 2 != 0) {
          throw new TranslateException("dcomplex_val holds an odd number of parts");
        }
        t.getDcomplexValList().forEach(b::putDouble);
      }
      case DT_FLOAT8_E5M2, DT_FLOAT8_E4M3FN, DT_FLOAT8_E4M3FNUZ, DT_FLOAT8_E4M3B11FNUZ, DT_FLOAT8_E5M2FNUZ ->
          b.put(t.getFloat8Val().toByteArray());
      default -> {
        for (int v : t.getIntValList()) {
          switch (bytes) {
            case 1 -> b.put((byte) v);
            case 2 -> b.putShort((short) v);
            default -> b.putInt(v);
          }
        }
      }
    }
    if (elem instanceof ComplexType || elem instanceof FloatType || elem instanceof IntegerType) {
      return b;
    }
    throw new TranslateException("Unsupported tensor dtype " + dt.name());
  }

  private static Attribute strings(MLIRContext ctx, RankedTensorType type, TensorProto t, long n, boolean splatted) {
    List<String> values = new ArrayList<>();
    for (ByteString s : t.getStringValList()) {
      // DenseStringElementsAttr holds each byte as one char (ISO-8859-1), as the parser does.
      values.add(s.toString(StandardCharsets.ISO_8859_1));
    }
    if (values.isEmpty()) {
      values.add("");
    }
    if (splatted || values.size() == 1 || values.size() < n) {
      if (values.size() < n && values.size() > 1) {
        String last = values.get(values.size() - 1);
        while (values.size() < n) {
          values.add(last);
        }
        return DenseStringElementsAttr.get(ctx, type, values);
      }
      return DenseStringElementsAttr.get(ctx, type, List.of(values.get(0)));
    }
    return DenseStringElementsAttr.get(ctx, type, values);
  }

  /** TensorFlow's prefix of a tensor kept as text (mangling_util's kTensorPrefix). */
  static final String MANGLED_TENSOR_PREFIX = "tftensor$";

  /**
   * A tensor MLIR has no elements attribute for (quantized types, ...), as TensorFlow keeps it in
   * a {@code #tf_type<tensor_proto>}: its one-line text form after {@code tftensor$}.
   */
  static byte[] mangle(TensorProto t) {
    return (MANGLED_TENSOR_PREFIX + com.google.protobuf.TextFormat.shortDebugString(t)).getBytes(StandardCharsets.UTF_8);
  }
}
