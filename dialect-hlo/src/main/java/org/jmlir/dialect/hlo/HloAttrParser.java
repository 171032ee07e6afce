package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Parses the HLO dialects' attributes ({@code #ns<enum CASE>}, {@code #ns.dot<...>}, ...). */
final class HloAttrParser {
  private HloAttrParser() {}

  static Attribute parse(DialectAsmParser p, String ns) {
    MLIRContext ctx = p.context();
    int at = p.currentOffset();
    String mnemonic = p.parseOptionalKeyword();
    if (mnemonic == null) {
      throw p.emitError(at, "expected attribute name");
    }
    HloEnum e = HloEnum.byMnemonic(mnemonic);
    if (e != null) {
      boolean angles = p.parseOptionalLess();
      HloEnumAttr a = parseEnumCase(p, ns, e);
      if (angles) {
        p.parseGreater();
      }
      return a;
    }
    return switch (mnemonic) {
      case "dot" -> parseDot(p, ns);
      case "gather" -> parseGather(p, ns);
      case "scatter" -> parseScatter(p, ns);
      case "conv" -> parseConv(p, ns);
      case "dot_algorithm" -> parseDotAlgorithm(p, ns);
      case "channel_handle" -> parseChannelHandle(p, ns);
      case "output_operand_alias" -> parseOutputOperandAlias(p, ns);
      case "replica_group_mesh_axes" -> parseReplicaGroupMeshAxes(p, ns);
      case "result_accuracy" -> parseResultAccuracy(p, ns);
      case "bounds" -> {
        p.parseLess();
        List<Long> bounds = new ArrayList<>();
        if (!p.parseOptionalGreater()) {
          do {
            bounds.add(dimSize(p));
          } while (p.parseOptionalComma());
          p.parseGreater();
        }
        yield TypeExtensionsAttr.get(ctx, ns, toArray(bounds));
      }
      case "type_extensions" -> {
        p.parseLess();
        p.parseKeyword("bounds");
        p.parseEqual();
        long[] b = dimSizes(p);
        p.parseGreater();
        yield TypeExtensionsAttr.get(ctx, ns, b);
      }
      default -> throw p.emitError(at, "unknown " + ns + " attribute: " + mnemonic);
    };
  }

  /** One case keyword of enum {@code e}, with MLIR's error for another word. */
  static HloEnumAttr parseEnumCase(AsmParser p, String ns, HloEnum e) {
    int at = p.currentOffset();
    String c = p.parseOptionalKeywordOrString();
    HloEnumAttr a = c == null || !e.cases(ns).contains(c) ? null : HloEnumAttr.get(p.context(), ns, e, c);
    if (a == null) {
      throw p.emitError(
          at,
          "expected " + enumTypeName(ns, e) + " to be one of: " + String.join(", ", e.cases(ns)));
    }
    return a;
  }

  /** The C++ enum class name upstream's parse error uses ({@code ::mlir::stablehlo::ComparisonDirection}). */
  private static String enumTypeName(String ns, HloEnum e) {
    StringBuilder sb = new StringBuilder("::mlir::" + ns + "::");
    for (String part : e.mnemonic().split("_")) {
      sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
    }
    return sb.toString();
  }

  /** {@code ?} or an integer. */
  static long dimSize(AsmParser p) {
    if (p.parseOptionalQuestion()) {
      return ShapedType.DYNAMIC;
    }
    return p.parseInteger().longValue();
  }

