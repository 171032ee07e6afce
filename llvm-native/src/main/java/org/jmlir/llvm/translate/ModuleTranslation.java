package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMBasicBlockRef;
import org.bytedeco.llvm.LLVM.LLVMBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;
import org.jmlir.llvm.Llvm;

/**
 * Translates a module in the llvm dialect to an LLVM IR module, through LLVM's C API (as MLIR's
 * {@code ModuleTranslation} does through the C++ one): globals and functions are declared first, then
 * global initialisers and function bodies are built with an IR builder; blocks are visited in reverse
 * post-order so every value is built before its uses, and block arguments become phi nodes whose
 * incoming values are added once all blocks exist.
 */
public final class ModuleTranslation implements DialectTranslation.Context {
  /**
   * The empty value name, as a C string made once: passing Java's {@code ""} makes JavaCPP convert
   * and allocate a C string on every builder call (one per op translated).
   */
  static final org.bytedeco.javacpp.BytePointer NO_NAME = emptyName();

  private static org.bytedeco.javacpp.BytePointer emptyName() {
    org.jmlir.llvm.Llvm.ensureInitialized();
    return new org.bytedeco.javacpp.BytePointer("");
  }

  private final LLVMContextRef ctx;
  private LoopMetadata loops;
  private final LLVMModuleRef mod;
  private final LLVMBuilderRef b;
  private final LlvmTypes types;
  private final Map<String, LLVMValueRef> globals = new HashMap<>();
  private final Map<String, Operation> symbolOps = new HashMap<>();
  private final Map<Value, LLVMValueRef> values = new IdentityHashMap<>();
  private final Map<Block, LLVMBasicBlockRef> blocks = new IdentityHashMap<>();
  /**
   * Phi incoming values waiting for all blocks, keyed by where their branch is in the text: they are
   * added in MLIR's predecessor order (latest branch first), as mlir-translate adds them.
   */
  private final List<PendingEdge> pendingPhis = new ArrayList<>();
  private final Map<Operation, Integer> textOrder = new IdentityHashMap<>();

  private record PendingEdge(long key, Runnable connect) {}

  private ModuleTranslation(LLVMContextRef ctx, String name) {
    this.ctx = ctx;
    this.mod = LLVMModuleCreateWithNameInContext(name, ctx);
    LLVMSetSourceFileName(mod, name, name.length());
    this.b = LLVMCreateBuilderInContext(ctx);
    this.types = new LlvmTypes(ctx);
  }

  /** The LLVM module for {@code module} (a builtin.module of llvm dialect ops), built in {@code ctx}. */
  public static LLVMModuleRef translate(Operation module, LLVMContextRef ctx) throws TranslationException {
    Llvm.ensureInitialized();
    ModuleTranslation t = new ModuleTranslation(ctx, "LLVMDialectModule");
    try {
      try {
        t.translateModule(module);
      } finally {
        if (t.debugInfo != null) {
          t.debugInfo.finish();
        }
      }
      org.bytedeco.javacpp.BytePointer msg = new org.bytedeco.javacpp.BytePointer();
      if (LLVMVerifyModule(t.mod, LLVMReturnStatusAction, msg) != 0) {
        throw new TranslationException(module, "the translated LLVM module is invalid: " + Llvm.takeMessage(msg).strip());
      }
      Llvm.takeMessage(msg);
      return t.mod;
    } catch (TranslationException | RuntimeException e) {
      LLVMDisposeModule(t.mod);
      throw e;
    } finally {
      LLVMDisposeBuilder(t.b);
    }
  }

