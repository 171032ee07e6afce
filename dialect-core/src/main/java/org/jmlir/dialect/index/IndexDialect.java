package org.jmlir.dialect.index;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The index dialect: integer arithmetic on the {@code index} type (MLIR 22's IndexOps.td). */
public final class IndexDialect extends Dialect {
  public static final String NAMESPACE = "index";

  public IndexDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> ops = new ArrayList<>(BinaryOp.ALL);
    ops.add(CastOp.CASTS);
    ops.add(CastOp.CASTU);
    ops.add(CmpOp.DEF);
    ops.add(SizeOfOp.DEF);
    ops.add(ConstantOp.DEF);
    ops.add(BoolConstantOp.DEF);
    return ops;
  }

  /** {@code #index<cmp_predicate slt>}. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    String spec = parser.fullSpec().strip();
    String prefix = "cmp_predicate";
    if (spec.startsWith(prefix)) {
      String rest = spec.substring(prefix.length()).strip();
      if (rest.startsWith("<") && rest.endsWith(">")) {
        rest = rest.substring(1, rest.length() - 1).strip();
      }
      IndexCmpPredicate pred = IndexCmpPredicate.fromKeyword(rest);
      if (pred != null) {
        return IndexCmpPredicateAttr.get(parser.context(), pred);
      }
      throw parser.emitError(
          "expected ::mlir::index::IndexCmpPredicate to be one of: " + IndexCmpPredicate.allKeywords());
    }
    return null;
  }
}
