package org.jmlir.dialect.nvvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.print.AttrTypePrinter;

/**
 * {@code #nvvm.target<O = 2, triple = "...", chip = "sm_90", features = "+ptx80", flags = {...}, link =
 * [...]>}: how a {@code gpu.module} is compiled for NVIDIA GPUs. Defaults are not printed. Interned.
 */
public final class NvvmTargetAttr implements DialectAttribute {
  public static final String DEFAULT_TRIPLE = "nvptx64-nvidia-cuda";
  public static final String DEFAULT_CHIP = "sm_50";

  private record Key(int optLevel, String triple, String chip, String features, DictionaryAttr flags, ArrayAttr link, boolean verifyTarget) {}

  private final Key key;

  private NvvmTargetAttr(Key k) {
    this.key = k;
  }

  public static NvvmTargetAttr get(
      MLIRContext ctx, int optLevel, String triple, String chip, String features, DictionaryAttr flags, ArrayAttr link, boolean verifyTarget) {
    return ctx.intern(new Key(optLevel, triple, chip, features, flags, link, verifyTarget), NvvmTargetAttr::new);
  }

  public static NvvmTargetAttr getDefault(MLIRContext ctx) {
    return get(ctx, 2, DEFAULT_TRIPLE, DEFAULT_CHIP, "", null, null, true);
  }

  public int optLevel() {
    return key.optLevel;
  }

  public String triple() {
    return key.triple;
  }

  public String chip() {
    return key.chip;
  }

  public String features() {
    return key.features;
  }

  /** The flags dictionary (e.g. {@code fast}, {@code ftz}, {@code ptxas-cmd-options}), or null. */
  public DictionaryAttr flags() {
    return key.flags;
  }

  /** Bitcode libraries to link, or null. */
  public ArrayAttr link() {
    return key.link;
  }

  public boolean verifyTarget() {
    return key.verifyTarget;
  }

  /** Whether the flags dictionary holds {@code name}. */
  public boolean hasFlag(String name) {
    return key.flags != null && key.flags.get(name) != null;
  }

  @Override
  public String dialectNamespace() {
    return NvvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    List<String> params = new ArrayList<>();
    if (key.optLevel != 2) {
      params.add("O = " + key.optLevel);
    }
    if (!key.triple.equals(DEFAULT_TRIPLE)) {
      params.add("triple = " + quote(key.triple));
    }
    if (!key.chip.equals(DEFAULT_CHIP)) {
      params.add("chip = " + quote(key.chip));
    }
    if (!key.features.isEmpty()) {
      params.add("features = " + quote(key.features));
    }
    if (key.flags != null) {
      params.add("flags = " + AttrTypePrinter.toString(key.flags));
    }
    if (key.link != null) {
      params.add("link = " + AttrTypePrinter.toString(key.link));
    }
    if (!key.verifyTarget) {
      params.add("verifyTarget = false");
    }
    return params.isEmpty() ? "target" : "target<" + String.join(", ", params) + ">";
  }

  private static String quote(String s) {
    StringBuilder sb = new StringBuilder();
    AttrTypePrinter.printString(sb, s);
    return sb.toString();
  }

  @Override
  public String toString() {
    return "#nvvm." + body();
  }

  /** Parses the part after {@code #nvvm.target}, with MLIR's errors. */
  static NvvmTargetAttr parse(AsmParser p) {
    MLIRContext ctx = p.context();
    int start = p.currentOffset();
    int opt = 2;
    String triple = DEFAULT_TRIPLE;
    String chip = DEFAULT_CHIP;
    String features = "";
    DictionaryAttr flags = null;
    ArrayAttr link = null;
    boolean verify = true;
    if (p.parseOptionalLess()) {
      List<String> seen = new ArrayList<>();
      do {
        String name = p.parseKeyword();
        p.parseEqual();
        int valueOffset = p.currentOffset();
        if (seen.contains(name)) {
          throw p.emitError(valueOffset, "duplicate or unknown struct parameter name: " + name);
        }
        seen.add(name);
        switch (name) {
          case "O" -> opt = p.parseInteger().intValue();
          case "triple" -> triple = p.parseString();
          case "chip" -> chip = p.parseString();
          case "features" -> features = p.parseString();
          case "flags" -> {
            Attribute a = p.parseAttribute(null);
            if (!(a instanceof DictionaryAttr d)) {
              throw p.emitError(valueOffset, "expected a dictionary attribute");
            }
            flags = d;
          }
          case "link" -> {
            Attribute a = p.parseAttribute(null);
            if (!(a instanceof ArrayAttr arr)) {
              throw p.emitError(valueOffset, "expected an array attribute");
            }
            link = arr;
          }
          case "verifyTarget" -> {
            String b = p.parseKeyword();
            if (!b.equals("true") && !b.equals("false")) {
              throw p.emitError(valueOffset, "expected 'true' or 'false'");
            }
            verify = b.equals("true");
          }
          default -> throw p.emitError(valueOffset, "duplicate or unknown struct parameter name: " + name);
        }
      } while (p.parseOptionalComma());
      p.parseGreater();
    }
    if (opt < 0 || opt > 3) {
      throw p.emitError(start, "The optimization level must be a number between 0 and 3.");
    }
    if (triple.isEmpty()) {
      throw p.emitError(start, "The target triple cannot be empty.");
    }
    if (chip.isEmpty()) {
      throw p.emitError(start, "The target chip cannot be empty.");
    }
    return get(ctx, opt, triple, chip, features, flags, link, verify);
  }
}
