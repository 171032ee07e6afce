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
    return attributeOrType instanceof LlvmLoopAttr l ? l.mnemonic() : null;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return LlvmAttrParser.parse(parser);
  }
}
