package org.jmlir.lit.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Expands RUN lines as lit does: {@code %%} is a literal {@code %}; {@code %if EXPR %{...%} %else %{...%}}
 * picks a branch by the features; then every substitution, in order, replaces its pattern literally
 * (the configured ones first, so that their values may use {@code %s}, {@code %t} and the like).
 */
public final class Substitutions {
  /** Hides {@code %%} while substituting. A private-use character no test contains. */
  private static final char MARKER = '\uE000';

  /** One substitution: every occurrence of {@code pattern} becomes {@code replacement}. */
  public record Substitution(String pattern, String replacement) {}

  private final List<Substitution> list;

  public Substitutions(List<Substitution> list) {
    this.list = new ArrayList<>(list);
  }

  public List<Substitution> list() {
    return List.copyOf(list);
  }

  /** Applies a DEFINE (added in front, so that it wins) or REDEFINE (replaced in place). */
  public void define(TestScript.Define d) throws ScriptException {
    int at = indexOf(d.name());
    if (d.redefine()) {
      if (at < 0) {
        throw new ScriptException("No substitution for '" + d.name() + "' is defined before "
            + "'REDEFINE:' directive at line " + d.line());
      }
      list.set(at, new Substitution(d.name(), d.value()));
    } else {
      if (at >= 0) {
        throw new ScriptException("Existing substitution for '" + d.name() + "' conflicts with "
            + "'DEFINE:' directive at line " + d.line());
      }
      list.addFirst(new Substitution(d.name(), d.value()));
    }
  }

  private int indexOf(String name) {
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).pattern().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** Expands one command line. */
  public String apply(String line, Set<String> features) throws ScriptException {
    String ln = hide(line);
    if (ln.contains("%if ")) {
      ln = substituteIf(ln, features);
    }
    for (Substitution s : list) {
      if (ln.contains(s.pattern())) {
        ln = hide(ln.replace(s.pattern(), s.replacement()));
      }
    }
    return ln.replace(MARKER, '%').strip();
  }

  private static String hide(String s) {
    return s.contains("%%") ? s.replace("%%", String.valueOf(MARKER)) : s;
  }

  // ---- %if cond %{ then %} %else %{ else %} ----

  private static final class Cursor {
    String rest;

    Cursor(String rest) {
      this.rest = rest;
    }
  }

  private static String substituteIf(String line, Set<String> features) throws ScriptException {
    Cursor c = new Cursor(line);
    String result = parseRecursive(c, false, features);
    if (!c.rest.isEmpty()) {
      throw new ScriptException("unexpected '%}' in: " + line);
    }
    return result;
  }

  private static String parseRecursive(Cursor c, boolean nested, Set<String> features)
      throws ScriptException {
    StringBuilder result = new StringBuilder();
    while (!c.rest.isEmpty()) {
      if (nested && c.rest.startsWith("%}")) {
        break;
      }
      if (c.rest.startsWith("%if ")) {
        String afterIf = c.rest.substring(4);
        int open = afterIf.indexOf("%{");
        if (open < 0) {
          throw new ScriptException("'%{' is missing for %if substitution");
        }
        String cond = afterIf.substring(0, open);
        c.rest = afterIf.substring(open + 2);
        String thenBranch = parseRecursive(c, true, features);
        if (!c.rest.startsWith("%}")) {
          throw new ScriptException("'%}' is missing for %if substitution");
        }
        c.rest = c.rest.substring(2);
        String elseBranch = "";
        String trimmed = c.rest.stripLeading();
        if (trimmed.startsWith("%else")) {
          String afterElse = trimmed.substring(5).stripLeading();
          if (!afterElse.startsWith("%{")) {
            throw new ScriptException("'%{' is missing for %else substitution");
          }
          c.rest = afterElse.substring(2);
          elseBranch = parseRecursive(c, true, features);
          if (!c.rest.startsWith("%}")) {
            throw new ScriptException("'%}' is missing for %else substitution");
          }
          c.rest = c.rest.substring(2);
        }
        boolean holds;
        try {
          holds = BooleanExpression.evaluate(cond, features);
        } catch (IllegalArgumentException e) {
          throw new ScriptException("bad %if condition '" + cond.strip() + "': " + e.getMessage());
        }
        result.append(holds ? thenBranch : elseBranch);
        continue;
      }
      // Plain text up to the next %if (or %} when nested).
      int nextIf = c.rest.indexOf("%if", 1);
      int nextEnd = nested ? c.rest.indexOf("%}") : -1;
      int stop = c.rest.length();
      if (nextIf >= 0) {
        stop = nextIf;
      }
      if (nextEnd >= 0 && nextEnd < stop) {
        stop = nextEnd;
      }
      if (stop == 0) {
        stop = c.rest.startsWith("%if") ? 3 : 0;
      }
      result.append(c.rest, 0, stop);
      c.rest = c.rest.substring(stop);
    }
    return result.toString();
  }
}
