package org.jmlir.dialect.nvvm;

import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;

/**
 * MLIR 22's NVVMRequiresSM check: a gpu.module whose targets include an {@code #nvvm.target} (with
 * {@code verifyTarget} left on) rejects an nvvm op that its chip cannot run, as {@code 'OP' op is not
 * supported on sm_NN}. A requirement is a list of alternatives: {@code 100a} is the arch-accelerated
 * sm_100a itself, {@code 100f} any a/f chip of the 10x family from sm_100 on, a plain number that
 * version or a later one.
 */
public final class NvvmTargetCheck {
  private NvvmTargetCheck() {}

  private static final List<String> TCGEN05 = List.of("100a", "101a");

  /** The ops with a requirement, by name. */
  private static final Map<String, List<String>> REQUIRED = Map.ofEntries(
      Map.entry("nvvm.tcgen05.alloc", TCGEN05),
      Map.entry("nvvm.tcgen05.dealloc", TCGEN05),
      Map.entry("nvvm.tcgen05.relinquish_alloc_permit", TCGEN05),
      Map.entry("nvvm.tcgen05.fence", TCGEN05),
      Map.entry("nvvm.tcgen05.wait", TCGEN05),
      Map.entry("nvvm.tcgen05.commit", TCGEN05),
      Map.entry("nvvm.tcgen05.cp", TCGEN05),
      Map.entry("nvvm.tcgen05.ld", TCGEN05),
      Map.entry("nvvm.tcgen05.st", TCGEN05),
      Map.entry("nvvm.tcgen05.shift", List.of("100a", "101a", "103a")),
      Map.entry("nvvm.convert.f32x4.to.f8x4", List.of("100a", "103a")),
      Map.entry("nvvm.convert.f32x4.to.f6x4", List.of("100a", "103a")),
      Map.entry("nvvm.convert.f32x4.to.f4x4", List.of("100a", "103a")));

  /** Checks the ops under {@code gpuModule} against each nvvm target in {@code targets}; false after the first error. */
  public static boolean verify(Operation gpuModule, ArrayAttr targets) {
    if (targets == null) {
      return true;
    }
    for (Attribute t : targets.elements()) {
      if (t instanceof NvvmTargetAttr target && target.verifyTarget() && !verify(gpuModule, target.chip())) {
        return false;
      }
    }
    return true;
  }

  private static boolean verify(Operation gpuModule, String chip) {
    Operation bad = gpuModule.collect(op -> {
      List<String> req = REQUIRED.get(op.name());
      return req != null && !supports(chip, req);
    }).stream().findFirst().orElse(null);
    return bad == null || bad.emitOpError("is not supported on " + chip).report();
  }

  /** Whether the chip {@code sm_NN[a|f]} meets one of the alternatives. */
  static boolean supports(String chip, List<String> alternatives) {
    if (!chip.startsWith("sm_")) {
      return true;
    }
    String rest = chip.substring(3);
    char suffix = rest.isEmpty() ? ' ' : rest.charAt(rest.length() - 1);
    boolean hasSuffix = suffix == 'a' || suffix == 'f';
    int version;
    try {
      version = Integer.parseInt(hasSuffix ? rest.substring(0, rest.length() - 1) : rest);
    } catch (NumberFormatException e) {
      return true;
    }
    for (String alt : alternatives) {
      char kind = alt.charAt(alt.length() - 1);
      if (kind == 'a') {
        if (suffix == 'a' && version == Integer.parseInt(alt.substring(0, alt.length() - 1))) {
          return true;
        }
      } else if (kind == 'f') {
        int need = Integer.parseInt(alt.substring(0, alt.length() - 1));
        if (hasSuffix && version / 10 == need / 10 && version >= need) {
          return true;
        }
      } else if (version >= Integer.parseInt(alt)) {
        return true;
      }
    }
    return false;
  }
}
