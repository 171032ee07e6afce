package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.jmlir.llvm.translate.ModuleTranslation.refs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;

/**
 * {@code llvm.intr.*} ops as calls of LLVM intrinsics. The intrinsic is looked up by name; for an
 * overloaded one, the overload types are chosen among the call's result and operand types so that
 * the declaration's signature is the call's. Attributes that are immediate arguments in LLVM
 * ({@code isVolatile}, {@code is_zero_poison}, ...) are appended as constants.
 */
final class Intrinsics {
  private Intrinsics() {}

  /** Immediate arguments kept as attributes in MLIR, in LLVM's argument order, and their widths. */
  static final Map<String, List<String>> IMMARGS = Map.ofEntries(
      Map.entry("memcpy", List.of("isVolatile:1")),
      Map.entry("memmove", List.of("isVolatile:1")),
      Map.entry("memset", List.of("isVolatile:1")),
      Map.entry("ctlz", List.of("is_zero_poison:1")),
      Map.entry("cttz", List.of("is_zero_poison:1")),
      Map.entry("abs", List.of("is_int_min_poison:1")),
      Map.entry("is.fpclass", List.of("bit:32")),
      Map.entry("prefetch", List.of("rw:32", "hint:32", "cache:32")),
      Map.entry("matrix.multiply", List.of("lhs_rows:32", "lhs_columns:32", "rhs_columns:32")),
      Map.entry("matrix.transpose", List.of("rows:32", "columns:32")),
      Map.entry("matrix.column.major.load", List.of("isVolatile:1", "rows:32", "columns:32")),
      Map.entry("matrix.column.major.store", List.of("isVolatile:1", "rows:32", "columns:32")),
      // len's width is its attribute's (i32 or i64, the intrinsic is overloaded on it).
      Map.entry("memcpy.inline", List.of("len:0", "isVolatile:1")),
      Map.entry("memset.inline", List.of("len:0", "isVolatile:1")),
      Map.entry("vector.insert", List.of("pos:64")),
      Map.entry("vector.extract", List.of("pos:64")));

  /**
   * Intrinsics whose LLVM 20 arguments are not the op's operands followed by {@link #IMMARGS}: the
   * indices of the arguments that are operands, then "name:index:width" for those kept as attributes.
   * (lifetime.start/end lost their size argument in LLVM 22; masked loads and stores moved their
   * alignment into a parameter attribute.)
   */
  static final Map<String, List<String>> IMPORT_LAYOUT = Map.ofEntries(
      Map.entry("lifetime.start", List.of("1")),
      Map.entry("lifetime.end", List.of("1")),
      Map.entry("invariant.start", List.of("1", "size:0:64")),
      Map.entry("invariant.end", List.of("0", "2", "size:1:64")),
      Map.entry("masked.load", List.of("0", "2", "3", "alignment:1:32")),
      Map.entry("masked.gather", List.of("0", "2", "3", "alignment:1:32")),
      Map.entry("masked.store", List.of("0", "1", "3", "alignment:2:32")),
      Map.entry("masked.scatter", List.of("0", "1", "3", "alignment:2:32")));

  /** Intrinsics whose llvm.intr op is named otherwise than LLVM's intrinsic (MLIR name, LLVM name). */
  private static final Map<String, String> RENAMED = Map.of("vastart", "va_start", "vacopy", "va_copy", "vaend", "va_end");

  /** The llvm.intr op name (without the prefix) of the LLVM intrinsic {@code llvmName} (without "llvm."). */
  static String mlirName(String llvmName) {
    for (Map.Entry<String, String> e : RENAMED.entrySet()) {
      if (e.getValue().equals(llvmName)) {
        return e.getKey();
      }
    }
    return llvmName;
  }

