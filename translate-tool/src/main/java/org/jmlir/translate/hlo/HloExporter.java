package org.jmlir.translate.hlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;

/**
 * Writes a module of mhlo (or StableHLO) ops as XLA's HLO text (xla-translate
 * -mlir-hlo-to-hlo-text, hlo-translate -mlir-to-hlo): {@code @main} becomes the ENTRY computation,
 * other functions and op regions become computations, instructions are named
 * {@code opcode.N} with one counter for the module, as XLA's exporter names them. The ops the
 * importer reads are written back, so HLO text round-trips through MLIR.
 */
final class HloExporter {
  private final boolean printLayouts;
  private int nextId = 1;
  private final List<String> computations = new ArrayList<>();
  private final Map<Operation, String> functionNames = new HashMap<>();
  private final Map<Operation, String> asyncStarts = new HashMap<>();
  private final Map<Operation, String> asyncShapes = new HashMap<>();
  private final Operation module;

  HloExporter(Operation module, boolean printLayouts) {
    this.module = module;
    this.printLayouts = printLayouts;
  }

  /** The module's HLO text; throws {@link IllegalArgumentException} with a message for an op XLA has no form for. */
  String export() {
    Operation main = SymbolTable.lookupSymbolIn(module, "main");
    if (main == null || !main.name().equals("func.func")) {
      throw new IllegalArgumentException("the module has no func.func @main to export as the entry computation");
    }
    function(main, true);
    StringBuilder out = new StringBuilder("HloModule ");
    Attribute name = module.attr("sym_name");
    out.append(name instanceof StringAttr s ? s.value() : "main");
    out.append(", entry_computation_layout={").append(entryLayout(main)).append("}\n\n");
    for (String c : computations) {
      out.append(c).append('\n');
    }
    return out.toString();
  }

