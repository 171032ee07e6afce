package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMAttributeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmTextAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * LLVM function and parameter attributes as mlir-translate 22 imports them: the ones MLIR's LLVM
 * dialect models become llvm.func attributes ({@code no_inline}, {@code frame_pointer},
 * {@code memory_effects}, ...) or {@code llvm.*} argument/result attributes; the other function
 * attributes are kept in {@code passthrough}, in LLVM's attribute order.
 */
final class ImportedAttributes {
  private ImportedAttributes() {}

  /** Converts an LLVM type (the importer's). */
  interface Types {
    Type get(org.bytedeco.llvm.LLVM.LLVMTypeRef t) throws TranslationException;
  }

  /** LLVM enum attributes that are unit attributes of llvm.func (LLVM name, MLIR name). */
  private static final Map<String, String> FN_UNITS = Map.of("alwaysinline", "always_inline",
      "convergent", "convergent", "inlinehint", "inline_hint", "noinline", "no_inline", "nounwind", "no_unwind",
      "optnone", "optimize_none", "willreturn", "will_return");

  /** String attributes that become llvm.func string attributes (LLVM key, MLIR name, also kept in passthrough). */
  private static final String[][] FN_STRINGS = {{"target-cpu", "target_cpu", "also"}, {"tune-cpu", "tune_cpu", ""},
      {"prefer-vector-width", "prefer_vector_width", "also"}, {"denormal-fp-math", "denormal_fp_math", ""},
      {"denormal-fp-math-f32", "denormal_fp_math_f32", ""}, {"fp-contract", "fp_contract", ""},
      {"instrument-function-entry", "instrument_function_entry", ""},
      {"instrument-function-exit", "instrument_function_exit", ""}, {"reciprocal-estimates", "reciprocal_estimates", "also"}};

  private static final Map<String, String> FN_BOOLS = Map.of("no-infs-fp-math", "no_infs_fp_math",
      "no-nans-fp-math", "no_nans_fp_math", "no-signed-zeros-fp-math", "no_signed_zeros_fp_math");

  private static final String[] PARAM_UNITS = {"allocalign", "allocptr", "inreg", "nest", "noalias",
      "nocapture", "nofree", "nonnull", "noundef", "readnone", "readonly", "returned", "signext", "swiftasync",
      "swifterror", "swiftself", "writeonly", "zeroext"};
  private static final String[] PARAM_INTS = {"align", "alignstack", "dereferenceable", "dereferenceable_or_null"};
  private static final String[] PARAM_TYPES = {"byref", "byval", "elementtype", "inalloca", "preallocated", "sret"};

  /** Every enum attribute name the tables above or passthrough may need, by LLVM's kind number. */
  private static final String[] KNOWN = {"alwaysinline", "convergent", "inlinehint", "noinline", "nounwind",
      "optnone", "willreturn", "cold", "hot", "minsize", "mustprogress", "nobuiltin", "nocallback", "noduplicate",
      "norecurse", "noreturn", "optsize", "returns_twice", "nofree", "nosync", "memory", "uwtable", "alignstack",
      "allocsize", "vscale_range", "nocf_check", "noimplicitfloat", "nomerge", "nonlazybind", "noredzone",
      "null_pointer_is_valid", "optforfuzzing", "safestack", "sanitize_address", "sanitize_memory",
      "sanitize_thread", "sanitize_hwaddress", "speculatable", "ssp", "sspreq", "sspstrong", "strictfp",
      "builtin", "naked", "jumptable", "noprofile", "skipprofile", "disable_sanitizer_instrumentation",
      "allockind", "fn_ret_thunk_extern", "presplitcoroutine", "nosanitize_coverage", "shadowcallstack",
      "speculative_load_hardening", "mustprogress", "willreturn", "noundef", "align", "allocalign", "allocptr",
      "immarg", "inreg", "nest", "noalias", "nocapture", "nonnull", "readnone", "readonly", "returned", "signext",
      "swiftasync", "swifterror", "swiftself", "writeonly", "zeroext", "dereferenceable", "dereferenceable_or_null",
      "byref", "byval", "elementtype", "inalloca", "preallocated", "sret", "range", "nofpclass", "writable",
      "dead_on_unwind", "initializes", "captures"};

