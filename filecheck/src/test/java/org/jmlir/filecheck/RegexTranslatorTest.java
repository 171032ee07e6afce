package org.jmlir.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RegexTranslatorTest {
  private static boolean matches(String llvmRegex, String text) throws RegexTranslator.RegexError {
    String translated = RegexTranslator.translate(llvmRegex, false).java();
    return java.util.regex.Pattern.compile(translated, java.util.regex.Pattern.MULTILINE
        | java.util.regex.Pattern.UNIX_LINES).matcher(text).find();
  }

  private static String error(String llvmRegex) {
    return assertThrows(RegexTranslator.RegexError.class, () -> RegexTranslator.translate(llvmRegex, false))
        .getMessage();
  }

  @Test
  void backslashBeforeALetterIsTheLetter() throws Exception {
    assertTrue(matches("\\d", "d"));
    assertFalse(matches("\\d", "5"));
    assertTrue(matches("a\\.b", "a.b"));
    assertFalse(matches("a\\.b", "axb"));
  }

  @Test
  void posixClassesAndBrackets() throws Exception {
    assertTrue(matches("^[[:alpha:]]+[[:digit:]]$", "abc1"));
    assertTrue(matches("[]a]", "]"));
    assertTrue(matches("[^]a]", "b"));
    assertTrue(matches("[a\\]", "\\"));
    assertTrue(matches("[[.hyphen.]]", "-"));
  }

  @Test
  void negatedBracketNeverMatchesNewline() throws Exception {
    assertFalse(matches("a[^x]b", "a\nb"));
  }

  @Test
  void braceIsLiteralUnlessADigitFollows() throws Exception {
    assertTrue(matches("a{b", "a{b"));
    assertTrue(matches("^a{2}$", "aa"));
    assertTrue(matches("^a{2,}$", "aaaa"));
  }

  @Test
  void groupsAreCountedAndBackReferencesWork() throws Exception {
    RegexTranslator.Result r = RegexTranslator.translate("(a)(b(c))\\1", false);
    assertEquals(3, r.groups());
    assertTrue(matches("(ab)\\1", "abab"));
  }

  @Test
  void alternationAsksForLongestMatch() throws Exception {
    assertTrue(RegexTranslator.translate("a|ab", false).needsLongest());
    assertFalse(RegexTranslator.translate("a+b", false).needsLongest());
  }

  @Test
  void errorsUseRegcompWording() {
    assertEquals("empty (sub)expression", error(""));
    assertEquals("empty (sub)expression", error("a|"));
    assertEquals("parentheses not balanced", error("(a"));
    assertEquals("parentheses not balanced", error("a)"));
    assertEquals("repetition-operator operand invalid", error("a**"));
    assertEquals("repetition-operator operand invalid", error("*a"));
    assertEquals("invalid character class", error("[[:foo:]]"));
    assertEquals("invalid character range", error("[z-a]"));
    assertEquals("invalid backreference number", error("\\1"));
    assertEquals("trailing backslash (\\)", error("x\\"));
    assertEquals("brackets ([ ]) not balanced", error("[ab"));
    assertEquals("braces not balanced", error("a{2"));
  }

  @Test
  void ignoreCaseFoldsBeforeNegating() throws Exception {
    String translated = RegexTranslator.translate("[^a]", true).java();
    java.util.regex.Pattern p = java.util.regex.Pattern.compile(translated, java.util.regex.Pattern.CASE_INSENSITIVE);
    assertFalse(p.matcher("A").find());
    assertTrue(p.matcher("b").find());
  }
}
