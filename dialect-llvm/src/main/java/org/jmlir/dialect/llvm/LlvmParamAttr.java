package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.IntegerType;

/**
 * The llvm dialect's metadata attributes, kept as named parameters: TBAA
 * ({@code #llvm.tbaa_root<id = "...">}, {@code #llvm.tbaa_type_desc<id = "...", members = {<#t, 0>}>},
 * {@code #llvm.tbaa_tag<...>}), alias scopes ({@code #llvm.alias_scope_domain},
 * {@code #llvm.alias_scope}), {@code #llvm.access_group}, module flags
 * ({@code #llvm.mlir.module_flag<error, "key", value>}, {@code #llvm.cgprofile_entry<...>}) and debug
 * information ({@code #llvm.di_file<"name" in "dir">}, {@code #llvm.di_compile_unit<...>}, ...).
 *
 * <p>Most are written in MLIR's struct format, {@code <name = value, ...>}: values are attributes, bare
 * enum keywords ({@code DW_TAG_base_type}, {@code Full}, {@code Definition|Optimized}, kept as
 * {@link Word}) or comma-separated lists of attributes ({@link Items}). Parameters keep the order
 * they were written in. Attributes of the debug-info, TBAA, alias-scope and access-group kinds print
 * through aliases named after their mnemonic, as MLIR's LLVM dialect does. Interned.
 */
public final class LlvmParamAttr implements DialectAttribute {
  /** Mnemonics in the struct format {@code <name = value, ...>} (or bare, without parameters). */
  private static final Set<String> STRUCT =
      Set.of(
          "tbaa_root", "tbaa_tag", "alias_scope_domain", "alias_scope", "access_group", "cgprofile_entry",
          "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_lexical_block",
          "di_lexical_block_file", "di_local_variable", "di_subprogram", "di_subroutine_type", "di_label",
          "di_namespace", "di_global_variable", "di_global_variable_expression", "di_subrange", "di_module",
          "di_imported_entity", "di_string_type", "di_common_block", "di_annotation", "di_null_type",
          "di_generic_subrange");

  /** Mnemonics with their own syntax. */
  public static final String TBAA_TYPE_DESC = "tbaa_type_desc";

  public static final String MODULE_FLAG = "mlir.module_flag";
  public static final String DI_FILE = "di_file";

  /** Those printed through an alias named after the mnemonic (MLIR's LLVMDialect::getAlias). */
  private static final Set<String> ALIASED =
      Set.of(
          "tbaa_root", "tbaa_tag", TBAA_TYPE_DESC, "alias_scope_domain", "alias_scope", "access_group",
          "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_lexical_block",
          "di_lexical_block_file", "di_local_variable", "di_subprogram", "di_subroutine_type", "di_label",
          "di_namespace", "di_global_variable", "di_global_variable_expression", "di_module",
          "di_imported_entity", "di_string_type", "di_common_block", "di_null_type", DI_FILE);

  /** The parameter names of the attributes whose names are checked (the others accept any name). */
  private static final java.util.Map<String, List<String>> NAMES =
      java.util.Map.of(
          "tbaa_root", List.of("id"),
          TBAA_TYPE_DESC, List.of("id", "members"),
          "tbaa_tag", List.of("base_type", "access_type", "offset", "constant"),
          "alias_scope_domain", List.of("id", "description"),
          "alias_scope", List.of("id", "domain", "description"),
          "access_group", List.of("id"),
          "cgprofile_entry", List.of("from", "to", "count"));

  /** Parameters that must hold an attribute of one kind ("mnemonic.param" to its mnemonic). */
  private static final java.util.Map<String, String> KINDS =
      java.util.Map.of(
          "tbaa_tag.base_type", TBAA_TYPE_DESC,
          "tbaa_tag.access_type", TBAA_TYPE_DESC,
          "alias_scope.domain", "alias_scope_domain");

