package org.jmlir.dialect.hlo;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The stablehlo or mhlo dialect: one class for both, with its namespace and op table
 * ({@link HloOps#of}); types ({@code !ns.token}) and attributes ({@code #ns<enum CASE>},
 * {@code #ns.dot<...>}, {@code #ns.bounds<...>}, ...) of the namespace.
 */
public final class HloDialect extends Dialect {
  public static final String STABLEHLO = "stablehlo";
  public static final String MHLO = "mhlo";

  private final HloOps ops;

  public HloDialect(String namespace) {
    super(namespace);
    this.ops = HloOps.of(namespace);
  }

  /** The dialect's op table. */
  public HloOps ops() {
    return ops;
  }

  @Override
  public List<OpDef> operations() {
    return ops.all();
  }

  @Override
  public Type parseType(DialectAsmParser p) {
    int at = p.currentOffset();
    String kw = p.parseOptionalKeyword();
    if ("token".equals(kw)) {
      return TokenType.get(p.context(), namespace());
    }
    if ("future".equals(kw)) {
      java.util.List<Type> types = new java.util.ArrayList<>();
      if (p.parseOptionalLess()) {
        if (!p.parseOptionalGreater()) {
          types.addAll(p.parseTypeList());
          p.parseGreater();
        }
      }
      return FutureType.get(p.context(), namespace(), types);
    }
    throw p.emitError(at, "unknown " + namespace() + " type: " + (kw == null ? p.fullSpec() : kw));
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser p, Type type) {
    return HloAttrParser.parse(p, namespace());
  }
}
