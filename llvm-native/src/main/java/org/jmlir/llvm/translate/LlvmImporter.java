package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.dialect.llvm.AddressOfOp;
import org.jmlir.dialect.llvm.AllocaOp;
import org.jmlir.dialect.llvm.BrOp;
import org.jmlir.dialect.llvm.CallOp;
import org.jmlir.dialect.llvm.CondBrOp;
import org.jmlir.dialect.llvm.FuncOp;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.GlobalOp;
import org.jmlir.dialect.llvm.LlvmArrayType;
import org.jmlir.dialect.llvm.LlvmFunctionType;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.llvm.LlvmPrimitiveType;
import org.jmlir.dialect.llvm.LlvmStructType;
import org.jmlir.dialect.llvm.LoadOp;
import org.jmlir.dialect.llvm.StoreOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.builtin.ModuleOp;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * LLVM IR modules into the llvm dialect (jtranslate --import-llvm), read through LLVM's C API:
 * globals with constant initialisers, functions, and the common instructions (integer and float
 * arithmetic, comparisons, casts, select, memory, GEP, calls, branches, returns). Phi nodes become
 * block arguments; constants used by instructions are materialised at the top of the entry block.
 * An instruction or constant it does not know is an error naming it.
 */
public final class LlvmImporter {
  private final MLIRContext ctx;
  private final Location loc;
  private final OpBuilder ob;
  private final LlvmBuilder b;
  private final Map<Long, Value> values = new HashMap<>();
  private final Map<Long, Block> blocks = new HashMap<>();
  private Block entry;
  private Operation lastConstant;

  private LlvmImporter(MLIRContext ctx, String name) {
    this.ctx = ctx;
    this.loc = org.jmlir.ir.loc.FileLineColLoc.get(ctx, name, 0, 0);
    this.ob = new OpBuilder(ctx);
    this.b = new LlvmBuilder(ob, loc);
  }

