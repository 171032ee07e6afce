package org.jmlir.dialect.llvm;

/** Reads an {@code #llvm.target<triple = ..., chip = ..., features = <[...]>>} attribute. */
public final class LlvmTargets {
  private LlvmTargets() {}

  /** Triple, chip and LLVM's comma-separated feature string (null without features); null when not a target. */
  public static String[] parts(LlvmTextAttr target) {
    return target.mnemonic().equals(LlvmAttrParser.TARGET) ? LlvmAttrParser.targetParts(target) : null;
  }
}
