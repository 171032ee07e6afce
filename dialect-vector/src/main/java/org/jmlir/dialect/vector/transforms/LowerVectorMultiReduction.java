package org.jmlir.dialect.vector.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorMask;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -lower-vector-multi-reduction{lowering-strategy=inner-parallel|inner-reduction}} (MLIR 22's
 * LowerVectorMultiReductionPass), for unmasked multi_reductions: the reduced dimensions are
 * transposed outermost (inner-parallel, the default) or innermost (inner-reduction), sources of rank
 * above 2 (or fully reduced) are flattened by {@code vector.shape_cast}, a 1-D reduction becomes a
 * 1xN one; then a 2-D reduction over dimension 0 combines the rows element-wise into the accumulator
 * with the kind's arith op, and one over dimension 1 reduces each row with {@code vector.reduction}
 * into a zero vector. Under vector.mask (2-D, inner-parallel), the mask is transposed alongside and
 * each row's combination keeps the accumulator where its mask row is off.
 */
public final class LowerVectorMultiReduction extends Pass {
  private final boolean innerReduction;

  public LowerVectorMultiReduction(PassOptions o) {
    super(o);
    innerReduction = o.getEnum("lowering-strategy", "inner-parallel", Set.of("inner-parallel", "inner-reduction")).equals("inner-reduction");
  }

  @Override
  public String argument() {
    return "lower-vector-multi-reduction";
  }

  @Override
  public String name() {
    return "LowerVectorMultiReduction";
  }

  @Override
  public String summary() {
    return "Lower 'vector.multi_reduction' operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns(innerReduction)), GreedyRewriteConfig.DEFAULT);
  }

  /** populateVectorMultiReductionLoweringPatterns. */
  public static List<RewritePattern> patterns(boolean innerReduction) {
    return List.of(
        new NamedPattern("InnerOuterDimReductionConversion", "vector.multi_reduction", 1, (op, rw) -> transpose(op, null, rw, innerReduction)),
        new NamedPattern("InnerOuterDimReductionConversion", "vector.mask", 1,
            (op, rw) -> maskedReduction(op) != null && transpose(maskedReduction(op), op, rw, innerReduction)),
        new NamedPattern("TwoDimMultiReductionToElementWise", "vector.mask", 1,
            (op, rw) -> !innerReduction && maskedReduction(op) != null && elementwise(maskedReduction(op), op, rw)),
        new NamedPattern("ReduceMultiDimReductionRank", "vector.multi_reduction", 1, (op, rw) -> flatten(op, rw)),
        new NamedPattern("OneDimMultiReductionToTwoDim", "vector.multi_reduction", 1, (op, rw) -> oneToTwo(op, rw, innerReduction)),
        new NamedPattern("TwoDimMultiReductionToElementWise", "vector.multi_reduction", 1, (op, rw) -> !innerReduction && elementwise(op, null, rw)),
        new NamedPattern("TwoDimMultiReductionToReduction", "vector.multi_reduction", 1, (op, rw) -> innerReduction && rowReductions(op, rw)));
  }

  /** The multi_reduction a vector.mask (without passthru) masks, or null. */
  private static Operation maskedReduction(Operation mask) {
    Operation op = VectorMask.maskedOp(mask);
    return op != null && op.name().equals("vector.multi_reduction") && VectorMask.passthru(mask) == null ? op : null;
  }

  private static long[] reductionDims(Operation op) {
    return VectorOp.longs(op.inherentAttr("reduction_dims"));
  }

  private static boolean applicable(Operation op) {
    Operation parent = op.parentOp();
    return parent == null || parent.def() != VectorMask.MASK;
  }

