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

  private final List<OpDef> eager;

  public LlvmDialect() {
    super(NAMESPACE);
    this.eager = List.copyOf(LlvmOps.all());
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new LlvmInliner());
  }

  /**
   * The intrinsics ({@code llvm.intr.*}) and the module-level ops, built when one of them is first
   * looked up or the dialect's ops are enumerated: most programs use none, and building the ~200
   * specifications (and loading their classes) is a measurable part of jrun's start (BENCHMARKS.md,
   * issue 12). A holder class each, so that the JVM builds each group once, thread-safely.
   */
  private static final class Intrinsics {
    static final List<OpDef> ALL = List.copyOf(LlvmIntrinsics.all());
    static final java.util.Map<String, OpDef> BY_NAME = byName(ALL);
  }

  private static final class ModuleOps {
    static final List<OpDef> ALL = LlvmModuleOps.all();
    static final java.util.Map<String, OpDef> BY_NAME = byName(ALL);
  }

  private static java.util.Map<String, OpDef> byName(List<OpDef> defs) {
    java.util.Map<String, OpDef> m = new java.util.LinkedHashMap<>();
    for (OpDef d : defs) {
      m.put(d.name(), d);
    }
    return java.util.Collections.unmodifiableMap(m);
  }

  /** All ops, in the order the dialect has always listed them (core ops, intrinsics, module ops). */
  @Override
  public List<OpDef> operations() {
    List<OpDef> all = new java.util.ArrayList<>(eager);
    all.addAll(Intrinsics.ALL);
    all.addAll(ModuleOps.ALL);
    return List.copyOf(all);
  }

  /** The core ops (arithmetic, memory, control flow, functions): registered when the dialect loads. */
  @Override
  public List<OpDef> eagerOperations() {
    return eager;
  }

  /** The intrinsics' table also holds a few ops outside {@code llvm.intr.} (inline_asm, va_arg, ...). */
  @Override
  public OpDef lazyOperation(String name) {
    OpDef d = name.startsWith("llvm.intr.") ? null : ModuleOps.BY_NAME.get(name);
    return d != null ? d : Intrinsics.BY_NAME.get(name);
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
    return attributeOrType instanceof LlvmLoopAttr l ? l.mnemonic() : null;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return LlvmAttrParser.parse(parser);
  }
}
