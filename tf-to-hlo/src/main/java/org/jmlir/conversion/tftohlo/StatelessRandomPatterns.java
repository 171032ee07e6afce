package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's stateless random ops with Philox, built from element-wise HLO so that every backend
 * computes the same numbers as TensorFlow's CPU kernels (tensorflow/core/kernels/
 * stateless_random_ops.cc and random_distributions.h), bit for bit for the uniform floats:
 *
 * <ul>
 *   <li>the seed pair becomes a Philox key and counter as TensorFlow's GenerateKey does: one
 *       Philox4x32-10 block of the counter (seed0, seed1 as 64-bit words) under the fixed key
 *       (0x3ec8f720, 0x02461e29) gives key = block[0..1], counter = (0, 0, block[2], block[3]);
 *       StatelessRandomGetKeyCounter returns them as uint64 tensors, the V2 ops take them;
 *   <li>element i of the output takes word i % 4 of the Philox block at counter + i / 4;
 *   <li>uniform floats: the low 23 bits of a word as the mantissa of a number in [1, 2), minus 1;
 *   <li>normals: Box-Muller on the word pairs (0, 1) and (2, 3) of a block, u1 clamped to 1e-7,
 *       the angle 2 pi u2 computed in double and rounded to float.
 * </ul>
 *
 * XLA's tf2xla kernels draw different numbers for the same seed (XLA scrambles the key with its own
 * Philox step and takes the high bits of a word): TensorFlow's results then depend on whether a
 * graph runs with XLA. We follow the CPU kernels, whose numbers TensorFlow-java reproduces. The
 * shape must be a constant; the seeds, keys and counters may be run-time values.
 */
final class StatelessRandomPatterns {
  private StatelessRandomPatterns() {}

  static final long W32A = 0x9E3779B9L;
  static final long W32B = 0xBB67AE85L;
  static final long M4x32A = 0xD2511F53L;
  static final long M4x32B = 0xCD9E8D57L;
  static final long SEED_KEY0 = 0x3ec8f720L;
  static final long SEED_KEY1 = 0x02461e29L;

