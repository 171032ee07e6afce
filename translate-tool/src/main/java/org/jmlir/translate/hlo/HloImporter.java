package org.jmlir.translate.hlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.translate.hlo.HloModuleText.Computation;
import org.jmlir.translate.hlo.HloModuleText.Instruction;
import org.jmlir.translate.hlo.HloModuleText.Operand;

/**
 * Imports an HLO module into the mhlo dialect as XLA's importer does (hlo_to_mhlo): the entry
 * computation becomes the public {@code @main}; with {@code importAll} every computation becomes a
 * private function, else only those called with {@code call}. Computations applied by an op
 * (fusion, conditional branches, reductions, while) become its regions, with tuple arguments and
 * results flattened; tuples made only to be taken apart again are folded away.
 */
final class HloImporter {
  /** {@code -hlo-import-all-computations} and {@code -hlo-flatten-computation-args-result}. */
  record Options(boolean importAll, boolean flatten) {}

  private static final String NS = "mhlo";

  private final MLIRContext ctx;
  private final HloDialectHooks hooks;
  private final HloModuleText module;
  private final Options options;
  private final String fileName;
  private final int[] lineStarts;
  private final Block moduleBody;
  private final Map<String, Operation> functions = new HashMap<>();

  HloImporter(MLIRContext ctx, HloDialectHooks hooks, HloModuleText module, Options options, String fileName, String text) {
    this.ctx = ctx;
    this.hooks = hooks;
    this.module = module;
    this.options = options;
    this.fileName = fileName;
    this.lineStarts = lineStarts(text);
    this.moduleBody = new Block();
  }

