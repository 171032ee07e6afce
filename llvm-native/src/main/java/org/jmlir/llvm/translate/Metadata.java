package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;

/**
 * Instruction and function metadata that mlir-translate 22 attaches from op attributes: branch
 * weights ({@code !prof}), a function's entry count, {@code !invariant.load} and
 * {@code !invariant.group}, and the OpenCL kernel hints of llvm.func.
 */
final class Metadata {
  private Metadata() {}

  private static int kind(LLVMContextRef ctx, String name) {
    return LLVMGetMDKindIDInContext(ctx, name, name.length());
  }

  static LLVMMetadataRef node(LLVMContextRef ctx, LLVMMetadataRef... ops) {
    return LLVMMDNodeInContext2(ctx, new PointerPointer<>(ops), ops.length);
  }

  static LLVMMetadataRef string(LLVMContextRef ctx, String s) {
    byte[] b = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return LLVMMDStringInContext2(ctx, new org.bytedeco.javacpp.BytePointer(b), b.length);
  }

  static LLVMMetadataRef i32(LLVMContextRef ctx, long v) {
    return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), v, 0));
  }

  static LLVMMetadataRef i64(LLVMContextRef ctx, long v) {
    return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), v, 0));
  }

  private static void attach(LLVMContextRef ctx, LLVMValueRef inst, String name, LLVMMetadataRef md) {
    LLVMSetMetadata(inst, kind(ctx, name), LLVMMetadataAsValue(ctx, md));
  }

  /** {@code branch_weights = array<i32: ...>} as {@code !prof !{!"branch_weights", i32 ...}}. */
  static void branchWeights(ModuleTranslation t, Operation op, LLVMValueRef inst) {
    if (!(op.attr("branch_weights") instanceof DenseArrayAttr w) || w.size() == 0) {
      return;
    }
    LLVMContextRef ctx = t.context();
    LLVMMetadataRef[] ops = new LLVMMetadataRef[w.size() + 1];
    ops[0] = string(ctx, "branch_weights");
    for (int i = 0; i < w.size(); i++) {
      ops[i + 1] = i32(ctx, w.rawValue(i));
    }
    attach(ctx, inst, "prof", node(ctx, ops));
  }

  /** The {@code invariant} and {@code invariant_group} markers of loads and stores. */
  static void memoryMarkers(ModuleTranslation t, Operation op, LLVMValueRef inst) {
    LLVMContextRef ctx = t.context();
    if (op.attr("invariant") instanceof UnitAttr) {
      attach(ctx, inst, "invariant.load", node(ctx));
    }
    if (op.attr("invariantGroup") instanceof UnitAttr) {
      attach(ctx, inst, "invariant.group", node(ctx));
    }
  }

  /** A function's entry count and OpenCL hints (work-group sizes, sub-group size). */
  static void function(ModuleTranslation t, Operation op, LLVMValueRef fn) {
    LLVMContextRef ctx = t.context();
    if (op.attr("function_entry_count") instanceof IntegerAttr c) {
      LLVMGlobalSetMetadata(fn, kind(ctx, "prof"),
          node(ctx, string(ctx, "function_entry_count"), i64(ctx, c.longValue())));
    }
    if (op.attr("vec_type_hint") instanceof org.jmlir.dialect.llvm.LlvmTextAttr hint) {
      LLVMTypeRef type = vecTypeHint(ctx, hint.params());
      if (type != null) {
        boolean signed = hint.params().matches(".*,\\s*is_signed\\s*=\\s*true\\s*>\\s*$");
        LLVMGlobalSetMetadata(fn, kind(ctx, "vec_type_hint"),
            node(ctx, LLVMValueAsMetadata(LLVMGetUndef(type)), i32(ctx, signed ? 1 : 0)));
      }
    }
    for (String name : new String[] {"work_group_size_hint", "reqd_work_group_size"}) {
      if (op.attr(name) instanceof DenseArrayAttr d) {
        LLVMMetadataRef[] ops = new LLVMMetadataRef[d.size()];
        for (int i = 0; i < ops.length; i++) {
          ops[i] = i32(ctx, d.rawValue(i));
        }
        LLVMGlobalSetMetadata(fn, kind(ctx, name), node(ctx, ops));
      }
    }
    if (op.attr("intel_reqd_sub_group_size") instanceof IntegerAttr s) {
      LLVMGlobalSetMetadata(fn, kind(ctx, "intel_reqd_sub_group_size"), node(ctx, i32(ctx, s.longValue())));
    }
  }

  /**
   * The LLVM type of a {@code #llvm.vec_type_hint<hint = T, ...>}'s parameters: an integer or float
   * scalar or a fixed vector of one (what OpenCL's hint can name); null for anything else.
   */
  static LLVMTypeRef vecTypeHint(LLVMContextRef ctx, String params) {
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("^<\\s*hint\\s*=\\s*(?:vector<(\\d+)x)?(i\\d+|f16|bf16|f32|f64)>?\\s*(,.*)?>$").matcher(params.strip());
    if (!m.matches()) {
      return null;
    }
    String scalar = m.group(2);
    LLVMTypeRef t = switch (scalar) {
      case "f16" -> LLVMHalfTypeInContext(ctx);
      case "bf16" -> LLVMBFloatTypeInContext(ctx);
      case "f32" -> LLVMFloatTypeInContext(ctx);
      case "f64" -> LLVMDoubleTypeInContext(ctx);
      default -> LLVMIntTypeInContext(ctx, Integer.parseInt(scalar.substring(1)));
    };
    return m.group(1) == null ? t : LLVMVectorType(t, Integer.parseInt(m.group(1)));
  }

  /**
   * The module's {@code llvm.ident} and {@code llvm.commandline} strings and its
   * {@code llvm.dependent_libraries} as the named nodes {@code !llvm.ident}, {@code !llvm.commandline}
   * and {@code !llvm.dependent-libraries} (one {@code !{!"..."}} per string), made before any other
   * named metadata, as mlir-translate 22 does.
   */
  static void moduleStrings(ModuleTranslation t, Operation module) {
    LLVMContextRef ctx = t.context();
    if (module.attr("llvm.ident") instanceof org.jmlir.ir.attr.StringAttr s) {
      LLVMAddNamedMetadataOperand(t.module(), "llvm.ident", LLVMMetadataAsValue(ctx, node(ctx, string(ctx, s.value()))));
    }
    if (module.attr("llvm.commandline") instanceof org.jmlir.ir.attr.StringAttr s) {
      LLVMAddNamedMetadataOperand(t.module(), "llvm.commandline", LLVMMetadataAsValue(ctx, node(ctx, string(ctx, s.value()))));
    }
    if (module.attr("llvm.dependent_libraries") instanceof ArrayAttr libs) {
      for (var lib : libs.elements()) {
        if (lib instanceof org.jmlir.ir.attr.StringAttr s) {
          LLVMAddNamedMetadataOperand(t.module(), "llvm.dependent-libraries",
              LLVMMetadataAsValue(ctx, node(ctx, string(ctx, s.value()))));
        }
      }
    }
  }

  /**
   * An op's {@code dereferenceable<bytes = N[, mayBeNull = true]>} as {@code !dereferenceable !{i64 N}}
   * (or {@code !dereferenceable_or_null} when it may be null) on its instruction.
   */
  static void dereferenceable(LLVMContextRef ctx, LLVMValueRef inst, String params) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("<bytes = (\\d+)(, mayBeNull = true)?>").matcher(params);
    if (m.matches()) {
      attach(ctx, inst, m.group(2) != null ? "dereferenceable_or_null" : "dereferenceable",
          node(ctx, LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), Long.parseUnsignedLong(m.group(1)), 0))));
    }
  }

  /** {@code llvm.linker_options ["a", "b"]} as an operand of the named node {@code !llvm.linker.options}. */
  static void linkerOptions(ModuleTranslation t, ArrayAttr options) {
    LLVMContextRef ctx = t.context();
    LLVMMetadataRef[] ops = new LLVMMetadataRef[options.size()];
    for (int i = 0; i < ops.length; i++) {
      ops[i] = string(ctx, ((org.jmlir.ir.attr.StringAttr) options.get(i)).value());
    }
    LLVMAddNamedMetadataOperand(t.module(), "llvm.linker.options", LLVMMetadataAsValue(ctx, node(ctx, ops)));
  }
}