  /** The largest output drawn (elements): the Philox rounds are unrolled over one vector of blocks. */
  private static final long MAX_ELEMENTS = 1L << 22;

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.StatelessRandomUniform", (op, e) -> draw(op, e, why, false, false)));
    out.add(p("tf.StatelessRandomNormal", (op, e) -> draw(op, e, why, true, false)));
    out.add(p("tf.StatelessRandomUniformV2", (op, e) -> draw(op, e, why, false, true)));
    out.add(p("tf.StatelessRandomNormalV2", (op, e) -> draw(op, e, why, true, true)));
    out.add(p("tf.StatelessRandomGetKeyCounter", (op, e) -> keyCounter(op, e, why)));
    out.add(p("tf.StatelessTruncatedNormal", (op, e) -> truncatedNormal(op, e, why, false)));
    out.add(p("tf.StatelessTruncatedNormalV2", (op, e) -> truncatedNormal(op, e, why, true)));
    out.add(p("tf.StatelessRandomUniformInt", (op, e) -> drawInt(op, e, why, false, false)));
    out.add(p("tf.StatelessRandomUniformIntV2", (op, e) -> drawInt(op, e, why, false, true)));
    out.add(p("tf.StatelessRandomUniformFullInt", (op, e) -> drawInt(op, e, why, true, false)));
    out.add(p("tf.StatelessRandomUniformFullIntV2", (op, e) -> drawInt(op, e, why, true, true)));
  }

  /** The Philox state of a V1 op (seed operand 1) or a V2 op (key, counter, algorithm: operands 1-3); null with the reason recorded. */
  private static State state(Operation op, Emit e, Reasons why, boolean v2) {
    State s;
    if (v2) {
      long[] alg = TfShapes.constInts(op.operand(3));
      // 1: Philox; 3: auto-select, Philox on CPU (TensorFlow's RNG_ALG_AUTO_SELECT).
      if (alg == null || alg.length != 1 || (alg[0] != 1 && alg[0] != 3)) {
        why.attribute(op, "the algorithm must be a constant Philox (1) or auto-select (3)");
        return null;
      }
      s = fromKeyCounter(e, op.operand(1), op.operand(2));
    } else {
      s = fromSeed(e, op.operand(1));
    }
    if (s == null) {
      why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "the seed must be an int32 or int64 pair, the key and counter uint64");
    }
    return s;
  }

  /**
   * The integer ops: UniformInt draws lo + bits % (hi - lo) (unsigned arithmetic, one word per
   * 32-bit element, two words, the first the low one, per 64-bit element), FullInt the bits.
   */
  private static boolean drawInt(Operation op, Emit e, Reasons why, boolean full, boolean v2) {
    long[] dims = TfShapes.constInts(op.operand(0));
    if (dims == null) {
      return why.dynamic(op, "the shape operand must be a constant");
    }
    if (!(TfShapes.element(op.result(0).type()) instanceof IntegerType it) || (it.width() != 32 && it.width() != 64)
        || (!full && it.isUnsigned())) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, full ? "only 32- and 64-bit integers are drawn" : "only int32 and int64 are drawn");
    }
    long n = TfShapes.numElements(dims);
    if (n > MAX_ELEMENTS) {
      return why.attribute(op, "more than " + MAX_ELEMENTS + " elements");
    }
    State s = state(op, e, why, v2);
    if (s == null) {
      return false;
    }
    boolean wide = it.width() == 64;
    int per = wide ? 2 : 4;
    long groups = Math.max(1, (n + per - 1) / per);
    Value[] words = blocks(e, s, groups);
    Type uw = wide ? u64(e) : u32t(e);
    Value[] lanes = wide ? new Value[] {join(e, words[0], words[1]), join(e, words[2], words[3])} : words;
    if (!full) {
      int first = v2 ? 4 : 2;
      Value lo = splat(e, bitcast(e, op.operand(first), uw), groups);
      Value hi = splat(e, bitcast(e, op.operand(first + 1), uw), groups);
      Value range = e.binary("subtract", hi, lo);
      for (int i = 0; i < lanes.length; i++) {
        lanes[i] = e.binary("add", lo, e.binary("remainder", lanes[i], range));
      }
    }
    Value flat = interleave(e, lanes, groups, uw);
    if (groups * per != n) {
      flat = e.put(e.b.slice(flat, new long[] {0}, new long[] {n}, new long[] {1}));
    }
    RankedTensorType r = RankedTensorType.get(e.ctx, dims, it);
    e.replace(BoundedPatterns.cast(e, e.reshape(bitcast(e, flat, it), r), op.result(0).type()));
    return true;
  }

  /** Normals each output group of four may draw: TensorFlow reserves 256, four suffice but for ~1e-15. */
  private static final int TRUNCATED_DRAWS = 16;

  /**
   * TruncatedNormalDistribution over SingleSampleAdapter: output group g (four elements) reads the
   * words of the blocks from counter + 256 g on, two at a time, Box-Muller each pair and keeps the
   * normals below 2 in magnitude, in order, until it has four. We draw the first 16 normals of each
   * group (four blocks) and pick the first four kept: a group that keeps fewer than four of 16 (a
   * probability near 1e-15) would differ from TensorFlow's.
   */
  private static boolean truncatedNormal(Operation op, Emit e, Reasons why, boolean v2) {
    long[] dims = TfShapes.constInts(op.operand(0));
    Type element = TfShapes.element(op.result(0).type());
    if (dims == null) {
      return why.dynamic(op, "the shape operand must be a constant");
    }
    if (!(element instanceof FloatType f) || f.width() != 32) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "only float32 results are drawn (TensorFlow's float32 kernels)");
    }
    long n = TfShapes.numElements(dims);
    if (n * TRUNCATED_DRAWS > MAX_ELEMENTS) {
      return why.attribute(op, "more than " + MAX_ELEMENTS / TRUNCATED_DRAWS + " elements");
    }
    State s = state(op, e, why, v2);
    if (s == null) {
      return false;
    }
    long groups = Math.max(1, (n + 3) / 4);
    int perGroup = TRUNCATED_DRAWS / 4;
    // Block offsets 256 g + b, b < perGroup, group-major.
    RankedTensorType gb = RankedTensorType.get(e.ctx, new long[] {groups, perGroup}, u32t(e));
    Value g = e.put(e.b.iota(gb, 0));
    Value b = e.put(e.b.iota(gb, 1));
    Value j = e.binary("add", e.binary("multiply", g, e.splat(gb, BigInteger.valueOf(256))), b);
    long m = groups * perGroup;
    Value[] words = blocksAt(e, s, e.reshape(j, RankedTensorType.get(e.ctx, new long[] {m}, u32t(e))), m);
    Value[] z01 = boxMuller(e, words[0], words[1], m);
    Value[] z23 = boxMuller(e, words[2], words[3], m);
    RankedTensorType draws = RankedTensorType.get(e.ctx, new long[] {groups, TRUNCATED_DRAWS}, f);
    Value z = e.reshape(interleave(e, new Value[] {z01[0], z01[1], z23[0], z23[1]}, m, f), draws);
    Type i32 = IntegerType.get(e.ctx, 32);
    RankedTensorType counts = RankedTensorType.get(e.ctx, new long[] {groups, TRUNCATED_DRAWS}, i32);
    Value kept = e.put(e.b.compare("LT", e.unary("abs", z), e.splat(draws, Emit.bits(e.ctx, f, 2.0)), null));
    Value keptCount = e.convert(kept, i32);
    // The running count of kept normals along each group's draws.
    Value running = e.reduceWindow(keptCount, e.scalar(i32, 0), new long[] {1, TRUNCATED_DRAWS}, new long[] {1, 1},
        new long[][] {{0, 0}, {TRUNCATED_DRAWS - 1, 0}}, "add", counts);
    Value zero = e.splat(draws, BigInteger.ZERO);
    RankedTensorType column = RankedTensorType.get(e.ctx, new long[] {groups, 1}, f);
    List<Value> picked = new ArrayList<>();
    for (int k = 1; k <= 4; k++) {
      Value isK = e.binary("and", kept, e.put(e.b.compare("EQ", running, e.splat(counts, BigInteger.valueOf(k)), null)));
      Value only = e.put(e.b.select(isK, z, zero));
      picked.add(e.reshape(e.reduce(only, e.scalar(f, 0), new long[] {1}, "add"), column));
    }
    Value flat = e.reshape(e.put(e.b.concatenate(picked, 1)), RankedTensorType.get(e.ctx, new long[] {groups * 4}, f));
    if (groups * 4 != n) {
      flat = e.put(e.b.slice(flat, new long[] {0}, new long[] {n}, new long[] {1}));
    }
    e.replace(BoundedPatterns.cast(e, e.reshape(flat, RankedTensorType.get(e.ctx, dims, f)), op.result(0).type()));
    return true;
  }

  /** {@code v} (a tensor of a type of the same width) reinterpreted as {@code element}. */
  private static Value bitcast(Emit e, Value v, Type element) {
    if (!(v.type() instanceof RankedTensorType t) || t.elementType().equals(element)) {
      return v;
    }
    return e.put(e.b.create("bitcast_convert", List.of(v), List.of(), List.of(RankedTensorType.get(e.ctx, t.shape(), element)), 0));
  }

  /** A Philox key (two words) and counter (four words, least significant first): rank-0 ui32 values. */
  record State(Value k0, Value k1, Value[] counter) {}

  private static boolean draw(Operation op, Emit e, Reasons why, boolean normal, boolean v2) {
    long[] dims = TfShapes.constInts(op.operand(0));
    Type element = TfShapes.element(op.result(0).type());
    if (dims == null || element == null) {
      return why.dynamic(op, "the shape operand must be a constant");
    }
    RankedTensorType r = RankedTensorType.get(e.ctx, dims, element);
    if (!(element instanceof FloatType f) || f.width() != 32) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "only float32 results are drawn (TensorFlow's float32 kernels)");
    }
    long n = TfShapes.numElements(r.shape());
    if (n > MAX_ELEMENTS) {
      return why.attribute(op, "more than " + MAX_ELEMENTS + " elements");
    }
    State s = state(op, e, why, v2);
    if (s == null) {
      return false;
    }
    long groups = Math.max(1, (n + 3) / 4);
    Value[] words = blocks(e, s, groups);
    Value flat;
    if (normal) {
      Value[] z01 = boxMuller(e, words[0], words[1], groups);
      Value[] z23 = boxMuller(e, words[2], words[3], groups);
      flat = interleave(e, new Value[] {z01[0], z01[1], z23[0], z23[1]}, groups, f);
    } else {
      Value[] u = new Value[4];
      for (int i = 0; i < 4; i++) {
        u[i] = uniform(e, words[i], groups);
      }
      flat = interleave(e, u, groups, f);
    }
    if (groups * 4 != n) {
      flat = e.put(e.b.slice(flat, new long[] {0}, new long[] {n}, new long[] {1}));
    }
    e.replace(BoundedPatterns.cast(e, e.reshape(flat, r), op.result(0).type()));
    return true;
  }

  private static boolean keyCounter(Operation op, Emit e, Reasons why) {
    State s = fromSeed(e, op.operand(0));
    if (s == null) {
      return why.fail(op, Reasons.Kind.UNSUPPORTED_TYPE, "the seed must be an int32 or int64 pair");
    }
    Type u64 = IntegerType.get(e.ctx, 64, IntegerType.Signedness.UNSIGNED);
    RankedTensorType one = RankedTensorType.get(e.ctx, new long[] {1}, u64);
    Value key = e.reshape(join(e, s.k0(), s.k1()), one);
    Value lo = e.reshape(join(e, s.counter()[0], s.counter()[1]), one);
    Value hi = e.reshape(join(e, s.counter()[2], s.counter()[3]), one);
    Value counter = e.put(e.b.concatenate(List.of(lo, hi), 0));
    e.replace(BoundedPatterns.cast(e, key, op.result(0).type()), BoundedPatterns.cast(e, counter, op.result(1).type()));
    return true;
  }

  // ---- key and counter ------------------------------------------------------------------------

  /** TensorFlow's GenerateKey of a seed pair (int32 seeds sign-extended to 64 bits). */
  static State fromSeed(Emit e, Value seed) {
    if (!(seed.type() instanceof RankedTensorType t) || t.rank() != 1 || t.shape()[0] != 2
        || !(t.elementType() instanceof IntegerType it) || (it.width() != 32 && it.width() != 64)) {
      return null;
    }
    Type i64 = IntegerType.get(e.ctx, 64);
    Value s64 = e.convert(seed, i64);
    Value u = e.put(e.b.create("bitcast_convert", List.of(s64), List.of(), List.of(RankedTensorType.get(e.ctx, new long[] {2}, u64(e))), 0));
    Value seed0 = scalarAt(e, u, 0);
    Value seed1 = scalarAt(e, u, 1);
    Value[] counter = {low(e, seed0), high(e, seed0), low(e, seed1), high(e, seed1)};
    Value[] mix = philox(e, u32(e, SEED_KEY0, 0), u32(e, SEED_KEY1, 0), counter, 0);
    Value zero = u32(e, 0, 0);
    return new State(mix[0], mix[1], new Value[] {zero, zero, mix[2], mix[3]});
  }

  /** A V2 op's key (uint64[1]) and counter (uint64[2], the low word first). */
  private static State fromKeyCounter(Emit e, Value key, Value counter) {
    key = asU64Vector(e, key, 1);
    counter = asU64Vector(e, counter, 2);
    if (key == null || counter == null) {
      return null;
    }
    Value k = scalarAt(e, key, 0);
    Value c0 = scalarAt(e, counter, 0);
    Value c1 = scalarAt(e, counter, 1);
    return new State(low(e, k), high(e, k), new Value[] {low(e, c0), high(e, c0), low(e, c1), high(e, c1)});
  }

  /** {@code v}, a uint64 tensor, as a vector of {@code n} (cast when its type is less precise), or null. */
  private static Value asU64Vector(Emit e, Value v, long n) {
    if (!(TfShapes.element(v.type()) instanceof IntegerType it) || it.width() != 64 || !it.isUnsigned()) {
      return null;
    }
    RankedTensorType want = RankedTensorType.get(e.ctx, new long[] {n}, it);
    if (v.type().equals(want)) {
      return v;
    }
    if (v.type() instanceof RankedTensorType t && (t.rank() != 1 || (t.shape()[0] != n && t.shape()[0] != TfShapes.DYNAMIC))) {
      return null;
    }
    return BoundedPatterns.cast(e, v, want);
  }

  // ---- Philox4x32-10 --------------------------------------------------------------------------

  /**
   * The four words of the Philox blocks at counter + 0 .. groups - 1 (each a ui32 vector of
   * {@code groups}; {@code groups} 0 means rank-0 values of the counter itself).
   */
  static Value[] blocks(Emit e, State s, long groups) {
    return blocksAt(e, s, e.put(e.b.iota(RankedTensorType.get(e.ctx, new long[] {groups}, u32t(e)), 0)), groups);
  }

  /** The words of the Philox blocks at counter + j for each element of the ui32 vector {@code j} of {@code groups}. */
  private static Value[] blocksAt(Emit e, State s, Value j, long groups) {
    Value[] c = s.counter();
    // The 128-bit counter plus j, carried word by word.
    Value c0 = e.binary("add", splat(e, c[0], groups), j);
    Value carry = e.convert(e.put(e.b.compare("LT", c0, j, "UNSIGNED")), u32t(e));
    Value c1 = e.binary("add", splat(e, c[1], groups), carry);
    carry = e.binary("and", carry, e.convert(e.put(e.b.compare("EQ", c1, u32(e, 0, groups), "UNSIGNED")), u32t(e)));
    Value c2 = e.binary("add", splat(e, c[2], groups), carry);
    carry = e.binary("and", carry, e.convert(e.put(e.b.compare("EQ", c2, u32(e, 0, groups), "UNSIGNED")), u32t(e)));
    Value c3 = e.binary("add", splat(e, c[3], groups), carry);
    return philox(e, splat(e, s.k0(), groups), splat(e, s.k1(), groups), new Value[] {c0, c1, c2, c3}, groups);
  }

  /** Ten Philox rounds of {@code counter} under the key (k0, k1); all values of one shape. */
  private static Value[] philox(Emit e, Value k0, Value k1, Value[] counter, long groups) {
    Value[] x = counter.clone();
    for (int round = 0; round < 10; round++) {
      if (round > 0) {
        k0 = e.binary("add", k0, u32(e, W32A, groups));
        k1 = e.binary("add", k1, u32(e, W32B, groups));
      }
      Value[] p0 = mulHiLo(e, M4x32A, x[0], groups);
      Value[] p1 = mulHiLo(e, M4x32B, x[2], groups);
      x = new Value[] {
        e.binary("xor", e.binary("xor", p1[0], x[1]), k0),
        p1[1],
        e.binary("xor", e.binary("xor", p0[0], x[3]), k1),
        p0[1]};
    }
    return x;
  }

  /** The high and low words of the 64-bit product {@code m * x}. */
  private static Value[] mulHiLo(Emit e, long m, Value x, long groups) {
    Value wide = e.binary("multiply", e.convert(x, u64(e)), u64c(e, m, groups));
    return new Value[] {high(e, wide), low(e, wide)};
  }

  // ---- distributions --------------------------------------------------------------------------

  /** random::Uint32ToFloat: the low 23 bits as the mantissa of a float in [1, 2), minus 1. */
  private static Value uniform(Emit e, Value word, long groups) {
    Value bits = e.binary("or", e.binary("and", word, u32(e, 0x7fffffL, groups)), u32(e, 0x3f800000L, groups));
    Type f32 = FloatType.f32(e.ctx);
    Value one = e.put(e.b.create("bitcast_convert", List.of(bits), List.of(), List.of(RankedTensorType.get(e.ctx, new long[] {groups}, f32)), 0));
    return e.binary("subtract", one, f32c(e, 1.0, groups));
  }

  /** random::BoxMullerFloat of two words: (sin(v) u, cos(v) u). */
  private static Value[] boxMuller(Emit e, Value x0, Value x1, long groups) {
    Type f64 = FloatType.f64(e.ctx);
    Type f32 = FloatType.f32(e.ctx);
    Value u1 = e.binary("maximum", uniform(e, x0, groups), f32c(e, 1.0e-7, groups));
    // 2.0f * M_PI * u: the product in double, then rounded to float.
    Value angle = e.convert(e.binary("multiply", e.convert(uniform(e, x1, groups), f64), splatOf(e, f64, 2.0 * Math.PI, groups)), f32);
    Value radius = e.unary("sqrt", e.binary("multiply", f32c(e, -2.0, groups), e.unary("log", u1)));
    return new Value[] {e.binary("multiply", e.unary("sine", angle), radius), e.binary("multiply", e.unary("cosine", angle), radius)};
  }

  /** Vectors a, b, ... of {@code groups} as a0 b0 ... a1 b1 ... */
  private static Value interleave(Emit e, Value[] lanes, long groups, Type element) {
    List<Value> columns = new ArrayList<>();
    for (Value v : lanes) {
      columns.add(e.reshape(v, RankedTensorType.get(e.ctx, new long[] {groups, 1}, element)));
    }
    Value m = e.put(e.b.concatenate(columns, 1));
    return e.reshape(m, RankedTensorType.get(e.ctx, new long[] {groups * lanes.length}, element));
  }

  // ---- helpers ----------------------------------------------------------------------------------

  private static Type u32t(Emit e) {
    return IntegerType.get(e.ctx, 32, IntegerType.Signedness.UNSIGNED);
  }

  private static Type u64(Emit e) {
    return IntegerType.get(e.ctx, 64, IntegerType.Signedness.UNSIGNED);
  }

  private static RankedTensorType shaped(Emit e, Type element, long groups) {
    return RankedTensorType.get(e.ctx, groups == 0 ? new long[0] : new long[] {groups}, element);
  }

  private static Value u32(Emit e, long value, long groups) {
    return e.splat(shaped(e, u32t(e), groups), BigInteger.valueOf(value & 0xFFFFFFFFL));
  }

  private static Value u64c(Emit e, long value, long groups) {
    return e.splat(shaped(e, u64(e), groups), BigInteger.valueOf(value));
  }

  private static Value f32c(Emit e, double value, long groups) {
    return splatOf(e, FloatType.f32(e.ctx), value, groups);
  }

  private static Value splatOf(Emit e, Type element, double value, long groups) {
    return e.splat(shaped(e, element, groups), Emit.bits(e.ctx, element, value));
  }

  /** A rank-0 value broadcast to a vector of {@code groups}. */
  private static Value splat(Emit e, Value scalar, long groups) {
    return e.broadcastInDim(scalar, new long[0], shaped(e, ((RankedTensorType) scalar.type()).elementType(), groups));
  }

  /** Element {@code i} of a vector, as a rank-0 value. */
  private static Value scalarAt(Emit e, Value v, long i) {
    Value s = e.put(e.b.slice(v, new long[] {i}, new long[] {i + 1}, new long[] {1}));
    return e.reshape(s, RankedTensorType.get(e.ctx, new long[0], ((RankedTensorType) v.type()).elementType()));
  }

  /** The low 32 bits of a ui64 value. */
  private static Value low(Emit e, Value v) {
    long g = groupsOf(v);
    return e.convert(e.binary("and", v, u64c(e, 0xFFFFFFFFL, g)), u32t(e));
  }

  /** The high 32 bits of a ui64 value. */
  private static Value high(Emit e, Value v) {
    long g = groupsOf(v);
    return e.convert(e.binary("shift_right_logical", v, u64c(e, 32, g)), u32t(e));
  }

  /** lo | hi << 32 as a ui64 value. */
  private static Value join(Emit e, Value lo, Value hi) {
    long g = groupsOf(lo);
    Value h = e.binary("shift_left", e.convert(hi, u64(e)), u64c(e, 32, g));
    return e.binary("or", e.convert(lo, u64(e)), h);
  }

  private static long groupsOf(Value v) {
    RankedTensorType t = (RankedTensorType) v.type();
    return t.rank() == 0 ? 0 : t.shape()[0];
  }
}