  private static int[] lineStarts(String text) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        starts.add(i + 1);
      }
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The source location of a byte offset (for errors). */
  Location location(int offset) {
    int lo = 0;
    int hi = lineStarts.length - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid] <= offset) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return FileLineColLoc.get(ctx, fileName, lo + 1, offset - lineStarts[lo] + 1);
  }

  private Location location(Instruction inst) {
    return NameLoc.get(ctx, inst.name(), location(inst.offset()));
  }

  Operation run() throws HloParseException {
    OperationState ms = new OperationState(ctx, "builtin.module", UnknownLoc.get(ctx));
    ms.addAttribute("sym_name", StringAttr.get(ctx, module.name()));
    ms.addRegion().addBlock(moduleBody);
    Operation result = Operation.create(ms);
    if (options.importAll()) {
      for (Computation c : module.computations()) {
        importAsFunc(c, c == module.entry());
      }
    } else {
      importAsFunc(module.entry(), true);
    }
    return result;
  }

  // ---- types --------------------------------------------------------------------------------

  Type type(HloShape s) {
    if (s.isTuple()) {
      List<Type> elements = new ArrayList<>();
      for (HloShape e : s.tuple()) {
        elements.add(type(e));
      }
      return TupleType.get(ctx, elements);
    }
    if (s.isToken()) {
      return hooks.tokenType(ctx);
    }
    Type elem = elementType(s.elementType());
    long[] dims = new long[s.rank()];
    long[] bounds = null;
    for (int i = 0; i < dims.length; i++) {
      if (s.isDynamic(i)) {
        dims[i] = ShapedType.DYNAMIC;
        if (s.dims()[i] != HloShape.UNBOUNDED) {
          if (bounds == null) {
            bounds = new long[dims.length];
            java.util.Arrays.fill(bounds, ShapedType.DYNAMIC);
          }
          bounds[i] = s.dims()[i];
        }
      } else {
        dims[i] = s.dims()[i];
      }
    }
    Attribute encoding = bounds == null ? null : hooks.boundsEncoding(ctx, bounds);
    return RankedTensorType.get(ctx, dims, elem, encoding);
  }

  Type elementType(String t) {
    return switch (t) {
      case "pred" -> IntegerType.get(ctx, 1);
      case "f16" -> FloatType.get(ctx, FloatType.Kind.F16);
      case "f32" -> FloatType.f32(ctx);
      case "f64" -> FloatType.f64(ctx);
      case "bf16" -> FloatType.get(ctx, FloatType.Kind.BF16);
      case "c64" -> ComplexType.get(ctx, FloatType.f32(ctx));
      case "c128" -> ComplexType.get(ctx, FloatType.f64(ctx));
      case "f8e5m2" -> FloatType.get(ctx, FloatType.Kind.F8E5M2);
      case "f8e4m3" -> FloatType.get(ctx, FloatType.Kind.F8E4M3);
      case "f8e4m3fn" -> FloatType.get(ctx, FloatType.Kind.F8E4M3FN);
      case "f8e4m3b11fnuz" -> FloatType.get(ctx, FloatType.Kind.F8E4M3B11FNUZ);
      case "f8e5m2fnuz" -> FloatType.get(ctx, FloatType.Kind.F8E5M2FNUZ);
      case "f8e4m3fnuz" -> FloatType.get(ctx, FloatType.Kind.F8E4M3FNUZ);
      case "f8e3m4" -> FloatType.get(ctx, FloatType.Kind.F8E3M4);
      case "f4e2m1fn" -> FloatType.get(ctx, FloatType.Kind.F4E2M1FN);
      case "f8e8m0fnu" -> FloatType.get(ctx, FloatType.Kind.F8E8M0FNU);
      default -> {
        int width = Integer.parseInt(t.substring(1));
        yield t.charAt(0) == 'u'
            ? IntegerType.get(ctx, width, IntegerType.Signedness.UNSIGNED)
            : IntegerType.get(ctx, width);
      }
    };
  }

  private static void flattenType(Type t, List<Type> out) {
    if (t instanceof TupleType tt) {
      for (Type e : tt.types()) {
        flattenType(e, out);
      }
    } else {
      out.add(t);
    }
  }

  private static List<Type> flattenTypes(List<Type> types) {
    List<Type> out = new ArrayList<>();
    for (Type t : types) {
      flattenType(t, out);
    }
    return out;
  }

  // ---- functions and regions ----------------------------------------------------------------

  private static String sanitize(String name) {
    return name.replace('-', '_');
  }

  private Operation importAsFunc(Computation c, boolean isMain) throws HloParseException {
    Operation existing = functions.get(c.name());
    if (existing != null) {
      return existing;
    }
    List<Type> args = new ArrayList<>();
    for (Instruction p : c.parameters()) {
      args.add(type(p.shape()));
    }
    Type ret = type(c.root().shape());
    List<Type> argTypes = options.flatten() ? flattenTypes(args) : args;
    List<Type> retTypes = options.flatten() ? flattenTypes(List.of(ret)) : List.of(ret);
    OperationState fs = new OperationState(ctx, "func.func", UnknownLoc.get(ctx));
    fs.addAttribute("sym_name", StringAttr.get(ctx, isMain ? "main" : sanitize(c.name())));
    fs.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, argTypes, retTypes)));
    if (!isMain) {
      fs.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
    }
    argShardings(c, argTypes.size()).ifPresent(a -> fs.addAttribute("arg_attrs", a));
    Block body = fs.addRegion().addBlock();
    for (int i = 0, k = 0; i < c.parameters().size(); i++) {
      Location loc = location(c.parameters().get(i));
      int leaves = options.flatten() ? c.parameters().get(i).shape().leafCount() : 1;
      for (int j = 0; j < leaves; j++, k++) {
        body.addArgument(argTypes.get(k), loc);
      }
    }
    Operation fn = Operation.create(fs);
    moduleBody.append(fn);
    functions.put(c.name(), fn);
    importInstructions(c, body, true);
    return fn;
  }

  /**
   * Parameters' {@code sharding={...}} as {@code mhlo.sharding} argument attributes, as XLA's importer
   * writes them (a tuple parameter flattened into several arguments keeps none); empty when no
   * parameter has one.
   */
  private java.util.Optional<ArrayAttr> argShardings(Computation c, int numArgs) {
    List<Attribute> dicts = new ArrayList<>();
    boolean any = false;
    for (Instruction p : c.parameters()) {
      int leaves = options.flatten() ? p.shape().leafCount() : 1;
      HloModuleText.Value sharding = p.attr("sharding");
      for (int j = 0; j < leaves; j++) {
        if (sharding != null && leaves == 1) {
          dicts.add(DictionaryAttr.get(ctx, List.of(named("mhlo.sharding", StringAttr.get(ctx, sharding.text())))));
          any = true;
        } else {
          dicts.add(DictionaryAttr.empty(ctx));
        }
      }
    }
    return any && dicts.size() == numArgs ? java.util.Optional.of(ArrayAttr.get(ctx, dicts)) : java.util.Optional.empty();
  }

  private void importAsRegion(Computation c, Region region, Location loc) throws HloParseException {
    Block block = region.addBlock();
    for (Instruction p : c.parameters()) {
      List<Type> flat = new ArrayList<>();
      flattenType(type(p.shape()), flat);
      for (Type t : flat) {
        block.addArgument(t, loc);
      }
    }
    importInstructions(c, block, false);
  }

  /** One computation's instructions into {@code block}, ending with a return (func.return in functions). */
  private void importInstructions(Computation c, Block block, boolean isFunc) throws HloParseException {
    Map<String, Value> values = new HashMap<>();
    boolean flattenArgs = !isFunc || options.flatten();
    Location unknown = UnknownLoc.get(ctx);
    int k = 0;
    for (Instruction p : c.parameters()) {
      Type t = type(p.shape());
      if (flattenArgs && t instanceof TupleType tt) {
        List<Type> flat = new ArrayList<>();
        flattenType(tt, flat);
        List<Value> leaves = new ArrayList<>(block.arguments().subList(k, k + flat.size()));
        values.put(p.name(), tupleValue(block, unknown, leaves, tt));
        k += flat.size();
      } else {
        values.put(p.name(), block.argument(k++));
      }
    }
    Map<String, Instruction> byName = new LinkedHashMap<>();
    for (Instruction inst : c.instructions()) {
      byName.put(inst.name(), inst);
    }
    for (Instruction inst : postOrder(c, byName)) {
      if (inst.opcode().equals("parameter")) {
        continue;
      }
      List<Value> operands = new ArrayList<>();
      for (Operand o : inst.operands()) {
        operands.add(values.get(o.name()));
      }
      Value v = importInstruction(inst, operands, block, c);
      values.put(inst.name(), v);
      keepShardingAndFrontendAttributes(inst, v);
    }
    Value result = values.get(c.root().name());
    List<Value> returned = flattenArgs ? flattenValue(block, unknown, result) : List.of(result);
    OperationState rs = new OperationState(ctx, isFunc ? "func.return" : NS + ".return", unknown);
    rs.addOperands(returned);
    block.append(Operation.create(rs));
    cleanUpTuples(block);
  }

  /**
   * XLA's importer keeps an instruction's {@code sharding} as the {@code mhlo.sharding} string and its
   * {@code frontend_attributes} as the {@code mhlo.frontend_attributes} dictionary of strings, on the
   * op the instruction became (not on ops it only passes a value through).
   */
  private void keepShardingAndFrontendAttributes(Instruction inst, Value v) throws HloParseException {
    HloModuleText.Value sharding = inst.attr("sharding");
    HloModuleText.Value frontend = inst.attr("frontend_attributes");
    if (sharding == null && frontend == null) {
      return;
    }
    Operation op = v.definingOp();
    if (op == null || !op.location().equals(location(inst))) {
      return;
    }
    if (sharding != null) {
      op.setAttr("mhlo.sharding", StringAttr.get(ctx, sharding.text()));
    }
    if (frontend != null) {
      op.setAttr("mhlo.frontend_attributes", DictionaryAttr.get(ctx, frontendAttributes(frontend)));
    }
  }

  /** {@code {key="value", key2=value2}} as named string attributes, sorted as a dictionary is. */
  private List<NamedAttribute> frontendAttributes(HloModuleText.Value v) throws HloParseException {
    String t = v.text();
    if (!t.startsWith("{") || !t.endsWith("}")) {
      throw new HloParseException(v.offset(), "expects frontend_attributes as {key=\"value\", ...}");
    }
    List<NamedAttribute> out = new ArrayList<>();
    int i = 1;
    int end = t.length() - 1;
    while (i < end) {
      while (i < end && (t.charAt(i) == ' ' || t.charAt(i) == ',')) {
        i++;
      }
      if (i >= end) {
        break;
      }
      int eq = t.indexOf('=', i);
      if (eq < 0 || eq >= end) {
        throw new HloParseException(v.offset() + i, "expects key=value in frontend_attributes");
      }
      String key = t.substring(i, eq).strip();
      i = eq + 1;
      StringBuilder value = new StringBuilder();
      if (i < end && t.charAt(i) == '"') {
        i++;
        while (i < end && t.charAt(i) != '"') {
          if (t.charAt(i) == '\\' && i + 1 < end) {
            i++;
          }
          value.append(t.charAt(i++));
        }
        if (i >= end) {
          throw new HloParseException(v.offset() + i, "unterminated string in frontend_attributes");
        }
        i++;
      } else {
        while (i < end && t.charAt(i) != ',') {
          value.append(t.charAt(i++));
        }
      }
      out.add(new NamedAttribute(key, StringAttr.get(ctx, value.toString().strip())));
    }
    out.sort(java.util.Comparator.comparing(NamedAttribute::name));
    return out;
  }

  /**
   * Instructions with operands first (XLA's MakeInstructionPostOrder from each instruction in
   * order), with an explicit stack so long operand chains cannot overflow the thread's stack.
   */
  private static List<Instruction> postOrder(Computation c, Map<String, Instruction> byName) throws HloParseException {
    List<Instruction> order = new ArrayList<>();
    Set<String> done = new HashSet<>();
    Set<String> active = new HashSet<>();
    java.util.ArrayDeque<Instruction> stack = new java.util.ArrayDeque<>();
    java.util.ArrayDeque<Integer> next = new java.util.ArrayDeque<>();
    for (Instruction start : c.instructions()) {
      if (done.contains(start.name())) {
        continue;
      }
      stack.push(start);
      next.push(0);
      active.add(start.name());
      while (!stack.isEmpty()) {
        Instruction inst = stack.peek();
        int i = next.pop();
        if (i < inst.operands().size()) {
          next.push(i + 1);
          Operand o = inst.operands().get(i);
          Instruction def = byName.get(o.name());
          if (def == null) {
            throw new HloParseException(o.offset(), "instruction does not exist: " + o.name());
          }
          if (done.contains(def.name())) {
            continue;
          }
          if (!active.add(def.name())) {
            throw new HloParseException(def.offset(), "instruction " + def.name() + " depends on itself");
          }
          stack.push(def);
          next.push(0);
        } else {
          stack.pop();
          active.remove(inst.name());
          done.add(inst.name());
          order.add(inst);
        }
      }
    }
    return order;
  }

  // ---- tuples -------------------------------------------------------------------------------

  private Operation append(Block block, String name, List<Value> operands, List<Type> results, List<NamedAttribute> attrs,
      Location loc) {
    return appendWithRegions(block, name, operands, results, attrs, loc, 0);
  }

  /** Builds a (nested) tuple of type {@code tt} from its flattened leaves. */
  private Value tupleValue(Block block, Location loc, List<Value> leaves, TupleType tt) {
    int[] next = {0};
    return buildTuple(block, loc, leaves, tt, next);
  }

  private Value buildTuple(Block block, Location loc, List<Value> leaves, TupleType tt, int[] next) {
    List<Value> elements = new ArrayList<>();
    for (Type t : tt.types()) {
      elements.add(t instanceof TupleType inner ? buildTuple(block, loc, leaves, inner, next) : leaves.get(next[0]++));
    }
    return append(block, NS + ".tuple", elements, List.of(tt), List.of(), loc).result(0);
  }

  /** The leaves of {@code v}: itself, or get_tuple_element ops taking a tuple apart recursively. */
  private List<Value> flattenValue(Block block, Location loc, Value v) {
    List<Value> out = new ArrayList<>();
    flattenInto(block, loc, v, out);
    return out;
  }

  private void flattenInto(Block block, Location loc, Value v, List<Value> out) {
    if (!(v.type() instanceof TupleType tt)) {
      out.add(v);
      return;
    }
    for (int i = 0; i < tt.types().size(); i++) {
      flattenInto(block, loc, getTupleElement(block, loc, v, i, List.of()), out);
    }
  }

  private Value getTupleElement(Block block, Location loc, Value tuple, int index, List<NamedAttribute> extra) {
    List<NamedAttribute> attrs = new ArrayList<>();
    attrs.add(new NamedAttribute("index", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), index)));
    attrs.addAll(extra);
    Type t = ((TupleType) tuple.type()).types().get(index);
    return append(block, NS + ".get_tuple_element", List.of(tuple), List.of(t), attrs, loc).result(0);
  }

  private Value tupleFromResults(Block block, Location loc, Operation op, Type resultType) {
    if (!(resultType instanceof TupleType tt)) {
      return op.result(0);
    }
    List<Value> leaves = new ArrayList<>(op.results());
    return tupleValue(block, loc, leaves, tt);
  }

  /** XLA's CleanUpTupleOps: folds get_tuple_element of a tuple op and erases tuples nothing uses. */
  private static void cleanUpTuples(Block block) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Operation op : new ArrayList<>(block.operations())) {
        if (op.name().equals(NS + ".get_tuple_element")) {
          Operation def = op.operand(0).definingOp();
          if (def != null && def.name().equals(NS + ".tuple")) {
            int index = ((IntegerAttr) op.attr("index")).value().intValue();
            op.result(0).replaceAllUsesWith(def.operand(index));
            op.erase();
            changed = true;
          }
        } else if (op.name().equals(NS + ".tuple") && op.useEmpty()) {
          op.erase();
          changed = true;
        }
      }
    }
  }

  // ---- instructions -------------------------------------------------------------------------

  private HloParseException error(Instruction inst, String message) {
    return new HloParseException(inst.offset(), message);
  }

  private HloModuleText.Value attr(Instruction inst, String key) throws HloParseException {
    HloModuleText.Value v = inst.attr(key);
    if (v == null) {
      throw error(inst, inst.opcode() + " instruction " + inst.name() + " lacks attribute " + key);
    }
    return v;
  }

  /** {@code {1,2,3}} as numbers. */
  static long[] intList(HloModuleText.Value v) throws HloParseException {
    String t = v.text().strip();
    if (!t.startsWith("{") || !t.endsWith("}")) {
      throw new HloParseException(v.offset(), "expects a list in braces, got " + t);
    }
    String body = t.substring(1, t.length() - 1).strip();
    if (body.isEmpty()) {
      return new long[0];
    }
    String[] parts = body.split(",");
    long[] out = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        out[i] = Long.parseLong(parts[i].strip());
      } catch (NumberFormatException e) {
        throw new HloParseException(v.offset(), "expects integers in " + t);
      }
    }
    return out;
  }

  private long[] optionalIntList(Instruction inst, String key) throws HloParseException {
    HloModuleText.Value v = inst.attr(key);
    return v == null ? new long[0] : intList(v);
  }

  /** convolution's {@code dim_labels=b01f_01io->b01f}, {@code window={size=.. stride=.. pad=..}} and group counts. */
  private void importConvolution(Instruction inst, List<NamedAttribute> attrs) throws HloParseException {
    HloModuleText.Value labels = attr(inst, "dim_labels");
    String[] io = labels.text().strip().split("->");
    String[] inputs = io[0].split("_");
    if (io.length != 2 || inputs.length != 2) {
      throw new HloParseException(labels.offset(), "expects dim_labels like b01f_01io->b01f, got " + labels.text().strip());
    }
    long[] in = convLabels(inputs[0], 'b', 'f', labels);
    long[] kernel = convLabels(inputs[1], 'i', 'o', labels);
    long[] out = convLabels(io[1], 'b', 'f', labels);
    int spatial = in.length - 2;
    attrs.add(named("dimension_numbers", org.jmlir.dialect.hlo.ConvDimensionNumbersAttr.get(ctx, NS,
        in[0], in[1], java.util.Arrays.copyOfRange(in, 2, in.length), kernel[0], kernel[1],
        java.util.Arrays.copyOfRange(kernel, 2, kernel.length), out[0], out[1], java.util.Arrays.copyOfRange(out, 2, out.length))));
    Map<String, long[]> window = window(inst);
    putDims(attrs, window, "stride", "window_strides");
    putDims(attrs, window, "lhs_dilate", "lhs_dilation");
    putDims(attrs, window, "rhs_dilate", "rhs_dilation");
    if (window.containsKey("pad")) {
      attrs.add(named("padding", padding(window.get("pad"))));
    }
    HloModuleText.Value features = inst.attr("feature_group_count");
    HloModuleText.Value batches = inst.attr("batch_group_count");
    attrs.add(named("feature_group_count", i64(features == null ? 1 : integer(features))));
    attrs.add(named("batch_group_count", i64(batches == null ? 1 : integer(batches))));
    if (spatial < 0) {
      throw new HloParseException(labels.offset(), "dim_labels lack batch/feature dimensions");
    }
  }

  /**
   * HLO's {@code window={size=2x2 stride=1x1 pad=0_1x1_0 lhs_dilate=.. rhs_dilate=.. rhs_reversal=..}}:
   * each field's numbers ({@code pad} as low, high pairs); empty when there is no window.
   */
  private Map<String, long[]> window(Instruction inst) throws HloParseException {
    Map<String, long[]> out = new java.util.LinkedHashMap<>();
    HloModuleText.Value window = inst.attr("window");
    if (window == null) {
      return out;
    }
    String t = window.text().strip();
    if (t.startsWith("{") && t.endsWith("}")) {
      t = t.substring(1, t.length() - 1).strip();
    }
    for (String field : t.split("\\s+")) {
      int eq = field.indexOf('=');
      if (eq < 0) {
        continue;
      }
      String key = field.substring(0, eq);
      String[] parts = field.substring(eq + 1).split("x");
      switch (key) {
        case "size", "stride", "lhs_dilate", "rhs_dilate", "rhs_reversal" -> out.put(key, numbers(parts, window));
        case "pad" -> {
          long[] pads = new long[parts.length * 2];
          for (int i = 0; i < parts.length; i++) {
            long[] lh = numbers(parts[i].split("_"), window);
            pads[2 * i] = lh[0];
            pads[2 * i + 1] = lh.length > 1 ? lh[1] : lh[0];
          }
          out.put(key, pads);
        }
        default -> throw new HloParseException(window.offset(), "unknown window field " + key);
      }
    }
    return out;
  }

  private void putDims(List<NamedAttribute> attrs, Map<String, long[]> window, String field, String name) {
    if (window.containsKey(field)) {
      attrs.add(named(name, i64Tensor(window.get(field))));
    }
  }

  /** Low/high pairs as the HLO dialects' [n, 2] i64 padding. */
  private Attribute padding(long[] pairs) {
    java.math.BigInteger[] pads = new java.math.BigInteger[pairs.length];
    for (int i = 0; i < pairs.length; i++) {
      pads[i] = java.math.BigInteger.valueOf(pairs[i]);
    }
    RankedTensorType pt = RankedTensorType.get(ctx, new long[] {pairs.length / 2, 2}, IntegerType.get(ctx, 64));
    return org.jmlir.dialect.fold.ConstFold.dense(ctx, pt, pads);
  }

  private static long[] numbers(String[] parts, HloModuleText.Value at) throws HloParseException {
    long[] out = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        out[i] = Long.parseLong(parts[i].strip());
      } catch (NumberFormatException e) {
        throw new HloParseException(at.offset(), "expects integers in " + at.text().strip());
      }
    }
    return out;
  }

  /** {first, second, spatial...} positions of one dim_labels part ({@code b01f}, {@code 01io}). */
  private static long[] convLabels(String part, char first, char second, HloModuleText.Value at) throws HloParseException {
    long[] out = new long[part.length()];
    java.util.Arrays.fill(out, -1);
    for (int pos = 0; pos < part.length(); pos++) {
      char ch = part.charAt(pos);
      if (ch == first) {
        out[0] = pos;
      } else if (ch == second) {
        out[1] = pos;
      } else if (Character.isDigit(ch) && ch - '0' + 2 < out.length) {
        out[2 + (ch - '0')] = pos;
      } else {
        throw new HloParseException(at.offset(), "bad dimension label '" + ch + "' in " + at.text().strip());
      }
    }
    for (long v : out) {
      if (v < 0) {
        throw new HloParseException(at.offset(), "incomplete dim_labels " + at.text().strip());
      }
    }
    return out;
  }

  private static boolean flag(Instruction inst, String key) {
    HloModuleText.Value v = inst.attr(key);
    return v != null && v.text().strip().equals("true");
  }

  /** {@code channel_id=N} as a channel handle (type 1, device to device). */
  private void collectiveChannel(Instruction inst, List<NamedAttribute> attrs) throws HloParseException {
    HloModuleText.Value channel = inst.attr("channel_id");
    if (channel != null) {
      attrs.add(named("channel_handle", org.jmlir.dialect.hlo.ChannelHandleAttr.get(ctx, NS, integer(channel), 1)));
    }
  }

  /**
   * {@code replica_groups={{0,1},{2,3}}} (or {@code source_target_pairs}) as a dense i64 matrix,
   * short groups padded with -1 (0x0 when empty).
   */
  private Attribute replicaGroups(Instruction inst, String key) throws HloParseException {
    HloModuleText.Value v = inst.attr(key);
    List<long[]> groups = new ArrayList<>();
    if (v != null) {
      String t = v.text().strip();
      if (!t.startsWith("{") || !t.endsWith("}")) {
        throw new HloParseException(v.offset(), "expects replica groups in braces, got " + t);
      }
      String body = t.substring(1, t.length() - 1).strip();
      int i = 0;
      while ((i = body.indexOf('{', i)) >= 0) {
        int close = body.indexOf('}', i);
        if (close < 0) {
          throw new HloParseException(v.offset(), "unbalanced replica groups " + t);
        }
        groups.add(intList(new HloModuleText.Value(body.substring(i, close + 1), v.offset())));
        i = close + 1;
      }
    }
    int width = 0;
    for (long[] g : groups) {
      width = Math.max(width, g.length);
    }
    java.math.BigInteger[] values = new java.math.BigInteger[groups.size() * width];
    for (int g = 0; g < groups.size(); g++) {
      for (int k = 0; k < width; k++) {
        values[g * width + k] = java.math.BigInteger.valueOf(k < groups.get(g).length ? groups.get(g)[k] : -1);
      }
    }
    RankedTensorType type = RankedTensorType.get(ctx, new long[] {groups.size(), width}, IntegerType.get(ctx, 64));
    return org.jmlir.dialect.fold.ConstFold.dense(ctx, type, values);
  }

  private static double floating(HloModuleText.Value v) throws HloParseException {
    try {
      return Double.parseDouble(v.text().strip());
    } catch (NumberFormatException e) {
      throw new HloParseException(v.offset(), "expects a floating-point number, got " + v.text().strip());
    }
  }

  private static long integer(HloModuleText.Value v) throws HloParseException {
    try {
      return Long.parseLong(v.text().strip());
    } catch (NumberFormatException e) {
      throw new HloParseException(v.offset(), "expects an integer, got " + v.text().strip());
    }
  }

  /** Dimension lists, as the HLO dialects hold them (DenseI64ArrayAttr). */
  private Attribute i64Tensor(long[] values) {
    return org.jmlir.dialect.hlo.HloAttrs.i64Array(ctx, values);
  }

  private IntegerAttr i64(long v) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private Computation called(Instruction inst, String key) throws HloParseException {
    HloModuleText.Value v = attr(inst, key);
    Computation c = module.computation(v.text().strip());
    if (c == null) {
      throw new HloParseException(v.offset(), "computation does not exist: " + v.text().strip());
    }
    return c;
  }

  /** An enum attribute from an attribute's text; unknown cases are errors at the value. */
  private Attribute enumAttr(String kind, HloModuleText.Value v) throws HloParseException {
    try {
      return hooks.enumAttr(ctx, kind, v.text().strip());
    } catch (IllegalArgumentException e) {
      throw new HloParseException(v.offset(), "unknown " + kind + ": " + v.text().strip());
    }
  }

  private static NamedAttribute named(String name, Attribute value) {
    return new NamedAttribute(name, value);
  }

  private Value importInstruction(Instruction inst, List<Value> operands, Block block, Computation c)
      throws HloParseException {
    Location loc = location(inst);
    Type resultType = type(inst.shape());
    List<NamedAttribute> attrs = new ArrayList<>();
    String opcode = inst.opcode();
    Operation op;
    switch (opcode) {
      case "send", "recv" -> {
        return importSendRecv(inst, operands, block, resultType, attrs, loc);
      }
      case "all-reduce-start", "all-gather-start", "collective-permute-start", "copy-start" -> {
        return importAsyncStart(inst, operands, block, resultType, c, loc);
      }
      case "async-start" -> {
        // A general async computation: the called computation becomes the async_start's body.
        HloShape shape = inst.shape();
        if (!shape.isTuple() || shape.tuple().size() < 2 || !shape.tuple().get(1).isArray()) {
          throw error(inst, "async-start expects an ((operands), output, context...) shape with one array output");
        }
        Operation start = appendWithRegions(block, NS + ".async_start", operands,
            List.of(org.jmlir.dialect.hlo.FutureType.get(ctx, NS, List.of(type(shape.tuple().get(1))))), List.of(), loc, 1);
        importAsRegion(called(inst, "calls"), start.region(0), loc);
        return start.result(0);
      }
      case "async-update" -> {
        if (operands.size() != 1 || !(operands.get(0).type() instanceof org.jmlir.dialect.hlo.FutureType)) {
          throw error(inst, "async-update expects the result of an async-start as its operand");
        }
        return operands.get(0);
      }
      case "all-reduce-done", "all-gather-done", "collective-permute-done", "copy-done", "async-done" -> {
        if (operands.size() != 1 || !(operands.get(0).type() instanceof org.jmlir.dialect.hlo.FutureType)) {
          throw error(inst, opcode + " expects the result of a " + opcode.replace("-done", "-start") + " as its operand");
        }
        return append(block, NS + ".async_done", operands, List.of(resultType), attrs, loc).result(0);
      }
      case "send-done", "recv-done" -> {
        // XLA's importer folds a done into its (non-pipelined) start: the start's value stands for both.
        String start = opcode.substring(0, 4);
        if (operands.size() != 1 || inst.operands().isEmpty() || !start.equals(operandOpcode(c, inst))) {
          throw error(inst, opcode + " expects the result of a " + start + " as its operand");
        }
        return operands.get(0);
      }
      default -> { }
    }
    String unary = HloOpcodes.UNARY.get(opcode);
    String binary = HloOpcodes.BINARY.get(opcode);
    if (unary != null || binary != null) {
      op = append(block, NS + "." + (unary != null ? unary : binary), operands, List.of(resultType), attrs, loc);
    } else {
      op = switch (opcode) {
        case "constant" -> {
          if (!(resultType instanceof RankedTensorType rt) || !rt.hasStaticShape()) {
            throw error(inst, "constant of shape " + inst.shape().toText(false) + " is not supported");
          }
          DenseIntOrFPElementsAttr value = HloLiterals.dense(ctx, rt, inst.literal());
          if (value == null) {
            throw error(inst, "the literal '" + inst.literal().strip() + "' does not fit the shape "
                + inst.shape().toText(false));
          }
          attrs.add(named("value", value));
          yield append(block, NS + ".constant", List.of(), List.of(resultType), attrs, loc);
        }
        case "tuple" -> append(block, NS + ".tuple", operands, List.of(resultType), attrs, loc);
        case "get-tuple-element" -> {
          long index = Long.parseLong(attr(inst, "index").text().strip());
          if (!(operands.get(0).type() instanceof TupleType tt) || index < 0 || index >= tt.types().size()) {
            throw error(inst, "get-tuple-element index " + index + " is out of range of its operand");
          }
          yield getTupleElement(block, loc, operands.get(0), (int) index, attrs).definingOp();
        }
        case "compare" -> {
          attrs.add(named("comparison_direction", enumAttr("comparison_direction", attr(inst, "direction"))));
          HloModuleText.Value type = inst.attr("type");
          if (type != null && !type.text().equals(defaultComparisonType(operands.get(0).type()))) {
            attrs.add(named("compare_type", enumAttr("comparison_type", type)));
          }
          yield append(block, NS + ".compare", operands, List.of(resultType), attrs, loc);
        }
        case "select", "clamp", "reshape", "convert", "bitcast-convert", "opt-barrier", "partition-id", "replica-id" ->
            append(block, NS + "." + simpleName(opcode), operands, flatResult(resultType), attrs, loc);
        case "dynamic-reshape" -> {
          // The scalar sizes become one 1-D shape operand: each reshaped to one element, concatenated.
          if (operands.size() < 2) {
            throw error(inst, "dynamic-reshape expects an operand and one size per result dimension");
          }
          List<Value> sizes = new ArrayList<>();
          for (Value v : operands.subList(1, operands.size())) {
            if (!(v.type() instanceof RankedTensorType st) || st.rank() != 0) {
              throw error(inst, "dynamic-reshape expects scalar sizes");
            }
            RankedTensorType one = RankedTensorType.get(ctx, new long[] {1}, st.elementType());
            sizes.add(append(block, NS + ".reshape", List.of(v), List.of(one), new ArrayList<>(), loc).result(0));
          }
          RankedTensorType shapeType = RankedTensorType.get(ctx, new long[] {sizes.size()},
              ((ShapedType) sizes.get(0).type()).elementType());
          Value shape = append(block, NS + ".concatenate", sizes, List.of(shapeType),
              new ArrayList<>(List.of(named("dimension", i64(0)))), loc).result(0);
          yield append(block, NS + ".dynamic_reshape", List.of(operands.get(0), shape), List.of(resultType), attrs, loc);
        }
        case "iota" -> {
          attrs.add(named("iota_dimension", i64(Long.parseLong(attr(inst, "iota_dimension").text().strip()))));
          yield append(block, NS + ".iota", operands, List.of(resultType), attrs, loc);
        }
        case "broadcast" -> {
          attrs.add(named("broadcast_dimensions", i64Tensor(intList(attr(inst, "dimensions")))));
          yield append(block, NS + ".broadcast_in_dim", operands, List.of(resultType), attrs, loc);
        }
        case "transpose" -> {
          attrs.add(named("permutation", i64Tensor(intList(attr(inst, "dimensions")))));
          yield append(block, NS + ".transpose", operands, List.of(resultType), attrs, loc);
        }
        case "reverse" -> {
          attrs.add(named("dimensions", i64Tensor(intList(attr(inst, "dimensions")))));
          yield append(block, NS + ".reverse", operands, List.of(resultType), attrs, loc);
        }
        case "concatenate" -> {
          long[] dims = intList(attr(inst, "dimensions"));
          attrs.add(named("dimension", i64(dims.length == 1 ? dims[0] : 0)));
          yield append(block, NS + ".concatenate", operands, List.of(resultType), attrs, loc);
        }
        case "slice" -> {
          long[][] sl = sliceSpec(inst, attr(inst, "slice"));
          attrs.add(named("start_indices", i64Tensor(sl[0])));
          attrs.add(named("limit_indices", i64Tensor(sl[1])));
          attrs.add(named("strides", i64Tensor(sl[2])));
          yield append(block, NS + ".slice", operands, List.of(resultType), attrs, loc);
        }
        case "dynamic-slice" -> {
          attrs.add(named("slice_sizes", i64Tensor(intList(attr(inst, "dynamic_slice_sizes")))));
          yield append(block, NS + ".dynamic_slice", operands, List.of(resultType), attrs, loc);
        }
        case "dynamic-update-slice" -> append(block, NS + ".dynamic_update_slice", operands, List.of(resultType), attrs, loc);
        case "get-dimension-size" -> {
          long[] dims = intList(attr(inst, "dimensions"));
          attrs.add(named("dimension", i64(dims.length > 0 ? dims[0] : 0)));
          yield append(block, NS + ".get_dimension_size", operands, List.of(resultType), attrs, loc);
        }
        case "set-dimension-size" -> {
          long[] dims = intList(attr(inst, "dimensions"));
          attrs.add(named("dimension", i64(dims.length > 0 ? dims[0] : 0)));
          yield append(block, NS + ".set_dimension_size", operands, List.of(resultType), attrs, loc);
        }
        case "pad" -> {
          long[][] p = padding(inst, attr(inst, "padding"));
          attrs.add(named("edge_padding_low", i64Tensor(p[0])));
          attrs.add(named("edge_padding_high", i64Tensor(p[1])));
          attrs.add(named("interior_padding", i64Tensor(p[2])));
          yield append(block, NS + ".pad", operands, List.of(resultType), attrs, loc);
        }
        case "dot" -> importDot(inst, operands, block, resultType, attrs, loc);
        case "after-all" -> append(
            block, NS + (operands.isEmpty() ? ".create_token" : ".after_all"), operands, List.of(resultType), attrs, loc);
        case "call" -> {
          Operation callee = importAsFunc(called(inst, "to_apply"), false);
          List<Value> args = operands;
          if (options.flatten()) {
            args = new ArrayList<>();
            for (Value v : operands) {
              args.addAll(flattenValue(block, loc, v));
            }
          }
          FunctionType ft = (FunctionType) ((TypeAttr) callee.attr("function_type")).value();
          attrs.add(named("callee", SymbolRefAttr.get(ctx, ((StringAttr) callee.attr("sym_name")).value())));
          Operation call = append(block, "func.call", args, ft.results(), attrs, loc);
          yield options.flatten() ? tupleOp(block, loc, call, resultType) : call;
        }
        case "fusion" -> {
          List<Value> flat = new ArrayList<>();
          for (Value v : operands) {
            flat.addAll(flattenValue(block, loc, v));
          }
          HloModuleText.Value kind = inst.attr("kind");
          attrs.add(named("fusion_kind", kind == null ? hooks.enumAttr(ctx, "fusion_kind", "kLoop") : enumAttr("fusion_kind", kind)));
          attrs.add(named("output_operand_aliasing", ArrayAttr.get(ctx, List.of())));
          Operation fusion = appendWithRegions(block, NS + ".fusion", flat, flatResult(resultType), attrs, loc, 1);
          importAsRegion(called(inst, "calls"), fusion.region(0), loc);
          yield tupleOp(block, loc, fusion, resultType);
        }
        case "conditional" -> importConditional(inst, operands, block, resultType, attrs, loc);
        case "while" -> importWhile(inst, operands, block, resultType, attrs, loc);
        case "reduce" -> importReduce(inst, operands, block, resultType, attrs, loc);
        case "sort" -> {
          long[] dims = intList(attr(inst, "dimensions"));
          if (dims.length != 1) {
            throw new HloParseException(attr(inst, "dimensions").offset(), "sort expects one dimension");
          }
          attrs.add(named("dimension", i64(dims[0])));
          HloModuleText.Value stable = inst.attr("is_stable");
          attrs.add(named("is_stable", IntegerAttr.bool(ctx, stable != null && stable.text().strip().equals("true"))));
          Operation sort = appendWithRegions(block, NS + ".sort", operands, flatResult(resultType), attrs, loc, 1);
          importAsRegion(called(inst, "to_apply"), sort.region(0), loc);
          yield tupleOp(block, loc, sort, resultType);
        }
        case "gather" -> {
          attrs.add(named("dimension_numbers", org.jmlir.dialect.hlo.GatherDimensionNumbersAttr.get(ctx, NS,
              intList(attr(inst, "offset_dims")), intList(attr(inst, "collapsed_slice_dims")),
              optionalIntList(inst, "operand_batching_dims"), optionalIntList(inst, "start_indices_batching_dims"),
              intList(attr(inst, "start_index_map")), integer(attr(inst, "index_vector_dim")))));
          attrs.add(named("slice_sizes", i64Tensor(intList(attr(inst, "slice_sizes")))));
          HloModuleText.Value sorted = inst.attr("indices_are_sorted");
          attrs.add(named("indices_are_sorted", IntegerAttr.bool(ctx, sorted != null && sorted.text().strip().equals("true"))));
          yield append(block, NS + ".gather", operands, List.of(resultType), attrs, loc);
        }
        case "convolution" -> {
          importConvolution(inst, attrs);
          yield append(block, NS + ".convolution", operands, List.of(resultType), attrs, loc);
        }
        case "scatter" -> {
          attrs.add(named("scatter_dimension_numbers", org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr.get(ctx, NS,
              intList(attr(inst, "update_window_dims")), intList(attr(inst, "inserted_window_dims")),
              optionalIntList(inst, "input_batching_dims"), optionalIntList(inst, "scatter_indices_batching_dims"),
              intList(attr(inst, "scatter_dims_to_operand_dims")), integer(attr(inst, "index_vector_dim")))));
          attrs.add(named("indices_are_sorted", IntegerAttr.bool(ctx, flag(inst, "indices_are_sorted"))));
          attrs.add(named("unique_indices", IntegerAttr.bool(ctx, flag(inst, "unique_indices"))));
          Operation scatter = appendWithRegions(block, NS + ".scatter", operands, flatResult(resultType), attrs, loc, 1);
          importAsRegion(called(inst, "to_apply"), scatter.region(0), loc);
          yield tupleOp(block, loc, scatter, resultType);
        }
        case "all-reduce", "reduce-scatter", "all-gather", "collective-broadcast" -> {
          attrs.add(named("replica_groups", replicaGroups(inst, "replica_groups")));
          collectiveChannel(inst, attrs);
          if (!opcode.equals("collective-broadcast") && flag(inst, "use_global_device_ids")) {
            attrs.add(named("use_global_device_ids", org.jmlir.ir.attr.UnitAttr.get(ctx)));
          }
          if (!opcode.equals("all-reduce") && !opcode.equals("collective-broadcast")) {
            long[] dims = intList(attr(inst, "dimensions"));
            attrs.add(named(opcode.equals("all-gather") ? "all_gather_dim" : "scatter_dimension", org.jmlir.dialect.hlo.HloAttrs.i64(ctx, dims.length == 0 ? 0 : dims[0])));
          }
          boolean reduces = !opcode.equals("all-gather") && !opcode.equals("collective-broadcast");
          String name = switch (opcode) {
            case "all-reduce" -> "all_reduce";
            case "reduce-scatter" -> "reduce_scatter";
            case "all-gather" -> "all_gather";
            default -> "collective_broadcast";
          };
          Operation collective = appendWithRegions(block, NS + "." + name, operands, flatResult(resultType), attrs, loc, reduces ? 1 : 0);
          if (reduces) {
            importAsRegion(called(inst, "to_apply"), collective.region(0), loc);
          }
          yield tupleOp(block, loc, collective, resultType);
        }
        case "all-to-all" -> {
          // The array form (dimensions={d}) splits and concatenates along d into as many pieces as the
          // first replica group has members; the tuple form exchanges whole operands.
          Attribute groups = replicaGroups(inst, "replica_groups");
          HloModuleText.Value dimsValue = inst.attr("dimensions");
          if (dimsValue != null) {
            long[] dims = intList(dimsValue);
            if (dims.length != 1 || resultType instanceof TupleType) {
              throw new HloParseException(dimsValue.offset(), "array all-to-all expects one dimension and an array result");
            }
            long count = ((RankedTensorType) ((DenseIntOrFPElementsAttr) groups).type()).shape()[1];
            attrs.add(named("split_dimension", i64(dims[0])));
            attrs.add(named("concat_dimension", i64(dims[0])));
            attrs.add(named("split_count", i64(count)));
          }
          attrs.add(named("replica_groups", groups));
          collectiveChannel(inst, attrs);
          Operation a2a = append(block, NS + ".all_to_all", operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, a2a, resultType);
        }
        case "reduce-window", "select-and-scatter" -> {
          boolean rw = opcode.equals("reduce-window");
          Map<String, long[]> window = window(inst);
          putDims(attrs, window, "size", "window_dimensions");
          putDims(attrs, window, "stride", "window_strides");
          if (rw) {
            putDims(attrs, window, "lhs_dilate", "base_dilations");
            putDims(attrs, window, "rhs_dilate", "window_dilations");
          }
          if (window.containsKey("pad")) {
            attrs.add(named("padding", padding(window.get("pad"))));
          }
          Operation w = appendWithRegions(block, NS + "." + (rw ? "reduce_window" : "select_and_scatter"), operands,
              flatResult(resultType), attrs, loc, rw ? 1 : 2);
          if (rw) {
            importAsRegion(called(inst, "to_apply"), w.region(0), loc);
          } else {
            importAsRegion(called(inst, "select"), w.region(0), loc);
            importAsRegion(called(inst, "scatter"), w.region(1), loc);
          }
          yield tupleOp(block, loc, w, resultType);
        }
        case "map" -> {
          attrs.add(named("dimensions", i64Tensor(intList(attr(inst, "dimensions")))));
          Operation map = appendWithRegions(block, NS + ".map", operands, List.of(resultType), attrs, loc, 1);
          importAsRegion(called(inst, "to_apply"), map.region(0), loc);
          yield map;
        }
        case "cholesky" -> {
          attrs.add(named("lower", IntegerAttr.bool(ctx, flag(inst, "lower"))));
          yield append(block, NS + ".cholesky", operands, List.of(resultType), attrs, loc);
        }
        case "triangular-solve" -> {
          attrs.add(named("left_side", IntegerAttr.bool(ctx, flag(inst, "left_side"))));
          attrs.add(named("lower", IntegerAttr.bool(ctx, flag(inst, "lower"))));
          attrs.add(named("unit_diagonal", IntegerAttr.bool(ctx, flag(inst, "unit_diagonal"))));
          HloModuleText.Value tr = inst.attr("transpose_a");
          attrs.add(named("transpose_a", tr == null ? hooks.enumAttr(ctx, "transpose", "NO_TRANSPOSE") : enumAttr("transpose", tr)));
          yield append(block, NS + ".triangular_solve", operands, List.of(resultType), attrs, loc);
        }
        case "fft" -> {
          attrs.add(named("fft_type", enumAttr("fft_type", attr(inst, "fft_type"))));
          attrs.add(named("fft_length", i64Tensor(intList(attr(inst, "fft_length")))));
          yield append(block, NS + ".fft", operands, List.of(resultType), attrs, loc);
        }
        case "reduce-precision" -> {
          attrs.add(named("exponent_bits", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), integer(attr(inst, "exponent_bits")))));
          attrs.add(named("mantissa_bits", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), integer(attr(inst, "mantissa_bits")))));
          yield append(block, NS + ".reduce_precision", operands, List.of(resultType), attrs, loc);
        }
        case "batch-norm-training", "batch-norm-inference", "batch-norm-grad" -> {
          attrs.add(named("epsilon", org.jmlir.ir.attr.FloatAttr.get(ctx, FloatType.f32(ctx), floating(attr(inst, "epsilon")))));
          attrs.add(named("feature_index", i64(integer(attr(inst, "feature_index")))));
          Operation bn = append(block, NS + "." + opcode.replace('-', '_'), operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, bn, resultType);
        }
        case "stochastic-convert", "add-dependency" ->
            append(block, NS + "." + opcode.replace('-', '_'), operands, List.of(resultType), attrs, loc);
        case "topk" -> {
          attrs.add(named("k", i64(integer(attr(inst, "k")))));
          HloModuleText.Value largest = inst.attr("largest");
          if (largest != null) {
            attrs.add(named("largest", IntegerAttr.bool(ctx, largest.text().strip().equals("true"))));
          }
          Operation topk = append(block, NS + ".topk", operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, topk, resultType);
        }
        case "rng-bit-generator" -> {
          HloModuleText.Value alg = inst.attr("algorithm");
          String kind = alg == null ? "DEFAULT" : switch (alg.text().strip()) {
            case "rng_default" -> "DEFAULT";
            case "rng_three_fry" -> "THREE_FRY";
            case "rng_philox" -> "PHILOX";
            default -> throw new HloParseException(alg.offset(), "unknown algorithm: " + alg.text().strip());
          };
          attrs.add(named("rng_algorithm", hooks.enumAttr(ctx, "rng_algorithm", kind)));
          Operation gen = append(block, NS + ".rng_bit_generator", operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, gen, resultType);
        }
        case "rng" -> {
          // mhlo.rng takes its shape as an operand: a constant of the result's dimensions.
          if (!(resultType instanceof RankedTensorType rt) || !rt.hasStaticShape()) {
            throw error(inst, "rng of shape " + inst.shape().toText(false) + " is not supported");
          }
          HloModuleText.Value dist = attr(inst, "distribution");
          String kind = switch (dist.text().strip()) {
            case "rng_uniform" -> "UNIFORM";
            case "rng_normal" -> "NORMAL";
            default -> throw new HloParseException(dist.offset(), "unknown distribution: " + dist.text().strip());
          };
          java.math.BigInteger[] dims = new java.math.BigInteger[rt.rank()];
          for (int i = 0; i < dims.length; i++) {
            dims[i] = java.math.BigInteger.valueOf(rt.shape()[i]);
          }
          RankedTensorType shapeType = RankedTensorType.get(ctx, new long[] {dims.length}, IntegerType.get(ctx, 64));
          Value shape = append(block, NS + ".constant", List.of(), List.of(shapeType),
              new ArrayList<>(List.of(named("value", org.jmlir.dialect.fold.ConstFold.dense(ctx, shapeType, dims)))), loc).result(0);
          attrs.add(named("rng_distribution", hooks.enumAttr(ctx, "rng_distribution", kind)));
          List<Value> args = new ArrayList<>(operands);
          args.add(shape);
          yield append(block, NS + ".rng", args, List.of(resultType), attrs, loc);
        }
        case "collective-permute" -> {
          attrs.add(named("source_target_pairs", replicaGroups(inst, "source_target_pairs")));
          collectiveChannel(inst, attrs);
          yield append(block, NS + ".collective_permute", operands, List.of(resultType), attrs, loc);
        }
        case "bitcast" -> {
          // mhlo.bitcast keeps both HLO layouts (minor-to-major, as index tensors), as XLA's importer.
          if (operands.size() != 1 || !(resultType instanceof RankedTensorType) || !(operands.get(0).type() instanceof RankedTensorType)) {
            throw error(inst, "bitcast expects one array operand and an array shape");
          }
          attrs.add(named("result_layout", indexLayout(inst.shape().layout(), ((ShapedType) resultType).rank())));
          HloShape source = inst.operands().get(0).shape();
          attrs.add(named("source_layout", indexLayout(source == null ? null : source.layout(), ((ShapedType) operands.get(0).type()).rank())));
          yield append(block, NS + ".bitcast", operands, List.of(resultType), attrs, loc);
        }
        case "infeed" -> {
          // XLA's importer: the (data, token) result flattened, one minor-to-major layout per data leaf.
          HloModuleText.Value config = inst.attr("infeed_config");
          attrs.add(named("infeed_config", StringAttr.get(ctx, config == null ? "" : unquote(config.text()))));
          List<Attribute> layouts = new ArrayList<>();
          if (inst.shape().isTuple() && !inst.shape().tuple().isEmpty()) {
            feedLayouts(inst.shape().tuple().get(0), layouts);
          }
          attrs.add(named("layout", org.jmlir.ir.attr.ArrayAttr.get(ctx, layouts)));
          Operation infeed = append(block, NS + ".infeed", operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, infeed, resultType);
        }
        case "outfeed" -> {
          HloModuleText.Value config = inst.attr("outfeed_config");
          attrs.add(named("outfeed_config", StringAttr.get(ctx, config == null ? "" : unquote(config.text()))));
          if (operands.size() != 2) {
            throw error(inst, "outfeed expects a value and a token");
          }
          List<Value> flat = new ArrayList<>(flattenValue(block, loc, operands.get(0)));
          flat.add(operands.get(1));
          yield append(block, NS + ".outfeed", flat, List.of(resultType), attrs, loc);
        }
        case "custom-call" -> {
          HloModuleText.Value target = attr(inst, "custom_call_target");
          attrs.add(named("call_target_name", StringAttr.get(ctx, unquote(target.text()))));
          HloModuleText.Value sideEffect = inst.attr("custom_call_has_side_effect");
          attrs.add(named("has_side_effect", IntegerAttr.bool(ctx, sideEffect != null && sideEffect.text().equals("true"))));
          HloModuleText.Value config = inst.attr("backend_config");
          attrs.add(named("backend_config", StringAttr.get(ctx, config == null ? "" : unquote(config.text()))));
          attrs.add(named("api_version", hooks.enumAttr(ctx, "custom_call_api_version", "API_VERSION_ORIGINAL")));
          Operation cc = append(block, NS + ".custom_call", operands, flatResult(resultType), attrs, loc);
          yield tupleOp(block, loc, cc, resultType);
        }
        default -> throw error(inst, "HLO opcode " + opcode + " is not supported by the importer");
      };
    }
    if (!inst.shape().isArray() && op.numResults() > 0) {
      op.setAttr("xla_shape", StringAttr.get(ctx, inst.shape().toText(true)));
    }
    return op.result(0);
  }

  /**
   * An async collective (or copy) start as XLA's importer: an {@code async_start} whose body applies the synchronous
   * collective (copy, with its cross_program_prefetch_index) to its arguments and returns the result, typed as a future of the output (the start's shape,
   * or the second element of its (input, output, ...) tuple).
   */
  private Value importAsyncStart(Instruction inst, List<Value> operands, Block block, Type resultType, Computation c,
      Location loc) throws HloParseException {
    String sync = inst.opcode().substring(0, inst.opcode().length() - "-start".length());
    HloShape output = inst.shape();
    if (output.isTuple()) {
      if (output.tuple().size() < 2) {
        throw error(inst, inst.opcode() + " expects an (input, output) tuple shape");
      }
      output = output.tuple().get(1);
    }
    if (operands.size() != 1 || !output.isArray()) {
      throw error(inst, inst.opcode() + " of several operands (a tuple) is not supported, as in XLA's importer");
    }
    Type outType = type(output);
    Operation start = appendWithRegions(block, NS + ".async_start", operands,
        List.of(org.jmlir.dialect.hlo.FutureType.get(ctx, NS, List.of(outType))), List.of(), loc, 1);
    Block body = start.region(0).addBlock();
    List<Value> args = new ArrayList<>();
    for (Value v : operands) {
      args.add(body.addArgument(v.type(), loc));
    }
    Instruction syncInst = new Instruction(inst.name(), output, sync, inst.operands(), inst.literal(), inst.attributes(),
        false, inst.offset());
    Value result = importInstruction(syncInst, args, body, c);
    HloModuleText.Value prefetch = inst.attr("cross_program_prefetch_index");
    if (prefetch != null) {
      result.definingOp().setAttr("cross_program_prefetch_index", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), integer(prefetch)));
    }
    append(body, NS + ".return", List.of(result), List.of(), new ArrayList<>(), loc);
    return start.result(0);
  }

  /** The opcode of the instruction that defines an instruction's first operand (null for parameters of other computations). */
  private static String operandOpcode(Computation c, Instruction inst) {
    String name = inst.operands().get(0).name();
    for (Instruction i : c.instructions()) {
      if (i.name().equals(name)) {
        return i.opcode();
      }
    }
    return null;
  }

  /**
   * Non-pipelined send and recv as XLA's importer: {@code send(data, token)} becomes {@code send(data..., token)}
   * with a token result, {@code recv(token)} a {@code recv} of (data..., token) put back into a (data, token) tuple
   * (recv-done's shape); the channel handle's type says the direction (2 device to host, 3 host to device, 1 else).
   */
  private Value importSendRecv(Instruction inst, List<Value> operands, Block block, Type resultType,
      List<NamedAttribute> attrs, Location loc) throws HloParseException {
    boolean send = inst.opcode().equals("send");
    if (!(resultType instanceof TupleType tt) || tt.types().size() != 3 || operands.size() != (send ? 2 : 1)) {
      throw error(inst, inst.opcode() + " expects a (data, u32[], token[]) shape and " + (send ? "a value and a token" : "a token"));
    }
    boolean host = flag(inst, "is_host_transfer");
    HloModuleText.Value channel = inst.attr("channel_id");
    long handle = channel == null ? 0 : integer(channel);
    attrs.add(named("channel_handle", org.jmlir.dialect.hlo.ChannelHandleAttr.get(ctx, NS, handle, host ? (send ? 2 : 3) : 1)));
    attrs.add(named("is_host_transfer", IntegerAttr.bool(ctx, host)));
    Type token = tt.types().get(2);
    if (send) {
      List<Value> args = new ArrayList<>(flattenValue(block, loc, operands.get(0)));
      args.add(operands.get(1));
      return append(block, NS + ".send", args, List.of(token), attrs, loc).result(0);
    }
    TupleType done = TupleType.get(ctx, List.of(tt.types().get(0), token));
    Operation recv = append(block, NS + ".recv", operands, flatResult(done), attrs, loc);
    return tupleOp(block, loc, recv, done).result(0);
  }

  private static String simpleName(String opcode) {
    return switch (opcode) {
      case "bitcast-convert" -> "bitcast_convert";
      case "opt-barrier" -> "optimization_barrier";
      case "partition-id" -> "partition_id";
      case "replica-id" -> "replica_id";
      default -> opcode;
    };
  }

  private static String unquote(String s) {
    String t = s.strip();
    if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
      return t.substring(1, t.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }
    return t;
  }

  /** XLA's Comparison::DefaultComparisonType for an operand type. */
  private static String defaultComparisonType(Type t) {
    Type e = t instanceof ShapedType s ? s.elementType() : t;
    if (e instanceof FloatType || e instanceof ComplexType) {
      return "FLOAT";
    }
    if (e instanceof IntegerType it && it.isUnsigned() || e instanceof IntegerType i1 && i1.width() == 1) {
      return "UNSIGNED";
    }
    return "SIGNED";
  }

  /** A minor-to-major layout as {@code dense<[...]> : tensor<Nxindex>} (XLA's default where none is written). */
  private Attribute indexLayout(long[] layout, int rank) {
    if (layout == null) {
      layout = new long[rank];
      for (int i = 0; i < layout.length; i++) {
        layout[i] = layout.length - 1 - i;
      }
    }
    java.math.BigInteger[] values = new java.math.BigInteger[layout.length];
    for (int i = 0; i < layout.length; i++) {
      values[i] = java.math.BigInteger.valueOf(layout[i]);
    }
    RankedTensorType type = RankedTensorType.get(ctx, new long[] {layout.length}, org.jmlir.ir.type.IndexType.get(ctx));
    return org.jmlir.dialect.fold.ConstFold.dense(ctx, type, values);
  }

  /** The minor-to-major layout of each array leaf of {@code shape} (XLA's default where none is written). */
  private void feedLayouts(HloShape shape, List<Attribute> out) {
    if (shape.isTuple()) {
      for (HloShape e : shape.tuple()) {
        feedLayouts(e, out);
      }
      return;
    }
    if (!shape.isArray()) {
      return;
    }
    long[] layout = shape.layout();
    if (layout == null) {
      layout = new long[shape.rank()];
      for (int i = 0; i < layout.length; i++) {
        layout[i] = layout.length - 1 - i;
      }
    }
    List<Attribute> dims = new ArrayList<>();
    for (long d : layout) {
      dims.add(i64(d));
    }
    out.add(org.jmlir.ir.attr.ArrayAttr.get(ctx, dims));
  }

  private static List<Type> flatResult(Type t) {
    List<Type> out = new ArrayList<>();
    flattenType(t, out);
    return out;
  }

  private Operation tupleOp(Block block, Location loc, Operation op, Type resultType) {
    if (!(resultType instanceof TupleType)) {
      return op;
    }
    return tupleFromResults(block, loc, op, resultType).definingOp();
  }

  private Operation appendWithRegions(
      Block block, String name, List<Value> operands, List<Type> results, List<NamedAttribute> attrs, Location loc,
      int regions) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    s.addTypes(results);
    for (NamedAttribute a : attrs) {
      s.addAttribute(a.name(), a.value());
    }
    for (int i = 0; i < regions; i++) {
      s.addRegion();
    }
    Operation op = Operation.create(s);
    block.append(op);
    return op;
  }

  /** {@code slice={[0:2], [1:5:2]}}: starts, limits and strides. */
  private static long[][] sliceSpec(Instruction inst, HloModuleText.Value v) throws HloParseException {
    String t = v.text().strip();
    List<long[]> dims = new ArrayList<>();
    int i = 0;
    while ((i = t.indexOf('[', i)) >= 0) {
      int close = t.indexOf(']', i);
      String[] parts = t.substring(i + 1, close).split(":");
      try {
        long start = Long.parseLong(parts[0].strip());
        long limit = Long.parseLong(parts[1].strip());
        long stride = parts.length > 2 ? Long.parseLong(parts[2].strip()) : 1;
        dims.add(new long[] {start, limit, stride});
      } catch (RuntimeException e) {
        throw new HloParseException(v.offset(), "expects [start:limit:stride] in " + t);
      }
      i = close;
    }
    long[][] out = new long[3][dims.size()];
    for (int d = 0; d < dims.size(); d++) {
      for (int k = 0; k < 3; k++) {
        out[k][d] = dims.get(d)[k];
      }
    }
    return out;
  }

  /** {@code padding=0_1_0x2_3_1}: low, high and interior per dimension. */
  private static long[][] padding(Instruction inst, HloModuleText.Value v) throws HloParseException {
    String[] dims = v.text().strip().split("x");
    long[][] out = new long[3][dims.length];
    for (int d = 0; d < dims.length; d++) {
      String[] parts = dims[d].split("_");
      try {
        for (int k = 0; k < parts.length && k < 3; k++) {
          out[k][d] = Long.parseLong(parts[k]);
        }
      } catch (NumberFormatException e) {
        throw new HloParseException(v.offset(), "expects low_high[_interior] paddings in " + v.text());
      }
    }
    return out;
  }

  private Operation importDot(
      Instruction inst, List<Value> operands, Block block, Type resultType, List<NamedAttribute> attrs, Location loc)
      throws HloParseException {
    long[] lb = optionalList(inst, "lhs_batch_dims");
    long[] rb = optionalList(inst, "rhs_batch_dims");
    long[] lc = optionalList(inst, "lhs_contracting_dims");
    long[] rc = optionalList(inst, "rhs_contracting_dims");
    List<Attribute> precision = new ArrayList<>();
    HloModuleText.Value pc = inst.attr("operand_precision");
    String[] given = pc == null ? new String[0] : pc.text().replace("{", "").replace("}", "").split(",");
    for (int i = 0; i < 2; i++) {
      String p = i < given.length && !given[i].isBlank() ? given[i].strip().toUpperCase() : "DEFAULT";
      precision.add(hooks.enumAttr(ctx, "precision", p));
    }
    attrs.add(named("precision_config", ArrayAttr.get(ctx, precision)));
    int lhsRank = ((ShapedType) operands.get(0).type()).rank();
    int rhsRank = ((ShapedType) operands.get(1).type()).rank();
    boolean isDefault = lhsRank <= 2 && rhsRank <= 2 && lb.length == 0 && rb.length == 0
        && lc.length == 1 && lc[0] == (lhsRank == 1 ? 0 : 1) && rc.length == 1 && rc[0] == 0;
    if (isDefault) {
      return append(block, NS + ".dot", operands, List.of(resultType), attrs, loc);
    }
    attrs.add(named("dot_dimension_numbers", hooks.dotDimensionNumbers(ctx, lb, rb, lc, rc)));
    return append(block, NS + ".dot_general", operands, List.of(resultType), attrs, loc);
  }

  private static long[] optionalList(Instruction inst, String key) throws HloParseException {
    HloModuleText.Value v = inst.attr(key);
    return v == null ? new long[0] : intList(v);
  }

  private Operation importConditional(
      Instruction inst, List<Value> operands, Block block, Type resultType, List<NamedAttribute> attrs, Location loc)
      throws HloParseException {
    List<Computation> branches = new ArrayList<>();
    boolean isIf = inst.attr("true_computation") != null;
    if (isIf) {
      branches.add(called(inst, "true_computation"));
      branches.add(called(inst, "false_computation"));
    } else {
      HloModuleText.Value v = attr(inst, "branch_computations");
      String body = v.text().strip();
      for (String name : body.substring(1, body.length() - 1).split(",")) {
        Computation comp = module.computation(name.strip());
        if (comp == null) {
          throw new HloParseException(v.offset(), "computation does not exist: " + name.strip());
        }
        branches.add(comp);
      }
    }
    if (operands.size() != branches.size() + 1) {
      throw error(inst, "conditional expects " + (branches.size() + 1) + " operands, got " + operands.size());
    }
    // The branches read their operands implicitly: each region's block arguments become the
    // flattened operand values (XLA's ReplaceBlockArgumentsWithImplicitOperands).
    List<List<Value>> implicit = new ArrayList<>();
    for (int i = 0; i < branches.size(); i++) {
      implicit.add(flattenValue(block, loc, operands.get(i + 1)));
    }
    Operation op = appendWithRegions(
        block, NS + (isIf ? ".if" : ".case"), List.of(operands.get(0)), flatResult(resultType), attrs, loc, branches.size());
    for (int i = 0; i < branches.size(); i++) {
      importAsRegion(branches.get(i), op.region(i), loc);
      Block b = op.region(i).front();
      List<Value> args = implicit.get(i);
      for (int a = b.numArguments() - 1; a >= 0; a--) {
        b.argument(a).replaceAllUsesWith(args.get(a));
        b.eraseArgument(a);
      }
    }
    return tupleOp(block, loc, op, resultType);
  }

  private Operation importWhile(
      Instruction inst, List<Value> operands, Block block, Type resultType, List<NamedAttribute> attrs, Location loc)
      throws HloParseException {
    List<Value> flat = flattenValue(block, loc, operands.get(0));
    Operation op = appendWithRegions(block, NS + ".while", flat, flatResult(resultType), attrs, loc, 2);
    importAsRegion(called(inst, "condition"), op.region(0), loc);
    importAsRegion(called(inst, "body"), op.region(1), loc);
    return tupleOp(block, loc, op, resultType);
  }

  private Operation importReduce(
      Instruction inst, List<Value> operands, Block block, Type resultType, List<NamedAttribute> attrs, Location loc)
      throws HloParseException {
    attrs.add(named("dimensions", i64Tensor(intList(attr(inst, "dimensions")))));
    Operation op = appendWithRegions(block, NS + ".reduce", operands, flatResult(resultType), attrs, loc, 1);
    importAsRegion(called(inst, "to_apply"), op.region(0), loc);
    return tupleOp(block, loc, op, resultType);
  }
}
