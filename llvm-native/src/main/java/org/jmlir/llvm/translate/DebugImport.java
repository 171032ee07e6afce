package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmParamAttr;
import org.jmlir.dialect.llvm.LlvmTextAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.IntegerType;

/**
 * Debug information ({@code !DI*} metadata) read back into the llvm dialect's {@code #llvm.di_*}
 * attributes and locations, as mlir-translate 22's import builds them: instruction locations
 * become {@code loc(fused<#scope>["file":line:col])} (a {@code callsite} when inlined), a function's
 * location is its subprogram's file and line, column 0.
 *
 * <p>LLVM 20's C API reads few of a node's fields, so each node is read from the text LLVM prints
 * for it on its own (no module slot numbers: the nodes it references are printed as their
 * addresses, {@code <0x...>}), one parse per node. A node that may sit on a cycle (composite types,
 * subprograms) and is met again while it is being translated becomes a self reference
 * {@code <recId = distinct[N]<>, isRecSelf = true>}, its translation then carrying the same
 * {@code recId}; a translation that holds a self reference of a node still open is reused only
 * while that node is open.
 */
final class DebugImport {
  private final MLIRContext ctx;
  private final LLVMContextRef llctx;

  /** A printed node: its kind ({@code DISubprogram}, or {@code ""} for a tuple), fields or items. */
  private record Node(boolean distinct, String kind, Map<String, Object> fields, List<Object> items) {}

  /** A reference to another node, by address. */
  private record Ref(long address) {}

  /** A bare word: an enum, a flag set ({@code DIFlagA | DIFlagB}), true / false. */
  private record Word(String text) {}

  /** A {@code !DIExpression(...)} (its operands as printed). */
  private record Expr(String ops) {}

  /** A typed constant in a tuple ({@code i32 0}). */
  private record Const(String text) {}

  private static final Object NULL = new Object();

  private final Map<Long, Node> parsed = new HashMap<>();

  private record Cached(Attribute attr, Set<Long> open) {}

  private final Map<Long, Cached> cache = new HashMap<>();
  private final Map<Long, DistinctAttr> ids = new HashMap<>();
  private final Map<Long, DistinctAttr> recIds = new HashMap<>();
  /** The nodes being translated, innermost last, with the open nodes their translation refers to. */
  private final List<Long> stack = new ArrayList<>();
  private final List<Set<Long>> openRefs = new ArrayList<>();
  private final Map<Long, Location> locs = new HashMap<>();

  /** -drop-di-composite-type-elements: composite types but vectors without their elements. */
  private final boolean dropCompositeElements;

  DebugImport(MLIRContext ctx, LLVMContextRef llctx, boolean dropCompositeElements) {
    this.ctx = ctx;
    this.llctx = llctx;
    this.dropCompositeElements = dropCompositeElements;
  }

  private static boolean present(org.bytedeco.javacpp.Pointer p) {
    return p != null && !p.isNull();
  }

  // ---- locations ----

  /** An instruction's location: unknown without a debug location. */
  Location location(LLVMValueRef inst) {
    LLVMMetadataRef dl = LLVMInstructionGetDebugLoc(inst);
    return present(dl) ? location(dl) : UnknownLoc.get(ctx);
  }

  Location location(LLVMMetadataRef dl) {
    Location cached = locs.get(dl.address());
    if (cached != null) {
      return cached;
    }
    LLVMMetadataRef scope = LLVMDILocationGetScope(dl);
    Location result = FileLineColLoc.get(ctx, filename(scope), LLVMDILocationGetLine(dl), LLVMDILocationGetColumn(dl));
    Attribute scopeAttr = present(scope) ? translate(scope.address()) : null;
    if (scopeAttr != null) {
      result = FusedLoc.get(ctx, List.of(result), scopeAttr);
    }
    LLVMMetadataRef inlinedAt = LLVMDILocationGetInlinedAt(dl);
    if (present(inlinedAt)) {
      result = CallSiteLoc.get(ctx, result, location(inlinedAt));
    }
    locs.put(dl.address(), result);
    return result;
  }

