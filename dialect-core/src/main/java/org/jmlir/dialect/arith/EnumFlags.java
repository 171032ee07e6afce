package org.jmlir.dialect.arith;

import java.util.List;
import org.jmlir.ir.parse.AsmParser;

/** Text form of MLIR bit enums (fast-math and overflow flags): {@code none}, {@code nnan,ninf}, {@code fast}. */
final class EnumFlags {
  private EnumFlags() {}

  /** The flags' keywords joined by {@code separator}; "none" for no flags, {@code allName} for all. */
  static String stringify(int flags, String[] names, int all, String allName, String separator) {
    if (flags == 0) {
      return "none";
    }
    if (flags == all && allName != null) {
      return allName;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < names.length; i++) {
      if ((flags & (1 << i)) != 0) {
        if (sb.length() > 0) {
          sb.append(separator);
        }
        sb.append(names[i]);
      }
    }
    return sb.toString();
  }

  /**
   * Parses {@code <flag, flag, ...>} (keywords, comma-separated). An unknown keyword gives MLIR's
   * two errors: "expected {@code enumName} to be one of: ..." at the keyword, then "failed to parse
   * {@code attrName} parameter 'value' ..." after it.
   */
  static int parse(AsmParser p, String[] names, int all, String allName, String enumName, String attrName) {
    p.parseLess();
    int flags = 0;
    do {
      int offset = p.currentOffset();
      String word = p.parseOptionalKeyword();
      int bit = word == null ? -2 : indexOf(names, word);
      if (word != null && word.equals("none")) {
        bit = -1;
      } else if (word != null && word.equals(allName)) {
        flags |= all;
        continue;
      }
      if (bit == -2) {
        StringBuilder allowed = new StringBuilder("none");
        for (String n : names) {
          allowed.append(", ").append(n);
        }
        if (allName != null) {
          allowed.append(", ").append(allName);
        }
        p.emitError(offset, "expected " + enumName + " to be one of: " + allowed);
        if (word != null) {
          throw p.emitError(
              "failed to parse " + attrName + " parameter 'value' which is to be a `" + enumName + "`");
        }
        throw p.emitError(offset, "failed to parse " + attrName + " parameter 'value' which is to be a `" + enumName + "`");
      }
      if (bit >= 0) {
        flags |= 1 << bit;
      }
    } while (p.parseOptionalComma());
    p.parseGreater();
    return flags;
  }

  private static int indexOf(String[] names, String word) {
    return List.of(names).indexOf(word) >= 0 ? List.of(names).indexOf(word) : -2;
  }
}
