package org.jmlir.dialect.sparse;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The part of MLIR's sparse_tensor dialect that HLO programs use: the {@code #sparse_tensor.encoding}
 * tensor encoding ({@link SparseEncodingAttr}), aliased as {@code #sparse} like mlir-opt does. No ops.
 */
public final class SparseTensorDialect extends Dialect {
  public static final String NAMESPACE = "sparse_tensor";

  public SparseTensorDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of();
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser p, Type type) {
    int at = p.currentOffset();
    String kw = p.parseOptionalKeyword();
    if (!"encoding".equals(kw)) {
      throw p.emitError(at, "unknown sparse_tensor attribute: " + (kw == null ? p.fullSpec() : kw));
    }
    p.parseLess();
    if (!p.parseOptionalLBrace()) {
      throw p.emitError("expected '{'");
    }
    int depth = 1;
    while (depth > 0) {
      if (p.parseOptionalLBrace()) {
        depth++;
      } else if (p.parseOptionalRBrace()) {
        depth--;
      } else if (!consumeAny(p)) {
        throw p.emitError("unexpected token in sparse_tensor.encoding");
      }
    }
    p.parseGreater();
    String spec = p.fullSpec();
    String params = spec.substring(spec.indexOf('<') + 1, spec.lastIndexOf('>'));
    return SparseEncodingAttr.get(p.context(), params);
  }

  private static boolean consumeAny(DialectAsmParser p) {
    return p.parseOptionalInteger() != null
        || p.parseOptionalString() != null
        || p.parseOptionalKeyword() != null
        || p.parseOptionalComma()
        || p.parseOptionalEqual()
        || p.parseOptionalLSquare()
        || p.parseOptionalRSquare()
        || p.parseOptionalLParen()
        || p.parseOptionalRParen()
        || p.parseOptionalColon()
        || p.parseOptionalQuestion()
        || p.parseOptionalStar()
        || p.parseOptionalArrow()
        || p.parseOptionalLess()
        || p.parseOptionalGreater()
        || p.parseOptionalPlus()
        || p.parseOptionalVerticalBar();
  }

  @Override
  public String aliasHint(Object attributeOrType) {
    return attributeOrType instanceof SparseEncodingAttr ? "sparse" : null;
  }
}