  /** A function's location: its subprogram's file and line, column 0 (unknown without one). */
  Location functionLocation(LLVMValueRef f) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    if (!present(sp)) {
      return UnknownLoc.get(ctx);
    }
    Node n = node(sp.address());
    long line = n.fields.get("line") instanceof Long l ? l : 0;
    Location file = FileLineColLoc.get(ctx, filename(sp), (int) line, 0);
    Attribute a = translate(sp.address());
    return a == null ? file : FusedLoc.get(ctx, List.of(file), a);
  }

  private static String filename(LLVMMetadataRef scope) {
    if (!present(scope)) {
      return "-";
    }
    LLVMMetadataRef file = LLVMDIScopeGetFile(scope);
    if (!present(file)) {
      return "-"; // as mlir-translate 22 names a scope without a file
    }
    IntPointer len = new IntPointer(1);
    BytePointer p = LLVMDIFileGetFilename(file, len);
    if (!present(p)) {
      return "";
    }
    byte[] b = new byte[len.get()];
    p.get(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  // ---- the debug intrinsics' operands ----

  /** A {@code !DIExpression(...)} operand as {@code #llvm.di_expression}. */
  Attribute expression(LLVMValueRef mav) {
    String text = print(mav);
    int open = text.indexOf("!DIExpression(");
    if (open < 0) {
      return LlvmTextAttr.get(ctx, "di_expression", "<>");
    }
    int close = text.indexOf(')', open);
    return expression(new Expr(text.substring(open + "!DIExpression(".length(), close)));
  }

  /** A global variable's {@code !dbg} attachments (global variable expressions), as attributes. */
  List<Attribute> globalExpressions(LLVMValueRef g) {
    List<Attribute> out = new ArrayList<>();
    org.bytedeco.javacpp.SizeTPointer count = new org.bytedeco.javacpp.SizeTPointer(1);
    org.bytedeco.llvm.LLVM.LLVMValueMetadataEntry entries = LLVMGlobalCopyAllMetadata(g, count);
    if (!present(entries)) {
      return out;
    }
    try {
      int dbg = LLVMGetMDKindIDInContext(llctx, "dbg", 3);
      for (int k = 0; k < count.get(); k++) {
        if (LLVMValueMetadataEntriesGetKind(entries, k) == dbg) {
          Attribute a = translate(LLVMValueMetadataEntriesGetMetadata(entries, k).address());
          if (a != null) {
            out.add(a);
          }
        }
      }
    } finally {
      LLVMDisposeValueMetadataEntries(entries);
    }
    return out;
  }

  /** The node a metadata operand wraps (a variable or label), as its attribute. */
  Attribute nodeOperand(long address) {
    return translate(address);
  }

  // ---- node text ----

  private String print(LLVMValueRef v) {
    BytePointer p = LLVMPrintValueToString(v);
    try {
      return p.getString(StandardCharsets.UTF_8);
    } finally {
      LLVMDisposeMessage(p);
    }
  }

  private static final class MetadataAt extends LLVMMetadataRef {
    MetadataAt(long a) {
      address = a;
    }
  }

  private Node node(long address) {
    Node n = parsed.get(address);
    if (n == null) {
      String text = print(LLVMMetadataAsValue(llctx, new MetadataAt(address)));
      n = new Reader(text).node();
      if (n.kind.isEmpty() && n.items.isEmpty() && !text.startsWith(String.format("<0x%x>", address))) {
        // LLVM hands out !{} for the value of a tuple holding only null (!{null}).
        n = new Node(n.distinct, "", Map.of(), List.of(NULL));
      }
      parsed.put(address, n);
    }
    return n;
  }

  /** Reads the text LLVM prints for one node: {@code <0x..> = [distinct ]!DIKind(field: value, ...)}. */
  private static final class Reader {
    private final String s;
    private int at;

    Reader(String s) {
      this.s = s;
    }

    Node node() {
      int eq = s.indexOf(" = ");
      at = eq < 0 ? 0 : eq + 3;
      boolean distinct = false;
      if (s.startsWith("distinct ", at)) {
        distinct = true;
        at += "distinct ".length();
      }
      if (s.startsWith("!{", at)) {
        at += 2;
        List<Object> items = new ArrayList<>();
        skipSpaces();
        while (at < s.length() && s.charAt(at) != '}') {
          items.add(value());
          skipSpaces();
          if (at < s.length() && s.charAt(at) == ',') {
            at++;
            skipSpaces();
          }
        }
        return new Node(distinct, "", Map.of(), items);
      }
      if (s.startsWith("!\"", at)) {
        at++;
        return new Node(distinct, "string", Map.of("value", string()), List.of());
      }
      if (!s.startsWith("!", at)) {
        return new Node(distinct, "?", Map.of(), List.of());
      }
      int paren = s.indexOf('(', at);
      String kind = s.substring(at + 1, paren);
      at = paren + 1;
      Map<String, Object> fields = new LinkedHashMap<>();
      skipSpaces();
      while (at < s.length() && s.charAt(at) != ')') {
        int colon = s.indexOf(':', at);
        String name = s.substring(at, colon).strip();
        at = colon + 1;
        skipSpaces();
        fields.put(name, value());
        skipSpaces();
        if (at < s.length() && s.charAt(at) == ',') {
          at++;
          skipSpaces();
        }
      }
      return new Node(distinct, kind, fields, List.of());
    }

    private void skipSpaces() {
      while (at < s.length() && s.charAt(at) == ' ') {
        at++;
      }
    }

    private Object value() {
      char c = s.charAt(at);
      if (c == '<' && s.startsWith("<0x", at)) {
        int end = s.indexOf('>', at);
        long a = Long.parseUnsignedLong(s.substring(at + 3, end), 16);
        at = end + 1;
        return new Ref(a);
      }
      if (c == '"') {
        return string();
      }
      if (s.startsWith("!\"", at)) {
        at++;
        return string();
      }
      if (s.startsWith("!DIExpression(", at)) {
        int end = s.indexOf(')', at);
        String ops = s.substring(at + "!DIExpression(".length(), end);
        at = end + 1;
        return new Expr(ops);
      }
      if (s.startsWith("null", at) && !Character.isLetterOrDigit(charAt(at + 4))) {
        at += 4;
        return NULL;
      }
      if (c == '-' || Character.isDigit(c)) {
        int start = at;
        at++;
        while (at < s.length() && Character.isDigit(s.charAt(at))) {
          at++;
        }
        return Long.parseLong(s.substring(start, at));
      }
      if (c == '!') {
        // Something inline this reader does not take apart (a location, a nested node).
        int depth = 0;
        int start = at;
        while (at < s.length()) {
          char d = s.charAt(at);
          if (d == '(' || d == '{') {
            depth++;
          } else if (d == ')' || d == '}') {
            if (depth == 0) {
              break;
            }
            depth--;
            if (depth == 0) {
              at++;
              break;
            }
          } else if (d == ',' && depth == 0) {
            break;
          }
          at++;
        }
        return new Word(s.substring(start, at));
      }
      // A word, a flag set (A | B) or a typed constant (i32 0).
      int start = at;
      while (at < s.length() && s.charAt(at) != ',' && s.charAt(at) != ')' && s.charAt(at) != '}') {
        at++;
      }
      String w = s.substring(start, at).strip();
      if (w.matches("i\\d+ .*")) {
        return new Const(w);
      }
      return new Word(w);
    }

    private char charAt(int i) {
      return i < s.length() ? s.charAt(i) : ' ';
    }

    /** A quoted string (at its opening quote), LLVM's {@code \XX} escapes decoded. */
    private String string() {
      at++;
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      while (at < s.length() && s.charAt(at) != '"') {
        char c = s.charAt(at);
        if (c == '\\' && at + 2 < s.length()) {
          out.write(Integer.parseInt(s.substring(at + 1, at + 3), 16));
          at += 3;
        } else {
          byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
          out.write(b, 0, b.length);
          at++;
        }
      }
      at++;
      return out.toString(StandardCharsets.UTF_8);
    }
  }

  // ---- translation ----

  private static boolean recursive(String kind) {
    return kind.equals("DICompositeType") || kind.equals("DISubprogram");
  }

  private static String mnemonic(String kind) {
    return switch (kind) {
      case "DICompositeType" -> "di_composite_type";
      case "DISubprogram" -> "di_subprogram";
      default -> "";
    };
  }

  /** The attribute for the node at {@code address}, or null where MLIR 22 has none. */
  Attribute translate(long address) {
    Node n = node(address);
    int onStack = stack.indexOf(address);
    if (onStack >= 0 && !recursive(n.kind) && stack.lastIndexOf(address) != onStack) {
      return null; // a cycle through no composite type or subprogram
    }
    if (onStack >= 0 && recursive(n.kind)) {
      DistinctAttr rec = recIds.computeIfAbsent(address, k -> DistinctAttr.create(UnitAttr.get(ctx)));
      if (!openRefs.isEmpty()) {
        openRefs.get(openRefs.size() - 1).add(address);
      }
      return LlvmParamAttr.get(ctx, mnemonic(n.kind), List.of(
          new NamedAttribute("recId", rec), new NamedAttribute("isRecSelf", IntegerAttr.bool(ctx, true))));
    }
    Cached c = cache.get(address);
    if (c != null && stack.containsAll(c.open)) {
      if (!openRefs.isEmpty()) {
        openRefs.get(openRefs.size() - 1).addAll(c.open);
      }
      return c.attr;
    }
    stack.add(address);
    openRefs.add(new HashSet<>());
    Attribute a;
    try {
      a = build(address, n);
    } finally {
      stack.remove(stack.size() - 1);
    }
    Set<Long> open = openRefs.remove(openRefs.size() - 1);
    boolean selfReferenced = open.remove(address);
    if (selfReferenced && a instanceof LlvmParamAttr pa) {
      List<NamedAttribute> params = new ArrayList<>();
      params.add(new NamedAttribute("recId", recIds.get(address)));
      params.addAll(pa.params());
      a = LlvmParamAttr.get(ctx, pa.mnemonic(), params);
    }
    cache.put(address, new Cached(a, open));
    if (!openRefs.isEmpty()) {
      openRefs.get(openRefs.size() - 1).addAll(open);
    }
    return a;
  }

  private Attribute ref(Object v) {
    return v instanceof Ref r ? translate(r.address) : null;
  }

  private List<Attribute> refs(Object v) {
    List<Attribute> out = new ArrayList<>();
    if (v instanceof Ref r) {
      Node list = node(r.address);
      for (Object item : list.items) {
        if (item == NULL) {
          out.add(LlvmParamAttr.get(ctx, "di_null_type", List.of()));
        } else {
          Attribute a = ref(item);
          if (a == null) {
            return null;
          }
          out.add(a);
        }
      }
    }
    return out;
  }

  /** Builds the parameters in MLIR 22's order, leaving out those at their defaults. */
  private final class Params {
    final List<NamedAttribute> list = new ArrayList<>();

    Params attr(String name, Attribute a) {
      if (a != null) {
        list.add(new NamedAttribute(name, a));
      }
      return this;
    }

    Params str(String name, Object v) {
      if (v instanceof String s && !s.isEmpty()) {
        list.add(new NamedAttribute(name, StringAttr.get(ctx, s)));
      }
      return this;
    }

    Params strAlways(String name, Object v) {
      list.add(new NamedAttribute(name, StringAttr.get(ctx, v instanceof String s ? s : "")));
      return this;
    }

    Params num(String name, Object v) {
      if (v instanceof Long l && l != 0) {
        list.add(new NamedAttribute(name, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), l)));
      }
      return this;
    }

    Params numAlways(String name, Object v) {
      list.add(new NamedAttribute(name, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v instanceof Long l ? l : 0)));
      return this;
    }

    Params bool(String name, boolean b) {
      if (b) {
        list.add(new NamedAttribute(name, IntegerAttr.bool(ctx, true)));
      }
      return this;
    }

    Params boolAlways(String name, boolean b) {
      list.add(new NamedAttribute(name, IntegerAttr.bool(ctx, b)));
      return this;
    }

    Params word(String name, String w) {
      if (w != null && !w.isEmpty()) {
        list.add(new NamedAttribute(name, LlvmParamAttr.Word.get(ctx, w)));
      }
      return this;
    }

    Params items(String name, List<Attribute> items) {
      if (items != null && !items.isEmpty()) {
        list.add(new NamedAttribute(name, items.size() == 1 ? items.get(0) : LlvmParamAttr.Items.get(ctx, items)));
      }
      return this;
    }

    Attribute get(String mnemonic) {
      return LlvmParamAttr.get(ctx, mnemonic, list);
    }
  }

  private static String word(Object v) {
    return v instanceof Word w ? w.text : null;
  }

  private static boolean isTrue(Object v) {
    return v instanceof Word w && w.text.equals("true");
  }

  /** {@code DIFlagA | DIFlagB} as MLIR's {@code A|B} (with the prefix given). */
  private static String flags(Object v, String prefix) {
    if (!(v instanceof Word w)) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    for (String f : w.text.split("\\s*\\|\\s*")) {
      String x = f.startsWith(prefix) ? f.substring(prefix.length()) : f;
      if (x.equals("Zero") || x.equals("0")) {
        continue;
      }
      if (out.length() > 0) {
        out.append('|');
      }
      out.append(x);
    }
    return out.toString();
  }

  private Attribute build(long address, Node n) {
    Map<String, Object> f = n.fields;
    switch (n.kind) {
      case "DIFile" -> {
        return LlvmParamAttr.get(ctx, LlvmParamAttr.DI_FILE, List.of(
            new NamedAttribute("name", StringAttr.get(ctx, f.get("filename") instanceof String s ? s : "")),
            new NamedAttribute("directory", StringAttr.get(ctx, f.get("directory") instanceof String s ? s : ""))));
      }
      case "DIBasicType" -> {
        return new Params().word("tag", tag(f, "DW_TAG_base_type")).strAlways("name", f.get("name"))
            .num("sizeInBits", f.get("size")).word("encoding", word(f.get("encoding"))).get("di_basic_type");
      }
      case "DICompileUnit" -> {
        DistinctAttr id = ids.computeIfAbsent(address, k -> DistinctAttr.create(UnitAttr.get(ctx)));
        String emission = switch (String.valueOf(word(f.get("emissionKind")))) {
          case "FullDebug" -> "Full";
          case "LineTablesOnly" -> "LineTablesOnly";
          case "DebugDirectivesOnly" -> "DebugDirectivesOnly";
          default -> "None";
        };
        return new Params().attr("id", id).word("sourceLanguage", word(f.get("language"))).attr("file", ref(f.get("file")))
            .str("producer", f.get("producer")).boolAlways("isOptimized", isTrue(f.get("isOptimized")))
            .word("emissionKind", emission).word("nameTableKind", word(f.get("nameTableKind")))
            .str("splitDebugFilename", f.get("splitDebugFilename")).get("di_compile_unit");
      }
      case "DICompositeType" -> {
        String flags = flags(f.get("flags"), "DIFlag");
        boolean vector = flags != null && java.util.Arrays.asList(flags.split("\\|")).contains("Vector");
        List<Attribute> elements = dropCompositeElements && !vector ? List.of() : refs(f.get("elements"));
        Attribute base = ref(f.get("baseType"));
        String tag = tag(f, "");
        if (tag.equals("DW_TAG_array_type") && base == null) {
          return null;
        }
        return new Params().word("tag", tag).str("name", f.get("name")).attr("file", ref(f.get("file")))
            .num("line", f.get("line")).attr("scope", ref(f.get("scope"))).attr("baseType", base).word("flags", flags)
            .num("sizeInBits", f.get("size")).num("alignInBits", f.get("align"))
            .attr("dataLocation", exprField(f.get("dataLocation"))).attr("rank", exprField(f.get("rank")))
            .attr("allocated", exprField(f.get("allocated"))).attr("associated", exprField(f.get("associated")))
            .items("elements", elements).get("di_composite_type");
      }
      case "DIDerivedType" -> {
        Attribute base = ref(f.get("baseType"));
        return new Params().word("tag", tag(f, "")).str("name", f.get("name")).attr("baseType", base)
            .num("sizeInBits", f.get("size")).num("alignInBits", f.get("align")).num("offsetInBits", f.get("offset"))
            .num("dwarfAddressSpace", f.get("dwarfAddressSpace")).attr("extraData", ref(f.get("extraData")))
            .get("di_derived_type");
      }
      case "DISubroutineType" -> {
        List<Attribute> types = refs(f.get("types"));
        if (types == null) {
          return null;
        }
        return new Params().word("callingConvention", word(f.get("cc"))).items("types", types).get("di_subroutine_type");
      }
      case "DISubprogram" -> {
        Params p = new Params();
        if (n.distinct) {
          p.attr("id", ids.computeIfAbsent(address, k -> DistinctAttr.create(UnitAttr.get(ctx))));
          p.attr("compileUnit", ref(f.get("unit")));
        }
        Attribute scope = ref(f.get("scope"));
        p.attr("scope", scope).str("name", f.get("name")).str("linkageName", f.get("linkageName"))
            .attr("file", ref(f.get("file"))).num("line", f.get("line")).num("scopeLine", f.get("scopeLine"))
            .word("subprogramFlags", flags(f.get("spFlags"), "DISPFlag")).attr("type", ref(f.get("type")));
        List<Attribute> retained = refs(f.get("retainedNodes"));
        if (retained != null) {
          retained.removeIf(java.util.Objects::isNull);
          p.items("retainedNodes", retained);
        }
        p.items("annotations", annotations(f.get("annotations")));
        return p.get("di_subprogram");
      }
      case "DILexicalBlock" -> {
        return new Params().attr("scope", ref(f.get("scope"))).attr("file", ref(f.get("file"))).num("line", f.get("line"))
            .num("column", f.get("column")).get("di_lexical_block");
      }
      case "DILexicalBlockFile" -> {
        return new Params().attr("scope", ref(f.get("scope"))).attr("file", ref(f.get("file")))
            .numAlways("discriminator", f.get("discriminator")).get("di_lexical_block_file");
      }
      case "DILocalVariable" -> {
        return new Params().attr("scope", ref(f.get("scope"))).str("name", f.get("name")).attr("file", ref(f.get("file")))
            .num("line", f.get("line")).num("arg", f.get("arg")).num("alignInBits", f.get("align"))
            .attr("type", ref(f.get("type"))).word("flags", flags(f.get("flags"), "DIFlag")).get("di_local_variable");
      }
      case "DIGlobalVariable" -> {
        return new Params().attr("scope", ref(f.get("scope"))).str("name", f.get("name"))
            .str("linkageName", f.get("linkageName")).attr("file", ref(f.get("file"))).numAlways("line", f.get("line"))
            .attr("type", ref(f.get("type"))).bool("isLocalToUnit", isTrue(f.get("isLocal")))
            .bool("isDefined", !f.containsKey("isDefinition") || isTrue(f.get("isDefinition")))
            .num("alignInBits", f.get("align")).get("di_global_variable");
      }
      case "DIGlobalVariableExpression" -> {
        Attribute var = ref(f.get("var"));
        Attribute expr = f.get("expr") instanceof Expr e ? expression(e) : LlvmTextAttr.get(ctx, "di_expression", "<>");
        return new Params().attr("var", var).attr("expr", expr).get("di_global_variable_expression");
      }
      case "DILabel" -> {
        return new Params().attr("scope", ref(f.get("scope"))).str("name", f.get("name")).attr("file", ref(f.get("file")))
            .num("line", f.get("line")).get("di_label");
      }
      case "DINamespace" -> {
        return new Params().str("name", f.get("name")).attr("scope", ref(f.get("scope")))
            .boolAlways("exportSymbols", isTrue(f.get("exportSymbols"))).get("di_namespace");
      }
      case "DIModule" -> {
        return new Params().attr("file", ref(f.get("file"))).attr("scope", ref(f.get("scope"))).str("name", f.get("name"))
            .str("configMacros", f.get("configMacros")).str("includePath", f.get("includePath"))
            .str("apinotes", f.get("apinotes")).num("line", f.get("line")).bool("isDecl", isTrue(f.get("isDecl")))
            .get("di_module");
      }
      case "DIImportedEntity" -> {
        List<Attribute> elements = refs(f.get("elements"));
        return new Params().word("tag", tag(f, "")).attr("scope", ref(f.get("scope"))).attr("entity", ref(f.get("entity")))
            .attr("file", ref(f.get("file"))).num("line", f.get("line")).str("name", f.get("name"))
            .items("elements", elements).get("di_imported_entity");
      }
      case "DICommonBlock" -> {
        return new Params().attr("scope", ref(f.get("scope"))).attr("decl", ref(f.get("declaration")))
            .str("name", f.get("name")).attr("file", ref(f.get("file"))).num("line", f.get("line")).get("di_common_block");
      }
      case "DISubrange", "DIGenericSubrange" -> {
        Params p = new Params();
        for (String k : List.of("count", "lowerBound", "upperBound", "stride")) {
          Object v = f.get(k);
          if (v instanceof Long l) {
            p.attr(k, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), l));
          } else if (v instanceof Expr e) {
            p.attr(k, expression(e));
          } else {
            p.attr(k, ref(v));
          }
        }
        return p.get(n.kind.equals("DISubrange") ? "di_subrange" : "di_generic_subrange");
      }
      case "DIStringType" -> {
        return new Params().word("tag", tag(f, "DW_TAG_string_type")).str("name", f.get("name"))
            .num("sizeInBits", f.get("size")).num("alignInBits", f.get("align")).attr("stringLength", ref(f.get("stringLength")))
            .attr("stringLengthExp", exprField(f.get("stringLengthExpression")))
            .attr("stringLocationExp", exprField(f.get("stringLocationExpression")))
            .word("encoding", word(f.get("encoding"))).get("di_string_type");
      }
      default -> {
        return null;
      }
    }
  }

  private static String tag(Map<String, Object> f, String dflt) {
    String t = word(f.get("tag"));
    return t != null ? t : dflt;
  }

  private Attribute exprField(Object v) {
    if (v instanceof Expr e) {
      return expression(e);
    }
    if (v instanceof Ref r) {
      Node n = node(r.address);
      // A referenced expression node prints inline only as an operand; read its own print.
      if (n.kind.equals("DIExpression")) {
        return null;
      }
    }
    return null;
  }

  private List<Attribute> annotations(Object v) {
    List<Attribute> out = new ArrayList<>();
    if (!(v instanceof Ref r)) {
      return out;
    }
    for (Object item : node(r.address).items) {
      if (item instanceof Ref pair) {
        List<Object> kv = node(pair.address).items;
        if (kv.size() == 2 && kv.get(0) instanceof String name && kv.get(1) instanceof String value) {
          out.add(LlvmParamAttr.get(ctx, "di_annotation", List.of(new NamedAttribute("name", StringAttr.get(ctx, name)),
              new NamedAttribute("value", StringAttr.get(ctx, value)))));
        }
      }
    }
    return out;
  }

  /** {@code DW_OP_a, 1, DW_OP_b} as {@code #llvm.di_expression<[DW_OP_a(1), DW_OP_b]>}. */
  private Attribute expression(Expr e) {
    String ops = e.ops.strip();
    if (ops.isEmpty()) {
      return LlvmTextAttr.get(ctx, "di_expression", "<>");
    }
    StringBuilder out = new StringBuilder("<[");
    List<String> args = new ArrayList<>();
    String op = null;
    for (String t : ops.split("\\s*,\\s*")) {
      if (t.startsWith("DW_OP_")) {
        if (op != null) {
          appendOp(out, op, args);
        }
        op = t;
        args.clear();
      } else {
        args.add(t);
      }
    }
    if (op != null) {
      appendOp(out, op, args);
    }
    return LlvmTextAttr.get(ctx, "di_expression", out.append("]>").toString());
  }

  private static void appendOp(StringBuilder out, String op, List<String> args) {
    if (out.length() > 2) {
      out.append(", ");
    }
    out.append(op);
    if (!args.isEmpty()) {
      out.append('(').append(String.join(", ", args)).append(')');
    }
  }
}
