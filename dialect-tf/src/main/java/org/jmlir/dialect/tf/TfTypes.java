package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * The public way to get TensorFlow's {@code tf_type} types (TF's tensorflow/core/ir/types/types.def)
 * and to map between element types and their ref types. Every getter returns the context's
 * interned instance, so types compare with {@code ==}.
 */
public final class TfTypes {
  private TfTypes() {}

  /** The non-ref element types in TF's order. */
  public static final List<String> ELEMENT_NAMES = List.of("qint8", "qint16", "qint32", "quint8", "quint16", "string");

  /**
   * Ref type name for each non-ref type it refers to, keyed by the spelling of the referred type
   * (builtin spelling for builtin element types); TF's HANDLE_TF_REF_TYPE list, in its order.
   */
  private static final Map<String, String> REF_OF = new LinkedHashMap<>();

  static {
    String[][] pairs = {
      {"f32", "f32ref"}, {"f64", "f64ref"}, {"ui4", "uint4ref"}, {"i4", "int4ref"}, {"ui8", "uint8ref"},
      {"i8", "int8ref"}, {"ui16", "uint16ref"}, {"i16", "int16ref"}, {"ui32", "uint32ref"}, {"i32", "int32ref"},
      {"ui64", "uint64ref"}, {"i64", "int64ref"}, {"string", "stringref"}, {"i1", "boolref"}, {"quint8", "quint8ref"},
      {"qint8", "qint8ref"}, {"quint16", "quint16ref"}, {"qint16", "qint16ref"}, {"qint32", "qint32ref"},
      {"bf16", "bfloat16ref"}, {"complex<f32>", "complex64ref"}, {"complex<f64>", "complex128ref"},
      {"f16", "halfref"}, {"resource", "resourceref"}, {"f8E4M3FN", "float8e4m3fnref"},
      {"f8E5M2", "float8e5m2ref"}, {"f8E4M3FNUZ", "float8e4m3fnuzref"}, {"f8E5M2FNUZ", "float8e5m2fnuzref"},
      {"variant", "variantref"},
    };
    for (String[] p : pairs) {
      REF_OF.put(p[0], p[1]);
    }
  }

  /** Every ref type name ({@code f32ref}, ..., {@code variantref}). */
  public static final List<String> REF_NAMES = List.copyOf(REF_OF.values());

  /** The parameterless names the dialect parses: element types, ref types, {@code control}, {@code tensor}. */
  public static final Set<String> SIMPLE_NAMES;

  static {
    List<String> all = new ArrayList<>(ELEMENT_NAMES);
    all.addAll(REF_NAMES);
    all.add("control");
    all.add("tensor");
    SIMPLE_NAMES = Set.copyOf(all);
  }

  // ---- getters -------------------------------------------------------------------------------

