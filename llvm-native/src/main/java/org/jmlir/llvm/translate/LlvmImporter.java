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
  private Location loc;
  /** Where ops, functions and block arguments are: unknown without debug info, as mlir-translate 22. */
  private final Location opLoc;
  private final OpBuilder ob;
  private final LlvmBuilder b;
  private final Map<Long, Value> values = new HashMap<>();
  private final Map<Long, Block> blocks = new HashMap<>();
  private Block entry;
  private Operation lastConstant;

  private LlvmImporter(MLIRContext ctx, String name) {
    this.ctx = ctx;
    this.loc = org.jmlir.ir.loc.FileLineColLoc.get(ctx, name, 0, 0);
    this.opLoc = org.jmlir.ir.loc.UnknownLoc.get(ctx);
    this.ob = new OpBuilder(ctx);
    this.b = new LlvmBuilder(ob, opLoc);
  }

  /** The module as a builtin.module of llvm dialect ops. */
  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name) throws TranslationException {
    return importModule(ctx, module, name, false);
  }

  /**
   * The module as a builtin.module of llvm dialect ops; with {@code structsAsLiterals}
   * (mlir-translate's {@code -import-structs-as-literals}) named structures become literal ones, an
   * opaque one {@code !llvm.struct<()>}.
   */
  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name, boolean structsAsLiterals)
      throws TranslationException {
    return importModule(ctx, module, name, structsAsLiterals, false, false);
  }

  /**
   * As above; with {@code dropCompositeElements} (mlir-translate's -drop-di-composite-type-elements)
   * the debug composite types but vectors are imported without their elements.
   */
  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name, boolean structsAsLiterals,
      boolean dropCompositeElements) throws TranslationException {
    return importModule(ctx, module, name, structsAsLiterals, dropCompositeElements, false);
  }

  /**
   * As above; with {@code preferUnregistered} (mlir-translate's -prefer-unregistered-intrinsics)
   * intrinsics are called by name, llvm.call_intrinsic, even those with an llvm.intr op.
   */
  public static Operation importModule(MLIRContext ctx, LLVMModuleRef module, String name, boolean structsAsLiterals,
      boolean dropCompositeElements, boolean preferUnregistered) throws TranslationException {
    MetadataImport.dropUnknownFunctionProfiles(ctx, module, org.jmlir.ir.loc.UnknownLoc.get(ctx));
    // As mlir-translate, IR that LLVM's verifier rejects is not imported.
    org.bytedeco.javacpp.BytePointer msg = new org.bytedeco.javacpp.BytePointer();
    if (LLVMVerifyModule(module, LLVMReturnStatusAction, msg) != 0) {
      throw TranslationException.verifier(org.jmlir.llvm.Llvm.takeMessage(msg).strip());
    }
    org.jmlir.llvm.Llvm.takeMessage(msg);
    LlvmImporter importer = new LlvmImporter(ctx, name);
    importer.structsAsLiterals = structsAsLiterals;
    importer.dropCompositeElements = dropCompositeElements;
    importer.preferUnregistered = preferUnregistered;
    return importer.run(module);
  }

  private boolean structsAsLiterals;
  private boolean dropCompositeElements;
  private boolean preferUnregistered;

  private Operation run(LLVMModuleRef m) throws TranslationException {
    ctx.getOrLoadDialect("llvm");
    // As mlir-translate 22, the module is where its source file name says (the input's name by default).
    org.bytedeco.javacpp.SizeTPointer srcLen = new org.bytedeco.javacpp.SizeTPointer(1);
    org.bytedeco.javacpp.BytePointer src = LLVMGetSourceFileName(m, srcLen);
    if (src != null && !src.isNull()) {
      byte[] srcBytes = new byte[(int) srcLen.get()];
      src.get(srcBytes);
      loc = org.jmlir.ir.loc.FileLineColLoc.get(ctx, new String(srcBytes, java.nio.charset.StandardCharsets.UTF_8), 0, 0);
    }
    debug = new DebugImport(ctx, LLVMGetModuleContext(m), dropCompositeElements);
    debugIntrinsics(m);
    OperationState ms = new OperationState(ctx, ModuleOp.DEF, loc);
    ms.addRegion().addBlock(new Block());
    Operation module = Operation.create(ms);
    moduleAttributes(m, module);
    Block body = module.region(0).front();
    // As mlir-translate 22: a global variable without a name gets one (symbols must have names).
    int nameless = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g != null && !g.isNull(); g = LLVMGetNextGlobal(g)) {
      if (name(g).isEmpty()) {
        String fresh = "mlir.llvm.nameless_global_" + nameless++;
        LLVMSetValueName2(g, fresh, fresh.length());
      }
    }
    metadata = new MetadataImport(ctx, LLVMGetModuleContext(m));
    metadata.debug = debug;
    metadata.moduleStrings(m, module);
    metadata.scanAccessGroups(m);
    Operation comdatOp = comdats(m);
    if (comdatOp != null) {
      body.append(comdatOp);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g != null && !g.isNull(); g = LLVMGetNextGlobal(g)) {
      String gname = name(g);
      if (gname.equals("llvm.global_ctors") || gname.equals("llvm.global_dtors")) {
        body.append(structors(g, gname.endsWith("ctors")));
      } else {
        body.append(global(g));
      }
    }
    for (LLVMValueRef a = LLVMGetFirstGlobalAlias(m); a != null && !a.isNull(); a = LLVMGetNextGlobalAlias(a)) {
      body.append(alias(a));
    }
    // As mlir-translate 22, ifuncs follow the aliases, each inserted before the previous one.
    List<Operation> ifuncs = new ArrayList<>();
    for (LLVMValueRef f = LLVMGetFirstGlobalIFunc(m); f != null && !f.isNull(); f = LLVMGetNextGlobalIFunc(f)) {
      ifuncs.add(0, ifunc(f));
    }
    ifuncs.forEach(body::append);
    for (List<String> options : metadata.linkerOptions(m)) {
      OperationState ls = new OperationState(ctx, org.jmlir.dialect.llvm.LlvmModuleOps.LINKER_OPTIONS, loc);
      List<Attribute> strs = new ArrayList<>();
      options.forEach(o -> strs.add(StringAttr.get(ctx, o)));
      ls.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("options", org.jmlir.ir.attr.ArrayAttr.get(ctx, strs))));
      body.append(Operation.create(ls));
    }
    List<Attribute> flags = metadata.moduleFlags(m, loc);
    if (!flags.isEmpty()) {
      OperationState fs = new OperationState(ctx, org.jmlir.dialect.llvm.LlvmModuleOps.MODULE_FLAGS, loc);
      fs.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("flags", org.jmlir.ir.attr.ArrayAttr.get(ctx, flags))));
      body.append(Operation.create(fs));
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
      String fname = name(f);
      if (fname.startsWith("llvm.") && (ctx.lookupOp("llvm.intr." + intrinsicBase(fname)) != null || nvvmOp(fname) != null)) {
        continue; // intrinsics are called as llvm.intr.* (or nvvm) ops; the others are declared (llvm.call_intrinsic)
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

  static String name(LLVMValueRef v) {
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
      case LLVMTargetExtTypeKind -> targetExtType(t);
      default -> throw new TranslationException(null, "unsupported LLVM type " + org.jmlir.llvm.Llvm.typeString(t));
    };
  }

  private Type struct(LLVMTypeRef t) throws TranslationException {
    var n = LLVMGetStructName(t);
    if (structsAsLiterals) {
      return LlvmStructType.getLiteral(ctx, LLVMIsOpaqueStruct(t) != 0 ? List.of() : fields(t), LLVMIsPackedStruct(t) != 0);
    }
    if (LLVMIsLiteralStruct(t) == 0 && (n == null || n.isNull() || n.getString().isEmpty())) {
      // A numbered (nameless) identified struct: as mlir-translate 22, named "" once its body is
      // known, or ".1", ".2", ... when that name is taken.
      LlvmStructType known = nameless.get(t.address());
      if (known != null) {
        return known;
      }
      boolean opaque = LLVMIsOpaqueStruct(t) != 0;
      List<Type> body = opaque ? List.of() : fields(t);
      LlvmStructType s;
      for (int k = 0; ; k++) {
        s = LlvmStructType.getIdentified(ctx, k == 0 ? "" : "." + k);
        if (!s.isInitialized()) {
          break;
        }
      }
      if (opaque) {
        s.setOpaque();
      } else {
        s.setBody(body, LLVMIsPackedStruct(t) != 0);
      }
      nameless.put(t.address(), s);
      return s;
    }
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

  /** {@code target("name", types..., ints...)} as {@code !llvm.target<"name", types..., ints...>}. */
  private Type targetExtType(LLVMTypeRef t) throws TranslationException {
    List<Type> types = new ArrayList<>();
    for (int k = 0; k < LLVMGetTargetExtTypeNumTypeParams(t); k++) {
      types.add(type(LLVMGetTargetExtTypeTypeParam(t, k)));
    }
    List<Long> ints = new ArrayList<>();
    for (int k = 0; k < LLVMGetTargetExtTypeNumIntParams(t); k++) {
      ints.add(Integer.toUnsignedLong(LLVMGetTargetExtTypeIntParam(t, k)));
    }
    return org.jmlir.dialect.llvm.LlvmTargetExtType.get(ctx, LLVMGetTargetExtTypeName(t).getString(), types, ints);
  }

  /** The nameless identified structs met so far, by LLVM type. */
  private final Map<Long, LlvmStructType> nameless = new HashMap<>();

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

  private MetadataImport metadata;
  private DebugImport debug;

  /** A debug intrinsic's operands, read before the import (see {@link #debugIntrinsics}). */
  private record DbgOperands(LLVMValueRef value, long node, Attribute expr) {}

  private final Map<Long, DbgOperands> dbgOperands = new HashMap<>();
  /** The function's llvm.dbg.value / declare calls, converted once its blocks are (as mlir-translate 22). */
  private final List<LLVMValueRef> pendingDbg = new ArrayList<>();

  private static final String[] DBG_INTRINSICS = {"llvm.dbg.value", "llvm.dbg.declare", "llvm.dbg.label"};

  /**
   * Reads the operands of the debug intrinsics (debug records are made calls first) and then
   * detaches their variable and label nodes from the calls: LLVM prints a node that an instruction
   * uses with the module's slot numbers, the others with addresses, which {@link DebugImport} reads.
   */
  private void debugIntrinsics(LLVMModuleRef m) {
    if (LLVMIsNewDbgInfoFormat(m) != 0) {
      LLVMSetIsNewDbgInfoFormat(m, 0);
    }
    LLVMValueRef empty = null;
    for (String name : DBG_INTRINSICS) {
      LLVMValueRef fn = LLVMGetNamedFunction(m, name);
      if (fn == null || fn.isNull()) {
        continue;
      }
      List<LLVMValueRef> calls = new ArrayList<>();
      for (org.bytedeco.llvm.LLVM.LLVMUseRef u = LLVMGetFirstUse(fn); u != null && !u.isNull(); u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (isA(LLVMIsACallInst(user))) {
          calls.add(user);
        }
      }
      if (empty == null) {
        String detached = "jmlir.detached";
        empty = LLVMMetadataAsValue(LLVMGetModuleContext(m), LLVMMDStringInContext2(LLVMGetModuleContext(m), detached, detached.length()));
      }
      for (LLVMValueRef call : calls) {
        boolean label = name.equals("llvm.dbg.label");
        int nodeAt = label ? 0 : 1;
        long node = LLVMValueAsMetadata(LLVMGetOperand(call, nodeAt)).address();
        LLVMValueRef value = null;
        Attribute expr = null;
        if (!label) {
          LLVMValueRef loc0 = LLVMGetOperand(call, 0);
          if (LLVMGetMDNodeNumOperands(loc0) == 1) {
            org.bytedeco.javacpp.PointerPointer<LLVMValueRef> pp = new org.bytedeco.javacpp.PointerPointer<>(1);
            LLVMGetMDNodeOperands(loc0, pp);
            value = pp.get(LLVMValueRef.class, 0);
          }
          expr = debug.expression(LLVMGetOperand(call, 2));
        }
        dbgOperands.put(call.address(), new DbgOperands(value, node, expr));
        LLVMSetOperand(call, nodeAt, empty);
      }
    }
  }

  /**
   * {@code @llvm.global_ctors} (or dtors) as {@code llvm.mlir.global_ctors}: the functions, their
   * priorities and data ({@code #llvm.zero} for a null pointer, else the symbol).
   */
  private Operation structors(LLVMValueRef g, boolean ctors) throws TranslationException {
    List<Attribute> fns = new ArrayList<>();
    List<Attribute> prios = new ArrayList<>();
    List<Attribute> data = new ArrayList<>();
    LLVMValueRef init = LLVMGetInitializer(g);
    int n = init == null || init.isNull() ? 0 : LLVMGetNumOperands(init);
    for (int i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetOperand(init, i);
      if (LLVMGetNumOperands(e) < 3) {
        throw new TranslationException(null, "unsupported structor entry " + printValue(e));
      }
      prios.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 32), LLVMConstIntGetSExtValue(LLVMGetOperand(e, 0))));
      fns.add(SymbolRefAttr.get(ctx, name(LLVMGetOperand(e, 1))));
      LLVMValueRef d = LLVMGetOperand(e, 2);
      data.add(LLVMIsNull(d) != 0 ? org.jmlir.dialect.llvm.LlvmTextAttr.get(ctx, "zero", "")
          : SymbolRefAttr.get(ctx, name(d)));
    }
    OperationState s = new OperationState(ctx, ctors ? org.jmlir.dialect.llvm.LlvmModuleOps.GLOBAL_CTORS
        : org.jmlir.dialect.llvm.LlvmModuleOps.GLOBAL_DTORS, loc);
    s.properties = DictionaryAttr.get(ctx, List.of(
        new NamedAttribute(ctors ? "ctors" : "dtors", org.jmlir.ir.attr.ArrayAttr.get(ctx, fns)),
        new NamedAttribute("priorities", org.jmlir.ir.attr.ArrayAttr.get(ctx, prios)),
        new NamedAttribute("data", org.jmlir.ir.attr.ArrayAttr.get(ctx, data))));
    return Operation.create(s);
  }

  /** A global alias as {@code llvm.mlir.alias}, its aliasee built in the region. */
  private Operation alias(LLVMValueRef a) throws TranslationException {
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.LlvmModuleOps.ALIAS, loc);
    s.properties = DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("alias_type", TypeAttr.get(ctx, type(LLVMGlobalGetValueType(a)))),
        new NamedAttribute("sym_name", StringAttr.get(ctx, name(a))),
        new NamedAttribute("linkage", org.jmlir.dialect.llvm.LlvmKeywordAttr.linkage(ctx, linkage(a)))));
    s.addRegion();
    Operation op = Operation.create(s);
    globalProperties(a, op);
    if (LLVMIsThreadLocal(a) != 0) {
      op.setAttr("thread_local_", UnitAttr.get(ctx));
    }
    initializerRegion(op, LLVMAliasGetAliasee(a));
    return op;
  }

  /** The comdat of each global value that has one, by the comdat's address: its name. */
  private final Map<Long, String> comdatNames = new HashMap<>();

  private static final String COMDAT_OP = "__llvm_global_comdat";

  /**
   * As mlir-translate 22: one {@code llvm.comdat @__llvm_global_comdat} at the top of the module with a
   * selector per comdat that a global (then a function) uses, in order of first use; null when none
   * is used. The C API has no comdat name: it is read from LLVM's printing of a user.
   */
  private Operation comdats(LLVMModuleRef m) throws TranslationException {
    List<LLVMValueRef> users = new ArrayList<>();
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); isA(g); g = LLVMGetNextGlobal(g)) {
      users.add(g);
    }
    for (LLVMValueRef f = LLVMGetFirstFunction(m); isA(f); f = LLVMGetNextFunction(f)) {
      users.add(f);
    }
    Block selectors = new Block();
    for (LLVMValueRef g : users) {
      var c = LLVMGetComdat(g);
      if (c == null || c.isNull() || comdatNames.containsKey(c.address())) {
        continue;
      }
      String text = header(g);
      java.util.regex.Matcher mt = java.util.regex.Pattern.compile(" comdat\\(\\$(\"(?:[^\"\\\\]|\\\\.)*\"|[-a-zA-Z$._0-9]+)\\)").matcher(text);
      String name = mt.find() ? unquoteName(mt.group(1)) : name(g);
      comdatNames.put(c.address(), name);
      OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.ComdatOps.COMDAT_SELECTOR, loc);
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("sym_name", StringAttr.get(ctx, name)),
          new NamedAttribute("comdat", org.jmlir.dialect.llvm.ComdatOps.SELECTION_KIND.attr(ctx, LLVMGetComdatSelectionKind(c)))));
      selectors.append(Operation.create(s));
    }
    if (selectors.isEmpty()) {
      return null;
    }
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.ComdatOps.COMDAT, loc);
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("sym_name", StringAttr.get(ctx, COMDAT_OP))));
    s.addRegion().addBlock(selectors);
    return Operation.create(s);
  }

  /** A name as LLVM prints it after {@code @} or {@code $}, quotes and escapes removed. */
  private static String unquoteName(String n) {
    if (!n.startsWith("\"")) {
      return n;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < n.length() - 1; i++) {
      char ch = n.charAt(i);
      if (ch == '\\' && i + 2 < n.length()) {
        sb.append((char) Integer.parseInt(n.substring(i + 1, i + 3), 16));
        i += 2;
      } else {
        sb.append(ch);
      }
    }
    return sb.toString();
  }

  private void setComdat(LLVMValueRef g, Operation op) {
    var c = LLVMGetComdat(g);
    if (c != null && !c.isNull() && comdatNames.containsKey(c.address())) {
      op.setAttr("comdat", SymbolRefAttr.get(ctx, COMDAT_OP, List.of(comdatNames.get(c.address()))));
    }
  }

  /** A global ifunc as {@code llvm.mlir.ifunc}, naming its resolver (a function or an alias). */
  private Operation ifunc(LLVMValueRef f) throws TranslationException {
    LLVMValueRef resolver = LLVMGetGlobalIFuncResolver(f);
    if (LLVMIsAGlobalValue(resolver) == null || LLVMIsAGlobalValue(resolver).isNull()) {
      throw new TranslationException(null, "unsupported ifunc resolver: " + printValue(resolver));
    }
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.LlvmModuleOps.IFUNC, loc);
    List<NamedAttribute> props = new ArrayList<>(List.of(
        new NamedAttribute("sym_name", StringAttr.get(ctx, name(f))),
        new NamedAttribute("i_func_type", TypeAttr.get(ctx, type(LLVMGlobalGetValueType(f)))),
        new NamedAttribute("resolver", org.jmlir.ir.attr.SymbolRefAttr.get(ctx, name(resolver))),
        new NamedAttribute("resolver_type", TypeAttr.get(ctx, type(LLVMTypeOf(resolver)))),
        new NamedAttribute("linkage", org.jmlir.dialect.llvm.LlvmKeywordAttr.linkage(ctx, linkage(f)))));
    int space = LLVMGetPointerAddressSpace(LLVMTypeOf(f));
    if (space != 0) {
      props.add(new NamedAttribute("address_space", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), space)));
    }
    s.properties = DictionaryAttr.get(ctx, props);
    Operation op = Operation.create(s);
    globalProperties(f, op);
    op.removeAttr("section");
    return op;
  }

  /** The op's region computing the constant {@code value}, ended by llvm.return. */
  private void initializerRegion(Operation op, LLVMValueRef value) throws TranslationException {
    Block blk = new Block();
    op.region(0).addBlock(blk);
    entry = blk;
    lastConstant = null;
    values.clear();
    ob.setInsertionPointToEnd(blk);
    Value v = operand(value);
    ob.setInsertionPointToEnd(blk);
    // As mlir-translate 22, the initializer's llvm.return is where the global is.
    b.op(LlvmOps.RETURN, List.of(v), List.of()).setLocation(op.location());
  }

  private Operation global(LLVMValueRef g) throws TranslationException {
    Type t = type(LLVMGlobalGetValueType(g));
    LLVMValueRef init = LLVMGetInitializer(g);
    Attribute value = null;
    boolean region = false;
    if (init != null && !init.isNull()) {
      value = constantAttr(init, t);
      region = value == null;
    }
    if (region) {
      value = denseAttr(init, t);
      region = value == null;
    }
    GlobalOp op = GlobalOp.create(ctx, loc, t, LLVMIsGlobalConstant(g) != 0, linkage(g), name(g), value,
        LLVMGetAlignment(g));
    globalProperties(g, op);
    setComdat(g, op);
    if (LLVMIsThreadLocal(g) != 0) {
      op.setAttr("thread_local_", UnitAttr.get(ctx));
    }
    int addrSpace = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
    if (addrSpace != 0) {
      op.setAttr("addr_space", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), addrSpace));
    }
    List<Attribute> dbgExprs = debug.globalExpressions(g);
    if (!dbgExprs.isEmpty()) {
      op.setAttr("dbg_exprs", org.jmlir.ir.attr.ArrayAttr.get(ctx, dbgExprs));
    }
    if (region) {
      initializerRegion(op, init);
    }
    return op;
  }

  /**
   * What globals and functions share: dso_local (LLVM's C API has no query; local linkage and
   * non-default visibility imply it, else LLVM's own printing of the header says it), visibility,
   * unnamed_addr and section.
   */
  private void globalProperties(LLVMValueRef g, Operation op) {
    int link = LLVMGetLinkage(g);
    int vis = LLVMGetVisibility(g);
    boolean dsoLocal = link == LLVMPrivateLinkage || link == LLVMInternalLinkage || vis != LLVMDefaultVisibility
        || header(g).contains(" dso_local ");
    if (dsoLocal) {
      op.setAttr("dso_local", UnitAttr.get(ctx));
    }
    if (vis != LLVMDefaultVisibility) {
      op.setAttr("visibility_", i64(vis == LLVMHiddenVisibility ? 1 : 2));
    }
    int ua = LLVMGetUnnamedAddress(g);
    if (ua != LLVMNoUnnamedAddr) {
      op.setAttr("unnamed_addr", i64(ua == LLVMLocalUnnamedAddr ? 1 : 2));
    }
    var section = LLVMGetSection(g);
    if (section != null && !section.isNull() && !section.getString().isEmpty()) {
      op.setAttr("section", StringAttr.get(ctx, section.getString()));
    }
  }

  /** The first line of LLVM's printing of a global value (a function's up to its body). */
  private static String header(LLVMValueRef g) {
    if (LLVMIsAFunction(g) != null && !LLVMIsAFunction(g).isNull() && LLVMIsDeclaration(g) == 0) {
      // Printing a definition prints its body: its first line is the header.
      String text = printValue(g);
      int nl = text.indexOf('\n');
      return " " + (nl < 0 ? text : text.substring(0, nl)) + " ";
    }
    return " " + printValue(g) + " ";
  }

  /**
   * An aggregate of integers or floats (nested arrays, vectors, zeroinitializer) as MLIR's dense
   * elements attribute: a tensor of the arrays' shape, or a vector when the innermost is a vector;
   * null when it is not one (structs, pointers, expressions, undef elements).
   */
  private Attribute denseAttr(LLVMValueRef c, Type t) throws TranslationException {
    List<Long> shape = new ArrayList<>();
    Type elem = t;
    boolean vector = false;
    while (elem instanceof LlvmArrayType a) {
      shape.add(a.numElements());
      elem = a.elementType();
    }
    if (elem instanceof VectorType v && v.shape().length == 1 && !v.isScalable()) {
      shape.add(v.shape()[0]);
      elem = v.elementType();
      vector = true;
    }
    if (shape.isEmpty() || !(elem instanceof IntegerType || elem instanceof FloatType)) {
      return null;
    }
    int bits = elem instanceof IntegerType it ? it.width() : ((FloatType) elem).width();
    if (bits > 64 || (elem instanceof FloatType && bits % 8 != 0)) {
      return null;
    }
    long[] dims = shape.stream().mapToLong(Long::longValue).toArray();
    long n = 1;
    for (long d : dims) {
      n *= d;
    }
    if (n > Integer.MAX_VALUE / 8) {
      return null;
    }
    int bytes = (bits + 7) / 8;
    byte[] raw = new byte[(int) n * bytes];
    if (!leaves(c, raw, new int[] {0}, bytes)) {
      return null;
    }
    if (bits == 1) {
      // MLIR stores i1 elements packed, one bit each.
      byte[] packed = new byte[(int) ((n + 7) / 8)];
      for (int k = 0; k < n; k++) {
        packed[k >>> 3] |= (byte) ((raw[k] & 1) << (k & 7));
      }
      raw = packed;
    }
    org.jmlir.ir.type.ShapedType st = vector ? VectorType.get(ctx, dims, elem)
        : org.jmlir.ir.type.RankedTensorType.get(ctx, dims, elem);
    return org.jmlir.ir.attr.DenseIntOrFPElementsAttr.getFromRaw(ctx, st, raw);
  }

  /** Writes the scalar leaves of {@code c} little-endian into {@code raw} at {@code at[0]}; false if one is not a number. */
  private static boolean leaves(LLVMValueRef c, byte[] raw, int[] at, int bytes) {
    if (isA(LLVMIsAConstantAggregateZero(c))) {
      int kind = LLVMGetTypeKind(LLVMTypeOf(c));
      long count = 1;
      LLVMTypeRef t = LLVMTypeOf(c);
      while (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
        count *= kind == LLVMArrayTypeKind ? LLVMGetArrayLength2(t) : LLVMGetVectorSize(t);
        t = LLVMGetElementType(t);
        kind = LLVMGetTypeKind(t);
      }
      at[0] += (int) count * bytes;
      return true;
    }
    int kind = LLVMGetTypeKind(LLVMTypeOf(c));
    if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
      long count = kind == LLVMArrayTypeKind ? LLVMGetArrayLength2(LLVMTypeOf(c)) : LLVMGetVectorSize(LLVMTypeOf(c));
      for (int k = 0; k < count; k++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, k);
        if (e == null || e.isNull() || !leaves(e, raw, at, bytes)) {
          return false;
        }
      }
      return true;
    }
    long v;
    if (isA(LLVMIsAConstantInt(c))) {
      v = LLVMConstIntGetZExtValue(c);
    } else if (isA(LLVMIsAConstantFP(c))) {
      LLVMValueRef asInt = LLVMConstBitCast(c, LLVMIntTypeInContext(LLVMGetTypeContext(LLVMTypeOf(c)), bytes * 8));
      if (!isA(LLVMIsAConstantInt(asInt))) {
        return false;
      }
      v = LLVMConstIntGetZExtValue(asInt);
    } else {
      return false;
    }
    for (int k = 0; k < bytes; k++) {
      raw[at[0] + k] = (byte) (v >>> (8 * k));
    }
    at[0] += bytes;
    return true;
  }

  private static boolean isA(LLVMValueRef r) {
    return r != null && !r.isNull();
  }

  /** A constant as an attribute, when it is a scalar or a string (else null: built in a region). */
  private Attribute constantAttr(LLVMValueRef c, Type t) {
    if (LLVMIsAConstantInt(c) != null && !LLVMIsAConstantInt(c).isNull() && t instanceof IntegerType it) {
      if (it.width() <= 64) {
        return IntegerAttr.get(ctx, t, LLVMConstIntGetSExtValue(c));
      }
      // Wider: the C API has no word access; LLVM prints the value in decimal ("i128 123").
      String text = printValue(c);
      return IntegerAttr.get(ctx, t, new java.math.BigInteger(text.substring(text.indexOf(' ') + 1).strip()));
    }
    if (LLVMIsAConstantFP(c) != null && !LLVMIsAConstantFP(c).isNull() && t instanceof FloatType ft
        && (ft.kind() == FloatType.Kind.F32 || ft.kind() == FloatType.Kind.F64 || ft.kind() == FloatType.Kind.F16
            || ft.kind() == FloatType.Kind.BF16)) {
      // Each of these is exactly a double.
      int[] lost = new int[1];
      return FloatAttr.get(ctx, ft, LLVMConstRealGetDouble(c, lost));
    }
    if (isA(LLVMIsAConstantFP(c)) && t instanceof FloatType ft
        && (ft.kind() == FloatType.Kind.F80 || ft.kind() == FloatType.Kind.F128)) {
      // The C API reads these only as doubles: their bits from LLVM's printing (0xK: 80 bits;
      // 0xL: the low 64 bits, then the high 64 bits).
      String text = printValue(c);
      int at = text.indexOf(ft.kind() == FloatType.Kind.F80 ? "0xK" : "0xL");
      if (at >= 0) {
        String hex = text.substring(at + 3).strip();
        if (ft.kind() == FloatType.Kind.F128 && hex.length() == 32) {
          hex = hex.substring(16) + hex.substring(0, 16);
        }
        return org.jmlir.ir.attr.FloatAttr.fromBits(ctx, ft, new java.math.BigInteger(hex, 16));
      }
    }
    // LLVMIsConstantString reads any constant as a data sequence: a zeroinitializer crashed it.
    if (isA(LLVMIsAConstantDataSequential(c)) && LLVMIsConstantString(c) != 0) {
      SizeTPointer len = new SizeTPointer(1);
      var s = LLVMGetAsString(c, len);
      byte[] bytes = new byte[(int) len.get()];
      s.get(bytes);
      // Byte-exact: bytes that are not UTF-8 print back as \XX escapes.
      return StringAttr.get(ctx, org.jmlir.ir.print.RawUtf8.decode(bytes));
    }
    return null;
  }

  // ---- functions ----

  private Operation function(LLVMValueRef f) throws TranslationException {
    LlvmFunctionType ft = functionType(LLVMGlobalGetValueType(f));
    Location fnLoc = debug.functionLocation(f);
    FuncOp fn = FuncOp.create(ctx, fnLoc, name(f), ft, linkage(f));
    globalProperties(f, fn);
    setComdat(f, fn);
    String cc = callingConv(LLVMGetFunctionCallConv(f));
    if (cc != null) {
      fn.setAttr("CConv", org.jmlir.dialect.llvm.LlvmKeywordAttr.cconv(ctx, cc));
    }
    ImportedAttributes.function(ctx, f, fn);
    metadata.function(f, fn, this::type);
    if (LLVMHasPersonalityFn(f) != 0 && isA(LLVMIsAFunction(LLVMGetPersonalityFn(f)))) {
      fn.setAttr("personality", SymbolRefAttr.get(ctx, name(LLVMGetPersonalityFn(f))));
    }
    org.bytedeco.javacpp.BytePointer gc = LLVMGetGC(f);
    if (gc != null && !gc.isNull()) {
      fn.setAttr("garbageCollector", StringAttr.get(ctx, gc.getString()));
    }
    ImportedAttributes.parameters(ctx, f, fn, LLVMCountParams(f), this::type);
    if (LLVMIsDeclaration(f) != 0) {
      return fn;
    }
    values.clear();
    blocks.clear();
    lastConstant = null;
    List<LLVMBasicBlockRef> layout = new ArrayList<>();
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb != null && !bb.isNull(); bb = LLVMGetNextBasicBlock(bb)) {
      layout.add(bb);
    }
    // Blocks not reachable from the entry are dropped, as mlir-translate 22 does.
    java.util.Set<Long> reachable = new java.util.HashSet<>();
    for (LLVMBasicBlockRef bb : topologicalOrder(layout.subList(0, 1))) {
      reachable.add(bb.address());
    }
    List<LLVMBasicBlockRef> bbs = new ArrayList<>();
    for (LLVMBasicBlockRef bb : layout) {
      if (!reachable.contains(bb.address())) {
        continue;
      }
      Block blk = new Block();
      fn.region(0).addBlock(blk);
      blocks.put(bb.address(), blk);
      bbs.add(bb);
    }
    entry = fn.region(0).front();
    for (int i = 0; i < LLVMCountParams(f); i++) {
      LLVMValueRef p = LLVMGetParam(f, i);
      values.put(p.address(), entry.addArgument(type(LLVMTypeOf(p)), fnLoc));
    }
    for (LLVMBasicBlockRef bb : bbs) {
      Block blk = blocks.get(bb.address());
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != null && !i.isNull(); i = LLVMGetNextInstruction(i)) {
        if (LLVMGetInstructionOpcode(i) == LLVMPHI) {
          values.put(i.address(), blk.addArgument(type(LLVMTypeOf(i)), debug.location(i)));
        }
      }
    }
    for (LLVMBasicBlockRef bb : topologicalOrder(bbs)) {
      Block blk = blocks.get(bb.address());
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != null && !i.isNull(); i = LLVMGetNextInstruction(i)) {
        ob.setInsertionPointToEnd(blk);
        Operation before = blk.isEmpty() ? null : blk.last();
        instruction(i, bb);
        locate(blk, before, debug.location(i));
      }
      if (addressTaken(bb)) {
        ob.setInsertionPointToStart(blk);
        OperationState s = new OperationState(ctx, "llvm.blocktag", opLoc);
        s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("tag",
            org.jmlir.dialect.llvm.LlvmBlockTagAttr.tag(ctx, blockNumber(bb)))));
        ob.create(s);
      }
    }
    for (LLVMValueRef call : pendingDbg) {
      debugValue(call);
    }
    pendingDbg.clear();
    return fn;
  }

  /** Gives the ops an instruction added to {@code blk} after {@code before} its location (not the constants). */
  private void locate(Block blk, Operation before, Location where) {
    if (where instanceof org.jmlir.ir.loc.UnknownLoc) {
      return;
    }
    Operation op = before == null ? blk.first() : before.nextInBlock();
    if (blk == entry && lastConstant != null && lastConstant.block() == blk) {
      // Constants are materialised at the top of the entry block, up to lastConstant.
      boolean pastConstants = false;
      for (Operation o = blk.first(); o != null; o = o.nextInBlock()) {
        if (o == op) {
          break;
        }
        if (o == lastConstant) {
          pastConstants = true;
          break;
        }
      }
      if (!pastConstants) {
        op = lastConstant.nextInBlock();
      }
    }
    for (; op != null; op = op.nextInBlock()) {
      op.setLocation(where);
    }
  }

  /**
   * A llvm.dbg.value / declare as mlir-translate 22 places it: right after the definition of its
   * value (at the start of the block for a block argument, after a landing pad), or before the
   * terminator of the first block an invoke dominates.
   */
  private void debugValue(LLVMValueRef call) throws TranslationException {
    DbgOperands d = dbgOperands.get(call.address());
    if (d == null || d.value() == null || d.value().isNull()) {
      return;
    }
    Attribute var = debug.nodeOperand(d.node());
    if (var == null) {
      return;
    }
    Value v = values.get(d.value().address());
    if (v == null) {
      if (isA(LLVMIsAInstruction(d.value())) || isA(LLVMIsAArgument(d.value()))) {
        return;
      }
      v = operand(d.value());
    }
    Operation def = v.definingOp();
    if (def != null && def.block() != null && def == def.block().terminator() && def.numSuccessors() > 0) {
      Block target = null;
      for (Block succ : def.block().successors()) {
        if (succ.predecessors().size() == 1) {
          target = succ;
          break;
        }
      }
      if (target == null) {
        return;
      }
      ob.setInsertionPoint(target.terminator());
    } else if (def != null) {
      ob.setInsertionPointAfter(def);
    } else {
      Block owner = ((org.jmlir.ir.BlockArgument) v).owner();
      if (!owner.isEmpty() && owner.first().name().equals("llvm.landingpad")) {
        ob.setInsertionPointAfter(owner.first());
      } else {
        ob.setInsertionPointToStart(owner);
      }
    }
    String name = LLVMGetValueName(LLVMGetCalledValue(call)).getString();
    OperationState s = new OperationState(ctx, name.equals("llvm.dbg.declare")
        ? org.jmlir.dialect.llvm.DebugIntrinsicOps.DBG_DECLARE : org.jmlir.dialect.llvm.DebugIntrinsicOps.DBG_VALUE,
        debug.location(call));
    s.addOperand(v);
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("locationExpr", d.expr()),
        new NamedAttribute("varInfo", var)));
    ob.insert(Operation.create(s));
  }

  /**
   * The order mlir-translate converts blocks in (which decides where constants land): reverse
   * post-order from the entry, then from each block not reached yet, in layout order.
   */
  private static List<LLVMBasicBlockRef> topologicalOrder(List<LLVMBasicBlockRef> layout) {
    java.util.LinkedHashMap<Long, LLVMBasicBlockRef> order = new java.util.LinkedHashMap<>();
    for (LLVMBasicBlockRef start : layout) {
      if (order.containsKey(start.address())) {
        continue;
      }
      List<LLVMBasicBlockRef> post = new ArrayList<>();
      java.util.Set<Long> seen = new java.util.HashSet<>();
      java.util.ArrayDeque<Object[]> stack = new java.util.ArrayDeque<>();
      seen.add(start.address());
      stack.push(new Object[] {start, 0});
      while (!stack.isEmpty()) {
        Object[] top = stack.peek();
        LLVMBasicBlockRef blk = (LLVMBasicBlockRef) top[0];
        int next = (int) top[1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(blk);
        int succs = term == null || term.isNull() ? 0 : LLVMGetNumSuccessors(term);
        if (next < succs) {
          top[1] = next + 1;
          LLVMBasicBlockRef succ = LLVMGetSuccessor(term, next);
          if (seen.add(succ.address())) {
            stack.push(new Object[] {succ, 0});
          }
        } else {
          stack.pop();
          post.add(blk);
        }
      }
      for (LLVMBasicBlockRef blk : post.reversed()) {
        order.putIfAbsent(blk.address(), blk);
      }
    }
    return new ArrayList<>(order.values());
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

  /**
   * Builds a constant at the top of the entry block (after the constants built before). As
   * mlir-translate, the constants an aggregate depends on come first, its last element's first
   * (a post-order walk that takes an aggregate's operands from the back), each built once; a
   * zeroinitializer depends on its elements too.
   */
  private Value constant(LLVMValueRef v) throws TranslationException {
    Type t = type(LLVMTypeOf(v));
    int kind = LLVMGetTypeKind(LLVMTypeOf(v));
    boolean zeroAgg = isA(LLVMIsAConstantAggregateZero(v));
    boolean isAggregateType = kind == LLVMStructTypeKind || kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind;
    int n = !isAggregateType ? 0 : kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(LLVMTypeOf(v))
        : kind == LLVMArrayTypeKind ? (int) LLVMGetArrayLength2(LLVMTypeOf(v)) : LLVMGetVectorSize(LLVMTypeOf(v));
    if (isA(LLVMIsAConstantExpr(v))) {
      return constantExpression(v, t);
    }
    if (LLVMGetValueKind(v) == LLVMInstructionValueKind && LLVMGetNumOperands(v) == 1
        && isA(LLVMIsAGlobalValue(LLVMGetOperand(v, 0))) && printValue(v).contains("dso_local_equivalent")) {
      // dso_local_equivalent @f (the C API has no kind for it): the function's address first, as upstream.
      LLVMValueRef fn = LLVMGetOperand(v, 0);
      operand(fn);
      ob.setInsertionPointAfter(lastConstant);
      OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.LlvmModuleOps.DSO_LOCAL_EQUIVALENT, opLoc);
      s.addType(t);
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("function_name", SymbolRefAttr.get(ctx, name(fn)))));
      Value r = ob.create(s).result(0);
      lastConstant = ((org.jmlir.ir.OpResult) r).owner();
      return r;
    }
    boolean composite = isA(LLVMIsAConstantStruct(v)) || isA(LLVMIsAConstantArray(v)) || isA(LLVMIsAConstantVector(v));
    Value[] elems = new Value[n];
    if (zeroAgg || composite) {
      for (int i = n - 1; i >= 0; i--) {
        elems[i] = operand(LLVMGetAggregateElement(v, i));
      }
    }
    if (lastConstant == null) {
      ob.setInsertionPointToStart(entry);
    } else {
      ob.setInsertionPointAfter(lastConstant);
    }
    Value r;
    Attribute attr = constantAttr(v, t);
    if (attr == null && isAggregateType) {
      attr = denseAttr(v, t);
    }
    if (isA(LLVMIsABlockAddress(v))) {
      // blockaddress(@f, %bb): the tag is the block's number in its function, as mlir-translate 22.
      OperationState s = new OperationState(ctx, "llvm.blockaddress", opLoc);
      s.addType(t);
      LLVMValueRef fn = LLVMGetBlockAddressFunction(v);
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("block_addr",
          org.jmlir.dialect.llvm.LlvmBlockTagAttr.address(ctx, name(fn), blockNumber(LLVMGetBlockAddressBasicBlock(v))))));
      r = ob.create(s).result(0);
    } else if (isA(LLVMIsAGlobalValue(v))) {
      OperationState s = new OperationState(ctx, AddressOfOp.DEF, opLoc);
      s.addType(t);
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("global_name", SymbolRefAttr.get(ctx, name(v)))));
      r = ob.create(s).result(0);
    } else if (attr != null) {
      r = b.constant(t, attr);
    } else if (LLVMIsNull(v) != 0) {
      r = b.value(LlvmOps.ZERO, t, List.of());
    } else if (isA(LLVMIsAPoisonValue(v))) {
      r = b.value(LlvmOps.POISON, t, List.of());
    } else if (LLVMIsUndef(v) != 0) {
      r = b.value(LlvmOps.UNDEF, t, List.of());
    } else if (composite && kind != LLVMVectorTypeKind) {
      Value agg = b.value(LlvmOps.UNDEF, t, List.of());
      for (int i = 0; i < n; i++) {
        agg = b.insertValue(agg, elems[i], i);
      }
      r = agg;
    } else if (composite) {
      // A vector of non-constant-data elements: insertelement at i32 positions, as mlir-translate 22.
      Value agg = b.value(LlvmOps.UNDEF, t, List.of());
      IntegerType i32 = IntegerType.get(ctx, 32);
      for (int i = 0; i < n; i++) {
        Value pos = b.constant(i32, IntegerAttr.get(ctx, i32, i));
        agg = b.value(LlvmOps.INSERTELEMENT, t, List.of(agg, elems[i], pos));
      }
      r = agg;
    } else {
      throw new TranslationException(null, "unsupported LLVM constant " + printValue(v));
    }
    lastConstant = r instanceof org.jmlir.ir.OpResult res ? res.owner() : lastConstant;
    return r;
  }

  /** A block's number in its function (LLVM's {@code BasicBlock::getNumber()}), the id of its tag. */
  private static long blockNumber(LLVMBasicBlockRef target) {
    List<Long> layout = new ArrayList<>();
    int at = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(LLVMGetBasicBlockParent(target)); bb != null && !bb.isNull();
        bb = LLVMGetNextBasicBlock(bb)) {
      if (bb.address() == target.address()) {
        at = layout.size();
      }
      layout.add(bb.address());
    }
    return LlvmCxx.blockNumbers(layout)[at];
  }

  /** Whether a {@code blockaddress} constant names the block (LLVM's hasAddressTaken). */
  private static boolean addressTaken(LLVMBasicBlockRef bb) {
    for (var use = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); use != null && !use.isNull(); use = LLVMGetNextUse(use)) {
      if (isA(LLVMIsABlockAddress(LLVMGetUser(use)))) {
        return true;
      }
    }
    return false;
  }

  /** A constant expression (GEP, casts), built as the op of the same name among the constants. */
  private Value constantExpression(LLVMValueRef v, Type t) throws TranslationException {
    int opc = LLVMGetConstOpcode(v);
    Runnable place = () -> {
      if (lastConstant == null) {
        ob.setInsertionPointToStart(entry);
      } else {
        ob.setInsertionPointAfter(lastConstant);
      }
    };
    Value r;
    OpDef cast = CASTS.get(opc);
    OpDef bin = BINARY.get(opc);
    if (opc == LLVMGetElementPtr) {
      // Operands from the back (indices included), as mlir-translate walks them.
      for (int k = LLVMGetNumOperands(v) - 1; k >= 0; k--) {
        operand(LLVMGetOperand(v, k));
      }
      r = gep(v, place);
    } else if (cast != null) {
      Value arg = operand(LLVMGetOperand(v, 0));
      place.run();
      r = b.value(cast, t, List.of(arg));
    } else if (bin != null) {
      Value rhs = operand(LLVMGetOperand(v, 1));
      Value lhs = operand(LLVMGetOperand(v, 0));
      place.run();
      r = b.binary(bin, lhs, rhs);
    } else if (opc == LLVMExtractElement || opc == LLVMInsertElement) {
      // Operands from the back, as mlir-translate walks a constant expression's operands.
      int n = LLVMGetNumOperands(v);
      Value[] ops = new Value[n];
      for (int k = n - 1; k >= 0; k--) {
        ops[k] = operand(LLVMGetOperand(v, k));
      }
      place.run();
      r = b.value(opc == LLVMExtractElement ? LlvmOps.EXTRACTELEMENT : LlvmOps.INSERTELEMENT, t, List.of(ops));
    } else {
      throw new TranslationException(null, "unsupported LLVM constant " + printValue(v));
    }
    lastConstant = r instanceof org.jmlir.ir.OpResult res ? res.owner() : lastConstant;
    return r;
  }

  static String printValue(LLVMValueRef v) {
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
          "isDisjoint", opc == LLVMOr && LLVMGetIsDisjoint(i) != 0 ? UnitAttr.get(ctx) : null,
          "fastmathFlags", intOp ? null : fastmath(i));
    } else if (cast != null) {
      Value arg = operand(LLVMGetOperand(i, 0));
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      boolean nneg = (opc == LLVMZExt || opc == LLVMUIToFP) && LLVMGetNNeg(i) != 0;
      r = b.value(cast, type(LLVMTypeOf(i)), List.of(arg), "nonNeg", nneg ? UnitAttr.get(ctx) : null);
    } else {
      r = switch (opc) {
        case LLVMFNeg -> {
          Value a = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.FNEG, type(LLVMTypeOf(i)), List.of(a), "fastmathFlags", fastmath(i));
        }
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
              i64(fcmpPredicate(LLVMGetFCmpPredicate(i))), "fastmathFlags", fastmath(i));
        }
        case LLVMSelect -> {
          List<Value> ops = operands(i, 3);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.SELECT, type(LLVMTypeOf(i)), ops);
        }
        case LLVMLoad -> {
          Value ptr = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          Value v = b.value(LoadOp.DEF, type(LLVMTypeOf(i)), List.of(ptr), "alignment", align(i));
          memoryFlags(i, ((org.jmlir.ir.OpResult) v).owner());
          yield v;
        }
        case LLVMStore -> {
          List<Value> ops = operands(i, 2);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          memoryFlags(i, b.op(StoreOp.DEF, ops, List.of(), "alignment", align(i)));
          yield null;
        }
        case LLVMSwitch -> {
          switchOp(i, bb);
          yield null;
        }
        case LLVMInvoke -> invoke(i, bb);
        case LLVMLandingPad -> {
          List<Value> clauses = new ArrayList<>();
          for (int k = 0; k < LLVMGetNumClauses(i); k++) {
            clauses.add(operand(LLVMGetClause(i, k)));
          }
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(org.jmlir.dialect.llvm.InvokeOps.LANDINGPAD, type(LLVMTypeOf(i)), clauses,
              "cleanup", LLVMIsCleanup(i) != 0 ? UnitAttr.get(ctx) : null);
        }
        case LLVMResume -> {
          Value v = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          b.op(org.jmlir.dialect.llvm.InvokeOps.RESUME, List.of(v), List.of());
          yield null;
        }
        case LLVMExtractElement -> {
          List<Value> ops = operands(i, 2);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.EXTRACTELEMENT, type(LLVMTypeOf(i)), ops);
        }
        case LLVMInsertElement -> {
          List<Value> ops = operands(i, 3);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.INSERTELEMENT, type(LLVMTypeOf(i)), ops);
        }
        case LLVMShuffleVector -> {
          List<Value> ops = operands(i, 2);
          int m = LLVMGetNumMaskElements(i);
          long[] mask = new long[m];
          for (int k = 0; k < m; k++) {
            int e = LLVMGetMaskValue(i, k);
            mask[k] = e == LLVMGetUndefMaskElem() ? -1 : e;
          }
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(LlvmOps.SHUFFLEVECTOR, type(LLVMTypeOf(i)), ops, "mask",
              org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), mask));
        }
        case LLVMAtomicRMW -> {
          List<Value> ops = operands(i, 2);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          Value v = b.value(LlvmOps.ATOMICRMW, type(LLVMTypeOf(i)), ops,
              "bin_op", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_BIN_OP.attr(ctx, LLVMGetAtomicRMWBinOp(i)),
              "ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, LLVMGetOrdering(i)),
              "alignment", align(i));
          atomicFlags(i, ((org.jmlir.ir.OpResult) v).owner());
          yield v;
        }
        case LLVMAtomicCmpXchg -> {
          List<Value> ops = operands(i, 3);
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          Value v = b.value(LlvmOps.CMPXCHG, type(LLVMTypeOf(i)), ops,
              "success_ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, LLVMGetCmpXchgSuccessOrdering(i)),
              "failure_ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, LLVMGetCmpXchgFailureOrdering(i)),
              "alignment", align(i), "weak", LLVMGetWeak(i) != 0 ? UnitAttr.get(ctx) : null);
          atomicFlags(i, ((org.jmlir.ir.OpResult) v).owner());
          yield v;
        }
        case LLVMFence -> {
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          b.op(LlvmOps.FENCE, List.of(), List.of(),
              "ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, LLVMGetOrdering(i)),
              "syncscope", syncScope(i));
          yield null;
        }
        case LLVMAlloca -> {
          Value n = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield b.value(AllocaOp.DEF, type(LLVMTypeOf(i)), List.of(n), "elem_type",
              TypeAttr.get(ctx, type(LLVMGetAllocatedType(i))), "alignment", align(i),
              "inalloca", printValue(i).contains(" = alloca inalloca ") ? UnitAttr.get(ctx) : null);
        }
        case LLVMGetElementPtr -> gep(i, () -> ob.setInsertionPointToEnd(blocks.get(bb.address())));
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
        case LLVMFreeze -> {
          Value v = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield byName("llvm.freeze", List.of(v), type(LLVMTypeOf(i)));
        }
        case LLVMVAArg -> {
          Value v = operand(LLVMGetOperand(i, 0));
          ob.setInsertionPointToEnd(blocks.get(bb.address()));
          yield byName("llvm.va_arg", List.of(v), type(LLVMTypeOf(i)));
        }
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
        case LLVMIndirectBr -> {
          indirectBr(i, bb);
          yield null;
        }
        default -> throw new TranslationException(null, "unsupported LLVM instruction: " + printValue(i));
      };
    }
    if (r != null) {
      values.put(i.address(), r);
    }
    if ((opc == LLVMLoad || opc == LLVMIntToPtr) && r instanceof org.jmlir.ir.OpResult res) {
      metadata.dereferenceable(i, res.owner());
    }
    if (LLVMHasMetadata(i) != 0 && !blocks.get(bb.address()).isEmpty() && !dbgOperands.containsKey(i.address())) {
      metadata.mmra(i, blocks.get(bb.address()).last());
    }
    if (opc == LLVMLoad || opc == LLVMStore || opc == LLVMCall || opc == LLVMAtomicRMW || opc == LLVMAtomicCmpXchg) {
      Block blk = blocks.get(bb.address());
      if (!blk.isEmpty()) {
        metadata.instruction(i, blk.last());
      }
    } else if (opc == LLVMBr) {
      Block blk = blocks.get(bb.address());
      if (!blk.isEmpty()) {
        metadata.loop(i, blk.last());
        metadata.branchWeights(i, blk.last());
      }
    } else if (opc == LLVMSwitch || opc == LLVMInvoke) {
      Block blk = blocks.get(bb.address());
      if (!blk.isEmpty()) {
        metadata.branchWeights(i, blk.last());
      }
    }
  }

  /** volatile, atomic ordering and sync scope of a load or store; its nontemporal and invariant markers. */
  private void memoryFlags(LLVMValueRef i, Operation op) {
    var llctx = LLVMGetTypeContext(LLVMTypeOf(LLVMGetOperand(i, 0)));
    if (isA(LLVMGetMetadata(i, LLVMGetMDKindIDInContext(llctx, "nontemporal", 11)))) {
      op.setAttr("nontemporal", UnitAttr.get(ctx));
    }
    if (isA(LLVMGetMetadata(i, LLVMGetMDKindIDInContext(llctx, "invariant.load", 14)))) {
      op.setAttr("invariant", UnitAttr.get(ctx));
    }
    if (isA(LLVMGetMetadata(i, LLVMGetMDKindIDInContext(llctx, "invariant.group", 15)))) {
      op.setAttr("invariantGroup", UnitAttr.get(ctx));
    }
    int ordering = LLVMGetOrdering(i);
    if (ordering == LLVMAtomicOrderingNotAtomic) {
      op.setAttr("volatile_", LLVMGetVolatile(i) != 0 ? UnitAttr.get(ctx) : null);
      return;
    }
    op.setAttr("ordering", org.jmlir.dialect.llvm.LlvmEnums.ATOMIC_ORDERING.attr(ctx, ordering));
    atomicFlags(i, op);
  }

  /** volatile and sync scope of an atomicrmw or cmpxchg. */
  private void atomicFlags(LLVMValueRef i, Operation op) {
    if (LLVMGetVolatile(i) != 0) {
      op.setAttr("volatile_", UnitAttr.get(ctx));
    }
    Attribute scope = syncScope(i);
    if (scope != null) {
      op.setAttr("syncscope", scope);
    }
  }

  /**
   * An atomic instruction's sync scope: "singlethread", another named scope (read from LLVM's
   * printing: the C API has no name for a scope id), or null for the system scope.
   */
  private Attribute syncScope(LLVMValueRef i) {
    if (LLVMIsAtomicSingleThread(i) != 0) {
      return StringAttr.get(ctx, "singlethread");
    }
    String text = printValue(i);
    int at = text.indexOf(" syncscope(\"");
    if (at < 0) {
      return null;
    }
    int from = at + " syncscope(\"".length();
    return StringAttr.get(ctx, text.substring(from, text.indexOf('"', from)));
  }

  /** invoke: a call with a normal and an unwind destination (their phi operands after the call's). */
  private Value invoke(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    LLVMValueRef callee = LLVMGetCalledValue(i);
    boolean direct = isA(LLVMIsAFunction(callee));
    List<Value> calleeOps = new ArrayList<>(operands(i, LLVMGetNumArgOperands(i)));
    if (direct && !calleeTypeFits(i, callee)) {
      direct = false;
    }
    if (!direct) {
      calleeOps.add(0, operand(callee)); // converted after the arguments, as mlir-translate 22 does
    }
    LLVMBasicBlockRef normal = LLVMGetNormalDest(i);
    LLVMBasicBlockRef unwind = LLVMGetUnwindDest(i);
    // The result passed to a phi of the normal destination: as upstream, the invoke goes to a new
    // block just before it, which branches on with the phi operands.
    boolean resultInPhi = false;
    for (LLVMValueRef phi = LLVMGetFirstInstruction(normal); isA(phi) && LLVMGetInstructionOpcode(phi) == LLVMPHI;
        phi = LLVMGetNextInstruction(phi)) {
      for (int k = 0; k < LLVMCountIncoming(phi); k++) {
        resultInPhi |= LLVMGetIncomingBlock(phi, k).address() == bb.address()
            && LLVMGetIncomingValue(phi, k).address() == i.address();
      }
    }
    List<Value> normalArgs = resultInPhi ? List.of() : phiArgs(bb, normal);
    List<Value> unwindArgs = phiArgs(bb, unwind);
    Block normalBlock = blocks.get(normal.address());
    Block normalEdge = normalBlock;
    if (resultInPhi) {
      normalEdge = new Block();
      org.jmlir.ir.Region region = normalBlock.parent();
      region.insertBlock(region.indexOf(normalBlock), normalEdge);
    }
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.InvokeOps.INVOKE, opLoc);
    s.addOperands(calleeOps);
    s.addOperands(normalArgs);
    s.addOperands(unwindArgs);
    s.addSuccessor(normalEdge);
    s.addSuccessor(blocks.get(unwind.address()));
    LLVMTypeRef fnType = LLVMGetCalledFunctionType(i);
    LLVMTypeRef ret = LLVMGetReturnType(fnType);
    if (LLVMGetTypeKind(ret) != LLVMVoidTypeKind) {
      s.addType(type(ret));
    }
    List<NamedAttribute> props = new ArrayList<>();
    if (direct && LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) != 0) {
      fnType = LLVMGlobalGetValueType(callee); // a short-form invoke of a variadic function (as a call)
    }
    String cc = callingConv(LLVMGetInstructionCallConv(i));
    props.add(new NamedAttribute("CConv", org.jmlir.dialect.llvm.LlvmKeywordAttr.cconv(ctx, cc == null ? "ccc" : cc)));
    if (direct) {
      props.add(new NamedAttribute("callee", SymbolRefAttr.get(ctx, name(callee))));
    }
    props.add(new NamedAttribute("op_bundle_sizes", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0])));
    props.add(new NamedAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS, org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx,
        calleeOps.size(), normalArgs.size(), unwindArgs.size(), 0)));
    if (LLVMIsFunctionVarArg(fnType) != 0) {
      props.add(new NamedAttribute("var_callee_type", TypeAttr.get(ctx, type(fnType))));
    }
    s.properties = DictionaryAttr.get(ctx, props);
    Operation op = Operation.create(s);
    ImportedAttributes.parameters(ctx, i, op, LLVMGetNumArgOperands(i), this::type);
    ob.insert(op);
    if (resultInPhi) {
      values.put(i.address(), op.result(0));
      List<Value> args = phiArgs(bb, normal);
      ob.setInsertionPointToEnd(normalEdge);
      OperationState br = new OperationState(ctx, BrOp.DEF, opLoc);
      br.addOperands(args);
      br.addSuccessor(normalBlock);
      ob.create(br);
    }
    return op.numResults() == 0 ? null : op.result(0);
  }

  /** switch: the default destination, then each case value with its destination and phi operands. */
  private void switchOp(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    Value cond = operand(LLVMGetOperand(i, 0));
    LLVMBasicBlockRef def = LLVMGetSwitchDefaultDest(i);
    List<Value> defArgs = phiArgs(bb, def);
    int cases = LLVMGetNumSuccessors(i) - 1;
    List<java.math.BigInteger> values = new ArrayList<>();
    List<Value> caseArgs = new ArrayList<>();
    List<Block> dests = new ArrayList<>();
    long[] counts = successorArgs(i, bb, 1, cases, caseArgs, dests);
    int[] sizes = new int[cases];
    for (int k = 0; k < cases; k++) {
      // Operands: condition, default, then (value, destination) pairs.
      LLVMValueRef value = LLVMGetOperand(i, 2 + 2 * k);
      values.add(java.math.BigInteger.valueOf(LLVMConstIntGetSExtValue(value)));
      sizes[k] = (int) counts[k];
    }
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.SwitchOp.DEF, opLoc);
    s.addOperand(cond);
    s.addOperands(defArgs);
    s.addOperands(caseArgs);
    s.addSuccessor(blocks.get(def.address()));
    for (Block d : dests) {
      s.addSuccessor(d);
    }
    List<NamedAttribute> props = new ArrayList<>();
    if (cases > 0) {
      props.add(new NamedAttribute("case_values",
          org.jmlir.dialect.cf.SwitchOp.caseValuesAttr(ctx, (IntegerType) cond.type(), values)));
    }
    props.add(new NamedAttribute("case_operand_segments", org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes)));
    props.add(new NamedAttribute(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
        org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, defArgs.size(), caseArgs.size())));
    s.properties = DictionaryAttr.get(ctx, props);
    ob.create(s);
  }

  /** LLVM's fast-math flags (reassoc = 1, nnan = 2, ...) as MLIR's #llvm.fastmath (nnan = 1, ..., reassoc = 64), or null. */
  private Attribute fastmath(LLVMValueRef i) {
    if (LLVMCanValueUseFastMathFlags(i) == 0) {
      return null;
    }
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

  /** An op without attributes, by name, of one result. */
  private Value byName(String name, List<Value> operands, Type result) {
    OperationState s = new OperationState(ctx, name, opLoc);
    s.addOperands(operands);
    s.addType(result);
    Operation op = Operation.create(s);
    ob.insert(op);
    return op.result(0);
  }

  /**
   * LLVM numbers the unordered predicates uno, ueq, ugt, uge, ult, ule, une (8..14); the llvm
   * dialect's enum puts uno after une (ueq..une are 8..13, uno 14).
   */
  private static int fcmpPredicate(int llvm) {
    if (llvm == LLVMRealUNO) {
      return 14;
    }
    return llvm > LLVMRealUNO && llvm < LLVMRealPredicateTrue ? llvm - 1 : llvm;
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

  /** A GEP instruction or constant expression; {@code place} positions the builder once the operands exist. */
  private Value gep(LLVMValueRef i, Runnable place) throws TranslationException {
    Value base = operand(LLVMGetOperand(i, 0));
    List<Object> idx = new ArrayList<>();
    // As mlir-translate 22: every index is converted (constants included, in order); an index into a
    // struct is then a constant of the op, the others (the pointer's, arrays' and vectors') values.
    LLVMTypeRef current = null;
    for (int k = 1; k < LLVMGetNumOperands(i); k++) {
      LLVMValueRef o = LLVMGetOperand(i, k);
      Value v = operand(o);
      if (current != null && LLVMGetTypeKind(current) == LLVMStructTypeKind && isA(LLVMIsAConstantInt(o))) {
        int field = (int) LLVMConstIntGetSExtValue(o);
        idx.add(field);
        current = LLVMStructGetTypeAtIndex(current, field);
      } else {
        idx.add(v);
        current = current == null ? LLVMGetGEPSourceElementType(i)
            : LLVMGetTypeKind(current) == LLVMArrayTypeKind || LLVMGetTypeKind(current) == LLVMVectorTypeKind
                ? LLVMGetElementType(current) : current;
      }
    }
    place.run();
    // The C API's no-wrap bits (inbounds 1, nusw 2, nuw 4; inbounds sets nusw too) are MLIR's.
    int nw = LLVMGEPGetNoWrapFlags(i) & (GEPOp.INBOUNDS | GEPOp.NUW);
    Operation op = GEPOp.create(ctx, opLoc, type(LLVMTypeOf(i)), type(LLVMGetGEPSourceElementType(i)), base, idx, nw);
    ob.insert(op);
    return op.result(0);
  }

  /**
   * Whether the function type of call or invoke {@code i} fits its callee {@code fn}'s (same result, the
   * same parameters, more only after a variadic callee's); when not, mlir-translate 22 warns and calls
   * the function through its address.
   */
  private boolean calleeTypeFits(LLVMValueRef i, LLVMValueRef fn) throws TranslationException {
    LLVMTypeRef call = LLVMGetCalledFunctionType(i);
    LLVMTypeRef decl = LLVMGlobalGetValueType(fn);
    if (call.address() == decl.address()) {
      return true;
    }
    int n = LLVMCountParamTypes(call);
    int m = LLVMCountParamTypes(decl);
    boolean fits = type(LLVMGetReturnType(call)).equals(type(LLVMGetReturnType(decl)))
        && (LLVMIsFunctionVarArg(decl) != 0 ? n >= m : n == m);
    if (fits && m > 0) {
      org.bytedeco.javacpp.PointerPointer<LLVMTypeRef> have = new org.bytedeco.javacpp.PointerPointer<>(n);
      org.bytedeco.javacpp.PointerPointer<LLVMTypeRef> want = new org.bytedeco.javacpp.PointerPointer<>(m);
      LLVMGetParamTypes(call, have);
      LLVMGetParamTypes(decl, want);
      for (int k = 0; fits && k < m; k++) {
        fits = type(have.get(LLVMTypeRef.class, k)).equals(type(want.get(LLVMTypeRef.class, k)));
      }
    }
    if (!fits) {
      ctx.diagnostics().emit(opLoc, org.jmlir.ir.diag.Severity.WARNING, "incompatible call and callee types: '"
          + type(call) + "' and '" + type(decl) + "'").report();
    }
    return fits;
  }

  private Value call(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    int n = LLVMGetNumArgOperands(i);
    LLVMValueRef callee = LLVMGetCalledValue(i);
    String calleeName = isA(LLVMIsAFunction(callee)) ? name(callee) : "";
    if (dbgOperands.containsKey(i.address())) {
      if (!calleeName.equals("llvm.dbg.label")) {
        pendingDbg.add(i);
        return null;
      }
      Attribute label = debug.nodeOperand(dbgOperands.get(i.address()).node());
      if (label != null) {
        ob.setInsertionPointToEnd(blocks.get(bb.address()));
        OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.DebugIntrinsicOps.DBG_LABEL, opLoc);
        s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("label", label)));
        ob.insert(Operation.create(s));
      }
      return null;
    }
    // An intrinsic without an llvm.intr op (in MLIR 22's table) is called by name: llvm.call_intrinsic.
    String nvvm = nvvmOp(calleeName);
    if (nvvm != null) {
      // The NVVM intrinsics that MLIR 22 imports as nvvm ops (its NVVM_IntrOp ones).
      List<Value> args = operands(i, n);
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      OperationState s = new OperationState(ctx, nvvm, opLoc);
      s.addOperands(args);
      s.addType(type(LLVMGetReturnType(LLVMGetCalledFunctionType(i))));
      Operation op = Operation.create(s);
      ob.insert(op);
      return op.result(0);
    }
    if (calleeName.startsWith("llvm.lifetime.") && !isA(LLVMIsAAllocaInst(LLVMGetOperand(i, 1)))) {
      return null; // LLVM 22's reader drops a lifetime marker of anything but an alloca
    }
    boolean byName = calleeName.startsWith("llvm.") && preferUnregistered
        || calleeName.startsWith("llvm.") && !calleeName.equals("llvm.experimental.noalias.scope.decl")
        && ctx.lookupOp("llvm.intr." + intrinsicBase(calleeName)) == null;
    if (calleeName.startsWith("llvm.") && !byName) {
      // Immediate arguments become attributes: only the others are values.
      n -= Intrinsics.IMMARGS.getOrDefault(intrinsicBase(calleeName), List.of()).size();
    }
    if (calleeName.equals("llvm.experimental.noalias.scope.decl")) {
      // Its argument is the scope list !{scope}: the op's `scope` attribute.
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      OperationState s = new OperationState(ctx, "llvm.intr.experimental.noalias.scope.decl", opLoc);
      org.jmlir.ir.attr.ArrayAttr scopes = metadata.scopeList(LLVMGetOperand(i, 0));
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("scope", scopes.get(0))));
      ob.insert(Operation.create(s));
      return null;
    }
    List<String> layout = calleeName.startsWith("llvm.") && !byName ? Intrinsics.IMPORT_LAYOUT.get(intrinsicBase(calleeName)) : null;
    if (layout != null && calleeName.startsWith("llvm.lifetime.") && !isA(LLVMIsAAllocaInst(LLVMGetOperand(i, 1)))) {
      return null; // LLVM 22's reader drops a lifetime marker of anything but an alloca
    }
    List<Value> args = new ArrayList<>();
    List<NamedAttribute> layoutAttrs = new ArrayList<>();
    if (layout == null && byName && calleeName.startsWith("llvm.lifetime.")) {
      // LLVM 22's lifetime markers take the alloca alone (LLVM 20's also a size).
      args.add(operand(LLVMGetOperand(i, 1)));
    } else if (layout == null) {
      args = operands(i, n);
    } else {
      for (String e : layout) {
        String[] parts = e.split(":");
        if (parts.length == 1) {
          args.add(operand(LLVMGetOperand(i, Integer.parseInt(parts[0]))));
        } else {
          long value = LLVMConstIntGetZExtValue(LLVMGetOperand(i, Integer.parseInt(parts[1])));
          layoutAttrs.add(new NamedAttribute(parts[0], IntegerAttr.get(ctx, IntegerType.get(ctx, Integer.parseInt(parts[2])), value)));
        }
      }
    }
    // As mlir-translate 22, operand bundles are imported on the intrinsics whose op has them (assume)
    // and dropped elsewhere (calls, llvm.call_intrinsic).
    OpDef bundled = calleeName.startsWith("llvm.") && !byName ? ctx.lookupOp("llvm.intr." + intrinsicBase(calleeName)) : null;
    Bundles bundles = bundled != null && bundled.isInherentAttr("op_bundle_tags") ? bundles(i) : new Bundles(List.of(), new long[0], List.of());
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGetCalledFunctionType(i));
    Type result = LLVMGetTypeKind(ret) == LLVMVoidTypeKind ? null : type(ret);
    if (isA(LLVMIsAInlineAsm(callee))) {
      return inlineAsm(i, callee, args, result);
    }
    String cname = name(callee);
    if (byName) {
      org.jmlir.dialect.llvm.CallIntrinsicOp op = org.jmlir.dialect.llvm.CallIntrinsicOp.create(ctx, opLoc, cname, result, args);
      ImportedAttributes.parameters(ctx, i, op, n, this::type);
      Attribute fmf = fastmath(i);
      if (fmf != null) {
        op.setAttr("fastmathFlags", fmf);
      }
      ob.insert(op);
      return result == null ? null : op.result(0);
    }
    if (LLVMIsAFunction(callee) != null && !LLVMIsAFunction(callee).isNull() && cname.startsWith("llvm.")) {
      String base = intrinsicBase(cname);
      OperationState s = new OperationState(ctx, "llvm.intr." + base, opLoc);
      // Immediate arguments that MLIR keeps as attributes (isVolatile, is_zero_poison, ...).
      List<String> imm = Intrinsics.IMMARGS.getOrDefault(base, List.of());
      List<NamedAttribute> props = new ArrayList<>(layoutAttrs);
      int first = n;
      for (int k = 0; k < imm.size(); k++) {
        String[] parts = imm.get(k).split(":");
        LLVMValueRef c = LLVMGetOperand(i, first + k);
        long value = parts[1].equals("1") ? LLVMConstIntGetZExtValue(c) : LLVMConstIntGetSExtValue(c);
        props.add(new NamedAttribute(parts[0], IntegerAttr.get(ctx, IntegerType.get(ctx, Integer.parseInt(parts[1])), value)));
      }
      Attribute fmf = fastmath(i);
      OpDef intrinsic = ctx.lookupOp(s.name);
      if (fmf != null && intrinsic != null && intrinsic.isInherentAttr("fastmathFlags")) {
        props.add(new NamedAttribute("fastmathFlags", fmf));
      }
      if (!props.isEmpty()) {
        s.properties = DictionaryAttr.get(ctx, props);
      }
      s.addOperands(args);
      if (result != null) {
        s.addType(result);
      }
      if (intrinsic != null && intrinsic.isInherentAttr("op_bundle_tags")) {
        // As mlir-translate 22, op_bundle_tags is set (an empty list when there is no bundle).
        s.addOperands(bundles.operands);
        Operation op = Operation.create(s);
        bundles.annotate(op, args.size());
        if (bundles.tags.isEmpty()) {
          op.setAttr("op_bundle_tags", org.jmlir.ir.attr.ArrayAttr.get(ctx, List.of()));
        }
        ob.insert(op);
        return result == null ? null : op.result(0);
      }
      Operation op = Operation.create(s);
      ob.insert(op);
      return result == null ? null : op.result(0);
    }
    CallOp op;
    if (isA(LLVMIsAGlobalIFunc(callee))) {
      op = CallOp.create(ctx, opLoc, cname, result, args);
    } else if (!isA(LLVMIsAFunction(callee)) || !calleeTypeFits(i, callee)) {
      Value fnPtr = operand(callee);
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      op = CallOp.createIndirect(ctx, opLoc, fnPtr, result, args);
    } else {
      op = CallOp.create(ctx, opLoc, cname, result, args);
    }
    String cc = callingConv(LLVMGetInstructionCallConv(i));
    if (cc != null) {
      op.setAttr("CConv", org.jmlir.dialect.llvm.LlvmKeywordAttr.cconv(ctx, cc));
    }
    int tail = LLVMGetTailCallKind(i);
    if (tail != LLVMTailCallKindNone) {
      op.setAttr("TailCallKind", org.jmlir.dialect.llvm.LlvmKeywordAttr.tailCallKind(ctx,
          tail == LLVMTailCallKindTail ? "tail" : tail == LLVMTailCallKindMustTail ? "musttail" : "notail"));
    }
    LLVMTypeRef calleeType = LLVMGetCalledFunctionType(i);
    if (isA(LLVMIsAFunction(callee)) && LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) != 0) {
      // A short-form call of a variadic function: its type is the callee's (as mlir-translate 22).
      calleeType = LLVMGlobalGetValueType(callee);
    }
    if (LLVMIsFunctionVarArg(calleeType) != 0) {
      op.setAttr("var_callee_type", TypeAttr.get(ctx, type(calleeType)));
    }
    Attribute fmf = fastmath(i);
    if (fmf != null) {
      op.setAttr("fastmathFlags", fmf);
    }
    ImportedAttributes.call(ctx, i, op, n, this::type);
    ob.insert(op);
    return result == null ? null : op.result(0);
  }

  /** A call's operand bundles: their operands (in order), sizes and tags. */
  private record Bundles(List<Value> operands, long[] sizes, List<Attribute> tags) {
    /** Sets op_bundle_sizes/op_bundle_tags and the two operand segments (the first {@code callee} operands, then the bundles'). */
    void annotate(Operation op, int callee) {
      MLIRContext c = op.context();
      IntegerType i32 = IntegerType.get(c, 32);
      op.setAttr("op_bundle_sizes", org.jmlir.ir.attr.DenseArrayAttr.get(c, i32, sizes));
      if (!tags.isEmpty()) {
        op.setAttr("op_bundle_tags", org.jmlir.ir.attr.ArrayAttr.get(c, tags));
      }
      if (op.def().isInherentAttr(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS)) {
        op.setAttr(org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
            org.jmlir.ir.attr.DenseArrayAttr.get(c, i32, new long[] {callee, operands.size()}));
      }
    }
  }

  private Bundles bundles(LLVMValueRef i) throws TranslationException {
    int count = LLVMGetNumOperandBundles(i);
    List<Value> ops = new ArrayList<>();
    long[] sizes = new long[count];
    List<Attribute> tags = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      org.bytedeco.llvm.LLVM.LLVMOperandBundleRef b = LLVMGetOperandBundleAtIndex(i, k);
      try (org.bytedeco.javacpp.SizeTPointer len = new org.bytedeco.javacpp.SizeTPointer(1)) {
        org.bytedeco.javacpp.BytePointer tag = LLVMGetOperandBundleTag(b, len);
        byte[] bytes = new byte[(int) len.get()];
        tag.get(bytes);
        tags.add(StringAttr.get(ctx, new String(bytes, java.nio.charset.StandardCharsets.UTF_8)));
      }
      int n = LLVMGetNumOperandBundleArgs(b);
      sizes[k] = n;
      for (int j = 0; j < n; j++) {
        ops.add(operand(LLVMGetOperandBundleArgAtIndex(b, j)));
      }
      LLVMDisposeOperandBundle(b);
    }
    return new Bundles(ops, sizes, tags);
  }

  /**
   * A call of inline assembly as llvm.inline_asm: its string, constraints, side effects, stack
   * alignment, dialect (always written), tail-call kind and the arguments' element types.
   */
  private Value inlineAsm(LLVMValueRef i, LLVMValueRef asm, List<Value> args, Type result) throws TranslationException {
    SizeTPointer len = new SizeTPointer(1);
    List<NamedAttribute> props = new ArrayList<>();
    var text = LLVMGetInlineAsmAsmString(asm, len);
    props.add(new NamedAttribute("asm_string", StringAttr.get(ctx, bytes(text, len.get()))));
    var constraints = LLVMGetInlineAsmConstraintString(asm, len);
    props.add(new NamedAttribute("constraints", StringAttr.get(ctx, bytes(constraints, len.get()))));
    if (LLVMGetInlineAsmHasSideEffects(asm) != 0) {
      props.add(new NamedAttribute("has_side_effects", UnitAttr.get(ctx)));
    }
    if (LLVMGetInlineAsmNeedsAlignedStack(asm) != 0) {
      props.add(new NamedAttribute("is_align_stack", UnitAttr.get(ctx)));
    }
    props.add(new NamedAttribute("asm_dialect", org.jmlir.dialect.llvm.LlvmEnums.ASM_DIALECT.attr(ctx,
        LLVMGetInlineAsmDialect(asm) == LLVMInlineAsmDialectIntel ? 1 : 0)));
    int tail = LLVMGetTailCallKind(i);
    if (tail != LLVMTailCallKindNone) {
      props.add(new NamedAttribute("tail_call_kind", org.jmlir.dialect.llvm.LlvmKeywordAttr.tailCallKind(ctx,
          tail == LLVMTailCallKindTail ? "tail" : tail == LLVMTailCallKindMustTail ? "musttail" : "notail")));
    }
    org.jmlir.ir.attr.ArrayAttr elementTypes = ImportedAttributes.elementTypes(ctx, i, args.size(), this::type);
    if (elementTypes != null) {
      props.add(new NamedAttribute("operand_attrs", elementTypes));
    }
    OperationState s = new OperationState(ctx, "llvm.inline_asm", opLoc);
    s.properties = DictionaryAttr.get(ctx, props);
    s.addOperands(args);
    // A void asm call still has a result, of type !llvm.void, as mlir-translate 22 imports it.
    s.addType(result != null ? result : LlvmPrimitiveType.get(ctx, LlvmPrimitiveType.Kind.VOID));
    Operation op = Operation.create(s);
    ob.insert(op);
    return result == null ? null : op.result(0);
  }

  private static String bytes(org.bytedeco.javacpp.BytePointer p, long n) {
    byte[] b = new byte[(int) n];
    p.get(b);
    return new String(b, java.nio.charset.StandardCharsets.UTF_8);
  }

  /** MLIR's name of an LLVM calling convention other than C's (null for C's or an unknown one). */
  private static String callingConv(int cc) {
    return switch (cc) {
      case 8 -> "fastcc";
      case 9 -> "coldcc";
      case 10 -> "cc_10";
      case 11 -> "cc_11";
      case 13 -> "anyregcc";
      case 14 -> "preserve_mostcc";
      case 15 -> "preserve_allcc";
      case 16 -> "swiftcc";
      case 17 -> "cxx_fast_tlscc";
      case 18 -> "tailcc";
      case 19 -> "cfguard_checkcc";
      case 20 -> "swifttailcc";
      case 64 -> "x86_stdcallcc";
      case 65 -> "x86_fastcallcc";
      case 66 -> "arm_apcscc";
      case 67 -> "arm_aapcscc";
      case 68 -> "arm_aapcs_vfpcc";
      case 69 -> "msp430_intrcc";
      case 70 -> "x86_thiscallcc";
      case 71 -> "ptx_kernelcc";
      case 72 -> "ptx_devicecc";
      case 75 -> "spir_funccc";
      case 76 -> "spir_kernelcc";
      case 77 -> "intel_ocl_bicc";
      case 78 -> "x86_64_sysvcc";
      case 79 -> "win64cc";
      case 80 -> "x86_vectorcallcc";
      default -> null;
    };
  }

  /** An intrinsic's name without "llvm." and its overload suffixes (.i32, .p0, .f64, .v4f32, ...). */
  /**
   * The nvvm op that MLIR 22 imports a call of intrinsic {@code name} as (special registers and
   * rcp.approx.ftz.f), when the nvvm dialect is there; else null.
   */
  private String nvvmOp(String name) {
    if (!name.startsWith("llvm.nvvm.read.ptx.sreg.") && !name.equals("llvm.nvvm.rcp.approx.ftz.f")) {
      return null;
    }
    String op = name.substring(5);
    return ctx.lookupOp(op) != null ? op : null;
  }

  private static String intrinsicBase(String name) {
    String base = name.substring(5).replaceAll("(\\.(i\\d+|f\\d+|bf16|p\\d+|v\\d+\\w+|nxv\\d+\\w+))+$", "");
    return Intrinsics.mlirName(base);
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

  /**
   * For successors {@code first} .. {@code first + count - 1} of terminator {@code i} in {@code bb}:
   * their phis' operands on that edge appended to {@code args}, their blocks to {@code dests}; returns
   * each successor's operand count.
   */
  private long[] successorArgs(LLVMValueRef i, LLVMBasicBlockRef bb, int first, int count, List<Value> args,
      List<Block> dests) throws TranslationException {
    long[] sizes = new long[count];
    for (int k = 0; k < count; k++) {
      LLVMBasicBlockRef dest = LLVMGetSuccessor(i, first + k);
      List<Value> a = phiArgs(bb, dest);
      sizes[k] = a.size();
      args.addAll(a);
      dests.add(blocks.get(dest.address()));
    }
    return sizes;
  }

  /** {@code indirectbr}: the address, then each destination with its phis' operands. */
  private void indirectBr(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    Value addr = operand(LLVMGetOperand(i, 0));
    List<Value> args = new ArrayList<>();
    List<Block> dests = new ArrayList<>();
    long[] sizes = successorArgs(i, bb, 0, LLVMGetNumSuccessors(i), args, dests);
    ob.setInsertionPointToEnd(blocks.get(bb.address()));
    OperationState s = new OperationState(ctx, org.jmlir.dialect.llvm.IndirectBrOp.DEF, opLoc);
    s.addOperand(addr);
    s.addOperands(args);
    for (Block d : dests) {
      s.addSuccessor(d);
    }
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("indbr_operand_segments",
        org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), sizes))));
    ob.create(s);
  }

  private void branch(LLVMValueRef i, LLVMBasicBlockRef bb) throws TranslationException {
    if (LLVMIsConditional(i) == 0) {
      LLVMBasicBlockRef dest = LLVMGetSuccessor(i, 0);
      List<Value> args = phiArgs(bb, dest);
      ob.setInsertionPointToEnd(blocks.get(bb.address()));
      OperationState s = new OperationState(ctx, BrOp.DEF, opLoc);
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
    OperationState s = new OperationState(ctx, CondBrOp.DEF, opLoc);
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
