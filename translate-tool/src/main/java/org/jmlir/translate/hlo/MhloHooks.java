package org.jmlir.translate.hlo;

import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** {@link HloDialectHooks} over the HLO dialects' Java classes, for one namespace (mhlo). */
final class MhloHooks implements HloDialectHooks {
  static final MhloHooks INSTANCE = new MhloHooks("mhlo");

  private final String ns;

  private MhloHooks(String ns) {
    this.ns = ns;
  }

  @Override
  public Type tokenType(MLIRContext ctx) {
    return TokenType.get(ctx, ns);
  }

  @Override
  public Attribute boundsEncoding(MLIRContext ctx, long[] bounds) {
    return TypeExtensionsAttr.get(ctx, ns, bounds);
  }

  @Override
  public Attribute enumAttr(MLIRContext ctx, String kind, String value) {
    if (kind.equals("custom_call_api_version")) {
      // mhlo's CustomCallApiVersion cases, stored as i32 by the dialect.
      int v = java.util.List.of("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
          "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI").indexOf(value);
      return IntegerAttr.get(ctx, IntegerType.get(ctx, 32), Math.max(v, 0));
    }
    HloEnum e = HloEnum.byMnemonic(kind);
    HloEnumAttr a = e == null ? null : HloEnumAttr.get(ctx, ns, e, value);
    if (a == null) {
      throw new IllegalArgumentException("no " + kind + " named " + value);
    }
    return a;
  }

  @Override
  public String enumValue(Attribute attr) {
    return attr instanceof HloEnumAttr e ? e.value() : null;
  }

  @Override
  public long[] bounds(Attribute encoding) {
    return encoding instanceof TypeExtensionsAttr t ? t.bounds() : null;
  }

  @Override
  public Attribute dotDimensionNumbers(
      MLIRContext ctx, long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract) {
    return DotDimensionNumbersAttr.get(ctx, ns, lhsBatch, rhsBatch, lhsContract, rhsContract);
  }

  @Override
  public boolean isToken(Type t) {
    return t instanceof TokenType;
  }
}
