package org.jmlir.dialect.nvvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/**
 * The nvvm enums that the gpu lowering emits: {@code #nvvm<shfl_kind bfly>} and {@code
 * #nvvm<redux_kind add>}; in an op's custom form the bare case keyword. Interned per kind and case.
 */
public final class NvvmEnumAttr implements DialectAttribute {
  /** An enum: mnemonic, C++ name and cases in value order. */
  public enum Kind {
    SHFL_KIND("shfl_kind", "ShflKind", List.of("bfly", "up", "down", "idx")),
    REDUX_KIND("redux_kind", "ReduxKind", List.of("add", "and", "max", "min", "or", "umax", "umin", "xor", "fmin", "fmax")),
    VOTE_SYNC_KIND("vote_sync_kind", "VoteSyncKind", List.of("any", "all", "ballot", "uni")),
    MATCH_SYNC_KIND("match_sync_kind", "MatchSyncKind", List.of("any", "all")),
    GRID_DEP_ACTION("grid_dep_action", "GridDepActionKind", List.of("wait", "launch_dependents"), "GridDepActionAttr",
        "Action kind for grid dependency control"),
    LOAD_CACHE_MODIFIER("load_cache_modifier", "LoadCacheModifierKind", List.of("ca", "cg", "cs", "lu", "cv")),
    MMA_LAYOUT("mma_layout", "MMALayout", List.of("row", "col"), true),
    MMA_FRAG("mma_frag", "MMAFrag", List.of("a", "b", "c"), true),
    MMA_B1OP("mma_b1op", "MMAB1Op", List.of("none", "xor_popc", "and_popc"), true),
    MMA_INT_OVERFLOW("mma_int_overflow", "MMAIntOverflow", List.of("satfinite", "wrapped"), true),
    MEM_SCOPE("mem_scope", "MemScopeKind", List.of("cta", "cluster", "gpu", "sys"), true),
    PROXY_KIND("proxy_kind", "ProxyKind", List.of("alias", "async", "async.global", "async.shared", "tensormap", "generic"), true),
    LD_ST_MATRIX_ELT_TYPE("ld_st_matrix_elt_type", "LdStMatrixEltType", List.of("b16", "b8", "b8x16.b6x16_p32", "b8x16.b4x16_p64"), true),
    BARRIER_REDUCTION("reduction", "BarrierReduction", List.of("popc", "and", "or"), true),
    DOT_ACCUMULATE_TYPE("dot_accumulate_type", "DotAccumulateType", List.of("signed", "unsigned"), true),
    FP_RND_MODE("fp_rnd_mode", "FPRoundingMode", List.of("none", "rn", "rm", "rp", "rz", "rna", "rs"), true),
    SAT_MODE("sat_mode", "SaturationMode", List.of("none", "satfinite"), true),
    CTA_GROUP("cta_group", "CTAGroupKind", List.of("cta_1", "cta_2"), true),
    TCGEN05_FENCE("tcgen05_fence", "Tcgen05FenceKind", List.of("before", "after"), true),
    TCGEN05_WAIT("tcgen05_wait", "Tcgen05WaitKind", List.of("load", "store"), true),
    TCGEN05_CP_SHAPE("tcgen05_cp_shape", "Tcgen05CpShape",
        List.of("shape_128x256b", "shape_4x256b", "shape_128x128b", "shape_64x128b", "shape_32x128b"), true),
    TCGEN05_CP_MULTICAST("tcgen05_cp_multicast", "Tcgen05CpMulticast", List.of("none", "warpx2_02_13", "warpx2_01_23", "warpx4"), true),
    TCGEN05_CP_SRC_FMT("tcgen05_cp_src_fmt", "Tcgen05CpSrcFormat", List.of("b6x16_p32", "b4x16_p64"), true),
    TCGEN05_LDST_SHAPE("tcgen05_ldst_shape", "Tcgen05LdStShape",
        List.of("shape_16x64b", "shape_16x128b", "shape_16x256b", "shape_32x32b", "shape_16x32bx2"), true),
    MMA_TYPE(
        "mma_type",
        "MMATypes",
        List.of("f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64", "e4m3", "e5m2", "e3m2", "e2m3", "e2m1"),
        true);

    final String mnemonic;
    final String cppName;
    final List<String> cases;
    /** The attribute's C++ name where it is not the enum's name with "Attr" appended. */
    final String attrCppName;
    /** The enum's summary where its attribute parses cases with MLIR's custom "expected one of [...]" error. */
    final String summary;
    /** Whether the attribute has its own mnemonic ({@code #nvvm.mma_type<f16>}) rather than {@code #nvvm<kind case>}. */
    final boolean pretty;