  /** Reduced dims first (inner-parallel) or last (inner-reduction), by a transpose of the source. */
  private static boolean transpose(Operation op, Operation mask, PatternRewriter rw, boolean innerReduction) {
    VectorType src = (VectorType) op.operand(0).type();
    int rank = src.shape().length;
    long[] red = reductionDims(op);
    if ((mask == null && !applicable(op)) || rank < 2 || red.length == rank) {
      return false;
    }
    boolean[] reduced = new boolean[rank];
    for (long d : red) {
      reduced[(int) d] = true;
    }
    List<Long> perm = new ArrayList<>();
    List<Long> parallel = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      (reduced[i] ? perm : parallel).add((long) i);
    }
    if (innerReduction) {
      List<Long> r = perm;
      perm = new ArrayList<>(parallel);
      perm.addAll(r);
    } else {
      perm.addAll(parallel);
    }
    long[] p = perm.stream().mapToLong(Long::longValue).toArray();
    boolean identity = true;
    for (int i = 0; i < rank; i++) {
      identity &= p[i] == i;
    }
    if (identity) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Operation at = mask != null ? mask : op;
    Value newMask = mask == null ? null : transposed(rw, at, mask.operand(0), p);
    Value t = transposed(rw, at, op.operand(0), p);
    long[] newRed = new long[red.length];
    for (int i = 0; i < red.length; i++) {
      newRed[i] = innerReduction ? rank - red.length + i : i;
    }
    Value r = reduce(rw, at, op, t, op.operand(1), op.result(0).type(), newRed);
    if (newMask != null) {
      r = VectorMask.maskOperation(rw, at, r.definingOp(), newMask).result(0);
    }
    rw.replaceOp(at, List.of(r));
    return true;
  }

  private static Value transposed(PatternRewriter rw, Operation at, Value v, long[] p) {
    MLIRContext ctx = rw.context();
    VectorType vt = (VectorType) v.type();
    long[] shape = new long[p.length];
    for (int i = 0; i < p.length; i++) {
      shape[i] = vt.shape()[(int) p[i]];
    }
    return create(rw, at, "vector.transpose", List.of(v), VectorType.get(ctx, shape, vt.elementType()),
        new NamedAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), p)));
  }

  /** Rank above 2, or every dim reduced: the source flattened to [reduced, parallel] (or to 1-D when fully reduced). */
  private static boolean flatten(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    int rank = src.shape().length;
    long[] red = reductionDims(op);
    if (!applicable(op) || rank < 2 || (rank == 2 && red.length == 1)) {
      return false;
    }
    boolean[] reduced = new boolean[rank];
    for (long d : red) {
      reduced[(int) d] = true;
    }
    long r = 1;
    long p = 1;
    int firstParallel = rank;
    for (int i = 0; i < rank; i++) {
      if (reduced[i]) {
        r *= src.shape()[i];
      } else {
        p *= src.shape()[i];
        firstParallel = Math.min(firstParallel, i);
      }
    }
    MLIRContext ctx = rw.context();
    Type elem = src.elementType();
    if (red.length == rank) {
      Value flat = create(rw, op, "vector.shape_cast", List.of(op.operand(0)), VectorType.get(ctx, new long[] {r}, elem));
      rw.replaceOp(op, List.of(reduce(rw, op, flat, op.operand(1), op.result(0).type(), new long[] {0})));
      return true;
    }
    // Reduced dims must be contiguous on one side of the parallel ones.
    boolean leading = true;
    boolean trailing = true;
    for (int i = 0; i < rank; i++) {
      leading &= reduced[i] == (i < red.length);
      trailing &= reduced[i] == (i >= rank - red.length);
    }
    if (!leading && !trailing) {
      return false;
    }
    long[] shape = leading ? new long[] {r, p} : new long[] {p, r};
    Value flat = create(rw, op, "vector.shape_cast", List.of(op.operand(0)), VectorType.get(ctx, shape, elem));
    Value acc = create(rw, op, "vector.shape_cast", List.of(op.operand(1)), VectorType.get(ctx, new long[] {p}, elem));
    Value res = reduce(rw, op, flat, acc, acc.type(), new long[] {leading ? 0 : 1});
    rw.replaceOp(op, List.of(create(rw, op, "vector.shape_cast", List.of(res), op.result(0).type())));
    return true;
  }

  /** A 1-D reduction to a scalar: a 1xN reduction over dim 1 of the accumulator broadcast, element 0 of its result. */
  private static boolean oneToTwo(Operation op, PatternRewriter rw, boolean innerReduction) {
    VectorType src = (VectorType) op.operand(0).type();
    if (!applicable(op) || src.shape().length != 1 || src.isScalable()) {
      return false;
    }
    if (innerReduction) {
      // OneDimMultiReductionToReduction: one vector.reduction.
      rw.replaceOp(op, List.of(create(rw, op, "vector.reduction", List.of(op.operand(0), op.operand(1)), op.result(0).type(),
          new NamedAttribute("kind", op.inherentAttr("kind")))));
      return true;
    }
    MLIRContext ctx = rw.context();
    Type elem = src.elementType();
    Value cast = create(rw, op, "vector.shape_cast", List.of(op.operand(0)), VectorType.get(ctx, new long[] {1, src.shape()[0]}, elem));
    VectorType one = VectorType.get(ctx, new long[] {1}, elem);
    Value acc = create(rw, op, "vector.broadcast", List.of(op.operand(1)), one);
    Value red = reduce(rw, op, cast, acc, one, new long[] {1});
    rw.replaceOp(op, List.of(create(rw, op, "vector.extract", List.of(red), elem, position(ctx, 0))));
    return true;
  }

  /** 2-D over dim 0: each row combined element-wise into the accumulator. */
  private static boolean elementwise(Operation op, Operation mask, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    long[] red = reductionDims(op);
    if ((mask == null && !applicable(op)) || src.shape().length != 2 || red.length != 1 || red[0] != 0) {
      return false;
    }
    String combiner = combiner(kind(op), src.elementType());
    if (combiner == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorType row = VectorType.get(ctx, new long[] {src.shape()[1]}, src.elementType());
    Operation at = mask != null ? mask : op;
    VectorType maskRow = VectorType.get(ctx, new long[] {src.shape()[1]}, IntegerType.get(ctx, 1));
    Value acc = op.operand(1);
    for (long i = 0; i < src.shape()[0]; i++) {
      Value r = create(rw, at, "vector.extract", List.of(op.operand(0)), row, position(ctx, i));
      Value m = mask == null ? null : create(rw, at, "vector.extract", List.of(mask.operand(0)), maskRow, position(ctx, i));
      Value c = create(rw, at, combiner, List.of(r, acc), row);
      acc = m == null ? c : create(rw, at, "arith.select", List.of(m, c, acc), row);
    }
    rw.replaceOp(at, List.of(acc));
    return true;
  }

  /** 2-D over dim 1: each row reduced into its accumulator element, inserted into a zero vector. */
  private static boolean rowReductions(Operation op, PatternRewriter rw) {
    VectorType src = (VectorType) op.operand(0).type();
    long[] red = reductionDims(op);
    if (!applicable(op) || src.shape().length != 2 || red.length != 1 || red[0] != 1) {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorType res = (VectorType) op.result(0).type();
    VectorType row = VectorType.get(ctx, new long[] {src.shape()[1]}, src.elementType());
    Value result = create(rw, op, "arith.constant", List.of(), res, new NamedAttribute("value", ConstFold.zero(ctx, res)));
    for (long i = 0; i < src.shape()[0]; i++) {
      Value r = create(rw, op, "vector.extract", List.of(op.operand(0)), row, position(ctx, i));
      Value a = create(rw, op, "vector.extract", List.of(op.operand(1)), src.elementType(), position(ctx, i));
      Value s = create(rw, op, "vector.reduction", List.of(r, a), src.elementType(), new NamedAttribute("kind", op.inherentAttr("kind")));
      result = create(rw, op, "vector.insert", List.of(s, result), res, position(ctx, i));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  private static String kind(Operation op) {
    return VectorEnumAttr.keywordOf(op.inherentAttr("kind"), VectorEnumAttr.KIND);
  }

  /** The arith op that combines two values for {@code kind} (MLIR's makeArithReduction), or null. */
  public static String combiner(String kind, Type elem) {
    boolean isInt = !(elem instanceof FloatType);
    return switch (kind) {
      case "add" -> isInt ? "arith.addi" : "arith.addf";
      case "mul" -> isInt ? "arith.muli" : "arith.mulf";
      case "and", "or", "xor" -> isInt ? "arith." + kind + "i" : null;
      case "minsi", "maxsi", "minui", "maxui" -> isInt ? "arith." + kind : null;
      case "minnumf", "maxnumf", "minimumf", "maximumf" -> isInt ? null : "arith." + kind;
      default -> null;
    };
  }

  private static Value reduce(PatternRewriter rw, Operation op, Value src, Value acc, Type result, long[] dims) {
    return reduce(rw, op, op, src, acc, result, dims);
  }

  /** A multi_reduction of {@code op}'s kind, built before {@code at}. */
  private static Value reduce(PatternRewriter rw, Operation at, Operation op, Value src, Value acc, Type result, long[] dims) {
    MLIRContext ctx = rw.context();
    return create(rw, at, "vector.multi_reduction", List.of(src, acc), result,
        new NamedAttribute("kind", op.inherentAttr("kind")),
        new NamedAttribute("reduction_dims", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), dims)));
  }

  private static NamedAttribute position(MLIRContext ctx, long i) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(operands);
    s.addTypes(List.of(type));
    if (props.length > 0) {
      List<NamedAttribute> sorted = new ArrayList<>(List.of(props));
      sorted.sort(java.util.Comparator.comparing(a -> a.name().toString()));
      s.properties = DictionaryAttr.get(ctx, sorted);
    }
    rw.setInsertionPoint(at);
    return rw.create(s).result(0);
  }
}