  static void translate(ModuleTranslation t, Operation op, String opName) throws TranslationException {
    String name = RENAMED.getOrDefault(opName, opName);
    var ctx = t.context();
    // With operand bundles (assume's "align"(%p, %n)), the first operand segment holds the arguments.
    boolean bundled = op.attr("op_bundle_tags") instanceof org.jmlir.ir.attr.ArrayAttr tags && tags.size() > 0;
    int nArgs = op.numOperands();
    if (bundled && op.attr("op_bundle_sizes") instanceof org.jmlir.ir.attr.DenseArrayAttr sizes) {
      for (int k = 0; k < sizes.size(); k++) {
        nArgs -= (int) sizes.rawValue(k);
      }
    }
    List<LLVMValueRef> args = new ArrayList<>(List.of(t.operandValues(op, 0, nArgs)));
    if (name.equals("invariant.start") || name.equals("invariant.end")) {
      // The size is LLVM's first argument of invariant.start and second of invariant.end.
      if (op.attr("size") instanceof IntegerAttr s) {
        args.add(name.equals("invariant.start") ? 0 : 1, LLVMConstInt(LLVMInt64TypeInContext(ctx), s.longValue(), 1));
      }
    }
    if (name.equals("lifetime.start") || name.equals("lifetime.end")) {
      Attribute size = op.attr("size");
      if (size instanceof IntegerAttr s) {
        args.addFirst(LLVMConstInt(LLVMInt64TypeInContext(ctx), s.longValue(), 1));
      }
    }
    if (name.equals("masked.load") || name.equals("masked.store") || name.equals("masked.gather")
        || name.equals("masked.scatter")) {
      // LLVM 20 takes the alignment as an i32 argument after the pointer(s) (LLVM 22: a parameter
      // attribute), and masked.load/gather always have a pass-through value (poison when MLIR has none).
      Attribute align = op.attr("alignment");
      boolean load = name.equals("masked.load") || name.equals("masked.gather");
      args.add(load ? 1 : 2, LLVMConstInt(LLVMInt32TypeInContext(ctx), align instanceof IntegerAttr i ? i.longValue() : 1, 0));
      if (load && args.size() == 3) {
        args.add(LLVMGetPoison(t.types().get(op, op.result(0).type())));
      }
    }
    if (name.equals("experimental.noalias.scope.decl") && op.attr("scope") != null) {
      // The scope as a metadata argument: !{scope}.
      args.add(LLVMMetadataAsValue(ctx, t.metadataAttrs().list(List.of(op.attr("scope")))));
    }
    for (String imm : IMMARGS.getOrDefault(name, List.of())) {
      String[] parts = imm.split(":");
      Attribute a = op.attr(parts[0]);
      long value = a instanceof IntegerAttr i ? i.longValue() : 0;
      int width = Integer.parseInt(parts[1]);
      if (width == 0) {
        width = a instanceof IntegerAttr i && i.type() instanceof org.jmlir.ir.type.IntegerType it ? it.width() : 64;
      }
      args.add(LLVMConstInt(LLVMIntTypeInContext(ctx, width), value, 0));
    }
    String full = "llvm." + name;
    int id = LLVMLookupIntrinsicID(full, full.length());
    if (id == 0) {
      throw new TranslationException(op, "unknown LLVM intrinsic '" + full + "'");
    }
    LLVMTypeRef ret = op.numResults() == 0 ? LLVMVoidTypeInContext(ctx) : t.types().get(op, op.result(0).type());
    LLVMTypeRef[] params = new LLVMTypeRef[args.size()];
    for (int i = 0; i < params.length; i++) {
      params[i] = LLVMTypeOf(args.get(i));
    }
    LLVMTypeRef want = LLVMFunctionType(ret, new PointerPointer<>(params), params.length, 0);
    LLVMValueRef decl = declaration(t, name, id, ret, params, want);
    if (decl == null) {
      throw new TranslationException(op, "no overload of LLVM intrinsic '" + full + "' takes these types");
    }
    LLVMValueRef[] a = args.toArray(new LLVMValueRef[0]);
    LLVMValueRef call;
    if (bundled) {
      org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles = OpTranslator.bundles(t, op, nArgs);
      call = LLVMBuildCallWithOperandBundles(t.builder(), LLVMGlobalGetValueType(decl), decl, refs(a), a.length,
          new PointerPointer<>(bundles), bundles.length, "");
      OpTranslator.disposeBundles(bundles);
    } else {
      call = LLVMBuildCall2(t.builder(), LLVMGlobalGetValueType(decl), decl, refs(a), a.length, "");
    }
    OpTranslator.fmf(op, call);
    if (op.attr("arg_attrs") != null || op.attr("res_attrs") != null) {
      FunctionAttributes.applyCall(t, call, op); // ptr align 8 and the like, at the call as MLIR 22 puts them
    }
    if (name.equals("matrix.column.major.load") || name.equals("matrix.column.major.store")) {
      // As LLVM's MatrixBuilder: the pointer aligned to the element type's ABI alignment.
      boolean load = name.startsWith("matrix.column.major.load");
      LLVMTypeRef vec = load ? ret : LLVMTypeOf(args.get(0));
      int align = LLVMABIAlignmentOfType(LLVMGetModuleDataLayout(t.module()), LLVMGetElementType(vec));
      LLVMAddCallSiteAttribute(call, load ? 1 : 2,
          LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("align", 5), align));
    }
    if (op.numResults() == 1) {
      t.map(op.result(0), call);
    }
  }

  /**
   * Which of the call's types an overloaded intrinsic is overloaded on, in order: R is the result,
   * A0, A1, ... the arguments. Families not listed are overloaded on their result (or, returning
   * nothing, their first argument).
   */
  private static final Map<String, List<String>> OVERLOADS = Map.ofEntries(
      Map.entry("powi", List.of("R", "A1")),
      Map.entry("ldexp", List.of("R", "A1")),
      Map.entry("memcpy", List.of("A0", "A1", "A2")),
      Map.entry("memcpy.inline", List.of("A0", "A1", "A2")),
      Map.entry("memset.inline", List.of("A0", "A2")),
      Map.entry("matrix.column.major.load", List.of("R", "A1")),
      Map.entry("matrix.column.major.store", List.of("A0", "A2")),
      Map.entry("memmove", List.of("A0", "A1", "A2")),
      Map.entry("memset", List.of("A0", "A2")),
      Map.entry("lifetime.start", List.of("A1")),
      Map.entry("lifetime.end", List.of("A1")),
      Map.entry("stacksave", List.of("R")),
      Map.entry("stackrestore", List.of("A0")),
      Map.entry("masked.load", List.of("R", "A0")),
      Map.entry("masked.store", List.of("A0", "A1")),
      Map.entry("masked.gather", List.of("R", "A0")),
      Map.entry("masked.scatter", List.of("A0", "A1")),
      Map.entry("matrix.multiply", List.of("R", "A0", "A1")),
      Map.entry("fptosi.sat", List.of("R", "A0")),
      Map.entry("fptoui.sat", List.of("R", "A0")),
      Map.entry("lround", List.of("R", "A0")),
      Map.entry("llround", List.of("R", "A0")),
      Map.entry("lrint", List.of("R", "A0")),
      Map.entry("llrint", List.of("R", "A0")),
      Map.entry("is.fpclass", List.of("A0")),
      Map.entry("ptrmask", List.of("R", "A1")),
      Map.entry("ucmp", List.of("R", "A0")),
      Map.entry("scmp", List.of("R", "A0")),
      Map.entry("frexp", List.of("R0", "R1")),
      Map.entry("sincos", List.of("A0")),
      Map.entry("get.active.lane.mask", List.of("R", "A0")),
      Map.entry("prefetch", List.of("A0")),
      Map.entry("threadlocal.address", List.of("R")),
      Map.entry("invariant.start", List.of("A1")),
      Map.entry("eh.typeid.for", List.of("A0")),
      Map.entry("invariant.end", List.of("A2")),
      Map.entry("vector.insert", List.of("R", "A1")),
      Map.entry("vector.extract", List.of("R", "A0")),
      Map.entry("vector.reduce.fadd", List.of("A1")),
      Map.entry("vector.reduce.fmul", List.of("A1")),
      Map.entry("vp.reduce.add", List.of("A1")),
      Map.entry("vp.reduce.mul", List.of("A1")),
      Map.entry("vp.reduce.and", List.of("A1")),
      Map.entry("vp.reduce.or", List.of("A1")),
      Map.entry("vp.reduce.xor", List.of("A1")),
      Map.entry("vp.reduce.smax", List.of("A1")),
      Map.entry("vp.reduce.smin", List.of("A1")),
      Map.entry("vp.reduce.umax", List.of("A1")),
      Map.entry("vp.reduce.umin", List.of("A1")),
      Map.entry("vp.reduce.fadd", List.of("A1")),
      Map.entry("vp.reduce.fmul", List.of("A1")),
      Map.entry("vp.reduce.fmax", List.of("A1")),
      Map.entry("vp.reduce.fmin", List.of("A1")),
      Map.entry("experimental.constrained.fptrunc", List.of("R", "A0")),
      Map.entry("experimental.constrained.fpext", List.of("R", "A0")),
      Map.entry("experimental.constrained.sitofp", List.of("R", "A0")),
      Map.entry("experimental.constrained.uitofp", List.of("R", "A0")),
      Map.entry("experimental.constrained.fptosi", List.of("R", "A0")),
      Map.entry("experimental.constrained.fptoui", List.of("R", "A0")));

  /** The intrinsic's declaration for the call's types, or null when it does not have that signature. */
  static LLVMValueRef declaration(ModuleTranslation t, String name, int id, LLVMTypeRef ret,
      LLVMTypeRef[] params, LLVMTypeRef want) {
    var mod = t.module();
    LLVMValueRef decl;
    if (LLVMIntrinsicIsOverloaded(id) == 0) {
      decl = LLVMGetIntrinsicDeclaration(mod, id, (PointerPointer<?>) null, 0);
    } else {
      List<String> spec = OVERLOADS.get(name);
      if (spec == null) {
        boolean reduction = name.startsWith("vector.reduce.");
        boolean withOverflow = name.endsWith(".with.overflow");
        spec = reduction || withOverflow || LLVMGetTypeKind(ret) == LLVMVoidTypeKind ? List.of("A0") : List.of("R");
      }
      LLVMTypeRef[] overload = new LLVMTypeRef[spec.size()];
      for (int i = 0; i < overload.length; i++) {
        String s = spec.get(i);
        if (s.startsWith("R") && s.length() > 1) {
          // An element of a literal-struct result (frexp's {float, i32}).
          int k = Integer.parseInt(s.substring(1));
          if (LLVMGetTypeKind(ret) != LLVMStructTypeKind || k >= LLVMCountStructElementTypes(ret)) {
            return null;
          }
          overload[i] = LLVMStructGetTypeAtIndex(ret, k);
          continue;
        }
        int arg = s.equals("R") ? -1 : Integer.parseInt(s.substring(1));
        if (arg >= params.length) {
          return null;
        }
        overload[i] = arg < 0 ? ret : params[arg];
      }
      decl = LLVMGetIntrinsicDeclaration(mod, id, new PointerPointer<>(overload), overload.length);
    }
    return LLVMGlobalGetValueType(decl).address() == want.address() ? decl : null;
  }
}
