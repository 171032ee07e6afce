package org.jmlir.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CachedNativesTest {
  @Test
  void findsTheExtractedLibrariesInLoadOrder() {
    // Loading LLVM once (by either path) leaves JavaCPP's cache filled and current.
    Llvm.ensureInitialized();
    List<Path> files = CachedNatives.find();
    assertNotNull(files, "JavaCPP's cache holds the libraries after LLVM was loaded");
    assertEquals(List.of("libjnijavacpp.so", "libLLVM.so", "libLTO.so", "libRemarks.so", "libjniLLVM.so"),
        files.stream().map(p -> p.getFileName().toString()).toList());
    assertTrue(files.stream().allMatch(Files::isRegularFile));
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
