package org.jmlir.lit.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The syntax of {@code jlit.cfg} and {@code jlit.local.cfg}: one {@code key = value} or
 * {@code key += value} per line; blank lines and lines starting with {@code #} are ignored; a line
 * ending in {@code \} continues on the next. The key is everything before the first {@code =} (so it may
 * hold a space: {@code substitute %{name} = ...}, {@code env NAME = ...}); the value is trimmed.
 */
public final class ConfigFile {
  private ConfigFile() {}

  /** One setting. {@code append} for {@code +=}. */
  public record Entry(Path file, int line, String key, boolean append, String value) {
    /** {@code file:line: } for messages. */
    public String where() {
      return file + ":" + line + ": ";
    }
  }

  public static List<Entry> read(Path file) throws IOException, ConfigException {
    return parse(file, new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
  }

  public static List<Entry> parse(Path file, String text) throws ConfigException {
    List<Entry> entries = new ArrayList<>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      int lineNo = i + 1;
      StringBuilder logical = new StringBuilder(lines[i].strip());
      while (logical.length() > 0 && logical.charAt(logical.length() - 1) == '\\' && i + 1 < lines.length) {
        logical.setLength(logical.length() - 1);
        logical.append(' ').append(lines[++i].strip());
      }
      String line = logical.toString().strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      int eq = line.indexOf('=');
      if (eq <= 0) {
        throw new ConfigException(file + ":" + lineNo + ": expected 'key = value', got: " + line);
      }
      boolean append = line.charAt(eq - 1) == '+';
      String key = line.substring(0, append ? eq - 1 : eq).strip().replaceAll("\\s+", " ");
      if (key.isEmpty()) {
        throw new ConfigException(file + ":" + lineNo + ": missing key before '='");
      }
      entries.add(new Entry(file, lineNo, key, append, line.substring(eq + 1).strip()));
    }
    return entries;
  }
}
