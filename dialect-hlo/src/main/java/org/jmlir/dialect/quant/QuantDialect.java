package org.jmlir.dialect.quant;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The quant dialect's types, as far as StableHLO uses them: {@code !quant.uniform<...>} (per
 * tensor and per axis). No ops.
 */
public final class QuantDialect extends Dialect {
  public static final String NAMESPACE = "quant";

  public QuantDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of();
  }

  @Override
  public Type parseType(DialectAsmParser p) {
    int at = p.currentOffset();
    String kw = p.parseOptionalKeyword();
    if (!"uniform".equals(kw)) {
      throw p.emitError(at, "unknown quantized type " + (kw == null ? p.fullSpec() : kw));
    }
    return parseUniform(p);
  }

  private static Type parseUniform(DialectAsmParser p) {
    p.parseLess();
    int at = p.currentOffset();
    boolean signed;
    int width;
    Type st = p.parseOptionalType();
    if (st instanceof IntegerType it) {
      signed = true;
      width = it.width();
    } else if (st == null) {
      String s = p.parseOptionalKeyword();
      if (s == null || !s.matches("u[0-9]+")) {
        throw p.emitError(at, "expected storage type");
      }
      signed = false;
      width = Integer.parseInt(s.substring(1));
    } else {
      throw p.emitError(at, "illegal storage type prefix");
    }
    if (width == 0 || width > 32) {
      throw p.emitError(at, "illegal storage type size: " + width);
    }
    long min = UniformQuantizedType.defaultMin(signed, width);
    long max = UniformQuantizedType.defaultMax(signed, width);
    if (p.parseOptionalLess()) {
      int rangeAt = p.currentOffset();
      min = p.parseInteger().longValue();
      p.parseColon();
      max = p.parseInteger().longValue();
      p.parseGreater();
      if (min < UniformQuantizedType.defaultMin(signed, width) || max > UniformQuantizedType.defaultMax(signed, width) || min >= max) {
        throw p.emitError(rangeAt, "illegal storage min and storage max: (" + min + ":" + max + ")");
      }
    }
    p.parseColon();
    int expAt = p.currentOffset();
    Type expressed = p.parseType();
    if (!(expressed instanceof FloatType)) {
      throw p.emitError(expAt, "expecting float expressed type");
    }
    int axis = UniformQuantizedType.PER_TENSOR;
    if (p.parseOptionalColon()) {
      axis = p.parseInteger().intValue();
    }
    p.parseComma();
    List<Double> scales = new ArrayList<>();
    List<Long> zps = new ArrayList<>();
    if (axis != UniformQuantizedType.PER_TENSOR) {
      p.parseLBrace();
      do {
        scaleZero(p, scales, zps);
      } while (p.parseOptionalComma());
      p.parseRBrace();
    } else {
      scaleZero(p, scales, zps);
    }
    p.parseGreater();
    double[] s = new double[scales.size()];
    long[] z = new long[zps.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = scales.get(i);
      z[i] = zps.get(i);
    }
    return UniformQuantizedType.getPerAxis(p.context(), signed, width, min, max, expressed, axis, s, z);
  }

  private static void scaleZero(DialectAsmParser p, List<Double> scales, List<Long> zps) {
    int at = p.currentOffset();
    double scale = p.parseFloat();
    if (!(scale > 0) || Double.isInfinite(scale)) {
      throw p.emitError(at, "illegal scale: " + scale);
    }
    scales.add(scale);
    zps.add(p.parseOptionalColon() ? p.parseInteger().longValue() : 0L);
  }
}