  private static volatile Map<Integer, String> names;

  private static String name(int kind) {
    Map<Integer, String> m = names;
    if (m == null) {
      m = new HashMap<>();
      for (String n : KNOWN) {
        int k = LLVMGetEnumAttributeKindForName(n, n.length());
        if (k != 0) {
          m.putIfAbsent(k, n);
        }
      }
      names = m;
    }
    return m.get(kind);
  }

  /** The attributes at {@code index} of a function, or of a call site when {@code fn} is a call or invoke. */
  private static List<LLVMAttributeRef> attributes(LLVMValueRef fn, int index) {
    boolean site = LLVMIsAFunction(fn) == null || LLVMIsAFunction(fn).isNull();
    int n = site ? LLVMGetCallSiteAttributeCount(fn, index) : LLVMGetAttributeCountAtIndex(fn, index);
    List<LLVMAttributeRef> out = new ArrayList<>();
    if (n == 0) {
      return out;
    }
    PointerPointer<LLVMAttributeRef> p = new PointerPointer<>(n);
    if (site) {
      LLVMGetCallSiteAttributes(fn, index, p);
    } else {
      LLVMGetAttributesAtIndex(fn, index, p);
    }
    for (int i = 0; i < n; i++) {
      out.add(p.get(LLVMAttributeRef.class, i));
    }
    return out;
  }