  /** Debug-info parameters whose values are enums or flag sets (printed bare). */
  private static final Set<String> ENUM_PARAMS =
      Set.of("subprogramFlags", "flags", "emissionKind", "nameTableKind", "tag", "encoding", "sourceLanguage",
          "callingConvention");

  /**
   * MLIR 22's debug-info parameter names (checked when parsed; printed in the order written). Not
   * listed: di_null_type, which has none.
   */
  private static final java.util.Map<String, List<String>> DI_NAMES = java.util.Map.ofEntries(
      java.util.Map.entry("di_basic_type", List.of("tag", "name", "sizeInBits", "encoding")),
      java.util.Map.entry("di_compile_unit", List.of("id", "sourceLanguage", "file", "producer", "isOptimized",
          "emissionKind", "nameTableKind", "splitDebugFilename")),
      java.util.Map.entry("di_composite_type", List.of("recId", "isRecSelf", "tag", "name", "file", "line", "scope",
          "baseType", "flags", "sizeInBits", "alignInBits", "dataLocation", "rank", "allocated", "associated",
          "elements")),
      java.util.Map.entry("di_derived_type", List.of("tag", "name", "baseType", "sizeInBits", "alignInBits",
          "offsetInBits", "dwarfAddressSpace", "extraData")),
      java.util.Map.entry("di_lexical_block", List.of("scope", "file", "line", "column")),
      java.util.Map.entry("di_lexical_block_file", List.of("scope", "file", "discriminator")),
      java.util.Map.entry("di_local_variable", List.of("scope", "name", "file", "line", "arg", "alignInBits", "type",
          "flags")),
      java.util.Map.entry("di_subprogram", List.of("recId", "isRecSelf", "id", "compileUnit", "scope", "name",
          "linkageName", "file", "line", "scopeLine", "subprogramFlags", "type", "retainedNodes", "annotations")),
      java.util.Map.entry("di_subroutine_type", List.of("callingConvention", "types")),
      java.util.Map.entry("di_label", List.of("scope", "name", "file", "line")),
      java.util.Map.entry("di_namespace", List.of("name", "scope", "exportSymbols")),
      java.util.Map.entry("di_module", List.of("file", "scope", "name", "configMacros", "includePath", "apinotes",
          "line", "isDecl")),
      java.util.Map.entry("di_imported_entity", List.of("tag", "scope", "entity", "file", "line", "name", "elements")),
      java.util.Map.entry("di_global_variable", List.of("scope", "name", "linkageName", "file", "line", "type",
          "isLocalToUnit", "isDefined", "alignInBits")),
      java.util.Map.entry("di_global_variable_expression", List.of("var", "expr")),
      java.util.Map.entry("di_subrange", List.of("count", "lowerBound", "upperBound", "stride")),
      java.util.Map.entry("di_string_type", List.of("tag", "name", "sizeInBits", "alignInBits", "stringLength",
          "stringLengthExp", "stringLocationExp", "encoding")),
      java.util.Map.entry("di_common_block", List.of("scope", "decl", "name", "file", "line")),
      java.util.Map.entry("di_annotation", List.of("name", "value")),
      java.util.Map.entry("di_generic_subrange", List.of("count", "lowerBound", "upperBound", "stride")));

  public static boolean isMnemonic(String mnemonic) {
    return STRUCT.contains(mnemonic) || mnemonic.equals(TBAA_TYPE_DESC) || mnemonic.equals(MODULE_FLAG)
        || mnemonic.equals(DI_FILE);
  }

