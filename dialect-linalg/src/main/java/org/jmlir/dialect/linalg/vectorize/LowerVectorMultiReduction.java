package org.jmlir.dialect.linalg.vectorize;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -lower-vector-multi-reduction} with MLIR 22's default strategy (inner-parallel): the
 * reduction dims are transposed to the front, the vector is flattened to 2-D
 * (reduced x parallel) when it has more than one dim of either kind, and its rows are combined
 * into the accumulator one by one with the element-wise arith op of the kind; a reduction to a
 * scalar goes through a {@code vector<1xN>} and a one-element accumulator, as MLIR's patterns
 * (InnerOuterDimReductionConversion, ReduceMultiDimReductionRank, OneDimMultiReductionToTwoDim,
 * TwoDimMultiReductionToElementWise) leave it after folding. Lives here, beside the vectorizer
 * whose reductions it lowers. Masked multi-reductions and {@code lowering-strategy=inner-reduction}
 * are not supported (an error).
 */
public final class LowerVectorMultiReduction extends Pass {
  public static final String ARGUMENT = "lower-vector-multi-reduction";
  public static final String SUMMARY = "Lower 'vector.multi_reduction' operations";

  private final String strategy;

  public LowerVectorMultiReduction(PassOptions o) {
    super(o);
    strategy = o.getEnum("lowering-strategy", "inner-parallel", Set.of("inner-parallel", "inner-reduction"));
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(o -> {
      if (o.name().equals("vector.multi_reduction")) {
        ops.add(o);
      }
    });
    if (!ops.isEmpty() && !strategy.equals("inner-parallel")) {
      ops.get(0).emitError("lowering-strategy=inner-reduction is not supported by jopt").report();
      pc.signalFailure();
      return;
    }
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : ops) {
      if (op.parentOp() != null && op.parentOp().name().equals("vector.mask")) {
        op.emitError("masked vector.multi_reduction is not supported by -lower-vector-multi-reduction").report();
        pc.signalFailure();
        return;
      }
      rw.setInsertionPoint(op);
      rw.replaceOp(op, List.of(new Lowering(rw, op).lower()));
    }
  }

  private static final class Lowering {
    private final PatternRewriter rw;
    private final MLIRContext ctx;
    private final Operation op;
    private final Location loc;
    private final String kind;

    Lowering(PatternRewriter rw, Operation op) {
      this.rw = rw;
      this.ctx = rw.context();
      this.op = op;
      this.loc = op.location();
      this.kind = ((VectorEnumAttr) op.attr("kind")).keyword();
    }

    Value lower() {
      Value src = op.operand(0);
      Value acc = op.operand(1);
      VectorType st = (VectorType) src.type();
      long[] shape = st.shape();
      Type elem = st.elementType();
      boolean[] reduced = new boolean[shape.length];
      DenseArrayAttr dims = (DenseArrayAttr) op.attr("reduction_dims");
      for (int i = 0; i < dims.size(); i++) {
        reduced[(int) dims.rawValue(i)] = true;
      }
      List<Integer> red = new ArrayList<>();
      List<Integer> par = new ArrayList<>();
      for (int d = 0; d < shape.length; d++) {
        (reduced[d] ? red : par).add(d);
      }
      if (red.isEmpty()) {
        return src;
      }
      long rp = 1;
      for (int d : red) {
        rp *= shape[d];
      }
      if (par.isEmpty()) {
        // To a scalar: vector<1xN> transposed to Nx1 rows and a one-element accumulator.
        Value flat = shapeCast(src, VectorType.get(ctx, new long[] {1, rp}, elem));
        Value accVec = create("vector.broadcast", List.of(acc), VectorType.get(ctx, new long[] {1}, elem));
        Value rows = transpose(flat, new long[] {1, 0}, VectorType.get(ctx, new long[] {rp, 1}, elem));
        Value r = combineRows(rows, rp, accVec, VectorType.get(ctx, new long[] {1}, elem));
        return extract(r, 0, elem);
      }
      long pp = 1;
      long[] parShape = new long[par.size()];
      for (int k = 0; k < par.size(); k++) {
        parShape[k] = shape[par.get(k)];
        pp *= parShape[k];
      }
      long[] perm = new long[shape.length];
      long[] permShape = new long[shape.length];
      int k = 0;
      for (int d : red) {
        permShape[k] = shape[d];
        perm[k++] = d;
      }
      for (int d : par) {
        permShape[k] = shape[d];
        perm[k++] = d;
      }
      boolean identity = true;
      for (int i = 0; i < perm.length; i++) {
        identity &= perm[i] == i;
      }
      Value v = identity ? src : transpose(src, perm, VectorType.get(ctx, permShape, elem));
      boolean flatten = red.size() > 1 || par.size() > 1;
      VectorType rowType = VectorType.get(ctx, new long[] {pp}, elem);
      Value accRow = acc;
      if (flatten) {
        v = shapeCast(v, VectorType.get(ctx, new long[] {rp, pp}, elem));
        accRow = shapeCast(acc, rowType);
      }
      Value r = combineRows(v, rp, accRow, rowType);
      return flatten ? shapeCast(r, VectorType.get(ctx, parShape, elem)) : r;
    }

    private Value combineRows(Value rows, long n, Value acc, VectorType rowType) {
      for (int i = 0; i < n; i++) {
        Value row = extract(rows, i, rowType);
        acc = create(arithOp(kind, rowType.elementType()), List.of(row, acc), rowType);
      }
      return acc;
    }

    private static String arithOp(String kind, Type elem) {
      boolean f = elem instanceof FloatType;
      return switch (kind) {
        case "add" -> f ? "arith.addf" : "arith.addi";
        case "mul" -> f ? "arith.mulf" : "arith.muli";
        case "and" -> "arith.andi";
        case "or" -> "arith.ori";
        case "xor" -> "arith.xori";
        default -> "arith." + kind;
      };
    }

    private Value shapeCast(Value v, VectorType t) {
      return v.type() == t ? v : create("vector.shape_cast", List.of(v), t);
    }

    private Value transpose(Value v, long[] perm, VectorType t) {
      OperationState s = new OperationState(ctx, ctx.opDef("vector.transpose"), loc);
      s.addOperand(v);
      s.addAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), perm));
      s.addType(t);
      return rw.create(s).result(0);
    }

    private Value extract(Value v, long index, Type t) {
      OperationState s = new OperationState(ctx, ctx.opDef("vector.extract"), loc);
      s.addOperand(v);
      s.addAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {index}));
      s.addType(t);
      return rw.create(s).result(0);
    }

    private Value create(String name, List<Value> operands, Type t) {
      OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
      s.addOperands(operands);
      s.addType(t);
      return rw.create(s).result(0);
    }
  }
}
