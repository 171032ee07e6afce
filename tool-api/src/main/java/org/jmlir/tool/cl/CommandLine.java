package org.jmlir.tool.cl;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A command line parsed as LLVM's {@code cl} library parses it, declared without reflection so that
 * a tool starts in milliseconds (an annotation-driven parser spent ~100 ms of jopt's start-up building
 * its model through proxies and method handles).
 *
 * <p>Rules, as LLVM's: an option is spelled {@code -name} or {@code --name}; a value follows as
 * {@code -name=value} or, for options that require one, as the next argument; a flag takes
 * {@code =true/false/1/0}; an optional-value option takes its value only after {@code =}; list options
 * split their value at commas and may repeat; {@code --} ends the options; everything else is
 * positional. Errors are reported in LLVM's words through {@link CommandLineException}.
 */
public final class CommandLine {
  /** How an option takes its value. */
  public enum Arity {
    /** A boolean: bare means true; {@code =value} must be a boolean. */
    FLAG,
    /** A value is required: {@code -name=value} or {@code -name value}. */
    REQUIRED,
    /** A value only after {@code =}; bare, the option takes its default value. */
    OPTIONAL,
    /** A comma-separated list, given with {@code =} or as the next argument; may repeat. */
    LIST
  }

  /** Receives an option's value (one element for lists); throws to reject it. */
  @FunctionalInterface
  public interface Setter {
    void set(String value) throws CommandLineException;
  }

  /**
   * One option. {@code bareValue} is what a bare OPTIONAL option (and a bare FLAG: "true") passes to
   * the setter; {@code valueName} is shown in help ({@code --name=<valueName>}).
   */
  public record Option(String name, Arity arity, String valueName, String bareValue, String help, Setter setter) {}

  private final String program;
  private final Map<String, Option> options = new LinkedHashMap<>();

  public CommandLine(String program) {
    this.program = program;
  }

  public String program() {
    return program;
  }

  public CommandLine flag(String name, String help, Setter setter) {
    return add(new Option(name, Arity.FLAG, null, "true", help, setter));
  }

  public CommandLine value(String name, String valueName, String help, Setter setter) {
    return add(new Option(name, Arity.REQUIRED, valueName, null, help, setter));
  }

  public CommandLine optionalValue(String name, String valueName, String bareValue, String help, Setter setter) {
    return add(new Option(name, Arity.OPTIONAL, valueName, bareValue, help, setter));
  }

  public CommandLine list(String name, String valueName, String help, Setter setter) {
    return add(new Option(name, Arity.LIST, valueName, null, help, setter));
  }

  public CommandLine add(Option o) {
    options.put(o.name(), o);
    return this;
  }

  public Iterable<Option> options() {
    return options.values();
  }

  /** The option named {@code name} (without dashes), or null. */
  public Option lookup(String name) {
    return options.get(name);
  }

  /**
   * Parses {@code args}, calling the setters in order; returns the positional arguments.
   *
   * @param extraNames further option names the tool handles itself (pass flags), only used to
   *     suggest the nearest name for a misspelt option
   */
  public List<String> parse(List<String> args, Iterable<String> extraNames) throws CommandLineException {
    List<String> positional = new ArrayList<>();
    boolean positionalOnly = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (positionalOnly || a.length() < 2 || a.charAt(0) != '-') {
        positional.add(a);
        continue;
      }
      if (a.equals("--")) {
        positionalOnly = true;
        continue;
      }
      String body = a.substring(a.startsWith("--") ? 2 : 1);
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      Option o = options.get(name);
      if (o == null) {
        throw unknown(a, name, value, extraNames);
      }
      switch (o.arity()) {
        case FLAG -> o.setter().set(value == null ? "true" : value);
        case OPTIONAL -> o.setter().set(value == null ? o.bareValue() : value);
        case REQUIRED, LIST -> {
          if (value == null) {
            if (i + 1 >= args.size()) {
              throw new CommandLineException(program + ": for the " + dashed(name) + " option: requires a value!");
            }
            value = args.get(++i);
          }
          if (o.arity() == Arity.REQUIRED) {
            o.setter().set(value);
          } else {
            for (String element : value.split(",", -1)) {
              o.setter().set(element);
            }
          }
        }
      }
    }
    return positional;
  }

  private CommandLineException unknown(String arg, String name, String value, Iterable<String> extraNames) {
    String message = program + ": Unknown command line argument '" + arg + "'.  Try: '" + program + " --help'";
    String nearest = null;
    int best = Integer.MAX_VALUE;
    List<String> names = new ArrayList<>(options.keySet());
    extraNames.forEach(names::add);
    for (String candidate : names) {
      int d = editDistance(name, candidate, best);
      if (d < best) {
        best = d;
        nearest = candidate;
      }
    }
    if (nearest != null) {
      message += "\n" + program + ": Did you mean '" + dashed(nearest) + (value == null ? "" : "=" + value) + "'?";
    }
    return new CommandLineException(message);
  }

  /** LLVM prints one-letter options with one dash and the others with two. */
  public static String dashed(String name) {
    return (name.length() == 1 ? "-" : "--") + name;
  }

  /** Levenshtein distance, giving up (returning {@code limit}) once every path exceeds it. */
  static int editDistance(String a, String b, int limit) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      int rowMin = cur[0];
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j], cur[j - 1]) + 1);
        rowMin = Math.min(rowMin, cur[j]);
      }
      if (rowMin >= limit) {
        return limit;
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }

  // ---- value conversions with LLVM's messages ------------------------------------------------

  public static boolean parseBool(String program, String option, String v) throws CommandLineException {
    return switch (v) {
      case "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default ->
          throw new CommandLineException(
              program + ": for the " + dashed(option) + " option: '" + v + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  public static long parseUnsigned(String program, String option, String v) throws CommandLineException {
    try {
      long x = Long.parseUnsignedLong(v);
      if (x >= 0) {
        return x;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new CommandLineException(program + ": for the " + dashed(option) + " option: '" + v + "' value invalid for uint argument!");
  }

  /** A value that must be one of {@code allowed} (an LLVM enum option). */
  public static String parseEnum(String program, String option, String v, String... allowed) throws CommandLineException {
    for (String a : allowed) {
      if (a.equals(v)) {
        return v;
      }
    }
    throw new CommandLineException(program + ": for the " + dashed(option) + " option: Cannot find option named '" + v + "'!");
  }

  // ---- help --------------------------------------------------------------------------------------

  /**
   * The options, one per line, as LLVM's {@code --help} lays them out: descriptions start in one
   * column, two past the longest option (at least {@code minColumn}).
   */
  public String renderOptions(int minColumn) {
    List<String> lefts = new ArrayList<>();
    int column = minColumn;
    for (Option o : options.values()) {
      String left = "  " + dashed(o.name());
      if (o.valueName() != null) {
        left += o.arity() == Arity.OPTIONAL ? "[=" + o.valueName() + "]" : "=" + o.valueName();
      }
      lefts.add(left);
      column = Math.max(column, left.length() + 2);
    }
    StringBuilder sb = new StringBuilder();
    int i = 0;
    for (Option o : options.values()) {
      String left = lefts.get(i++);
      sb.append(left).append(" ".repeat(column - left.length())).append("- ").append(o.help()).append('\n');
    }
    return sb.toString();
  }
}
