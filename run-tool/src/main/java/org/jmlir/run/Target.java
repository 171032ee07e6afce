package org.jmlir.run;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import org.jmlir.llvm.Llvm;
import org.jmlir.llvm.LlvmException;

/** jrun's --march and --mattr, checked against the host the JIT runs on. */
final class Target {
  private Target() {}

  /**
   * The features of {@code mattr} to add to the host's. A feature LLVM does not know is ignored with
   * LLVM's warning; one the host CPU lacks is an error (the program would die of an illegal
   * instruction).
   */
  static String features(String mattr, PrintStream stderr) throws LlvmException {
    if (mattr.isEmpty()) {
      return "";
    }
    Map<String, Boolean> host = new HashMap<>();
    for (String f : Llvm.hostFeatures().split(",")) {
      if (f.length() > 1) {
        host.put(f.substring(1), f.charAt(0) == '+');
      }
    }
    StringBuilder out = new StringBuilder();
    for (String f : mattr.split(",")) {
      if (f.isEmpty()) {
        continue;
      }
      boolean enable = f.charAt(0) != '-';
      String name = f.charAt(0) == '+' || f.charAt(0) == '-' ? f.substring(1) : f;
      Boolean has = host.get(name);
      if (has == null) {
        stderr.println("'" + f + "' is not a recognized feature for this target (ignoring feature)");
        continue;
      }
      if (enable && !has) {
        throw new LlvmException("the host CPU does not support the target feature '" + name
            + "' (--mattr=" + mattr + "): code using it cannot run here");
      }
      out.append(out.isEmpty() ? "" : ",").append(enable ? '+' : '-').append(name);
    }
    return out.toString();
  }

  /** --march must name the host's architecture: the JIT runs code here. */
  static void checkArch(String march) throws LlvmException {
    if (march.isEmpty()) {
      return;
    }
    String triple = Llvm.hostTriple();
    String arch = triple.substring(0, triple.indexOf('-'));
    if (!march.equals(arch) && !(arch.equals("x86_64") && march.equals("x86-64"))) {
      throw new LlvmException("cannot run code for architecture '" + march + "' on this " + arch + " host");
    }
  }
}
