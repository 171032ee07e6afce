package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;

/** Parses {@code #llvm.<mnemonic><...>} attributes. */
final class LlvmAttrParser {
  private LlvmAttrParser() {}

  static Attribute parse(DialectAsmParser p) {
    MLIRContext ctx = p.context();
    int at = p.currentOffset();
    String mnemonic = p.parseOptionalKeyword();
    if (mnemonic == null) {
      throw p.emitError(at, "expected attribute mnemonic");
    }
    if (mnemonic.equals("fastmath")) {
      return FastmathFlagsAttr.get(ctx, parseFastmathParams(p));
    }
    if (LlvmParamAttr.isMnemonic(mnemonic)) {
      return LlvmParamAttr.parse(p, mnemonic);
    }
    if (LlvmLoopAttr.isLoopMnemonic(mnemonic)) {
      return LlvmLoopAttr.parseParams(p, mnemonic);
    }
    List<String> keywords = LlvmKeywordAttr.keywordsOf(mnemonic);
    if (keywords != null) {
      p.parseLess();
      int kwAt = p.currentOffset();
      String kw = p.parseOptionalKeyword();
      if (kw == null || !keywords.contains(kw)) {
        String[] texts = LlvmKeywordAttr.keywordErrorOf(mnemonic);
        int after = p.currentOffset();
        p.emitError(kwAt, "expected one of [" + texts[0] + "] for " + texts[1] + ", got: " + (kw == null ? "" : kw));
        throw p.emitError(after, "failed to parse " + texts[2]);
      }
      p.parseGreater();
      return LlvmKeywordAttr.get(ctx, mnemonic, kw);
    }
    if ((mnemonic.equals(LlvmValueAttr.ZERO) || mnemonic.equals(LlvmValueAttr.UNDEF) || mnemonic.equals(LlvmValueAttr.POISON))
        && !p.fullSpec().substring(mnemonic.length()).startsWith("<")) {
      return LlvmValueAttr.get(ctx, mnemonic);
    }
    if (mnemonic.equals(DEREFERENCEABLE)) {
      return parseDereferenceable(p);
    }
    if (mnemonic.equals(LlvmBlockTagAttr.TAG) || mnemonic.equals(LlvmBlockTagAttr.ADDRESS)) {
      return LlvmBlockTagAttr.parseParams(p, mnemonic);
    }
    if (mnemonic.equals("memory_effects")) {
      return parseMemoryEffects(p);
    }
    if (mnemonic.equals(TARGET)) {
      return parseTarget(p);
    }
    if (NOT_IN_MLIR_22.contains(mnemonic) || !inMlir22(mnemonic)) {
      throw p.emitError(p.currentOffset() - mnemonic.length(), "unknown attribute `" + mnemonic + "` in dialect `llvm`");
    }
    String spec = p.fullSpec();
    if (mnemonic.equals("profile_summary")) {
      checkProfileSummaryFormat(p, at, spec);
    }
    if (p.parseOptionalLess()) {
      skipToClose(p);
    }
    return LlvmTextAttr.get(ctx, mnemonic, spec.substring(mnemonic.length()));
  }

  static final String DEREFERENCEABLE = "dereferenceable";

  /**
   * The mnemonics MLIR 22's llvm dialect parses as attributes (the ones kept as text here): any other
   * {@code #llvm.name} is rejected as mlir-opt 22 rejects it. A switch, not a table: nothing is built
   * before the first unknown-looking attribute is parsed.
   */
  private static boolean inMlir22(String mnemonic) {
    if (mnemonic.startsWith("di_") || mnemonic.startsWith("loop_") || mnemonic.startsWith("tbaa_")) {
      return switch (mnemonic) {
        case "di_annotation", "di_basic_type", "di_common_block", "di_compile_unit", "di_composite_type",
            "di_derived_type", "di_expression", "di_expression_elem", "di_file", "di_generic_subrange",
            "di_global_variable", "di_global_variable_expression", "di_imported_entity", "di_label",
            "di_lexical_block", "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace",
            "di_null_type", "di_string_type", "di_subprogram", "di_subrange", "di_subroutine_type",
            "loop_annotation", "loop_distribute", "loop_interleave", "loop_licm", "loop_peeled",
            "loop_pipeline", "loop_unroll", "loop_unroll_and_jam", "loop_unswitch", "loop_vectorize",
            "tbaa_member", "tbaa_root", "tbaa_tag", "tbaa_type_desc" -> true;
        default -> false;
      };
    }
    return switch (mnemonic) {
      case "access_group", "address_space", "alias_scope", "alias_scope_domain", "blockaddress", "blocktag",
          "cconv", "cgprofile_entry", "comdat", "constant_range", "dependent_libraries", "dereferenceable",
          "dso_local_equivalent", "fastmath", "framePointerKind", "linkage", "memory_effects",
          "mlir.module_flag", "mlir.workgroup_attribution", "mmra_tag", "poison", "profile_summary", "profile_summary_detailed",
          "tailcallkind", "target", "target_features", "undef", "uwtableKind", "vec_type_hint",
          "vscale_range", "zero" -> true;
      default -> false;
    };
  }