  private static String str(org.bytedeco.javacpp.BytePointer p, long len) {
    byte[] b = new byte[(int) len];
    p.get(b);
    return new String(b, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The function attributes of {@code fn} onto the llvm.func {@code op}. */
  static void function(MLIRContext ctx, LLVMValueRef fn, Operation op) {
    List<Attribute> pass = new ArrayList<>();
    for (LLVMAttributeRef a : attributes(fn, LLVMAttributeFunctionIndex)) {
      if (LLVMIsStringAttribute(a) != 0) {
        int[] len = new int[1];
        String key = str(LLVMGetStringAttributeKind(a, len), len[0]);
        String value = str(LLVMGetStringAttributeValue(a, len), len[0]);
        if (stringAttribute(ctx, op, key, value)) {
          continue;
        }
        pass.add(value.isEmpty() ? StringAttr.get(ctx, key)
            : ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, key), StringAttr.get(ctx, value))));
        continue;
      }
      if (LLVMIsTypeAttribute(a) != 0) {
        continue;
      }
      String name = name(LLVMGetEnumAttributeKind(a));
      if (name == null) {
        continue;
      }
      long value = LLVMGetEnumAttributeValue(a);
      if (FN_UNITS.containsKey(name)) {
        op.setAttr(FN_UNITS.get(name), UnitAttr.get(ctx));
      } else if (name.equals("memory")) {
        if (value != READ_WRITE_ALL) { // memory(readwrite) says nothing: mlir-translate 22 sets no attribute
          op.setAttr("memory_effects", memoryEffects(ctx, value));
        }
      } else if (name.equals("uwtable") && value != 0) {
        op.setAttr("uwtable_kind", LlvmTextAttr.get(ctx, "uwtableKind", value == 1 ? "<sync>" : "<async>"));
      } else if (name.equals("vscale_range")) {
        op.setAttr("vscale_range", org.jmlir.dialect.llvm.FuncOp.vscaleRange(ctx, value >>> 32, value & 0xffffffffL));
      } else if (isIntAttribute(name)) {
        pass.add(ArrayAttr.get(ctx, List.of(StringAttr.get(ctx, name), StringAttr.get(ctx, Long.toUnsignedString(value)))));
      } else {
        pass.add(StringAttr.get(ctx, name));
      }
    }
    if (!pass.isEmpty()) {
      // In LLVM's order of the set: enum, then integer, then string attributes (by key).
      op.setAttr("passthrough", ArrayAttr.get(ctx, pass));
    }
  }

  /** The call-site function attributes llvm.call and llvm.invoke model (LLVM name, MLIR name). */
  private static final Map<String, String> CALL_UNITS = Map.of("alwaysinline", "always_inline",
      "convergent", "convergent", "inlinehint", "inline_hint", "noinline", "no_inline", "nounwind", "no_unwind",
      "willreturn", "will_return");

  /**
   * The attributes of the call or invoke {@code call} onto its op, as mlir-translate 22 imports them:
   * the function-level ones llvm.call models (others are dropped) and the argument and result
   * attributes as {@code arg_attrs} / {@code res_attrs}.
   */
  static void call(MLIRContext ctx, LLVMValueRef call, Operation op, int args, Types types) throws TranslationException {
    for (LLVMAttributeRef a : attributes(call, LLVMAttributeFunctionIndex)) {
      if (LLVMIsStringAttribute(a) != 0 || LLVMIsTypeAttribute(a) != 0) {
        continue;
      }
      String name = name(LLVMGetEnumAttributeKind(a));
      if (name != null && CALL_UNITS.containsKey(name)) {
        op.setAttr(CALL_UNITS.get(name), UnitAttr.get(ctx));
      } else if ("memory".equals(name) && LLVMGetEnumAttributeValue(a) != READ_WRITE_ALL) {
        op.setAttr("memory_effects", memoryEffects(ctx, LLVMGetEnumAttributeValue(a)));
      }
    }
    parameters(ctx, call, op, args, types);
  }

  /**
   * The {@code elementtype} attributes of a call's arguments as llvm.inline_asm's operand_attrs (one
   * dictionary per argument, empty where there is none), or null when no argument has one.
   */
  static ArrayAttr elementTypes(MLIRContext ctx, LLVMValueRef call, int args, Types types) throws TranslationException {
    List<Attribute> out = new ArrayList<>();
    boolean any = false;
    for (int k = 0; k < args; k++) {
      List<NamedAttribute> d = new ArrayList<>();
      for (LLVMAttributeRef a : attributes(call, k + 1)) {
        if (LLVMIsTypeAttribute(a) != 0 && "elementtype".equals(name(LLVMGetEnumAttributeKind(a)))) {
          d.add(new NamedAttribute("elementtype", TypeAttr.get(ctx, types.get(LLVMGetTypeAttributeValue(a)))));
        }
      }
      any |= !d.isEmpty();
      out.add(DictionaryAttr.get(ctx, d));
    }
    return any ? ArrayAttr.get(ctx, out) : null;
  }

  private static boolean isIntAttribute(String name) {
    return switch (name) {
      case "alignstack", "allocsize", "allockind", "uwtable", "vscale_range", "memory", "nofpclass" -> true;
      default -> false;
    };
  }

  /** A string function attribute MLIR models; true when it is not (also) kept in passthrough. */
  private static boolean stringAttribute(MLIRContext ctx, Operation op, String key, String value) {
    for (String[] s : FN_STRINGS) {
      if (s[0].equals(key)) {
        op.setAttr(s[1], StringAttr.get(ctx, value));
        return s[2].isEmpty();
      }
    }
    if (FN_BOOLS.containsKey(key)) {
      op.setAttr(FN_BOOLS.get(key), IntegerAttr.get(ctx, IntegerType.get(ctx, 1), value.equals("true") ? 1 : 0));
      return true;
    }
    switch (key) {
      case "frame-pointer" -> {
        boolean ident = value.matches("[A-Za-z_][A-Za-z0-9_]*");
        op.setAttr("frame_pointer", LlvmTextAttr.get(ctx, "framePointerKind", "<" + (ident ? value : "\"" + value + "\"") + ">"));
        return true;
      }
      case "target-features" -> {
        StringBuilder sb = new StringBuilder("<[");
        String[] parts = value.isEmpty() ? new String[0] : value.split(",");
        for (int i = 0; i < parts.length; i++) {
          sb.append(i == 0 ? "" : ", ").append('"').append(parts[i]).append('"');
        }
        op.setAttr("target_features", LlvmTextAttr.get(ctx, "target_features", sb.append("]>").toString()));
        return true;
      }
      default -> {
        return false;
      }
    }
  }

  /** LLVM 20's memory attribute value with every location readwrite. */
  private static final long READ_WRITE_ALL = 0x3f;

  /** LLVM 20's memory attribute (2 mod/ref bits for argmem, inaccessiblemem, other) as MLIR 22's. */
  private static Attribute memoryEffects(MLIRContext ctx, long v) {
    String[] modRef = {"none", "read", "write", "readwrite"};
    String arg = modRef[(int) (v & 3)];
    String inacc = modRef[(int) (v >> 2 & 3)];
    String other = modRef[(int) (v >> 4 & 3)];
    // LLVM 20 has no errno or target memory locations: they follow "other", as LLVM 22 reads such text.
    return LlvmTextAttr.get(ctx, "memory_effects", "<other = " + other + ", argMem = " + arg + ", inaccessibleMem = "
        + inacc + ", errnoMem = " + other + ", targetMem0 = " + other + ", targetMem1 = " + other + ">");
  }

  /** Argument and result attributes of {@code fn} as llvm.func's arg_attrs / res_attrs. */
  static void parameters(MLIRContext ctx, LLVMValueRef fn, Operation op, int params, Types types)
      throws TranslationException {
    List<Attribute> args = new ArrayList<>();
    boolean any = false;
    for (int i = 0; i < params; i++) {
      DictionaryAttr d = parameter(ctx, fn, i + 1, types);
      any |= d.size() > 0;
      args.add(d);
    }
    if (any) {
      op.setAttr("arg_attrs", ArrayAttr.get(ctx, args));
    }
    DictionaryAttr res = parameter(ctx, fn, LLVMAttributeReturnIndex, types);
    if (res.size() > 0) {
      op.setAttr("res_attrs", ArrayAttr.get(ctx, List.of(res)));
    }
  }

  private static DictionaryAttr parameter(MLIRContext ctx, LLVMValueRef fn, int index, Types types)
      throws TranslationException {
    List<NamedAttribute> out = new ArrayList<>();
    for (LLVMAttributeRef a : attributes(fn, index)) {
      if (LLVMIsStringAttribute(a) != 0) {
        continue;
      }
      String name = name(LLVMGetEnumAttributeKind(a));
      if (name == null) {
        continue;
      }
      if (LLVMIsTypeAttribute(a) != 0) {
        if (java.util.Arrays.asList(PARAM_TYPES).contains(name)) {
          out.add(new NamedAttribute("llvm." + name, TypeAttr.get(ctx, types.get(LLVMGetTypeAttributeValue(a)))));
        }
      } else if (java.util.Arrays.asList(PARAM_UNITS).contains(name)) {
        out.add(new NamedAttribute("llvm." + name, UnitAttr.get(ctx)));
      } else if (name.equals("captures") && LLVMGetEnumAttributeValue(a) == 0) {
        out.add(new NamedAttribute("llvm.nocapture", UnitAttr.get(ctx))); // LLVM 22's text: captures(none)
      } else if (java.util.Arrays.asList(PARAM_INTS).contains(name)) {
        out.add(new NamedAttribute("llvm." + name,
            IntegerAttr.get(ctx, IntegerType.get(ctx, 64), LLVMGetEnumAttributeValue(a))));
      }
    }
    return DictionaryAttr.get(ctx, out);
  }
}
