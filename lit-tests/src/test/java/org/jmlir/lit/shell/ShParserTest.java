package org.jmlir.lit.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShParserTest {
  private static ShNode.Command single(String line) throws ShParseException {
    ShNode.Pipeline p = assertInstanceOf(ShNode.Pipeline.class, ShParser.parse(line));
    assertEquals(1, p.commands().size());
    return p.commands().getFirst();
  }

  @Test
  void quotingFollowsLitsInternalShell() throws Exception {
    ShNode.Command c = single("echo 'a  \\b \"c\"' \"d \\\" \\\\ \\$ \\n\" e\\ f g\"h\"'i'");
    assertEquals(List.of("echo", "a  \\b \"c\"", "d \" \\ $ \\n", "e f", "ghi"), c.argStrings());
  }

  @Test
  void operatorsInsideQuotesAreWords() throws Exception {
    assertEquals(List.of("echo", "a|b;c&&d>e"), single("echo 'a|b;c&&d>e'").argStrings());
  }

  @Test
  void sequencesAreLeftAssociative() throws Exception {
    ShNode.Seq seq = assertInstanceOf(ShNode.Seq.class, ShParser.parse("a && b || c ; d"));
    assertEquals(";", seq.op());
    ShNode.Seq lhs = assertInstanceOf(ShNode.Seq.class, seq.lhs());
    assertEquals("||", lhs.op());
    assertEquals("&&", assertInstanceOf(ShNode.Seq.class, lhs.lhs()).op());
  }

  @Test
  void pipelines() throws Exception {
    ShNode.Pipeline p = assertInstanceOf(ShNode.Pipeline.class, ShParser.parse("a x | b | c y z"));
    assertEquals(3, p.commands().size());
    assertEquals(List.of("c", "y", "z"), p.commands().get(2).argStrings());
  }

  @Test
  void redirectionsWithAndWithoutDescriptors() throws Exception {
    ShNode.Command c = single("cmd > out 2>&1 < in 2>> err &> both >> app");
    assertEquals(List.of("cmd"), c.argStrings());
    List<ShNode.Redirect> r = c.redirects();
    assertEquals(new ShNode.Redirect(">", -1, ShNode.Word.of("out")), r.get(0));
    assertEquals(new ShNode.Redirect(">&", 2, ShNode.Word.of("1")), r.get(1));
    assertEquals(new ShNode.Redirect("<", -1, ShNode.Word.of("in")), r.get(2));
    assertEquals(new ShNode.Redirect(">>", 2, ShNode.Word.of("err")), r.get(3));
    assertEquals("&>", r.get(4).op());
    assertEquals(1, r.get(5).effectiveFd());
    assertEquals(0, r.get(2).effectiveFd());
  }

  @Test
  void quotedDigitsBeforeRedirectAreStillAWord() throws Exception {
    ShNode.Command c = single("echo 2 > f");
    assertEquals(List.of("echo", "2"), c.argStrings());
  }

  @Test
  void globsOnlyWhenUnquoted() throws Exception {
    ShNode.Command c = single("cat *.txt '*.dat' a?b");
    assertTrue(c.args().get(1).glob());
    assertEquals(false, c.args().get(2).glob());
    assertTrue(c.args().get(3).glob());
  }

  @Test
  void syntaxErrors() {
    assertThrows(ShParseException.class, () -> ShParser.parse("echo 'open"));
    assertThrows(ShParseException.class, () -> ShParser.parse("a &&"));
    assertThrows(ShParseException.class, () -> ShParser.parse("| a"));
    assertThrows(ShParseException.class, () -> ShParser.parse("a >"));
    assertThrows(ShParseException.class, () -> ShParser.parse("a & b"));
    assertThrows(ShParseException.class, () -> ShParser.parse("   "));
  }

  @Test
  void trailingSemicolonIsHarmless() throws Exception {
    assertInstanceOf(ShNode.Pipeline.class, ShParser.parse("true ;"));
  }
}
