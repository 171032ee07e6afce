package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMapOperands;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineBinaryExpr;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffineSymbolExpr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * The linear cases of MLIR's scf::rewritePeeledMinMaxOp and scf::canonicalizeMinMaxOpInLoop. Inside a
 * peeled loop {@code ub - iv >= step} holds, inside its partial iteration {@code ub - iv < step}; in a
 * loop with constant bounds each induction variable lies in {@code [lb, last iteration]}. When under
 * those constraints (and the constant values of the operands) one result of an affine.min is provably
 * at most (affine.max: at least) every other, the op becomes that result, an affine.apply composed and
 * folded as MLIR's greedy driver leaves it. Results with floordiv/ceildiv/mod or products of values,
 * and loops with non-constant bounds (whose last iteration MLIR describes with a local variable), are
 * not reasoned about; such ops stay.
 */
final class LoopMinMax {
  private LoopMinMax() {}

  /** A linear form {@code sum(coeff * value) + constant}. */
  private record Linear(Map<Value, Long> coeffs, long constant) {
    static Linear of(long c) {
      return new Linear(new IdentityHashMap<>(), c);
    }

    Linear plus(Linear o, long scale) {
      Map<Value, Long> m = new IdentityHashMap<>(coeffs);
      o.coeffs.forEach((v, c) -> {
        long n = m.getOrDefault(v, 0L) + scale * c;
        if (n == 0) {
          m.remove(v);
        } else {
          m.put(v, n);
        }
      });
      return new Linear(m, constant + scale * o.constant);
    }

    Linear times(long k) {
      return Linear.of(0).plus(this, k);
    }
  }

  private static Linear value(Value v) {
    if (OperationFolder.constantValue(v) instanceof IntegerAttr a) {
      return Linear.of(a.longValue());
    }
    Map<Value, Long> m = new IdentityHashMap<>();
    m.put(v, 1L);
    return new Linear(m, 0);
  }

  /** The expression over the op's operands as a linear form, or null when it is not linear. */
  private static Linear linear(AffineExpr e, int numDims, List<Value> operands) {
    return switch (e) {
      case AffineConstantExpr c -> Linear.of(c.value());
      case AffineDimExpr d -> value(operands.get(d.position()));
      case AffineSymbolExpr s -> value(operands.get(numDims + s.position()));
      case AffineBinaryExpr b -> {
        Linear l = linear(b.lhs(), numDims, operands);
        Linear r = linear(b.rhs(), numDims, operands);
        if (l == null || r == null) {
          yield null;
        }
        yield switch (b.kind()) {
          case ADD -> l.plus(r, 1);
          case MUL -> l.coeffs.isEmpty() ? r.times(l.constant) : r.coeffs.isEmpty() ? l.times(r.constant) : null;
          default -> null;
        };
      }
    };
  }

  /** Whether {@code diff <= 0} wherever {@code g >= 0} (a nonnegative multiple of g bounds it). */
  private static boolean provablyNonPositive(Linear diff, Linear g) {
    if (diff.coeffs.isEmpty()) {
      return diff.constant <= 0;
    }
    Double lambda = null;
    for (Map.Entry<Value, Long> e : diff.coeffs.entrySet()) {
      Long gc = g.coeffs.get(e.getKey());
      if (gc == null) {
        return false;
      }
      double l = -(double) e.getValue() / gc;
      if (l < 0 || lambda != null && l != lambda) {
        return false;
      }
      lambda = l;
    }
    for (Value v : g.coeffs.keySet()) {
      if (!diff.coeffs.containsKey(v)) {
        return false;
      }
    }
    return diff.constant + lambda * g.constant <= 0;
  }

  /** Rewrites {@code op} (affine.min/max) in the peeled loop ({@code insideLoop}) or its partial iteration. */
  static boolean rewrite(PatternRewriter rw, AffineMapOp op, Value iv, Value ub, Value step, boolean insideLoop) {
    return rewrite(rw, op, iv, ub, step, insideLoop, true);
  }