  /**
   * The functions named by the module's {@code llvm.global_ctors} (or {@code llvm.global_dtors}), in
   * priority order. Those of internal or private linkage (the gpu.binary loaders, as MLIR writes them)
   * are made external, so that the JIT, which runs them by name, finds them.
   */
  public static List<String> structors(LLVMModuleRef m, String name) {
    LLVMValueRef g = LLVMGetNamedGlobal(m, name);
    List<String> out = new ArrayList<>();
    if (g == null || g.isNull() || LLVMGetInitializer(g) == null || LLVMGetInitializer(g).isNull()) {
      return out;
    }
    LLVMValueRef init = LLVMGetInitializer(g);
    int n = LLVMGetNumOperands(init);
    List<long[]> order = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      LLVMValueRef entry = LLVMGetOperand(init, i);
      if (LLVMGetNumOperands(entry) < 2) {
        continue;
      }
      long prio = LLVMConstIntGetSExtValue(LLVMGetOperand(entry, 0));
      LLVMValueRef fn = LLVMGetOperand(entry, 1);
      int linkage = LLVMGetLinkage(fn);
      if (linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage) {
        LLVMSetLinkage(fn, LLVMExternalLinkage);
      }
      order.add(new long[] {prio, names.size()});
      names.add(LLVMGetValueName(fn).getString());
    }
    order.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
    for (long[] o : order) {
      out.add(names.get((int) o[1]));
    }
    return out;
  }

  // ---- module ----

  private void translateModule(Operation module) throws TranslationException {
    if (!module.name().equals("builtin.module")) {
      throw new TranslationException(module, "expected a builtin.module");
    }
    if (module.attr("llvm.target_triple") instanceof StringAttr s) {
      LLVMSetTarget(mod, s.value());
    }
    if (module.attr("llvm.data_layout") instanceof StringAttr s) {
      LLVMSetDataLayout(mod, s.value());
    } else if (module.attr(org.jmlir.dialect.dlti.DltiDialect.DL_SPEC)
        instanceof org.jmlir.dialect.dlti.DataLayoutSpecAttr spec) {
      String layout;
      try {
        layout = org.jmlir.dialect.dlti.DataLayouts.toLlvm(spec);
      } catch (IllegalArgumentException e) {
        throw new TranslationException(module, e.getMessage());
      }
      String problem = org.jmlir.dialect.dlti.DataLayouts.llvmProblem(layout);
      if (problem != null) {
        throw new TranslationException(module, "invalid data layout \"" + layout + "\": " + problem);
      }
      LLVMSetDataLayout(mod, layout);
    }
    Attribute moduleAsm = module.attr("llvm.module_asm");
    if (moduleAsm != null && !(moduleAsm instanceof ArrayAttr)) {
      throw TranslationException.atModule(module, "expected an array attribute for a module level asm");
    }
    if (moduleAsm instanceof ArrayAttr asm) {
      for (Attribute line : asm.elements()) {
        if (!(line instanceof StringAttr)) {
          throw TranslationException.atModule(module, "expected a string attribute for each entry of a module level asm");
        }
      }
    }
    if (module.attr("llvm.module_asm") instanceof org.jmlir.ir.attr.ArrayAttr asm) {
      for (Attribute line : asm.elements()) {
        if (line instanceof StringAttr s) {
          byte[] b = s.value().getBytes(java.nio.charset.StandardCharsets.UTF_8);
          LLVMAppendModuleInlineAsm(mod, new org.bytedeco.javacpp.BytePointer(b), b.length);
        }
      }
    }
    Metadata.moduleStrings(this, module);
    Block body = module.region(0).front();
    for (Operation op : body) {
      if (op.name().equals("llvm.comdat")) {
        comdatOp(op);
      }
    }
    List<Operation> ctorOps = new ArrayList<>();
    List<Operation> aliasOps = new ArrayList<>();
    List<Operation> ifuncOps = new ArrayList<>();
    List<Operation> flagOps = new ArrayList<>();
    List<Operation> foreign = new ArrayList<>();
    // Declarations first: any op may refer to any global or function.
    for (Operation op : body) {
      switch (op.name()) {
        case "llvm.func" -> declareFunction(op);
        case "llvm.mlir.global" -> declareGlobal(op);
        case "llvm.mlir.global_ctors", "llvm.mlir.global_dtors" -> ctorOps.add(op);
        case "llvm.mlir.alias" -> aliasOps.add(op);
        case "llvm.linker_options" -> Metadata.linkerOptions(this, (ArrayAttr) op.attr("options"));
        case "llvm.module_flags" -> flagOps.add(op);
        case "llvm.mlir.ifunc" -> ifuncOps.add(op);
        case "llvm.comdat" -> {}
        // A nested module is skipped, body and all, as MLIR's builtin dialect translation does (what
        // -test-transform-dialect-erase-schedule leaves of a transform schedule, say).
        case "builtin.module" -> {}
        default -> {
          if (!op.name().startsWith("llvm.")) {
            dialectTranslation(op);
            foreign.add(op);
          } else {
            throw unsupported(op);
          }
        }
      }
    }
    // Aliases before the globals' initializers, which may name them.
    for (Operation op : aliasOps) {
      defineAlias(op);
    }
    for (Operation op : ifuncOps) {
      defineIFunc(op);
    }
    for (Operation op : body) {
      if (op.name().equals("llvm.mlir.global")) {
        defineGlobal(op);
      }
    }
    // Other dialects' top-level ops (gpu.binary) after the globals, before the function bodies.
    for (Operation op : foreign) {
      dialectTranslation(op).translateTopLevel(op, this);
    }
    for (Operation op : body) {
      if (op.name().equals("llvm.func") && !op.region(0).isEmpty()) {
        defineFunction(op);
      }
    }
    resolveBlockAddresses();
    for (Operation op : ctorOps) {
      structorsGlobal(op);
    }
    for (Operation op : flagOps) {
      metadataAttrs().moduleFlags(this, op);
    }
    LLVMDIDebugInfoVersionFlag();
    if (module.attr("llvm.target_triple") instanceof StringAttr triple && isWindowsMsvc(triple.value())) {
      // As mlir-translate: MSVC environments get CodeView debug info.
      LLVMAddModuleFlag(mod, LLVMModuleFlagBehaviorWarning, "CodeView", "CodeView".length(),
          LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), 1, 0)));
    }
  }

  private static boolean isWindowsMsvc(String triple) {
    String[] parts = triple.split("-");
    return parts.length >= 4 && (parts[2].startsWith("windows") || parts[2].startsWith("win32"))
        && parts[3].startsWith("msvc");
  }

  private void LLVMDIDebugInfoVersionFlag() {
    // mlir-translate adds the debug-info version flag to every module that has none yet.
    String key = "Debug Info Version";
    LLVMMetadataRef existing = LLVMGetModuleFlag(mod, key, key.length());
    if (existing != null && !existing.isNull()) {
      return;
    }
    LLVMAddModuleFlag(mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", "Debug Info Version".length(),
        LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), LLVMDebugMetadataVersion(), 0)));
  }

  /** The translations of other dialects, by namespace (ServiceLoader; looked up on first need). */
  private static volatile Map<String, DialectTranslation> dialectTranslations;

  /**
   * The translation of {@code op}'s dialect; MLIR's error for an op of a dialect without one.
   */
  static DialectTranslation dialectTranslation(Operation op) throws TranslationException {
    Map<String, DialectTranslation> m = dialectTranslations;
    if (m == null) {
      m = new HashMap<>();
      for (DialectTranslation t : java.util.ServiceLoader.load(DialectTranslation.class, ModuleTranslation.class.getClassLoader())) {
        m.putIfAbsent(t.dialect(), t);
      }
      dialectTranslations = m;
    }
    String name = op.name();
    int dot = name.indexOf('.');
    DialectTranslation t = dot < 0 ? null : m.get(name.substring(0, dot));
    if (t == null) {
      throw new TranslationException(op, "cannot be converted to LLVM IR: missing "
          + "`LLVMTranslationDialectInterface` registration for dialect for op: " + name);
    }
    return t;
  }

  @Override
  public void appendStructor(boolean dtor, LLVMValueRef fn, int priority) {
    String name = dtor ? "llvm.global_dtors" : "llvm.global_ctors";
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef entryType = LLVMStructTypeInContext(ctx, refs(i32, ptr, ptr), 3, 0);
    List<LLVMValueRef> entries = new ArrayList<>();
    LLVMValueRef old = LLVMGetNamedGlobal(mod, name);
    if (old != null && !old.isNull()) {
      LLVMValueRef init = LLVMGetInitializer(old);
      if (init != null && !init.isNull()) {
        for (int i = 0; i < LLVMGetNumOperands(init); i++) {
          entries.add(LLVMGetOperand(init, i));
        }
      }
      LLVMDeleteGlobal(old);
    }
    entries.add(LLVMConstStructInContext(ctx, refs(LLVMConstInt(i32, priority, 1), fn, LLVMConstNull(ptr)), 3, 0));
    LLVMValueRef g = LLVMAddGlobal(mod, LLVMArrayType2(entryType, entries.size()), name);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    LLVMSetInitializer(g, LLVMConstArray2(entryType, refs(entries), entries.size()));
  }

  /** Comdats by "comdat-op::selector" name. */
  private final Map<String, org.bytedeco.llvm.LLVM.LLVMComdatRef> comdats = new HashMap<>();

  /** An llvm.comdat region: one LLVM comdat per selector, named as the selector. */
  private void comdatOp(Operation op) throws TranslationException {
    String region = symName(op);
    for (Operation sel : op.region(0).front()) {
      String name = symName(sel);
      for (String key : comdats.keySet()) {
        if (key.endsWith("::" + name)) {
          throw new TranslationException(sel, "comdat selection symbols must be unique even in different comdat regions");
        }
      }
      org.bytedeco.llvm.LLVM.LLVMComdatRef c = LLVMGetOrInsertComdat(mod, name);
      long kind = sel.attr("comdat") instanceof IntegerAttr k ? k.longValue() : 0;
      LLVMSetComdatSelectionKind(c, (int) kind);
      comdats.put(region + "::" + name, c);
    }
  }

  private void setComdat(Operation op, LLVMValueRef g) {
    if (op.attr("comdat") instanceof SymbolRefAttr ref && !ref.nested().isEmpty()) {
      org.bytedeco.llvm.LLVM.LLVMComdatRef c = comdats.get(ref.root() + "::" + ref.leaf());
      if (c != null) {
        LLVMSetComdat(g, c);
      }
    }
  }

  private static TranslationException unsupported(Operation op) {
    return new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
  }

  private void structorsGlobal(Operation op) throws TranslationException {
    boolean ctors = op.name().endsWith("ctors");
    ArrayAttr fns = (ArrayAttr) op.attr(ctors ? "ctors" : "dtors");
    ArrayAttr prios = (ArrayAttr) op.attr("priorities");
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef entryType = LLVMStructTypeInContext(ctx, refs(i32, ptr, ptr), 3, 0);
    List<LLVMValueRef> entries = new ArrayList<>();
    for (int i = 0; i < fns.size(); i++) {
      String fn = ((SymbolRefAttr) fns.get(i)).root();
      LLVMValueRef f = globals.get(fn);
      if (f == null) {
        throw new TranslationException(op, "unknown function '" + fn + "'");
      }
      // mlir-translate 22 writes a null data pointer whatever `data` names.
      LLVMValueRef d = LLVMConstNull(ptr);
      long prio = ((IntegerAttr) prios.get(i)).longValue();
      entries.add(LLVMConstStructInContext(ctx, refs(LLVMConstInt(i32, prio, 1), f, d), 3, 0));
    }
    LLVMValueRef existing = LLVMGetNamedGlobal(mod, ctors ? "llvm.global_ctors" : "llvm.global_dtors");
    if (existing != null && !existing.isNull()) {
      // Another dialect's translation (gpu.binary's loader) made the array: add to it.
      for (int i = 0; i < fns.size(); i++) {
        appendStructor(!ctors, globals.get(((SymbolRefAttr) fns.get(i)).root()), (int) ((IntegerAttr) prios.get(i)).longValue());
      }
      return;
    }
    LLVMTypeRef arrayType = LLVMArrayType2(entryType, entries.size());
    LLVMValueRef g = LLVMAddGlobal(mod, arrayType, ctors ? "llvm.global_ctors" : "llvm.global_dtors");
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    LLVMSetInitializer(g, LLVMConstArray2(entryType, refs(entries), entries.size()));
  }

  // ---- globals ----

  private static String symName(Operation op) {
    return ((StringAttr) op.attr("sym_name")).value();
  }

  private void declareGlobal(Operation op) throws TranslationException {
    String name = symName(op);
    LLVMTypeRef type = types.get(op, ((TypeAttr) op.attr("global_type")).value());
    int addrSpace = op.attr("addr_space") instanceof IntegerAttr a ? (int) a.longValue() : 0;
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(mod, type, name, addrSpace);
    if (op.attr("constant") instanceof UnitAttr) {
      LLVMSetGlobalConstant(g, 1);
    }
    LLVMSetLinkage(g, linkage(op));
    if (op.attr("alignment") instanceof IntegerAttr a && a.longValue() > 0) {
      LLVMSetAlignment(g, (int) a.longValue());
    }
    if (op.attr("thread_local_") instanceof UnitAttr) {
      LLVMSetThreadLocal(g, 1);
    }
    if (op.attr("externally_initialized") instanceof UnitAttr) {
      LLVMSetExternallyInitialized(g, 1);
    }
    if (op.attr("section") instanceof StringAttr s) {
      LLVMSetSection(g, s.value());
    }
    setUnnamedAddr(op, g);
    setVisibility(op, g);
    setDsoLocal(op, g);
    setComdat(op, g);
    if (op.attr("dbg_exprs") instanceof org.jmlir.ir.attr.ArrayAttr exprs) {
      // Each #llvm.di_global_variable_expression as a !dbg attachment (DIBuilder lists it in its
      // compile unit's globals).
      // (LLVM 20's C API sets one !dbg attachment: with several expressions the last one stays.)
      int dbg = LLVMGetMDKindIDInContext(context(), "dbg", 3);
      for (Attribute e : exprs.elements()) {
        LLVMGlobalSetMetadata(g, dbg, debugInfo().node(op, e));
      }
    }
    globals.put(name, g);
    symbolOps.put(name, op);
  }

  private void defineGlobal(Operation op) throws TranslationException {
    LLVMValueRef g = globals.get(symName(op));
    LLVMTypeRef type = LLVMGlobalGetValueType(g);
    Attribute value = op.attr("value");
    LLVMValueRef init = null;
    if (op.numRegions() > 0 && !op.region(0).isEmpty()) {
      init = constantRegion(op, op.region(0));
    } else if (value != null) {
      init = constantAttr(op, value, type);
    } else if (linkage(op) != LLVMExternalLinkage && linkage(op) != LLVMExternalWeakLinkage) {
      // A global without an initializer that is not external: LLVM requires one; MLIR gives undef.
      init = LLVMGetUndef(type);
    }
    if (init != null) {
      LLVMSetInitializer(g, init);
    }
  }

  /** Evaluates a global's initializer region as constants, folded by the IR builder in a scratch function. */
  private LLVMValueRef constantRegion(Operation op, Region region) throws TranslationException {
    LLVMValueRef scratch = LLVMAddFunction(mod, "__jmlir_global_init", LLVMFunctionType(LLVMVoidTypeInContext(ctx),
        (PointerPointer<?>) null, 0, 0));
    inGlobalInitializer = true;
    try {
      LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(ctx, scratch, NO_NAME);
      LLVMPositionBuilderAtEnd(b, bb);
      Block block = region.front();
      for (Operation inner : block) {
        if (inner.name().equals("llvm.return")) {
          LLVMValueRef v = value(inner.operand(0));
          if (LLVMIsConstant(v) == 0) {
            throw new TranslationException(inner, "the initializer of a global must be a constant expression");
          }
          return v;
        }
        translateOp(inner);
      }
      throw new TranslationException(op, "the initializer region does not return a value");
    } finally {
      inGlobalInitializer = false;
      LLVMDeleteFunction(scratch);
    }
  }

  private boolean inGlobalInitializer;

  /** Whether ops are being translated as a global's initializer (constant-folded as upstream). */
  boolean inGlobalInitializer() {
    return inGlobalInitializer;
  }

  // ---- functions ----

  private void declareFunction(Operation op) throws TranslationException {
    String name = symName(op);
    LLVMTypeRef fnType = types.get(op, ((TypeAttr) op.attr("function_type")).value());
    LLVMValueRef fn = LLVMAddFunction(mod, name, fnType);
    int linkage = linkage(op);
    LLVMSetLinkage(fn, linkage);
    setUnnamedAddr(op, fn);
    setVisibility(op, fn);
    setDsoLocal(op, fn);
    setComdat(op, fn);
    if (op.attr("section") instanceof StringAttr s) {
      LLVMSetSection(fn, s.value());
    }
    if (op.attr("alignment") instanceof IntegerAttr a && a.longValue() > 0) {
      LLVMSetAlignment(fn, (int) a.longValue());
    }
    if (op.attr("garbageCollector") instanceof StringAttr s) {
      LLVMSetGC(fn, s.value());
    }
    int cconv = callingConv(op.attr("CConv"));
    if (cconv != LLVMCCallConv) {
      LLVMSetFunctionCallConv(fn, cconv);
    }
    FunctionAttributes.apply(this, fn, op, op.numRegions() > 0 && !op.region(0).isEmpty());
    Metadata.function(this, op, fn);
    if (DebugInfo.subprogramOf(op) != null) {
      debugInfo().function(op, fn);
    }
    globals.put(name, fn);
    symbolOps.put(name, op);
  }

  private void defineFunction(Operation op) throws TranslationException {
    LLVMValueRef fn = globals.get(symName(op));
    scope = DebugInfo.subprogramOf(op) != null ? debugInfo().node(op, DebugInfo.subprogramOf(op)) : null;
    values.clear();
    blocks.clear();
    pendingPhis.clear();
    textOrder.clear();
    dummyBlocks = 0;
    Region body = op.region(0);
    int n = 0;
    for (Block block : body.blocks()) {
      for (Operation inner : block) {
        textOrder.put(inner, n++);
      }
    }
    List<Block> order = reversePostOrder(body);
    for (Block block : body.blocks()) {
      blocks.put(block, LLVMAppendBasicBlockInContext(ctx, fn, NO_NAME));
      for (Operation inner : block) {
        if (inner.name().equals("llvm.blocktag")
            && inner.attr("tag") instanceof org.jmlir.dialect.llvm.LlvmBlockTagAttr tag) {
          blockTags.put(symName(op) + "\0" + tag.id(), blocks.get(block));
        }
      }
    }
    Block entry = body.front();
    for (int i = 0; i < entry.numArguments(); i++) {
      values.put(entry.argument(i), LLVMGetParam(fn, i));
    }
    if (op.attr("personality") instanceof SymbolRefAttr p && globals.containsKey(p.root())) {
      LLVMSetPersonalityFn(fn, globals.get(p.root()));
    }
    // Phis for the other blocks' arguments, created up front so branches can refer to them.
    for (Block block : body.blocks()) {
      if (block == entry) {
        continue;
      }
      LLVMPositionBuilderAtEnd(b, blocks.get(block));
      for (int i = 0; i < block.numArguments(); i++) {
        values.put(block.argument(i), LLVMBuildPhi(b, types.get(op, block.argument(i).type()), NO_NAME));
      }
    }
    for (Block block : order) {
      LLVMPositionBuilderAtEnd(b, blocks.get(block));
      for (Operation inner : block) {
        translateOp(inner);
      }
    }
    pendingPhis.sort((x, y) -> Long.compare(y.key(), x.key()));
    for (PendingEdge e : pendingPhis) {
      e.connect().run();
    }
  }

  /** The blocks in reverse post-order from the entry, then the unreachable ones in region order. */
  private static List<Block> reversePostOrder(Region region) {
    List<Block> post = new ArrayList<>();
    Set<Block> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Object[]> stack = new ArrayDeque<>();
    Block entry = region.front();
    seen.add(entry);
    stack.push(new Object[] {entry, 0});
    while (!stack.isEmpty()) {
      Object[] top = stack.peek();
      Block blk = (Block) top[0];
      int next = (int) top[1];
      List<Block> succ = blk.successors();
      if (next < succ.size()) {
        top[1] = next + 1;
        Block s = succ.get(next);
        if (seen.add(s)) {
          stack.push(new Object[] {s, 0});
        }
      } else {
        stack.pop();
        post.add(blk);
      }
    }
    List<Block> order = new ArrayList<>(post.reversed());
    for (Block blk : region.blocks()) {
      if (!seen.contains(blk)) {
        order.add(blk);
      }
    }
    return order;
  }

  @Override
  public LLVMValueRef value(Value v) {
    LLVMValueRef r = values.get(v);
    if (r == null) {
      throw new IllegalStateException("value used before it was translated");
    }
    return r;
  }

  private LLVMValueRef[] operands(Operation op, int from, int to) {
    LLVMValueRef[] r = new LLVMValueRef[to - from];
    for (int i = from; i < to; i++) {
      r[i - from] = value(op.operand(i));
    }
    return r;
  }

  /** Adds the operands that {@code branch}'s successor {@code index} passes to their phis, from the current block. */
  private void branchArgs(Operation branch, int index, Block dest, List<Value> args) {
    LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
    long key = (long) textOrder.getOrDefault(branch, 0) * 1024 + index;
    pendingPhis.add(new PendingEdge(key, () -> {
      for (int i = 0; i < args.size(); i++) {
        LLVMValueRef phi = values.get(dest.argument(i));
        LLVMAddIncoming(phi, incomingValue.put(0, value(args.get(i))), incomingBlock.put(0, from), 1);
      }
    }));
  }

  // One-element arrays for LLVMAddIncoming (which copies them), reused: each JavaCPP array is a
  // native allocation with its deallocator registered, interpreted at jrun's start-up (issue 12).
  private final PointerPointer<LLVMValueRef> incomingValue = new PointerPointer<>(1);
  private final PointerPointer<LLVMBasicBlockRef> incomingBlock = new PointerPointer<>(1);

  // ---- ops ----

  /** The subprogram of the function being translated (the scope of its locations), or null. */
  private LLVMMetadataRef scope;

  private DebugInfo debugInfo;

  /** A loop annotation's start or end location as a DILocation (null without a debug scope). */
  private LLVMMetadataRef loopLocation(Attribute loc) {
    try {
      return loc instanceof org.jmlir.ir.loc.Location l ? debugInfo().location(null, l, scope, null) : null;
    } catch (TranslationException e) {
      return null;
    }
  }

  private DebugInfo debugInfo() {
    if (debugInfo == null) {
      debugInfo = new DebugInfo(this);
    }
    return debugInfo;
  }

  private void translateOp(Operation op) throws TranslationException {
    org.jmlir.ir.loc.Location loc = op.location();
    boolean located = !inGlobalInitializer && (scope != null || loc instanceof org.jmlir.ir.loc.FusedLoc
        || loc instanceof org.jmlir.ir.loc.CallSiteLoc || loc instanceof org.jmlir.ir.loc.NameLoc);
    LLVMMetadataRef dbg = located ? debugInfo().location(op, loc, scope, null) : null;
    if (op.name().startsWith("llvm.intr.dbg.")) {
      debugInfo().intrinsic(op, dbg);
      return;
    }
    if (located) {
      LLVMSetCurrentDebugLocation2(b, dbg);
    }
    OpTranslator.translate(this, op);
    if (located) {
      LLVMSetCurrentDebugLocation2(b, null);
    }
    if (op.attr("dereferenceable") instanceof org.jmlir.dialect.llvm.LlvmTextAttr deref && !inGlobalInitializer) {
      LLVMValueRef last = LLVMGetLastInstruction(LLVMGetInsertBlock(b));
      if (last != null && !last.isNull()) {
        Metadata.dereferenceable(ctx, last, deref.params());
      }
    }
    if (MetadataAttrs.has(op) && !inGlobalInitializer) {
      LLVMValueRef last = LLVMGetLastInstruction(LLVMGetInsertBlock(b));
      if (last != null && !last.isNull()) {
        metadataAttrs().attach(op, last);
      }
    }
    if (!afterTerminator.isEmpty()) {
      afterTerminator.forEach(Runnable::run);
      afterTerminator.clear();
    }
  }

  @Override
  public LLVMBuilderRef builder() {
    return b;
  }

  /** The loop metadata of this module's branches (made on first use). */
  LoopMetadata loops() {
    if (loops == null) {
      loops = new LoopMetadata(ctx, this::metadataAttrs, this::loopLocation);
    }
    return loops;
  }

  @Override
  public LLVMContextRef context() {
    return ctx;
  }

  @Override
  public LLVMModuleRef module() {
    return mod;
  }

  LlvmTypes types() {
    return types;
  }

  @Override
  public LLVMTypeRef type(Operation op, org.jmlir.ir.type.Type type) throws TranslationException {
    return types.get(op, type);
  }

  @Override
  public void map(Value v, LLVMValueRef r) {
    values.put(v, r);
  }

  LLVMBasicBlockRef block(Block blk) {
    return blocks.get(blk);
  }

  void addPhiIncoming(Operation branch, int index, Block dest, List<Value> args) {
    branchArgs(branch, index, dest, args);
  }

  /**
   * The LLVM block that successor {@code index} of terminator {@code term} branches to, its phis fed
   * from the current block. A block with arguments that the terminator names more than once gets, for
   * each later occurrence, a new block at the end of the function that takes the arguments and branches
   * on (as MLIR's legalization for export does before mlir-translate), so that every phi has one value
   * per predecessor.
   */
  LLVMBasicBlockRef edge(Operation term, int index, Block dest, List<Value> args) {
    boolean repeated = false;
    for (int j = 0; j < index && dest.numArguments() > 0; j++) {
      repeated |= term.successor(j) == dest;
    }
    if (!repeated) {
      branchArgs(term, index, dest, args);
      return blocks.get(dest);
    }
    LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
    LLVMBasicBlockRef dummy = LLVMAppendBasicBlockInContext(ctx, LLVMGetBasicBlockParent(from), NO_NAME);
    LLVMPositionBuilderAtEnd(b, dummy);
    List<LLVMValueRef> phis = new ArrayList<>();
    for (Value arg : args) {
      LLVMValueRef phi = LLVMBuildPhi(b, LLVMTypeOf(value(arg)), NO_NAME);
      LLVMAddIncoming(phi, refs(value(arg)), new PointerPointer<>(new LLVMBasicBlockRef[] {from}), 1);
      phis.add(phi);
    }
    // Its branch is built once the terminator is (a later use of the destination, as upstream).
    afterTerminator.add(() -> {
      LLVMPositionBuilderAtEnd(b, dummy);
      LLVMBuildBr(b, blocks.get(dest));
      LLVMPositionBuilderAtEnd(b, from);
    });
    // The new block's branch comes after every op of the function in MLIR's order.
    long key = (long) (textOrder.size() + ++dummyBlocks) * 1024;
    pendingPhis.add(new PendingEdge(key, () -> {
      for (int i = 0; i < phis.size(); i++) {
        LLVMAddIncoming(values.get(dest.argument(i)), refs(phis.get(i)),
            new PointerPointer<>(new LLVMBasicBlockRef[] {dummy}), 1);
      }
    }));
    LLVMPositionBuilderAtEnd(b, from);
    return dummy;
  }

  private int dummyBlocks;

  /** The LLVM block of each {@code llvm.blocktag}, keyed by function name and tag id. */
  private final Map<String, LLVMBasicBlockRef> blockTags = new HashMap<>();

  /** Placeholders of block addresses whose block was not translated yet, with their function and key. */
  private final List<Object[]> pendingBlockAddresses = new ArrayList<>();

  /**
   * The value of {@code llvm.blockaddress}: LLVM's {@code blockaddress} constant when the tagged block
   * exists already, else a placeholder global replaced once every function body is translated (as
   * mlir-translate does for addresses of blocks it has not reached).
   */
  LLVMValueRef blockAddress(Operation op, LLVMTypeRef type) throws TranslationException {
    var addr = (org.jmlir.dialect.llvm.LlvmBlockTagAttr) op.attr("block_addr");
    LLVMValueRef fn = globals.get(addr.function());
    if (fn == null) {
      throw new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
    }
    String key = addr.function() + "\0" + addr.id();
    LLVMBasicBlockRef bb = blockTags.get(key);
    if (bb != null) {
      return LLVMBlockAddress(fn, bb);
    }
    LLVMValueRef placeholder = LLVMAddGlobal(mod, type, "");
    pendingBlockAddresses.add(new Object[] {placeholder, fn, key, op});
    return placeholder;
  }

  private void resolveBlockAddresses() throws TranslationException {
    for (Object[] p : pendingBlockAddresses) {
      LLVMBasicBlockRef bb = blockTags.get((String) p[2]);
      if (bb == null) {
        Operation op = (Operation) p[3];
        throw new TranslationException(op, "LLVM Translation failed for operation: " + op.name());
      }
      LLVMValueRef placeholder = (LLVMValueRef) p[0];
      LLVMReplaceAllUsesWith(placeholder, LLVMBlockAddress((LLVMValueRef) p[1], bb));
      LLVMDeleteGlobal(placeholder);
    }
    pendingBlockAddresses.clear();
  }
  private final List<Runnable> afterTerminator = new ArrayList<>();

  LLVMValueRef global(Operation op, String name) throws TranslationException {
    LLVMValueRef g = globals.get(name);
    if (g == null) {
      throw new TranslationException(op, "'" + name + "' does not reference a valid LLVM function or global");
    }
    return g;
  }

  Operation symbolOp(String name) {
    return symbolOps.get(name);
  }

  LLVMValueRef[] operandValues(Operation op, int from, int to) {
    return operands(op, from, to);
  }

  // ---- attributes ----

  /** The text inside an enum-like dialect attribute: {@code #llvm.linkage<internal>} gives "internal". */
  static String enumText(Attribute a) {
    if (a instanceof DialectAttribute d) {
      String body = d.body();
      int lt = body.indexOf('<');
      return lt < 0 ? body : body.substring(lt + 1, body.length() - 1).strip();
    }
    if (a instanceof StringAttr s) {
      return s.value();
    }
    return null;
  }

  private static int linkage(Operation op) {
    String l = enumText(op.attr("linkage"));
    if (l == null) {
      return LLVMExternalLinkage;
    }
    return switch (l) {
      case "private" -> LLVMPrivateLinkage;
      case "internal" -> LLVMInternalLinkage;
      case "available_externally" -> LLVMAvailableExternallyLinkage;
      case "linkonce" -> LLVMLinkOnceAnyLinkage;
      case "linkonce_odr" -> LLVMLinkOnceODRLinkage;
      case "weak" -> LLVMWeakAnyLinkage;
      case "weak_odr" -> LLVMWeakODRLinkage;
      case "common" -> LLVMCommonLinkage;
      case "appending" -> LLVMAppendingLinkage;
      case "extern_weak" -> LLVMExternalWeakLinkage;
      default -> LLVMExternalLinkage;
    };
  }

  private static void setUnnamedAddr(Operation op, LLVMValueRef g) {
    Attribute a = op.attr("unnamed_addr");
    long v = a instanceof IntegerAttr i ? i.longValue() : 0;
    String text = enumText(a);
    if (text != null && !(a instanceof IntegerAttr)) {
      v = text.equals("unnamed_addr") ? 2 : text.equals("local_unnamed_addr") ? 1 : 0;
    }
    if (v == 1) {
      LLVMSetUnnamedAddress(g, LLVMLocalUnnamedAddr);
    } else if (v == 2) {
      LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    }
  }

  private static void setVisibility(Operation op, LLVMValueRef g) {
    Attribute a = op.attr("visibility_");
    long v = a instanceof IntegerAttr i ? i.longValue() : 0;
    if (v == 1) {
      LLVMSetVisibility(g, LLVMHiddenVisibility);
    } else if (v == 2) {
      LLVMSetVisibility(g, LLVMProtectedVisibility);
    }
  }

  /**
   * {@code dso_local}. LLVM 20's C API has no setter, but LLVM marks a global dso_local whenever its
   * visibility is set to a non-default one (an implicitly dso_local global), and setting the visibility
   * back keeps the mark: so a round through hidden visibility sets it, through the API. Local linkage
   * (dso_local implied, not printed) and extern_weak (never implied) are left alone.
   */
  private static void setDsoLocal(Operation op, LLVMValueRef g) {
    if (!(op.attr("dso_local") instanceof UnitAttr)) {
      return;
    }
    int linkage = LLVMGetLinkage(g);
    if (linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage || linkage == LLVMExternalWeakLinkage) {
      return;
    }
    int visibility = LLVMGetVisibility(g);
    if (visibility == LLVMDefaultVisibility) {
      LLVMSetVisibility(g, LLVMHiddenVisibility);
      LLVMSetVisibility(g, LLVMDefaultVisibility);
    }
  }

  /**
   * {@code llvm.mlir.alias}: a global alias of the constant address its region returns (evaluated as
   * a global's initializer), of the pointer's address space.
   */
  private void defineAlias(Operation op) throws TranslationException {
    String name = symName(op);
    LLVMTypeRef valueType = types.get(op, ((TypeAttr) op.attr("alias_type")).value());
    LLVMValueRef aliasee = constantRegion(op, op.region(0));
    LLVMValueRef a = LLVMAddAlias2(mod, valueType, LLVMGetPointerAddressSpace(LLVMTypeOf(aliasee)), aliasee, name);
    LLVMSetLinkage(a, linkage(op));
    if (op.attr("thread_local_") instanceof UnitAttr) {
      LLVMSetThreadLocal(a, 1);
    }
    setUnnamedAddr(op, a);
    setVisibility(op, a);
    // dso_local is not exported for aliases (as mlir-translate 22).
    globals.put(name, a);
    symbolOps.put(name, op);
  }

  /** {@code llvm.mlir.ifunc}: a global ifunc of the function type, resolved by the named function or alias. */
  private void defineIFunc(Operation op) throws TranslationException {
    String name = symName(op);
    LLVMTypeRef fnType = types.get(op, ((TypeAttr) op.attr("i_func_type")).value());
    int space = op.attr("address_space") instanceof IntegerAttr a ? (int) a.longValue() : 0;
    LLVMValueRef f = LLVMAddGlobalIFunc(mod, name, name.getBytes(java.nio.charset.StandardCharsets.UTF_8).length, fnType, space,
        global(op, ((SymbolRefAttr) op.attr("resolver")).root()));
    LLVMSetLinkage(f, linkage(op));
    // unnamed_addr is not exported, as mlir-translate 22 does.
    setVisibility(op, f);
    setDsoLocal(op, f);
    globals.put(name, f);
    symbolOps.put(name, op);
  }

  private MetadataAttrs metadataAttrs;

  /** The TBAA, alias-scope, access-group and module-flag metadata of this module (made on first use). */
  MetadataAttrs metadataAttrs() {
    if (metadataAttrs == null) {
      metadataAttrs = new MetadataAttrs(ctx);
    }
    return metadataAttrs;
  }

  static int callingConv(Attribute a) {
    String c = enumText(a);
    if (c == null) {
      return LLVMCCallConv;
    }
    return switch (c) {
      case "fastcc" -> LLVMFastCallConv;
      case "coldcc" -> LLVMColdCallConv;
      case "cc_10", "ghccc" -> LLVMGHCCallConv;
      case "x86_stdcallcc" -> LLVMX86StdcallCallConv;
      case "x86_fastcallcc" -> LLVMX86FastcallCallConv;
      case "x86_vectorcallcc" -> LLVMX86VectorCallCallConv;
      case "x86_regcallcc" -> LLVMX86RegCallCallConv;
      case "swiftcc" -> LLVMSwiftCallConv;
      case "preserve_mostcc" -> LLVMPreserveMostCallConv;
      case "preserve_allcc" -> LLVMPreserveAllCallConv;
      // LLVM's CallingConv numbers the C API names no constant for (as --import-llvm reads them).
      case "cc_11" -> 11;
      case "anyregcc" -> 13;
      case "cxx_fast_tlscc" -> 17;
      case "tailcc" -> 18;
      case "cfguard_checkcc" -> 19;
      case "swifttailcc" -> 20;
      case "arm_apcscc" -> 66;
      case "arm_aapcscc" -> 67;
      case "arm_aapcs_vfpcc" -> 68;
      case "msp430_intrcc" -> 69;
      case "x86_thiscallcc" -> 70;
      case "ptx_kernelcc" -> 71;
      case "ptx_devicecc" -> 72;
      case "spir_funccc" -> 75;
      case "spir_kernelcc" -> 76;
      case "intel_ocl_bicc" -> 77;
      case "x86_64_sysvcc" -> 78;
      case "win64cc" -> 79;
      default -> LLVMCCallConv;
    };
  }

  // ---- constants ----

  /** The constant of LLVM type {@code type} an attribute stands for (mlir.constant and global values). */
  LLVMValueRef constantAttr(Operation op, Attribute value, LLVMTypeRef type) throws TranslationException {
    int kind = LLVMGetTypeKind(type);
    // if/instanceof rather than a pattern switch: each pattern switch spins a class at run time
    // (not kept in the AOT cache), a few milliseconds of every jrun.
    if (value instanceof IntegerAttr i) {
      if (kind == LLVMIntegerTypeKind) {
        return intConst(type, i.value());
      }
      if (kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind) {
        LLVMTypeRef elem = LLVMGetElementType(type);
        return splat(type, constantAttr(op, value, elem));
      }
      if (isFloatKind(kind)) {
        return floatConst(type, i.value());
      }
    } else if (value instanceof FloatAttr f) {
      if (isFloatKind(kind)) {
        return floatConst(type, f.bits());
      }
      if (kind == LLVMIntegerTypeKind) {
        // A small float format (f8E4M3FN, ...) that LLVM holds as an integer of its width.
        return intConst(type, f.bits());
      }
      if (kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind) {
        return splat(type, constantAttr(op, value, LLVMGetElementType(type)));
      }
    } else if (value instanceof StringAttr s && kind == LLVMArrayTypeKind) {
      byte[] bytes = latin1Bytes(s.value());
      return LLVMConstStringInContext2(ctx, new org.bytedeco.javacpp.BytePointer(bytes), bytes.length, 1);
    } else if (value instanceof DenseIntOrFPElementsAttr d) {
      return denseConst(op, d, type);
    } else if (value instanceof org.jmlir.ir.attr.DenseResourceElementsAttr res) {
      return denseConst(op, resourceElements(op, res), type);
    } else if (value instanceof org.jmlir.ir.attr.SparseElementsAttr sp) {
      DenseIntOrFPElementsAttr d = densify(op.context(), sp);
      if (d != null) {
        return denseConst(op, d, type);
      }
    } else if (value instanceof ArrayAttr arr && kind == LLVMStructTypeKind) {
      int n = LLVMCountStructElementTypes(type);
      LLVMValueRef[] elems = new LLVMValueRef[n];
      for (int k = 0; k < n; k++) {
        elems[k] = constantAttr(op, arr.get(k), LLVMStructGetTypeAtIndex(type, k));
      }
      return structConst(type, elems);
    } else if (value instanceof ArrayAttr arr && (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind)) {
      LLVMTypeRef elem = LLVMGetElementType(type);
      LLVMValueRef[] elems = new LLVMValueRef[arr.size()];
      for (int k = 0; k < arr.size(); k++) {
        elems[k] = constantAttr(op, arr.get(k), elem);
      }
      return kind == LLVMVectorTypeKind ? LLVMConstVector(refs(elems), elems.length)
          : LLVMConstArray2(elem, refs(elems), elems.length);
    } else if (value instanceof DialectAttribute da && enumText(value) != null) {
      if (da.body().startsWith("zero")) {
        return LLVMConstNull(type);
      }
      if (da.body().startsWith("undef")) {
        return LLVMGetUndef(type);
      }
      if (da.body().startsWith("poison")) {
        return LLVMGetPoison(type);
      }
    }
    throw new TranslationException(op, "unsupported constant value " + org.jmlir.ir.print.AttrTypeText.attribute(value) + " for LLVM type "
        + Llvm.typeString(type));
  }

  /**
   * A {@code dense_resource<key>} tensor or vector as the dense elements its builtin blob holds, with
   * mlir-translate 22's errors (another shaped type, an element type without a byte layout, a missing
   * resource, a blob of the wrong size).
   */
  private static DenseIntOrFPElementsAttr resourceElements(Operation op, org.jmlir.ir.attr.DenseResourceElementsAttr res)
      throws TranslationException {
    org.jmlir.ir.type.ShapedType type = res.type();
    if (!(type instanceof org.jmlir.ir.type.RankedTensorType || type instanceof org.jmlir.ir.type.VectorType)) {
      throw new TranslationException(op, "unsupported dense_resource type");
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(type.elementType());
    int width = type.elementType() instanceof IntegerType it ? it.width() : bits;
    if (width != bits || bits % 8 != 0
        || !(type.elementType() instanceof IntegerType || type.elementType() instanceof org.jmlir.ir.type.FloatType)) {
      throw new TranslationException(op, "no known conversion for innermost element type");
    }
    org.jmlir.ir.parse.DialectResources.Entry entry = op.context().dialectResources().get("builtin", res.handle());
    if (entry == null || entry.blob() == null) {
      throw new TranslationException(op, "resource does not exist");
    }
    if (entry.blob().length != type.numElements() * (bits / 8)) {
      throw new TranslationException(op, "raw data size does not match element type size");
    }
    return DenseIntOrFPElementsAttr.getFromRaw(op.context(), type, entry.blob().clone());
  }

  /**
   * A sparse elements attribute as the dense one it stands for (zeros where no index names an
   * element), as mlir-translate expands it; null for element types without a raw layout.
   */
  private static DenseIntOrFPElementsAttr densify(org.jmlir.ir.MLIRContext mctx, org.jmlir.ir.attr.SparseElementsAttr sp) {
    org.jmlir.ir.type.ShapedType type = sp.type();
    if (!(sp.values() instanceof DenseIntOrFPElementsAttr values) || !(sp.indices() instanceof DenseIntOrFPElementsAttr indices)
        || DenseIntOrFPElementsAttr.elementStorageBits(type.elementType()) % 8 != 0) {
      return null;
    }
    int bytes = DenseIntOrFPElementsAttr.elementStorageBits(type.elementType()) / 8;
    long[] shape = type.shape();
    byte[] raw = new byte[(int) (type.numElements() * bytes)];
    int rank = shape.length;
    int indexBits = DenseIntOrFPElementsAttr.elementStorageBits(indices.elementType());
    long count = values.type().numElements();
    for (long k = 0; k < count; k++) {
      long linear = 0;
      for (int d = 0; d < rank; d++) {
        long i = indices.scalarBits(indices.isSplat() ? 0 : k * rank + d, indexBits).longValue();
        linear = linear * shape[d] + i;
      }
      long from = (values.isSplat() ? 0 : k) * bytes;
      System.arraycopy(values.rawData(), (int) from, raw, (int) (linear * bytes), bytes);
    }
    return DenseIntOrFPElementsAttr.getFromRaw(mctx, type, raw);
  }

  /** The bytes of a string attribute's value: characters 0-255, as MLIR's escapes give them. */
  private static byte[] latin1Bytes(String s) {
    byte[] out = new byte[s.length()];
    for (int i = 0; i < s.length(); i++) {
      out[i] = (byte) s.charAt(i);
    }
    return out;
  }

  private LLVMValueRef structConst(LLVMTypeRef type, LLVMValueRef[] elems) {
    if (LLVMGetStructName(type) != null && !LLVMGetStructName(type).isNull()) {
      return LLVMConstNamedStruct(type, refs(elems), elems.length);
    }
    return LLVMConstStructInContext(ctx, refs(elems), elems.length, LLVMIsPackedStruct(type));
  }

  private static boolean isFloatKind(int kind) {
    return kind == LLVMHalfTypeKind || kind == LLVMBFloatTypeKind || kind == LLVMFloatTypeKind
        || kind == LLVMDoubleTypeKind || kind == LLVMX86_FP80TypeKind || kind == LLVMFP128TypeKind
        || kind == LLVMPPC_FP128TypeKind;
  }

  LLVMValueRef intConst(LLVMTypeRef type, BigInteger v) {
    int width = LLVMGetIntTypeWidth(type);
    if (width <= 64) {
      return LLVMConstInt(type, v.longValue(), 0);
    }
    int words = (width + 63) / 64;
    long[] w = new long[words];
    BigInteger u = v.signum() < 0 ? v.add(BigInteger.ONE.shiftLeft(width)) : v;
    for (int k = 0; k < words; k++) {
      w[k] = u.shiftRight(64 * k).longValue();
    }
    return LLVMConstIntOfArbitraryPrecision(type, words, w);
  }

  /** A float constant with exactly the bits given: an integer of the same width, bit-cast (folded). */
  LLVMValueRef floatConst(LLVMTypeRef type, BigInteger bits) {
    int width = switch (LLVMGetTypeKind(type)) {
      case LLVMHalfTypeKind, LLVMBFloatTypeKind -> 16;
      case LLVMFloatTypeKind -> 32;
      case LLVMDoubleTypeKind -> 64;
      case LLVMX86_FP80TypeKind -> 80;
      default -> 128;
    };
    LLVMTypeRef it = LLVMIntTypeInContext(ctx, width);
    return LLVMConstBitCast(intConst(it, bits), type);
  }

  private LLVMValueRef splat(LLVMTypeRef type, LLVMValueRef elem) {
    int n = LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type) : (int) LLVMGetArrayLength2(type);
    LLVMValueRef[] elems = new LLVMValueRef[n];
    java.util.Arrays.fill(elems, elem);
    return LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMConstVector(refs(elems), n)
        : LLVMConstArray2(LLVMTypeOf(elem), refs(elems), n);
  }

  private LLVMValueRef denseConst(Operation op, DenseIntOrFPElementsAttr d, LLVMTypeRef type) throws TranslationException {
    long[] shape = d.type().shape();
    Type elemType = d.elementType();
    if (d.isSplat() && isAllZero(d.rawData())) {
      // All zeros: zeroinitializer, which is what LLVM makes of any all-zero aggregate (and cheap
      // for a huge one).
      return LLVMConstNull(type);
    }
    boolean complex = elemType instanceof org.jmlir.ir.type.ComplexType;
    Type scalar = complex ? ((org.jmlir.ir.type.ComplexType) elemType).elementType() : elemType;
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(scalar);
    boolean isFloat = scalar instanceof FloatType;
    return denseLevel(op, d, type, shape, 0, 0, bits, isFloat, complex);
  }

  private static boolean isAllZero(byte[] raw) {
    for (byte x : raw) {
      if (x != 0) {
        return false;
      }
    }
    return true;
  }

  private LLVMValueRef denseLevel(Operation op, DenseIntOrFPElementsAttr d, LLVMTypeRef type, long[] shape, int dim,
      long base, int bits, boolean isFloat, boolean complex) throws TranslationException {
    int kind = LLVMGetTypeKind(type);
    if (complex && kind == LLVMStructTypeKind && LLVMCountStructElementTypes(type) == 2) {
      // A complex element: the struct of its real and imaginary parts.
      long e = d.isSplat() ? 0 : base;
      LLVMValueRef[] parts = new LLVMValueRef[2];
      for (int k = 0; k < 2; k++) {
        LLVMTypeRef pt = LLVMStructGetTypeAtIndex(type, k);
        BigInteger raw = d.scalarBits(2 * e + k, bits);
        parts[k] = isFloat && LLVMGetTypeKind(pt) != LLVMIntegerTypeKind ? floatConst(pt, raw) : intConst(pt, raw);
      }
      return structConst(type, parts);
    }
    if (kind != LLVMVectorTypeKind && kind != LLVMArrayTypeKind) {
      BigInteger raw = d.scalarBits(d.isSplat() ? 0 : base, bits);
      // Float data in an integer LLVM type: a small float format (f8E4M3FN, ...) kept as its bits.
      return isFloat && kind != LLVMIntegerTypeKind ? floatConst(type, raw) : intConst(type, raw);
    }
    long stride = 1;
    for (int k = dim + 1; k < shape.length; k++) {
      stride *= shape[k];
    }
    LLVMTypeRef elem = LLVMGetElementType(type);
    int n = kind == LLVMVectorTypeKind ? LLVMGetVectorSize(type) : (int) LLVMGetArrayLength2(type);
    boolean beyond = dim >= shape.length;
    if (beyond && !d.isSplat() && d.type().numElements() != 1) {
      throw new TranslationException(op, "the constant's shape does not match its LLVM type");
    }
    LLVMValueRef[] elems = new LLVMValueRef[n];
    // A vector element type of the last dimension flattens one level (vector<4xf32> in an array);
    // past the attribute's rank (a 0-d tensor in an array of one) every element is the one value.
    for (int k = 0; k < n; k++) {
      elems[k] = denseLevel(op, d, elem, shape, dim + 1, beyond ? base : base + k * stride, bits, isFloat, complex);
    }
    return kind == LLVMVectorTypeKind ? LLVMConstVector(refs(elems), n) : LLVMConstArray2(elem, refs(elems), n);
  }

  // ---- helpers ----

  static PointerPointer<LLVMValueRef> refs(LLVMValueRef... values) {
    return new PointerPointer<>(values);
  }

  static PointerPointer<LLVMValueRef> refs(List<LLVMValueRef> values) {
    return new PointerPointer<>(values.toArray(new LLVMValueRef[0]));
  }

  static PointerPointer<LLVMTypeRef> refs(LLVMTypeRef... types) {
    return new PointerPointer<>(types);
  }

  static <T extends Pointer> PointerPointer<T> array(List<T> items, T[] empty) {
    return new PointerPointer<>(items.toArray(empty));
  }

  static Set<String> names(Iterable<String> s) {
    Set<String> out = new HashSet<>();
    s.forEach(out::add);
    return out;
  }

  static int[] rawIndices(Attribute a) {
    DenseArrayAttr d = (DenseArrayAttr) a;
    int[] out = new int[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) d.rawValue(i);
    }
    return out;
  }

  static long[] longs(Attribute a) {
    DenseArrayAttr d = (DenseArrayAttr) a;
    long[] out = new long[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = d.rawValue(i);
    }
    return out;
  }

  static boolean isVector(Type t) {
    return t instanceof VectorType;
  }

  static boolean isInteger(Type t) {
    return t instanceof IntegerType;
  }
}