  private static final java.util.regex.Pattern PROFILE_FORMAT =
      java.util.regex.Pattern.compile("^profile_summary\\s*<\\s*format\\s*=\\s*(\"[^\"]*\"|[A-Za-z_][A-Za-z0-9_$.]*)");

  /**
   * #llvm.profile_summary is kept as text, but its leading {@code format = ...} is checked as MLIR 22's
   * parser does: one of the three LLVM profile kinds (a keyword or a string).
   */
  private static void checkProfileSummaryFormat(DialectAsmParser p, int at, String spec) {
    java.util.regex.Matcher m = PROFILE_FORMAT.matcher(spec);
    if (!m.find()) {
      return;
    }
    String value = m.group(1);
    String kind = value.startsWith("\"") ? value.substring(1, value.length() - 1) : value;
    if (List.of("SampleProfile", "InstrProf", "CSInstrProf").contains(kind)) {
      return;
    }
    p.emitError(at + m.start(1),
        "expected one of [SampleProfile, InstrProf, CSInstrProf] for LLVM ProfileSummary format kinds, got: " + kind);
    int after = m.end(1);
    while (after < spec.length() && Character.isWhitespace(spec.charAt(after))) {
      after++;
    }
    throw p.emitError(at + after,
        "failed to parse ModuleFlagProfileSummaryAttr parameter 'format' which is to be a `ProfileSummaryFormatKind`");
  }

  /** Attributes of later LLVM dialects that mlir-opt 22 does not know (the others are kept as text). */
  private static final java.util.Set<String> NOT_IN_MLIR_22 = java.util.Set.of("fenv");

  /** {@code #llvm.dereferenceable<...>} written without its mnemonic (llvm.load's {@code dereferenceable<...>}). */
  static final org.jmlir.ir.ods.AttrConstraint DEREFERENCEABLE_STRIPPED =
      new org.jmlir.ir.ods.AttrConstraint(
          "LLVM dereferenceable attribute",
          a -> a instanceof LlvmTextAttr t && t.mnemonic().equals(DEREFERENCEABLE),
          LlvmAttrParser::parseDereferenceable,
          LlvmAttrParser::parseDereferenceable,
          (a, p) -> p.print(((LlvmTextAttr) a).params()));

  /**
   * {@code <bytes = N>} or {@code <bytes = N, mayBeNull = true|false>} (#llvm.dereferenceable's
   * parameters, also llvm.load's stripped form), kept as text in MLIR 22's spelling (mayBeNull
   * printed only when true).
   */
  static Attribute parseDereferenceable(org.jmlir.ir.parse.AsmParser p) {
    p.parseLess();
    p.parseKeyword("bytes");
    p.parseEqual();
    java.math.BigInteger bytes = p.parseInteger();
    boolean mayBeNull = false;
    if (p.parseOptionalComma()) {
      p.parseKeyword("mayBeNull");
      p.parseEqual();
      int at = p.currentOffset();
      String b = p.parseOptionalKeyword(List.of("true", "false"));
      if (b == null) {
        throw p.emitError(at, "expected 'true' or 'false'");
      }
      mayBeNull = b.equals("true");
    }
    p.parseGreater();
    return LlvmTextAttr.get(p.context(), DEREFERENCEABLE, "<bytes = " + bytes + (mayBeNull ? ", mayBeNull = true" : "") + ">");
  }

  /** The locations of {@code #llvm.memory_effects}, in MLIR 22's printing order. */
  static final List<String> MEMORY_LOCATIONS = List.of("other", "argMem", "inaccessibleMem", "errnoMem", "targetMem0", "targetMem1");

