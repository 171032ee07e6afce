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
      body.append(": ");
      blob(body, e);
    }
    StringBuilder external = externalResources(ctx);
    if (!any && external.isEmpty()) {
      return;
    }
    out.append("\n{-#\n");
    if (!body.isEmpty()) {
      out.append("  dialect_resources: {\n    builtin: {\n").append(body).append("\n    }\n  }");
    }
    if (!external.isEmpty()) {
      out.append(body.isEmpty() ? "" : ",\n").append("  external_resources: {\n").append(external).append("\n  }");
    }
    out.append("\n#-}\n");
  }

  /** The kept external resources (mlir-opt's fallback map), groups without entries left out. */
  private static StringBuilder externalResources(MLIRContext ctx) {
    StringBuilder sb = new StringBuilder();
    if (!ctx.keepsExternalResources()) {
      return sb;
    }
    for (var group : ctx.externalResources().entries().entrySet()) {
      if (group.getValue().isEmpty()) {
        continue;
      }
      sb.append(sb.isEmpty() ? "" : ",\n").append("    ");
      AttrTypePrinter.printKeywordOrString(sb, group.getKey());
      sb.append(": {\n");
      boolean first = true;
      for (var entry : group.getValue().entrySet()) {
        sb.append(first ? "" : ",\n").append("      ");
        first = false;
        AttrTypePrinter.printKeywordOrString(sb, entry.getKey());
        sb.append(": ");
        DialectResources.Entry e = entry.getValue();
        if (e.bool() != null) {
          sb.append(e.bool());
        } else if (e.string() != null) {
          AttrTypePrinter.printString(sb, e.string());
        } else {
          blob(sb, e);
        }
      }
      sb.append("\n    }");
    }
    return sb;
  }

  private static void blob(StringBuilder body, DialectResources.Entry e) {
    body.append("\"0x");
    int a = e.alignment();
    for (int i = 0; i < 4; i++) {
      hex(body, (a >>> (8 * i)) & 0xff);
    }
    for (byte b : e.blob()) {
      hex(body, b & 0xff);
    }
    body.append('"');
  }

  private static void hex(StringBuilder out, int b) {
    out.append(HEX[b >>> 4]).append(HEX[b & 15]);
  }
}
