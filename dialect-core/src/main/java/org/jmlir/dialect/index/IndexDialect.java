package org.jmlir.dialect.index;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** The index dialect: integer arithmetic on the {@code index} type (MLIR 22's IndexOps.td). */
public final class IndexDialect extends Dialect {
  public static final String NAMESPACE = "index";

  public IndexDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS);
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

  /**
   * Matches MLIR's IndexDialect::materializeConstant: a bool becomes {@code index.bool.constant}, an
   * index-typed integer {@code index.constant}; anything else is not materialized here.
   */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (!(value instanceof IntegerAttr attr)) {
      return null;
    }
    MLIRContext ctx = context();
    OpDef def;
    if (attr.isBool()) {
      if (!(type instanceof IntegerType t) || t.width() != 1 || !t.isSignless()) {
        return null;
      }
      def = BoolConstantOp.DEF;
    } else if (attr.type() instanceof IndexType && type instanceof IndexType) {
      def = ConstantOp.DEF;
    } else {
      return null;
    }
    OperationState state = new OperationState(ctx, def, loc);
    state.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("value", attr)));
    state.addType(type);
    return Operation.create(state);
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
