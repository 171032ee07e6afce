package org.jmlir.filecheck;

import java.util.Map;

/** The POSIX collating-element names regcomp knows inside {@code [. .]} and {@code [= =]} (cname.h). */
final class CollatingNames {
  private static final Map<String, Integer> NAMES = Map.ofEntries(
      Map.entry("NUL", 0), Map.entry("SOH", 1), Map.entry("STX", 2), Map.entry("ETX", 3),
      Map.entry("EOT", 4), Map.entry("ENQ", 5), Map.entry("ACK", 6), Map.entry("BEL", 7),
      Map.entry("alert", 7), Map.entry("BS", 8), Map.entry("backspace", 8), Map.entry("HT", 9),
      Map.entry("tab", 9), Map.entry("LF", 10), Map.entry("newline", 10), Map.entry("VT", 11),
      Map.entry("vertical-tab", 11), Map.entry("FF", 12), Map.entry("form-feed", 12), Map.entry("CR", 13),
      Map.entry("carriage-return", 13), Map.entry("space", 32), Map.entry("exclamation-mark", 33),
      Map.entry("quotation-mark", 34), Map.entry("number-sign", 35), Map.entry("dollar-sign", 36),
      Map.entry("percent-sign", 37), Map.entry("ampersand", 38), Map.entry("apostrophe", 39),
      Map.entry("left-parenthesis", 40), Map.entry("right-parenthesis", 41), Map.entry("asterisk", 42),
      Map.entry("plus-sign", 43), Map.entry("comma", 44), Map.entry("hyphen", 45),
      Map.entry("hyphen-minus", 45), Map.entry("period", 46), Map.entry("full-stop", 46),
      Map.entry("slash", 47), Map.entry("solidus", 47), Map.entry("zero", 48), Map.entry("one", 49),
      Map.entry("two", 50), Map.entry("three", 51), Map.entry("four", 52), Map.entry("five", 53),
      Map.entry("six", 54), Map.entry("seven", 55), Map.entry("eight", 56), Map.entry("nine", 57),
      Map.entry("colon", 58), Map.entry("semicolon", 59), Map.entry("less-than-sign", 60),
      Map.entry("equals-sign", 61), Map.entry("greater-than-sign", 62), Map.entry("question-mark", 63),
      Map.entry("commercial-at", 64), Map.entry("left-square-bracket", 91), Map.entry("backslash", 92),
      Map.entry("reverse-solidus", 92), Map.entry("right-square-bracket", 93),
      Map.entry("circumflex", 94), Map.entry("circumflex-accent", 94), Map.entry("underscore", 95),
      Map.entry("low-line", 95), Map.entry("grave-accent", 96), Map.entry("left-brace", 123),
      Map.entry("left-curly-bracket", 123), Map.entry("vertical-line", 124), Map.entry("right-brace", 125),
      Map.entry("right-curly-bracket", 125), Map.entry("tilde", 126), Map.entry("DEL", 127));

  private CollatingNames() {}

  static int lookup(String name) {
    Integer v = NAMES.get(name);
    return v == null ? -1 : v;
  }
}
