package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** MLIR's LLVM dialect: LLVM IR's types, instructions and intrinsics as ops. */
public final class LlvmDialect extends Dialect {
  public static final String NAMESPACE = "llvm";

  public LlvmDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new LlvmInliner());
  }

  /*
   * Every op is registered on its first lookup (lazyOperation), not when the dialect loads: a
   * program uses a handful of the dialect's ~250 ops, and building the others' specifications (and
   * initialising their classes) was a measurable part of jrun's start (BENCHMARKS.md, issue 12). Each
   * core op of LlvmOps, each intrinsic of LlvmIntrinsics and each op class (ConstantOp, CallOp, ...) is
   * built on its own first use; the module-level ops and the debug intrinsics a group at a time. A
   * holder class per group, so that the JVM builds each once, thread-safely.
   */

  private static final class ModuleOps {
    static final List<OpDef> ALL = LlvmModuleOps.all();
    static final java.util.Map<String, OpDef> BY_NAME = byName(ALL);
  }

  private static final class DebugOps {
    static final List<OpDef> ALL = DebugIntrinsicOps.all();
    static final java.util.Map<String, OpDef> BY_NAME = byName(ALL);
  }

  private static java.util.Map<String, OpDef> byName(List<OpDef> defs) {
    java.util.Map<String, OpDef> m = new java.util.HashMap<>();
    for (OpDef d : defs) {
      m.put(d.name(), d);
    }
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * The op of an op class of its own, by name; null for the others. Only the arm taken touches its
   * class. LlvmDialectOpsTest checks that these are exactly the op classes {@link LlvmOps#all} lists.
   */
  static OpDef opClassDef(String name) {
    return switch (name) {
      case "llvm.mlir.constant" -> ConstantOp.DEF;
      case "llvm.mlir.addressof" -> AddressOfOp.DEF;
      case "llvm.load" -> LoadOp.DEF;
      case "llvm.store" -> StoreOp.DEF;
      case "llvm.alloca" -> AllocaOp.DEF;
      case "llvm.getelementptr" -> GEPOp.DEF;
      case "llvm.call" -> CallOp.DEF;
      case "llvm.func" -> FuncOp.DEF;
      case "llvm.mlir.global" -> GlobalOp.DEF;
      case "llvm.br" -> BrOp.DEF;
      case "llvm.cond_br" -> CondBrOp.DEF;
      case "llvm.switch" -> SwitchOp.DEF;
      case "llvm.comdat" -> ComdatOps.COMDAT;
      case "llvm.comdat_selector" -> ComdatOps.COMDAT_SELECTOR;
      case "llvm.invoke" -> InvokeOps.INVOKE;
      case "llvm.landingpad" -> InvokeOps.LANDINGPAD;
      case "llvm.resume" -> InvokeOps.RESUME;
      default -> null;
    };
  }

  /** All ops, in the order the dialect has always listed them (core ops, intrinsics, module ops, debug intrinsics). */
  @Override
  public List<OpDef> operations() {
    List<OpDef> all = new java.util.ArrayList<>(LlvmOps.all());
    all.addAll(LlvmIntrinsics.all());
    all.addAll(ModuleOps.ALL);
    all.addAll(DebugOps.ALL);
    return List.copyOf(all);
  }

  /** None: every op is registered when first looked up ({@link #lazyOperation}). */
  @Override
  public List<OpDef> eagerOperations() {
    return List.of();
  }

  /** The intrinsics' table also holds a few ops outside {@code llvm.intr.} (inline_asm, va_arg, ...). */
  @Override
  public OpDef lazyOperation(String name) {
    if (name.startsWith("llvm.intr.")) {
      return name.startsWith("llvm.intr.dbg.") ? DebugOps.BY_NAME.get(name) : LlvmIntrinsics.get(name);
    }
    OpDef d = opClassDef(name);
    if (d == null) {
      d = LlvmOps.get(name);
    }
    if (d == null) {
      d = ModuleOps.BY_NAME.get(name);
    }
    return d != null ? d : LlvmIntrinsics.get(name);
  }

  /**
   * MLIR's LLVMDialect::materializeConstant: a symbol reference of pointer type becomes
   * {@code llvm.mlir.addressof}, {@code #llvm.zero}/{@code undef}/{@code poison} their ops, and an
   * integer, float or elements attribute of exactly {@code type} an {@code llvm.mlir.constant}.
   */
  @Override
  public org.jmlir.ir.Operation materializeConstant(Attribute value, Type type, org.jmlir.ir.loc.Location loc) {
    OpDef def;
    String name = null;
    if (value instanceof org.jmlir.ir.attr.SymbolRefAttr sym && sym.nested().isEmpty() && type instanceof LlvmPointerType) {
      def = AddressOfOp.DEF;
      name = "global_name";
    } else if (value instanceof LlvmBlockTagAttr b && b.function() != null && type instanceof LlvmPointerType) {
      def = BlockAddressOps.BLOCKADDRESS;
      name = "block_addr";
    } else if (value instanceof LlvmValueAttr v) {
      def = switch (v.kind()) {
        case LlvmValueAttr.ZERO -> LlvmOps.ZERO;
        case LlvmValueAttr.UNDEF -> LlvmOps.UNDEF;
        default -> LlvmOps.POISON;
      };
    } else if (value instanceof org.jmlir.ir.attr.TypedAttr t
        && t.type().equals(type)
        && LlvmTypes.isCompatible(type)
        && (value instanceof org.jmlir.ir.attr.IntegerAttr
            || value instanceof org.jmlir.ir.attr.FloatAttr
            || value instanceof org.jmlir.ir.attr.ElementsAttr)) {
      def = ConstantOp.DEF;
      name = "value";
    } else {
      return null;
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), def, loc);
    if (name != null) {
      s.properties =
          org.jmlir.ir.attr.DictionaryAttr.get(context(), List.of(new org.jmlir.ir.attr.NamedAttribute(name, value)));
    }
    s.addType(type);
    return org.jmlir.ir.Operation.create(s);
  }

  /** MLIR 22's verifyParameterAttribute for {@code llvm.*} argument attributes of any function-like op. */
  @Override
  public boolean verifyRegionArgAttribute(org.jmlir.ir.Operation op, int regionIndex, int argIndex, org.jmlir.ir.attr.NamedAttribute attr) {
    Type paramType = null;
    if (op.numRegions() > regionIndex && !op.region(regionIndex).isEmpty()
        && op.region(regionIndex).front().numArguments() > argIndex) {
      paramType = op.region(regionIndex).front().argument(argIndex).type();
    } else if (op.inherentAttr("function_type") instanceof org.jmlir.ir.attr.TypeAttr t) {
      List<Type> params =
          t.value() instanceof LlvmFunctionType f ? f.params()
              : t.value() instanceof org.jmlir.ir.type.FunctionType f ? f.inputs() : List.of();
      paramType = argIndex < params.size() ? params.get(argIndex) : null;
    }
    return verifyParameterAttribute(op, paramType, attr);
  }

  /** Parameter attributes MLIR 22 does not allow on a result (LLVMDialect::verifyRegionResultAttribute). */
  private static final List<String> NOT_RESULT_ATTRS =
      List.of("llvm.allocalign", "llvm.allocptr", "llvm.byval", "llvm.byref", "llvm.inalloca", "llvm.nest", "llvm.nocapture",
          "llvm.nofree", "llvm.preallocated", "llvm.readnone", "llvm.readonly", "llvm.alignstack", "llvm.sret", "llvm.writeonly");

  /** MLIR 22's verifyRegionResultAttribute for an {@code llvm.*} attribute of result {@code resultType}. */
  static boolean verifyResultAttribute(org.jmlir.ir.Operation op, Type resultType, org.jmlir.ir.attr.NamedAttribute attr) {
    if (NOT_RESULT_ATTRS.contains(attr.name())) {
      return op.emitError("\"" + attr.name() + "\" is not a valid result attribute").report();
    }
    return verifyParameterAttribute(op, resultType, attr);
  }

  private static final List<String> POINTER_UNIT_ATTRS =
      List.of("llvm.noalias", "llvm.readonly", "llvm.readnone", "llvm.writeonly", "llvm.nest", "llvm.nocapture", "llvm.nofree", "llvm.nonnull");
  private static final List<String> POINTER_TYPE_ATTRS =
      List.of("llvm.sret", "llvm.byval", "llvm.byref", "llvm.elementtype", "llvm.inalloca", "llvm.preallocated");
  private static final List<String> POINTER_INT_ATTRS = List.of("llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null");

  static boolean verifyParameterAttribute(org.jmlir.ir.Operation op, Type paramType, org.jmlir.ir.attr.NamedAttribute attr) {
    boolean checkValue = paramType != null && LlvmTypes.isCompatible(paramType);
    String name = attr.name();
    org.jmlir.ir.attr.Attribute v = attr.value();
    String quoted = "\"" + name + "\"";
    String kindError = null;
    String typeError = null;
    if (POINTER_UNIT_ATTRS.contains(name)) {
      kindError = v instanceof org.jmlir.ir.attr.UnitAttr ? null : " should be a unit attribute";
      typeError = paramType instanceof LlvmPointerType ? null : " attribute attached to non-pointer LLVM type";
    } else if (POINTER_TYPE_ATTRS.contains(name)) {
      kindError = v instanceof org.jmlir.ir.attr.TypeAttr ? null : " should be a type attribute";
      typeError = paramType instanceof LlvmPointerType ? null : " attribute attached to non-pointer LLVM type";
    } else if (name.equals("llvm.signext") || name.equals("llvm.zeroext")) {
      kindError = v instanceof org.jmlir.ir.attr.UnitAttr ? null : " should be a unit attribute";
      typeError = paramType instanceof org.jmlir.ir.type.IntegerType ? null : " attribute attached to non-integer LLVM type";
    } else if (POINTER_INT_ATTRS.contains(name)) {
      kindError = v instanceof org.jmlir.ir.attr.IntegerAttr ? null : " should be an integer attribute";
      typeError = paramType instanceof LlvmPointerType ? null : " attribute attached to non-pointer LLVM type";
    } else if (name.equals("llvm.alignstack")) {
      kindError = v instanceof org.jmlir.ir.attr.IntegerAttr ? null : " should be an integer attribute";
    } else if (name.equals("llvm.noundef") || name.equals("llvm.inreg") || name.equals("llvm.returned")) {
      kindError = v instanceof org.jmlir.ir.attr.UnitAttr ? null : " should be a unit attribute";
    }
    if (kindError != null) {
      return op.emitError(quoted + kindError).report();
    }
    if (checkValue && typeError != null) {
      return op.emitError(quoted + typeError).report();
    }
    return true;
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return LlvmTypes.parse(parser);
  }

  /** Loop metadata attributes print through aliases named after their mnemonic, as MLIR's LLVMDialect. */
  @Override
  public String aliasHint(Object attributeOrType) {
    if (attributeOrType instanceof LlvmParamAttr m) {
      return m.aliased() ? m.mnemonic() : null;
    }
    if (attributeOrType instanceof LlvmTextAttr t && t.mnemonic().equals("mmra_tag")) {
      return "mmra_tag"; // as mlir-opt 22: #mmra_tag = #llvm.mmra_tag<"a":"b">
    }
    return attributeOrType instanceof LlvmLoopAttr l ? l.mnemonic() : null;
  }

  /** MLIR 22: {@code llvm.data_layout} must be a string LLVM's DataLayout parser accepts. */
  @Override
  public boolean verifyOperationAttribute(org.jmlir.ir.Operation op, org.jmlir.ir.attr.NamedAttribute attr) {
    if (!attr.name().equals("llvm.data_layout")) {
      return true;
    }
    if (!(attr.value() instanceof org.jmlir.ir.attr.StringAttr s)) {
      return op.emitOpError("expected 'llvm.data_layout' to be a string attributes").report();
    }
    String problem = LlvmDataLayoutString.problem(s.value());
    // LLVM's logAllUnhandledErrors ends the message with a newline, which MLIR keeps.
    return problem == null || op.emitOpError("invalid data layout descriptor: " + problem + "\n").report();
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return LlvmAttrParser.parse(parser);
  }
}
