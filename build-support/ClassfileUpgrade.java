import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

/**
 * Build step: rewrites the classes of a dependency jar that predate class-file version 50 (picocli
 * ships Java 5 bytecode) to version 52 with freshly computed stack maps, in place.
 *
 * <p>Why: the JDK 25 AOT cache cannot link classes that need the old type-inferencing verifier, so
 * such classes are loaded, parsed and verified from the jar on every run (for picocli, about 160
 * classes on each jopt start). Upgraded, they are archived like ours. Only the class-file version and
 * the StackMapTable change; the bytecode itself is re-emitted unchanged. Run with the JDK's
 * single-file source launcher: {@code java build-support/ClassfileUpgrade.java JAR...}.
 */
public final class ClassfileUpgrade {
  private static final int TARGET_MAJOR = 52;

  public static void main(String[] args) throws IOException {
    for (String arg : args) {
      Path jar = Path.of(arg);
      if (Files.isRegularFile(jar)) {
        upgrade(jar);
      }
    }
  }

  private static void upgrade(Path jar) throws IOException {
    Path tmp = jar.resolveSibling(jar.getFileName() + ".upgrading");
    int upgraded = 0;
    try (URLClassLoader loader =
            new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        JarFile in = new JarFile(jar.toFile());
        JarOutputStream out = new JarOutputStream(Files.newOutputStream(tmp))) {
      // Stack-map computation needs the class hierarchy: the JDK's, then the jar's own classes.
      ClassFile cf =
          ClassFile.of(
              ClassFile.ClassHierarchyResolverOption.of(
                  ClassHierarchyResolver.defaultResolver()
                      .orElse(ClassHierarchyResolver.ofResourceParsing(loader))),
              ClassFile.StackMapsOption.GENERATE_STACK_MAPS);
      ClassTransform toTarget =
          ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL)
              .andThen(ClassTransform.dropping(e -> e instanceof ClassFileVersion))
              .andThen(ClassTransform.endHandler(b -> b.withVersion(TARGET_MAJOR, 0)));
      for (JarEntry entry : Collections.list(in.entries())) {
        byte[] bytes = in.getInputStream(entry).readAllBytes();
        String name = entry.getName();
        if (name.endsWith(".class") && !name.endsWith("module-info.class")) {
          ClassModel model = cf.parse(bytes);
          if (model.majorVersion() < 50) {
            bytes = cf.transformClass(model, toTarget);
            upgraded++;
          }
        }
        JarEntry copy = new JarEntry(name);
        copy.setTime(entry.getTime());
        out.putNextEntry(copy);
        out.write(bytes);
        out.closeEntry();
      }
    }
    if (upgraded == 0) {
      Files.delete(tmp);
      return;
    }
    Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING);
    System.out.println("ClassfileUpgrade: " + upgraded + " classes of " + jar.getFileName() + " now version " + TARGET_MAJOR);
  }
}
