package org.jmlir.translate.graphdef;

import com.google.protobuf.ByteString;
import java.nio.charset.StandardCharsets;
import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.tf.TfTypeWithSubtypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NameAttrList;
import org.jmlir.translate.proto.TensorProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * MLIR attributes back to AttrValues (TensorFlow's ConvertAttributes): the inverse of
 * {@link AttrConverter}. Dense tensors go to the typed value fields when they are splats (one value)
 * and for bool, half, bfloat16, complex and string elements, else to {@code tensor_content}, as
 * TensorFlow's exporter writes them.
 */
final class AttrExporter {
  private final MLIRContext ctx;
  private final java.util.function.UnaryOperator<String> functionName;

  AttrExporter(MLIRContext ctx, java.util.function.UnaryOperator<String> functionName) {
    this.ctx = ctx;
    this.functionName = functionName;
  }

  AttrValue convert(Attribute a) throws TranslateException {
    AttrValue.Builder v = AttrValue.newBuilder();
    switch (a) {
      case StringAttr s -> {
        // The older importer's spelling of types and shapes as strings.
        if (s.value().startsWith("tfdtype$")) {
          try {
            v.setType(DataType.valueOf(s.value().substring("tfdtype$".length())));
          } catch (IllegalArgumentException e) {
            v.setS(bytes(s.value()));
          }
        } else if (s.value().startsWith("tfshape$")) {
          v.setShape(legacyShape(s.value().substring("tfshape$".length())));
        } else {
          v.setS(bytes(s.value()));
        }
      }
      case IntegerAttr i -> {
        if (i.isBool()) {
          v.setB(i.boolValue());
        } else {
          v.setI(i.longValue());
        }
      }
      case FloatAttr f -> v.setF((float) f.doubleValue());
      case TypeAttr t -> v.setType(dataType(t.value() instanceof ShapedType st ? st.elementType() : t.value()));
      case UnitAttr u -> { }
      case SymbolRefAttr s -> v.setFunc(NameAttrList.newBuilder().setName(functionName.apply(s.root())));
      case DenseIntOrFPElementsAttr d -> v.setTensor(tensor(d));
      case DenseStringElementsAttr d -> v.setTensor(tensor(d));
      case ArrayAttr arr -> v.setList(list(arr));
      case org.jmlir.dialect.tf.TfTensorProtoAttr t -> v.setTensor(demangle(t.value()));
      case org.jmlir.dialect.tf.TfFuncAttr f -> v.setFunc(func(f));
      case org.jmlir.dialect.tf.TfShapeAttr sh -> v.setShape(shape(sh));
      default -> {
        String text = AttrTypeText.attribute(a);
        if (text.startsWith("#tf_type.shape<") || text.startsWith("#tf.shape<")) {
          v.setShape(parseShape(text.substring(text.indexOf('<') + 1, text.lastIndexOf('>'))));
        } else if (text.startsWith("#tf_type.placeholder<")) {
          String body = text.substring(text.indexOf('<') + 1, text.lastIndexOf('>')).strip();
          v.setPlaceholder(body.startsWith("\"") ? body.substring(1, body.length() - 1) : body);
        } else {
          throw new TranslateException("Graph export failed: Unimplemented: attribute " + text + " has no AttrValue form");
        }
      }
    }
    return v.build();
  }

  private static ByteString bytes(String s) {
    return ByteString.copyFrom(RawUtf8.encode(new StringBuilder(s)));
  }

  private static DataType dataType(Type t) throws TranslateException {
    DataType dt = DataTypes.dataType(t);
    if (dt == DataType.DT_INVALID) {
      throw new TranslateException("Graph export failed: Unimplemented: type " + AttrTypeText.type(t)
          + " has no TensorFlow DataType");
    }
    return dt;
  }

  private AttrValue.ListValue list(ArrayAttr arr) throws TranslateException {
    AttrValue.ListValue.Builder l = AttrValue.ListValue.newBuilder();
    for (Attribute e : arr.elements()) {
      AttrValue v = convert(e);
      switch (v.getValueCase()) {
        case S -> l.addS(v.getS());
        case I -> l.addI(v.getI());
        case F -> l.addF(v.getF());
        case B -> l.addB(v.getB());
        case TYPE -> l.addType(v.getType());
        case SHAPE -> l.addShape(v.getShape());
        case TENSOR -> l.addTensor(v.getTensor());
        case FUNC -> l.addFunc(v.getFunc());
        default -> throw new TranslateException("Graph export failed: Unimplemented: list element "
            + AttrTypeText.attribute(e) + " has no AttrValue list form");
      }
    }
    return l.build();
  }

  private NameAttrList func(org.jmlir.dialect.tf.TfFuncAttr a) throws TranslateException {
    NameAttrList.Builder f = NameAttrList.newBuilder().setName(functionName.apply(a.name().root()));
    for (NamedAttribute e : a.attrs().entries()) {
      f.putAttr(e.name(), convert(e.value()));
    }
    return f.build();
  }

  /** {@code dim { size: 2 } dim { size: -1 }} or {@code unknown_rank: true}, as the old importer wrote shapes. */
  private static TensorShapeProto legacyShape(String text) {
    TensorShapeProto.Builder b = TensorShapeProto.newBuilder();
    try {
      com.google.protobuf.TextFormat.merge(text, b);
    } catch (com.google.protobuf.TextFormat.ParseException e) {
      return b.setUnknownRank(true).build();
    }
    return b.build();
  }

  private static TensorShapeProto shape(org.jmlir.dialect.tf.TfShapeAttr a) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    if (!a.hasRank()) {
      return s.setUnknownRank(true).build();
    }
    for (long d : a.shape()) {
      s.addDim(TensorShapeProto.Dim.newBuilder().setSize(d == ShapedType.DYNAMIC ? -1 : d));
    }
    return s.build();
  }

  static TensorShapeProto parseShape(String body) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    body = body.strip();
    if (body.equals("*")) {
      return s.setUnknownRank(true).build();
    }
    if (body.isEmpty()) {
      return s.build();
    }
    for (String d : body.split("x")) {
      s.addDim(TensorShapeProto.Dim.newBuilder().setSize(d.equals("?") ? -1 : Long.parseLong(d)));
    }
    return s.build();
  }

  /** The shape of a tensor type (unknown rank for unranked ones). */
  static TensorShapeProto shapeOf(Type t) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    if (t instanceof RankedTensorType r) {
      for (long d : r.shape()) {
        s.addDim(TensorShapeProto.Dim.newBuilder().setSize(d == ShapedType.DYNAMIC ? -1 : d));
      }
      return s.build();
    }
    return s.setUnknownRank(true).build();
  }

  /** The first subtype of a resource element type, or null. */
  static Type resourceSubtype(MLIRContext ctx, Type t) {
    Type elem = t instanceof ShapedType s ? s.elementType() : t;
    if (elem instanceof TfTypeWithSubtypes r && !r.subtypes().isEmpty()) {
      return r.subtypes().get(0);
    }
    return null;
  }

  // ---- tensors -------------------------------------------------------------------------------

  private TensorProto.Builder header(ShapedType type) throws TranslateException {
    return TensorProto.newBuilder().setDtype(dataType(type.elementType())).setTensorShape(shapeOf(type));
  }

  private TensorProto tensor(DenseStringElementsAttr d) throws TranslateException {
    TensorProto.Builder t = header(d.type());
    List<String> values = d.values();
    for (String s : d.isSplat() ? values.subList(0, Math.min(1, values.size())) : values) {
      t.addStringVal(ByteString.copyFrom(s, StandardCharsets.ISO_8859_1)); // one char per byte
    }
    return t.build();
  }

  private TensorProto tensor(DenseIntOrFPElementsAttr d) throws TranslateException {
    TensorProto.Builder t = header(d.type());
    Type elem = d.elementType();
    DataType dt = t.getDtype();
    long n = d.isSplat() ? 1 : d.type().numElements();
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(elem);
    boolean typed = d.isSplat() || dt == DataType.DT_BOOL || dt == DataType.DT_HALF || dt == DataType.DT_BFLOAT16
        || elem instanceof ComplexType;
    if (!typed) {
      t.setTensorContent(ByteString.copyFrom(d.rawData()));
      return t.build();
    }
    for (long i = 0; i < n; i++) {
      switch (elem) {
        case IntegerType it when it.width() == 1 -> t.addBoolVal(d.scalarBits(i, 1).signum() != 0);
        case IntegerType it -> {
          BigInteger b = d.scalarBits(i, bits);
          long raw = b.longValue();
          switch (dt) {
            case DT_INT64 -> t.addInt64Val(signExtend(raw, it.width()));
            case DT_UINT64 -> t.addUint64Val(raw);
            case DT_UINT32 -> t.addUint32Val((int) raw);
            case DT_UINT8, DT_UINT16, DT_UINT4, DT_UINT2 -> t.addIntVal((int) raw);
            default -> t.addIntVal((int) signExtend(raw, it.width()));
          }
        }
        case FloatType ft -> {
          long raw = d.scalarBits(i, bits).longValue();
          switch (dt) {
            case DT_FLOAT -> t.addFloatVal(Float.intBitsToFloat((int) raw));
            case DT_DOUBLE -> t.addDoubleVal(Double.longBitsToDouble(raw));
            case DT_HALF, DT_BFLOAT16 -> t.addHalfVal((int) (raw & 0xffff));
            default -> t.setFloat8Val(t.getFloat8Val().concat(ByteString.copyFrom(new byte[] {(byte) raw})));
          }
        }
        case ComplexType ct -> {
          int half = bits / 2;
          BigInteger both = d.scalarBits(i, bits);
          long re = both.and(BigInteger.ONE.shiftLeft(half).subtract(BigInteger.ONE)).longValue();
          long im = both.shiftRight(half).longValue();
          if (dt == DataType.DT_COMPLEX64) {
            t.addScomplexVal(Float.intBitsToFloat((int) re)).addScomplexVal(Float.intBitsToFloat((int) im));
          } else {
            t.addDcomplexVal(Double.longBitsToDouble(re)).addDcomplexVal(Double.longBitsToDouble(im));
          }
        }
        default -> throw new TranslateException("Graph export failed: Unimplemented: elements of "
            + AttrTypeText.type(elem));
      }
    }
    return t.build();
  }

  private static long signExtend(long raw, int width) {
    return width >= 64 ? raw : (raw << (64 - width)) >> (64 - width);
  }

  /**
   * The TensorProto of a {@code #tf_type<tensor_proto>}: TensorFlow's text after {@code tftensor$},
   * or (as older jtranslate wrote it) the serialized proto.
   */
  private static TensorProto demangle(byte[] data) throws TranslateException {
    String text = new String(data, java.nio.charset.StandardCharsets.UTF_8);
    try {
      if (text.startsWith(TensorConverter.MANGLED_TENSOR_PREFIX)) {
        TensorProto.Builder b = TensorProto.newBuilder();
        com.google.protobuf.TextFormat.merge(text.substring(TensorConverter.MANGLED_TENSOR_PREFIX.length()), b);
        return b.build();
      }
      return TensorProto.parseFrom(data);
    } catch (com.google.protobuf.TextFormat.ParseException | com.google.protobuf.InvalidProtocolBufferException e) {
      throw new TranslateException("Graph export failed: a tensor_proto attribute does not hold a TensorProto");
    }
  }
}
