package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Creates ops at an insertion point (before an op, or at the end of a block), as a rewriter's builder does. */
final class OpCreator {
  private final MLIRContext ctx;
  private final Location loc;
  private Operation before;
  private Block block;

  OpCreator(Operation anchor) {
    this.ctx = anchor.context();
    this.loc = anchor.location();
    this.before = anchor;
  }

  MLIRContext context() {
    return ctx;
  }

  /** Subsequent ops go to the end of {@code b}. */
  void setInsertionPointToEnd(Block b) {
    this.block = b;
    this.before = null;
  }

  Operation create(String name, List<Value> operands, List<Type> results, List<NamedAttribute> attrs, int regions) {
    OperationState s = new OperationState(ctx, name, loc);
    s.addOperands(operands);
    s.addTypes(results);
    for (NamedAttribute a : attrs) {
      s.addAttribute(a.name(), a.value());
    }
    for (int i = 0; i < regions; i++) {
      s.addRegion();
    }
    Operation op = Operation.create(s);
    if (before != null) {
      before.block().insertBefore(before, op);
    } else {
      block.append(op);
    }
    return op;
  }

  Value value(String name, List<Value> operands, Type result, NamedAttribute... attrs) {
    return create(name, operands, List.of(result), List.of(attrs), 0).result(0);
  }

  /** A {@code stablehlo.constant} holding {@code scalar} splat over {@code type}. */
  Value constant(RankedTensorType type, Attribute scalar) {
    return value("stablehlo.constant", List.of(), type, new NamedAttribute("value", splat(ctx, type, scalar)));
  }

  /** A constant of {@code like}'s type holding the float or integer {@code v} (StableHLO's getConstantLike). */
  Value constantLike(Value like, BigInteger bits) {
    RankedTensorType t = (RankedTensorType) like.type();
    return value("stablehlo.constant", List.of(), t, new NamedAttribute("value", ConstFold.splat(ctx, t, bits)));
  }

  /** A {@code stablehlo.constant} of {@code type} with every element's bits {@code bits}. */
  Value constant(RankedTensorType type, BigInteger bits) {
    return value("stablehlo.constant", List.of(), type, new NamedAttribute("value", ConstFold.splat(ctx, type, bits)));
  }

  static DenseIntOrFPElementsAttr splat(MLIRContext ctx, ShapedType type, Attribute scalar) {
    BigInteger bits = scalar instanceof IntegerAttr i ? i.value() : scalar instanceof FloatAttr ? ConstFold.floatBits(scalar) : null;
    if (bits == null) {
      throw new IllegalArgumentException("not a scalar constant: " + scalar);
    }
    return ConstFold.splat(ctx, type, bits);
  }
}
