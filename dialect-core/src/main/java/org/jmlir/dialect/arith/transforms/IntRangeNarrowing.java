package org.jmlir.dialect.arith.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithTypes;
import org.jmlir.dialect.arith.IntegerRangeAnalysis;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.ConstantIntRanges;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code arith-int-range-narrowing} (MLIR 22's ArithIntRangeNarrowing): with the integer range
 * analysis, an elementwise op whose operands and results all fit in one of
 * {@code int-bitwidths-supported} (tried in the order given) computes in that width between
 * truncations and extensions (index_cast/index_castui for index), a cmpi compares narrowed
 * operands, and {@code index_cast(index_cast(x : iN -> index) -> iN)} becomes x for a supported N.
 * The greedy driver runs bottom-up, as MLIR's, so a cmpi still sees its original operands' ranges.
 */
public final class IntRangeNarrowing extends Pass {
  private final List<Integer> widths = new ArrayList<>();

  public IntRangeNarrowing(PassOptions o) {
    super(o);
    for (String w : o.getList("int-bitwidths-supported")) {
      try {
        int v = Integer.parseInt(w);
        if (v < 0) {
          throw new NumberFormatException();
        }
        widths.add(v);
      } catch (NumberFormatException e) {
        throw PassOptionException.invalidValue(
            "for the --int-bitwidths-supported option: '" + w + "' value invalid for uint argument!");
      }
    }
  }

  @Override
  public String argument() {
    return "arith-int-range-narrowing";
  }

  @Override
  public String name() {
    return "ArithIntRangeNarrowing";
  }

  @Override
  public String summary() {
    return "Reduce integer operations bitwidth based on integer range analysis";
  }

  /** Which truncation keeps a range's values: none, signed, unsigned or both. */
  private enum CastKind {
    NONE, SIGNED, UNSIGNED, BOTH
  }

  private static int signBits(BigInteger v, int w) {
    return w - v.bitLength();
  }

  private static int leadingZeros(BigInteger u, int w) {
    return w - u.bitLength();
  }

  private static CastKind truncatability(ConstantIntRanges r, int target) {
    int w = r.width();
    if (w <= target) {
      return CastKind.NONE;
    }
    int removed = w - target;
    boolean signed = signBits(r.smin(), w) >= removed + 1 && signBits(r.smax(), w) >= removed + 1;
    boolean unsigned = leadingZeros(r.umin(), w) >= removed && leadingZeros(r.umax(), w) >= removed;
    if (signed && unsigned) {
      return CastKind.BOTH;
    }
    return signed ? CastKind.SIGNED : unsigned ? CastKind.UNSIGNED : CastKind.NONE;
  }

  private static CastKind merge(CastKind a, CastKind b) {
    if (a == CastKind.NONE || b == CastKind.NONE) {
      return CastKind.NONE;
    }
    if (a == CastKind.BOTH) {
      return b;
    }
    if (b == CastKind.BOTH || a == b) {
      return a;
    }
    return CastKind.NONE;
  }

  private static Value cast(ArithBuilder b, Value src, Type to, CastKind kind) {
    Type from = src.type();
    if (from == to) {
      return src;
    }
    Type fe = ConstFold.elementTypeOrSelf(from);
    Type te = ConstFold.elementTypeOrSelf(to);
    if (fe instanceof IndexType || te instanceof IndexType) {
      return b.cast(kind == CastKind.SIGNED ? "arith.index_cast" : "arith.index_castui", to, src);
    }
    if (((IntegerType) te).width() < ((IntegerType) fe).width()) {
      return b.cast("arith.trunci", to, src);
    }
    return b.cast(kind == CastKind.SIGNED ? "arith.extsi" : "arith.extui", to, src);
  }

  /** The ranges of all these values, or null when one is unknown. */
  private static List<ConstantIntRanges> ranges(IntegerRangeAnalysis a, List<? extends Value> values, List<ConstantIntRanges> out) {
    for (Value v : values) {
      ConstantIntRanges r = a.range(v);
      if (r == null) {
        return null;
      }
      out.add(r);
    }
    return out;
  }

  private static final class NarrowElementwise extends RewritePattern {
    private final IntegerRangeAnalysis a;
    private final List<Integer> widths;

    NarrowElementwise(IntegerRangeAnalysis a, List<Integer> widths) {
      super(null, 1);
      this.a = a;
      this.widths = widths;
    }

    @Override
    public String debugName() {
      return "NarrowElementwise";
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rw) {
      if (!op.hasTrait(Trait.ELEMENTWISE) || op.numResults() == 0) {
        return false;
      }
      List<ConstantIntRanges> rs = new ArrayList<>();
      if (ranges(a, op.operands(), rs) == null || ranges(a, op.results(), rs) == null) {
        return false;
      }
      Type src = op.result(0).type();
      for (Value r : op.results()) {
        if (r.type() != src) {
          return false;
        }
      }
      if (op.numOperands() == 0) {
        return false;
      }
      for (Value v : op.operands()) {
        if (v.type() != src) {
          return false;
        }
      }
      for (int width : widths) {
        CastKind kind = CastKind.BOTH;
        for (ConstantIntRanges r : rs) {
          kind = merge(kind, truncatability(r, width));
          if (kind == CastKind.NONE) {
            break;
          }
        }
        if (kind == CastKind.NONE) {
          continue;
        }
        Type target = ArithTypes.sameShape(rw.context(), src, IntegerType.get(rw.context(), width));
        if (target == src) {
          continue;
        }
        ArithBuilder b = new ArithBuilder(rw, op.location());
        IRMapping mapping = new IRMapping();
        for (int i = 0; i < op.numOperands(); i++) {
          Value arg = op.operand(i);
          CastKind argKind = kind == CastKind.SIGNED && rs.get(i).smin().signum() >= 0 ? CastKind.BOTH : kind;
          mapping.map(arg, cast(b, arg, target, argKind));
        }
        Operation narrow = rw.insert(op.clone(mapping));
        for (Value r : narrow.results()) {
          r.setType(target);
        }
        List<Value> results = new ArrayList<>();
        for (int i = 0; i < op.numResults(); i++) {
          Value back = cast(b, narrow.result(i), src, kind);
          a.copyRange(op.result(i), back);
          results.add(back);
        }
        rw.replaceOp(op, results);
        return true;
      }
      return false;
    }
  }

  private static RewritePattern narrowCmpI(IntegerRangeAnalysis a, List<Integer> widths) {
    return new org.jmlir.dialect.fold.NamedPattern("NarrowCmpI", "arith.cmpi", 1, (op, rw) -> {
      List<ConstantIntRanges> rs = ranges(a, op.operands(), new ArrayList<>());
      if (rs == null) {
        return false;
      }
      Value lhs = op.operand(0);
      Value rhs = op.operand(1);
      Type src = lhs.type();
      for (int width : widths) {
        CastKind lk = truncatability(rs.get(0), width);
        CastKind rk = truncatability(rs.get(1), width);
        if (merge(lk, rk) == CastKind.NONE) {
          continue;
        }
        Type target = ArithTypes.sameShape(rw.context(), src, IntegerType.get(rw.context(), width));
        if (target == src) {
          continue;
        }
        ArithBuilder b = new ArithBuilder(rw, op.location());
        IRMapping mapping = new IRMapping();
        Value l = cast(b, lhs, target, lk);
        Value r = cast(b, rhs, target, rk);
        mapping.map(lhs, l);
        mapping.map(rhs, r);
        Operation narrow = rw.insert(op.clone(mapping));
        a.copyRange(op.result(0), narrow.result(0));
        rw.replaceOp(op, List.of(narrow.result(0)));
        return true;
      }
      return false;
    });
  }

  /** index_cast(index_cast(x : iN to index) to iN) -> x, for N among the supported widths. */
  private static RewritePattern foldIndexCastChain(String name, List<Integer> widths) {
    return new org.jmlir.dialect.fold.NamedPattern("FoldIndexCastChain", name, 1, (op, rw) -> {
      Operation src = op.operand(0).definingOp();
      if (src == null || !src.name().equals(name)) {
        return false;
      }
      Value x = src.operand(0);
      Type t = op.result(0).type();
      if (x.type() != t || !(src.result(0).type() instanceof IndexType)
          || !(t instanceof IntegerType it) || !widths.contains(it.width())) {
        return false;
      }
      rw.replaceOp(op, List.of(x));
      return true;
    });
  }

  @Override
  public void run(Operation root, PassContext pc) {
    IntegerRangeAnalysis ranges = IntegerRangeAnalysis.run(root);
    FrozenPatternSet patterns = new FrozenPatternSet(List.of(new NarrowElementwise(ranges, widths),
        narrowCmpI(ranges, widths), foldIndexCastChain("arith.index_castui", widths),
        foldIndexCastChain("arith.index_cast", widths)));
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, patterns, config);
  }
}
