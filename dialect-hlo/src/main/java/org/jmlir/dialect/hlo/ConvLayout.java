package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.parse.AsmParser;

/**
 * The compact convolution layout {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]} (StableHLO's
 * parseConvolutionDimensions, with its error messages).
 */
final class ConvLayout {
  private ConvLayout() {}

  /** One bracketed layout: the tensor position of each spatial dimension, and of the two letters. */
  private record Layout(long[] spatial, long first, long second) {}

  static ConvDimensionNumbersAttr parse(AsmParser p, String ns) {
    Layout in = parseDims(p, 'b', 'f');
    p.parseKeyword("x");
    Layout kernel = parseDims(p, 'i', 'o');
    p.parseArrow();
    Layout out = parseDims(p, 'b', 'f');
    return ConvDimensionNumbersAttr.get(
        p.context(), ns, in.first, in.second, in.spatial, kernel.first, kernel.second, kernel.spatial, out.first, out.second,
        out.spatial);
  }

  private static Layout parseDims(AsmParser p, char a, char b) {
    p.parseLSquare();
    Map<Long, Long> spatial = new HashMap<>();
    List<Character> allowed = new ArrayList<>(List.of(a, b));
    long posA = 0;
    long posB = 0;
    long maxDim = -1;
    long index = 0;
    do {
      int at = p.currentOffset();
      java.math.BigInteger n = p.parseOptionalInteger();
      if (n != null) {
        long d = n.longValue();
        if (d < 0) {
          throw p.emitError(at, "Unexpected dimension " + d);
        }
        if (spatial.putIfAbsent(d, index) != null) {
          throw p.emitError(at, "Duplicate entries for spatial dimension " + d);
        }
        maxDim = Math.max(maxDim, d);
      } else {
        String kw = p.parseKeyword();
        if (kw.length() != 1 || allowed.isEmpty()) {
          throw p.emitError(at, "Unexpected keyword " + kw);
        }
        char c = kw.charAt(0);
        if (!allowed.contains(c)) {
          throw p.emitError(at, "Unexpected dimension " + kw + ", expecting " + join(allowed));
        }
        allowed.remove((Character) c);
        if (c == a) {
          posA = index;
        } else {
          posB = index;
        }
      }
      index++;
    } while (p.parseOptionalComma());
    if (!allowed.isEmpty()) {
      throw p.emitError(p.currentOffset(), "Expected dimensions " + join(allowed) + " not specified");
    }
    p.parseRSquare();
    long[] dims = new long[(int) (maxDim + 1)];
    List<String> missing = new ArrayList<>();
    for (int d = 0; d <= maxDim; d++) {
      Long pos = spatial.get((long) d);
      if (pos == null) {
        if (missing.size() < 10) {
          missing.add(String.valueOf(d));
        }
        continue;
      }
      dims[d] = pos;
    }
    if (!missing.isEmpty()) {
      throw p.emitError(p.currentOffset(), "Expected spatial dimensions " + String.join(", ", missing) + " not specified");
    }
    return new Layout(dims, posA, posB);
  }

  private static String join(List<Character> cs) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cs.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(cs.get(i));
    }
    return sb.toString();
  }
}
