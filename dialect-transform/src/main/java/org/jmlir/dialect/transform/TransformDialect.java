package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The transform dialect (MLIR 22's TransformOps.td and the extensions for the dialects jmlir has):
 * ops that describe transformations of other IR (the payload), run by {@code -transform-interpreter}.
 */
public final class TransformDialect extends Dialect {
  public static final String NAMESPACE = "transform";

  public TransformDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> all = new ArrayList<>(CoreOps.ALL);
    all.addAll(MatchOps.ALL);
    all.addAll(PatternOps.ALL);
    all.addAll(VectorPatternOps.ALL);
    all.add(PassOps.APPLY_REGISTERED_PASS);
    all.add(StructuredOps.VECTORIZE);
    all.addAll(TilingOps.ALL);
    return all;
  }

  @Override
  public Type parseType(DialectAsmParser parser) {
    return TransformTypes.parse(parser);
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    return MatchOps.parseAttribute(parser);
  }
}
