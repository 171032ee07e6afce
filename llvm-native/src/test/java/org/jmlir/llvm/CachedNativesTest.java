package org.jmlir.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CachedNativesTest {
  @Test
  void findsTheExtractedLibrariesInLoadOrder() throws Exception {
    // Loading LLVM once (by either path) leaves JavaCPP's cache filled and current.
    Llvm.ensureInitialized();
    List<Path> files = CachedNatives.find();
    assertNotNull(files, "JavaCPP's cache holds the libraries after LLVM was loaded");
    // LLVM's JNI library alone: libLLVM, libLTO and libRemarks load as its dependencies, through the
    // soname links made beside them.
    assertEquals(List.of("libjnijavacpp.so", "libjniLLVM.so"),
        files.stream().map(p -> p.getFileName().toString()).toList());
    assertTrue(files.stream().allMatch(Files::isRegularFile));
    Path dir = files.get(1).getParent();
    for (String lib : List.of("libLLVM.so", "libLTO.so", "libRemarks.so")) {
      List<String> links = ElfNeeded.of(files.get(1)).stream().filter(n -> n.startsWith(lib + ".")).toList();
      assertEquals(1, links.size(), lib);
      assertTrue(Files.isSameFile(dir.resolve(links.get(0)), dir.resolve(lib)), links.get(0));
    }
    assertTrue(files.stream().allMatch(p -> p.startsWith(Path.of(System.getProperty("user.home"), ".javacpp", "cache"))));
  }

  @Test
  void aStampRemembersTheCheckAndABadStampOnlyCostsARecheck() throws Exception {
    Llvm.ensureInitialized();
    List<Path> files = CachedNatives.find();
    assertNotNull(files);
    // One stamp per jar path (checkouts with their own copies of the jars share JavaCPP's cache).
    Path jar = CachedNatives.platformJar("org.bytedeco.llvm.global.LLVM", "linux-x86_64");
    assertNotNull(jar);
    Path stamp = files.get(files.size() - 1).resolveSibling(CachedNatives.stampName(jar));
    assertTrue(Files.isRegularFile(stamp), "the check is recorded beside the libraries");
    String before = Files.readString(stamp);
    assertEquals(files, CachedNatives.find());
    assertEquals(before, Files.readString(stamp), "a current stamp is left as it is");
    Files.writeString(stamp, "stale");
    assertEquals(files, CachedNatives.find());
    assertTrue(!Files.readString(stamp).equals("stale"), "a stale stamp is rewritten after the full check");
    // A link the stamp lists that has gone is made again (until then the libraries load one by one).
    String[] links = Files.readString(stamp).split("\n")[1].split(" ");
    Path link = stamp.resolveSibling(links[0]);
    Path target = Files.readSymbolicLink(link);
    Files.delete(link);
    assertEquals(files, CachedNatives.find());
    assertEquals(target, Files.readSymbolicLink(link));
  }

  @Test
  void sonameLinksReplaceTheDependenciesLoadsOnlyWhileTheyLeadToTheirFiles(@TempDir Path dir) throws Exception {
    Llvm.ensureInitialized();
    List<Path> cached = CachedNatives.find();
    assertNotNull(cached);
    // A copy of LLVM's JNI library (for its needed names) beside stand-ins for the libraries it needs.
    Path jni = Files.copy(cached.get(cached.size() - 1), dir.resolve("libjniLLVM.so"));
    List<Path> group = List.of(dir.resolve("libLLVM.so"), dir.resolve("libLTO.so"), dir.resolve("libRemarks.so"), jni);
    for (Path p : group.subList(0, 3)) {
      Files.writeString(p, p.getFileName().toString());
    }
    List<String> links = CachedNatives.makeLinks(group);
    assertEquals(3, links.size());
    for (int i = 0; i < 3; i++) {
      assertTrue(links.get(i).startsWith(group.get(i).getFileName() + "."), links.get(i));
      assertTrue(Files.isSymbolicLink(dir.resolve(links.get(i))));
      assertTrue(Files.isSameFile(dir.resolve(links.get(i)), group.get(i)));
    }
    assertEquals(List.of(jni), CachedNatives.toLoad(group, links));
    assertEquals(links, CachedNatives.makeLinks(group), "made again, the links are kept");
    // A link leading to a file of another size (another version's library), or none at all: every
    // file is loaded through the JVM.
    Files.delete(dir.resolve(links.get(1)));
    Files.writeString(dir.resolve(links.get(1)), "another library");
    assertEquals(group, CachedNatives.toLoad(group, links));
    Files.delete(dir.resolve(links.get(1)));
    assertEquals(group, CachedNatives.toLoad(group, links));
    assertEquals(group, CachedNatives.toLoad(group, List.of()));
    // makeLinks replaces a file of a link's name that is not its target.
    Files.writeString(dir.resolve(links.get(1)), "another library");
    assertEquals(links, CachedNatives.makeLinks(group));
    assertEquals(List.of(jni), CachedNatives.toLoad(group, links));
    // A JNI library that needs no versioned name of a group file: no links.
    assertEquals(List.of(), CachedNatives.makeLinks(List.of(dir.resolve("libLLVM.so"), dir.resolve("libLTO.so"))));
  }

  @Test
  void elfNeededReadsTheDynamicSegmentAndRejectsOtherFiles(@TempDir Path dir) throws Exception {
    Llvm.ensureInitialized();
    List<Path> cached = CachedNatives.find();
    assertNotNull(cached);
    List<String> needed = ElfNeeded.of(cached.get(0)); // libjnijavacpp.so
    assertTrue(needed.contains("libc.so.6"), needed.toString());
    Path text = Files.writeString(dir.resolve("not-elf.so"), "not an ELF file at all, but longer than an ELF header is......");
    assertThrows(java.io.IOException.class, () -> ElfNeeded.of(text));
  }

  @Test
  void anotherCacheDirectoryLeavesLoadingToJavaCpp() {
    System.setProperty("org.bytedeco.javacpp.cachedir", "/nonexistent");
    try {
      assertNull(CachedNatives.find());
    } finally {
      System.clearProperty("org.bytedeco.javacpp.cachedir");
    }
  }

  @Test
  void theLoaderSettingIsRestoredAfterLoading() {
    Llvm.ensureInitialized();
    assertNull(System.getProperty("org.bytedeco.javacpp.loadLibraries"));
    assertTrue(Llvm.hostTriple().startsWith("x86_64"));
  }
}
