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
 * MLIR's scf::rewritePeeledMinMaxOp for the linear case: inside a peeled loop {@code ub - iv >= step}
 * holds, inside its partial iteration {@code ub - iv < step}. When under that one constraint (and the
 * constant values of the operands) one result of an affine.min is provably at most (affine.max: at
 * least) every other, the op becomes that result, an affine.apply composed and folded as MLIR's
 * greedy driver leaves it. Results with floordiv/ceildiv/mod or products of values are not reasoned
 * about (MLIR's constraint system handles them with local variables); such ops stay.
 */
final class PeeledMinMax {
  private PeeledMinMax() {}

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
    boolean isMin = op.def() == AffineMapOp.MIN;
    // inside: -iv + ub - step >= 0; partial: iv - ub + step - 1 >= 0
    Linear g = value(iv).times(insideLoop ? -1 : 1).plus(value(ub), insideLoop ? 1 : -1).plus(value(step), insideLoop ? -1 : 1)
        .plus(Linear.of(insideLoop ? 0 : -1), 1);
    if (g.coeffs.isEmpty() && g.constant < 0) {
      return false; // no point satisfies the constraints
    }
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
      boolean bound = true;
      for (int j = 0; j < forms.size() && bound; j++) {
        if (j != k) {
          Linear diff = isMin ? forms.get(k).plus(forms.get(j), -1) : forms.get(j).plus(forms.get(k), -1);
          bound = provablyNonPositive(diff, g);
        }
      }
      if (bound) {
        rw.setInsertionPoint(op);
        // Operands with constant values enter the bound as constants, as MLIR's constraint columns do.
        AffineExpr[] dims = new AffineExpr[map.numDims()];
        AffineExpr[] syms = new AffineExpr[map.numSymbols()];
        for (int i = 0; i < dims.length + syms.length; i++) {
          AffineExpr self = i < dims.length ? AffineExpr.dim(i) : AffineExpr.symbol(i - dims.length);
          AffineExpr r = OperationFolder.constantValue(op.operand(i)) instanceof IntegerAttr a ? AffineExpr.constant(a.longValue()) : self;
          if (i < dims.length) {
            dims[i] = r;
          } else {
            syms[i - dims.length] = r;
          }
        }
        AffineExpr extreme = map.results().get(k).replaceDimsAndSymbols(dims, syms);
        AffineMapOperands canonical =
            new AffineMapOperands(new AffineMap(map.numDims(), map.numSymbols(), List.of(extreme)), op.operands()).compose().canonicalize();
        Value v = AffineApplyBuilder.createOrFoldApply(rw, op.location(), canonical.map(), canonical.operands());
        rw.replaceOp(op, List.of(v));
        return true;
      }
    }
    return false;
  }
}
