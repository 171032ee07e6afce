package org.jmlir.dialect.ub;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.DialectAsmParser;
import org.jmlir.ir.type.Type;

/**
 * The ub dialect (MLIR 22's UBOps.td): {@code %0 = ub.poison : T}, a value of any type that is poison
 * (what mem2reg reads from a slot never stored to), and {@code ub.unreachable}.
 */
public final class UbDialect extends Dialect {
  public static final String NAMESPACE = "ub";

  /** A poison attribute: {@code #ub.poison} (other PoisonAttrInterface attributes do not exist here). */
  static final AttrConstraint POISON = AttrConstraint.of("PoisonAttrInterface instance", a -> a instanceof PoisonAttr);

  public static final OpDef POISON_OP =
      OpSpec.define("ub.poison", PoisonOp::new)
          .defaultAttr("value", POISON, PoisonAttr::get)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.CONSTANT_LIKE)
          .format("attr-dict (`<` $value^ `>`)? `:` type($result)")
          .build();

  public static final OpDef UNREACHABLE_OP =
      OpSpec.define("ub.unreachable", UnreachableOp::new)
          .traits(Trait.TERMINATOR)
          .format("attr-dict")
          .build();

  /** {@code ub.poison}. */
  public static final class PoisonOp extends Operation {
    private PoisonOp() {}
  }

  /** {@code ub.unreachable}. */
  public static final class UnreachableOp extends Operation {
    private UnreachableOp() {}
  }

  public UbDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(POISON_OP, UNREACHABLE_OP);
  }

  @Override
  public Operation materializeConstant(Attribute value, Type type, Location loc) {
    if (!(value instanceof PoisonAttr)) {
      return null;
    }
    return Operation.create(poison(context(), type, loc));
  }

  /** The state of {@code ub.poison : type}. */
  public static OperationState poison(MLIRContext ctx, Type type, Location loc) {
    OperationState s = new OperationState(ctx, POISON_OP, loc);
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("value", PoisonAttr.get(ctx))));
    s.addType(type);
    return s;
  }

  @Override
  public Attribute parseAttribute(DialectAsmParser parser, Type type) {
    int offset = parser.currentOffset();
    String mnemonic = parser.parseKeyword();
    if (!mnemonic.equals("poison")) {
      throw parser.emitError(offset, "unknown attribute `" + mnemonic + "` in dialect `ub`");
    }
    return PoisonAttr.get(parser.context());
  }
}
