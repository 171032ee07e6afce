package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.math.BigInteger;
import java.util.Set;
import org.bytedeco.llvm.LLVM.LLVMAttributeRef;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;

/**
 * The attributes of llvm.func and llvm.call that become LLVM function, call-site and parameter
 * attributes, as mlir-translate 22 gives them (the names MLIR's LLVM dialect knows; other `llvm.*`
 * argument attributes are not exported, as upstream).
 */
public final class FunctionAttributes {
  private FunctionAttributes() {}

  /** Adds an attribute at an index (-1 the function, 0 the result, i + 1 parameter i). */
  interface Sink {
    void add(int index, LLVMAttributeRef attr);
  }

  /** Unit attributes of llvm.func that are LLVM function attributes (MLIR name, LLVM name). */
  private static final String[][] UNIT_FN_ATTRS = {{"no_inline", "noinline"}, {"always_inline", "alwaysinline"},
      {"inline_hint", "inlinehint"}, {"no_unwind", "nounwind"}, {"will_return", "willreturn"},
      {"optimize_none", "optnone"}, {"convergent", "convergent"}, {"noduplicate", "noduplicate"},
      {"no_caller_saved_registers", "no_caller_saved_registers"}, {"nocallback", "nocallback"},
      {"returns_twice", "returns_twice"}, {"minsize", "minsize"}, {"optsize", "optsize"},
      {"save_reg_params", "save-reg-params"}, {"nobuiltin", "nobuiltin"}, {"noreturn", "noreturn"},
      {"cold", "cold"}, {"hot", "hot"}};

  /** Unit attributes of llvm.func that become string attributes without a value (Arm SME). */
  private static final String[][] STRING_FN_ATTRS = {{"arm_streaming", "aarch64_pstate_sm_enabled"},
      {"arm_locally_streaming", "aarch64_pstate_sm_body"}, {"arm_streaming_compatible", "aarch64_pstate_sm_compatible"},
      {"arm_new_za", "aarch64_new_za"}, {"arm_in_za", "aarch64_in_za"}, {"arm_out_za", "aarch64_out_za"},
      {"arm_inout_za", "aarch64_inout_za"}, {"arm_preserves_za", "aarch64_preserves_za"}};

  /** String-valued attributes of a function definition (MLIR name, LLVM key). */
  private static final String[][] DEFINITION_STRINGS = {{"target_cpu", "target-cpu"}, {"tune_cpu", "tune-cpu"},
      {"denormal_fp_math", "denormal-fp-math"}, {"denormal_fp_math_f32", "denormal-fp-math-f32"},
      {"fp_contract", "fp-contract"}, {"instrument_function_entry", "instrument-function-entry"},
      {"instrument_function_exit", "instrument-function-exit"}, {"prefer_vector_width", "prefer-vector-width"},
      {"reciprocal_estimates", "reciprocal-estimates"}};

  /** Boolean attributes of a function definition that become "key"="true"/"false". */
  private static final String[][] DEFINITION_BOOLS = {{"no_infs_fp_math", "no-infs-fp-math"},
      {"no_nans_fp_math", "no-nans-fp-math"}, {"no_signed_zeros_fp_math", "no-signed-zeros-fp-math"}};

  /**
   * Name sets built on the first function with parameter attributes or a passthrough, not when the
   * class initialises: a few dozen names hashed into sets, interpreted at jrun's start-up, cost more
   * than a small program's whole function-attribute pass (issue 12).
   */
  private static final class Names {
    /** Unit parameter attributes MLIR's LLVM dialect exports (llvm.NAME). */
    static final Set<String> UNIT_PARAM_ATTRS = Set.of("allocalign", "allocptr", "immarg", "inreg", "nest",
        "noalias", "nocapture", "nofree", "nonnull", "noundef", "readnone", "readonly", "returned", "signext",
        "swiftasync", "swifterror", "swiftself", "writeonly", "zeroext");

