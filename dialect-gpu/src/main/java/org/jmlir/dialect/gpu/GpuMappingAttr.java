package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;

/**
 * The device mapping attributes of {@code scf.forall} and friends (GPUDeviceMappingAttr.td):
 * {@code #gpu.block<x>}, {@code #gpu.thread<linear_dim_0>}, {@code #gpu.warp<y>}, {@code
 * #gpu.warpgroup<z>}, {@code #gpu.lane<x>}, and {@code #gpu.memory_space<workgroup>}. Interned.
 */
public final class GpuMappingAttr implements DialectAttribute {
  /** The mapping kinds, by mnemonic. */
  public static final List<String> KINDS = List.of("block", "thread", "warp", "warpgroup", "lane", "memory_space");

  /** MappingIdEnum: x, y, z, then linear_dim_0..9. */
  public static final List<String> MAPPING_IDS =
      List.of(
          "x", "y", "z", "linear_dim_0", "linear_dim_1", "linear_dim_2", "linear_dim_3", "linear_dim_4", "linear_dim_5",
          "linear_dim_6", "linear_dim_7", "linear_dim_8", "linear_dim_9");

  private record Key(String kind, String value) {}

  private final Key key;

  private GpuMappingAttr(Key k) {
    this.key = k;
  }

  public static GpuMappingAttr get(MLIRContext ctx, String kind, String value) {
    return ctx.intern(new Key(kind, value), GpuMappingAttr::new);
  }

  public String kind() {
    return key.kind;
  }

  public String value() {
    return key.value;
  }

  /** The mapping id's position in MappingIdEnum (or the address space's), as MLIR's getMappingId. */
  public int id() {
    return key.kind.equals("memory_space") ? GpuEnumAttr.Kind.ADDRESS_SPACE.cases().indexOf(key.value) : MAPPING_IDS.indexOf(key.value);
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return key.kind + "<" + key.value + ">";
  }

  @Override
  public String toString() {
    return "#gpu." + body();
  }

  /** Parses {@code <value>} after the mnemonic {@code kind}, with MLIR's enum errors. */
  static GpuMappingAttr parse(AsmParser p, String kind) {
    p.parseLess();
    int offset = p.currentOffset();
    String v = p.parseOptionalKeyword();
    boolean memory = kind.equals("memory_space");
    List<String> cases = memory ? GpuEnumAttr.Kind.ADDRESS_SPACE.cases() : MAPPING_IDS;
    if (v == null || !cases.contains(v)) {
      String cpp = memory ? "::mlir::gpu::AddressSpace" : "::mlir::gpu::MappingId";
      p.emitError(offset, "expected " + cpp + " to be one of: " + String.join(", ", cases));
      throw p.emitError("failed to parse GPU" + mnemonicClass(kind) + "MappingAttr parameter '" + (memory ? "address_space" : kind) + "' which is to be a `" + cpp + "`");
    }
    p.parseGreater();
    return get(p.context(), kind, v);
  }

  private static String mnemonicClass(String kind) {
    return switch (kind) {
      case "block" -> "Block";
      case "thread" -> "Thread";
      case "warp" -> "Warp";
      case "warpgroup" -> "Warpgroup";
      case "lane" -> "Lane";
      default -> "Memory";
    };
  }
}
