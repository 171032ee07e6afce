package org.jmlir.opt.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Byte-level mutations of MLIR text, aware of rough token boundaries. */
final class Mutator {
  private static final String[] HUGE = {
    "99999999999999999999999999999999999999999999999999",
    "-170141183460469231731687303715884105729",
    "1.0e99999",
    "0x" + "F".repeat(80),
    "i99999999",
    "tensor<99999999999999999999x?xf32>",
    "dense<" + "9".repeat(60) + "> : tensor<2xi8>",
    "\"" + "\\ff".repeat(40) + "\"",
    "array<i128: " + "1".repeat(45) + ">",
    "f" + "9".repeat(30),
  };
  private static final String[] OPEN = {"(", "[", "{", "<", "tuple<", "({", "loc(fused[", "!llvm<", "memref<"};
  private static final String[] SNIPPETS = {
    "%", "^bb0", "#map", "!t", "@sym", "->", ":", ",", "=", "{-#", "#-}", "loc(", "\"", "'",
    "dense_resource<", "affine_map<", "distinct[", "}", ")", "]", ">", "^", "...", "0x", "//", "\n",
  };

  private Mutator() {}

  static byte[] mutate(byte[] in, Random rnd, int rounds) {
    byte[] cur = in;
    for (int r = 0; r < rounds; r++) {
      cur = once(cur, rnd);
    }
    return cur;
  }

  private static byte[] once(byte[] in, Random rnd) {
    List<int[]> toks = tokens(in);
    if (toks.isEmpty()) {
      return bytes("\"x\"(");
    }
    int[] a = toks.get(rnd.nextInt(toks.size()));
    int span = 1 + rnd.nextInt(Math.min(8, toks.size()));
    int[] b = toks.get(Math.min(toks.size() - 1, toks.indexOf(a) + span - 1));
    int s = a[0];
    int e = b[1];
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    switch (rnd.nextInt(9)) {
      case 0 -> { // delete a token range
        o.write(in, 0, s);
        o.write(in, e, in.length - e);
      }
      case 1 -> { // duplicate a token range
        o.write(in, 0, e);
        o.write(in, s, in.length - s);
      }
      case 2 -> { // swap two token ranges
        int[] c = toks.get(rnd.nextInt(toks.size()));
        if (c[0] < e) {
          return in;
        }
        o.write(in, 0, s);
        o.write(in, c[0], c[1] - c[0]);
        o.write(in, e, c[0] - e);
        o.write(in, s, e - s);
        o.write(in, c[1], in.length - c[1]);
      }
      case 3 -> o.write(in, 0, rnd.nextInt(in.length + 1)); // truncate
      case 4 -> { // random bytes, including invalid UTF-8 and NUL
        o.write(in, 0, s);
        int n = 1 + rnd.nextInt(6);
        for (int i = 0; i < n; i++) {
          o.write(rnd.nextInt(4) == 0 ? 0x80 + rnd.nextInt(128) : rnd.nextInt(128));
        }
        o.write(in, s, in.length - s);
      }
      case 5 -> { // huge literal in place of a token
        o.write(in, 0, s);
        o.writeBytes(bytes(HUGE[rnd.nextInt(HUGE.length)]));
        o.write(in, a[1], in.length - a[1]);
      }
      case 6 -> { // deep nesting
        o.write(in, 0, s);
        String open = OPEN[rnd.nextInt(OPEN.length)];
        o.writeBytes(bytes(open.repeat(200 + rnd.nextInt(3000))));
        o.write(in, s, in.length - s);
      }
      case 7 -> { // a syntax fragment
        o.write(in, 0, s);
        o.writeBytes(bytes(SNIPPETS[rnd.nextInt(SNIPPETS.length)]));
        o.write(in, s, in.length - s);
      }
      default -> { // replace a token with another one from the file
        int[] c = toks.get(rnd.nextInt(toks.size()));
        o.write(in, 0, a[0]);
        o.write(in, c[0], c[1] - c[0]);
        o.write(in, a[1], in.length - a[1]);
      }
    }
    return o.toByteArray();
  }

  /** Rough token boundaries: runs of word characters, or single punctuation bytes; spaces skipped. */
  private static List<int[]> tokens(byte[] in) {
    List<int[]> out = new ArrayList<>();
    int i = 0;
    while (i < in.length) {
      int c = in[i] & 0xff;
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
        i++;
        continue;
      }
      int start = i;
      if (word(c)) {
        while (i < in.length && word(in[i] & 0xff)) {
          i++;
        }
      } else {
        i++;
      }
      out.add(new int[] {start, i});
    }
    return out;
  }

  private static boolean word(int c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '$' || c == '%' || c == '#' || c >= 0x80;
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
