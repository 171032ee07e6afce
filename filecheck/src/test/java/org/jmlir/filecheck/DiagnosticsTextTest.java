package org.jmlir.filecheck;

import static org.jmlir.filecheck.FileCheckTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Exact diagnostics text, byte for byte as FileCheck 22 prints it. */
class DiagnosticsTextTest {
  @Test
  void expectedStringNotFound() {
    FileCheckResult r = run("CHECK: foo\nCHECK: baz\n", "foo\nbar\n");
    assertEquals("""
        check.txt:2:8: error: CHECK: expected string not found in input
        CHECK: baz
               ^
        input.txt:1:4: note: scanning from here
        foo
           ^
        input.txt:2:1: note: possible intended match here
        bar
        ^
        """, r.diagnostics());
  }

  @Test
  void nextOnWrongLineWithDump() {
    FileCheckResult r = run("// CHECK: foo\n// CHECK-NEXT: baz\n", "foo\nbar\nbaz\n",
        FileCheckOptions.defaults());
    assertEquals(1, r.status());
    assertEquals("""
        check.txt:2:16: error: CHECK-NEXT: is not on the line after the previous match
        // CHECK-NEXT: baz
                       ^
        input.txt:3:1: note: 'next' match was here
        baz
        ^
        input.txt:1:4: note: previous match ended here
        foo
           ^
        input.txt:2:1: note: non-matching line after previous match is here
        bar
        ^

        Input file: input.txt
        Check file: check.txt

        -dump-input=help explains the following input dump.

        Input was:
        <<<<<<
                1: foo\s
                2: bar\s
                3: baz\s
        next:2     !~~  error: match on wrong line
        >>>>>>
        """, r.diagnostics());
  }

  @Test
  void checkFileErrorsExitTwo() {
    FileCheckResult r = run("CHECK-NEXT: a\n", "a\n");
    assertEquals(2, r.status());
    assertEquals("""
        check.txt:1:1: error: found 'CHECK-NEXT' without previous 'CHECK: line
        CHECK-NEXT: a
        ^
        """, r.diagnostics());
    FileCheckResult bad = run("CHECK: {{a(}}\n", "a\n");
    assertEquals(2, bad.status());
    assertEquals("""
        check.txt:1:10: error: invalid regex: parentheses not balanced
        CHECK: {{a(}}
                 ^
        """, bad.diagnostics());
  }

  @Test
  void noCheckStrings() {
    FileCheckResult r = run("nothing here\n", "a\n");
    assertEquals(2, r.status());
    assertEquals("error: no check strings found with prefix 'CHECK:'\n", r.diagnostics());
  }

  @Test
  void excludedStringFoundWithVariableNote() {
    FileCheckResult r = run("CHECK: [[X:a]]\nCHECK-NOT: x[[X]]\nCHECK: b\n", "a\nxa\nb\n");
    assertEquals("""
        check.txt:2:12: error: CHECK-NOT: excluded string found in input
        CHECK-NOT: x[[X]]
                   ^
        input.txt:2:1: note: found here
        xa
        ^~
        input.txt:2:1: note: with "X" equal to "a"
        xa
        ^
        """, r.diagnostics());
  }
}
