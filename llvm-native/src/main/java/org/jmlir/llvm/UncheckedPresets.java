package org.jmlir.llvm;

import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.CodeElement;
import java.lang.classfile.CodeModel;
import java.lang.classfile.MethodModel;
import java.lang.classfile.Opcode;
import java.lang.classfile.instruction.ConstantInstruction;
import java.lang.classfile.instruction.InvokeInstruction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Build-time copy of bytedeco's LLVM presets class ({@code org.bytedeco.llvm.presets.LLVM}, the superclass
 * of the {@code org.bytedeco.llvm.global.LLVM} class jmlir calls) whose static initialiser does not call
 * {@code Loader.checkVersion("org.bytedeco", "llvm")}: that check reads two class-path resources (JavaCPP's
 * and the presets' {@code pom.properties}) to warn when their versions differ. jmlir's build pins both
 * versions (Maven), so the check cannot fail for jmlir; on jrun's path it was its last class-path resource
 * read (~2-7 ms, waiting for the dynamic loader's lock while libLLVM loads; BENCHMARKS.md, issue 12). jrun's
 * class path with the AOT cache holds the copy in place of the original (run-tool's jmlir-jar.sh writes it
 * into its copy of LLVM's jar); everything else (tests, jtranslate, jrun without the cache) keeps the
 * original and its check.
 */
final class UncheckedPresets {
  private UncheckedPresets() {}

  static final String CLASS = "org/bytedeco/llvm/presets/LLVM.class";

  /**
   * The class file {@code original} without the {@code checkVersion} call of its static initialiser (the
   * two constants it takes and the {@code pop} of its result go with it); null when the initialiser does
   * not hold exactly that sequence once (a presets version that checks differently: then no copy is made).
   */
  static byte[] withoutVersionCheck(byte[] original) {
    ClassFile cf = ClassFile.of();
    ClassModel model = cf.parse(original);
    MethodModel clinit = model.methods().stream().filter(m -> m.methodName().equalsString("<clinit>")).findFirst()
        .orElse(null);
    CodeModel code = clinit == null ? null : clinit.code().orElse(null);
    if (code == null) {
      return null;
    }
    List<CodeElement> elements = code.elementList();
    int at = -1;
    for (int i = 0; i < elements.size(); i++) {
      if (elements.get(i) instanceof InvokeInstruction call && call.opcode() == Opcode.INVOKESTATIC
          && call.owner().asInternalName().equals("org/bytedeco/javacpp/Loader")
          && call.name().equalsString("checkVersion")
          && call.type().equalsString("(Ljava/lang/String;Ljava/lang/String;)Z")) {
        if (at >= 0) {
          return null;
        }
        at = i;
      }
    }
    if (at < 2 || at + 1 >= elements.size() || !(elements.get(at - 2) instanceof ConstantInstruction)
        || !(elements.get(at - 1) instanceof ConstantInstruction)
        || !(elements.get(at + 1) instanceof java.lang.classfile.Instruction pop && pop.opcode() == Opcode.POP)) {
      return null;
    }
    List<CodeElement> kept = new ArrayList<>(elements.subList(0, at - 2));
    kept.addAll(elements.subList(at + 2, elements.size()));
    return cf.transformClass(model, (cb, ce) -> {
      if (ce instanceof MethodModel m && m == clinit) {
        cb.transformMethod(m, (mb, me) -> {
          if (me instanceof CodeModel) {
            mb.withCode(b -> kept.forEach(b::with));
          } else {
            mb.with(me);
          }
        });
      } else {
        cb.with(ce);
      }
    });
  }

  /**
   * Writes the copy of the presets class this JVM's class path holds to {@code dir/}{@link #CLASS}; removes
   * an earlier copy and says so when none can be made.
   */
  static void write(Path dir) throws IOException {
    Path out = dir.resolve(CLASS);
    Files.deleteIfExists(out);
    byte[] original;
    try (InputStream in = UncheckedPresets.class.getClassLoader().getResourceAsStream(CLASS)) {
      original = in == null ? null : in.readAllBytes();
    }
    byte[] copy = original == null ? null : withoutVersionCheck(original);
    if (copy == null) {
      System.out.println("[llvm glue] " + CLASS + " has no version check of the expected form: no copy without it"
          + " (jrun reads its two resources)");
      return;
    }
    Files.createDirectories(out.getParent());
    Files.write(out, copy);
  }
}
