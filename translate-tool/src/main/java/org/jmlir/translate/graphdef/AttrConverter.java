package org.jmlir.translate.graphdef;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.NameAttrList;
import org.jmlir.translate.proto.TensorProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * AttrValue to MLIR attributes (TensorFlow's ConvertAttributeValue): strings, i64, f32, bools, element
 * types, {@code #tf_type.shape<...>}, dense tensors, lists of each, and functions as
 * {@code #tf_type.func<@name, {...}>}. Function names go through {@code functionName}, which maps
 * a library function to its imported symbol (and queues it for import).
 */
final class AttrConverter {
  private final MLIRContext ctx;
  private final UnaryOperator<String> functionName;
  private final boolean splatted;

  AttrConverter(MLIRContext ctx, UnaryOperator<String> functionName, boolean splatted) {
    this.ctx = ctx;
    this.functionName = functionName;
    this.splatted = splatted;
  }

  Attribute convert(AttrValue v) throws TranslateException {
    return switch (v.getValueCase()) {
      case S -> string(v.getS());
      case I -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v.getI());
      case F -> FloatAttr.get(ctx, FloatType.f32(ctx), v.getF());
      case B -> IntegerAttr.bool(ctx, v.getB());
      case TYPE -> TypeAttr.get(ctx, type(v.getType()));
      case SHAPE -> shape(v.getShape());
      case TENSOR -> tensor(v.getTensor());
      case LIST -> list(v.getList());
      case FUNC -> func(v.getFunc());
      case PLACEHOLDER -> org.jmlir.dialect.tf.TfTextAttr.get(ctx, "placeholder<" + quoted(v.getPlaceholder()) + ">");
      case VALUE_NOT_SET -> UnitAttr.get(ctx);
    };
  }

  Attribute tensor(TensorProto t) throws TranslateException {
    return TensorConverter.convert(ctx, t, splatted);
  }

  StringAttr string(ByteString s) {
    byte[] b = s.toByteArray();
    return StringAttr.get(ctx, RawUtf8.decode(b, 0, b.length));
  }

  Type type(DataType dt) throws TranslateException {
    Type t = DataTypes.elementType(ctx, dt);
    if (t == null) {
      throw new TranslateException("Unsupported data type "
          + (dt == DataType.UNRECOGNIZED ? "(a number that is no TensorFlow DataType)" : dt.name()));
    }
    return t;
  }

  Attribute shape(TensorShapeProto s) {
    if (s.getUnknownRank()) {
      return org.jmlir.dialect.tf.TfShapeAttr.unranked(ctx);
    }
    long[] dims = new long[s.getDimCount()];
    for (int i = 0; i < dims.length; i++) {
      long d = s.getDim(i).getSize();
      dims[i] = d < 0 ? org.jmlir.ir.type.ShapedType.DYNAMIC : d;
    }
    return org.jmlir.dialect.tf.TfShapeAttr.get(ctx, dims);
  }

  /** {@code 10x?x3}, {@code *} for an unknown rank, empty for a scalar. */
  static String shapeText(TensorShapeProto s) {
    if (s.getUnknownRank()) {
      return "*";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.getDimCount(); i++) {
      if (i > 0) {
        sb.append('x');
      }
      long d = s.getDim(i).getSize();
      sb.append(d < 0 ? "?" : Long.toString(d));
    }
    return sb.toString();
  }

  private Attribute list(AttrValue.ListValue l) throws TranslateException {
    List<Attribute> out = new ArrayList<>();
    for (ByteString s : l.getSList()) {
      out.add(string(s));
    }
    for (long i : l.getIList()) {
      out.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), i));
    }
    for (float f : l.getFList()) {
      out.add(FloatAttr.get(ctx, FloatType.f32(ctx), f));
    }
    for (boolean b : l.getBList()) {
      out.add(IntegerAttr.bool(ctx, b));
    }
    for (DataType t : l.getTypeList()) {
      out.add(TypeAttr.get(ctx, type(t)));
    }
    for (TensorShapeProto s : l.getShapeList()) {
      out.add(shape(s));
    }
    for (TensorProto t : l.getTensorList()) {
      out.add(tensor(t));
    }
    for (NameAttrList f : l.getFuncList()) {
      out.add(SymbolRefAttr.get(ctx, functionName.apply(f.getName())));
    }
    return ArrayAttr.get(ctx, out);
  }

  Attribute func(NameAttrList f) throws TranslateException {
    return org.jmlir.dialect.tf.TfFuncAttr.get(ctx, functionName.apply(f.getName()), dictionary(f.getAttrMap()));
  }

  DictionaryAttr dictionary(Map<String, AttrValue> attrs) throws TranslateException {
    List<NamedAttribute> entries = new ArrayList<>();
    for (Map.Entry<String, AttrValue> e : new TreeMap<>(attrs).entrySet()) {
      entries.add(new NamedAttribute(e.getKey(), convert(e.getValue())));
    }
    return DictionaryAttr.get(ctx, entries);
  }

  private static String quoted(String s) {
    StringBuilder sb = new StringBuilder();
    AttrTypePrinter.printString(sb, s);
    return sb.toString();
  }
}
