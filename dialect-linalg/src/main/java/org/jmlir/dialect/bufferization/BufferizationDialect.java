package org.jmlir.dialect.bufferization;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.type.IntegerType;

/** The bufferization dialect: the ops that connect tensors and buffers. */
public final class BufferizationDialect extends Dialect {
  public static final String NAMESPACE = "bufferization";

  public BufferizationDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return BufferizationOps.ALL;
  }

  static final String MANUAL_DEALLOCATION = "bufferization.manual_deallocation";
  static final String WRITABLE = "bufferization.writable";
  static final String ACCESS = "bufferization.access";
  static final String BUFFER_LAYOUT = "bufferization.buffer_layout";

  /** MLIR 22's verifyOperationAttribute: only manual_deallocation, on ops that allocate or free. */
  @Override
  public boolean verifyOperationAttribute(Operation op, NamedAttribute attr) {
    if (attr.name().equals(MANUAL_DEALLOCATION)) {
      if (!allocatesOrFrees(op)) {
        return op.emitOpError("attribute '" + MANUAL_DEALLOCATION
            + "' can be used only on ops that have an allocation and/or free side effect").report();
      }
      return true;
    }
    return op.emitError("attribute '\"" + attr.name() + "\"' not supported as an op attribute by the bufferization dialect").report();
  }

  private static boolean allocatesOrFrees(Operation op) {
    if (op.name().equals("memref.dealloc") || op.name().equals("memref.realloc")) {
      return true;
    }
    if (op instanceof MemoryEffectOpInterface m) {
      for (MemoryEffectOpInterface.Effect e : m.effects()) {
        if (e instanceof MemoryEffectOpInterface.Allocate || e instanceof MemoryEffectOpInterface.Free) {
          return true;
        }
      }
    }
    return false;
  }

  /** MLIR 22's verifyRegionArgAttribute: writable, access and buffer_layout on function arguments. */
  @Override
  public boolean verifyRegionArgAttribute(Operation op, int regionIndex, int argIndex, NamedAttribute attr) {
    Attribute v = attr.value();
    boolean functionLike = op.hasTrait(Trait.FUNCTION_LIKE);
    switch (attr.name()) {
      case WRITABLE -> {
        if (!(v instanceof IntegerAttr b && b.type() instanceof IntegerType t && t.width() == 1)) {
          return op.emitError("'" + WRITABLE + "' is expected to be a boolean attribute").report();
        }
        if (!functionLike) {
          return op.emitError("expected '" + WRITABLE + "' to be used on function-like operations").report();
        }
        if (op.numRegions() == 0 || op.region(0).blocks().isEmpty()) {
          return op.emitError("'" + WRITABLE + "' is invalid on external functions").report();
        }
        return true;
      }
      case ACCESS -> {
        if (!(v instanceof StringAttr str)) {
          return op.emitError("'" + ACCESS + "' is expected to be a string attribute").report();
        }
        if (!List.of("none", "read", "write", "read-write").contains(str.value())) {
          return op.emitError("invalid value for '" + ACCESS + "'").report();
        }
        if (!functionLike) {
          return op.emitError("expected '" + ACCESS + "' to be used on function-like operations").report();
        }
        return true;
      }
      case BUFFER_LAYOUT -> {
        if (!(v instanceof AffineMapAttr || v instanceof StridedLayoutAttr)) {
          return op.emitError("'" + BUFFER_LAYOUT + "' is expected to be a memref layout attribute").report();
        }
        if (!functionLike) {
          return op.emitError("expected '" + BUFFER_LAYOUT + "' to be used on function-like operations").report();
        }
        return true;
      }
      default -> {
        // MLIR names buffer_layout here whatever the attribute is.
        return op.emitError("attribute '" + BUFFER_LAYOUT + "' not supported as a region arg attribute by the bufferization dialect")
            .report();
      }
    }
  }

  /** Registers the dialect (a {@link java.util.ServiceLoader} service). */
  public static final class Provider implements DialectProvider {
    @Override
    public void register(MLIRContext ctx) {
      ctx.registerDialect(NAMESPACE, BufferizationDialect::new);
    }
  }
}