  public static TfSimpleType string(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "string");
  }

  public static TfSimpleType qint8(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "qint8");
  }

  public static TfSimpleType qint16(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "qint16");
  }

  public static TfSimpleType qint32(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "qint32");
  }

  public static TfSimpleType quint8(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "quint8");
  }

  public static TfSimpleType quint16(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "quint16");
  }

  /** {@code !tf_type.control}: the control type of TF's graph (tfg) dialect. */
  public static TfSimpleType control(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "control");
  }

  /** {@code !tf_type.tensor}: TF's OpaqueTensorType. */
  public static TfSimpleType opaqueTensor(MLIRContext ctx) {
    return TfSimpleType.get(ctx, "tensor");
  }

  /** {@code !tf_type.resource} without subtypes. */
  public static TfTypeWithSubtypes resource(MLIRContext ctx) {
    return resource(ctx, List.of());
  }

  /** {@code !tf_type.resource<subtypes...>}; the subtypes are tensor types. */
  public static TfTypeWithSubtypes resource(MLIRContext ctx, List<? extends Type> subtypes) {
    return TfTypeWithSubtypes.get(ctx, TfTypeWithSubtypes.Kind.RESOURCE, subtypes);
  }

  /** {@code !tf_type.variant} without subtypes. */
  public static TfTypeWithSubtypes variant(MLIRContext ctx) {
    return variant(ctx, List.of());
  }

  /** {@code !tf_type.variant<subtypes...>}; the subtypes are tensor types. */
  public static TfTypeWithSubtypes variant(MLIRContext ctx, List<? extends Type> subtypes) {
    return TfTypeWithSubtypes.get(ctx, TfTypeWithSubtypes.Kind.VARIANT, subtypes);
  }

  /**
   * The parameterless type {@code !tf_type.<name>} ({@code "qint8"}, {@code "f32ref"}, ...), or
   * {@code resource}/{@code variant} without subtypes; null for an unknown name.
   */
  public static TfType byName(MLIRContext ctx, String name) {
    if (SIMPLE_NAMES.contains(name)) {
      return TfSimpleType.get(ctx, name);
    }
    return switch (name) {
      case "resource" -> resource(ctx);
      case "variant" -> variant(ctx);
      default -> null;
    };
  }

  // ---- ref types ------------------------------------------------------------------------------

  /** Whether {@code t} is one of the ref types. */
  public static boolean isRef(Type t) {
    return t instanceof TfSimpleType s && s.isRef();
  }

  /**
   * The ref type of {@code elementType} (the element type of a shaped type is taken), as TF's
   * TensorFlowRefType::get; null when TensorFlow has no ref type for it.
   */
  public static TfSimpleType ref(MLIRContext ctx, Type elementType) {
    if (elementType instanceof TensorType t) {
      elementType = t.elementType();
    }
    String key = switch (elementType) {
      case TfType tf -> tf.name();
      case IntegerType i when i.isSigned() -> null;
      default -> AttrTypeText.type(elementType);
    };
    String name = key == null ? null : REF_OF.get(key);
    return name == null ? null : TfSimpleType.get(ctx, name);
  }

  /** The type a ref type refers to ({@code !tf_type.f32ref} → {@code f32}); {@code t} itself when not a ref. */
  public static Type removeRef(MLIRContext ctx, Type t) {
    if (!isRef(t)) {
      return t;
    }
    String name = ((TfSimpleType) t).name();
    for (Map.Entry<String, String> e : REF_OF.entrySet()) {
      if (e.getValue().equals(name)) {
        return elementBySpelling(ctx, e.getKey());
      }
    }
    return t;
  }

  private static Type elementBySpelling(MLIRContext ctx, String s) {
    TfType tf = byName(ctx, s);
    if (tf != null) {
      return tf;
    }
    if (s.startsWith("complex<")) {
      return ComplexType.get(ctx, FloatType.get(ctx, FloatType.Kind.fromSpelling(s.substring(8, s.length() - 1))));
    }
    if (s.startsWith("ui")) {
      return IntegerType.get(ctx, Integer.parseInt(s.substring(2)), IntegerType.Signedness.UNSIGNED);
    }
    if (s.startsWith("i")) {
      return IntegerType.get(ctx, Integer.parseInt(s.substring(1)));
    }
    return FloatType.get(ctx, FloatType.Kind.fromSpelling(s));
  }

  // ---- parsing --------------------------------------------------------------------------------

  /**
   * Parses a {@code tf_type} type body (also used for the legacy {@code !tf.} spellings); reports
   * TF's wording for unknown names and bad subtypes.
   */
  static Type parse(DialectAsmParser p) {
    MLIRContext ctx = p.context();
    int nameLoc = p.currentOffset();
    String name = p.parseOptionalKeyword();
    if (name == null) {
      throw p.emitError(nameLoc, "unknown type in TF graph dialect: " + p.fullSpec());
    }
    if (SIMPLE_NAMES.contains(name)) {
      return TfSimpleType.get(ctx, name);
    }
    TfTypeWithSubtypes.Kind kind = switch (name) {
      case "resource" -> TfTypeWithSubtypes.Kind.RESOURCE;
      case "variant" -> TfTypeWithSubtypes.Kind.VARIANT;
      default -> throw p.emitError(nameLoc, "unknown type in TF graph dialect: " + name);
    };
    List<Type> subtypes = new ArrayList<>(1);
    if (p.parseOptionalLess()) {
      do {
        int at = p.currentOffset();
        Type t = p.parseType();
        if (!(t instanceof TensorType)) {
          throw p.emitError(at, "invalid subtype: " + AttrTypeText.type(t));
        }
        subtypes.add(t);
      } while (p.parseOptionalComma());
      p.parseGreater();
    }
    return TfTypeWithSubtypes.get(ctx, kind, subtypes);
  }
}