  private String entryLayout(Operation main) {
    org.jmlir.ir.type.FunctionType ft =
        (org.jmlir.ir.type.FunctionType) ((org.jmlir.ir.attr.TypeAttr) main.attr("function_type")).value();
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < ft.inputs().size(); i++) {
      sb.append(i > 0 ? ", " : "").append(shape(ft.inputs().get(i), true));
    }
    sb.append(")->");
    sb.append(ft.results().size() == 1 ? shape(ft.results().get(0), true) : shape(TupleType.get(main.context(), ft.results()), true));
    return sb.toString();
  }

  // ---- shapes -------------------------------------------------------------------------------

  static String elementType(Type e) {
    if (e instanceof IntegerType it) {
      if (it.width() == 1) {
        return "pred";
      }
      return (it.isUnsigned() ? "u" : "s") + it.width();
    }
    if (e instanceof FloatType f) {
      return switch (f.kind()) {
        case F16 -> "f16";
        case F32 -> "f32";
        case F64 -> "f64";
        case BF16 -> "bf16";
        default -> f.kind().spelling().toLowerCase();
      };
    }
    if (e instanceof ComplexType c) {
      return c.elementType() instanceof FloatType f && f.kind() == FloatType.Kind.F64 ? "c128" : "c64";
    }
    throw new IllegalArgumentException("element type " + e + " has no XLA primitive type");
  }

  String shape(Type t, boolean withLayout) {
    if (t instanceof TupleType tt) {
      StringBuilder sb = new StringBuilder("(");
      for (int i = 0; i < tt.types().size(); i++) {
        sb.append(i > 0 ? ", " : "").append(shape(tt.types().get(i), withLayout));
      }
      return sb.append(')').toString();
    }
    if (t instanceof TokenType) {
      return "token[]";
    }
    if (!(t instanceof RankedTensorType r)) {
      throw new IllegalArgumentException("type " + t + " has no XLA shape (unranked tensors are not supported)");
    }
    long[] bounds = r.encoding() instanceof TypeExtensionsAttr x ? x.bounds() : null;
    StringBuilder sb = new StringBuilder(elementType(r.elementType())).append('[');
    for (int i = 0; i < r.rank(); i++) {
      sb.append(i > 0 ? "," : "");
      long d = r.shape()[i];
      if (d == ShapedType.DYNAMIC) {
        sb.append(bounds != null && bounds[i] != ShapedType.DYNAMIC ? "<=" + bounds[i] : "?");
      } else {
        sb.append(d);
      }
    }
    sb.append(']');
    if (withLayout && r.rank() > 0) {
      sb.append('{');
      for (int i = 0; i < r.rank(); i++) {
        sb.append(i > 0 ? "," : "").append(r.rank() - 1 - i);
      }
      sb.append('}');
    }
    return sb.toString();
  }

  // ---- computations -------------------------------------------------------------------------

  /** One computation being written: its instruction lines and the names of its values. */
  private final class Comp {
    final List<String> lines = new ArrayList<>();
    final Map<Value, String> names = new HashMap<>();
    final List<String> pending = new ArrayList<>();

    String operand(Value v) {
      String n = names.get(v);
      if (n == null) {
        throw new IllegalArgumentException("value used before it is defined in the exported computation");
      }
      return shape(v.type(), printLayouts) + " %" + n;
    }

    /** {@code %name = shape opcode(text)}: for constant literals. */
    String emitText(String opcode, Type type, String text) {
      String name = opcode + "." + nextId++;
      lines.add("  %" + name + " = " + shape(type, printLayouts) + " " + opcode + "(" + text + ")");
      return name;
    }

    String emit(String opcode, Type type, List<Value> operands, String attrs, boolean root) {
      String name = opcode + "." + nextId++;
      StringBuilder sb = new StringBuilder("  ");
      if (root) {
        sb.append("ROOT ");
      }
      sb.append('%').append(name).append(" = ").append(shape(type, printLayouts)).append(' ').append(opcode).append('(');
      for (int i = 0; i < operands.size(); i++) {
        sb.append(i > 0 ? ", " : "").append(operand(operands.get(i)));
      }
      sb.append(')').append(attrs);
      lines.add(sb.toString());
      return name;
    }
  }

  private String function(Operation fn, boolean isEntry) {
    String existing = functionNames.get(fn);
    if (existing != null) {
      return existing;
    }
    String base = isEntry ? "main" : SymbolTable.symbolName(fn);
    // Reserve the name before the body (recursion is not valid HLO, but calls may nest).
    functionNames.put(fn, base);
    String name = computation(fn.region(0), base, isEntry, true);
    functionNames.put(fn, name);
    return name;
  }

  /** Writes a region as a computation; returns its name. */
  private String computation(Region region, String base, boolean isEntry, boolean isFunction) {
    return computation(region, base, isEntry, List.of());
  }

  /**
   * Writes a region as a computation; with {@code captures} (values the region reads from outside,
   * as mhlo.if/case branches do) its one parameter is the tuple of those values.
   */
  private String computation(Region region, String base, boolean isEntry, List<Value> captures) {
    Block block = region.front();
    Comp c = new Comp();
    List<String> params = new ArrayList<>();
    if (!captures.isEmpty()) {
      TupleType tt = tupleOf(captures);
      String n = "Arg_0." + nextId++;
      params.add(n + ": " + shape(tt, printLayouts));
      c.lines.add("  %" + n + " = " + shape(tt, printLayouts) + " parameter(0)");
      for (int i = 0; i < captures.size(); i++) {
        String gte = "get-tuple-element." + nextId++;
        c.lines.add("  %" + gte + " = " + shape(captures.get(i).type(), printLayouts) + " get-tuple-element("
            + shape(tt, printLayouts) + " %" + n + "), index=" + i);
        c.names.put(captures.get(i), gte);
      }
    }
    for (int i = 0; i < block.numArguments(); i++) {
      Value arg = block.argument(i);
      String n = "Arg_" + i + "." + nextId++;
      c.names.put(arg, n);
      params.add(n + ": " + shape(arg.type(), printLayouts));
      c.lines.add("  %" + n + " = " + shape(arg.type(), printLayouts) + " parameter(" + i + ")" + argSharding(region, i));
    }
    String rootShape = null;
    for (Operation op : block.operations()) {
      if (op.hasTrait(org.jmlir.ir.Trait.TERMINATOR)) {
        List<Value> results = op.operands();
        if (results.size() == 1) {
          rootShape = shape(results.get(0).type(), printLayouts);
          markRoot(c, results.get(0));
        } else {
          List<Type> types = new ArrayList<>();
          for (Value v : results) {
            types.add(v.type());
          }
          TupleType tt = TupleType.get(module.context(), types);
          c.emit("tuple", tt, results, "", true);
          rootShape = shape(tt, printLayouts);
        }
        break;
      }
      instruction(c, op);
      appendShardingAndFrontendAttributes(c, op);
    }
    String name = base + "." + nextId++;
    StringBuilder sb = new StringBuilder();
    if (isEntry) {
      sb.append("ENTRY ");
    }
    sb.append('%').append(name).append(" (").append(String.join(", ", params)).append(") -> ").append(rootShape).append(" {\n");
    for (String line : c.lines) {
      sb.append(line).append('\n');
    }
    sb.append("}\n");
    computations.add(sb.toString());
    return name;
  }

  /**
   * An op's {@code mhlo.sharding} string and {@code mhlo.frontend_attributes} dictionary go back on
   * the instruction that defines its first result, as XLA's exporter writes them.
   */
  private static void appendShardingAndFrontendAttributes(Comp c, Operation op) {
    Attribute sharding = op.attr("mhlo.sharding");
    Attribute frontend = op.attr("mhlo.frontend_attributes");
    if ((sharding == null && frontend == null) || op.numResults() == 0) {
      return;
    }
    String n = c.names.get(op.result(0));
    for (int i = c.lines.size() - 1; n != null && i >= 0; i--) {
      String line = c.lines.get(i);
      if (line.startsWith("  %" + n + " = ")) {
        StringBuilder sb = new StringBuilder(line);
        if (sharding instanceof StringAttr s) {
          sb.append(", sharding=").append(s.value());
        }
        if (frontend instanceof DictionaryAttr d) {
          sb.append(", frontend_attributes={");
          boolean first = true;
          for (NamedAttribute e : d.entries()) {
            if (e.value() instanceof StringAttr v) {
              sb.append(first ? "" : ",").append(e.name()).append("=\"")
                  .append(v.value().replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
              first = false;
            }
          }
          sb.append('}');
        }
        c.lines.set(i, sb.toString());
        return;
      }
    }
  }

  /** A function argument's {@code mhlo.sharding} as the parameter's {@code , sharding=...}; empty if none. */
  private static String argSharding(Region region, int i) {
    Operation fn = region.parentOp();
    if (fn != null && fn.name().equals("func.func") && fn.attr("arg_attrs") instanceof ArrayAttr a
        && i < a.size() && a.get(i) instanceof DictionaryAttr d && d.get("mhlo.sharding") instanceof StringAttr s) {
      return ", sharding=" + s.value();
    }
    return "";
  }

  /** Marks the instruction defining {@code v} as the ROOT (a parameter is copied into one). */
  private void markRoot(Comp c, Value v) {
    String n = c.names.get(v);
    for (int i = c.lines.size() - 1; i >= 0; i--) {
      String line = c.lines.get(i);
      if (line.startsWith("  %" + n + " = ") && !line.contains(" parameter(")) {
        c.lines.set(i, "  ROOT " + line.substring(2));
        return;
      }
    }
    c.emit("copy", v.type(), List.of(v), "", true);
  }

  private static String mnemonic(Operation op) {
    String n = op.name();
    return n.substring(n.indexOf('.') + 1);
  }

  /** convolution's window, dim_labels and group counts in XLA's text form. */
  private static String convolution(Operation op) {
    org.jmlir.dialect.hlo.ConvDimensionNumbersAttr d = (org.jmlir.dialect.hlo.ConvDimensionNumbersAttr) op.attr("dimension_numbers");
    int n = d.inputSpatialDimensions().length;
    long[] kernelShape = ((ShapedType) op.operand(1).type()).shape();
    StringBuilder w = new StringBuilder("size=");
    for (int i = 0; i < n; i++) {
      w.append(i > 0 ? "x" : "").append(kernelShape[(int) d.kernelSpatialDimensions()[i]]);
    }
    appendWindow(w, "stride", dims(op.attr("window_strides")), 1);
    appendPadding(w, op.attr("padding"));
    appendWindow(w, "lhs_dilate", dims(op.attr("lhs_dilation")), 1);
    appendWindow(w, "rhs_dilate", dims(op.attr("rhs_dilation")), 1);
    StringBuilder sb = new StringBuilder(", window={").append(w).append("}, dim_labels=");
    sb.append(labels(d.inputBatchDimension(), d.inputFeatureDimension(), d.inputSpatialDimensions(), 'b', 'f')).append('_')
        .append(labels(d.kernelInputFeatureDimension(), d.kernelOutputFeatureDimension(), d.kernelSpatialDimensions(), 'i', 'o'))
        .append("->")
        .append(labels(d.outputBatchDimension(), d.outputFeatureDimension(), d.outputSpatialDimensions(), 'b', 'f'));
    long features = i64(op, "feature_group_count");
    long batches = i64(op, "batch_group_count");
    if (features != 1) {
      sb.append(", feature_group_count=").append(features);
    }
    if (batches != 1) {
      sb.append(", batch_group_count=").append(batches);
    }
    return sb.toString();
  }

  /** A float as absl::StrCat prints one (C's {@code %g}: six significant digits, no trailing zeros). */
  static String sixDigits(double v) {
    if (v == 0 || Double.isNaN(v) || Double.isInfinite(v)) {
      return v == 0 ? (1 / v < 0 ? "-0" : "0") : Double.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
    }
    java.math.BigDecimal d = new java.math.BigDecimal(v).round(new java.math.MathContext(6));
    int exp = d.precision() - d.scale() - 1;
    if (exp < -4 || exp >= 6) {
      java.math.BigDecimal mantissa = d.movePointLeft(exp).stripTrailingZeros();
      return mantissa.toPlainString() + "e" + (exp < 0 ? "-" : "+") + String.format("%02d", Math.abs(exp));
    }
    return d.stripTrailingZeros().toPlainString();
  }

  /** A window's {@code pad=lo_hixlo_hi}, printed when any padding is not zero. */
  private static void appendPadding(StringBuilder w, Attribute padding) {
    if (padding instanceof DenseIntOrFPElementsAttr pad && pad.numElements() > 0) {
      boolean any = false;
      StringBuilder p = new StringBuilder(" pad=");
      for (int i = 0; i < pad.numElements() / 2; i++) {
        long lo = ConstFold.element(pad, 2 * i).longValue();
        long hi = ConstFold.element(pad, 2 * i + 1).longValue();
        any |= lo != 0 || hi != 0;
        p.append(i > 0 ? "x" : "").append(lo).append('_').append(hi);
      }
      if (any) {
        w.append(p);
      }
    }
  }

  private static void appendWindow(StringBuilder w, String key, long[] values, long dflt) {
    if (values == null || values.length == 0) {
      return;
    }
    boolean any = false;
    for (long v : values) {
      any |= v != dflt;
    }
    if (!any) {
      return;
    }
    w.append(' ').append(key).append('=');
    for (int i = 0; i < values.length; i++) {
      w.append(i > 0 ? "x" : "").append(values[i]);
    }
  }

  private static String labels(long first, long second, long[] spatial, char a, char b) {
    char[] out = new char[spatial.length + 2];
    out[(int) first] = a;
    out[(int) second] = b;
    for (int i = 0; i < spatial.length; i++) {
      out[(int) spatial[i]] = (char) ('0' + i);
    }
    return new String(out);
  }

  private static boolean isTrue(Attribute a) {
    return a instanceof org.jmlir.ir.attr.IntegerAttr b && b.value().signum() != 0;
  }

  /** A dense i64 matrix of device ids as HLO's {@code {{0,1},{2,3}}} (-1 padding dropped). */
  private static String groups(org.jmlir.ir.attr.Attribute a) {
    StringBuilder sb = new StringBuilder("{");
    if (a instanceof DenseIntOrFPElementsAttr groups && groups.type() instanceof org.jmlir.ir.type.RankedTensorType gt && gt.rank() == 2) {
      long rows = gt.shape()[0];
      long cols = gt.shape()[1];
      for (long g = 0; g < rows; g++) {
        sb.append(g > 0 ? "," : "").append('{');
        boolean first = true;
        for (long k = 0; k < cols; k++) {
          long id = ConstFold.element(groups, g * cols + k).longValue();
          if (id >= 0) {
            sb.append(first ? "" : ",").append(id);
            first = false;
          }
        }
        sb.append('}');
      }
    }
    return sb.append('}').toString();
  }

  private static String list(long[] v) {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < v.length; i++) {
      sb.append(i > 0 ? "," : "").append(v[i]);
    }
    return sb.append('}').toString();
  }

  private static long[] dims(Attribute a) {
    if (a instanceof DenseArrayAttr d) {
      long[] out = new long[d.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = d.bigValue(i).longValue();
      }
      return out;
    }
    if (a instanceof DenseIntOrFPElementsAttr d) {
      long[] out = new long[(int) d.numElements()];
      for (int i = 0; i < out.length; i++) {
        out[i] = ConstFold.element(d, i).longValue();
      }
      return out;
    }
    return new long[0];
  }

  private static long i64(Operation op, String name) {
    return op.attr(name) instanceof IntegerAttr i ? i.value().longValue() : 0;
  }

  private void define(Comp c, Operation op, String name) {
    c.names.put(op.result(0), name);
  }

  private String region(Operation op, int i) {
    return computation(op.region(i), "region_" + i, false, false);
  }

  private void instruction(Comp c, Operation op) {
    if (!(op.name().startsWith("mhlo.") || op.name().startsWith("stablehlo.") || op.name().equals("func.call"))) {
      throw new HloExportException(op, "'" + op.name() + "' has no HLO instruction to export to");
    }
    String m = mnemonic(op);
    List<Value> ops = op.operands();
    Type t = op.numResults() == 1 ? op.result(0).type() : null;
    String unary = HloOpcodes.reverse(m);
    if (unary != null && op.numResults() == 1) {
      define(c, op, c.emit(unary, t, ops, "", false));
      return;
    }
    switch (op.name().equals("func.call") ? "call" : m) {
      case "constant" -> {
        if (onlyRngShape(op)) {
          return; // rng's shape is its result shape in HLO: the operand has no instruction
        }
        if (!(op.attr("value") instanceof DenseIntOrFPElementsAttr d)) {
          throw new HloExportException(op, "this constant's value has no HLO literal form");
        }
        define(c, op, c.emitText("constant", t, literal(d)));
      }
      case "compare" -> {
        String dir = ((HloEnumAttr) op.attr("comparison_direction")).value();
        String type = op.attr("compare_type") instanceof HloEnumAttr e && !e.value().equals("NOTYPE") ? ", type=" + e.value() : "";
        define(c, op, c.emit("compare", t, ops, ", direction=" + dir + type, false));
      }
      case "select", "clamp", "reshape", "convert", "tuple", "dynamic_update_slice" ->
          define(c, op, c.emit(m.replace('_', '-'), t, ops, "", false));
      case "bitcast_convert" -> define(c, op, c.emit("bitcast-convert", t, ops, "", false));
      case "get_tuple_element" -> define(c, op, c.emit("get-tuple-element", t, ops, ", index=" + i64(op, "index"), false));
      case "iota" -> define(c, op, c.emit("iota", t, ops, ", iota_dimension=" + i64(op, "iota_dimension"), false));
      case "broadcast_in_dim" -> define(c, op, c.emit("broadcast", t, ops, ", dimensions=" + list(dims(op.attr("broadcast_dimensions"))), false));
      case "transpose" -> define(c, op, c.emit("transpose", t, ops, ", dimensions=" + list(dims(op.attr("permutation"))), false));
      case "reverse" -> define(c, op, c.emit("reverse", t, ops, ", dimensions=" + list(dims(op.attr("dimensions"))), false));
      case "concatenate" -> define(c, op, c.emit("concatenate", t, ops, ", dimensions={" + i64(op, "dimension") + "}", false));
      case "dynamic_reshape" -> {
        // HLO's dynamic-reshape takes one scalar per dimension: each sliced out of the shape operand.
        RankedTensorType shapeType = (RankedTensorType) ops.get(1).type();
        List<String> operands = new ArrayList<>(List.of(c.operand(ops.get(0))));
        String scalar = shape(RankedTensorType.get(op.context(), new long[0], shapeType.elementType()), printLayouts);
        String one = shape(RankedTensorType.get(op.context(), new long[] {1}, shapeType.elementType()), printLayouts);
        for (long i = 0; i < shapeType.shape()[0]; i++) {
          String slice = "slice." + nextId++;
          c.lines.add("  %" + slice + " = " + one + " slice(" + c.operand(ops.get(1)) + "), slice={[" + i + ":" + (i + 1) + "]}");
          String size = "reshape." + nextId++;
          c.lines.add("  %" + size + " = " + scalar + " reshape(" + one + " %" + slice + ")");
          operands.add(scalar + " %" + size);
        }
        String name = "dynamic-reshape." + nextId++;
        c.lines.add("  %" + name + " = " + shape(t, printLayouts) + " dynamic-reshape(" + String.join(", ", operands) + ")");
        define(c, op, name);
      }
      case "get_dimension_size" -> define(c, op, c.emit("get-dimension-size", t, ops, ", dimensions={" + i64(op, "dimension") + "}", false));
      case "slice" -> {
        long[] s = dims(op.attr("start_indices"));
        long[] l = dims(op.attr("limit_indices"));
        long[] st = dims(op.attr("strides"));
        StringBuilder sb = new StringBuilder(", slice={");
        for (int i = 0; i < s.length; i++) {
          sb.append(i > 0 ? ", " : "").append('[').append(s[i]).append(':').append(l[i]);
          if (st[i] != 1) {
            sb.append(':').append(st[i]);
          }
          sb.append(']');
        }
        define(c, op, c.emit("slice", t, ops, sb.append('}').toString(), false));
      }
      case "dynamic_slice" -> define(c, op, c.emit("dynamic-slice", t, ops, ", dynamic_slice_sizes=" + list(dims(op.attr("slice_sizes"))), false));
      case "pad" -> {
        long[] lo = dims(op.attr("edge_padding_low"));
        long[] hi = dims(op.attr("edge_padding_high"));
        long[] in = dims(op.attr("interior_padding"));
        StringBuilder sb = new StringBuilder(", padding=");
        for (int i = 0; i < lo.length; i++) {
          sb.append(i > 0 ? "x" : "").append(lo[i]).append('_').append(hi[i]);
          if (in[i] != 0) {
            sb.append('_').append(in[i]);
          }
        }
        define(c, op, c.emit("pad", t, ops, sb.toString(), false));
      }
      case "dot" -> define(c, op, c.emit("dot", t, ops, ", lhs_contracting_dims={" + (((ShapedType) ops.get(0).type()).rank() - 1)
          + "}, rhs_contracting_dims={0}" + precision(op), false));
      case "dot_general" -> {
        DotDimensionNumbersAttr dn = (DotDimensionNumbersAttr) op.attr("dot_dimension_numbers");
        StringBuilder sb = new StringBuilder();
        if (dn.lhsBatchingDimensions().length > 0) {
          sb.append(", lhs_batch_dims=").append(list(dn.lhsBatchingDimensions()));
        }
        sb.append(", lhs_contracting_dims=").append(list(dn.lhsContractingDimensions()));
        if (dn.rhsBatchingDimensions().length > 0) {
          sb.append(", rhs_batch_dims=").append(list(dn.rhsBatchingDimensions()));
        }
        sb.append(", rhs_contracting_dims=").append(list(dn.rhsContractingDimensions()));
        define(c, op, c.emit("dot", t, ops, sb + precision(op), false));
      }
      case "after_all", "create_token" -> define(c, op, c.emit("after-all", t, ops, "", false));
      case "reduce" -> {
        String body = region(op, 0);
        tupleResults(c, op, c.emit("reduce", resultType(op), ops, ", dimensions=" + list(dims(op.attr("dimensions"))) + ", to_apply=%" + body, false));
      }
      case "sort" -> {
        String cmp = region(op, 0);
        boolean stable = op.attr("is_stable") instanceof org.jmlir.ir.attr.IntegerAttr b && b.value().signum() != 0;
        tupleResults(c, op, c.emit("sort", resultType(op), ops, ", dimensions={" + i64(op, "dimension") + "}"
            + (stable ? ", is_stable=true" : "") + ", to_apply=%" + cmp, false));
      }
      case "gather" -> {
        org.jmlir.dialect.hlo.GatherDimensionNumbersAttr g =
            (org.jmlir.dialect.hlo.GatherDimensionNumbersAttr) op.attr("dimension_numbers");
        StringBuilder sb = new StringBuilder(", offset_dims=").append(list(g.offsetDims()))
            .append(", collapsed_slice_dims=").append(list(g.collapsedSliceDims()));
        if (g.operandBatchingDims().length > 0) {
          sb.append(", operand_batching_dims=").append(list(g.operandBatchingDims()))
              .append(", start_indices_batching_dims=").append(list(g.startIndicesBatchingDims()));
        }
        sb.append(", start_index_map=").append(list(g.startIndexMap()))
            .append(", index_vector_dim=").append(g.indexVectorDim())
            .append(", slice_sizes=").append(list(dims(op.attr("slice_sizes"))));
        if (op.attr("indices_are_sorted") instanceof org.jmlir.ir.attr.IntegerAttr b && b.value().signum() != 0) {
          sb.append(", indices_are_sorted=true");
        }
        define(c, op, c.emit("gather", t, ops, sb.toString(), false));
      }
      case "convolution" -> define(c, op, c.emit("convolution", t, ops, convolution(op), false));
      case "scatter" -> {
        String body = region(op, 0);
        org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr d =
            (org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr) op.attr("scatter_dimension_numbers");
        StringBuilder sb = new StringBuilder(", update_window_dims=").append(list(d.updateWindowDims()))
            .append(", inserted_window_dims=").append(list(d.insertedWindowDims()));
        if (d.inputBatchingDims().length > 0) {
          sb.append(", input_batching_dims=").append(list(d.inputBatchingDims()))
              .append(", scatter_indices_batching_dims=").append(list(d.scatterIndicesBatchingDims()));
        }
        sb.append(", scatter_dims_to_operand_dims=").append(list(d.scatterDimsToOperandDims()))
            .append(", index_vector_dim=").append(d.indexVectorDim());
        if (isTrue(op.attr("indices_are_sorted"))) {
          sb.append(", indices_are_sorted=true");
        }
        if (isTrue(op.attr("unique_indices"))) {
          sb.append(", unique_indices=true");
        }
        tupleResults(c, op, c.emit("scatter", resultType(op), ops, sb + ", to_apply=%" + body, false));
      }
      case "all_reduce", "reduce_scatter", "all_gather", "collective_broadcast" -> {
        StringBuilder sb = new StringBuilder();
        if (op.attr("channel_handle") instanceof org.jmlir.dialect.hlo.ChannelHandleAttr ch) {
          sb.append(", channel_id=").append(ch.handle());
        }
        sb.append(", replica_groups=").append(groups(op.attr("replica_groups")));
        String dimName = m.equals("all_gather") ? "all_gather_dim" : m.equals("reduce_scatter") ? "scatter_dimension" : null;
        if (dimName != null && op.attr(dimName) instanceof org.jmlir.ir.attr.IntegerAttr d) {
          sb.append(", dimensions={").append(d.value()).append('}');
        }
        if (op.attr("use_global_device_ids") != null) {
          sb.append(", use_global_device_ids=true");
        }
        boolean reduces = m.equals("all_reduce") || m.equals("reduce_scatter");
        if (reduces) {
          sb.append(", to_apply=%").append(region(op, 0));
        }
        tupleResults(c, op, c.emit(m.replace('_', '-'), resultType(op), ops, sb.toString(), false));
      }
      case "all_to_all" -> {
        StringBuilder sb = new StringBuilder();
        if (op.attr("channel_handle") instanceof org.jmlir.dialect.hlo.ChannelHandleAttr ch) {
          sb.append(", channel_id=").append(ch.handle());
        }
        sb.append(", replica_groups=").append(groups(op.attr("replica_groups")));
        if (op.attr("split_dimension") instanceof IntegerAttr split) {
          sb.append(", dimensions={").append(split.value()).append('}');
          if (op.attr("concat_dimension") instanceof IntegerAttr concat && !concat.value().equals(split.value())
              && op.numOperands() == 1 && op.attr("split_count") instanceof IntegerAttr count) {
            allToAllArray(c, op, sb.toString(), (int) split.longValue(), (int) concat.longValue(), count.longValue());
            return;
          }
        }
        tupleResults(c, op, c.emit("all-to-all", resultType(op), ops, sb.toString(), false));
      }
      case "reduce_window", "select_and_scatter" -> {
        boolean rw = m.equals("reduce_window");
        StringBuilder w = new StringBuilder("size=");
        long[] size = dims(op.attr("window_dimensions"));
        for (int i = 0; i < size.length; i++) {
          w.append(i > 0 ? "x" : "").append(size[i]);
        }
        appendWindow(w, "stride", dims(op.attr("window_strides")), 1);
        appendPadding(w, op.attr("padding"));
        if (rw) {
          appendWindow(w, "lhs_dilate", dims(op.attr("base_dilations")), 1);
          appendWindow(w, "rhs_dilate", dims(op.attr("window_dilations")), 1);
        }
        String attrs = ", window={" + w + "}"
            + (rw ? ", to_apply=%" + region(op, 0) : ", select=%" + region(op, 0) + ", scatter=%" + region(op, 1));
        tupleResults(c, op, c.emit(m.replace('_', '-'), resultType(op), ops, attrs, false));
      }
      case "map" -> define(c, op, c.emit("map", t, ops, ", dimensions=" + list(dims(op.attr("dimensions"))) + ", to_apply=%" + region(op, 0), false));
      case "cholesky" -> define(c, op, c.emit("cholesky", t, ops, isTrue(op.attr("lower")) ? ", lower=true" : "", false));
      case "triangular_solve" -> {
        StringBuilder sb = new StringBuilder();
        for (String flag : List.of("left_side", "lower", "unit_diagonal")) {
          if (isTrue(op.attr(flag))) {
            sb.append(", ").append(flag).append("=true");
          }
        }
        String tr = ((HloEnumAttr) op.attr("transpose_a")).value();
        if (!tr.equals("NO_TRANSPOSE")) {
          sb.append(", transpose_a=").append(tr);
        }
        define(c, op, c.emit("triangular-solve", t, ops, sb.toString(), false));
      }
      case "fft" -> define(c, op, c.emit("fft", t, ops, ", fft_type=" + ((HloEnumAttr) op.attr("fft_type")).value()
          + ", fft_length=" + list(dims(op.attr("fft_length"))), false));
      case "reduce_precision" -> define(c, op, c.emit("reduce-precision", t, ops, ", exponent_bits=" + i64(op, "exponent_bits")
          + ", mantissa_bits=" + i64(op, "mantissa_bits"), false));
      case "batch_norm_training", "batch_norm_inference", "batch_norm_grad" -> {
        double eps = ((org.jmlir.ir.attr.FloatAttr) op.attr("epsilon")).doubleValue();
        tupleResults(c, op, c.emit(m.replace('_', '-'), resultType(op), ops, ", epsilon=" + sixDigits(eps)
            + ", feature_index=" + i64(op, "feature_index"), false));
      }
      case "stochastic_convert", "add_dependency" -> define(c, op, c.emit(m.replace('_', '-'), t, ops, "", false));
      case "bitcast" -> {
        // The result's HLO layout is result_layout (printed with -print-layouts).
        String name = "bitcast." + nextId++;
        c.lines.add("  %" + name + " = " + laidOut(t, layoutOf(op.attr("result_layout"))) + " bitcast(" + c.operand(ops.get(0)) + ")");
        c.names.put(op.result(0), name);
      }
      case "infeed" -> {
        // HLO's infeed yields ((data...), token): the data tuple and the token taken apart again.
        // The data shapes carry the layout attribute's minor-to-major lists (printed with -print-layouts).
        List<Type> data = op.resultTypes().subList(0, op.numResults() - 1);
        List<org.jmlir.ir.attr.Attribute> layouts = op.attr("layout") instanceof org.jmlir.ir.attr.ArrayAttr la ? la.elements() : List.of();
        StringBuilder dataShape = new StringBuilder("(");
        List<String> leaves = new ArrayList<>();
        for (int i = 0; i < data.size(); i++) {
          leaves.add(laidOut(data.get(i), i < layouts.size() ? layoutOf(layouts.get(i)) : null));
          dataShape.append(i > 0 ? ", " : "").append(leaves.get(i));
        }
        String dataText = dataShape.append(')').toString();
        String allText = "(" + dataText + ", token[])";
        String name = "infeed." + nextId++;
        c.lines.add("  %" + name + " = " + allText + " infeed(" + c.operand(ops.get(0)) + ")" + feedConfig(op, "infeed_config"));
        String dataName = "get-tuple-element." + nextId++;
        c.lines.add("  %" + dataName + " = " + dataText + " get-tuple-element(" + allText + " %" + name + "), index=0");
        for (int i = 0; i < data.size(); i++) {
          String gte = "get-tuple-element." + nextId++;
          c.lines.add("  %" + gte + " = " + leaves.get(i) + " get-tuple-element(" + dataText + " %" + dataName + "), index=" + i);
          c.names.put(op.result(i), gte);
        }
        String token = "get-tuple-element." + nextId++;
        c.lines.add("  %" + token + " = token[] get-tuple-element(" + allText + " %" + name + "), index=1");
        c.names.put(op.result(op.numResults() - 1), token);
      }
      case "outfeed" -> {
        // XLA's exporter always sends one tuple of the inputs.
        List<Value> inputs = ops.subList(0, ops.size() - 1);
        List<Type> types = new ArrayList<>();
        for (Value v : inputs) {
          types.add(v.type());
        }
        TupleType tt = TupleType.get(op.context(), types);
        String tuple = c.emit("tuple", tt, inputs, "", false);
        String name = "outfeed." + nextId++;
        c.lines.add("  %" + name + " = token[] outfeed(" + shape(tt, printLayouts) + " %" + tuple + ", " + c.operand(ops.get(ops.size() - 1))
            + ")" + feedConfig(op, "outfeed_config"));
        c.names.put(op.result(0), name);
      }
      case "async_start" -> asyncStart(c, op);
      case "async_done" -> {
        Operation start = ops.get(0).definingOp();
        String startName = start == null ? null : asyncStarts.get(start);
        if (startName == null) {
          throw new HloExportException(op, "async_done expects the result of an exported async_start");
        }
        String opcode = startName.substring(0, startName.lastIndexOf('.')).replace("-start", "-done");
        c.lines.add("  %" + opcode + "." + nextId + " = " + shape(t, printLayouts) + " " + opcode + "("
            + asyncShapes.get(start) + " %" + startName + ")");
        c.names.put(op.result(0), opcode + "." + nextId++);
      }
      case "send" -> {
        // HLO's send takes one data value (the inputs as a tuple unless there is exactly one) and a send-done.
        List<Value> inputs = ops.subList(0, ops.size() - 1);
        String data;
        Type dataType;
        if (inputs.size() == 1) {
          data = c.operand(inputs.get(0));
          dataType = inputs.get(0).type();
        } else {
          dataType = tupleOf(inputs);
          data = shape(dataType, printLayouts) + " %" + c.emit("tuple", dataType, inputs, "", false);
        }
        String attrs = channel(op);
        String all = "(" + shape(dataType, printLayouts) + ", u32[], token[])";
        String name = "send." + nextId++;
        c.lines.add("  %" + name + " = " + all + " send(" + data + ", " + c.operand(ops.get(ops.size() - 1)) + ")" + attrs);
        String done = "send-done." + nextId++;
        c.lines.add("  %" + done + " = token[] send-done(" + all + " %" + name + ")" + attrs);
        c.names.put(op.result(0), done);
      }
      case "recv" -> {
        // recv/recv-done yield ((data...), token); one data result is not wrapped in a tuple.
        List<Value> data = new ArrayList<>(op.results().subList(0, op.numResults() - 1));
        Type dataType = data.size() == 1 ? data.get(0).type() : tupleOf(data);
        String attrs = channel(op);
        String dataText = shape(dataType, printLayouts);
        String name = "recv." + nextId++;
        c.lines.add("  %" + name + " = (" + dataText + ", u32[], token[]) recv(" + c.operand(ops.get(0)) + ")" + attrs);
        String doneText = "(" + dataText + ", token[])";
        String done = "recv-done." + nextId++;
        c.lines.add("  %" + done + " = " + doneText + " recv-done((" + dataText + ", u32[], token[]) %" + name + ")" + attrs);
        String dataName = "get-tuple-element." + nextId++;
        c.lines.add("  %" + dataName + " = " + dataText + " get-tuple-element(" + doneText + " %" + done + "), index=0");
        if (data.size() == 1) {
          c.names.put(data.get(0), dataName);
        } else {
          for (int i = 0; i < data.size(); i++) {
            String gte = "get-tuple-element." + nextId++;
            c.lines.add("  %" + gte + " = " + shape(data.get(i).type(), printLayouts) + " get-tuple-element(" + dataText + " %" + dataName + "), index=" + i);
            c.names.put(data.get(i), gte);
          }
        }
        String token = "get-tuple-element." + nextId++;
        c.lines.add("  %" + token + " = token[] get-tuple-element(" + doneText + " %" + done + "), index=1");
        c.names.put(op.result(op.numResults() - 1), token);
      }
      case "topk" -> {
        String largest = op.attr("largest") == null ? "" : ", largest=" + isTrue(op.attr("largest"));
        tupleResults(c, op, c.emit("topk", resultType(op), ops, ", k=" + i64(op, "k") + largest, false));
      }
      case "rng_bit_generator" -> {
        String alg = switch (((HloEnumAttr) op.attr("rng_algorithm")).value()) {
          case "THREE_FRY" -> "rng_three_fry";
          case "PHILOX" -> "rng_philox";
          default -> "rng_default";
        };
        tupleResults(c, op, c.emit("rng-bit-generator", resultType(op), ops, ", algorithm=" + alg, false));
      }
      case "rng" -> {
        String dist = ((HloEnumAttr) op.attr("rng_distribution")).value().equals("NORMAL") ? "rng_normal" : "rng_uniform";
        define(c, op, c.emit("rng", t, ops.subList(0, 2), ", distribution=" + dist, false));
      }
      case "collective_permute" -> {
        StringBuilder sb = new StringBuilder();
        if (op.attr("channel_handle") instanceof org.jmlir.dialect.hlo.ChannelHandleAttr ch) {
          sb.append(", channel_id=").append(ch.handle());
        }
        sb.append(", source_target_pairs=").append(groups(op.attr("source_target_pairs")));
        define(c, op, c.emit("collective-permute", resultType(op), ops, sb.toString(), false));
      }
      case "if", "case" -> {
        // Each branch reads the values it captures through a tuple operand (XLA's conditional).
        List<Value> operands = new ArrayList<>(List.of(ops.get(0)));
        List<String> branches = new ArrayList<>();
        for (int i = 0; i < op.numRegions(); i++) {
          List<Value> captures = captured(op.region(i));
          String tuple = c.emit("tuple", tupleOf(captures), captures, "", false);
          branches.add(computation(op.region(i), "region_" + i, false, captures));
          c.pending.add(tuple);
        }
        StringBuilder attrs = new StringBuilder();
        if (m.equals("if")) {
          attrs.append(", true_computation=%").append(branches.get(0)).append(", false_computation=%").append(branches.get(1));
        } else {
          attrs.append(", branch_computations={");
          for (int i = 0; i < branches.size(); i++) {
            attrs.append(i > 0 ? ", " : "").append('%').append(branches.get(i));
          }
          attrs.append('}');
        }
        String name = "conditional." + nextId++;
        StringBuilder line = new StringBuilder("  %" + name + " = " + shape(resultType(op), printLayouts) + " conditional(");
        line.append(c.operand(ops.get(0)));
        for (int i = 0; i < c.pending.size(); i++) {
          line.append(", ").append(shape(tupleOf(captured(op.region(i))), printLayouts)).append(" %").append(c.pending.get(i));
        }
        c.pending.clear();
        c.lines.add(line.append(')').append(attrs).toString());
        tupleResults(c, op, name);
      }
      case "while" -> {
        String cond = computation(op.region(0), "region_0", false, false);
        String body = computation(op.region(1), "region_1", false, false);
        List<Value> init = ops;
        String tuple = null;
        if (ops.size() != 1) {
          List<Type> types = new ArrayList<>();
          for (Value v : ops) {
            types.add(v.type());
          }
          tuple = c.emit("tuple", TupleType.get(op.context(), types), ops, "", false);
        }
        String operand = tuple == null ? c.operand(ops.get(0)) : shape(resultType(op), printLayouts) + " %" + tuple;
        String name = "while." + nextId++;
        c.lines.add("  %" + name + " = " + shape(resultType(op), printLayouts) + " while(" + operand + "), condition=%" + cond + ", body=%" + body);
        tupleResults(c, op, name);
      }
      case "call" -> {
        Operation callee = SymbolTable.lookupSymbolIn(module, ((SymbolRefAttr) op.attr("callee")).root());
        String name = function(callee, false);
        tupleResults(c, op, c.emit("call", resultType(op), ops, ", to_apply=%" + name, false));
      }
      case "custom_call" -> {
        String target = ((StringAttr) op.attr("call_target_name")).value();
        String config = op.attr("backend_config") instanceof StringAttr s && !s.value().isEmpty()
            ? ", backend_config=\"" + s.value().replace("\"", "\\\"") + "\"" : "";
        String side = op.attr("has_side_effect") instanceof IntegerAttr b && b.value().signum() != 0 ? ", custom_call_has_side_effect=true" : "";
        tupleResults(c, op, c.emit("custom-call", resultType(op), ops, ", custom_call_target=\"" + target + "\"" + side + config, false));
      }
      default -> throw new HloExportException(op, "'" + op.name() + "' is not supported by the HLO text exporter");
    }
  }

  private TupleType tupleOf(List<Value> values) {
    List<Type> types = new ArrayList<>();
    for (Value v : values) {
      types.add(v.type());
    }
    return TupleType.get(module.context(), types);
  }

  /** The values a region uses that are defined outside it, in order of first use. */
  private static List<Value> captured(Region region) {
    java.util.LinkedHashSet<Value> out = new java.util.LinkedHashSet<>();
    Operation parent = region.parentOp();
    for (Operation inner : region.parentOp().collect(o -> o != parent && region.isAncestor(o.parentRegion()))) {
      for (Value v : inner.operands()) {
        Region def = v instanceof org.jmlir.ir.BlockArgument a ? a.owner().parent()
            : v.definingOp().parentRegion();
        if (!region.isAncestor(def)) {
          out.add(v);
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** Whether every use of the constant is the shape operand of an rng. */
  private static boolean onlyRngShape(Operation constant) {
    if (constant.result(0).hasNoUses()) {
      return false;
    }
    for (var use = constant.result(0).firstUse(); use != null; use = use.nextUse()) {
      if (!use.owner().name().endsWith(".rng") || use.index() != 2) {
        return false;
      }
    }
    return true;
  }

  private Type resultType(Operation op) {
    if (op.numResults() == 1) {
      return op.result(0).type();
    }
    return TupleType.get(op.context(), op.resultTypes());
  }

  /**
   * XLA's builder for an all_to_all whose split and concat dimensions differ: an all-to-all along
   * the split dimension (the operand's shape), the split dimension reshaped into
   * {@code [split_count, size / split_count]}, that count dimension transposed in front of the
   * concat dimension, and a reshape to the result.
   */
  private void allToAllArray(Comp c, Operation op, String attrs, int split, int concat, long count) {
    Value operand = op.operand(0);
    RankedTensorType in = (RankedTensorType) operand.type();
    String a2a = c.emit("all-to-all", in, List.of(operand), attrs, false);
    List<Long> sizes = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      if (i != split) {
        sizes.add(in.shape()[i]);
      } else {
        sizes.add(count);
        sizes.add(in.shape()[i] / count);
      }
    }
    List<Long> perm = new ArrayList<>();
    for (int i = 0; i < in.rank(); i++) {
      if (i == concat) {
        perm.add((long) split);
      }
      perm.add((long) (i >= split ? i + 1 : i));
    }
    long[] reshaped = sizes.stream().mapToLong(Long::longValue).toArray();
    long[] transposed = new long[reshaped.length];
    for (int i = 0; i < transposed.length; i++) {
      transposed[i] = reshaped[perm.get(i).intValue()];
    }
    org.jmlir.ir.type.Type reshapeType = RankedTensorType.get(op.context(), reshaped, in.elementType());
    org.jmlir.ir.type.Type transposeType = RankedTensorType.get(op.context(), transposed, in.elementType());
    String r1 = "reshape." + nextId++;
    c.lines.add("  %" + r1 + " = " + shape(reshapeType, printLayouts) + " reshape(" + shape(in, printLayouts) + " %" + a2a + ")");
    String t = "transpose." + nextId++;
    StringBuilder dims = new StringBuilder();
    for (int i = 0; i < perm.size(); i++) {
      dims.append(i > 0 ? "," : "").append(perm.get(i));
    }
    c.lines.add("  %" + t + " = " + shape(transposeType, printLayouts) + " transpose(" + shape(reshapeType, printLayouts) + " %" + r1
        + "), dimensions={" + dims + "}");
    String r2 = "reshape." + nextId++;
    c.lines.add("  %" + r2 + " = " + shape(op.result(0).type(), printLayouts) + " reshape(" + shape(transposeType, printLayouts) + " %" + t + ")");
    c.names.put(op.result(0), r2);
  }

  /** An array shape with the given minor-to-major layout when layouts are printed (XLA's default when null). */
  private String laidOut(Type t, long[] minorToMajor) {
    if (!printLayouts || minorToMajor == null || !(t instanceof RankedTensorType r) || r.rank() == 0 || minorToMajor.length != r.rank()) {
      return shape(t, printLayouts);
    }
    StringBuilder sb = new StringBuilder(shape(t, false)).append('{');
    for (int i = 0; i < minorToMajor.length; i++) {
      sb.append(i > 0 ? "," : "").append(minorToMajor[i]);
    }
    return sb.append('}').toString();
  }

  /** A layout attribute's values: an index elements attribute or an array of integers; null otherwise. */
  private static long[] layoutOf(org.jmlir.ir.attr.Attribute a) {
    if (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr e && e.elementType() instanceof org.jmlir.ir.type.IndexType) {
      long[] v = new long[(int) e.type().numElements()];
      for (int i = 0; i < v.length; i++) {
        v[i] = e.readLong(e.isSplat() ? 0 : (long) i * 8, 8);
      }
      return v;
    }
    if (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr) {
      return org.jmlir.dialect.hlo.HloAttrs.dimValues(a);
    }
    if (a instanceof org.jmlir.ir.attr.ArrayAttr arr) {
      long[] v = new long[arr.elements().size()];
      for (int i = 0; i < v.length; i++) {
        if (!(arr.elements().get(i) instanceof org.jmlir.ir.attr.IntegerAttr ia)) {
          return null;
        }
        v[i] = ia.longValue();
      }
      return v;
    }
    return null;
  }

  /**
   * An async_start around one all_reduce, all_gather or collective_permute: the collective's instruction
   * written as its -start form, with XLA's start shapes (all-reduce-start: the output; all-gather-start:
   * (input, output); collective-permute-start: (input, output, u32[], u32[]); copy-start: (input, output, u32[])).
   */
  private void asyncStart(Comp c, Operation op) {
    List<Operation> body = op.region(0).blocks().get(0).operations();
    Operation sync = body.isEmpty() ? null : body.get(0);
    String m = sync == null ? "" : mnemonic(sync);
    if (body.size() != 2 || !List.of("all_reduce", "all_gather", "collective_permute", "copy").contains(m) || sync.numResults() != 1) {
      // Any other body: a general async-start calling the body as a computation.
      if (!(op.result(0).type() instanceof org.jmlir.dialect.hlo.FutureType f) || f.types().size() != 1) {
        throw new HloExportException(op, "an async_start exports to HLO only with one future result");
      }
      String called = region(op, 0);
      List<String> ins = new ArrayList<>();
      for (Value v : op.operands()) {
        ins.add(shape(v.type(), printLayouts));
      }
      String startShape = "((" + String.join(", ", ins) + "), " + shape(f.types().get(0), printLayouts) + ", s32[])";
      String name = "async-start." + nextId++;
      StringBuilder sb = new StringBuilder("  %" + name + " = " + startShape + " async-start(");
      for (int i = 0; i < op.numOperands(); i++) {
        sb.append(i > 0 ? ", " : "").append(c.operand(op.operand(i)));
      }
      c.lines.add(sb.append("), calls=%").append(called).toString());
      asyncStarts.put(op, name);
      asyncShapes.put(op, startShape);
      return;
    }
    List<org.jmlir.ir.BlockArgument> args = op.region(0).blocks().get(0).arguments();
    for (int i = 0; i < args.size(); i++) {
      c.names.put(args.get(i), c.names.get(op.operand(i)));
    }
    int line = c.lines.size();
    instruction(c, sync);
    String text = c.lines.get(line);
    String opcode = m.replace('_', '-');
    String in = shape(op.operand(0).type(), printLayouts);
    String out = shape(sync.result(0).type(), printLayouts);
    String startShape = switch (m) {
      case "all_reduce" -> out;
      case "all_gather" -> "(" + in + ", " + out + ")";
      case "copy" -> "(" + in + ", " + out + ", u32[])";
      default -> "(" + in + ", " + out + ", u32[], u32[])";
    };
    String prefix = "  %" + c.names.get(sync.result(0)) + " = " + out + " " + opcode + "(";
    if (c.lines.size() != line + 1 || !text.startsWith(prefix)) {
      throw new HloExportException(op, "this async_start's collective has no single HLO instruction");
    }
    String name = opcode + "-start." + nextId++;
    String prefetch = sync.attr("cross_program_prefetch_index") instanceof IntegerAttr i ? ", cross_program_prefetch_index=" + i.value() : "";
    c.lines.set(line, "  %" + name + " = " + startShape + " " + opcode + "-start(" + text.substring(prefix.length()) + prefetch);
    asyncStarts.put(op, name);
    asyncShapes.put(op, startShape);
  }

  /** {@code , channel_id=N} and, for host transfers, {@code , is_host_transfer=true} (as XLA prints send/recv). */
  private static String channel(Operation op) {
    StringBuilder sb = new StringBuilder();
    if (op.attr("channel_handle") instanceof org.jmlir.dialect.hlo.ChannelHandleAttr ch) {
      sb.append(", channel_id=").append(ch.handle());
    }
    if (isTrue(op.attr("is_host_transfer"))) {
      sb.append(", is_host_transfer=true");
    }
    return sb.toString();
  }

  /** {@code , infeed_config="..."} when the config is not empty (XLA prints none otherwise). */
  private static String feedConfig(Operation op, String name) {
    return op.attr(name) instanceof StringAttr s && !s.value().isEmpty() ? ", " + name + "=\"" + s.value().replace("\"", "\\\"") + "\"" : "";
  }

  /** Names a single result, or takes a tuple-shaped instruction apart with get-tuple-element. */
  private void tupleResults(Comp c, Operation op, String name) {
    if (op.numResults() == 1) {
      c.names.put(op.result(0), name);
      return;
    }
    Type tuple = resultType(op);
    for (int i = 0; i < op.numResults(); i++) {
      String gte = "get-tuple-element." + nextId++;
      c.lines.add("  %" + gte + " = " + shape(op.result(i).type(), printLayouts) + " get-tuple-element("
          + shape(tuple, printLayouts) + " %" + name + "), index=" + i);
      c.names.put(op.result(i), gte);
    }
  }

  private static String precision(Operation op) {
    if (!(op.attr("precision_config") instanceof ArrayAttr a) || a.elements().isEmpty()) {
      return "";
    }
    boolean allDefault = true;
    List<String> names = new ArrayList<>();
    for (Attribute e : a.elements()) {
      String v = ((HloEnumAttr) e).value();
      allDefault &= v.equals("DEFAULT");
      names.add(v.toLowerCase());
    }
    return allDefault ? "" : ", operand_precision={" + String.join(",", names) + "}";
  }

  // ---- literals -----------------------------------------------------------------------------

  /** XLA's literal text: {@code 1.5}, {@code {1, 2}}, {@code { {1, 2}, {3, 4} }}. */
  static String literal(DenseIntOrFPElementsAttr d) {
    ShapedType t = d.type();
    Type e = t.elementType();
    long n = t.numElements();
    List<String> scalars = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      scalars.add(scalar(e, ConstFold.element(d, d.isSplat() ? 0 : i)));
    }
    if (t.rank() == 0) {
      return scalars.isEmpty() ? "0" : scalars.get(0);
    }
    int[] pos = {0};
    return nested(t.shape(), 0, scalars, pos);
  }

  private static String nested(long[] shape, int dim, List<String> scalars, int[] pos) {
    StringBuilder sb = new StringBuilder("{");
    boolean inner = dim == shape.length - 1;
    if (!inner) {
      sb.append(' ');
    }
    for (long i = 0; i < shape[dim]; i++) {
      sb.append(i > 0 ? ", " : "");
      sb.append(inner ? scalars.get(pos[0]++) : nested(shape, dim + 1, scalars, pos));
    }
    if (!inner) {
      sb.append(' ');
    }
    return sb.append('}').toString();
  }

  private static String scalar(Type e, BigInteger bits) {
    if (e instanceof IntegerType it) {
      if (it.width() == 1) {
        return bits.signum() != 0 ? "true" : "false";
      }
      BigInteger v = bits.and(BigInteger.ONE.shiftLeft(it.width()).subtract(BigInteger.ONE));
      if (!it.isUnsigned() && v.testBit(it.width() - 1)) {
        v = v.subtract(BigInteger.ONE.shiftLeft(it.width()));
      }
      return v.toString();
    }
    if (e instanceof FloatType f) {
      if (FloatFormats.isNaN(f.kind(), bits)) {
        return "nan";
      }
      if (FloatFormats.isInfinity(f.kind(), bits)) {
        return bits.testBit(f.kind().width() - 1) ? "-inf" : "inf";
      }
      double v = FloatFormats.toDouble(f.kind(), bits);
      if (v == Math.rint(v) && Math.abs(v) < 1e15) {
        return Long.toString((long) v);
      }
      return f.kind() == FloatType.Kind.F64 ? Double.toString(v) : Float.toString((float) v);
    }
    return bits.toString();
  }
}
