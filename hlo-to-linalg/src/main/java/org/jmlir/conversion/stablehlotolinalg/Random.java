package org.jmlir.conversion.stablehlotolinalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * StableHLO's random lowerings: {@code stablehlo.rng} UNIFORM as a linear congruential generator
 * over the element's indices, and {@code stablehlo.rng_bit_generator} with THREE_FRY (2x32, 20
 * rounds) or PHILOX/DEFAULT (4x32, 10 rounds) counter-based generators in one linalg.generic, the
 * counter being the element's index plus the state's counter word. The state (2xi64, 3xi64 or
 * 4xi32: key, counter) comes back with the counter advanced by the number of blocks drawn. Where
 * one block gives several elements, the blocks are interleaved with StableHLO concatenate, reshape
 * and slice ops that are lowered in turn.
 */
final class Random {
  private static final int[] ROTATIONS = {13, 15, 26, 6, 17, 29, 16, 24};

  private final Lowering l;
  private final StablehloToLinalg owner;
  private final DataMovement data;
  private HloOp current;

  Random(Lowering l, StablehloToLinalg owner, DataMovement data) {
    this.l = l;
    this.owner = owner;
    this.data = data;
  }

  boolean lower(HloOp op) {
    current = op;
    return op.is("rng") ? uniform(op) : bitGenerator(op);
  }

  // ---- rng UNIFORM ---------------------------------------------------------------------------------

  private boolean uniform(HloOp op) {
    if (!op.enumAttr("rng_distribution").value().equals("UNIFORM")) {
      return false;
    }
    Value min = l.in(op.operand(0));
    Value max = l.in(op.operand(1));
    if (!(Lowering.tensorType(min).elementType() instanceof FloatType) || !(Lowering.tensorType(max).elementType() instanceof FloatType)) {
      return false;
    }
    RankedTensorType result = l.resultType(op, 0);
    Location loc = op.location();
    Value init = result.hasStaticShape() ? l.empty(loc, result, List.of()) : data.emptyFromShapeTensor(loc, result, l.in(op.operand(2)));
    int rank = result.rank();
    AffineMap scalar = new AffineMap(rank, 0, List.of());
    Type i32 = IntegerType.get(l.ctx, 32);
    Operation g =
        l.generic(loc, op, List.of(min, max), List.of(init), List.of(scalar, scalar, AffineMap.identity(rank)), Lowering.parallel(rank),
            List.of(result),
            (b, args) -> {
              Value update = b.intConst(i32, 0);
              Value multiplier = b.intConst(i32, 1103515245);
              Value increment = b.intConst(i32, 12345);
              for (int i = 0; i < rank; i++) {
                Value cast = b.cast("arith.index_cast", i32, index(b, i));
                update = b.same("arith.addi", b.same("arith.muli", b.same("arith.addi", cast, update), multiplier), increment);
              }
              Value epsilon = b.floatConst(args.get(0).type(), 2.3283064E-10);
              Value scale = b.same("arith.mulf", b.same("arith.subf", args.get(1), args.get(0)), epsilon);
              Value asFloat = b.cast("arith.uitofp", result.elementType(), update);
              return List.of(b.same("arith.addf", b.same("arith.mulf", asFloat, scale), args.get(0)));
            });
    l.replace(op, g.results());
    return true;
  }