  /**
   * As {@link #rewrite(PatternRewriter, AffineMapOp, Value, Value, Value, boolean)}; without {@code fold}
   * the replacement is always an affine.apply (upstream's replaceOpWithNewOp, as transform.loop.peel
   * leaves it), not folded to a constant.
   */
  static boolean rewrite(PatternRewriter rw, AffineMapOp op, Value iv, Value ub, Value step, boolean insideLoop, boolean fold) {
    // inside: -iv + ub - step >= 0; partial: iv - ub + step - 1 >= 0
    Linear g = value(iv).times(insideLoop ? -1 : 1).plus(value(ub), insideLoop ? 1 : -1).plus(value(step), insideLoop ? -1 : 1)
        .plus(Linear.of(insideLoop ? 0 : -1), 1);
    if (g.coeffs.isEmpty() && g.constant < 0) {
      return false; // no point satisfies the constraints
    }
    return replaceWithExtreme(rw, op, diff -> provablyNonPositive(diff, g), Map.of(), fold);
  }

  /** An induction variable's range {@code [lo, hi]}. */
  private record Range(long lo, long hi) {}

  /**
   * MLIR's canonicalizeMinMaxOpInLoop: the operands that are induction variables of scf.for,
   * scf.parallel or scf.forall loops with constant bounds and step range over their iterations.
   */
  static boolean rewriteInLoops(PatternRewriter rw, AffineMapOp op) {
    Map<Value, Range> ranges = new IdentityHashMap<>();
    for (Value v : op.operands()) {
      if (ranges.containsKey(v)) {
        continue;
      }
      Long[] bounds = loopBounds(v);
      if (bounds == null) {
        continue;
      }
      Long lb = bounds[0];
      Long ub = bounds[1];
      Long step = bounds[2];
      if (step == null || lb == null || ub == null) {
        return false;
      }
      long hi = lb + step >= ub ? lb : lb + step * Math.floorDiv(ub - lb - 1, step);
      if (hi < lb) {
        return false; // an empty loop: the constraints have no solution
      }
      ranges.put(v, new Range(lb, hi));
    }
    if (ranges.isEmpty()) {
      return false;
    }
    Map<Value, Long> fixed = new IdentityHashMap<>();
    ranges.forEach((v, r) -> {
      if (r.lo == r.hi) {
        fixed.put(v, r.lo);
      }
    });
    return replaceWithExtreme(rw, op, diff -> {
      long max = diff.constant;
      for (Map.Entry<Value, Long> e : diff.coeffs.entrySet()) {
        Range r = ranges.get(e.getKey());
        if (r == null) {
          return false;
        }
        max += Math.max(e.getValue() * r.lo, e.getValue() * r.hi);
      }
      return max <= 0;
    }, fixed);
  }

  /**
   * The constant (lb, ub, step) (null entries where not constant) of the loop {@code iv} is an induction
   * variable of, or null when it is none (MLIR's matchForLikeLoop: scf.for, scf.parallel, scf.forall).
   */
  private static Long[] loopBounds(Value iv) {
    if (!(iv instanceof org.jmlir.ir.BlockArgument arg) || arg.owner().parentOp() == null) {
      return null;
    }
    org.jmlir.ir.Operation loop = arg.owner().parentOp();
    int i = arg.index();
    switch (loop) {
      case org.jmlir.dialect.scf.ForallOp f -> {
        if (i >= f.rank()) {
          return null;
        }
        return new Long[] {mixed(f.staticLowerBound(), f.dynamicLowerBound(), i), mixed(f.staticUpperBound(), f.dynamicUpperBound(), i),
            mixed(f.staticStep(), f.dynamicStep(), i)};
      }
      default -> {}
    }
    switch (loop.name()) {
      case "scf.for" -> {
        return i == 0 ? new Long[] {constant(loop.operand(0)), constant(loop.operand(1)), constant(loop.operand(2))} : null;
      }
      case "scf.parallel" -> {
        int n = arg.owner().numArguments();
        return i < n ? new Long[] {constant(loop.operand(i)), constant(loop.operand(n + i)), constant(loop.operand(2 * n + i))}
            : null;
      }
      default -> {
        return null;
      }
    }
  }

