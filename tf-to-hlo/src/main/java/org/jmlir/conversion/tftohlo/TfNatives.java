package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.pdll.interp.PdllNatives;

/**
 * The Java side of the PDLL rules in {@code legalize_tf.pdll}: the constraints and rewrites the
 * rule file declares without a body. {@code legalizeChlo} decides {@code ChloOperands}: when the
 * pass lowers CHLO afterwards, only ranked operands qualify (as TensorFlow's conversion rolls the
 * TensorFlow op back when the CHLO op it made cannot be lowered).
 */
final class TfNatives {
  private TfNatives() {}

  static PdllNatives create(boolean legalizeChlo) {
    PdllNatives n = new PdllNatives();
    n.constraint("HloTensor", a -> TfShapes.isHloTensor(value(a, 0).type()));
    n.constraint("ChloOperands", a -> {
      Type l = value(a, 0).type();
      Type r = value(a, 1).type();
      if (!TfShapes.isHloTensor(l) || !TfShapes.isHloTensor(r)) {
        return false;
      }
      return !legalizeChlo || (l instanceof RankedTensorType && r instanceof RankedTensorType);
    });
    n.constraint("StaticShape", a -> value(a, 0).type() instanceof RankedTensorType r && r.hasStaticShape());
    n.constraint("StaticType", a -> a.get(0) instanceof RankedTensorType r && r.hasStaticShape());
    n.constraint("SignedIntTensor", a -> TfShapes.isHloTensor(value(a, 0).type()) && TfShapes.isSignedInt(value(a, 0).type()));
    n.constraint("UnsignedIntTensor", a -> TfShapes.isHloTensor(value(a, 0).type()) && TfShapes.isUnsignedInt(value(a, 0).type()));
    n.constraint("IntOrFloatTensor", a -> {
      Type t = value(a, 0).type();
      return TfShapes.isHloTensor(t) && (TfShapes.isFloat(t) || TfShapes.element(t) instanceof IntegerType);
    });
    n.constraint("FloatTensor", a -> TfShapes.isHloTensor(value(a, 0).type()) && TfShapes.isFloat(value(a, 0).type()));
    n.constraint("IntegerTensor", a -> TfShapes.isHloTensor(value(a, 0).type())
        && TfShapes.element(value(a, 0).type()) instanceof IntegerType);
    n.constraint("TrueAttr", a -> a.get(0) instanceof IntegerAttr i && i.boolValue());
    // tf.Equal/NotEqual: incompatible_shape_error absent (TensorFlow's default) or true.
    n.constraint("StrictShapes", a -> TfShapes.boolAttr((Operation) a.get(0), "incompatible_shape_error", true));
    n.constraint("DenseElements", a -> a.get(0) instanceof DenseIntOrFPElementsAttr d
        && org.jmlir.dialect.hlo.HloTypes.isElement(d.elementType()));
    n.constraint("ConstantInts", a -> TfShapes.constInts(value(a, 0)) != null);
    n.constraint("TypedAs", a -> a.get(0) instanceof DenseIntOrFPElementsAttr d && d.type().equals(a.get(1)));
    n.constraint("ScalarOrSameShape", a -> {
      Type bound = value(a, 0).type();
      Type x = value(a, 1).type();
      return bound instanceof RankedTensorType b && (b.rank() == 0 || bound.equals(x));
    });

    n.rewrite("WithBroadcastDims", (rw, a) -> {
      Operation op = (Operation) a.get(0);
      long[] dims = TfShapes.broadcastDims(op.operand(0).type(), op.operand(1).type());
      if (dims != null) {
        MLIRContext ctx = op.context();
        rw.modifyOpInPlace(op, () -> op.setAttr("broadcast_dimensions", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), dims)));
      }
      return null;
    });
    n.rewrite("ScalarLike", (rw, a) -> scalarLike(rw, value(a, 0), number(a.get(1))));
    n.rewrite("ScalarAttrLike", (rw, a) -> {
      Value v = value(a, 0);
      Type e = TfShapes.element(v.type());
      return ConstFold.scalar(rw.context(), e, Emit.bits(rw.context(), e, number(a.get(1))));
    });
    n.rewrite("ConstDims", (rw, a) -> HloAttrs.dims(rw.context(), Emit.NS, TfShapes.constInts(value(a, 0))));
    n.rewrite("BoolTypeOf", (rw, a) -> {
      Value v = value(a, 0);
      return TfShapes.withElement(rw.context(), v.type(), IntegerType.get(rw.context(), 1));
    });
    return n;
  }

  private static Value value(List<Object> args, int i) {
    return (Value) args.get(i);
  }

  private static double number(Object attr) {
    if (attr instanceof IntegerAttr i) {
      return i.longValue();
    }
    if (attr instanceof org.jmlir.ir.attr.FloatAttr f) {
      return f.doubleValue();
    }
    throw new IllegalArgumentException("not a number: " + attr);
  }

  /** A rank-0 stablehlo.constant of {@code like}'s element type holding {@code number}. */
  static Value scalarLike(PatternRewriter rw, Value like, double number) {
    MLIRContext ctx = rw.context();
    Type e = TfShapes.element(like.type());
    ShapedType t = RankedTensorType.get(ctx, new long[0], e);
    BigInteger bits = Emit.bits(ctx, e, number);
    OperationState s = new OperationState(ctx, "stablehlo.constant", rw.insertionPoint() != null
        ? rw.insertionPoint().location() : org.jmlir.ir.loc.UnknownLoc.get(ctx));
    s.addType(t);
    s.addAttribute("value", ConstFold.splat(ctx, t, bits));
    return rw.create(s).result(0);
  }

  static NamedAttribute named(String name, Attribute a) {
    return new NamedAttribute(name, a);
  }
}
