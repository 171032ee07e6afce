package org.jmlir.dialect.hlo;

import java.util.List;

/**
 * The enumerations of the HLO dialects (StableHLO's StablehloEnums.td), each with its attribute
 * mnemonic and its cases in case-number order. {@link HloEnumAttr} holds one case.
 */
public enum HloEnum {
  COMPARISON_DIRECTION("comparison_direction", 0, "EQ", "NE", "GE", "GT", "LE", "LT"),
  COMPARISON_TYPE("comparison_type", 0, "NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"),
  /** PACKED_NIBBLE is for mhlo only (see {@link #cases(String)}). */
  PRECISION("precision", 0, "DEFAULT", "HIGH", "HIGHEST", "PACKED_NIBBLE"),
  FFT_TYPE("fft_type", 0, "FFT", "IFFT", "RFFT", "IRFFT"),
  TRANSPOSE("transpose", 0, "TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"),
  RNG_DISTRIBUTION("rng_distribution", 1, "UNIFORM", "NORMAL"),
  RNG_ALGORITHM("rng_algorithm", 0, "DEFAULT", "THREE_FRY", "PHILOX"),
  RESULT_ACCURACY_MODE("result_accuracy_mode", 0, "DEFAULT", "HIGHEST", "TOLERANCE"),
  /** mhlo only: XLA's FusionKind. */
  FUSION_KIND("fusion_kind", 0, "kLoop", "kInput", "kOutput", "kCustom"),
  /** mhlo only: XLA's DomainKind. */
  KIND("kind", 0, "sharding");

  private final String mnemonic;
  private final int firstNumber;
  private final List<String> cases;

  HloEnum(String mnemonic, int firstNumber, String... cases) {
    this.mnemonic = mnemonic;
    this.firstNumber = firstNumber;
    this.cases = List.of(cases);
  }

  /** The attribute mnemonic ({@code comparison_direction}). */
  public String mnemonic() {
    return mnemonic;
  }

  /** The case names, in order. */
  public List<String> cases() {
    return cases;
  }

  /** The cases dialect {@code ns} accepts (stablehlo has no PACKED_NIBBLE precision). */
  public List<String> cases(String ns) {
    return this == PRECISION && !ns.equals("mhlo") ? cases.subList(0, 3) : cases;
  }

  /** The case number of case {@code index} (RngDistribution starts at 1, as upstream). */
  public int number(int index) {
    return firstNumber + index;
  }

  /**
   * Whether the attribute prints as {@code #ns.mnemonic<CASE>} (an EnumAttr with an assembly
   * format, such as result_accuracy_mode) instead of {@code #ns<mnemonic CASE>}.
   */
  public boolean printsWithAngles() {
    return this == RESULT_ACCURACY_MODE;
  }

  /** The enum whose attribute mnemonic is {@code m}, or null. */
  public static HloEnum byMnemonic(String m) {
    for (HloEnum e : values()) {
      if (e.mnemonic.equals(m)) {
        return e;
      }
    }
    return null;
  }
}
