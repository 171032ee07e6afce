package org.jmlir.dialect.arith.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.ArithTypes;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Builds arith (and math) ops at a builder's insertion point, all at one location (MLIR's
 * ImplicitLocOpBuilder): the expansions and emulations of the arith and math transforms use it.
 * Constants of a vector or tensor type are splats.
 */
public final class ArithBuilder {
  private final OpBuilder b;
  private final Location loc;
  private final MLIRContext ctx;

  public ArithBuilder(OpBuilder b, Location loc) {
    this.b = b;
    this.loc = loc;
    this.ctx = b.context();
  }

  public MLIRContext context() {
    return ctx;
  }

  public OpBuilder builder() {
    return b;
  }

  /** Creates {@code name} with these result types, operands and properties (pairs of name, attribute). */
  public Operation op(String name, List<Type> types, List<Value> operands, Object... props) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    s.addTypes(types);
    List<NamedAttribute> attrs = new ArrayList<>();
    for (int i = 0; i < props.length; i += 2) {
      if (props[i + 1] != null) {
        attrs.add(new NamedAttribute((String) props[i], (Attribute) props[i + 1]));
      }
    }
    if (!attrs.isEmpty()) {
      s.properties = DictionaryAttr.get(ctx, attrs);
    }
    return b.create(s);
  }

  /** One-result op whose type is that of its first operand. */
  public Value same(String name, Value... operands) {
    return op(name, List.of(operands[0].type()), List.of(operands)).result(0);
  }

  /** One-result float op with fast-math flags (null or none: not written). */
  public Value sameFm(String name, FastMathFlagsAttr fm, Value... operands) {
    return op(name, List.of(operands[0].type()), List.of(operands), "fastmath", fastmath(fm)).result(0);
  }

  private static FastMathFlagsAttr fastmath(FastMathFlagsAttr fm) {
    return fm == null || fm.flags() == FastMathFlagsAttr.NONE ? null : fm;
  }

  /** A one-operand, one-result op of type {@code to} (casts). */
  public Value cast(String name, Type to, Value v) {
    return op(name, List.of(to), List.of(v)).result(0);
  }

  /** A float cast ({@code extf}, {@code truncf}) with its fast-math flags. */
  public Value castFm(String name, Type to, Value v, FastMathFlagsAttr fm) {
    return op(name, List.of(to), List.of(v), "fastmath", fastmath(fm)).result(0);
  }

  public Value cmpi(String pred, Value a, Value c) {
    IntegerAttr p = IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(pred));
    return op("arith.cmpi", List.of(ArithTypes.i1SameShape(ctx, a.type())), List.of(a, c), "predicate", p).result(0);
  }

  public Value cmpf(String pred, Value a, Value c) {
    return cmpf(pred, a, c, null);
  }

  public Value cmpf(String pred, Value a, Value c, FastMathFlagsAttr fm) {
    IntegerAttr p = IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPF_PREDICATES.indexOf(pred));
    return op("arith.cmpf", List.of(ArithTypes.i1SameShape(ctx, a.type())), List.of(a, c), "predicate", p,
        "fastmath", fastmath(fm)).result(0);
  }

  public Value select(Value cond, Value t, Value f) {
    return op("arith.select", List.of(t.type()), List.of(cond, t, f)).result(0);
  }

  /** An integer constant of {@code type} (splat over a shaped type), wrapped to its width. */
  public Value intConst(Type type, long v) {
    return intConst(type, BigInteger.valueOf(v));
  }

  public Value intConst(Type type, BigInteger v) {
    Type elem = ConstFold.elementTypeOrSelf(type);
    int w = ConstFold.width(elem);
    BigInteger wrapped = org.jmlir.dialect.fold.IntBits.wrap(v, w);
    return constant(type instanceof ShapedType s ? ConstFold.splat(ctx, s, wrapped) : IntegerAttr.get(ctx, type, wrapped));
  }

  /** A float constant of {@code type} (rounded to its format). */
  public Value floatConst(Type type, double v) {
    FloatType elem = (FloatType) ConstFold.elementTypeOrSelf(type);
    return floatBitsConst(type, Floats.fromDouble(elem.kind(), v));
  }

  /** A float constant from its bit pattern. */
  public Value floatBitsConst(Type type, BigInteger bits) {
    FloatType elem = (FloatType) ConstFold.elementTypeOrSelf(type);
    return constant(type instanceof ShapedType s ? ConstFold.splat(ctx, s, bits) : ConstFold.scalar(ctx, elem, bits));
  }

  public Value constant(Attribute value) {
    return op("arith.constant", List.of(ConstFold.typeOf(value)), List.of(), "value", value).result(0);
  }

  /** {@code elem} shaped like {@code like} (MLIR's cloneToShapedType). */
  public Type like(Type like, Type elem) {
    return ArithTypes.sameShape(ctx, like, elem);
  }

  public Type i(int width) {
    return IntegerType.get(ctx, width);
  }

  public Type f(FloatType.Kind kind) {
    return FloatType.get(ctx, kind);
  }
}