  private record Key(String mnemonic, List<NamedAttribute> params) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(mnemonic, k.mnemonic)
          && java.util.Objects.equals(params, k.params);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(mnemonic) + java.util.Objects.hashCode(params);
    }
  }

  private final String mnemonic;
  private final List<NamedAttribute> params;

  private LlvmParamAttr(Key k) {
    this.mnemonic = k.mnemonic;
    this.params = k.params;
  }

  /**
   * The attribute {@code mnemonic} with {@code params}: printed in declaration order where the
   * parameters are known, else in the order given.
   */
  public static LlvmParamAttr get(MLIRContext ctx, String mnemonic, List<NamedAttribute> params) {
    List<String> names = NAMES.get(mnemonic);
    if (names != null) {
      // Printed in declaration order, as MLIR's struct format.
      params = new ArrayList<>(params);
      params.sort(java.util.Comparator.comparingInt(na -> names.indexOf(na.name())));
    }
    return ctx.intern(new Key(mnemonic, List.copyOf(params)), LlvmParamAttr::new);
  }

  public String mnemonic() {
    return mnemonic;
  }

  public boolean is(String m) {
    return mnemonic.equals(m);
  }

  public List<NamedAttribute> params() {
    return params;
  }

  /** The value of parameter {@code name}, or null. */
  public Attribute param(String name) {
    for (NamedAttribute na : params) {
      if (na.name().equals(name)) {
        return na.value();
      }
    }
    return null;
  }

  /** Parameter {@code name} as a list: its items, the one value, or none. */
  public List<Attribute> list(String name) {
    Attribute v = param(name);
    if (v == null) {
      return List.of();
    }
    if (v instanceof Items items) {
      return items.items();
    }
    if (v instanceof ArrayAttr arr) {
      return arr.elements();
    }
    return List.of(v);
  }

  /** Parameter {@code name} as a string ("" when absent). */
  public String string(String name) {
    Attribute v = param(name);
    return v instanceof StringAttr s ? s.value() : v instanceof Word w ? w.word() : "";
  }

  /** Parameter {@code name} as an integer ({@code dflt} when absent). */
  public long integer(String name, long dflt) {
    Attribute v = param(name);
    return v instanceof IntegerAttr i ? i.longValue() : dflt;
  }

  /** Parameter {@code name} as a flag (true, or an i1 1). */
  public boolean bool(String name) {
    return param(name) instanceof IntegerAttr i && i.longValue() != 0;
  }

  public boolean aliased() {
    return ALIASED.contains(mnemonic);
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    StringBuilder out = new StringBuilder();
    printBody(new AttrTypePrinter(), out);
    return out.toString();
  }

  @Override
  public void walkSubElements(Consumer<Object> fn) {
    for (NamedAttribute na : params) {
      walkValue(na.value(), fn);
    }
  }

  private static void walkValue(Attribute v, Consumer<Object> fn) {
    if (v instanceof Items items) {
      items.items().forEach(i -> walkValue(i, fn));
    } else if (v instanceof Members m) {
      m.types().forEach(fn);
    } else if (!(v instanceof Word) && !(v instanceof IntegerAttr) && !(v instanceof StringAttr)) {
      fn.accept(v);
    }
  }

  @Override
  public void printBody(AttrTypePrinter printer, StringBuilder out) {
    out.append(mnemonic);
    switch (mnemonic) {
      case MODULE_FLAG -> {
        out.append('<').append(string("behavior")).append(", ");
        AttrTypePrinter.printString(out, string("key"));
        out.append(", ");
        printer.printAttribute(out, param("value"), false);
        out.append('>');
      }
      case DI_FILE -> {
        out.append('<');
        AttrTypePrinter.printString(out, string("name"));
        out.append(" in ");
        AttrTypePrinter.printString(out, string("directory"));
        out.append('>');
      }
      default -> {
        if (params.isEmpty()) {
          if (mnemonic.equals("di_subroutine_type")) {
            out.append("<>"); // MLIR 22 prints its brackets even without parameters
          }
          return;
        }
        out.append('<');
        for (int k = 0; k < params.size(); k++) {
          if (k > 0) {
            out.append(", ");
          }
          out.append(params.get(k).name()).append(" = ");
          if (strippedExpression(mnemonic, params.get(k).name()) && params.get(k).value() instanceof LlvmTextAttr x
              && x.mnemonic().equals("di_expression")) {
            // Its expression in the stripped form (`expr = <[...]>`), as MLIR prints it.
            out.append(x.params().isEmpty() ? "<>" : x.params());
            continue;
          }
          if ((mnemonic.equals("di_subrange") || mnemonic.equals("di_generic_subrange"))
              && params.get(k).value() instanceof IntegerAttr) {
            // Any-attribute parameters: an integer prints with its type (`count = 4 : i64`).
            printer.printAttribute(out, params.get(k).value(), false);
            continue;
          }
          printValue(printer, out, params.get(k).value());
        }
        out.append('>');
      }
    }
  }

  private static void printValue(AttrTypePrinter printer, StringBuilder out, Attribute v) {
    if (v instanceof Word w) {
      // A flag set of several flags is not a keyword: quoted, as MLIR prints it.
      if (w.word().indexOf('|') >= 0) {
        AttrTypePrinter.printString(out, w.word());
      } else {
        out.append(w.word());
      }
    } else if (v instanceof IntegerAttr ia && ia.type() instanceof IntegerType t && t.width() == 1) {
      out.append(ia.longValue() != 0 ? "true" : "false");
    } else if (v instanceof IntegerAttr ia) {
      out.append(ia.value());
    } else if (v instanceof Items items) {
      for (int k = 0; k < items.items().size(); k++) {
        if (k > 0) {
          out.append(", ");
        }
        printValue(printer, out, items.items().get(k));
      }
    } else if (v instanceof Members m) {
      out.append('{');
      for (int k = 0; k < m.types().size(); k++) {
        if (k > 0) {
          out.append(", ");
        }
        out.append('<');
        printer.printAttribute(out, m.types().get(k), false);
        out.append(", ").append(m.offsets().get(k)).append('>');
      }
      out.append('}');
    } else {
      printer.printAttribute(out, v, false);
    }
  }

  @Override
  public String toString() {
    return "#llvm." + body();
  }

  // ---- parsing ----

  /** Parses the parameters after {@code mnemonic}. */
  static LlvmParamAttr parse(AsmParser p, String mnemonic) {
    MLIRContext ctx = p.context();
    List<NamedAttribute> out = new ArrayList<>();
    switch (mnemonic) {
      case MODULE_FLAG -> {
        int bodyAt = p.currentOffset();
        p.parseLess();
        int at = p.currentOffset();
        String behavior = p.parseOptionalKeywordOrString();
        if (behavior == null || !MODULE_FLAG_BEHAVIORS.contains(behavior)) {
          p.emitError(at, behavior == null ? "expected keyword for LLVM Module Flag Behavior"
              : "expected one of [" + String.join(", ", MODULE_FLAG_BEHAVIORS)
                  + "] for LLVM Module Flag Behavior, got: " + behavior);
          throw failedParameter(p, "behavior", "ModFlagBehavior");
        }
        out.add(new NamedAttribute("behavior", Word.get(ctx, behavior)));
        p.parseComma();
        int keyAt = p.currentOffset();
        Attribute key = parseParameter(p, "key", "StringAttr");
        if (!(key instanceof StringAttr)) {
          p.emitError(keyAt, "invalid kind of attribute specified");
          throw failedParameter(p, "key", "StringAttr");
        }
        out.add(new NamedAttribute("key", key));
        p.parseComma();
        Attribute value = parseParameter(p, "value", "Attribute");
        out.add(new NamedAttribute("value", value));
        p.parseGreater();
        String problem = moduleFlagValueProblem(((StringAttr) key).value(), value);
        if (problem != null) {
          throw p.emitError(bodyAt, problem);
        }
      }
      case DI_FILE -> {
        p.parseLess();
        out.add(new NamedAttribute("name", StringAttr.get(ctx, p.parseString())));
        p.parseKeyword("in");
        out.add(new NamedAttribute("directory", StringAttr.get(ctx, p.parseString())));
        p.parseGreater();
      }
      default -> {
        if (p.parseOptionalLess()) {
          int emptyAt = p.currentOffset();
          if (!p.parseOptionalGreater()) {
            parseStruct(p, mnemonic, out);
          } else if (!REQUIRED.getOrDefault(mnemonic, List.of()).isEmpty()) {
            // MLIR's struct parser: a struct with required parameters needs a first name.
            p.emitError(emptyAt, "expected valid keyword");
            throw p.emitError(emptyAt, "expected a parameter name in struct");
          }
        }
      }
    }
    return get(ctx, mnemonic, out);
  }

  /** One parameter of a struct-like attribute: a failed parse adds MLIR's "failed to parse" error. */
  private static Attribute parseParameter(AsmParser p, String name, String cppType) {
    try {
      return p.parseAttribute(null);
    } catch (org.jmlir.ir.parse.ParseException e) {
      throw failedParameter(p, name, cppType);
    }
  }

  private static org.jmlir.ir.parse.ParseException failedParameter(AsmParser p, String name, String cppType) {
    return p.emitError(p.currentOffset(),
        "failed to parse ModuleFlagAttr parameter '" + name + "' which is to be a `" + cppType + "`");
  }

  /**
   * MLIR 22's ModuleFlagAttr::verify: "CG Profile" holds #llvm.cgprofile_entry attributes,
   * "ProfileSummary" a #llvm.profile_summary, any other key an integer or a string; null when valid.
   */
  static String moduleFlagValueProblem(String key, Attribute value) {
    if (key.equals("CG Profile")) {
      if (value instanceof ArrayAttr arr) {
        boolean all = true;
        for (Attribute e : arr.elements()) {
          all &= e instanceof LlvmParamAttr pa && pa.is("cgprofile_entry");
        }
        if (all) {
          return null;
        }
      }
      return "'CG Profile' key expects an array of '#llvm.cgprofile_entry'";
    }
    if (key.equals("ProfileSummary")) {
      return value instanceof LlvmTextAttr ta && ta.mnemonic().equals("profile_summary") ? null
          : "'ProfileSummary' key expects a '#llvm.profile_summary' attribute";
    }
    if (value instanceof IntegerAttr || value instanceof StringAttr) {
      return null;
    }
    StringBuilder quoted = new StringBuilder("\"");
    AttrTypePrinter.escape(quoted, key);
    return "only integer and string values are currently supported for unknown key '" + quoted + "\"'";
  }

  /**
   * Parameters MLIR 22 declares as #llvm.di_expression, written without the mnemonic
   * ({@code allocated = <[DW_OP_...]>}); other expression-valued parameters take any attribute.
   */
  private static boolean strippedExpression(String mnemonic, String key) {
    return switch (mnemonic) {
      case "di_global_variable_expression" -> key.equals("expr");
      case "di_composite_type" -> key.equals("dataLocation") || key.equals("rank") || key.equals("allocated")
          || key.equals("associated");
      case "di_string_type" -> key.equals("stringLengthExp") || key.equals("stringLocationExp");
      default -> false;
    };
  }

  /** The module flag behaviours, in LLVM's order (1 = error ... 8 = min). */
  public static final List<String> MODULE_FLAG_BEHAVIORS =
      List.of("error", "warning", "require", "override", "append", "append_unique", "max", "min");

  private static void parseStruct(AsmParser p, String mnemonic, List<NamedAttribute> out) {
    MLIRContext ctx = p.context();
    String key = null;
    int at = p.currentOffset();
    do {
      if (key == null) {
        key = p.parseKeyword();
        p.parseEqual();
        // As MLIR's generated parsers: a bad name is reported where its value starts.
        at = p.currentOffset();
      }
      {
        // Reported at the value, after the '=' (MLIR's generated struct parsers).
        List<String> names = NAMES.containsKey(mnemonic) ? NAMES.get(mnemonic) : DI_NAMES.get(mnemonic);
        if (names != null && !names.contains(key)) {
          throw p.emitError(p.currentOffset(), "duplicate or unknown struct parameter name: " + key);
        }
        for (NamedAttribute na : out) {
          if (na.name().equals(key)) {
            throw p.emitError(p.currentOffset(), "duplicate or unknown struct parameter name: " + key);
          }
        }
      }
      Attribute v;
      int valueAt = p.currentOffset();
      if (mnemonic.equals(TBAA_TYPE_DESC) && key.equals("members")) {
        v = parseMembers(p);
      } else if (strippedExpression(mnemonic, key) && p.parseOptionalLess()) {
        v = LlvmTextAttr.get(ctx, "di_expression", parseExpressionBody(p));
      } else if (mnemonic.equals("di_compile_unit") && key.equals("sourceLanguage")) {
        // A DWARF language keyword (DW_LANG_...), read as MLIR's unsigned enum parameter.
        String lang = p.parseOptionalKeyword();
        if (lang == null) {
          p.emitError(valueAt, "expected valid keyword");
          throw p.emitError(valueAt, "failed to parse LLVM_DICompileUnitAttr parameter 'sourceLanguage' which is to be a `unsigned`");
        }
        v = Word.get(ctx, lang);
      } else {
        v = parseValue(p);
      }
      if (v instanceof StringAttr str && ENUM_PARAMS.contains(key)) {
        // A flag set may be written as a string ("Definition|Optimized"): the same enum value.
        v = Word.get(ctx, str.value());
      }
      String kind = KINDS.get(mnemonic + "." + key);
      if (kind != null && !(v instanceof LlvmParamAttr pa && pa.is(kind))) {
        throw p.emitError(valueAt, "invalid kind of attribute specified");
      }
      String next = null;
      List<Attribute> items = null;
      // A list parameter continues with further attributes after a comma; a name starts the next one.
      while (p.parseOptionalComma()) {
        Attribute more = v instanceof Word ? null : p.parseOptionalAttribute(null);
        if (more == null) {
          next = p.parseKeyword();
          p.parseEqual();
          at = p.currentOffset();
          break;
        }
        if (items == null) {
          items = new ArrayList<>(List.of(v));
        }
        items.add(more);
      }
      out.add(new NamedAttribute(key, items == null ? v : Items.get(ctx, items)));
      key = next;
    } while (key != null);
    int close = p.currentOffset();
    p.parseGreater();
    for (String required : REQUIRED.getOrDefault(mnemonic, List.of())) {
      if (out.stream().noneMatch(na -> na.name().equals(required))) {
        throw p.emitError(close, "struct is missing required parameter: " + required);
      }
    }
  }

  /** Debug-info parameters MLIR 22 requires, in its declaration order (the first missing is reported). */
  private static final java.util.Map<String, List<String>> REQUIRED = java.util.Map.of(
      "di_compile_unit", List.of("id", "sourceLanguage", "file", "isOptimized", "emissionKind"),
      "di_local_variable", List.of("scope"),
      "di_lexical_block", List.of("scope"),
      "di_lexical_block_file", List.of("scope", "discriminator"),
      "di_label", List.of("scope"),
      "di_namespace", List.of("exportSymbols"),
      "di_global_variable", List.of("file", "line", "type"),
      "di_imported_entity", List.of("scope", "entity"),
      "di_common_block", List.of("scope"),
      "di_basic_type", List.of("name"));

  private static Attribute parseValue(AsmParser p) {
    MLIRContext ctx = p.context();
    Attribute a = p.parseOptionalAttribute(null);
    if (a != null) {
      return a;
    }
    int at = p.currentOffset();
    String w = p.parseOptionalKeyword();
    if (w == null) {
      throw p.emitError(at, "expected a parameter value");
    }
    StringBuilder word = new StringBuilder(w);
    while (p.parseOptionalVerticalBar()) {
      word.append('|').append(p.parseKeyword());
    }
    return Word.get(ctx, word.toString());
  }

  /**
   * A {@code #llvm.di_expression}'s body after its {@code <}, up to and including the closing
   * {@code >}, as MLIR prints it: {@code <>} or {@code <[DW_OP_deref, DW_OP_LLVM_fragment(0, 32)]>}.
   */
  static String parseExpressionBody(AsmParser p) {
    StringBuilder sb = new StringBuilder("<");
    if (p.parseOptionalLSquare()) {
      sb.append('[');
      if (!p.parseOptionalRSquare()) {
        do {
          if (sb.length() > 2) {
            sb.append(", ");
          }
          sb.append(p.parseKeyword());
          if (p.parseOptionalLParen()) {
            sb.append('(');
            boolean first = true;
            do {
              sb.append(first ? "" : ", ");
              first = false;
              java.math.BigInteger n = p.parseOptionalInteger();
              sb.append(n != null ? n.toString() : p.parseKeyword());
            } while (p.parseOptionalComma());
            p.parseRParen();
            sb.append(')');
          }
        } while (p.parseOptionalComma());
        p.parseRSquare();
      }
      sb.append(']');
    }
    p.parseGreater();
    return sb.append('>').toString();
  }

  private static Members parseMembers(AsmParser p) {
    List<Attribute> types = new ArrayList<>();
    List<Long> offsets = new ArrayList<>();
    p.parseLBrace();
    if (!p.parseOptionalRBrace()) {
      do {
        p.parseLess();
        types.add(p.parseAttribute(null));
        p.parseComma();
        offsets.add(p.parseInteger().longValue());
        p.parseGreater();
      } while (p.parseOptionalComma());
      p.parseRBrace();
    }
    return Members.get(p.context(), types, offsets);
  }

  // ---- parameter values ----

  /** A bare enum keyword as a parameter value ({@code DW_LANG_C11}, {@code Definition|Optimized}). */
  public static final class Word implements DialectAttribute {
    private final String word;

    private Word(String word) {
      this.word = word;
    }

    public static Word get(MLIRContext ctx, String word) {
      return ctx.intern(List.of(Word.class, word), k -> new Word(word));
    }

    public String word() {
      return word;
    }

    @Override
    public String dialectNamespace() {
      return LlvmDialect.NAMESPACE;
    }

    @Override
    public String body() {
      return word;
    }
  }


  /** A list parameter ({@code types = #a, #b}). */
  public static final class Items implements DialectAttribute {
    private final List<Attribute> items;

    private Items(List<Attribute> items) {
      this.items = items;
    }

    public static Items get(MLIRContext ctx, List<Attribute> items) {
      List<Attribute> copy = List.copyOf(items);
      return ctx.intern(List.of(Items.class, copy), k -> new Items(copy));
    }

    public List<Attribute> items() {
      return items;
    }

    @Override
    public String dialectNamespace() {
      return LlvmDialect.NAMESPACE;
    }

    @Override
    public String body() {
      return items.toString();
    }
  }


  /** A TBAA type descriptor's members: {@code {<#type, offset>, ...}}. */
  public static final class Members implements DialectAttribute {
    private final List<Attribute> types;
    private final List<Long> offsets;

    private Members(List<Attribute> types, List<Long> offsets) {
      this.types = types;
      this.offsets = offsets;
    }

    public static Members get(MLIRContext ctx, List<Attribute> types, List<Long> offsets) {
      List<Attribute> t = List.copyOf(types);
      List<Long> o = List.copyOf(offsets);
      return ctx.intern(List.of(Members.class, t, o), k -> new Members(t, o));
    }

    public List<Attribute> types() {
      return types;
    }

    public List<Long> offsets() {
      return offsets;
    }

    @Override
    public String dialectNamespace() {
      return LlvmDialect.NAMESPACE;
    }

    @Override
    public String body() {
      return "members";
    }
  }

}