  /** Entry {@code i} of a mixed static/dynamic list, as a constant or null. */
  private static Long mixed(long[] statics, List<Value> dynamics, int i) {
    if (statics[i] != org.jmlir.ir.type.ShapedType.DYNAMIC) {
      return statics[i];
    }
    int d = 0;
    for (int k = 0; k < i; k++) {
      if (statics[k] == org.jmlir.ir.type.ShapedType.DYNAMIC) {
        d++;
      }
    }
    return constant(dynamics.get(d));
  }

  private static Long constant(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr a ? a.longValue() : null;
  }

  /**
   * Replaces {@code op} by the first result that {@code nonPositive} proves extreme: for a min, every
   * {@code result_k - result_j} is at most zero. {@code fixed} are operands known to be constants.
   */
  private static boolean replaceWithExtreme(PatternRewriter rw, AffineMapOp op, java.util.function.Predicate<Linear> nonPositive,
      Map<Value, Long> fixed) {
    return replaceWithExtreme(rw, op, nonPositive, fixed, true);
  }

  private static boolean replaceWithExtreme(PatternRewriter rw, AffineMapOp op, java.util.function.Predicate<Linear> nonPositive,
      Map<Value, Long> fixed, boolean fold) {
    boolean isMin = op.def() == AffineMapOp.MIN;
    AffineMap map = op.map();
    List<Linear> forms = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      Linear l = linear(e, map.numDims(), op.operands());
      if (l == null) {
        return false;
      }
      forms.add(l);
    }
    for (int k = 0; k < forms.size(); k++) {
      boolean extreme = true;
      for (int j = 0; j < forms.size() && extreme; j++) {
        if (j != k) {
          Linear diff = isMin ? forms.get(k).plus(forms.get(j), -1) : forms.get(j).plus(forms.get(k), -1);
          extreme = nonPositive.test(diff);
        }
      }
      if (extreme) {
        rw.setInsertionPoint(op);
        // Operands with constant values enter the bound as constants, as MLIR's constraint columns do.
        AffineExpr[] dims = new AffineExpr[map.numDims()];
        AffineExpr[] syms = new AffineExpr[map.numSymbols()];
        for (int i = 0; i < dims.length + syms.length; i++) {
          AffineExpr self = i < dims.length ? AffineExpr.dim(i) : AffineExpr.symbol(i - dims.length);
          Value operand = op.operand(i);
          Long c = fixed.containsKey(operand) ? fixed.get(operand) : constant(operand);
          AffineExpr r = c != null ? AffineExpr.constant(c) : self;
          if (i < dims.length) {
            dims[i] = r;
          } else {
            syms[i - dims.length] = r;
          }
        }
        AffineExpr bound = map.results().get(k).replaceDimsAndSymbols(dims, syms);
        AffineMapOperands canonical =
            new AffineMapOperands(new AffineMap(map.numDims(), map.numSymbols(), List.of(bound)), op.operands()).compose().canonicalize();
        Value v;
        if (fold) {
          v = AffineApplyBuilder.createOrFoldApply(rw, op.location(), canonical.map(), canonical.operands());
        } else {
          org.jmlir.ir.OperationState as = new org.jmlir.ir.OperationState(rw.context(), AffineMapOp.APPLY, op.location());
          as.addOperands(canonical.operands());
          as.addAttribute("map", org.jmlir.ir.attr.AffineMapAttr.get(rw.context(), canonical.map()));
          as.addType(op.result(0).type());
          rw.setInsertionPoint(op);
          v = rw.create(as).result(0);
        }
        rw.replaceOp(op, List.of(v));
        return true;
      }
    }
    return false;
  }
}
