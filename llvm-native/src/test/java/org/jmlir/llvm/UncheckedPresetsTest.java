package org.jmlir.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.CodeModel;
import java.lang.classfile.Instruction;
import java.lang.classfile.MethodModel;
import java.lang.classfile.instruction.InvokeInstruction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The LLVM presets class without its version check, which jrun's class path with the AOT cache holds. */
class UncheckedPresetsTest {
  private static byte[] original() throws IOException {
    try (InputStream in = UncheckedPresetsTest.class.getClassLoader().getResourceAsStream(UncheckedPresets.CLASS)) {
      assertNotNull(in);
      return in.readAllBytes();
    }
  }

  private static List<Instruction> clinit(byte[] bytes) {
    ClassModel model = ClassFile.of().parse(bytes);
    MethodModel m = model.methods().stream().filter(x -> x.methodName().equalsString("<clinit>")).findFirst().orElseThrow();
    CodeModel code = m.code().orElseThrow();
    return code.elementList().stream().filter(e -> e instanceof Instruction).map(e -> (Instruction) e).toList();
  }

  private static long checks(List<Instruction> code) {
    return code.stream().filter(i -> i instanceof InvokeInstruction call && call.name().equalsString("checkVersion"))
        .count();
  }

  @Test
  void theCheckAndItsArgumentsAreGoneTheRestStays() throws IOException {
    byte[] original = original();
    List<Instruction> before = clinit(original);
    assertEquals(1, checks(before), "the presets' initialiser checks the version once");
    byte[] copy = UncheckedPresets.withoutVersionCheck(original);
    assertNotNull(copy);
    List<Instruction> after = clinit(copy);
    assertEquals(0, checks(after));
    assertEquals(before.size() - 4, after.size());
    assertEquals(before.get(before.size() - 1).opcode(), after.get(after.size() - 1).opcode());
    // Every other method as it was.
    ClassModel a = ClassFile.of().parse(original);
    ClassModel b = ClassFile.of().parse(copy);
    assertEquals(a.methods().size(), b.methods().size());
    assertEquals(a.thisClass().asInternalName(), b.thisClass().asInternalName());
    assertEquals(a.superclass().map(c -> c.asInternalName()), b.superclass().map(c -> c.asInternalName()));
  }

  @Test
  void theCopyLoadsAndInitialises() throws Exception {
    byte[] copy = UncheckedPresets.withoutVersionCheck(original());
    String name = "org.bytedeco.llvm.presets.LLVM";
    // Defined by a loader of its own, every other class from the test's class path.
    ClassLoader loader = new ClassLoader(getClass().getClassLoader()) {
      @Override
      protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
        if (n.equals(name)) {
          synchronized (getClassLoadingLock(n)) {
            Class<?> c = findLoadedClass(n);
            return c != null ? c : defineClass(n, copy, 0, copy.length);
          }
        }
        return super.loadClass(n, resolve);
      }
    };
    Class<?> c = Class.forName(name, true, loader);
    assertTrue(c.getClassLoader() == loader);
  }

  @Test
  void aClassWithoutTheCheckGivesNoCopy() throws IOException {
    byte[] once = UncheckedPresets.withoutVersionCheck(original());
    assertNull(UncheckedPresets.withoutVersionCheck(once));
  }

  @Test
  void writtenWhereTheBuildAsks(@TempDir Path dir) throws IOException {
    UncheckedPresets.write(dir);
    byte[] written = Files.readAllBytes(dir.resolve(UncheckedPresets.CLASS));
    assertEquals(0, checks(clinit(written)));
  }
}
