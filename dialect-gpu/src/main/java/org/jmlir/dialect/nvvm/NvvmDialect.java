package org.jmlir.dialect.nvvm;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The nvvm dialect (MLIR 22's NVVMOps.td): NVIDIA's special registers, barriers and intrinsics. */
public final class NvvmDialect extends Dialect {
  public static final String NAMESPACE = "nvvm";

  public NvvmDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return NvvmOps.ALL;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if ("target".equals(mnemonic)) {
      return NvvmTargetAttr.parse(parser);
    }
    NvvmEnumAttr.Kind kind = mnemonic == null ? null : NvvmEnumAttr.Kind.of(mnemonic);
    if (kind != null) {
      return NvvmEnumAttr.parseCase(parser, kind);
    }
    throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `nvvm`");
  }
}
