package org.jmlir.conversion.chlotostablehlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloShapes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * StableHLO's numpyBroadcastIfNeeded for static and bounded-dynamic operands: the broadcast shape
 * is computed right-aligned, a bounded dimension keeps its bound and the value that carries its
 * run-time size; an operand is broadcast with {@code broadcast_in_dim} to the padded (bound-sized)
 * shape, then {@code set_dimension_size} gives each dimension that is bounded in the result but
 * not in the operand the run-time size ({@code get_dimension_size}) of the operand it came from.
 */
final class NumpyBroadcast {
  private NumpyBroadcast() {}

  /** A dimension: its size (the bound when bounded) and, when bounded, the value and dimension it comes from. */
  record Dim(long size, Value boundValue, int boundDim) {
    static Dim fixed(long size) {
      return new Dim(size, null, -1);
    }

    boolean bounded() {
      return boundValue != null;
    }
  }

  /** Every dimension static or bounded. */
  static boolean isStaticOrBounded(Type t) {
    if (!(t instanceof RankedTensorType r)) {
      return false;
    }
    long[] bounds = HloShapes.bounds(r);
    for (int i = 0; i < r.rank(); i++) {
      if (HloShapes.isDynamic(r.shape()[i]) && (bounds.length != r.rank() || HloShapes.isDynamic(bounds[i]))) {
        return false;
      }
    }
    return true;
  }

  static List<Dim> dims(Value v) {
    RankedTensorType t = (RankedTensorType) v.type();
    long[] bounds = HloShapes.bounds(t);
    List<Dim> out = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      out.add(HloShapes.isDynamic(t.shape()[i]) && bounds.length == t.rank() ? new Dim(bounds[i], v, i) : Dim.fixed(t.shape()[i]));
    }
    return out;
  }

  /** The broadcast shape of {@code operands}, or null when they are incompatible. */
  static List<Dim> shape(List<Value> operands) {
    List<Dim> shape = dims(operands.get(0));
    for (int k = 1; k < operands.size(); k++) {
      List<Dim> other = dims(operands.get(k));
      int n = Math.max(shape.size(), other.size());
      Dim[] out = new Dim[n];
      for (int i = 1; i <= n; i++) {
        Dim a = i <= shape.size() ? shape.get(shape.size() - i) : Dim.fixed(1);
        Dim b = i <= other.size() ? other.get(other.size() - i) : Dim.fixed(1);
        if (a.size() == 1) {
          out[n - i] = b;
        } else if (b.size() == 1) {
          out[n - i] = a;
        } else if (a.size() != b.size() || a.bounded() != b.bounded()) {
          return null;
        } else {
          out[n - i] = a;
        }
      }
      shape = Arrays.asList(out);
    }
    return shape;
  }

  static RankedTensorType type(MLIRContext ctx, List<Dim> dims, Type element) {
    long[] shape = new long[dims.size()];
    long[] bounds = new long[dims.size()];
    for (int i = 0; i < shape.length; i++) {
      Dim d = dims.get(i);
      shape[i] = d.bounded() ? HloShapes.DYN : d.size();
      bounds[i] = d.bounded() ? d.size() : HloShapes.DYN;
    }
    return HloShapes.tensor(ctx, shape, element, null, bounds);
  }

  /** {@code input} broadcast to {@code shape} (itself when it already has it). */
  static Value broadcast(OpCreator b, Value input, List<Dim> shape) {
    MLIRContext ctx = b.context();
    RankedTensorType in = (RankedTensorType) input.type();
    RankedTensorType outType = type(ctx, shape, in.elementType());
    if (in.equals(outType)) {
      return input;
    }
    int rankDiff = shape.size() - in.rank();
    List<Dim> inDims = dims(input);
    List<Dim> padded = new ArrayList<>(shape);
    for (int i = 0; i < in.rank(); i++) {
      if (!inDims.get(i).bounded() && shape.get(i + rankDiff).bounded()) {
        padded.set(i + rankDiff, Dim.fixed(shape.get(i + rankDiff).size()));
      }
    }
    for (int i = 0; i < rankDiff; i++) {
      padded.set(i, Dim.fixed(shape.get(i).size()));
    }
    long[] dims = new long[in.rank()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = rankDiff + i;
    }
    RankedTensorType paddedType = type(ctx, padded, in.elementType());
    Value result = b.value("stablehlo.broadcast_in_dim", List.of(input), paddedType,
        new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(ctx, dims)));
    if (paddedType.equals(outType)) {
      return result;
    }
    List<Dim> current = new ArrayList<>(padded);
    RankedTensorType i32 = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32));
    for (int i = 0; i < shape.size(); i++) {
      Dim target = shape.get(i);
      if (!padded.get(i).bounded() && target.bounded()) {
        Value size = b.value("stablehlo.get_dimension_size", List.of(target.boundValue()), i32,
            new NamedAttribute("dimension", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), target.boundDim())));
        current.set(i, target);
        result = b.value("stablehlo.set_dimension_size", List.of(result, size), type(ctx, current, in.elementType()),
            new NamedAttribute("dimension", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), i)));
      }
    }
    return result;
  }
}