  private static final List<String> MOD_REF = List.of("none", "read", "write", "readwrite");

  static final String TARGET = "target";

  /**
   * {@code #llvm.target<triple = "...", chip = "...", features = <["+a", ...]>>} (MLIR 22's
   * LLVM_TargetAttr): a struct whose parameters come in any order, triple and chip required, features
   * written stripped or as a full {@code #llvm.target_features}; kept as text in the canonical order.
   */
  private static Attribute parseTarget(DialectAsmParser p) {
    p.parseLess();
    String[] values = new String[3];
    List<String> names = List.of("triple", "chip", "features");
    boolean first = true;
    do {
      int at = p.currentOffset();
      String name = p.parseOptionalKeyword();
      if (name == null) {
        p.emitError(at, "expected valid keyword");
        throw p.emitError(at, first ? "expected a parameter name in struct" : "expected a parameter name in struct");
      }
      first = false;
      p.parseEqual();
      int vAt = p.currentOffset();
      int slot = names.indexOf(name);
      if (slot < 0 || values[slot] != null) {
        throw p.emitError(vAt, "duplicate or unknown struct parameter name: " + name);
      }
      if (slot < 2) {
        Attribute v = p.parseOptionalAttribute(null);
        if (!(v instanceof org.jmlir.ir.attr.StringAttr str)) {
          p.emitError(vAt, "invalid kind of attribute specified");
          throw p.emitError(p.currentOffset(), "failed to parse LLVM_TargetAttr parameter '" + name + "' which is to be a `StringAttr`");
        }
        StringBuilder q = new StringBuilder();
        org.jmlir.ir.print.AttrTypePrinter.printString(q, str.value());
        values[slot] = q.toString();
      } else {
        values[slot] = parseTargetFeatures(p, vAt);
      }
    } while (p.parseOptionalComma());
    int close = p.currentOffset();
    p.parseGreater();
    for (int i = 0; i < 2; i++) {
      if (values[i] == null) {
        throw p.emitError(close, "struct is missing required parameter: " + names.get(i));
      }
    }
    String text = "<triple = " + values[0] + ", chip = " + values[1] + (values[2] == null ? "" : ", features = " + values[2]) + ">";
    return LlvmTextAttr.get(p.context(), TARGET, text);
  }