    Kind(String mnemonic, String cppName, List<String> cases) {
      this(mnemonic, cppName, cases, cppName + "Attr", null, false);
    }

    Kind(String mnemonic, String cppName, List<String> cases, boolean pretty) {
      this(mnemonic, cppName, cases, cppName + "Attr", null, pretty);
    }

    Kind(String mnemonic, String cppName, List<String> cases, String attrCppName, String summary) {
      this(mnemonic, cppName, cases, attrCppName, summary, false);
    }

    Kind(String mnemonic, String cppName, List<String> cases, String attrCppName, String summary, boolean pretty) {
      this.pretty = pretty;
      this.mnemonic = mnemonic;
      this.cppName = cppName;
      this.cases = cases;
      this.attrCppName = attrCppName;
      this.summary = summary;
    }

    static Kind of(String mnemonic) {
      for (Kind k : values()) {
        if (k.mnemonic.equals(mnemonic)) {
          return k;
        }
      }
      return null;
    }
  }

  private record Key(Kind kind, int value) {}

  private final Key key;

  private NvvmEnumAttr(Key key) {
    this.key = key;
  }

  public static NvvmEnumAttr get(MLIRContext ctx, Kind kind, String caseName) {
    int v = kind.cases.indexOf(caseName);
    if (v < 0) {
      throw new IllegalArgumentException("no case " + caseName + " in " + kind.cppName);
    }
    return ctx.intern(new Key(kind, v), NvvmEnumAttr::new);
  }

  public Kind kind() {
    return key.kind;
  }

  public String caseName() {
    return key.kind.cases.get(key.value);
  }

  @Override
  public String dialectNamespace() {
    return NvvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return key.kind.pretty ? key.kind.mnemonic + "<" + caseName() + ">" : key.kind.mnemonic + " " + caseName();
  }

  @Override
  public String toString() {
    return key.kind.pretty ? "#nvvm." + body() : "#nvvm<" + body() + ">";
  }

  /** Parses the case keyword, with MLIR's error for an unknown case. */
  static NvvmEnumAttr parseCase(AsmParser p, Kind kind) {
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    if (keyword == null || !kind.cases.contains(keyword)) {
      p.emitError(
          offset,
          kind.summary == null
              ? "expected ::mlir::NVVM::" + kind.cppName + " to be one of: " + String.join(", ", kind.cases)
              : "expected one of [" + String.join(", ", kind.cases) + "] for " + kind.summary + ", got: " + keyword);
      throw p.emitError(
          "failed to parse " + kind.attrCppName + " parameter 'value' which is to be a `::mlir::NVVM::" + kind.cppName + "`");
    }
    return get(p.context(), kind, keyword);
  }

  /**
   * The constraint whose format form is {@code <case>}, or the full {@code #nvvm.mnemonic<case>}, as
   * MLIR writes an enum attribute with its own mnemonic in a custom assembly format.
   */
  static AttrConstraint stripped(Kind kind) {
    return new AttrConstraint(
        "NVVM " + kind.cppName,
        a -> a instanceof NvvmEnumAttr e && e.kind() == kind,
        p -> {
          int offset = p.currentOffset();
          NvvmEnumAttr e = parseStripped(p, kind);
          if (e == null) {
            throw p.emitError(offset, "expected attribute value");
          }
          return e;
        },
        p -> parseStripped(p, kind),
        (a, p) -> p.print("<" + ((NvvmEnumAttr) a).caseName() + ">"));
  }

  private static NvvmEnumAttr parseStripped(AsmParser p, Kind kind) {
    if (p.parseOptionalLess()) {
      NvvmEnumAttr e = parseCase(p, kind);
      p.parseGreater();
      return e;
    }
    int offset = p.currentOffset();
    org.jmlir.ir.attr.Attribute a = p.parseOptionalAttribute(null);
    if (a == null) {
      return null;
    }
    if (a instanceof NvvmEnumAttr e && e.kind() == kind) {
      return e;
    }
    throw p.emitError(offset, "invalid kind of attribute specified");
  }

  /** The constraint whose format form is the bare case keyword, printed after a space. */
  static AttrConstraint bareCase(Kind kind) {
    return new AttrConstraint(
        "NVVM " + kind.cppName,
        a -> a instanceof NvvmEnumAttr e && e.kind() == kind,
        p -> parseCase(p, kind),
        p -> {
          String k = p.parseOptionalKeyword(kind.cases);
          return k == null ? null : get(p.context(), kind, k);
        },
        (a, p) -> p.print(" " + ((NvvmEnumAttr) a).caseName()));
  }
}
