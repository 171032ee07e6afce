package org.jmlir.dialect.chlo;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The chlo dialect (StableHLO's ChloOps.td): client-side HLO ops that decompose into StableHLO,
 * the broadcasting binary ops, the composite math functions, top_k, ragged_dot and scan.
 */
public final class ChloDialect extends Dialect {
  public static final String NAMESPACE = "chlo";

  public ChloDialect() {
    super(NAMESPACE);
    addInterface(
        org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS);
  }

  /** Starts the declaration of op {@code chlo.mnemonic}. */
  static OpSpec.Builder op(String mnemonic, Supplier<? extends Operation> factory) {
    return OpSpec.define(NAMESPACE + "." + mnemonic, factory);
  }

  @Override
  public List<OpDef> operations() {
    List<OpDef> ops = new ArrayList<>(BroadcastBinaryOp.ALL);
    ops.addAll(UnaryOp.ALL);
    ops.addAll(BinaryOp.ALL);
    ops.add(BroadcastSelectOp.DEF);
    ops.add(ConstantOp.DEF);
    ops.add(ConstantLikeOp.DEF);
    ops.add(TopKOp.DEF);
    ops.add(RaggedDotOp.DEF);
    ops.add(ScanOp.DEF);
    return ops;
  }

  /** Matches ChloDialect::materializeConstant: elements attributes become {@code chlo.constant}. */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (!(value instanceof ElementsAttr)) {
      return null;
    }
    OperationState state = new OperationState(context(), ConstantOp.DEF, loc);
    state.properties = DictionaryAttr.get(context(), List.of(new NamedAttribute("value", value)));
    state.addType(type);
    return Operation.create(state);
  }

  /** {@code #chlo<comparison_direction EQ>}, {@code #chlo<comparison_type FLOAT>}, {@code #chlo<precision HIGH>}, {@code #chlo.ragged_dot<...>}. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseOptionalKeyword();
    if (mnemonic == null) {
      throw parser.emitError(offset, "unknown chlo attribute");
    }
    if (mnemonic.equals("ragged_dot")) {
      return RaggedDotDimensionNumbersAttr.parse(parser);
    }
    ChloEnumAttr.Kind kind = ChloEnumAttr.kindOf(mnemonic);
    if (kind == null) {
      parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `chlo`");
      throw parser.emitError(offset, "unknown chlo attribute");
    }
    return ChloEnumAttr.parseCase(parser, kind);
  }
}
