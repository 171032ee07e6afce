package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks an {@code llvm.data_layout} string the way LLVM's DataLayout parser does (MLIR 22 rejects
 * a module whose string LLVM would not parse): specifications separated by {@code -}, each named by
 * its first letter ({@code e}/{@code E}, {@code m:<mangling>}, {@code p[<n>]:<size>:<abi>...},
 * {@code i}/{@code f}/{@code v<size>:<abi>[:<pref>]}, {@code a:<abi>[:<pref>]}, {@code n}, {@code S},
 * {@code F}, {@code P}, {@code A}, {@code G}, {@code ni:...}). Returns LLVM's message, or null.
 */
final class LlvmDataLayoutString {
  private LlvmDataLayoutString() {}

  static String problem(String layout) {
    if (layout.isEmpty()) {
      return null;
    }
    for (String spec : split(layout, '-')) {
      if (spec.isEmpty()) {
        return "empty specification is not allowed";
      }
      String p = specification(spec);
      if (p != null) {
        return p;
      }
    }
    return null;
  }

  /** llvm::StringRef::split keeping empty pieces. */
  private static List<String> split(String s, char sep) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= s.length(); i++) {
      if (i == s.length() || s.charAt(i) == sep) {
        out.add(s.substring(start, i));
        start = i + 1;
      }
    }
    return out;
  }

  private static String form(String f) {
    return "malformed specification, must be of the form \"" + f + "\"";
  }

  private static String specification(String spec) {
    if (spec.startsWith("ni")) {
      String rest = spec.substring(2);
      if (!rest.startsWith(":")) {
        return form("ni:<address space>[:<address space>]...");
      }
      for (String s : split(rest.substring(1), ':')) {
        long[] as = new long[1];
        String e = addrSpace(s, as);
        if (e != null) {
          return e;
        }
        if (as[0] == 0) {
          return "address space 0 cannot be non-integral";
        }
      }
      return null;
    }
    char c = spec.charAt(0);
    if (c == 'i' || c == 'f' || c == 'v') {
      return primitive(spec);
    }
    if (c == 'a') {
      return aggregate(spec);
    }
    if (c == 'p') {
      return pointer(spec);
    }
    String rest = spec.substring(1);
    long[] v = new long[1];
    switch (c) {
      case 's':
        return null;
      case 'e', 'E':
        return rest.isEmpty() ? null : "malformed specification, must be just 'e' or 'E'";
      case 'n':
        for (String s : split(rest, ':')) {
          String e = size(s, "size", v);
          if (e != null) {
            return e;
          }
        }
        return null;
      case 'S':
        return rest.isEmpty() ? form("S<size>") : alignment(rest, "stack natural", false, v);
      case 'F':
        if (rest.isEmpty()) {
          return form("F<type><abi>");
        }
        if (rest.charAt(0) != 'i' && rest.charAt(0) != 'n') {
          return "unknown function pointer alignment type '" + rest.charAt(0) + "'";
        }
        return alignment(rest.substring(1), "ABI", false, v);
      case 'P':
        return rest.isEmpty() ? form("P<address space>") : addrSpace(rest, v);
      case 'A':
        return rest.isEmpty() ? form("A<address space>") : addrSpace(rest, v);
      case 'G':
        return rest.isEmpty() ? form("G<address space>") : addrSpace(rest, v);
      case 'm':
        if (!rest.startsWith(":") || rest.length() == 1) {
          return form("m:<mangling>");
        }
        return rest.length() == 2 && "elomxwa".indexOf(rest.charAt(1)) >= 0 ? null : "unknown mangling mode";
      default:
        return "unknown specifier '" + c + "'";
    }
  }

  private static String primitive(String spec) {
    char c = spec.charAt(0);
    List<String> parts = split(spec.substring(1), ':');
    if (parts.size() < 2 || parts.size() > 3) {
      return form(c + "<size>:<abi>[:<pref>]");
    }
    long[] bits = new long[1];
    long[] abi = new long[1];
    long[] pref = new long[1];
    String e = size(parts.get(0), "size", bits);
    if (e == null) {
      e = alignment(parts.get(1), "ABI", false, abi);
    }
    if (e == null && c == 'i' && bits[0] == 8 && abi[0] != 8) {
      e = "i8 must be 8-bit aligned";
    }
    return e != null ? e : preferred(parts, 2, abi[0], pref);
  }

  private static String aggregate(String spec) {
    List<String> parts = split(spec.substring(1), ':');
    if (parts.size() < 2 || parts.size() > 3) {
      return form("a:<abi>[:<pref>]");
    }
    if (!parts.get(0).isEmpty() && !parts.get(0).matches("0+")) {
      return "size must be zero";
    }
    long[] abi = new long[1];
    String e = alignment(parts.get(1), "ABI", true, abi);
    return e != null ? e : preferred(parts, 2, abi[0], new long[1]);
  }

  private static String pointer(String spec) {
    List<String> parts = split(spec.substring(1), ':');
    if (parts.size() < 3 || parts.size() > 5) {
      return form("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]");
    }
    long[] v = new long[1];
    long[] bits = new long[1];
    long[] abi = new long[1];
    String e = parts.get(0).isEmpty() ? null : addrSpace(parts.get(0), v);
    if (e == null) {
      e = size(parts.get(1), "pointer size", bits);
    }
    if (e == null) {
      e = alignment(parts.get(2), "ABI", false, abi);
    }
    if (e == null) {
      e = preferred(parts, 3, abi[0], v);
    }
    if (e == null && parts.size() > 4) {
      long[] idx = new long[1];
      e = size(parts.get(4), "index size", idx);
      if (e == null && idx[0] > bits[0]) {
        e = "index size cannot be larger than the pointer size";
      }
    }
    return e;
  }

  private static String preferred(List<String> parts, int i, long abi, long[] out) {
    if (parts.size() <= i) {
      return null;
    }
    String e = alignment(parts.get(i), "preferred", false, out);
    return e != null ? e : out[0] < abi ? "preferred alignment cannot be less than the ABI alignment" : null;
  }

  private static long decimal(String s) {
    if (s.isEmpty() || s.length() > 12) {
      return -1;
    }
    long v = 0;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch < '0' || ch > '9') {
        return -1;
      }
      v = v * 10 + (ch - '0');
    }
    return v;
  }

  private static String size(String s, String name, long[] out) {
    if (s.isEmpty()) {
      return name + " component cannot be empty";
    }
    long v = decimal(s);
    if (v <= 0 || v >= (1L << 24)) {
      return name + " must be a non-zero 24-bit integer";
    }
    out[0] = v;
    return null;
  }

  /** An alignment in bits (0 means one byte where allowed); {@code out} gets it in bits. */
  private static String alignment(String s, String name, boolean allowZero, long[] out) {
    if (s.isEmpty()) {
      return name + " alignment component cannot be empty";
    }
    long v = decimal(s);
    if (v < 0 || v >= (1L << 16)) {
      return name + " alignment must be a 16-bit integer";
    }
    if (v == 0) {
      if (!allowZero) {
        return name + " alignment must be non-zero";
      }
      out[0] = 8;
      return null;
    }
    if (v % 8 != 0 || Long.bitCount(v / 8) != 1) {
      return name + " alignment must be a power of two times the byte width";
    }
    out[0] = v;
    return null;
  }

  private static String addrSpace(String s, long[] out) {
    if (s.isEmpty()) {
      return "address space component cannot be empty";
    }
    long v = decimal(s);
    if (v < 0 || v >= (1L << 24)) {
      return "address space must be a 24-bit integer";
    }
    out[0] = v;
    return null;
  }
}
