package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.jmlir.llvm.translate.ModuleTranslation.enumText;
import static org.jmlir.llvm.translate.ModuleTranslation.refs;

import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.StringAttr;

/** Translates one llvm dialect op inside a function (or a global's initializer) to LLVM instructions. */
final class OpTranslator {
  private OpTranslator() {}

  /** GEP's rawConstantIndices marks a dynamic index with this value (INT32_MIN). */
  private static final int DYNAMIC_INDEX = Integer.MIN_VALUE;

  static void translate(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMBuilderRef b = t.builder();
    String name = op.name();
    if (!name.startsWith("llvm.")) {
      ModuleTranslation.dialectTranslation(op).translateOp(op, t);
      return;
    }
    String n = name.substring(5);
    if (n.startsWith("intr.")) {
      Intrinsics.translate(t, op, n.substring(5));
      return;
    }
    LLVMValueRef r = switch (n) {
      // arithmetic
      case "add" -> flags(op, LLVMBuildAdd(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "sub" -> flags(op, LLVMBuildSub(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "mul" -> flags(op, LLVMBuildMul(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "shl" -> flags(op, LLVMBuildShl(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "udiv" -> exact(op, LLVMBuildUDiv(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "sdiv" -> exact(op, LLVMBuildSDiv(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "lshr" -> exact(op, LLVMBuildLShr(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "ashr" -> exact(op, LLVMBuildAShr(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "urem" -> LLVMBuildURem(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "srem" -> LLVMBuildSRem(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "and" -> LLVMBuildAnd(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "or" -> disjoint(op, LLVMBuildOr(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "xor" -> LLVMBuildXor(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "fadd" -> fmf(op, LLVMBuildFAdd(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "fsub" -> fmf(op, LLVMBuildFSub(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "fmul" -> fmf(op, LLVMBuildFMul(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "fdiv" -> fmf(op, LLVMBuildFDiv(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "frem" -> fmf(op, LLVMBuildFRem(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "fneg" -> fmf(op, LLVMBuildFNeg(b, v(t, op, 0), ModuleTranslation.NO_NAME));
      case "icmp" -> LLVMBuildICmp(b, icmpPredicate(op), v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "fcmp" -> fmf(op, LLVMBuildFCmp(b, fcmpPredicate(op), v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME));
      case "select" -> fmf(op, LLVMBuildSelect(b, v(t, op, 0), v(t, op, 1), v(t, op, 2), ModuleTranslation.NO_NAME));
      case "freeze" -> LLVMBuildFreeze(b, v(t, op, 0), ModuleTranslation.NO_NAME);
      case "va_arg" -> LLVMBuildVAArg(b, v(t, op, 0), t.types().get(op, op.result(0).type()), ModuleTranslation.NO_NAME);
      // casts
      case "trunc" -> flags(op, LLVMBuildTrunc(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME));
      case "zext" -> nneg(op, LLVMBuildZExt(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME));
      case "sext" -> LLVMBuildSExt(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "fptrunc" -> LLVMBuildFPTrunc(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "fpext" -> LLVMBuildFPExt(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "fptoui" -> LLVMBuildFPToUI(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "fptosi" -> LLVMBuildFPToSI(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "uitofp" -> nneg(op, LLVMBuildUIToFP(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME));
      case "sitofp" -> LLVMBuildSIToFP(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "ptrtoint" -> LLVMBuildPtrToInt(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "inttoptr" -> LLVMBuildIntToPtr(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "bitcast" -> LLVMBuildBitCast(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      case "addrspacecast" -> LLVMBuildAddrSpaceCast(b, v(t, op, 0), res(t, op), ModuleTranslation.NO_NAME);
      // constants
      case "mlir.constant" -> t.constantAttr(op, op.attr("value"), res(t, op));
      case "mlir.zero" -> LLVMConstNull(res(t, op));
      case "mlir.undef" -> LLVMGetUndef(res(t, op));
      case "mlir.poison" -> LLVMGetPoison(res(t, op));
      case "mlir.addressof" -> t.global(op, ((SymbolRefAttr) op.attr("global_name")).root());
      case "dso_local_equivalent" -> LlvmCxx.dsoLocalEquivalent(t.global(op, ((SymbolRefAttr) op.attr("function_name")).root()));
      // aggregates and vectors
      case "extractvalue" -> extractValue(t, op);
      case "insertvalue" -> insertValue(t, op);
      case "extractelement" -> LLVMBuildExtractElement(b, v(t, op, 0), v(t, op, 1), ModuleTranslation.NO_NAME);
      case "insertelement" -> LLVMBuildInsertElement(b, v(t, op, 0), v(t, op, 1), v(t, op, 2), ModuleTranslation.NO_NAME);
      case "shufflevector" -> shuffle(t, op);
      // memory
      case "alloca" -> alloca(t, op);
      case "load" -> load(t, op);
      case "store" -> store(t, op);
      case "getelementptr" -> gep(t, op);
      case "atomicrmw" -> atomicRmw(t, op);
      case "cmpxchg" -> cmpxchg(t, op);
      case "fence" -> syncScope(t, op, LLVMBuildFence(b, ordering(op.attr("ordering")), isSingleThread(op), ModuleTranslation.NO_NAME));
      // calls and control flow
      case "call" -> call(t, op);
      case "call_intrinsic" -> callIntrinsic(t, op);
      case "inline_asm" -> inlineAsm(t, op);
      case "invoke" -> invoke(t, op);
      case "landingpad" -> landingPad(t, op);
      case "resume" -> LLVMBuildResume(b, v(t, op, 0));
      case "return" -> op.numOperands() == 0 ? LLVMBuildRetVoid(b) : LLVMBuildRet(b, v(t, op, 0));
      case "unreachable" -> LLVMBuildUnreachable(b);
      case "br" -> br(t, op);
      case "cond_br" -> condBr(t, op);
      case "switch" -> switchOp(t, op);
      case "indirectbr" -> indirectBr(t, op);
      case "blockaddress" -> t.blockAddress(op, res(t, op));
      case "blocktag" -> null;
      default -> throw new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
    };
    if (op.numResults() == 1) {
      t.map(op.result(0), r);
    }
  }

  static LLVMValueRef v(ModuleTranslation t, Operation op, int i) {
    return t.value(op.operand(i));
  }

  private static LLVMTypeRef res(ModuleTranslation t, Operation op) throws TranslationException {
    return t.types().get(op, op.result(0).type());
  }

  // ---- flags ----

  /** MLIR's IntegerOverflowFlags: nsw = 1, nuw = 2 (an integer property, or the enum's text). */
  private static LLVMValueRef flags(Operation op, LLVMValueRef inst) {
    Attribute a = op.attr("overflowFlags");
    int bits = 0;
    if (a instanceof IntegerAttr i) {
      bits = (int) i.longValue();
    } else if (enumText(a) instanceof String f) {
      bits = (f.contains("nsw") ? 1 : 0) | (f.contains("nuw") ? 2 : 0);
    }
    if (bits != 0 && isInstruction(inst)) {
      if ((bits & 1) != 0) {
        LLVMSetNSW(inst, 1);
      }
      if ((bits & 2) != 0) {
        LLVMSetNUW(inst, 1);
      }
    }
    return inst;
  }

  private static boolean isInstruction(LLVMValueRef v) {
    LLVMValueRef i = LLVMIsAInstruction(v);
    return i != null && !i.isNull();
  }

  private static LLVMValueRef exact(Operation op, LLVMValueRef inst) {
    if (op.attr("isExact") instanceof UnitAttr && isInstruction(inst)) {
      LLVMSetExact(inst, 1);
    }
    return inst;
  }

  private static LLVMValueRef disjoint(Operation op, LLVMValueRef inst) {
    if (op.attr("isDisjoint") instanceof UnitAttr && isInstruction(inst)) {
      LLVMSetIsDisjoint(inst, 1);
    }
    return inst;
  }

  private static LLVMValueRef nneg(Operation op, LLVMValueRef inst) {
    if (op.attr("nonNeg") instanceof UnitAttr && isInstruction(inst)) {
      LLVMSetNNeg(inst, 1);
    }
    return inst;
  }

  static LLVMValueRef fmf(Operation op, LLVMValueRef inst) {
    String f = enumText(op.attr("fastmathFlags"));
    if (f == null || f.equals("none") || !isInstruction(inst) || LLVMCanValueUseFastMathFlags(inst) == 0) {
      return inst;
    }
    int flags = 0;
    for (String flag : f.split("[,\\s]+")) {
      flags |= switch (flag) {
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
    LLVMSetFastMathFlags(inst, flags);
    return inst;
  }

  /** An enum attribute as its case name ("slt"), or its integer value's name. */
  private static String enumCase(Attribute a, String[] byValue) {
    if (a instanceof IntegerAttr i) {
      long v = i.longValue();
      return v >= 0 && v < byValue.length ? byValue[(int) v] : null;
    }
    return enumText(a);
  }

  private static final String[] ICMP = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  private static final String[] FCMP = {"_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
      "uge", "ult", "ule", "une", "uno", "_true"};

  private static int icmpPredicate(Operation op) throws TranslationException {
    String p = enumCase(op.attr("predicate"), ICMP);
    return switch (p == null ? "" : p) {
      case "eq" -> LLVMIntEQ;
      case "ne" -> LLVMIntNE;
      case "slt" -> LLVMIntSLT;
      case "sle" -> LLVMIntSLE;
      case "sgt" -> LLVMIntSGT;
      case "sge" -> LLVMIntSGE;
      case "ult" -> LLVMIntULT;
      case "ule" -> LLVMIntULE;
      case "ugt" -> LLVMIntUGT;
      case "uge" -> LLVMIntUGE;
      default -> throw new TranslationException(op, "unknown icmp predicate " + op.attr("predicate"));
    };
  }

  private static int fcmpPredicate(Operation op) throws TranslationException {
    String p = enumCase(op.attr("predicate"), FCMP);
    return switch (p == null ? "" : p) {
      case "_false", "false" -> LLVMRealPredicateFalse;
      case "oeq" -> LLVMRealOEQ;
      case "ogt" -> LLVMRealOGT;
      case "oge" -> LLVMRealOGE;
      case "olt" -> LLVMRealOLT;
      case "ole" -> LLVMRealOLE;
      case "one" -> LLVMRealONE;
      case "ord" -> LLVMRealORD;
      case "ueq" -> LLVMRealUEQ;
      case "ugt" -> LLVMRealUGT;
      case "uge" -> LLVMRealUGE;
      case "ult" -> LLVMRealULT;
      case "ule" -> LLVMRealULE;
      case "une" -> LLVMRealUNE;
      case "uno" -> LLVMRealUNO;
      case "_true", "true" -> LLVMRealPredicateTrue;
      default -> throw new TranslationException(op, "unknown fcmp predicate " + op.attr("predicate"));
    };
  }

  private static final String[] ORDERINGS = {"not_atomic", "unordered", "monotonic", "consume", "acquire", "release",
      "acq_rel", "seq_cst"};

  static int ordering(Attribute a) {
    String o = enumCase(a, ORDERINGS);
    return switch (o == null ? "" : o) {
      case "unordered" -> LLVMAtomicOrderingUnordered;
      case "monotonic" -> LLVMAtomicOrderingMonotonic;
      case "acquire", "consume" -> LLVMAtomicOrderingAcquire;
      case "release" -> LLVMAtomicOrderingRelease;
      case "acq_rel" -> LLVMAtomicOrderingAcquireRelease;
      case "seq_cst" -> LLVMAtomicOrderingSequentiallyConsistent;
      default -> LLVMAtomicOrderingNotAtomic;
    };
  }

  private static int isSingleThread(Operation op) {
    return op.attr("syncscope") instanceof StringAttr s && s.value().equals("singlethread") ? 1 : 0;
  }

  /** A named sync scope other than "singlethread" (and other than the empty, system one) on an atomic instruction. */
  private static LLVMValueRef syncScope(ModuleTranslation t, Operation op, LLVMValueRef inst) {
    if (op.attr("syncscope") instanceof StringAttr s && !s.value().isEmpty() && !s.value().equals("singlethread")) {
      byte[] name = s.value().getBytes(java.nio.charset.StandardCharsets.UTF_8);
      var ctx = t != null ? t.context() : LLVMGetTypeContext(LLVMTypeOf(inst));
      LLVMSetAtomicSyncScopeID(inst, LLVMGetSyncScopeID(ctx, new BytePointer(name), name.length));
    }
    return inst;
  }

  // ---- aggregates ----

  private static long[] position(Operation op) {
    return ModuleTranslation.longs(op.attr("position"));
  }

  private static LLVMValueRef extractValue(ModuleTranslation t, Operation op) {
    LLVMValueRef agg = v(t, op, 0);
    for (long i : position(op)) {
      agg = LLVMBuildExtractValue(t.builder(), agg, (int) i, ModuleTranslation.NO_NAME);
    }
    return agg;
  }

  /** insertvalue at a nested position: the C API takes one index, so the path is extracted and rebuilt. */
  private static LLVMValueRef insertValue(ModuleTranslation t, Operation op) {
    LLVMBuilderRef b = t.builder();
    long[] pos = position(op);
    // MLIR's operands are (container, value); take the container by its type, whatever the order.
    int container = op.operand(0).type().equals(op.result(0).type()) ? 0 : 1;
    LLVMValueRef[] path = new LLVMValueRef[pos.length];
    path[0] = v(t, op, container);
    for (int k = 1; k < pos.length; k++) {
      path[k] = LLVMBuildExtractValue(b, path[k - 1], (int) pos[k - 1], ModuleTranslation.NO_NAME);
    }
    LLVMValueRef value = v(t, op, 1 - container);
    for (int k = pos.length - 1; k >= 0; k--) {
      value = LLVMBuildInsertValue(b, path[k], value, (int) pos[k], ModuleTranslation.NO_NAME);
    }
    return value;
  }

  private static LLVMValueRef shuffle(ModuleTranslation t, Operation op) {
    DenseArrayAttr mask = (DenseArrayAttr) op.attr("mask");
    LLVMTypeRef i32 = LLVMInt32TypeInContext(t.context());
    LLVMValueRef[] m = new LLVMValueRef[mask.size()];
    for (int i = 0; i < m.length; i++) {
      long k = mask.rawValue(i);
      m[i] = k < 0 ? LLVMGetPoison(i32) : LLVMConstInt(i32, k, 0);
    }
    return LLVMBuildShuffleVector(t.builder(), v(t, op, 0), v(t, op, 1), LLVMConstVector(refs(m), m.length), ModuleTranslation.NO_NAME);
  }

  // ---- memory ----

  private static void align(Operation op, LLVMValueRef inst) {
    if (op.attr("alignment") instanceof IntegerAttr a && a.longValue() > 0) {
      LLVMSetAlignment(inst, (int) a.longValue());
    }
  }

  private static LLVMValueRef alloca(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMTypeRef elem = t.types().get(op, ((TypeAttr) op.attr("elem_type")).value());
    int space = op.numResults() == 1 && op.result(0).type() instanceof org.jmlir.dialect.llvm.LlvmPointerType p ? p.addressSpace() : 0;
    LLVMValueRef inst;
    String layout = LLVMGetDataLayoutStr(t.module()).getString();
    java.util.List<String> parts = new java.util.ArrayList<>(java.util.List.of(layout.isEmpty() ? new String[0] : layout.split("-")));
    String current = parts.stream().filter(x -> x.matches("A\\d+")).findFirst().orElse("A0");
    if (!current.equals("A" + space)) {
      // The C API builds allocas in the data layout's alloca address space only: name the op's in
      // the layout for this alloca, then restore the layout.
      parts.removeIf(x -> x.matches("A\\d+"));
      parts.add("A" + space);
      LLVMSetDataLayout(t.module(), String.join("-", parts));
      inst = LLVMBuildArrayAlloca(t.builder(), elem, v(t, op, 0), ModuleTranslation.NO_NAME);
      LLVMSetDataLayout(t.module(), layout);
    } else {
      inst = LLVMBuildArrayAlloca(t.builder(), elem, v(t, op, 0), ModuleTranslation.NO_NAME);
    }
    align(op, inst);
    if (op.attr("inalloca") instanceof UnitAttr) {
      LlvmCxx.setInAlloca(inst);
    }
    return inst;
  }

  private static void memoryFlags(Operation op, LLVMValueRef inst) {
    align(op, inst);
    if (op.attr("volatile_") instanceof UnitAttr) {
      LLVMSetVolatile(inst, 1);
    }
    if (op.attr("ordering") != null) {
      int o = ordering(op.attr("ordering"));
      if (o != LLVMAtomicOrderingNotAtomic) {
        LLVMSetOrdering(inst, o);
        if (isSingleThread(op) == 1) {
          LLVMSetAtomicSingleThread(inst, 1);
        }
        syncScope(null, op, inst);
      }
    }
    if (op.attr("nontemporal") instanceof UnitAttr) {
      LLVMContextRefHolder.nontemporal(inst);
    }
  }

  private static LLVMValueRef load(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMValueRef inst = LLVMBuildLoad2(t.builder(), res(t, op), v(t, op, 0), ModuleTranslation.NO_NAME);
    memoryFlags(op, inst);
    Metadata.memoryMarkers(t, op, inst);
    return inst;
  }

  private static LLVMValueRef store(ModuleTranslation t, Operation op) {
    LLVMValueRef inst = LLVMBuildStore(t.builder(), v(t, op, 0), v(t, op, 1));
    memoryFlags(op, inst);
    Metadata.memoryMarkers(t, op, inst);
    return inst;
  }

  private static LLVMValueRef gep(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMTypeRef elem = t.types().get(op, ((TypeAttr) op.attr("elem_type")).value());
    int[] raw = ModuleTranslation.rawIndices(op.attr("rawConstantIndices"));
    LLVMTypeRef i32 = LLVMInt32TypeInContext(t.context());
    List<LLVMValueRef> idx = new ArrayList<>();
    int dyn = 1;
    for (int k : raw) {
      idx.add(k == DYNAMIC_INDEX ? v(t, op, dyn++) : LLVMConstInt(i32, k, 1));
    }
    int flags = 0;
    Attribute nwAttr = op.attr("noWrapFlags");
    String nw = nwAttr instanceof IntegerAttr ? null : enumText(nwAttr);
    if (op.attr("inbounds") instanceof UnitAttr) {
      flags |= LLVMGEPFlagInBounds;
    }
    if (nwAttr instanceof IntegerAttr i) {
      // MLIR's GEPNoWrapFlags: inbounds_flag = 1, nusw = 2, nuw = 4.
      long bits = i.longValue();
      flags |= ((bits & 1) != 0 ? LLVMGEPFlagInBounds : 0) | ((bits & 2) != 0 ? LLVMGEPFlagNUSW : 0)
          | ((bits & 4) != 0 ? LLVMGEPFlagNUW : 0);
    }
    if (nw != null) {
      if (nw.contains("inbounds")) {
        flags |= LLVMGEPFlagInBounds | LLVMGEPFlagNUSW;
      }
      if (nw.contains("nusw")) {
        flags |= LLVMGEPFlagNUSW;
      }
      if (nw.contains("nuw")) {
        flags |= LLVMGEPFlagNUW;
      }
    }
    LLVMValueRef[] arr = idx.toArray(new LLVMValueRef[0]);
    if (t.inGlobalInitializer()) {
      LLVMValueRef folded = foldGlobalGep(t, elem, v(t, op, 0), arr, flags);
      if (folded != null) {
        return folded;
      }
    }
    return LLVMBuildGEPWithNoWrapFlags(t.builder(), elem, v(t, op, 0), refs(arr), arr.length, "", flags);
  }

  /**
   * A GEP of a global variable with constant indices, folded as mlir-translate 22 folds a global's
   * initializer (LLVM's data-layout constant folding): the global itself at offset 0, else an i8 GEP of
   * the byte offset, inbounds when the offset stays within the global, nuw when it is not negative.
   * Null when it does not apply.
   */
  private static LLVMValueRef foldGlobalGep(ModuleTranslation t, LLVMTypeRef elem, LLVMValueRef base,
      LLVMValueRef[] idx, int flags) {
    if (LLVMIsAGlobalVariable(base) == null || LLVMIsAGlobalVariable(base).isNull()) {
      return null;
    }
    for (LLVMValueRef i : idx) {
      if (LLVMIsAConstantInt(i) == null || LLVMIsAConstantInt(i).isNull()) {
        return null;
      }
    }
    var td = LLVMGetModuleDataLayout(t.module());
    long offset = LLVMConstIntGetSExtValue(idx[0]) * LLVMABISizeOfType(td, elem);
    LLVMTypeRef cur = elem;
    for (int k = 1; k < idx.length; k++) {
      long i = LLVMConstIntGetSExtValue(idx[k]);
      int kind = LLVMGetTypeKind(cur);
      if (kind == LLVMStructTypeKind) {
        offset += LLVMOffsetOfElement(td, cur, (int) i);
        cur = LLVMStructGetTypeAtIndex(cur, (int) i);
      } else if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
        cur = LLVMGetElementType(cur);
        offset += i * LLVMABISizeOfType(td, cur);
      } else {
        return null;
      }
    }
    if (offset == 0) {
      return base;
    }
    LLVMTypeRef valueType = LLVMGlobalGetValueType(base);
    boolean weak = LLVMGetLinkage(base) == LLVMExternalWeakLinkage;
    if (offset >= 0 && !weak && offset <= LLVMStoreSizeOfType(td, valueType)) {
      flags |= LLVMGEPFlagInBounds | LLVMGEPFlagNUSW;
    }
    if ((flags & (LLVMGEPFlagNUSW | LLVMGEPFlagInBounds)) != 0 && offset >= 0) {
      flags |= LLVMGEPFlagNUW;
    }
    int as = LLVMGetPointerAddressSpace(LLVMTypeOf(base));
    LLVMTypeRef indexType = LLVMIntTypeInContext(t.context(), LLVMPointerSizeForAS(td, as) * 8);
    LLVMValueRef[] off = {LLVMConstInt(indexType, offset, 1)};
    return LLVMConstGEPWithNoWrapFlags(LLVMInt8TypeInContext(t.context()), base, refs(off), 1, flags);
  }

  private static LLVMValueRef atomicRmw(ModuleTranslation t, Operation op) throws TranslationException {
    String bin = enumCase(op.attr("bin_op"), new String[] {"xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max",
        "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat",
        "fmaximum", "fminimum"});
    int rmw = switch (bin == null ? "" : bin) {
      case "xchg" -> LLVMAtomicRMWBinOpXchg;
      case "add" -> LLVMAtomicRMWBinOpAdd;
      case "sub" -> LLVMAtomicRMWBinOpSub;
      case "_and", "and" -> LLVMAtomicRMWBinOpAnd;
      case "nand" -> LLVMAtomicRMWBinOpNand;
      case "_or", "or" -> LLVMAtomicRMWBinOpOr;
      case "_xor", "xor" -> LLVMAtomicRMWBinOpXor;
      case "max" -> LLVMAtomicRMWBinOpMax;
      case "min" -> LLVMAtomicRMWBinOpMin;
      case "umax" -> LLVMAtomicRMWBinOpUMax;
      case "umin" -> LLVMAtomicRMWBinOpUMin;
      case "fadd" -> LLVMAtomicRMWBinOpFAdd;
      case "fsub" -> LLVMAtomicRMWBinOpFSub;
      case "fmax" -> LLVMAtomicRMWBinOpFMax;
      case "fmin" -> LLVMAtomicRMWBinOpFMin;
      case "uinc_wrap" -> LLVMAtomicRMWBinOpUIncWrap;
      case "udec_wrap" -> LLVMAtomicRMWBinOpUDecWrap;
      case "usub_cond" -> LLVMAtomicRMWBinOpUSubCond;
      case "usub_sat" -> LLVMAtomicRMWBinOpUSubSat;
      default -> throw new TranslationException(op, "unsupported atomicrmw operation " + bin);
    };
    LLVMValueRef inst = LLVMBuildAtomicRMW(t.builder(), rmw, v(t, op, 0), v(t, op, 1), ordering(op.attr("ordering")),
        isSingleThread(op));
    align(op, inst);
    if (op.attr("volatile_") instanceof UnitAttr) {
      LLVMSetVolatile(inst, 1);
    }
    return syncScope(t, op, inst);
  }

  private static LLVMValueRef cmpxchg(ModuleTranslation t, Operation op) {
    LLVMValueRef inst = LLVMBuildAtomicCmpXchg(t.builder(), v(t, op, 0), v(t, op, 1), v(t, op, 2),
        ordering(op.attr("success_ordering")), ordering(op.attr("failure_ordering")), isSingleThread(op));
    syncScope(t, op, inst);
    align(op, inst);
    if (op.attr("weak") instanceof UnitAttr) {
      LLVMSetWeak(inst, 1);
    }
    if (op.attr("volatile_") instanceof UnitAttr) {
      LLVMSetVolatile(inst, 1);
    }
    return inst;
  }

  // ---- calls and control flow ----

  /** A call's callee, function type and arguments (llvm.call and llvm.invoke alike). */
  private record Callee(LLVMValueRef callee, LLVMTypeRef fnType, LLVMValueRef[] args) {}

  private static Callee callee(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMValueRef callee;
    LLVMTypeRef fnType;
    int first;
    if (op.attr("callee") instanceof SymbolRefAttr s) {
      callee = t.global(op, s.root());
      fnType = LLVMGlobalGetValueType(callee);
      first = 0;
    } else {
      callee = v(t, op, 0);
      first = 1;
      fnType = null;
    }
    if (op.attr("var_callee_type") instanceof TypeAttr vt) {
      fnType = t.types().get(op, vt.value());
    }
    int nArgs = op.numOperands() - first;
    if (op.attr("operandSegmentSizes") instanceof DenseArrayAttr seg && seg.size() > 0) {
      nArgs = (int) seg.rawValue(0) - first;
    }
    LLVMValueRef[] args = t.operandValues(op, first, first + nArgs);
    if (fnType == null) {
      fnType = typeOfCall(t, op, args);
    }
    return new Callee(callee, fnType, args);
  }

  /** The size of operand segment {@code k} of {@code op} (all its operands without segments). */
  private static int segment(Operation op, int k) {
    return op.attr("operandSegmentSizes") instanceof DenseArrayAttr seg && seg.size() > k ? (int) seg.rawValue(k) : op.numOperands();
  }

  /**
   * A call's or invoke's operand bundles ({@code ["tag"(%a, %b : i32, i32)]}): one per op_bundle_tags
   * entry, its operands op_bundle_sizes[k] of the op's operands from {@code first} on.
   */
  static org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles(ModuleTranslation t, Operation op, int first) {
    if (!(op.attr("op_bundle_tags") instanceof org.jmlir.ir.attr.ArrayAttr tags) || tags.size() == 0) {
      return new org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[0];
    }
    DenseArrayAttr sizes = op.attr("op_bundle_sizes") instanceof DenseArrayAttr d ? d : null;
    org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] out = new org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[tags.size()];
    int at = first;
    for (int k = 0; k < out.length; k++) {
      int n = sizes != null && k < sizes.size() ? (int) sizes.rawValue(k) : 0;
      LLVMValueRef[] args = t.operandValues(op, at, at + n);
      at += n;
      String tag = ((StringAttr) tags.get(k)).value();
      out[k] = LLVMCreateOperandBundle(tag, tag.getBytes(java.nio.charset.StandardCharsets.UTF_8).length, refs(args), args.length);
    }
    return out;
  }

  static void disposeBundles(org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles) {
    for (var bundle : bundles) {
      LLVMDisposeOperandBundle(bundle);
    }
  }

  /** The function type of a call of {@code op}'s result type (void without one) with {@code args}. */
  private static LLVMTypeRef typeOfCall(ModuleTranslation t, Operation op, LLVMValueRef[] args) throws TranslationException {
    LLVMTypeRef ret = op.numResults() == 0 ? LLVMVoidTypeInContext(t.context()) : res(t, op);
    LLVMTypeRef[] params = new LLVMTypeRef[args.length];
    for (int i = 0; i < args.length; i++) {
      params[i] = LLVMTypeOf(args[i]);
    }
    return LLVMFunctionType(ret, new PointerPointer<>(params), params.length, 0);
  }

  /** llvm.inline_asm: a call of an InlineAsm value typed by the op's operands and result. */
  private static LLVMValueRef inlineAsm(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMValueRef[] args = t.operandValues(op, 0, op.numOperands());
    LLVMTypeRef fnType = typeOfCall(t, op, args);
    byte[] asm = (op.attr("asm_string") instanceof StringAttr a ? a.value() : "").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] constraints = (op.attr("constraints") instanceof StringAttr c ? c.value() : "").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    int dialect = op.attr("asm_dialect") instanceof IntegerAttr d && d.longValue() == 1 ? LLVMInlineAsmDialectIntel : LLVMInlineAsmDialectATT;
    try (BytePointer asmText = new BytePointer(asm.length + 1); BytePointer constraintText = new BytePointer(constraints.length + 1)) {
      asmText.put(asm).put(asm.length, (byte) 0);
      constraintText.put(constraints).put(constraints.length, (byte) 0);
      LLVMValueRef value = LLVMGetInlineAsm(fnType, asmText, asm.length, constraintText, constraints.length,
          op.attr("has_side_effects") != null ? 1 : 0, op.attr("is_align_stack") != null ? 1 : 0, dialect, 0);
      LLVMValueRef inst = LLVMBuildCall2(t.builder(), fnType, value, refs(args), args.length, "");
      setTailCallKind(op.attr("tail_call_kind"), inst);
      if (op.attr("operand_attrs") instanceof org.jmlir.ir.attr.ArrayAttr attrs) {
        // As mlir-translate 22: entry k goes to argument k when the op has a result (!llvm.void
        // included), else to argument k - 1 (entry 0 to the result, which LLVM's verifier rejects).
        int shift = op.numResults() == 0 ? 1 : 0;
        int kind = LLVMGetEnumAttributeKindForName("elementtype", "elementtype".length());
        for (int k = 0; k < attrs.size(); k++) {
          if (attrs.get(k) instanceof org.jmlir.ir.attr.DictionaryAttr d
              && d.get("elementtype") instanceof org.jmlir.ir.attr.TypeAttr ty) {
            LLVMAddCallSiteAttribute(inst, k + 1 - shift,
                LLVMCreateTypeAttribute(t.context(), kind, t.types().get(op, ty.value())));
          }
        }
      }
      return inst;
    }
  }

  private static void setTailCallKind(org.jmlir.ir.attr.Attribute kind, LLVMValueRef inst) {
    String tail = enumText(kind);
    if (tail != null) {
      switch (tail) {
        case "tail" -> LLVMSetTailCallKind(inst, LLVMTailCallKindTail);
        case "musttail" -> LLVMSetTailCallKind(inst, LLVMTailCallKindMustTail);
        case "notail" -> LLVMSetTailCallKind(inst, LLVMTailCallKindNoTail);
        default -> { }
      }
    }
  }

  private static LLVMValueRef call(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMBuilderRef b = t.builder();
    Callee c = callee(t, op);
    org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles = bundles(t, op, segment(op, 0));
    LLVMValueRef inst = bundles.length == 0
        ? LLVMBuildCall2(b, c.fnType(), c.callee(), refs(c.args()), c.args().length, "")
        : LLVMBuildCallWithOperandBundles(b, c.fnType(), c.callee(), refs(c.args()), c.args().length,
            new PointerPointer<>(bundles), bundles.length, "");
    disposeBundles(bundles);
    int cconv = ModuleTranslation.callingConv(op.attr("CConv"));
    if (cconv != LLVMCCallConv) {
      LLVMSetInstructionCallConv(inst, cconv);
    }
    setTailCallKind(op.attr("TailCallKind"), inst);
    fmf(op, inst);
    // (A call's branch_weights is a discardable attribute in MLIR 22, which mlir-translate 22 drops.)
    FunctionAttributes.applyCall(t, inst, op);
    return inst;
  }

  /**
   * llvm.call_intrinsic: a call of the intrinsic named by {@code intrin}. An overloaded intrinsic is
   * declared for the call's types (its name mangled by LLVM); a fully mangled name whose overload
   * types cannot be told is declared as written. Errors worded as mlir-translate 22's.
   */
  private static LLVMValueRef callIntrinsic(ModuleTranslation t, Operation op) throws TranslationException {
    String full = ((StringAttr) op.attr("intrin")).value();
    int id = LLVMLookupIntrinsicID(full, full.length());
    if (id == 0) {
      throw TranslationException.opFailed(op, "could not find LLVM intrinsic: \"" + full + "\"");
    }
    int n = segment(op, 0);
    LLVMValueRef[] args = t.operandValues(op, 0, n);
    LLVMTypeRef want = typeOfCall(t, op, args);
    LLVMTypeRef ret = LLVMGetReturnType(want);
    LLVMValueRef decl;
    if (LLVMIntrinsicIsOverloaded(id) != 0) {
      String base;
      try (org.bytedeco.javacpp.SizeTPointer len = new org.bytedeco.javacpp.SizeTPointer(1)) {
        base = LLVMIntrinsicGetName(id, len).getString();
      }
      LLVMTypeRef[] params = new LLVMTypeRef[args.length];
      for (int i = 0; i < args.length; i++) {
        params[i] = LLVMTypeOf(args[i]);
      }
      decl = Intrinsics.declaration(t, base.substring(5), id, ret, params, want);
      if (decl == null && !full.equals(base)) {
        decl = LLVMGetNamedFunction(t.module(), full);
        if (decl == null) {
          decl = LLVMAddFunction(t.module(), full, want);
        }
      }
      if (decl == null || LLVMGlobalGetValueType(decl).address() != want.address()) {
        throw TranslationException.opFailed(op, "call intrinsic signature " + org.jmlir.llvm.Llvm.typeString(want)
            + " to overloaded intrinsic \"" + full + "\" does not match any of the overloads");
      }
    } else {
      decl = LLVMGetIntrinsicDeclaration(t.module(), id, (PointerPointer<?>) null, 0);
      LLVMTypeRef have = LLVMGlobalGetValueType(decl);
      LLVMTypeRef haveRet = LLVMGetReturnType(have);
      if (haveRet.address() != ret.address()) {
        throw TranslationException.opFailed(op, "intrinsic call returns " + org.jmlir.llvm.Llvm.typeString(ret) + " but \""
            + full + "\" actually returns " + org.jmlir.llvm.Llvm.typeString(haveRet));
      }
      int count = LLVMCountParamTypes(have);
      PointerPointer<LLVMTypeRef> got = new PointerPointer<>(count);
      LLVMGetParamTypes(have, got);
      for (int i = 0; i < Math.min(count, args.length); i++) {
        LLVMTypeRef e = got.get(LLVMTypeRef.class, i);
        if (e.address() != LLVMTypeOf(args[i]).address()) {
          throw TranslationException.opFailed(op, "intrinsic call operand #" + i + " has type " + org.jmlir.llvm.Llvm.typeString(LLVMTypeOf(args[i]))
              + " but \"" + full + "\" expects " + org.jmlir.llvm.Llvm.typeString(e));
        }
      }
      if (count != args.length && !(LLVMIsFunctionVarArg(have) != 0 && args.length > count)) {
        throw TranslationException.opFailed(op, "intrinsic call has " + args.length + " operands but \"" + full + "\" expects " + count);
      }
    }
    org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles = bundles(t, op, n);
    LLVMTypeRef fnType = LLVMGlobalGetValueType(decl);
    LLVMValueRef inst = bundles.length == 0
        ? LLVMBuildCall2(t.builder(), fnType, decl, refs(args), args.length, "")
        : LLVMBuildCallWithOperandBundles(t.builder(), fnType, decl, refs(args), args.length,
            new PointerPointer<>(bundles), bundles.length, "");
    disposeBundles(bundles);
    fmf(op, inst);
    FunctionAttributes.applyCall(t, inst, op);
    return inst;
  }

  /** llvm.invoke: a call whose normal and unwind destinations are successors 0 and 1. */
  private static LLVMValueRef invoke(ModuleTranslation t, Operation op) throws TranslationException {
    Callee c = callee(t, op);
    int[] seg = segments(op);
    int calleeOps = seg != null ? seg[0] : op.numOperands();
    int nNormal = seg != null ? seg[1] : 0;
    int nUnwind = seg != null ? seg[2] : 0;
    var normal = t.edge(op, 0, op.successor(0), range(op, calleeOps, nNormal));
    var unwind = t.edge(op, 1, op.successor(1), range(op, calleeOps + nNormal, nUnwind));
    org.bytedeco.llvm.LLVM.LLVMOperandBundleRef[] bundles = bundles(t, op, calleeOps + nNormal + nUnwind);
    LLVMValueRef inst = bundles.length == 0
        ? LLVMBuildInvoke2(t.builder(), c.fnType(), c.callee(), refs(c.args()), c.args().length, normal, unwind, "")
        : LLVMBuildInvokeWithOperandBundles(t.builder(), c.fnType(), c.callee(), refs(c.args()), c.args().length,
            normal, unwind, new PointerPointer<>(bundles), bundles.length, "");
    disposeBundles(bundles);
    int cconv = ModuleTranslation.callingConv(op.attr("CConv"));
    if (cconv != LLVMCCallConv) {
      LLVMSetInstructionCallConv(inst, cconv);
    }
    FunctionAttributes.applyCall(t, inst, op);
    Metadata.branchWeights(t, op, inst);
    return inst;
  }

  /** llvm.landingpad: each operand a clause, a filter when it is an array, else a catch. */
  private static LLVMValueRef landingPad(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMValueRef pad = LLVMBuildLandingPad(t.builder(), res(t, op), null, op.numOperands(), "");
    if (op.attr("cleanup") instanceof UnitAttr) {
      LLVMSetCleanup(pad, 1);
    }
    for (int i = 0; i < op.numOperands(); i++) {
      LLVMAddClause(pad, v(t, op, i));
    }
    return pad;
  }

  private static List<Value> range(Operation op, int from, int count) {
    List<Value> out = new ArrayList<>();
    for (int i = from; i < from + count; i++) {
      out.add(op.operand(i));
    }
    return out;
  }

  private static LLVMValueRef br(ModuleTranslation t, Operation op) {
    Block dest = op.successor(0);
    t.addPhiIncoming(op, 0, dest, range(op, 0, op.numOperands()));
    LLVMValueRef br = LLVMBuildBr(t.builder(), t.block(dest));
    t.loops().attach(op, br);
    return br;
  }

  private static int[] segments(Operation op) {
    if (op.attr("operandSegmentSizes") instanceof DenseArrayAttr seg) {
      int[] out = new int[seg.size()];
      for (int i = 0; i < out.length; i++) {
        out[i] = (int) seg.rawValue(i);
      }
      return out;
    }
    return null;
  }

  private static LLVMValueRef condBr(ModuleTranslation t, Operation op) {
    int[] seg = segments(op);
    int nTrue = seg != null ? seg[1] : op.successor(0).numArguments();
    int nFalse = seg != null ? seg[2] : op.successor(1).numArguments();
    var onTrue = t.edge(op, 0, op.successor(0), range(op, 1, nTrue));
    var onFalse = t.edge(op, 1, op.successor(1), range(op, 1 + nTrue, nFalse));
    LLVMValueRef br = LLVMBuildCondBr(t.builder(), v(t, op, 0), onTrue, onFalse);
    t.loops().attach(op, br);
    Metadata.branchWeights(t, op, br);
    return br;
  }

  private static LLVMValueRef switchOp(ModuleTranslation t, Operation op) throws TranslationException {
    int[] seg = segments(op);
    int nDefault = seg != null ? seg[1] : op.successor(0).numArguments();
    var fallback = t.edge(op, 0, op.successor(0), range(op, 1, nDefault));
    Attribute caseValues = op.attr("case_values");
    List<java.math.BigInteger> cases = new ArrayList<>();
    if (caseValues instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d) {
      int bits = org.jmlir.ir.attr.DenseIntOrFPElementsAttr.elementStorageBits(d.elementType());
      long count = d.type().shape().length == 0 ? 1 : d.type().shape()[0];
      for (long i = 0; i < count; i++) {
        cases.add(d.scalarBits(d.isSplat() ? 0 : i, bits));
      }
    }
    int[] caseSegs = op.attr("case_operand_segments") instanceof DenseArrayAttr cs
        ? ModuleTranslation.rawIndices(cs) : new int[cases.size()];
    LLVMValueRef value = v(t, op, 0);
    List<org.bytedeco.llvm.LLVM.LLVMBasicBlockRef> targets = new ArrayList<>();
    int at0 = 1 + nDefault;
    for (int i = 0; i < cases.size(); i++) {
      targets.add(t.edge(op, i + 1, op.successor(i + 1), range(op, at0, caseSegs[i])));
      at0 += caseSegs[i];
    }
    LLVMValueRef sw = LLVMBuildSwitch(t.builder(), value, fallback, cases.size());
    LLVMTypeRef type = LLVMTypeOf(value);
    int at = 1 + nDefault;
    for (int i = 0; i < cases.size(); i++) {
      LLVMAddCase(sw, t.intConst(type, cases.get(i)), targets.get(i));
    }
    Metadata.branchWeights(t, op, sw);
    return sw;
  }

  /** {@code llvm.indirectbr}: operand 0 is the address, then each destination's operands in turn. */
  private static LLVMValueRef indirectBr(ModuleTranslation t, Operation op) {
    int[] seg = op.attr("indbr_operand_segments") instanceof DenseArrayAttr s
        ? ModuleTranslation.rawIndices(s) : new int[op.numSuccessors()];
    List<org.bytedeco.llvm.LLVM.LLVMBasicBlockRef> targets = new ArrayList<>();
    int at = 1;
    for (int i = 0; i < op.numSuccessors(); i++) {
      targets.add(t.edge(op, i, op.successor(i), range(op, at, seg[i])));
      at += seg[i];
    }
    LLVMValueRef br = LLVMBuildIndirectBr(t.builder(), v(t, op, 0), targets.size());
    for (var target : targets) {
      LLVMAddDestination(br, target);
    }
    return br;
  }

  /** Metadata helpers that need the instruction's context. */
  private static final class LLVMContextRefHolder {
    static void nontemporal(LLVMValueRef inst) {
      var ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
      int kind = LLVMGetMDKindIDInContext(ctx, "nontemporal", "nontemporal".length());
      var one = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), 1, 0));
      LLVMSetMetadata(inst, kind, LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, new PointerPointer<>(new org.bytedeco.llvm.LLVM.LLVMMetadataRef[] {one}), 1)));
    }
  }

  static boolean isUnit(Attribute a) {
    return a instanceof UnitAttr || a instanceof DialectAttribute;
  }
}
