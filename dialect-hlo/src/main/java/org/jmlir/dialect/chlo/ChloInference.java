package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.dialect.hlo.HloShapes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * chlo's type inference (StableHLO's ChloOps.cpp), with HLO type inference's compatibility rules
 * ({@link HloShapes}): shapes are compatible when one is unranked or each dimension pair is equal
 * or dynamic; element types must be equal (quantized types: same storage and expressed type).
 */
public final class ChloInference {
  private ChloInference() {}

  static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** isCompatibleElementTypeForHloTypeInference (shared with the StableHLO verifiers). */
  public static boolean compatibleElementTypes(Type a, Type b) {
    return HloShapes.compatibleElementType(elementTypeOrSelf(a), elementTypeOrSelf(b));
  }

  /** isCompatibleForHloTypeInference (shared with the StableHLO verifiers). */
  public static boolean compatible(Type a, Type b) {
    return HloShapes.compatible(a, b);
  }

  public static boolean compatible(List<Type> a, List<Type> b) {
    return HloShapes.compatible(a, b);
  }

  /** Computes an op's result types; emits an error at the op and returns null when it cannot. */
  @FunctionalInterface
  public interface Inferrer {
    List<Type> infer(Operation op);
  }

  /**
   * MLIR's verifyInferredResultTypes with HLO's isCompatibleReturnTypes: infers the result types,
   * and on failure or a mismatch ("inferred type(s) ... are incompatible with return type(s) of
   * operation ...") adds "failed to infer returned types".
   */
  public static boolean verifyInferred(Operation op, Inferrer inferrer) {
    List<Type> inferred = inferrer.infer(op);
    if (inferred != null && compatible(inferred, op.resultTypes())) {
      return true;
    }
    if (inferred != null) {
      op.emitOpError("inferred type(s) " + quoted(inferred) + " are incompatible with return type(s) of operation "
              + quoted(op.resultTypes()))
          .report();
    }
    op.emitOpError("failed to infer returned types").report();
    return false;
  }

  /** Emits {@code message} at the op (emitOptionalError with the op's location) and returns null. */
  static List<Type> fail(Operation op, String message) {
    op.emitError(message).report();
    return null;
  }

  static String quoted(List<Type> types) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < types.size(); i++) {
      sb.append(i > 0 ? ", " : "").append('\'').append(org.jmlir.ir.ods.Texts.type(types.get(i))).append('\'');
    }
    return sb.toString();
  }

  /** MLIR's OpTrait::util::getBroadcastedShape; null when the shapes do not broadcast. */
  public static long[] broadcastShapes(long[] a, long[] b) {
    int rank = Math.max(a.length, b.length);
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      int ia = a.length - rank + i;
      int ib = b.length - rank + i;
      long da = ia >= 0 ? a[ia] : 1;
      long db = ib >= 0 ? b[ib] : 1;
      long d;
      if (da == ShapedType.DYNAMIC || db == ShapedType.DYNAMIC) {
        if (da > 1) {
          d = da;
        } else if (db > 1) {
          d = db;
        } else {
          d = ShapedType.DYNAMIC;
        }
      } else if (da == db || db == 1) {
        d = da;
      } else if (da == 1) {
        d = db;
      } else {
        return null;
      }
      out[i] = d;
    }
    return out;
  }

  /**
   * The result type of a broadcasting binary op (chlo's getBroadcastTypeWithBroadcastDimensions):
   * numpy prefix padding, or the explicit {@code broadcast_dimensions}; unranked when unknown.
   */
  public static Type broadcastType(MLIRContext ctx, Type x, Type y, Type element, long[] broadcastDims) {
    if (!(x instanceof RankedTensorType rx) || !(y instanceof RankedTensorType ry)) {
      return UnrankedTensorType.get(ctx, element);
    }
    if (broadcastDims == null) {
      long[] out = broadcastShapes(rx.shape(), ry.shape());
      return out == null ? UnrankedTensorType.get(ctx, element) : RankedTensorType.get(ctx, out, element);
    }
    RankedTensorType large = rx.rank() > ry.rank() ? rx : ry;
    RankedTensorType small = rx.rank() <= ry.rank() ? rx : ry;
    if (broadcastDims.length != small.rank()) {
      return UnrankedTensorType.get(ctx, element);
    }
    long[] filtered = new long[small.rank()];
    for (int i = 0; i < broadcastDims.length; i++) {
      if (broadcastDims[i] >= large.rank() || broadcastDims[i] < 0) {
        return UnrankedTensorType.get(ctx, element);
      }
      filtered[i] = large.shape()[(int) broadcastDims[i]];
    }
    long[] outFiltered = broadcastShapes(small.shape(), filtered);
    if (outFiltered == null) {
      return UnrankedTensorType.get(ctx, element);
    }
    long[] out = large.shape().clone();
    for (int i = 0; i < broadcastDims.length; i++) {
      out[(int) broadcastDims[i]] = outFiltered[i];
    }
    return RankedTensorType.get(ctx, out, element);
  }

  /** The {@code broadcast_dimensions} values, or null when absent. */
  static long[] broadcastDimensions(Operation op) {
    if (op.attr("broadcast_dimensions") instanceof DenseArrayAttr d) {
      long[] v = new long[d.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = d.bigValue(i).longValue();
      }
      return v;
    }
    return null;
  }

  /** A tensor of {@code shape}'s shape (and encoding) with element type {@code element}. */
  static Type sameShape(MLIRContext ctx, Type shape, Type element) {
    if (shape instanceof RankedTensorType r) {
      return RankedTensorType.get(ctx, r.shape(), element, r.encoding());
    }
    if (shape instanceof TensorType) {
      return UnrankedTensorType.get(ctx, element);
    }
    return element;
  }
}