  private Value index(ArithBuilder b, long dim) {
    return b.op("linalg.index", List.of(IndexType.get(l.ctx)), List.of(), "dim", IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), dim)).result(0);
  }

  // ---- rng_bit_generator ---------------------------------------------------------------------------

  private boolean bitGenerator(HloOp op) {
    RankedTensorType result = l.resultType(op, 1);
    if (!result.hasStaticShape() || !(result.elementType() instanceof IntegerType it)) {
      return false;
    }
    int bits = it.width();
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64) {
      return false;
    }
    Value store = l.in(op.operand(0));
    RankedTensorType st = Lowering.tensorType(store);
    if (!stateLayout(st)) {
      return false;
    }
    String algorithm = op.enumAttr("rng_algorithm").value();
    boolean threeFry = algorithm.equals("THREE_FRY");
    if (!threeFry && !algorithm.equals("PHILOX") && !algorithm.equals("DEFAULT")) {
      return false;
    }
    ArithBuilder outer = new ArithBuilder(l.rewriter, op.location());
    Value state = extractState64(outer, store);
    Value[] keys = extractKey32(outer, store);
    Value[] out = threeFry
        ? (bits == 64 ? threeFry64(outer, result, state, keys) : threeFry32(outer, result, state, keys))
        : philox(outer, result, state, keys, bits == 64);
    Value newStore = setState64(outer, store, out[1]);
    l.replace(op, List.of(newStore, out[0]));
    return true;
  }

  /** The layouts StableHLO's lowering reads: 2xi64 and 3xi64 (key, counter[, unused]) or 4xi32. */
  private static boolean stateLayout(RankedTensorType st) {
    if (st.rank() != 1 || !(st.elementType() instanceof IntegerType e)) {
      return false;
    }
    long n = st.shape()[0];
    return (n == 2 || n == 3) && e.width() == 64 || n == 4 && e.width() == 32;
  }

  private static boolean isI32State(Value store) {
    return ((IntegerType) Lowering.tensorType(store).elementType()).width() == 32;
  }

  private Value extract(ArithBuilder b, Value store, long i) {
    Value idx = l.index(l.loc, i);
    return b.op("tensor.extract", List.of(Lowering.tensorType(store).elementType()), List.of(store, idx)).result(0);
  }

  private Value bitcast(ArithBuilder b, Type to, Value v) {
    return b.cast("arith.bitcast", to, v);
  }

  private Value extractState64(ArithBuilder b, Value store) {
    Type i64 = IntegerType.get(l.ctx, 64);
    if (isI32State(store)) {
      Value low = extract(b, store, 2);
      Value high = extract(b, store, 3);
      return bitcast(b, i64, fuse(b, high, low));
    }
    return bitcast(b, i64, extract(b, store, 1));
  }

  private Value[] extractKey32(ArithBuilder b, Value store) {
    Type i32 = IntegerType.get(l.ctx, 32);
    if (isI32State(store)) {
      Value k0 = extract(b, store, 0);
      Value k1 = extract(b, store, 1);
      return new Value[] {bitcast(b, i32, k0), bitcast(b, i32, k1)};
    }
    Value key = bitcast(b, IntegerType.get(l.ctx, 64), extract(b, store, 0));
    return split(b, key);
  }

  private Value setState64(ArithBuilder b, Value store, Value state) {
    RankedTensorType st = Lowering.tensorType(store);
    if (isI32State(store)) {
      Value idx2 = l.index(l.loc, 2);
      Value idx3 = l.index(l.loc, 3);
      Value[] parts = split(b, state);
      Value s0 = bitcast(b, st.elementType(), parts[0]);
      Value s1 = bitcast(b, st.elementType(), parts[1]);
      Value ins0 = b.op("tensor.insert", List.of(st), List.of(s0, store, idx2)).result(0);
      return b.op("tensor.insert", List.of(st), List.of(s1, ins0, idx3)).result(0);
    }
    Value cast = bitcast(b, st.elementType(), state);
    Value idx1 = l.index(l.loc, 1);
    return b.op("tensor.insert", List.of(st), List.of(cast, store, idx1)).result(0);
  }

  // ---- 32-bit word arithmetic ------------------------------------------------------------------------

  private static Value trunc(ArithBuilder b, Value v, int bits) {
    if (((IntegerType) v.type()).width() == bits) {
      return v;
    }
    return b.cast("arith.trunci", b.i(bits), v);
  }

  /** An i64 as its low and high 32-bit words. */
  private static Value[] split(ArithBuilder b, Value v) {
    Value low = trunc(b, v, 32);
    Value c32 = b.intConst(b.i(64), 32);
    Value high = trunc(b, b.same("arith.shrui", v, c32), 32);
    return new Value[] {low, high};
  }

  /** Two 32-bit words as one i64 ({@code high} in the upper half). */
  private static Value fuse(ArithBuilder b, Value low, Value high) {
    Value c32 = b.intConst(b.i(64), 32);
    Value hi = b.same("arith.shli", b.cast("arith.extui", b.i(64), high), c32);
    Value lo = b.cast("arith.extui", b.i(64), low);
    return b.same("arith.ori", lo, hi);
  }

  private static Value rotateLeft(ArithBuilder b, Value v, int r) {
    int bits = ((IntegerType) v.type()).width();
    Value left = b.intConst(v.type(), r);
    Value right = b.intConst(v.type(), bits - r);
    return b.same("arith.ori", b.same("arith.shli", v, left), b.same("arith.shrui", v, right));
  }

  /** The counter of this element: linalg.index 0 plus the state's counter, as two 32-bit words. */
  private Value[] counter(ArithBuilder b, Value state) {
    Value idx = b.cast("arith.index_cast", b.i(64), index(b, 0));
    return split(b, b.same("arith.addi", idx, state));
  }

  // ---- THREE_FRY -------------------------------------------------------------------------------------

  private Value[] threeFryBlock(ArithBuilder b, Value key0, Value key1, Value key2, Value state) {
    Value[] in = counter(b, state);
    Value[] ks = {key0, key1, key2};
    Value x0 = b.same("arith.addi", in[0], key0);
    Value x1 = b.same("arith.addi", in[1], key1);
    for (int i = 0; i < 5; i++) {
      int rot = (4 * i) % ROTATIONS.length;
      for (int j = 0; j < 4; j++) {
        x0 = b.same("arith.addi", x0, x1);
        x1 = rotateLeft(b, x1, ROTATIONS[rot + j]);
        x1 = b.same("arith.xori", x0, x1);
      }
      Value c = b.intConst(b.i(32), i + 1);
      x0 = b.same("arith.addi", x0, ks[(i + 1) % 3]);
      x1 = b.same("arith.addi", x1, ks[(i + 2) % 3]);
      x1 = b.same("arith.addi", x1, c);
    }
    return new Value[] {x0, x1};
  }

  private Value threeFryKey2(ArithBuilder outer, Value[] keys) {
    Value magic = outer.intConst(outer.i(32), 0x1bd11bda);
    return outer.same("arith.xori", outer.same("arith.xori", magic, keys[0]), keys[1]);
  }

  private Value advance(ArithBuilder outer, Value state, long count) {
    return outer.same("arith.addi", state, outer.intConst(outer.i(64), count));
  }

  private Value flatEmpty(long count, Type elem) {
    return l.empty(l.loc, RankedTensorType.get(l.ctx, new long[] {count}, elem), List.of());
  }

  private Operation flatGeneric(List<Value> inits, Lowering.Body body) {
    List<Type> types = new ArrayList<>();
    for (Value v : inits) {
      types.add(v.type());
    }
    return l.generic(l.loc, null, List.of(), inits, Collections.nCopies(inits.size(), AffineMap.identity(1)), Lowering.parallel(1), types, body);
  }

  private Value[] threeFry64(ArithBuilder outer, RankedTensorType result, Value state, Value[] keys) {
    long count = result.numElements();
    Value newState = advance(outer, state, count);
    Value dest = flatEmpty(count, result.elementType());
    Value key2 = threeFryKey2(outer, keys);
    Operation g = flatGeneric(List.of(dest), (b, args) -> {
      Value[] x = threeFryBlock(b, keys[0], keys[1], key2, state);
      return List.of(fuse(b, x[0], x[1]));
    });
    return new Value[] {reshapeToTarget(result, g.result(0)), newState};
  }

  private Value[] threeFry32(ArithBuilder outer, RankedTensorType result, Value state, Value[] keys) {
    Type elem = result.elementType();
    int bits = ((IntegerType) elem).width();
    long[] shape = result.shape();
    int halfDim = 0;
    RankedTensorType intermediate = result;
    if (shape.length > 0) {
      for (int i = 1; i < shape.length; i++) {
        if (shape[i] > shape[halfDim]) {
          halfDim = i;
        }
      }
      for (int i = 0; i < shape.length; i++) {
        if ((shape[i] & 1) == 0) {
          halfDim = i;
          break;
        }
      }
      long[] ns = Arrays.copyOf(shape, shape.length);
      ns[halfDim] = (ns[halfDim] + 1) / 2;
      if (halfDim == ns.length - 1) {
        ns = Arrays.copyOf(ns, ns.length + 1);
        ns[ns.length - 1] = 1;
      }
      intermediate = RankedTensorType.get(l.ctx, ns, elem);
    }
    long count = intermediate.numElements();
    Value newState = advance(outer, state, count);
    Value left = flatEmpty(count, elem);
    Value right = flatEmpty(count, elem);
    Value key2 = threeFryKey2(outer, keys);
    Operation g = flatGeneric(List.of(left, right), (b, args) -> {
      Value[] x = threeFryBlock(b, keys[0], keys[1], key2, state);
      return List.of(trunc(b, x[0], bits), trunc(b, x[1], bits));
    });
    if (result.numElements() == 1) {
      return new Value[] {reshapeToTarget(result, g.result(0)), newState};
    }
    Value r0 = reshapeToTarget(intermediate, g.result(0));
    Value r1 = reshapeToTarget(intermediate, g.result(1));
    Value concat = concatenate(List.of(r0, r1), halfDim + 1);
    long[] collapse = Arrays.copyOf(shape, shape.length);
    collapse[halfDim] = collapse[halfDim] + (collapse[halfDim] & 1);
    Value reshaped = hloReshape(concat, RankedTensorType.get(l.ctx, collapse, elem));
    return new Value[] {hloSlice(reshaped, result), newState};
  }

  // ---- PHILOX ----------------------------------------------------------------------------------------

  /** The high and low words of the 64-bit product of two 32-bit words. */
  private static Value[] mulHiLo(ArithBuilder b, Value counter, Value key) {
    Value c = b.cast("arith.extui", b.i(64), counter);
    Value k = b.cast("arith.extui", b.i(64), key);
    Value product = b.same("arith.muli", c, k);
    Value c32 = b.intConst(b.i(64), 32);
    Value hi = trunc(b, b.same("arith.shrui", product, c32), 32);
    return new Value[] {hi, trunc(b, product, 32)};
  }

  private Value[] philoxBlock(ArithBuilder b, Value[] key, Value state) {
    Value[] in = counter(b, state);
    Value[] x = {in[0], in[1], key[0], key[1]};
    Value k0 = key[0];
    Value k1 = key[1];
    for (int round = 0; round < 10; round++) {
      Value m0 = b.intConst(b.i(32), 0xD2511F53);
      Value m1 = b.intConst(b.i(32), 0xCD9E8D57);
      Value[] p0 = mulHiLo(b, x[0], m0);
      Value[] p1 = mulHiLo(b, x[2], m1);
      x = new Value[] {
        b.same("arith.xori", b.same("arith.xori", p1[0], x[1]), k0), p1[1],
        b.same("arith.xori", b.same("arith.xori", p0[0], x[3]), k1), p0[1]};
      Value w0 = b.intConst(b.i(32), 0x9E3779B9);
      Value w1 = b.intConst(b.i(32), 0xBB67AE85);
      k0 = b.same("arith.addi", k0, w0);
      k1 = b.same("arith.addi", k1, w1);
    }
    return x;
  }

  private Value[] philox(ArithBuilder outer, RankedTensorType result, Value state, Value[] keys, boolean wide) {
    Type elem = result.elementType();
    int bits = ((IntegerType) elem).width();
    int perBlock = wide ? 2 : 4;
    long count = (result.numElements() + perBlock - 1) / perBlock;
    RankedTensorType intermediate = RankedTensorType.get(l.ctx, new long[] {count, 1}, elem);
    Value newState = advance(outer, state, count);
    List<Value> dests = new ArrayList<>();
    for (int i = 0; i < perBlock; i++) {
      dests.add(flatEmpty(count, elem));
    }
    Operation g = flatGeneric(dests, (b, args) -> {
      Value[] x = philoxBlock(b, keys, state);
      if (wide) {
        return List.of(fuse(b, x[0], x[1]), fuse(b, x[2], x[3]));
      }
      return List.of(trunc(b, x[0], bits), trunc(b, x[1], bits), trunc(b, x[2], bits), trunc(b, x[3], bits));
    });
    if (result.numElements() == 1) {
      return new Value[] {reshapeToTarget(result, g.result(0)), newState};
    }
    List<Value> parts = new ArrayList<>();
    for (int i = 0; i < perBlock; i++) {
      parts.add(reshapeToTarget(intermediate, g.result(i)));
    }
    Value concat = concatenate(parts, 1);
    Value reshaped = hloReshape(concat, RankedTensorType.get(l.ctx, new long[] {count * perBlock, 1}, elem));
    Value sliced = hloSlice(reshaped, RankedTensorType.get(l.ctx, new long[] {result.numElements(), 1}, elem));
    return new Value[] {hloReshape(sliced, result), newState};
  }

  // ---- reshapes through StableHLO ops ------------------------------------------------------------------

  /** Upstream's reshapeToTarget: expand_shape and/or collapse_shape between the two static shapes. */
  private Value reshapeToTarget(RankedTensorType to, Value src) {
    RankedTensorType from = Lowering.tensorType(src);
    if (from.equals(to)) {
      return src;
    }
    List<List<Long>> map = DataMovement.reassociation(from.shape(), to.shape());
    if (map == null) {
      return hloReshape(src, to);
    }
    String name = to.rank() > from.rank() ? "tensor.expand_shape" : "tensor.collapse_shape";
    boolean scalar = to.rank() == 0 || from.rank() == 0;
    return data.reshapeOp(l.loc, name, src, to, scalar ? List.of() : map, null);
  }

  private Value lowerNested(OperationState s) {
    HloOp op = (HloOp) l.rewriter.create(s);
    Location saved = l.loc;
    if (!owner.lower(op)) {
      throw new IllegalStateException("no lowering for " + op.name());
    }
    Value r = l.lastReplacement.get(0);
    l.rewriter.setInsertionPoint(current);
    l.loc = saved;
    return r;
  }

  private Value concatenate(List<Value> parts, long dim) {
    long[] shape = Lowering.tensorType(parts.get(0)).shape().clone();
    shape[(int) dim] = 0;
    for (Value p : parts) {
      shape[(int) dim] += Lowering.tensorType(p).shape()[(int) dim];
    }
    OperationState s = new OperationState(l.ctx, "stablehlo.concatenate", l.loc);
    s.addOperands(parts).addType(RankedTensorType.get(l.ctx, shape, Lowering.tensorType(parts.get(0)).elementType()));
    s.addAttribute("dimension", IntegerAttr.get(l.ctx, IntegerType.get(l.ctx, 64), dim));
    return lowerNested(s);
  }

  private Value hloReshape(Value src, RankedTensorType to) {
    OperationState s = new OperationState(l.ctx, "stablehlo.reshape", l.loc);
    s.addOperand(src).addType(to);
    return lowerNested(s);
  }

  private Value hloSlice(Value src, RankedTensorType to) {
    int rank = to.rank();
    long[] zeros = new long[rank];
    long[] ones = new long[rank];
    Arrays.fill(ones, 1);
    Type i64 = IntegerType.get(l.ctx, 64);
    OperationState s = new OperationState(l.ctx, "stablehlo.slice", l.loc);
    s.addOperand(src).addType(to);
    s.addAttribute("start_indices", DenseArrayAttr.get(l.ctx, i64, zeros));
    s.addAttribute("limit_indices", DenseArrayAttr.get(l.ctx, i64, to.shape()));
    s.addAttribute("strides", DenseArrayAttr.get(l.ctx, i64, ones));
    return lowerNested(s);
  }
}
