package org.jmlir.translate.graphdef;

/**
 * TensorFlow's device names ({@code DeviceNameUtils}): {@code /job:J/replica:R/task:T/device:TYPE:ID},
 * every part optional, {@code *} for "any", and the legacy {@code /cpu:N} and {@code /gpu:N}.
 */
public final class DeviceNames {
  private DeviceNames() {}

  /**
   * The name the importer gives a node's device: the parsed name with a missing device type taken as
   * {@code CPU} and a missing id as 0, written back in full form; "" stays "". Null when the name
   * does not parse.
   */
  public static String complete(String name) {
    if (name.isEmpty()) {
      return name;
    }
    Parsed p = parse(name);
    if (p == null) {
      return null;
    }
    if (p.type == null) {
      p.type = "CPU";
    }
    if (p.id < 0) {
      p.id = 0;
    }
    return p.toString();
  }

  /** A parsed name; null or -1 for a part that is absent or {@code *}. */
  static final class Parsed {
    String job;
    int replica = -1;
    int task = -1;
    String type;
    int id = -1;

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder();
      if (job != null) {
        sb.append("/job:").append(job);
      }
      if (replica >= 0) {
        sb.append("/replica:").append(replica);
      }
      if (task >= 0) {
        sb.append("/task:").append(task);
      }
      if (type != null) {
        sb.append("/device:").append(type).append(':').append(id >= 0 ? Integer.toString(id) : "*");
      }
      return sb.toString();
    }
  }

  /** Parses a full device name as TensorFlow's {@code ParseFullName}; null when it is not one. */
  static Parsed parse(String s) {
    Parsed p = new Parsed();
    if (s.equals("/")) {
      return p;
    }
    Cursor c = new Cursor(s);
    while (!c.done()) {
      boolean progress = false;
      if (c.eat("/job:")) {
        if (!c.eat("*")) {
          p.job = c.identifier("/");
          if (p.job == null) {
            return null;
          }
        }
        progress = true;
      }
      if (c.eat("/replica:")) {
        if (!c.eat("*") && (p.replica = c.number()) < 0) {
          return null;
        }
        progress = true;
      }
      if (c.eat("/task:")) {
        if (!c.eat("*") && (p.task = c.number()) < 0) {
          return null;
        }
        progress = true;
      }
      if (c.eat("/device:")) {
        if (!c.eat("*")) {
          p.type = c.identifier("/:");
          if (p.type == null) {
            return null;
          }
        }
        if (c.eat(":") && !c.eat("*") && (p.id = c.number()) < 0) {
          return null;
        }
        progress = true;
      }
      for (String legacy : new String[] {"cpu", "CPU", "gpu", "GPU"}) {
        if (c.eat("/" + legacy + ":")) {
          p.type = legacy.toUpperCase();
          if (!c.eat("*") && (p.id = c.number()) < 0) {
            return null;
          }
          progress = true;
        }
      }
      if (!progress) {
        return null;
      }
    }
    return p;
  }

  private static final class Cursor {
    final String s;
    int pos;

    Cursor(String s) {
      this.s = s;
    }

    boolean done() {
      return pos >= s.length();
    }

    boolean eat(String prefix) {
      if (s.startsWith(prefix, pos)) {
        pos += prefix.length();
        return true;
      }
      return false;
    }

    /** A letter then letters, digits or underscores, up to one of {@code stops}; null otherwise. */
    String identifier(String stops) {
      if (done() || !Character.isLetter(s.charAt(pos)) || s.charAt(pos) > 127) {
        return null;
      }
      int end = pos;
      while (end < s.length() && stops.indexOf(s.charAt(end)) < 0) {
        char ch = s.charAt(end);
        if (ch > 127 || !(Character.isLetterOrDigit(ch) || ch == '_')) {
          return null;
        }
        end++;
      }
      String out = s.substring(pos, end);
      pos = end;
      return out;
    }

    /** Leading decimal digits as a number; -1 when there are none (or too many). */
    int number() {
      int end = pos;
      long v = 0;
      while (end < s.length() && s.charAt(end) >= '0' && s.charAt(end) <= '9') {
        v = v * 10 + (s.charAt(end) - '0');
        if (v > Integer.MAX_VALUE) {
          return -1;
        }
        end++;
      }
      if (end == pos) {
        return -1;
      }
      pos = end;
      return (int) v;
    }
  }
}
