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

  /** {@code #index<cmp_predicate slt>}; matches mlir-opt 22's errors for an unknown mnemonic or case. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseKeyword();
    if (!mnemonic.equals("cmp_predicate")) {
      throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `index`");
    }
    return IndexCmpPredicateAttr.parseKeyword(parser);
  }
}
