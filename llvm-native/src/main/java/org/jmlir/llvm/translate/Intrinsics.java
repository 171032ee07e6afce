package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.jmlir.llvm.translate.ModuleTranslation.refs;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.javacpp.SizeTPointer;
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
  private static final Map<String, List<String>> IMMARGS = Map.of(
      "memcpy", List.of("isVolatile:1"),
      "memmove", List.of("isVolatile:1"),
      "memset", List.of("isVolatile:1"),
      "ctlz", List.of("is_zero_poison:1"),
      "cttz", List.of("is_zero_poison:1"),
      "abs", List.of("is_int_min_poison:1"),
      "is.fpclass", List.of("bit:32"),
      "prefetch", List.of("rw:32", "hint:32", "cache:32"));

  static void translate(ModuleTranslation t, Operation op, String name) throws TranslationException {
    var ctx = t.context();
    List<LLVMValueRef> args = new ArrayList<>(List.of(t.operandValues(op, 0, op.numOperands())));
    if (name.equals("lifetime.start") || name.equals("lifetime.end")) {
      Attribute size = op.attr("size");
      if (size instanceof IntegerAttr s) {
        args.addFirst(LLVMConstInt(LLVMInt64TypeInContext(ctx), s.longValue(), 1));
      }
    }
    for (String imm : IMMARGS.getOrDefault(name, List.of())) {
      String[] parts = imm.split(":");
      Attribute a = op.attr(parts[0]);
      long value = a instanceof IntegerAttr i ? i.longValue() : 0;
      args.add(LLVMConstInt(LLVMIntTypeInContext(ctx, Integer.parseInt(parts[1])), value, 0));
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
    LLVMValueRef decl = declaration(t, id, ret, params, want);
    if (decl == null) {
      throw new TranslationException(op, "no overload of LLVM intrinsic '" + full + "' takes these types");
    }
    LLVMValueRef[] a = args.toArray(new LLVMValueRef[0]);
    LLVMValueRef call = LLVMBuildCall2(t.builder(), LLVMGlobalGetValueType(decl), decl, refs(a), a.length, "");
    String fm = ModuleTranslation.enumText(op.attr("fastmathFlags"));
    if (fm != null && !fm.equals("none") && LLVMCanValueUseFastMathFlags(call) != 0) {
      int flags = 0;
      for (String f : fm.split("[,\\s]+")) {
        flags |= switch (f) {
          case "fast" -> LLVMFastMathAll;
          case "reassoc" -> LLVMFastMathAllowReassoc;
          case "nnan" -> LLVMFastMathNoNaNs;
          case "ninf" -> LLVMFastMathNoInfs;
          case "nsz" -> LLVMFastMathNoSignedZeros;
          case "arcp" -> LLVMFastMathAllowReciprocal;
          case "contract" -> LLVMFastMathAllowContract;
          case "afn" -> LLVMFastMathApproxFunc;
          default -> 0;
        };
      }
      LLVMSetFastMathFlags(call, flags);
    }
    if (op.numResults() == 1) {
      t.map(op.result(0), call);
    }
  }

  /** The intrinsic's declaration whose type is {@code want}, trying overload type lists in turn. */
  private static LLVMValueRef declaration(ModuleTranslation t, int id, LLVMTypeRef ret, LLVMTypeRef[] params,
      LLVMTypeRef want) {
    var mod = t.module();
    if (LLVMIntrinsicIsOverloaded(id) == 0) {
      return LLVMGetIntrinsicDeclaration(mod, id, (PointerPointer<?>) null, 0);
    }
    // Distinct candidate types: the result first, then the operands in order.
    LinkedHashSet<LLVMTypeRef> distinct = new LinkedHashSet<>();
    List<LLVMTypeRef> all = new ArrayList<>();
    if (LLVMGetTypeKind(ret) != LLVMVoidTypeKind) {
      all.add(ret);
    }
    all.addAll(List.of(params));
    List<LLVMTypeRef> unique = new ArrayList<>();
    for (LLVMTypeRef ty : all) {
      boolean seen = false;
      for (LLVMTypeRef u : unique) {
        seen |= u.address() == ty.address();
      }
      if (!seen) {
        unique.add(ty);
      }
    }
    distinct.addAll(unique);
    // Overload lists of up to three types drawn (in order, repetition allowed) from the candidates.
    List<List<LLVMTypeRef>> lists = new ArrayList<>();
    for (LLVMTypeRef a : unique) {
      lists.add(List.of(a));
    }
    for (LLVMTypeRef a : unique) {
      for (LLVMTypeRef b : unique) {
        lists.add(List.of(a, b));
      }
    }
    for (LLVMTypeRef a : unique) {
      for (LLVMTypeRef b : unique) {
        for (LLVMTypeRef c : unique) {
          lists.add(List.of(a, b, c));
        }
      }
    }
    for (List<LLVMTypeRef> l : lists) {
      // The name tells whether this overload list is one LLVM accepts, before creating a declaration.
      LLVMTypeRef[] arr = l.toArray(new LLVMTypeRef[0]);
      SizeTPointer len = new SizeTPointer(1);
      var name = LLVMIntrinsicCopyOverloadedName2(mod, id, new LLVMTypeRef(new PointerPointer<>(arr)), arr.length, len);
      String fname = name.getString();
      LLVMValueRef existing = LLVMGetNamedFunction(mod, fname);
      if (existing != null && !existing.isNull()) {
        if (LLVMGlobalGetValueType(existing).address() == want.address()) {
          return existing;
        }
        continue;
      }
      LLVMValueRef decl = LLVMGetIntrinsicDeclaration(mod, id, new PointerPointer<>(arr), arr.length);
      if (LLVMGlobalGetValueType(decl).address() == want.address()) {
        return decl;
      }
      LLVMDeleteFunction(decl);
    }
    return null;
  }
}