    /** Type-valued parameter attributes (llvm.NAME = type). */
    static final Set<String> TYPE_PARAM_ATTRS = Set.of("byref", "byval", "elementtype", "inalloca",
        "preallocated", "sret");

    /** LLVM's attributes that carry an integer (MLIR checks a passthrough entry against this). */
    static final Set<String> INT_ATTRS = Set.of("align", "alignstack", "allocsize", "allockind",
        "dereferenceable", "dereferenceable_or_null", "memory", "nofpclass", "uwtable", "vscale_range");
  }

  static void apply(ModuleTranslation t, LLVMValueRef fn, Operation op, boolean definition)
      throws TranslationException {
    LLVMContextRef ctx = t.context();
    Sink sink = (i, a) -> LLVMAddAttributeAtIndex(fn, i, a);
    unitAndMemoryAttrs(ctx, op, sink);
    if (op.attr("passthrough") instanceof ArrayAttr pass) {
      passthrough(ctx, sink, op, pass);
    }
    if (params(op.attr("target_features")) instanceof String f) {
      StringBuilder joined = new StringBuilder();
      for (String s : splitTop(stripBrackets(f))) {
        String feature = unquote(s);
        // TargetFeaturesAttr's checks, worded as MLIR 22's.
        if (feature.isEmpty()) {
          throw new TranslationException(op, "target features can not be null or empty");
        }
        if (feature.charAt(0) != '+' && feature.charAt(0) != '-') {
          throw new TranslationException(op, "target features must start with '+' or '-'");
        }
        if (feature.contains(",")) {
          throw new TranslationException(op, "target features can not contain ','");
        }
        if (!joined.isEmpty()) {
          joined.append(',');
        }
        joined.append(feature);
      }
      stringAttr(ctx, sink, LLVMAttributeFunctionIndex, "target-features", joined.toString());
    }
    if (params(op.attr("frame_pointer")) instanceof String fp) {
      stringAttr(ctx, sink, LLVMAttributeFunctionIndex, "frame-pointer", unquote(fp));
    }
    if (params(op.attr("uwtable_kind")) instanceof String uw) {
      long kind = switch (uw.strip()) {
        case "sync" -> 1;
        case "async" -> 2;
        default -> 0;
      };
      if (kind != 0) {
        enumAttr(ctx, sink, LLVMAttributeFunctionIndex, "uwtable", kind);
      }
    }
    if (definition) {
      for (String[] a : STRING_FN_ATTRS) {
        if (op.attr(a[0]) instanceof UnitAttr) {
          stringAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], "");
        }
      }
      for (String[] a : DEFINITION_STRINGS) {
        if (op.attr(a[0]) instanceof StringAttr s) {
          stringAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], s.value());
        }
      }
      for (String[] a : DEFINITION_BOOLS) {
        if (op.attr(a[0]) instanceof IntegerAttr bo) {
          stringAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], bo.value().signum() != 0 ? "true" : "false");
        }
      }
      if (org.jmlir.dialect.llvm.FuncOp.vscaleRange(op.attr("vscale_range")) instanceof long[] vr) {
        long min = vr[0];
        long max = vr[1];
        enumAttr(ctx, sink, LLVMAttributeFunctionIndex, "vscale_range", (min << 32) | (max & 0xffffffffL));
      }
    }
    argumentAndResultAttrs(t, op, sink);
    nvvm(ctx, fn, op, sink);
  }

  /** PTX's kernel calling convention (LLVM's {@code ptx_kernel}). */
  private static final int PTX_KERNEL_CC = 71;

  /** The nvvm function attributes written as LLVM string attributes, with their LLVM names. */
  private static final String[][] NVVM_STRINGS = {{"nvvm.maxntid", "nvvm.maxntid"}, {"nvvm.reqntid", "nvvm.reqntid"},
      {"nvvm.cluster_dim", "nvvm.cluster_dim"}, {"nvvm.cluster_max_blocks", "nvvm.maxclusterrank"},
      {"nvvm.minctasm", "nvvm.minctasm"}, {"nvvm.maxnreg", "nvvm.maxnreg"}};

  /**
   * The nvvm dialect's attributes on an llvm.func (definition or declaration), as MLIR 22's NVVM
   * translation amends the function: {@code nvvm.kernel} gives the {@code ptx_kernel} calling
   * convention, launch bounds and register hints become string attributes (arrays joined by commas),
   * {@code nvvm.blocksareclusters} a valueless one, and an argument's {@code nvvm.grid_constant} a
   * parameter string attribute.
   */
  private static void nvvm(LLVMContextRef ctx, LLVMValueRef fn, Operation op, Sink sink) {
    if (op.attr("nvvm.kernel") instanceof UnitAttr) {
      LLVMSetFunctionCallConv(fn, PTX_KERNEL_CC);
    }
    for (String[] a : NVVM_STRINGS) {
      Attribute v = op.attr(a[0]);
      if (v instanceof org.jmlir.ir.attr.DenseArrayAttr d) {
        StringBuilder joined = new StringBuilder();
        for (int i = 0; i < d.size(); i++) {
          joined.append(i == 0 ? "" : ",").append(d.rawValue(i));
        }
        stringAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], joined.toString());
      } else if (v instanceof IntegerAttr i) {
        stringAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], i.value().toString());
      }
    }
    if (op.attr("nvvm.blocksareclusters") instanceof UnitAttr) {
      stringAttr(ctx, sink, LLVMAttributeFunctionIndex, "nvvm.blocksareclusters", "");
    }
    if (op.attr("arg_attrs") instanceof ArrayAttr args) {
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof DictionaryAttr d && d.get("nvvm.grid_constant") instanceof UnitAttr) {
          stringAttr(ctx, sink, i + 1, "nvvm.grid_constant", "");
        }
      }
    }
  }

  /** The attributes of an llvm.call (or llvm.invoke) on its call instruction. */
  static void applyCall(ModuleTranslation t, LLVMValueRef call, Operation op) throws TranslationException {
    LLVMContextRef ctx = t.context();
    int immarg = LLVMGetEnumAttributeKindForName("immarg", 6);
    // immarg applies to an intrinsic's declaration only: mlir-translate 22 drops it at call sites.
    Sink sink = (i, a) -> {
      if (LLVMIsEnumAttribute(a) == 0 || LLVMGetEnumAttributeKind(a) != immarg) {
        LLVMAddCallSiteAttribute(call, i, a);
      }
    };
    unitAndMemoryAttrs(ctx, op, sink);
    argumentAndResultAttrs(t, op, sink);
  }

  /**
   * {@code passthrough}: names and [name, value] pairs; a name LLVM knows becomes that attribute (with
   * its integer value where it takes one), any other a string attribute. Errors worded as MLIR's.
   */
  private static void passthrough(LLVMContextRef ctx, Sink sink, Operation op, ArrayAttr pass)
      throws TranslationException {
    for (Attribute a : pass.elements()) {
      String key;
      String value = null;
      if (a instanceof StringAttr s) {
        key = s.value();
      } else if (a instanceof ArrayAttr kv && kv.size() == 2) {
        if (!(kv.get(0) instanceof StringAttr k) || !(kv.get(1) instanceof StringAttr v)) {
          throw new TranslationException(op, "expected arrays within 'passthrough' to contain two strings");
        }
        key = k.value();
        value = v.value();
      } else {
        throw new TranslationException(op, "expected 'passthrough' to contain string or array attributes");
      }
      int kind = LLVMGetEnumAttributeKindForName(key, key.length());
      if (kind == 0) {
        stringAttr(ctx, sink, LLVMAttributeFunctionIndex, key, value == null ? "" : value);
        continue;
      }
      boolean takesInt = Names.INT_ATTRS.contains(key);
      if (takesInt && value == null) {
        throw new TranslationException(op, "LLVM attribute '" + key + "' expects a value");
      }
      if (!takesInt && value != null) {
        throw new TranslationException(op, "LLVM attribute '" + key + "' does not expect a value, found '" + value + "'");
      }
      Long n = value == null ? Long.valueOf(0) : integer(value);
      if (n == null) {
        // Not a number (LLVM's radix-0 reading): kept as a string attribute, as MLIR does.
        stringAttr(ctx, sink, LLVMAttributeFunctionIndex, key, value);
      } else {
        sink.add(LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, kind, n));
      }
    }
  }

  /** An integer as LLVM's StringRef::getAsInteger with radix 0 reads it (0x, 0b, 0o or 0 prefixes), or null. */
  private static Long integer(String text) {
    try {
      if (text.startsWith("0x") || text.startsWith("0X")) {
        return Long.parseUnsignedLong(text.substring(2), 16);
      }
      if (text.startsWith("0b") || text.startsWith("0B")) {
        return Long.parseUnsignedLong(text.substring(2), 2);
      }
      if (text.startsWith("0o")) {
        return Long.parseUnsignedLong(text.substring(2), 8);
      }
      if (text.length() > 1 && text.startsWith("0")) {
        return Long.parseUnsignedLong(text.substring(1), 8);
      }
      return Long.parseUnsignedLong(text);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The unit function attributes and {@code memory_effects}, on a function or a call alike. */
  private static void unitAndMemoryAttrs(LLVMContextRef ctx, Operation op, Sink sink) {
    for (String[] a : UNIT_FN_ATTRS) {
      if (op.attr(a[0]) instanceof UnitAttr) {
        enumAttr(ctx, sink, LLVMAttributeFunctionIndex, a[1], 0);
      }
    }
    memoryEffects(ctx, sink, op.attr("memory_effects"));
  }

  /** {@code arg_attrs} and {@code res_attrs}: parameter attributes of the arguments and the result. */
  private static void argumentAndResultAttrs(ModuleTranslation t, Operation op, Sink sink) throws TranslationException {
    if (op.attr("arg_attrs") instanceof ArrayAttr args) {
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof DictionaryAttr d) {
          paramAttrs(t, op, sink, i + 1, d);
        }
      }
    }
    if (op.attr("res_attrs") instanceof ArrayAttr res && res.size() == 1 && res.get(0) instanceof DictionaryAttr d) {
      paramAttrs(t, op, sink, LLVMAttributeReturnIndex, d);
    }
  }

  private static void paramAttrs(ModuleTranslation t, Operation op, Sink sink, int index, DictionaryAttr d)
      throws TranslationException {
    LLVMContextRef ctx = t.context();
    for (NamedAttribute na : d.entries()) {
      String name = na.name();
      if (!name.startsWith("llvm.")) {
        continue;
      }
      String key = name.substring(5);
      Attribute v = na.value();
      if (v instanceof UnitAttr && key.equals("nocapture")) {
        enumAttr(ctx, sink, index, "captures", 0); // LLVM 22's spelling: captures(none), LLVM 20 has it too
      } else if (v instanceof UnitAttr && Names.UNIT_PARAM_ATTRS.contains(key)) {
        enumAttr(ctx, sink, index, key, 0);
      } else if (v instanceof TypeAttr ta && Names.TYPE_PARAM_ATTRS.contains(key)) {
        int kind = LLVMGetEnumAttributeKindForName(key, key.length());
        sink.add(index, LLVMCreateTypeAttribute(ctx, kind, t.types().get(op, ta.value())));
      } else if (v instanceof IntegerAttr ia) {
        switch (key) {
          case "align", "alignstack", "dereferenceable", "dereferenceable_or_null" ->
              enumAttr(ctx, sink, index, key, ia.longValue());
          default -> { }
        }
      } else if (key.equals("range") && params(v) instanceof String r) {
        range(ctx, sink, index, r);
      }
    }
  }

  /** {@code #llvm.constant_range<i64, 0, 4097>}: LLVM's range(i64 0, 4097). */
  private static void range(LLVMContextRef ctx, Sink sink, int index, String params) {
    String[] parts = splitTop(params).toArray(new String[0]);
    if (parts.length != 3 || !parts[0].strip().startsWith("i")) {
      return;
    }
    int bits = Integer.parseInt(parts[0].strip().substring(1));
    sink.add(index, DialectTranslation.rangeAttribute(ctx, bits, new BigInteger(parts[1].strip()), new BigInteger(parts[2].strip())));
  }

  /**
   * {@code #llvm.memory_effects<other = .., argMem = .., inaccessibleMem = .., ...>} as LLVM 20's
   * memory attribute: two mod/ref bits per location (argmem, inaccessiblemem, other). LLVM 20 has no
   * errnomem or target memory locations, so those fields are not exported.
   */
  private static void memoryEffects(LLVMContextRef ctx, Sink sink, Attribute a) {
    if (!(params(a) instanceof String p)) {
      return;
    }
    long arg = modRef(p, "argMem");
    long inacc = modRef(p, "inaccessibleMem");
    long other = modRef(p, "other");
    enumAttr(ctx, sink, LLVMAttributeFunctionIndex, "memory", arg | inacc << 2 | other << 4);
  }

  private static long modRef(String params, String field) {
    for (String part : splitTop(params)) {
      int eq = part.indexOf('=');
      if (eq > 0 && part.substring(0, eq).strip().equals(field)) {
        return switch (part.substring(eq + 1).strip()) {
          case "read" -> 1;
          case "write" -> 2;
          case "readwrite" -> 3;
          default -> 0;
        };
      }
    }
    return 0;
  }

  /** The text inside a dialect attribute's outer angle brackets, or null. */
  static String params(Attribute a) {
    if (a instanceof DialectAttribute d) {
      String body = d.body();
      int lt = body.indexOf('<');
      return lt < 0 || !body.endsWith(">") ? null : body.substring(lt + 1, body.length() - 1).strip();
    }
    return null;
  }

  /** Splits at top-level commas (outside brackets and quotes). */
  static java.util.List<String> splitTop(String s) {
    java.util.List<String> out = new java.util.ArrayList<>();
    int depth = 0;
    boolean quoted = false;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' && (i == 0 || s.charAt(i - 1) != '\\')) {
        quoted = !quoted;
      } else if (!quoted && (c == '<' || c == '[' || c == '(' || c == '{')) {
        depth++;
      } else if (!quoted && (c == '>' || c == ']' || c == ')' || c == '}')) {
        depth--;
      } else if (!quoted && depth == 0 && c == ',') {
        out.add(s.substring(start, i).strip());
        start = i + 1;
      }
    }
    if (!s.substring(start).isBlank()) {
      out.add(s.substring(start).strip());
    }
    return out;
  }

  private static String stripBrackets(String s) {
    s = s.strip();
    return s.startsWith("[") && s.endsWith("]") ? s.substring(1, s.length() - 1) : s;
  }

  static String unquote(String s) {
    s = s.strip();
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }

  /**
   * The intrinsics (names without {@code llvm.} and overload suffixes) LLVM 22 declares
   * {@code nocreateundeforpoison}, an attribute LLVM 20 does not have (measured with mlir-translate 22).
   */
  private static final class Llvm22 {
    /** Built on jtranslate's print path only (a holder class: nothing on jrun's start-up). */
    static final Set<String> NO_CREATE_UNDEF_OR_POISON = Set.of("fabs", "sqrt", "sin", "cos", "exp", "exp2",
      "exp10", "log", "log2", "log10", "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven",
      "canonicalize", "arithmetic.fence", "copysign", "pow", "minnum", "maxnum", "minimum", "maximum", "minimumnum",
      "maximumnum", "fma", "fmuladd", "ctpop", "bitreverse", "bswap", "smax", "smin", "umax", "umin", "sadd.sat",
      "uadd.sat", "ssub.sat", "usub.sat", "scmp", "ucmp", "fshl", "fshr", "powi", "ldexp", "is.fpclass", "lround",
      "llround", "lrint", "llrint", "sadd.with.overflow", "uadd.with.overflow", "ssub.with.overflow",
      "usub.with.overflow", "smul.with.overflow", "umul.with.overflow", "fptosi.sat", "fptoui.sat", "frexp",
      "ptrmask");
  }

  /** The string attribute that stands for LLVM 22's {@code nocreateundeforpoison} until the text is printed. */
  public static final String NO_CREATE_UNDEF_OR_POISON_MARK = "nocreateundeforpoison";

  /**
   * Gives {@code module}'s intrinsic declarations LLVM 22's attributes where LLVM 20's intrinsic table
   * differs, for printed output only: {@code nocapture} parameters become {@code captures(none)} (the
   * two mean the same) and the intrinsics LLVM 22 declares {@code nocreateundeforpoison} get a string
   * attribute of that name (printed quoted: the printer's caller unquotes it).
   */
  public static void llvm22Declarations(LLVMContextRef ctx, org.bytedeco.llvm.LLVM.LLVMModuleRef module) {
    int nocapture = LLVMGetEnumAttributeKindForName("nocapture", 9);
    int captures = LLVMGetEnumAttributeKindForName("captures", 8);
    if (nocapture == 0 || captures == 0) {
      return;
    }
    LLVMAttributeRef none = null;
    for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn != null && !fn.isNull(); fn = LLVMGetNextFunction(fn)) {
      int id = LLVMGetIntrinsicID(fn);
      if (id == 0) {
        continue;
      }
      String base;
      try (org.bytedeco.javacpp.SizeTPointer len = new org.bytedeco.javacpp.SizeTPointer(1)) {
        base = LLVMIntrinsicGetName(id, len).getString();
      }
      if (base.equals("llvm.scmp") || base.equals("llvm.ucmp")) {
        // LLVM 22 declares their result range(iN -1, 2).
        org.bytedeco.llvm.LLVM.LLVMTypeRef r = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
        if (LLVMGetTypeKind(r) == LLVMVectorTypeKind) {
          r = LLVMGetElementType(r);
        }
        LLVMAddAttributeAtIndex(fn, LLVMAttributeReturnIndex, DialectTranslation.rangeAttribute(ctx,
            LLVMGetIntTypeWidth(r), BigInteger.valueOf(-1), BigInteger.valueOf(2)));
      }
      if (base.equals("llvm.get.active.lane.mask")) {
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("speculatable", 12), 0));
      }
      if (base.startsWith("llvm.") && Llvm22.NO_CREATE_UNDEF_OR_POISON.contains(base.substring(5))) {
        String k = NO_CREATE_UNDEF_OR_POISON_MARK;
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateStringAttribute(ctx, k, k.length(), "", 0));
      }
      for (int i = 1, n = LLVMCountParams(fn); i <= n; i++) {
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, i, nocapture);
        if (a != null && !a.isNull()) {
          LLVMRemoveEnumAttributeAtIndex(fn, i, nocapture);
          if (none == null) {
            none = LLVMCreateEnumAttribute(ctx, captures, 0);
          }
          LLVMAddAttributeAtIndex(fn, i, none);
        }
      }
    }
  }

  private static boolean enumAttr(LLVMContextRef ctx, Sink sink, int index, String name, long value) {
    int kind = LLVMGetEnumAttributeKindForName(name, name.length());
    if (kind == 0) {
      return false;
    }
    sink.add(index, LLVMCreateEnumAttribute(ctx, kind, value));
    return true;
  }

  private static void stringAttr(LLVMContextRef ctx, Sink sink, int index, String key, String value) {
    sink.add(index, LLVMCreateStringAttribute(ctx, key, key.length(), value, value.length()));
  }
}
