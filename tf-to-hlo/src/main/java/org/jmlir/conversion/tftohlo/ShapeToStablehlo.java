package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * For {@code -tf-to-stablehlo}: the shape-dialect ops the dynamic broadcasts leave
 * ({@code shape.shape_of}, {@code const_shape}, {@code broadcast}, {@code cstr_broadcastable},
 * {@code assuming}) become StableHLO, so the module is StableHLO alone and the interpreter runs it:
 * shapes are {@code tensor<Nxi32>} built from {@code get_dimension_size}, a broadcast of two shapes
 * takes, per dimension, the extent that is not 1, and the constraint regions are inlined (the
 * broadcast then assumes broadcastable operands, as TensorFlow's shape functions have checked).
 */
final class ShapeToStablehlo {
  private ShapeToStablehlo() {}

  /** Rewrites every shape op nested in {@code root}; false when one is left (an op of another form). */
  static boolean run(Operation root) {
    MLIRContext ctx = root.context();
    boolean ok = true;
    for (Operation op : root.collect(o -> o.name().startsWith("shape."))) {
      if (op.block() == null) {
        continue;
      }
      switch (op.name()) {
        case "shape.shape_of" -> {
          if (!(op.operand(0).type() instanceof RankedTensorType)) {
            ok = false;
            continue;
          }
          replace(op, shapeOf(ctx, op, op.operand(0)));
        }
        case "shape.const_shape" -> replace(op, constShape(ctx, op));
        case "shape.broadcast" -> {
          if (op.numOperands() < 2 || op.operands().stream().anyMatch(v -> !(v.type() instanceof RankedTensorType r) || !r.hasStaticShape())) {
            ok = false;
            continue;
          }
          Value shape = op.operand(0);
          for (int i = 1; i < op.numOperands(); i++) {
            shape = broadcast(ctx, op, shape, op.operand(i));
          }
          replace(op, shape);
        }
        case "shape.assuming" -> inline(op);
        case "shape.cstr_broadcastable", "shape.assuming_yield" -> {
          // The constraint goes with its assuming region (inlined above); the yield with its region.
        }
        default -> ok = false;
      }
    }
    for (Operation op : root.collect(o -> o.name().equals("shape.cstr_broadcastable"))) {
      if (op.result(0).hasNoUses()) {
        op.erase();
      }
    }
    return ok;
  }

  private static void replace(Operation op, Value v) {
    op.result(0).replaceAllUsesWith(v);
    op.erase();
  }

  private static HloBuilder builder(MLIRContext ctx, Operation at) {
    return new HloBuilder(ctx, Emit.NS, at.location());
  }

  private static Value insert(Operation at, HloOp op) {
    at.block().insertBefore(at, op);
    return op.result(0);
  }

  private static RankedTensorType i32s(MLIRContext ctx, long n) {
    return RankedTensorType.get(ctx, new long[] {n}, IntegerType.get(ctx, 32));
  }

  /** The extents of {@code x} as a {@code tensor<rank x i32>}. */
  static Value shapeOf(MLIRContext ctx, Operation at, Value x) {
    RankedTensorType t = (RankedTensorType) x.type();
    HloBuilder b = builder(ctx, at);
    if (t.rank() == 0) {
      return insert(at, b.constant(ConstFold.dense(ctx, i32s(ctx, 0), new BigInteger[0])));
    }
    List<Value> dims = new ArrayList<>();
    for (int i = 0; i < t.rank(); i++) {
      if (t.shape()[i] != TfShapes.DYNAMIC) {
        // A static extent is a constant.
        dims.add(insert(at, b.constant(ConstFold.dense(ctx, i32s(ctx, 1), new BigInteger[] {BigInteger.valueOf(t.shape()[i])}))));
        continue;
      }
      Value d = insert(at, b.create("get_dimension_size", List.of(x),
          List.of(new NamedAttribute("dimension", HloAttrs.i64(ctx, i))), null, 0));
      dims.add(insert(at, b.reshape(d, i32s(ctx, 1))));
    }
    return dims.size() == 1 ? dims.get(0) : insert(at, b.concatenate(dims, 0));
  }

  private static Value constShape(MLIRContext ctx, Operation op) {
    DenseIntOrFPElementsAttr d = (DenseIntOrFPElementsAttr) op.attr("shape");
    long n = ((RankedTensorType) d.type()).shape()[0];
    BigInteger[] values = new BigInteger[(int) n];
    for (int i = 0; i < n; i++) {
      values[i] = ConstFold.element(d, i);
    }
    return insert(op, builder(ctx, op).constant(ConstFold.dense(ctx, i32s(ctx, n), values)));
  }

  /** Per result dimension: the right-aligned extents of both shapes, the one that is not 1. */
  private static Value broadcast(MLIRContext ctx, Operation at, Value l, Value r) {
    long ln = ((RankedTensorType) l.type()).shape()[0];
    long rn = ((RankedTensorType) r.type()).shape()[0];
    long n = Math.max(ln, rn);
    HloBuilder b = builder(ctx, at);
    Type scalar = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32));
    Value one = insert(at, b.constant(ConstFold.splat(ctx, (RankedTensorType) scalar, BigInteger.ONE)));
    List<Value> dims = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      Value a = extent(ctx, at, b, l, i - (n - ln), one);
      Value c = extent(ctx, at, b, r, i - (n - rn), one);
      Value pick;
      if (a == one || c == one) {
        pick = a == one ? c : a;
      } else {
        Value aIsOne = insert(at, b.compare("EQ", a, one, null));
        pick = insert(at, b.select(aIsOne, c, a));
      }
      dims.add(insert(at, b.reshape(pick, i32s(ctx, 1))));
    }
    if (dims.isEmpty()) {
      return insert(at, b.constant(ConstFold.dense(ctx, i32s(ctx, 0), new BigInteger[0])));
    }
    return dims.size() == 1 ? dims.get(0) : insert(at, b.concatenate(dims, 0));
  }

  /** Element {@code i} of a 1-D shape as a rank-0 i32 ({@code one} where the shape is padded). */
  private static Value extent(MLIRContext ctx, Operation at, HloBuilder b, Value shape, long i, Value one) {
    if (i < 0) {
      return one;
    }
    Value s = insert(at, b.slice(shape, new long[] {i}, new long[] {i + 1}, new long[] {1}));
    Value scalar = insert(at, b.reshape(s, RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32))));
    if (!(TfShapes.element(shape.type()) instanceof IntegerType it) || it.width() != 32) {
      scalar = insert(at, b.convert(scalar, IntegerType.get(ctx, 32)));
    }
    return scalar;
  }

  /** Moves the region's ops before the assuming op and forwards its yielded values. */
  private static void inline(Operation assuming) {
    var body = assuming.region(0).blocks().get(0);
    Operation yield = body.terminator();
    for (Operation op : new ArrayList<>(body.operations())) {
      if (op == yield) {
        break;
      }
      op.moveBefore(assuming);
    }
    List<Value> values = new ArrayList<>(yield.operands());
    assuming.replaceAllUsesWith(values);
    assuming.erase();
  }
}
