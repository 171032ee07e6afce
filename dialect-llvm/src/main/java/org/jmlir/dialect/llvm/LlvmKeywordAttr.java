package org.jmlir.dialect.llvm;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * An llvm attribute holding one keyword: {@code #llvm.linkage<internal>}, {@code #llvm.cconv<ccc>},
 * {@code #llvm.tailcallkind<none>}, {@code #llvm.visibility<hidden>}.
 */
public final class LlvmKeywordAttr implements DialectAttribute {
  public static final String LINKAGE = "linkage";
  public static final String CCONV = "cconv";
  public static final String TAIL_CALL_KIND = "tailcallkind";

  /** The linkage kinds, in LLVM's order. */
  public static final List<String> LINKAGES =
      List.of(
          "private", "internal", "available_externally", "linkonce", "weak", "common", "appending", "extern_weak",
          "linkonce_odr", "weak_odr", "external");

  public static final List<String> TAIL_CALL_KINDS = List.of("none", "tail", "musttail", "notail");

  /** The calling conventions MLIR 22 spells (LLVM's CallingConv names, lower case; not avr_signalcc or amdgpu_pscc). */
  public static final List<String> CCONVS =
      List.of(
          "ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc", "swiftcc",
          "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc", "x86_fastcallcc",
          "arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc",
          "ptx_devicecc", "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc", "win64cc",
          "x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc",
          "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc",
          "msp430_builtincc", "amdgpu_lscc", "amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc",
          "wasm_emscripten_invokecc", "amdgpu_gfxcc", "m68k_intrcc");

  private record Key(String mnemonic, String keyword) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(mnemonic, k.mnemonic)
          && java.util.Objects.equals(keyword, k.keyword);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(mnemonic) + java.util.Objects.hashCode(keyword);
    }
  }

  private final String mnemonic;
  private final String keyword;
  private final String body;

  private LlvmKeywordAttr(Key k) {
    this.mnemonic = k.mnemonic;
    this.keyword = k.keyword;
    this.body = mnemonic + "<" + keyword + ">";
  }

  public static LlvmKeywordAttr get(MLIRContext ctx, String mnemonic, String keyword) {
    return ctx.intern(new Key(mnemonic, keyword), LlvmKeywordAttr::new);
  }

  public static LlvmKeywordAttr linkage(MLIRContext ctx, String keyword) {
    return get(ctx, LINKAGE, keyword);
  }

  public static LlvmKeywordAttr cconv(MLIRContext ctx, String keyword) {
    return get(ctx, CCONV, keyword);
  }

  public static LlvmKeywordAttr tailCallKind(MLIRContext ctx, String keyword) {
    return get(ctx, TAIL_CALL_KIND, keyword);
  }

  /**
   * MLIR 22's error texts for a keyword it does not know: the enum's keywords in its declaration order,
   * its description, and the attribute parameter named in the second error.
   */
  static String[] keywordErrorOf(String mnemonic) {
    return switch (mnemonic) {
      case LINKAGE -> new String[] {
        "external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, "
            + "extern_weak, common",
        "LLVM linkage types", "LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`"};
      case CCONV -> new String[] {String.join(", ", CCONVS), "Calling Conventions",
        "CConvAttr parameter 'CallingConv' which is to be a `CConv`"};
      case TAIL_CALL_KIND -> new String[] {"none, notail, musttail, tail", "Tail Call Kind",
        "TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`"};
      default -> null;
    };
  }

  /** The keywords a mnemonic allows, or null for an unknown mnemonic. */
  static List<String> keywordsOf(String mnemonic) {
    return switch (mnemonic) {
      case LINKAGE -> LINKAGES;
      case CCONV -> CCONVS;
      case TAIL_CALL_KIND -> TAIL_CALL_KINDS;
      default -> null;
    };
  }

  public String mnemonic() {
    return mnemonic;
  }

  public String keyword() {
    return keyword;
  }

  public boolean is(String m) {
    return mnemonic.equals(m);
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "#llvm." + body;
  }
}
