package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The gpu dialect (MLIR 22's GPUOps.td): kernels, their launch, device memory and async tokens. */
public final class GpuDialect extends Dialect {
  public static final String NAMESPACE = "gpu";

  /** Marks a {@code gpu.func} launchable from the host. */
  public static final String KERNEL_ATTR = "gpu.kernel";

  /** Marks a module that holds {@code gpu.module}s. */
  public static final String CONTAINER_MODULE_ATTR = "gpu.container_module";

  public GpuDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> ops = new ArrayList<>(GpuOps.ALL);
    ops.add(GpuModuleOp.DEF);
    ops.add(GpuFuncOp.DEF);
    ops.add(LaunchOp.DEF);
    ops.add(LaunchFuncOp.DEF);
    ops.addAll(SparseOps.ALL);
    return ops;
  }

  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    return context().getOrLoadDialect("arith").materializeConstant(value, type, loc);
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if ("async.token".equals(mnemonic)) {
      return AsyncTokenType.get(parser.context());
    }
    SparseHandleType.Kind handle = mnemonic == null ? null : SparseHandleType.kindOf(mnemonic);
    if (handle != null) {
      return SparseHandleType.get(parser.context(), handle);
    }
    throw parser.emitError(offset, "unknown gpu type: " + mnemonic);
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if ("object".equals(mnemonic)) {
      return GpuObjectAttr.parse(parser);
    }
    if ("select_object".equals(mnemonic)) {
      return SelectObjectAttr.parse(parser);
    }
    if ("loop_dim_map".equals(mnemonic)) {
      return LoopDimMapAttr.parse(parser);
    }
    if (mnemonic != null && GpuMappingAttr.KINDS.contains(mnemonic)) {
      return GpuMappingAttr.parse(parser, mnemonic);
    }
    GpuEnumAttr.Kind kind = mnemonic == null ? null : GpuEnumAttr.kindOf(mnemonic);
    if (kind == null) {
      throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `gpu`");
    }
    if (kind.ownMnemonic) {
      parser.parseLess();
      GpuEnumAttr a = GpuEnumAttr.parseCase(parser, kind);
      parser.parseGreater();
      return a;
    }
    return GpuEnumAttr.parseCase(parser, kind);
  }
}
