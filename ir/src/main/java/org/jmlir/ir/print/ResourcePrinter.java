package org.jmlir.ir.print;

import java.util.Collection;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.parse.DialectResources;

/**
 * The {@code {-# dialect_resources: {...} #-}} section after a top-level op (MLIR's
 * printFileMetadataDictionary): the builtin blobs the printed IR refers to, in order of first use,
 * as {@code "0x"} + the 4-byte little-endian alignment + the data in upper-case hex. With
 * {@code --mlir-elide-resource-strings-if-larger=N} a blob whose quoted text is longer than N is
 * left out; the section's braces are printed even when every blob was left out, as mlir-opt 22 does
 * (but not when no referenced resource has a blob).
 */
final class ResourcePrinter {
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private ResourcePrinter() {}

  static void print(StringBuilder out, MLIRContext ctx, Collection<String> usedKeys, long elideIfLarger) {
    if (usedKeys.isEmpty()) {
      return;
    }
    StringBuilder body = new StringBuilder();
    DialectResources resources = ctx.dialectResources();
    boolean any = false;
    for (String key : usedKeys) {
      DialectResources.Entry e = resources.get("builtin", key);
      if (e == null || e.blob() == null) {
        continue;
      }
      any = true;
      long quotedLength = 2L * (4 + e.blob().length) + 4;
      if (elideIfLarger >= 0 && quotedLength > elideIfLarger) {
        continue;
      }
      body.append(body.isEmpty() ? "" : ",\n").append("      ");
      AttrTypePrinter.printKeywordOrString(body, key);
      body.append(": \"0x");
      int a = e.alignment();
      for (int i = 0; i < 4; i++) {
        hex(body, (a >>> (8 * i)) & 0xff);
      }
      for (byte b : e.blob()) {
        hex(body, b & 0xff);
      }
      body.append('"');
    }
    if (!any) {
      return;
    }
    out.append("\n{-#\n");
    if (!body.isEmpty()) {
      out.append("  dialect_resources: {\n    builtin: {\n").append(body).append("\n    }\n  }");
    }
    out.append("\n#-}\n");
  }

  private static void hex(StringBuilder out, int b) {
    out.append(HEX[b >>> 4]).append(HEX[b & 15]);
  }
}