  /** {@code [1, ?, 3]}. */
  static long[] dimSizes(AsmParser p) {
    List<Long> out = new ArrayList<>();
    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> out.add(dimSize(p)), "");
    return toArray(out);
  }

  /** {@code [1, 2]} of integers. */
  static long[] ints(AsmParser p) {
    List<Long> out = new ArrayList<>();
    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> out.add(p.parseInteger().longValue()), "");
    return toArray(out);
  }

  static long[] toArray(List<Long> values) {
    long[] a = new long[values.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = values.get(i);
    }
    return a;
  }

  /** A field parser of a struct attribute. */
  @FunctionalInterface
  private interface Field {
    void parse();
  }

  /**
   * StableHLO's parseStruct: {@code name = value} fields in any order, each at most once, separated
   * by commas, up to {@code >} (the {@code <} already read).
   */
  private static void struct(AsmParser p, String what, List<String> names, List<Field> fields) {
    try {
      structFields(p, names, fields);
    } catch (ParseException e) {
      // As StableHLO's attribute parsers: the struct's own error, then what failed.
      throw p.emitError(p.currentOffset(), "failed parsing " + what + " attribute");
    }
  }

  private static void structFields(AsmParser p, List<String> names, List<Field> fields) {
    boolean[] seen = new boolean[names.size()];
    while (!p.parseOptionalGreater()) {
      int at = p.currentOffset();
      String kw = p.parseOptionalKeyword();
      int i = kw == null ? -1 : names.indexOf(kw);
      if (i < 0) {
        StringBuilder msg = new StringBuilder("expected one of: ");
        for (int j = 0; j < names.size(); j++) {
          msg.append(j > 0 ? ", " : "").append('`').append(names.get(j)).append('`');
        }
        throw p.emitError(at, msg.toString());
      }
      if (seen[i]) {
        throw p.emitError(p.currentOffset(), "duplicated `" + kw + "` entry");
      }
      seen[i] = true;
      p.parseEqual();
      fields.get(i).parse();
      if (!p.parseOptionalComma()) {
        p.parseGreater();
        return;
      }
    }
  }

  private static Attribute parseDot(AsmParser p, String ns) {
    p.parseLess();
    long[][] v = {new long[0], new long[0], new long[0], new long[0]};
    struct(
        p,
        "dot dimension numbers",
        List.of("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions"),
        List.of(() -> v[0] = ints(p), () -> v[1] = ints(p), () -> v[2] = ints(p), () -> v[3] = ints(p)));
    return DotDimensionNumbersAttr.get(p.context(), ns, v[0], v[1], v[2], v[3]);
  }

  private static Attribute parseGather(AsmParser p, String ns) {
    long[][] v = parseIndexStruct(
        p,
        "gather dimension numbers",
        List.of("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims", "start_index_map", "index_vector_dim"));
    return GatherDimensionNumbersAttr.get(p.context(), ns, v[0], v[1], v[2], v[3], v[4], v[5][0]);
  }

  private static Attribute parseScatter(AsmParser p, String ns) {
    long[][] v = parseIndexStruct(
        p,
        "scatter dimension numbers",
        List.of(
            "update_window_dims",
            "inserted_window_dims",
            "input_batching_dims",
            "scatter_indices_batching_dims",
            "scatter_dims_to_operand_dims",
            "index_vector_dim"));
    return ScatterDimensionNumbersAttr.get(p.context(), ns, v[0], v[1], v[2], v[3], v[4], v[5][0]);
  }

  /** {@code <five index lists and index_vector_dim>} (gather's and scatter's shape); the last entry holds the number. */
  private static long[][] parseIndexStruct(AsmParser p, String what, List<String> names) {
    p.parseLess();
    long[][] v = {new long[0], new long[0], new long[0], new long[0], new long[0], new long[1]};
    List<Field> fields = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      int k = i;
      fields.add(() -> v[k] = ints(p));
    }
    fields.add(() -> v[5][0] = p.parseInteger().longValue());
    struct(p, what, names, fields);
    return v;
  }

  private static Attribute parseConv(AsmParser p, String ns) {
    p.parseLess();
    if (p.parseOptionalKeyword("raw")) {
      long[] n = new long[6];
      long[][] s = {new long[0], new long[0], new long[0]};
      struct(
          p,
          "convolution dimension numbers",
          List.of(
              "input_batch_dimension",
              "input_feature_dimension",
              "input_spatial_dimensions",
              "kernel_input_feature_dimension",
              "kernel_output_feature_dimension",
              "kernel_spatial_dimensions",
              "output_batch_dimension",
              "output_feature_dimension",
              "output_spatial_dimensions"),
          List.of(
              () -> n[0] = p.parseInteger().longValue(),
              () -> n[1] = p.parseInteger().longValue(),
              () -> s[0] = ints(p),
              () -> n[2] = p.parseInteger().longValue(),
              () -> n[3] = p.parseInteger().longValue(),
              () -> s[1] = ints(p),
              () -> n[4] = p.parseInteger().longValue(),
              () -> n[5] = p.parseInteger().longValue(),
              () -> s[2] = ints(p)));
      return ConvDimensionNumbersAttr.get(p.context(), ns, n[0], n[1], s[0], n[2], n[3], s[1], n[4], n[5], s[2]);
    }
    ConvDimensionNumbersAttr a = ConvLayout.parse(p, ns);
    p.parseGreater();
    return a;
  }

  private static Attribute parseDotAlgorithm(AsmParser p, String ns) {
    p.parseLess();
    return parseDotAlgorithmParams(p, ns);
  }

  /** The fields of a dot algorithm after its {@code <}, through {@code >} (all required, in order). */
  static DotAlgorithmAttr parseDotAlgorithmParams(AsmParser p, String ns) {
    int start = p.currentOffset();
    p.parseKeyword("lhs_precision_type");
    p.parseEqual();
    Type lhs = p.parseType();
    p.parseComma();
    p.parseKeyword("rhs_precision_type");
    p.parseEqual();
    Type rhs = p.parseType();
    p.parseComma();
    p.parseKeyword("accumulation_type");
    p.parseEqual();
    Type acc = p.parseType();
    p.parseComma();
    p.parseKeyword("lhs_component_count");
    p.parseEqual();
    long lc = p.parseInteger().longValue();
    p.parseComma();
    p.parseKeyword("rhs_component_count");
    p.parseEqual();
    long rc = p.parseInteger().longValue();
    p.parseComma();
    p.parseKeyword("num_primitive_operations");
    p.parseEqual();
    long ops = p.parseInteger().longValue();
    p.parseComma();
    p.parseKeyword("allow_imprecise_accumulation");
    p.parseEqual();
    int at = p.currentOffset();
    String b = p.parseKeyword();
    if (!b.equals("true") && !b.equals("false")) {
      throw p.emitError(at, "expected 'true' or 'false'");
    }
    p.parseGreater();
    // DotAlgorithmAttr::verify (the table of algorithms hardware supports is not checked).
    if (lc < 1) {
      throw p.emitError(start, "lhs component count must be positive");
    }
    if (rc < 1) {
      throw p.emitError(start, "rhs component count must be positive");
    }
    if (ops < 1) {
      throw p.emitError(start, "num primitive operations must be positive");
    }
    boolean imprecise = b.equals("true");
    if (!knownDotAlgorithm(AttrTypeText.type(lhs), AttrTypeText.type(rhs), AttrTypeText.type(acc), lc, rc, ops, imprecise)) {
      throw p.emitError(
          start,
          "dot algorithm not known to be supported on any hardware: {lhs:" + AttrTypeText.type(lhs) + ", rhs:" + AttrTypeText.type(rhs)
              + ", accum:" + AttrTypeText.type(acc) + ", lhs_components:" + lc + ", rhs_components:" + rc + ", primitive_ops:" + ops
              + ", imprecise:" + (imprecise ? 1 : 0) + "}");
    }
    return DotAlgorithmAttr.get(p.context(), ns, lhs, rhs, acc, lc, rc, ops, b.equals("true"));
  }

  private static final List<String> F8_TYPES = List.of("f8E3M4", "f8E4M3", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2FNUZ");

  /** The algorithms StableHLO knows some hardware supports (getKnownDotAlgorithm), by type spelling. */
  private static final Set<String> KNOWN_DOT_ALGORITHMS =
      Set.of(
          "f16 f16 f16 1", "f16 f16 f32 1", "bf16 bf16 bf16 1", "bf16 bf16 f32 1", "bf16 bf16 f32 3", "bf16 bf16 f32 6", "bf16 bf16 f32 9",
          "tf32 tf32 f32 1", "tf32 tf32 f32 3", "f32 f32 f32 1", "f64 f64 f64 1");

  private static boolean knownDotAlgorithm(String lhs, String rhs, String acc, long lc, long rc, long ops, boolean imprecise) {
    if (lc != 1 || rc != 1) {
      return false;
    }
    if (F8_TYPES.contains(lhs) && F8_TYPES.contains(rhs) && acc.equals("f32") && ops == 1) {
      return true;
    }
    return !imprecise && KNOWN_DOT_ALGORITHMS.contains(lhs + " " + rhs + " " + acc + " " + ops);
  }

  private static Attribute parseChannelHandle(AsmParser p, String ns) {
    p.parseLess();
    p.parseKeyword("handle");
    p.parseEqual();
    long h = p.parseInteger().longValue();
    p.parseComma();
    p.parseKeyword("type");
    p.parseEqual();
    long t = p.parseInteger().longValue();
    p.parseGreater();
    return ChannelHandleAttr.get(p.context(), ns, h, t);
  }

  private static Attribute parseReplicaGroupMeshAxes(AsmParser p, String ns) {
    p.parseLess();
    p.parseKeyword("mesh");
    p.parseEqual();
    int at = p.currentOffset();
    Attribute mesh = p.parseAttribute(null);
    if (!(mesh instanceof SymbolRefAttr ref) || !ref.isFlat()) {
      throw p.emitError(at, "mesh must be a FlatSymbolRefAttr or MeshAttr");
    }
    p.parseComma();
    p.parseKeyword("axes");
    p.parseEqual();
    at = p.currentOffset();
    if (!(p.parseAttribute(null) instanceof ArrayAttr axes)) {
      throw p.emitError(at, "expected an array of axes");
    }
    p.parseGreater();
    return ReplicaGroupMeshAxesAttr.get(p.context(), ns, mesh, axes);
  }

  private static Attribute parseOutputOperandAlias(AsmParser p, String ns) {
    p.parseLess();
    p.parseKeyword("output_tuple_indices");
    p.parseEqual();
    long[] out = ints(p);
    p.parseComma();
    p.parseKeyword("operand_index");
    p.parseEqual();
    long idx = p.parseInteger().longValue();
    p.parseComma();
    p.parseKeyword("operand_tuple_indices");
    p.parseEqual();
    long[] opnd = ints(p);
    p.parseGreater();
    return OutputOperandAliasAttr.get(p.context(), ns, out, idx, opnd);
  }

  private static Attribute parseResultAccuracy(AsmParser p, String ns) {
    p.parseLess();
    double atol = 0;
    double rtol = 0;
    long ulps = 0;
    if (p.parseOptionalKeyword("atol")) {
      p.parseEqual();
      atol = p.parseFloat();
      p.parseComma();
    }
    if (p.parseOptionalKeyword("rtol")) {
      p.parseEqual();
      rtol = p.parseFloat();
      p.parseComma();
    }
    if (p.parseOptionalKeyword("ulps")) {
      p.parseEqual();
      ulps = p.parseInteger().longValue();
      p.parseComma();
    }
    p.parseKeyword("mode");
    p.parseEqual();
    int at = p.currentOffset();
    Attribute mode = p.parseAttribute(null);
    if (!(mode instanceof HloEnumAttr m) || m.kind() != HloEnum.RESULT_ACCURACY_MODE) {
      throw p.emitError(at, "invalid kind of attribute specified");
    }
    p.parseGreater();
    return ResultAccuracyAttr.get(p.context(), ns, atol, rtol, ulps, m);
  }
}
