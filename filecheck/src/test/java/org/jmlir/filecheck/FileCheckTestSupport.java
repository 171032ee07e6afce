package org.jmlir.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Shared helpers: run FileCheck on small texts and assert on the outcome. */
final class FileCheckTestSupport {
  private FileCheckTestSupport() {}

  static FileCheckResult run(String check, String input, FileCheckOptions opts) {
    return FileCheck.check(check, "check.txt", input, "input.txt", opts);
  }

  static FileCheckResult run(String check, String input) {
    return run(check, input, FileCheckOptions.builder().dumpInput(FileCheckOptions.DumpInput.NEVER).build());
  }

  static void assertPasses(String check, String input) {
    FileCheckResult r = run(check, input);
    assertEquals(0, r.status(), r.diagnostics());
  }

  static void assertFails(String check, String input) {
    FileCheckResult r = run(check, input);
    assertEquals(1, r.status(), r.diagnostics());
  }

  static FileCheckOptions.Builder noDump() {
    return FileCheckOptions.builder().dumpInput(FileCheckOptions.DumpInput.NEVER);
  }
}
