package org.jmlir.ir.pass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The option values given to a pass in a pipeline ({@code canonicalize{max-iterations=3 top-down=false}}),
 * by option name, in the order written. Each pass reads and validates its own options.
 */
public final class PassOptions {
  public static final PassOptions NONE = new PassOptions(Map.of());

  private final Map<String, String> values;

  public PassOptions(Map<String, String> values) {
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  public Map<String, String> values() {
    return values;
  }

  public boolean has(String name) {
    return values.containsKey(name);
  }

  public String get(String name, String defaultValue) {
    return values.getOrDefault(name, defaultValue);
  }

  public boolean getBool(String name, boolean defaultValue) {
    String v = values.get(name);
    if (v == null) {
      return defaultValue;
    }
    return switch (v) {
      case "", "true", "1", "TRUE", "True" -> true;
      case "false", "0", "FALSE", "False" -> false;
      default ->
          throw PassOptionException.invalidValue(
              "for the --" + name + " option: '" + v + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  public long getLong(String name, long defaultValue) {
    String v = values.get(name);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw PassOptionException.invalidValue(
          "for the --" + name + " option: '" + v + "' value invalid for long argument!");
    }
  }

  /** An unsigned option (LLVM's cl::opt<unsigned>): digits only, below 2^32. */
  public long getUnsigned(String name, long defaultValue) {
    String v = values.get(name);
    if (v == null) {
      return defaultValue;
    }
    try {
      long n = Long.parseLong(v);
      if (n >= 0 && n <= 0xFFFFFFFFL && !v.startsWith("+")) {
        return n;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw PassOptionException.invalidValue("for the --" + name + " option: '" + v + "' value invalid for uint argument!");
  }

  /** An option with a fixed set of values (LLVM's cl::values). */
  public String getEnum(String name, String defaultValue, java.util.Set<String> allowed) {
    String v = values.get(name);
    if (v == null) {
      return defaultValue;
    }
    if (!allowed.contains(v)) {
      throw PassOptionException.invalidValue("for the --" + name + " option: Cannot find option named '" + v + "'!");
    }
    return v;
  }

  /** A comma-separated list option ({@code a,b}, or in braces as pipelines print it: {@code {a,b}}). */
  public List<String> getList(String name) {
    String v = values.get(name);
    List<String> out = new ArrayList<>();
    if (v != null && v.length() >= 2 && v.startsWith("{") && v.endsWith("}")) {
      v = v.substring(1, v.length() - 1);
    }
    if (v == null || v.isEmpty()) {
      return out;
    }
    for (String s : v.split(",")) {
      out.add(s.trim());
    }
    return out;
  }

  /** {@code a=1 b=2}, as pipelines print options. */
  public String toPipelineText() {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : values.entrySet()) {
      if (!sb.isEmpty()) {
        sb.append(' ');
      }
      sb.append(e.getKey()).append('=').append(e.getValue());
    }
    return sb.toString();
  }
}
