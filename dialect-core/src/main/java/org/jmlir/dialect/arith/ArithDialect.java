package org.jmlir.dialect.arith;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/** The arith dialect: integer and floating-point arithmetic, comparisons, casts and constants. */
public final class ArithDialect extends Dialect {
  public static final String NAMESPACE = "arith";

  private static final List<OpDef> OPS =
      List.of(
          ConstantOp.DEF,
        SelectOp.DEF,
        AddIOp.DEF,
        SubIOp.DEF,
        MulIOp.DEF,
        ShLIOp.DEF,
        DivUIOp.DEF,
        DivSIOp.DEF,
        ShRUIOp.DEF,
        ShRSIOp.DEF,
        CeilDivUIOp.DEF,
        CeilDivSIOp.DEF,
        FloorDivSIOp.DEF,
        RemUIOp.DEF,
        RemSIOp.DEF,
        AndIOp.DEF,
        OrIOp.DEF,
        XOrIOp.DEF,
        MaxSIOp.DEF,
        MaxUIOp.DEF,
        MinSIOp.DEF,
        MinUIOp.DEF,
        AddFOp.DEF,
        SubFOp.DEF,
        MulFOp.DEF,
        DivFOp.DEF,
        RemFOp.DEF,
        MaximumFOp.DEF,
        MinimumFOp.DEF,
        MaxNumFOp.DEF,
        MinNumFOp.DEF,
        NegFOp.DEF,
        ExtUIOp.DEF,
        ExtSIOp.DEF,
        ExtFOp.DEF,
        TruncIOp.DEF,
        TruncFOp.DEF,
        UIToFPOp.DEF,
        SIToFPOp.DEF,
        FPToUIOp.DEF,
        FPToSIOp.DEF,
        IndexCastOp.DEF,
        IndexCastUIOp.DEF,
        BitcastOp.DEF,
        ScalingExtFOp.DEF,
        ScalingTruncFOp.DEF,
        AddUIExtendedOp.DEF,
        MulSIExtendedOp.DEF,
        MulUIExtendedOp.DEF,
        CmpIOp.DEF,
        CmpFOp.DEF);

  public ArithDialect() {
    super(NAMESPACE);
    addInterface(org.jmlir.ir.interfaces.DialectInlinerInterface.class, org.jmlir.ir.interfaces.LegalOpsInlinerInterface.OPS);
  }

  @Override
  public List<OpDef> operations() {
    return OPS;
  }

  /**
   * Matches MLIR's ArithDialect::materializeConstant: an {@code arith.constant} when the value is an
   * integer, float or elements attribute of exactly {@code type} (signless integers only).
   */
  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (!(value instanceof TypedAttr t) || t.type() != type) {
      return null;
    }
    if (ArithTypes.elementTypeOrSelf(type) instanceof IntegerType it && !it.isSignless()) {
      return null;
    }
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr)) {
      return null;
    }
    OperationState state = new OperationState(context(), ConstantOp.DEF, loc);
    state.properties = DictionaryAttr.get(context(), List.of(new NamedAttribute("value", value)));
    state.addType(type);
    return Operation.create(state);
  }

  /** {@code #arith.fastmath<...>} and {@code #arith.overflow<...>}. */
  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseKeyword();
    return switch (mnemonic) {
      case "fastmath" -> ArithAttrs.parseFastMathParams(parser);
      case "overflow" -> ArithAttrs.parseOverflowParams(parser);
      default -> throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `arith`");
    };
  }
}
