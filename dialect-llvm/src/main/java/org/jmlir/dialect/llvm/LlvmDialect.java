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
  }

  @Override
  public List<OpDef> operations() {
    return ops;
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
