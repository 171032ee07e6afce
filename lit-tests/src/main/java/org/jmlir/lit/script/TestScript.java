package org.jmlir.lit.script;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The directives of one test file, found like lit finds them: the first keyword anywhere on a line
 * ({@code RUN:}, {@code XFAIL:}, {@code REQUIRES:}, {@code UNSUPPORTED:}, {@code ALLOW_RETRIES:},
 * {@code END.}, {@code DEFINE:}, {@code REDEFINE:}) and the rest of that line. A {@code RUN:} line
 * ending in {@code \} continues on the next {@code RUN:} line; {@code %(line)}, {@code %(line+N)} and
 * {@code %(line-N)} become line numbers.
 *
 * @param script the RUN lines and substitution (re)definitions, in file order
 * @param requires REQUIRES expressions, all of which must hold
 * @param unsupported UNSUPPORTED expressions, none of which may hold
 * @param xfails XFAIL expressions ({@code *} for always)
 * @param allowedRetries from ALLOW_RETRIES, 0 when absent
 */
public record TestScript(
    List<Directive> script,
    List<String> requires,
    List<String> unsupported,
    List<String> xfails,
    int allowedRetries) {

  /** A RUN line or a DEFINE/REDEFINE, in file order. */
  public sealed interface Directive permits Run, Define {}

  /** A command line from RUN lines {@code line} to {@code endLine}. */
  public record Run(int line, int endLine, String command) implements Directive {
    /** How the trace names it: {@code RUN: at line 3} or {@code RUN: at line 3 to 5}. */
    public String location() {
      return line == endLine ? "at line " + line : "from line " + line + " to " + endLine;
    }
  }

  /** {@code DEFINE: %{name} = value} or, with {@code redefine}, {@code REDEFINE:}. */
  public record Define(int line, String name, String value, boolean redefine) implements Directive {}

  private static final Pattern KEYWORD = Pattern.compile(
      "(RUN:|XFAIL:|REQUIRES:|UNSUPPORTED:|ALLOW_RETRIES:|END\\.|DEFINE:|REDEFINE:)(.*)");
  private static final Pattern LINE_REF = Pattern.compile("%\\(line *(?:([+-]) *(\\d+))?\\)");
  private static final Pattern DEFINE = Pattern.compile("\\s*(%\\{[-+=._a-zA-Z0-9:]+})\\s*=(.*)");

  /** Whether any RUN line runs. */
  public boolean hasRunLines() {
    return script.stream().anyMatch(d -> d instanceof Run);
  }

  /** Whether the XFAIL lines say this test is expected to fail with these features. */
  public boolean isExpectedToFail(Set<String> features) {
    for (String x : xfails) {
      if (x.equals("*") || BooleanExpression.evaluate(x, features)) {
        return true;
      }
    }
    return false;
  }

  /** The REQUIRES expressions that do not hold. */
  public List<String> missingRequired(Set<String> features) {
    return requires.stream().filter(r -> !BooleanExpression.evaluate(r, features)).toList();
  }

  /** The UNSUPPORTED expressions that hold. */
  public List<String> unsupportedBy(Set<String> features) {
    return unsupported.stream().filter(u -> BooleanExpression.evaluate(u, features)).toList();
  }

  /** Reads and parses a test file. */
  public static TestScript read(Path file) throws IOException, ScriptException {
    return parse(new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
  }

  /** Parses test file text. */
  public static TestScript parse(String text) throws ScriptException {
    List<Directive> script = new ArrayList<>();
    List<String> requires = new ArrayList<>();
    List<String> unsupported = new ArrayList<>();
    List<String> xfails = new ArrayList<>();
    List<Integer> retries = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    Run open = null; // a RUN directive still ending in '\'
    for (int i = 0; i < lines.length; i++) {
      int lineNo = i + 1;
      Matcher m = KEYWORD.matcher(lines[i]);
      if (!m.find()) {
        continue;
      }
      String keyword = m.group(1);
      String rest = stripCr(m.group(2));
      if (open != null && !keyword.equals("RUN:")) {
        throw new ScriptException("Test has unterminated 'RUN:' directive (with '\\') " + open.location());
      }
      switch (keyword) {
        case "RUN:" -> {
          String command = substituteLineNumbers(lineNo, rest).stripTrailing();
          if (open != null) {
            String joined = open.command().substring(0, open.command().length() - 1) + command;
            script.set(script.size() - 1, new Run(open.line(), lineNo, joined));
          } else {
            script.add(new Run(lineNo, lineNo, command));
          }
          Run last = (Run) script.getLast();
          open = last.command().endsWith("\\") ? last : null;
        }
        case "XFAIL:" -> xfails.addAll(expressions(rest, keyword, lineNo, true));
        case "REQUIRES:" -> requires.addAll(expressions(rest, keyword, lineNo, false));
        case "UNSUPPORTED:" -> unsupported.addAll(expressions(rest, keyword, lineNo, false));
        case "ALLOW_RETRIES:" -> {
          try {
            retries.add(Integer.parseInt(rest.strip()));
          } catch (NumberFormatException e) {
            throw new ScriptException("expected an integer in ALLOW_RETRIES directive on test line " + lineNo);
          }
        }
        case "DEFINE:", "REDEFINE:" -> {
          Matcher d = DEFINE.matcher(rest);
          if (!d.matches()) {
            throw new ScriptException("Substitution's definition does not have the form "
                + "'%{name} = value' in " + keyword + " directive on test line " + lineNo);
          }
          script.add(new Define(lineNo, d.group(1), d.group(2).strip(), keyword.equals("REDEFINE:")));
        }
        default -> { // END.
          if (rest.isBlank()) {
            i = lines.length;
          }
        }
      }
    }
    if (open != null) {
      throw new ScriptException("Test has unterminated 'RUN:' directive (with '\\') " + open.location());
    }
    if (retries.size() > 1) {
      throw new ScriptException("Test has more than one ALLOW_RETRIES lines");
    }
    TestScript result = new TestScript(List.copyOf(script), List.copyOf(requires), List.copyOf(unsupported),
        List.copyOf(xfails), retries.isEmpty() ? 0 : retries.getFirst());
    if (!result.hasRunLines()) {
      throw new ScriptException("Test has no 'RUN:' line");
    }
    return result;
  }

  private static String stripCr(String s) {
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }

  private static List<String> expressions(String rest, String keyword, int lineNo, boolean star)
      throws ScriptException {
    List<String> out = new ArrayList<>();
    for (String part : rest.split(",")) {
      String e = part.strip();
      if (e.isEmpty()) {
        continue;
      }
      if (!(star && e.equals("*"))) {
        try {
          BooleanExpression.evaluate(e, Set.of());
        } catch (IllegalArgumentException ex) {
          throw new ScriptException(ex.getMessage() + "\nin " + keyword + " directive on test line " + lineNo);
        }
      }
      out.add(e);
    }
    return out;
  }

  static String substituteLineNumbers(int lineNo, String line) {
    if (!line.contains("%(line")) {
      return line;
    }
    Matcher m = LINE_REF.matcher(line);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      int v = lineNo;
      if (m.group(1) != null) {
        int delta = Integer.parseInt(m.group(2));
        v = m.group(1).equals("+") ? lineNo + delta : lineNo - delta;
      }
      m.appendReplacement(sb, Integer.toString(v));
    }
    m.appendTail(sb);
    return sb.toString();
  }
}
