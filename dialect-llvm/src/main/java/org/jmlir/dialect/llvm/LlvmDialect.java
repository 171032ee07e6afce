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

  private final List<OpDef> ops;

  public LlvmDialect() {
    super(NAMESPACE);
    List<OpDef> all = new java.util.ArrayList<>(LlvmOps.all());
    all.addAll(LlvmIntrinsics.all());
    all.addAll(LlvmModuleOps.all());
    all.addAll(DebugIntrinsicOps.all());
    this.ops = List.copyOf(all);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, new LlvmInliner());
  }

  @Override
  public List<OpDef> operations() {
    return ops;
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