  /** The features of a target: {@code <[...]>}, or {@code #llvm.target_features<[...]>}, printed stripped. */
  private static String parseTargetFeatures(DialectAsmParser p, int at) {
    if (!p.parseOptionalLess()) {
      Attribute full = p.parseOptionalAttribute(null);
      if (full instanceof LlvmTextAttr t && t.mnemonic().equals("target_features")) {
        return t.params();
      }
      if (full instanceof org.jmlir.ir.attr.DialectAttribute) {
        p.emitError(at, "invalid kind of attribute specified");
        throw p.emitError(p.currentOffset(), "failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`");
      }
      // As MLIR: the missing '<' is reported where the '=' ends, the parameter at its value.
      p.emitError(at - 1, "expected '<'");
      throw p.emitError(at, "failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`");
    }
    StringBuilder sb = new StringBuilder("<[");
    p.parseLSquare();
    if (!p.parseOptionalRSquare()) {
      do {
        if (sb.length() > 2) {
          sb.append(", ");
        }
        int elementAt = p.currentOffset();
        Attribute element = p.parseOptionalAttribute(null);
        if (!(element instanceof org.jmlir.ir.attr.StringAttr str)) {
          p.emitError(elementAt, "invalid kind of attribute specified");
          p.emitError(p.currentOffset(), "failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`");
          throw p.emitError(p.currentOffset(), "failed to parse LLVM_TargetAttr parameter 'features' which is to be a `TargetFeaturesAttr`");
        }
        org.jmlir.ir.print.AttrTypePrinter.printString(sb, str.value());
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    p.parseGreater();
    return sb.append("]>").toString();
  }

  /** The triple, chip and features (null when absent) of a {@code #llvm.target} attribute. */
  public static String[] targetParts(LlvmTextAttr target) {
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("<triple = (\"(?:[^\"\\\\]|\\\\.)*\"), chip = (\"(?:[^\"\\\\]|\\\\.)*\")(?:, features = <\\[(.*)\\]>)?>")
        .matcher(target.params());
    if (!m.matches()) {
      return null;
    }
    return new String[] {unquote(m.group(1)), unquote(m.group(2)), m.group(3) == null ? null : featureString(m.group(3))};
  }

  private static String unquote(String q) {
    return q.substring(1, q.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
  }

  /** {@code "+a", "-b"} as LLVM's comma-separated feature string {@code +a,-b}. */
  private static String featureString(String list) {
    StringBuilder sb = new StringBuilder();
    for (String f : list.split(",\\s*")) {
      if (!f.isBlank()) {
        sb.append(sb.isEmpty() ? "" : ",").append(unquote(f.strip()));
      }
    }
    return sb.toString();
  }

  /**
   * {@code <other = readwrite, argMem = read, ...>}: all six locations, in any order, each a ModRefInfo;
   * kept as text in the canonical order.
   */
  private static Attribute parseMemoryEffects(DialectAsmParser p) {
    p.parseLess();
    String[] values = new String[MEMORY_LOCATIONS.size()];
    for (int i = 0; i < values.length; i++) {
      if (i > 0 && !p.parseOptionalComma()) {
        throw p.emitError(p.currentOffset(), "expected ','");
      }
      int at = p.currentOffset();
      String name = p.parseOptionalKeyword();
      int slot = name == null ? -1 : MEMORY_LOCATIONS.indexOf(name);
      if (slot < 0 || values[slot] != null) {
        throw p.emitError(at, "duplicate or unknown struct parameter name: " + (name == null ? "" : name));
      }
      p.parseEqual();
      int vAt = p.currentOffset();
      String v = p.parseOptionalKeyword();
      if (v == null || !MOD_REF.contains(v)) {
        p.emitError(vAt, "expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: " + (v == null ? "" : v));
        throw p.emitError(vAt, "failed to parse LLVM_MemoryEffectsAttr parameter '" + name + "' which is to be a `ModRefInfo`");
      }
      values[slot] = v;
    }
    p.parseGreater();
    StringBuilder sb = new StringBuilder("<");
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? ", " : "").append(MEMORY_LOCATIONS.get(i)).append(" = ").append(values[i]);
    }
    return LlvmTextAttr.get(p.context(), "memory_effects", sb.append('>').toString());
  }

  /** {@code <flag, flag>} after {@code fastmath}: the flag bits. */
  static int parseFastmathParams(org.jmlir.ir.parse.AsmParser p) {
    p.parseLess();
    int flags = 0;
    do {
      int at = p.currentOffset();
      String w = p.parseOptionalKeyword();
      if (w == null) {
        throw p.emitError(at, "expected keyword for LLVM fastmath flags");
      }
      switch (w) {
        case "none" -> {}
        case "fast" -> flags |= FastmathFlagsAttr.FAST;
        default -> {
          int bit = -1;
          for (int i = 0; i < FastmathFlagsAttr.NAMES.length; i++) {
            if (FastmathFlagsAttr.NAMES[i].equals(w)) {
              bit = i;
            }
          }
          if (bit < 0) {
            throw p.emitError(
                at, "expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast");
          }
          flags |= 1 << bit;
        }
      }
    } while (p.parseOptionalComma());
    p.parseGreater();
    return flags;
  }

  /** Skips tokens up to the {@code >} that closes an already consumed {@code <}. */
  private static void skipToClose(DialectAsmParser p) {
    int depth = 1;
    while (depth > 0) {
      if (p.parseOptionalLess()) {
        depth++;
      } else if (p.parseOptionalGreater()) {
        depth--;
      } else if (!consumeAny(p)) {
        throw p.emitError("unexpected token in llvm attribute");
      }
    }
  }

  private static boolean consumeAny(DialectAsmParser p) {
    return p.parseOptionalInteger() != null
        || p.parseOptionalString() != null
        || p.parseOptionalKeyword() != null
        || p.parseOptionalComma()
        || p.parseOptionalEqual()
        || p.parseOptionalLSquare()
        || p.parseOptionalRSquare()
        || p.parseOptionalLParen()
        || p.parseOptionalRParen()
        || p.parseOptionalLBrace()
        || p.parseOptionalRBrace()
        || p.parseOptionalColon()
        || p.parseOptionalQuestion()
        || p.parseOptionalStar()
        || p.parseOptionalArrow()
        || p.parseOptionalVerticalBar()
        || p.parseOptionalSymbolName() != null
        || p.parseOptionalType() != null
        || p.parseOptionalAttribute(null) != null;
  }
}
