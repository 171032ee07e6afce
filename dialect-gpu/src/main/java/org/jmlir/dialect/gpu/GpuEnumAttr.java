package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/**
 * The gpu dialect's enum attributes (GPUBase.td / GPUOps.td): {@code #gpu<dim x>}, {@code
 * #gpu<shuffle_mode xor>}, {@code #gpu<all_reduce_op add>} and {@code #gpu.address_space<workgroup>}
 * (the last is its own attribute with a {@code <case>} body). Interned per kind and case.
 */
public final class GpuEnumAttr implements DialectAttribute {
  /** An enum of the dialect: mnemonic, C++ name, cases in value order, whether it has its own mnemonic. */
  public enum Kind {
    DIM("dim", "Dimension", List.of("x", "y", "z"), false),
    SHUFFLE_MODE("shuffle_mode", "ShuffleMode", List.of("xor", "up", "down", "idx"), false),
    ALL_REDUCE_OP(
        "all_reduce_op",
        "AllReduceOperation",
        List.of("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "minimumf", "maximumf"),
        false),
    ADDRESS_SPACE("address_space", "AddressSpace", List.of("global", "workgroup", "private"), true),
    MAT_TRANSPOSE_MODE("mat_transpose_mode", "TransposeMode", List.of("NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"), false),
    PRUNE_2TO4_SPMAT_FLAG("prune_2to4_spmat_flag", "Prune2To4SpMatFlag", List.of("NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"), false),
    SPGEMM_KIND(
        "spgemm_work_estimation_or_compute_kind",
        "SpGEMMWorkEstimationOrComputeKind",
        List.of("WORK_ESTIMATION", "COMPUTE"),
        false);

    final String mnemonic;
    final String cppName;
    final List<String> cases;
    /** {@code #gpu.address_space<workgroup>} rather than {@code #gpu<address_space workgroup>}. */
    final boolean ownMnemonic;

    Kind(String mnemonic, String cppName, List<String> cases, boolean ownMnemonic) {
      this.mnemonic = mnemonic;
      this.cppName = cppName;
      this.cases = cases;
      this.ownMnemonic = ownMnemonic;
    }

    public List<String> cases() {
      return cases;
    }
  }

  private record Key(Kind kind, int value) {}

  private final Kind kind;
  private final int value;

  private GpuEnumAttr(Key k) {
    this.kind = k.kind;
    this.value = k.value;
  }

  public static GpuEnumAttr get(MLIRContext ctx, Kind kind, int value) {
    return ctx.intern(new Key(kind, value), GpuEnumAttr::new);
  }

  public static GpuEnumAttr get(MLIRContext ctx, Kind kind, String caseName) {
    int v = kind.cases.indexOf(caseName);
    if (v < 0) {
      throw new IllegalArgumentException("no case " + caseName + " in " + kind.cppName);
    }
    return get(ctx, kind, v);
  }

  public Kind kind() {
    return kind;
  }

  public int value() {
    return value;
  }

  public String caseName() {
    return kind.cases.get(value);
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return kind.ownMnemonic ? kind.mnemonic + "<" + caseName() + ">" : kind.mnemonic + " " + caseName();
  }

  @Override
  public String toString() {
    return kind.ownMnemonic ? "#gpu." + body() : "#gpu<" + body() + ">";
  }

  static Kind kindOf(String mnemonic) {
    for (Kind k : Kind.values()) {
      if (k.mnemonic.equals(mnemonic)) {
        return k;
      }
    }
    return null;
  }

  /** Parses the case keyword, with MLIR's two-part error for an unknown case. */
  static GpuEnumAttr parseCase(AsmParser p, Kind kind) {
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    int v = keyword == null ? -1 : kind.cases.indexOf(keyword);
    if (v < 0) {
      p.emitError(offset, "expected ::mlir::gpu::" + kind.cppName + " to be one of: " + String.join(", ", kind.cases));
      throw p.emitError(
          "failed to parse GPU_" + kind.cppName + "Attr parameter 'value' which is to be a `::mlir::gpu::" + kind.cppName + "`");
    }
    return get(p.context(), kind, v);
  }

  /** The constraint whose format form is the bare case keyword ({@code x}, {@code xor}). */
  static AttrConstraint bareCase(Kind kind, String description) {
    return new AttrConstraint(
        description,
        a -> a instanceof GpuEnumAttr e && e.kind == kind,
        p -> parseCase(p, kind),
        p -> {
          String k = p.parseOptionalKeyword(kind.cases);
          return k == null ? null : get(p.context(), kind, k);
        },
        (a, p) -> p.print(" " + ((GpuEnumAttr) a).caseName()));
  }

  /** Whether {@code a} is an enum attribute of {@code kind}. */
  static boolean is(Attribute a, Kind kind) {
    return a instanceof GpuEnumAttr e && e.kind == kind;
  }
}
