package org.jmlir.translate.llvm;

import java.nio.charset.StandardCharsets;

/**
 * The last step of printing LLVM 20's module as LLVM 22 prints it: the attribute LLVM 20 does not
 * have ({@code nocreateundeforpoison}) was added to the intrinsic declarations as a string attribute
 * (so LLVM numbers the attribute groups as LLVM 22 does); here it loses its quotes and moves to its
 * place among the enum attributes (in name order, before the integer ones such as memory(...)).
 */
final class Llvm22Text {
  private static final String MARK = "\"nocreateundeforpoison\"";
  private static final String NAME = "nocreateundeforpoison";

  private Llvm22Text() {}

  /** {@code text} with each quoted mark in an attribute list rewritten; the same array when there is none. */
  static byte[] unquoteMarks(byte[] text) {
    if (text == null || indexOf(text, MARK.getBytes(StandardCharsets.US_ASCII)) < 0) {
      return text;
    }
    String[] lines = new String(text, StandardCharsets.UTF_8).split("\n", -1);
    // The groups that carry the mark; LLVM's "; Function Attrs:" comment above a declaration leaves
    // string attributes out, so it gets the name where the declaration's group has the mark.
    java.util.Set<String> marked = new java.util.HashSet<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.startsWith("attributes #") && line.contains(MARK)) {
        marked.add(line.substring("attributes ".length(), line.indexOf(' ', "attributes ".length())));
        String rest = line.replace(" " + MARK, "");
        lines[i] = insertName(rest, rest.indexOf("{ ") + 2);
      }
    }
    String comment = "; Function Attrs: ";
    for (int i = 0; i + 1 < lines.length; i++) {
      String next = lines[i + 1];
      int hash = next.lastIndexOf(" #");
      if (lines[i].startsWith(comment) && next.startsWith("declare ") && hash > 0
          && marked.contains(next.substring(hash + 1))) {
        lines[i] = insertName(lines[i], comment.length());
      }
    }
    return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
  }

  /** {@code line} with the name inserted after the enum attributes from {@code first} on that sort before it. */
  private static String insertName(String line, int first) {
    int pos = first;
    while (pos < line.length()) {
      int next = pos;
      while (next < line.length() && (Character.isLowerCase(line.charAt(next)) || line.charAt(next) == '_')) {
        next++;
      }
      boolean word = next > pos && (next == line.length() || line.charAt(next) == ' ');
      if (!word || line.substring(pos, next).compareTo(NAME) > 0) {
        break;
      }
      pos = next + 1;
    }
    if (pos >= line.length()) {
      return line + " " + NAME;
    }
    return line.substring(0, pos) + NAME + " " + line.substring(pos);
  }

  private static int indexOf(byte[] hay, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
