package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;

/**
 * {@code #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>}: how one
 * dimension of an {@code scf.parallel} maps to GPU hardware (ParallelLoopMapperAttr.td). Interned.
 */
public final class LoopDimMapAttr implements DialectAttribute {
  /** MLIR's gpu::Processor, in value order. */
  public static final List<String> PROCESSORS = List.of("block_x", "block_y", "block_z", "thread_x", "thread_y", "thread_z", "sequential");

  private record Key(String processor, AffineMap map, AffineMap bound) {}

  private final Key key;

  private LoopDimMapAttr(Key key) {
    this.key = key;
  }

  public static LoopDimMapAttr get(MLIRContext ctx, String processor, AffineMap map, AffineMap bound) {
    return ctx.intern(new Key(processor, map, bound), LoopDimMapAttr::new);
  }

  public String processor() {
    return key.processor;
  }

  public AffineMap map() {
    return key.map;
  }

  public AffineMap bound() {
    return key.bound;
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "loop_dim_map<processor = " + key.processor + ", map = " + key.map + ", bound = " + key.bound + ">";
  }

  @Override
  public String toString() {
    return "#gpu." + body();
  }

  /**
   * Parses {@code <processor = ..., map = ..., bound = ...>} after the mnemonic: a struct, so the three
   * parameters come in any order, each once (MLIR's struct directive and its wording).
   */
  static LoopDimMapAttr parse(AsmParser p) {
    p.parseLess();
    String processor = null;
    AffineMap map = null;
    AffineMap bound = null;
    for (int i = 0; i < 3; i++) {
      if (i > 0) {
        p.parseComma();
      }
      int nameAt = p.currentOffset();
      String name = p.parseOptionalKeyword();
      if (name == null) {
        p.emitError(nameAt, "expected valid keyword");
        throw p.emitError(nameAt, "expected a parameter name in struct");
      }
      p.parseEqual();
      switch (name) {
        case "processor" -> {
          if (processor != null) {
            throw duplicate(p, name);
          }
          int offset = p.currentOffset();
          processor = p.parseOptionalKeyword();
          if (processor == null || !PROCESSORS.contains(processor)) {
            p.emitError(offset, "expected ::mlir::gpu::Processor to be one of: " + String.join(", ", PROCESSORS));
            throw p.emitError(
                "failed to parse ParallelLoopDimMappingAttr parameter 'processor' which is to be a `::mlir::gpu::Processor`");
          }
        }
        case "map" -> {
          if (map != null) {
            throw duplicate(p, name);
          }
          map = p.parseAffineMap();
        }
        case "bound" -> {
          if (bound != null) {
            throw duplicate(p, name);
          }
          bound = p.parseAffineMap();
        }
        default -> throw duplicate(p, name);
      }
    }
    p.parseGreater();
    return get(p.context(), processor, map, bound);
  }

  private static org.jmlir.ir.parse.ParseException duplicate(AsmParser p, String name) {
    return p.emitError("duplicate or unknown struct parameter name: " + name);
  }
}