  /** The module as a builtin.module of llvm dialect ops. */
  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name) throws TranslationException {
    return new LlvmImporter(ctx, name).run(module);
  }

  private Operation run(LLVMModuleRef m) throws TranslationException {
    ctx.getOrLoadDialect("llvm");
    OperationState ms = new OperationState(ctx, ModuleOp.DEF, loc);
    ms.addRegion().addBlock(new Block());
    Operation module = Operation.create(ms);
    moduleAttributes(m, module);
    Block body = module.region(0).front();
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g != null && !g.isNull(); g = LLVMGetNextGlobal(g)) {
      body.append(global(g));
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
      String fname = name(f);
      if (fname.startsWith("llvm.")) {
        continue; // intrinsics are called as llvm.intr.* ops
      }
      body.append(function(f));
    }
    return module;
  }

  /**
   * What mlir-translate 22 puts on every imported module: the data layout as a {@code dlti.dl_spec}
   * (LLVM's defaults filled in), the module's inline assembly lines ({@code llvm.module_asm}) and
   * its target triple (empty when it has none).
   */
  private void moduleAttributes(LLVMModuleRef m, Operation module) throws TranslationException {
    String layout = LLVMGetDataLayoutStr(m).getString();
    List<String> unhandled = new ArrayList<>();
    try {
      module.setAttr(org.jmlir.dialect.dlti.DltiDialect.DL_SPEC,
          org.jmlir.dialect.dlti.DataLayouts.fromLlvm(ctx, layout, unhandled));
    } catch (IllegalArgumentException e) {
      throw new TranslationException(null, "cannot translate data layout: " + e.getMessage());
    }
    for (String token : unhandled) {
      ctx.diagnostics().emit(loc, org.jmlir.ir.diag.Severity.WARNING, "unhandled data layout token: " + token).report();
    }
    SizeTPointer len = new SizeTPointer(1);
    var asm = LLVMGetModuleInlineAsm(m, len);
    String asmText = asm == null || asm.isNull() || len.get() == 0 ? "" : asm.getString();
    List<Attribute> lines = new ArrayList<>();
    if (!asmText.isEmpty()) {
      for (String l : asmText.split("\n")) {
        lines.add(StringAttr.get(ctx, l));
      }
    }
    module.setAttr("llvm.module_asm", org.jmlir.ir.attr.ArrayAttr.get(ctx, lines));
    var triple = LLVMGetTarget(m);
    module.setAttr("llvm.target_triple", StringAttr.get(ctx, triple == null || triple.isNull() ? "" : triple.getString()));
  }

  private static String name(LLVMValueRef v) {
    SizeTPointer len = new SizeTPointer(1);
    var p = LLVMGetValueName2(v, len);
    return p == null || p.isNull() ? "" : p.getString();
  }

  // ---- types ----

  Type type(LLVMTypeRef t) throws TranslationException {
    int kind = LLVMGetTypeKind(t);
    return switch (kind) {
      case LLVMVoidTypeKind -> LlvmPrimitiveType.get(ctx, LlvmPrimitiveType.Kind.VOID);
      case LLVMIntegerTypeKind -> IntegerType.get(ctx, LLVMGetIntTypeWidth(t));
      case LLVMHalfTypeKind -> FloatType.get(ctx, FloatType.Kind.F16);
      case LLVMBFloatTypeKind -> FloatType.get(ctx, FloatType.Kind.BF16);
      case LLVMFloatTypeKind -> FloatType.get(ctx, FloatType.Kind.F32);
      case LLVMDoubleTypeKind -> FloatType.get(ctx, FloatType.Kind.F64);
      case LLVMX86_FP80TypeKind -> FloatType.get(ctx, FloatType.Kind.F80);
      case LLVMFP128TypeKind -> FloatType.get(ctx, FloatType.Kind.F128);
      case LLVMPointerTypeKind -> LlvmPointerType.get(ctx, LLVMGetPointerAddressSpace(t));
      case LLVMArrayTypeKind -> LlvmArrayType.get(ctx, type(LLVMGetElementType(t)), LLVMGetArrayLength2(t));
      case LLVMVectorTypeKind -> VectorType.get(ctx, new long[] {LLVMGetVectorSize(t)}, type(LLVMGetElementType(t)));
      case LLVMStructTypeKind -> struct(t);
      case LLVMFunctionTypeKind -> functionType(t);
      default -> throw new TranslationException(null, "unsupported LLVM type " + org.jmlir.llvm.Llvm.typeString(t));
    };
  }

  private Type struct(LLVMTypeRef t) throws TranslationException {
    var n = LLVMGetStructName(t);
    if (n != null && !n.isNull()) {
      LlvmStructType s = LlvmStructType.getIdentified(ctx, n.getString());
      if (LLVMIsOpaqueStruct(t) != 0) {
        s.setOpaque();
      } else if (s.isOpaque() || s.elementTypes().isEmpty()) {
        s.setBody(fields(t), LLVMIsPackedStruct(t) != 0);
      }
      return s;
    }
    return LlvmStructType.getLiteral(ctx, fields(t), LLVMIsPackedStruct(t) != 0);
  }

  private List<Type> fields(LLVMTypeRef t) throws TranslationException {
    List<Type> out = new ArrayList<>();
    for (int i = 0; i < LLVMCountStructElementTypes(t); i++) {
      out.add(type(LLVMStructGetTypeAtIndex(t, i)));
    }
    return out;
  }

  private LlvmFunctionType functionType(LLVMTypeRef t) throws TranslationException {
    int n = LLVMCountParamTypes(t);
    List<Type> params = new ArrayList<>();
    LLVMTypeRef[] ps = new LLVMTypeRef[n];
    for (int i = 0; i < n; i++) {
      ps[i] = new LLVMTypeRef();
    }
    org.bytedeco.javacpp.PointerPointer<LLVMTypeRef> pp = new org.bytedeco.javacpp.PointerPointer<>(n);
    LLVMGetParamTypes(t, pp);
    for (int i = 0; i < n; i++) {
      params.add(type(pp.get(LLVMTypeRef.class, i)));
    }
    return LlvmFunctionType.get(ctx, type(LLVMGetReturnType(t)), params, LLVMIsFunctionVarArg(t) != 0);
  }

  private static String linkage(LLVMValueRef g) {
    return switch (LLVMGetLinkage(g)) {
      case LLVMPrivateLinkage -> "private";
      case LLVMInternalLinkage -> "internal";
      case LLVMAvailableExternallyLinkage -> "available_externally";
      case LLVMLinkOnceAnyLinkage -> "linkonce";
      case LLVMLinkOnceODRLinkage -> "linkonce_odr";
      case LLVMWeakAnyLinkage -> "weak";
      case LLVMWeakODRLinkage -> "weak_odr";
      case LLVMCommonLinkage -> "common";
      case LLVMAppendingLinkage -> "appending";
      case LLVMExternalWeakLinkage -> "extern_weak";
      default -> "external";
    };
  }

  // ---- globals ----

  private Operation global(LLVMValueRef g) throws TranslationException {
    Type t = type(LLVMGlobalGetValueType(g));
    LLVMValueRef init = LLVMGetInitializer(g);
    Attribute value = null;
    boolean region = false;
    if (init != null && !init.isNull()) {
      value = constantAttr(init, t);
      region = value == null;
    }
    GlobalOp op = GlobalOp.create(ctx, loc, t, LLVMIsGlobalConstant(g) != 0, linkage(g), name(g), value,
        LLVMGetAlignment(g));
    if (region) {
      Block blk = new Block();
      op.region(0).addBlock(blk);
      entry = blk;
      lastConstant = null;
      values.clear();
      ob.setInsertionPointToEnd(blk);
      Value v = operand(init);
      ob.setInsertionPointToEnd(blk);
      b.op(LlvmOps.RETURN, List.of(v), List.of());
    }
    return op;
  }

  /** A constant as an attribute, when it is a scalar or a string (else null: built in a region). */
  private Attribute constantAttr(LLVMValueRef c, Type t) {
    if (LLVMIsAConstantInt(c) != null && !LLVMIsAConstantInt(c).isNull() && t instanceof IntegerType it) {
      return it.width() <= 64 ? IntegerAttr.get(ctx, t, LLVMConstIntGetSExtValue(c)) : null;
    }
    if (LLVMIsAConstantFP(c) != null && !LLVMIsAConstantFP(c).isNull() && t instanceof FloatType ft
        && (ft.kind() == FloatType.Kind.F32 || ft.kind() == FloatType.Kind.F64)) {
      int[] lost = new int[1];
      return FloatAttr.get(ctx, ft, LLVMConstRealGetDouble(c, lost));
    }
    if (LLVMIsConstantString(c) != 0) {
      SizeTPointer len = new SizeTPointer(1);
      var s = LLVMGetAsString(c, len);
      byte[] bytes = new byte[(int) len.get()];
      s.get(bytes);
      StringBuilder sb = new StringBuilder();
      for (byte x : bytes) {
        sb.append((char) (x & 0xff));
      }
      return StringAttr.get(ctx, sb.toString());
    }
    return null;
  }

  // ---- functions ----

  private Operation function(LLVMValueRef f) throws TranslationException {
    LlvmFunctionType ft = functionType(LLVMGlobalGetValueType(f));
    FuncOp fn = FuncOp.create(ctx, loc, name(f), ft, linkage(f));
    if (LLVMIsDeclaration(f) != 0) {
      return fn;
    }
    values.clear();
    blocks.clear();
    lastConstant = null;
    List<LLVMBasicBlockRef> bbs = new ArrayList<>();
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb != null && !bb.isNull(); bb = LLVMGetNextBasicBlock(bb)) {
      Block blk = new Block();
      fn.region(0).addBlock(blk);
      blocks.put(bb.address(), blk);
      bbs.add(bb);
    }
    entry = fn.region(0).front();
    for (int i = 0; i < LLVMCountParams(f); i++) {
      LLVMValueRef p = LLVMGetParam(f, i);
      values.put(p.address(), entry.addArgument(type(LLVMTypeOf(p)), loc));
    }
    for (LLVMBasicBlockRef bb : bbs) {
      Block blk = blocks.get(bb.address());
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != null && !i.isNull(); i = LLVMGetNextInstruction(i)) {
        if (LLVMGetInstructionOpcode(i) == LLVMPHI) {
          values.put(i.address(), blk.addArgument(type(LLVMTypeOf(i)), loc));
        }
      }
    }
    for (LLVMBasicBlockRef bb : bbs) {
      Block blk = blocks.get(bb.address());
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != null && !i.isNull(); i = LLVMGetNextInstruction(i)) {
        ob.setInsertionPointToEnd(blk);
        instruction(i, bb);
      }
    }
    return fn;
  }

  /** The value of an operand: an instruction's or argument's result, or a constant built now. */
  private Value operand(LLVMValueRef v) throws TranslationException {
    Value known = values.get(v.address());
    if (known != null) {
      return known;
    }
    if (LLVMIsConstant(v) == 0) {
      throw new TranslationException(null, "value used before its definition in the LLVM IR");
    }
    Value c = constant(v);
    values.put(v.address(), c);
    return c;
  }

  /** Builds a constant at the top of the entry block (after the constants built before). */
  private Value constant(LLVMValueRef v) throws TranslationException {
    Type t = type(LLVMTypeOf(v));
    List<Value> operandsFirst = new ArrayList<>();
    // Aggregate and expression operands first, so they come before their user.
    int kind = LLVMGetTypeKind(LLVMTypeOf(v));
    boolean aggregate = (kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind) && LLVMIsNull(v) == 0
        && (LLVMIsAUndefValue(v) == null || LLVMIsAUndefValue(v).isNull()) && LLVMIsConstantString(v) == 0;
    if (aggregate) {
      int n = kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(LLVMTypeOf(v)) : (int) LLVMGetArrayLength2(LLVMTypeOf(v));
      for (int i = 0; i < n; i++) {
        operandsFirst.add(operand(LLVMGetAggregateElement(v, i)));
      }
    }
    OpBuilder saved = null;
    Block at = entry;
    if (lastConstant == null) {
      ob.setInsertionPointToStart(at);
    } else {
      ob.setInsertionPointAfter(lastConstant);
    }
    Value r;
    Attribute attr = constantAttr(v, t);
    if (LLVMIsAGlobalValue(v) != null && !LLVMIsAGlobalValue(v).isNull()) {
      OperationState s = new OperationState(ctx, AddressOfOp.DEF, loc);
      s.addType(t);
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("global_name", SymbolRefAttr.get(ctx, name(v)))));
      r = ob.create(s).result(0);
    } else if (attr != null && !(attr instanceof StringAttr)) {
      r = b.constant(t, attr);
    } else if (LLVMIsNull(v) != 0) {
      r = b.value(LlvmOps.ZERO, t, List.of());
    } else if (LLVMIsAPoisonValue(v) != null && !LLVMIsAPoisonValue(v).isNull()) {
      r = b.value(LlvmOps.POISON, t, List.of());
    } else if (LLVMIsUndef(v) != 0) {
      r = b.value(LlvmOps.UNDEF, t, List.of());
    } else if (aggregate) {
      Value agg = b.value(LlvmOps.UNDEF, t, List.of());
      for (int i = 0; i < operandsFirst.size(); i++) {
        agg = b.insertValue(agg, operandsFirst.get(i), i);
      }
      r = agg;
    } else if (attr instanceof StringAttr) {
      r = b.constant(t, attr);
    } else {
      throw new TranslationException(null, "unsupported LLVM constant " + printValue(v));
    }
    lastConstant = r instanceof org.jmlir.ir.OpResult res ? res.owner() : lastConstant;
    return r;
  }

  private static String printValue(LLVMValueRef v) {
    return org.jmlir.llvm.Llvm.takeMessage(LLVMPrintValueToString(v)).strip();
  }

  private static final Map<Integer, OpDef> BINARY = Map.ofEntries(
      Map.entry(LLVMAdd, LlvmOps.ADD), Map.entry(LLVMSub, LlvmOps.SUB), Map.entry(LLVMMul, LlvmOps.MUL),
      Map.entry(LLVMShl, LlvmOps.SHL), Map.entry(LLVMUDiv, LlvmOps.UDIV), Map.entry(LLVMSDiv, LlvmOps.SDIV),
      Map.entry(LLVMLShr, LlvmOps.LSHR), Map.entry(LLVMAShr, LlvmOps.ASHR), Map.entry(LLVMURem, LlvmOps.UREM),
      Map.entry(LLVMSRem, LlvmOps.SREM), Map.entry(LLVMAnd, LlvmOps.AND), Map.entry(LLVMOr, LlvmOps.OR),
      Map.entry(LLVMXor, LlvmOps.XOR), Map.entry(LLVMFAdd, LlvmOps.FADD), Map.entry(LLVMFSub, LlvmOps.FSUB),
      Map.entry(LLVMFMul, LlvmOps.FMUL), Map.entry(LLVMFDiv, LlvmOps.FDIV), Map.entry(LLVMFRem, LlvmOps.FREM));

  private static final Map<Integer, OpDef> CASTS = Map.ofEntries(
      Map.entry(LLVMTrunc, LlvmOps.TRUNC), Map.entry(LLVMZExt, LlvmOps.ZEXT), Map.entry(LLVMSExt, LlvmOps.SEXT),
      Map.entry(LLVMFPTrunc, LlvmOps.FPTRUNC), Map.entry(LLVMFPExt, LlvmOps.FPEXT),
      Map.entry(LLVMFPToUI, LlvmOps.FPTOUI), Map.entry(LLVMFPToSI, LlvmOps.FPTOSI),
      Map.entry(LLVMUIToFP, LlvmOps.UITOFP), Map.entry(LLVMSIToFP, LlvmOps.SITOFP),
      Map.entry(LLVMPtrToInt, LlvmOps.PTRTOINT), Map.entry(LLVMIntToPtr, LlvmOps.INTTOPTR),
      Map.entry(LLVMBitCast, LlvmOps.BITCAST), Map.entry(LLVMAddrSpaceCast, LlvmOps.ADDRSPACECAST));

  /** LLVM's integer predicates (32 = eq ... 41 = sle) to MLIR's ICmpPredicate values. */
  private static final int[] ICMP = {0, 1, 8, 9, 6, 7, 4, 5, 2, 3};

  private IntegerAttr i64(long v) {
    return IntegerAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private void instruction(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    int opc = LLVMGetInstructionOpcode(i);
    if (opc == LLVMPHI) {
      return;
    }
    Value r = null;
    OpDef bin = BINARY.get(opc);
    OpDef cast = CASTS.get(opc);
    if (bin != null) {
      Value lhs = operand(LLVMGetOperand(i, 0));
      Value rhs = operand(LLVMGetOperand(i, 1));
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      boolean intOp = opc != LLVMFAdd && opc != LLVMFSub && opc != LLVMFMul && opc != LLVMFDiv && opc != LLVMFRem;
      int flags = 0;
      if (intOp && (opc == LLVMAdd || opc == LLVMSub || opc == LLVMMul || opc == LLVMShl)) {
        flags = (LLVMGetNSW(i) != 0 ? 1 : 0) | (LLVMGetNUW(i) != 0 ? 2 : 0);
      }
      boolean exact = (opc == LLVMUDiv || opc == LLVMSDiv || opc == LLVMLShr || opc == LLVMAShr) && LLVMGetExact(i) != 0;
      r = b.binary(bin, lhs, rhs,
          "overflowFlags", flags != 0 ? IntegerAttr.get(ctx, IntegerType.get(ctx, 32), flags) : null,
          "isExact", exact ? UnitAttr.get(ctx) : null,
          "fastmathFlags", intOp ? null : fastmath(i));
    } else if (cast != null) {
      Value arg = operand(LLVMGetOperand(i, 0));
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      r = b.value(cast, type(LLVMTypeOf(i)), List.of(arg));
    } else {
      r = switch (opc) {
        case LLVMFNeg -> unary(i, bb, LlvmOps.FNEG);
        case LLVMICmp -> {
          Value lhs = operand(LLVMGetOperand(i, 0));
          Value rhs = operand(LLVMGetOperand(i, 1));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.ICMP, type(LLVMTypeOf(i)), List.of(lhs, rhs), "predicate",
              i64(ICMP[LLVMGetICmpPredicate(i) - LLVMIntEQ]));
        }
        case LLVMFCmp -> {
          Value lhs = operand(LLVMGetOperand(i, 0));
          Value rhs = operand(LLVMGetOperand(i, 1));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.FCMP, type(LLVMTypeOf(i)), List.of(lhs, rhs), "predicate",
              i64(LLVMGetFCmpPredicate(i)));
        }
        case LLVMSelect -> {
          List<Value> ops = operands(i, 3);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.SELECT, type(LLVMTypeOf(i)), ops);
        }
        case LLVMLoad -> {
          Value ptr = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LoadOp.DEF, type(LLVMTypeOf(i)), List.of(ptr), "alignment", align(i));
        }
        case LLVMStore -> {
          List<Value> ops = operands(i, 2);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          b.op(StoreOp.DEF, ops, List.of(), "alignment", align(i));
          yield null;
        }
        case LLVMAlloca -> {
          Value n = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(AllocaOp.DEF, type(LLVMTypeOf(i)), List.of(n), "elem_type",
              TypeAttr.get(ctx, type(LLVMGetAllocatedType(i))), "alignment", align(i));
        }
        case LLVMGetElementPtr -> gep(i, bb);
        case LLVMExtractValue -> {
          Value agg = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.extractValue(type(LLVMTypeOf(i)), agg, indices(i));
        }
        case LLVMInsertValue -> {
          Value agg = operand(LLVMGetOperand(i, 0));
          Value v = operand(LLVMGetOperand(i, 1));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.insertValue(agg, v, indices(i));
        }
        case LLVMCall -> call(i, bb);
        case LLVMRet -> {
          List<Value> ops = operands(i, LLVMGetNumOperands(i));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          b.op(LlvmOps.RETURN, ops, List.of());
          yield null;
        }
        case LLVMUnreachable -> {
          b.op(LlvmOps.UNREACHABLE, List.of(), List.of());
          yield null;
        }
        case LLVMBr -> {
          branch(i, bb);
          yield null;
        }
        default -> throw new TranslationException(null, "unsupported LLVM instruction: " + printValue(i));
      };
    }
    if (r != null) {
      values.put(i.address(), r);
    }
  }

  /** LLVM's fast-math flags (reassoc = 1, nnan = 2, ...) as MLIR's #llvm.fastmath (nnan = 1, ..., reassoc = 64), or null. */
  private Attribute fastmath(LLVMValueRef i) {
    int f = LLVMGetFastMathFlags(i);
    if (f == 0) {
      return null;
    }
    int m = ((f & LLVMFastMathNoNaNs) != 0 ? 1 : 0) | ((f & LLVMFastMathNoInfs) != 0 ? 2 : 0)
        | ((f & LLVMFastMathNoSignedZeros) != 0 ? 4 : 0) | ((f & LLVMFastMathAllowReciprocal) != 0 ? 8 : 0)
        | ((f & LLVMFastMathAllowContract) != 0 ? 16 : 0) | ((f & LLVMFastMathApproxFunc) != 0 ? 32 : 0)
        | ((f & LLVMFastMathAllowReassoc) != 0 ? 64 : 0);
    return org.jmlir.dialect.llvm.FastmathFlagsAttr.get(ctx, m);
  }

  private Value unary(LLVMValueRef i, LLVMBasicBlockRef bb, OpDef def) throws TranslationException {
    Value a = operand(LLVMGetOperand(i, 0));
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    return b.value(def, type(LLVMTypeOf(i)), List.of(a));
  }

  private List<Value> operands(LLVMValueRef i, int n) throws TranslationException {
    List<Value> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      out.add(operand(LLVMGetOperand(i, k)));
    }
    return out;
  }

  private IntegerAttr align(LLVMValueRef i) {
    int a = LLVMGetAlignment(i);
    return a > 0 ? i64(a) : null;
  }

  private long[] indices(LLVMValueRef i) {
    int n = LLVMGetNumIndices(i);
    var p = LLVMGetIndices(i);
    long[] out = new long[n];
    for (int k = 0; k < n; k++) {
      out[k] = p.get(k) & 0xffffffffL;
    }
    return out;
  }

  private Value gep(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    Value base = operand(LLVMGetOperand(i, 0));
    List<Object> idx = new ArrayList<>();
    for (int k = 1; k < LLVMGetNumOperands(i); k++) {
      LLVMValueRef o = LLVMGetOperand(i, k);
      var ci = LLVMIsAConstantInt(o);
      if (ci != null && !ci.isNull() && LLVMGetIntTypeWidth(LLVMTypeOf(o)) <= 32) {
        idx.add((int) LLVMConstIntGetSExtValue(o));
      } else {
        idx.add(operand(o));
      }
    }
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    // LLVM 20's C API tells inbounds only (not nusw/nuw).
    int nw = LLVMIsInBounds(i) != 0 ? GEPOp.INBOUNDS : 0;
    Operation op = GEPOp.create(ctx, loc, type(LLVMTypeOf(i)), type(LLVMGetGEPSourceElementType(i)), base, idx, nw);
    ob.insert(op);
    return op.result(0);
  }

  private Value call(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    int n = LLVMGetNumArgOperands(i);
    List<Value> args = operands(i, n);
    // (constant immediate arguments are materialised too, and simply left unused)
    LLVMValueRef callee = LLVMGetCalledValue(i);
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGetCalledFunctionType(i));
    Type result = LLVMGetTypeKind(ret) == LLVMVoidTypeKind ? null : type(ret);
    String cname = name(callee);
    if (LLVMIsAFunction(callee) != null && !LLVMIsAFunction(callee).isNull() && cname.startsWith("llvm.")) {
      String base = cname.substring(5);
      // Drop the overload suffixes (.i32, .p0, .f64, .v4f32, ...) to name the op.
      base = base.replaceAll("(\\.(i\\d+|f\\d+|bf16|p\\d+|v\\d+\\w+|nxv\\d+\\w+))+$", "");
      OperationState s = new OperationState(ctx, "llvm.intr." + base, loc);
      // Immediate arguments that MLIR keeps as attributes (isVolatile, is_zero_poison, ...).
      List<String> imm = Intrinsics.IMMARGS.getOrDefault(base, List.of());
      List<NamedAttribute> props = new ArrayList<>();
      int first = n - imm.size();
      for (int k = 0; k < imm.size(); k++) {
        String[] parts = imm.get(k).split(":");
        LLVMValueRef c = LLVMGetOperand(i, first + k);
        long value = parts[1].equals("1") ? LLVMConstIntGetZExtValue(c) : LLVMConstIntGetSExtValue(c);
        props.add(new NamedAttribute(parts[0], IntegerAttr.get(ctx, IntegerType.get(ctx, Integer.parseInt(parts[1])), value)));
      }
      if (!imm.isEmpty()) {
        args = args.subList(0, first);
        s.properties = DictionaryAttr.get(ctx, props);
      }
      s.addOperands(args);
      if (result != null) {
        s.addType(result);
      }
      Operation op = Operation.create(s);
      ob.insert(op);
      return result == null ? null : op.result(0);
    }
    if (LLVMIsAFunction(callee) == null || LLVMIsAFunction(callee).isNull()) {
      throw new TranslationException(null, "unsupported indirect call: " + printValue(i));
    }
    CallOp op = CallOp.create(ctx, loc, cname, result, args);
    ob.insert(op);
    return result == null ? null : op.result(0);
  }

  /** Operands for {@code to}'s phis (its block arguments) on the edge from {@code from}. */
  private List<Value> phiArgs(LLVMBasicBlockRef from, LLVMBasicBlockRef to) throws TranslationException {
    List<Value> out = new ArrayList<>();
    for (LLVMValueRef i = LLVMGetFirstInstruction(to); i != null && !i.isNull() && LLVMGetInstructionOpcode(i) == LLVMPHI;
        i = LLVMGetNextInstruction(i)) {
      for (int k = 0; k < LLVMCountIncoming(i); k++) {
        if (LLVMGetIncomingBlock(i, k).address() == from.address()) {
          out.add(operand(LLVMGetIncomingValue(i, k)));
          break;
        }
      }
    }
    return out;
  }

  private void branch(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    if (LLVMIsConditional(i) == 0) {
      LLVMBasicBlockRef dest = LLVMGetSuccessor(i, 0);
      List<Value> args = phiArgs(bb, dest);
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      OperationState s = new OperationState(ctx, BrOp.DEF, loc);
      s.addOperands(args);
      s.addSuccessor(blocks.get(dest.address()));
      ob.create(s);
      return;
    }
    Value cond = operand(LLVMGetCondition(i));
    LLVMBasicBlockRef t = LLVMGetSuccessor(i, 0);
    LLVMBasicBlockRef f = LLVMGetSuccessor(i, 1);
    List<Value> ta = phiArgs(bb, t);
    List<Value> fa = phiArgs(bb, f);
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    OperationState s = new OperationState(ctx, CondBrOp.DEF, loc);
    s.addOperand(cond);
    s.addOperands(ta);
    s.addOperands(fa);
    s.addSuccessor(blocks.get(t.address()));
    s.addSuccessor(blocks.get(f.address()));
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
        org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {1, ta.size(), fa.size()}))));
    ob.create(s);
  }

  static boolean unit(Attribute a) {
    return a instanceof UnitAttr;
  }
}
