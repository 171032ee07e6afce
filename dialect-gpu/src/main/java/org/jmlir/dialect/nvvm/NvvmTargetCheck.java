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
 * version or a later one. A chip below sm_20 is an error of its own, as in MLIR 22.
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
    if (version(chip) < 20) {
      return gpuModule.emitError("Minimum NVVM target SM version is sm_20").report();
    }
    Operation bad = gpuModule.collect(op -> {
      List<String> req = REQUIRED.get(op.name());
      return req != null && !supports(chip, req);
    }).stream().findFirst().orElse(null);
    return bad == null || bad.emitOpError("is not supported on " + chip).report();
  }

  /** The SM version MLIR reads from a chip: the digits after its first three characters (0 without any). */
  static int version(String chip) {
    int v = 0;
    for (int i = 3; i < chip.length() && Character.isDigit(chip.charAt(i)) && v < 100_000; i++) {
      v = v * 10 + (chip.charAt(i) - '0');
    }
    return v;
  }

  /** Whether the chip {@code sm_NN[a|f]} meets one of the alternatives. */
  static boolean supports(String chip, List<String> alternatives) {
    char suffix = chip.isEmpty() ? ' ' : chip.charAt(chip.length() - 1);
    boolean hasSuffix = suffix == 'a' || suffix == 'f';
    int version = version(chip);
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
