package org.jmlir.conversion.vectortoscf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.vector.VectorCustomOps;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-vector-to-scf}, the part MLIR 22's VectorToSCF does for {@code vector.print} of a
 * vector: an n-D vector is shape-cast to 1-D and printed by nested {@code scf.for} loops of scalar
 * prints with {@code open}/{@code comma}/{@code close} punctuation, then the original punctuation.
 * Transfers: permutation maps lowered first, then those of rank >= 2 through buffers (or unrolled),
 * and 1-D ones {@code convert-vector-to-llvm} cannot take whole into scalar loops ({@link Transfer1d}).
 */
public final class VectorToScf extends Pass {
  public VectorToScf(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "convert-vector-to-scf";
  }

  @Override
  public String name() {
    return "ConvertVectorToSCF";
  }

  @Override
  public String summary() {
    return "Lower the operations from the vector dialect into the SCF dialect";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> prints = new ArrayList<>();
    root.walk(op -> {
      if (op.def() == VectorCustomOps.PRINT && op.numOperands() == 1 && op.operand(0).type() instanceof VectorType) {
        prints.add(op);
      }
    });
    for (Operation p : prints) {
      lowerPrint(p);
    }
    // Permutation maps first, as MLIR's pass.
    org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.applyPatternsGreedily(root,
        new org.jmlir.ir.rewrite.FrozenPatternSet(TransferPermutationLowering.patterns()),
        org.jmlir.ir.rewrite.GreedyRewriteConfig.BOTTOM_UP);
    Options o = new Options(options().getBool("lower-tensors", false), options().getUnsigned("target-rank", 1));
    if (options().getBool("full-unroll", false)) {
      // Transfers of rank >= 2 unrolled to 1-D ones, greedily as MLIR's pass applies its patterns.
      org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.applyPatternsGreedily(root,
          new org.jmlir.ir.rewrite.FrozenPatternSet(withOneD(TransferUnrolling.patterns(o), o)),
          org.jmlir.ir.rewrite.GreedyRewriteConfig.BOTTOM_UP);
    } else {
      // Transfers of rank >= 2 through a buffer and loops (MLIR's default, non-unrolled lowering).
      org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.applyPatternsGreedily(root,
          new org.jmlir.ir.rewrite.FrozenPatternSet(withOneD(TransferBuffering.patterns(o), o)),
          org.jmlir.ir.rewrite.GreedyRewriteConfig.BOTTOM_UP);
    }
  }

  /** The pass options the transfer patterns read (MLIR's VectorTransferToSCFOptions). */
  record Options(boolean lowerTensors, long targetRank) {}

  /** {@code patterns} and the 1-D transfer lowering, which MLIR's pass adds in both modes when the target rank is 1. */
  private static List<org.jmlir.ir.rewrite.RewritePattern> withOneD(List<org.jmlir.ir.rewrite.RewritePattern> patterns, Options o) {
    List<org.jmlir.ir.rewrite.RewritePattern> all = new ArrayList<>(patterns);
    if (o.targetRank() == 1) {
      all.addAll(Transfer1d.patterns());
    }
    return all;
  }

  private static final class B {
    final OpBuilder b;
    final MLIRContext ctx;
    final Location loc;

    B(Operation at) {
      ctx = at.context();
      b = new OpBuilder(ctx);
      b.setInsertionPoint(at);
      loc = at.location();
    }

    Operation op(String name, List<Value> operands, List<Type> results, Object... attrs) {
      OperationState s = new OperationState(ctx, ctx.lookupOp(name), loc);
      s.addOperands(operands);
      s.addTypes(results);
      if (name.equals("scf.for")) {
        s.addRegion();
      } else if (name.equals("scf.if")) {
        s.addRegion();
        s.addRegion();
      }
      for (int i = 0; i < attrs.length; i += 2) {
        s.addAttribute((String) attrs[i], (org.jmlir.ir.attr.Attribute) attrs[i + 1]);
      }
      return b.create(s);
    }

    Value index(long v) {
      return op("arith.constant", List.of(), List.of(IndexType.get(ctx)), "value", IntegerAttr.get(ctx, IndexType.get(ctx), v)).result(0);
    }

    void punct(String p) {
      op("vector.print", List.of(), List.of(), "punctuation", VectorEnumAttr.punctuation(ctx, p));
    }
  }

  static void lowerPrint(Operation print) {
    B b = new B(print);
    MLIRContext ctx = b.ctx;
    VectorType v = (VectorType) print.operand(0).type();
    Value src = print.operand(0);
    long[] shape = v.shape().length == 0 ? new long[] {1} : v.shape();
    boolean scalable = v.shape().length == 1 && v.scalableDims()[0];
    long total = 1;
    for (long d : shape) {
      total *= d;
    }
    if (shape.length != 1) {
      VectorType flat = VectorType.get(ctx, new long[] {total}, v.elementType());
      src = b.op("vector.shape_cast", List.of(src), List.of(flat)).result(0);
    }
    emitLoops(b, src, v.elementType(), shape, scalable, 0, new ArrayList<>());
    String punct = VectorEnumAttr.keywordOf(print.inherentAttr("punctuation"), VectorEnumAttr.PUNCTUATION);
    if (punct != null && !punct.equals("no_punctuation")) {
      b.punct(punct);
    }
    print.erase();
  }

  /**
   * Prints dims [d, rank) of {@code flat} as MLIR's print decomposition builds them: per dimension its
   * bounds, step and last index, an open punctuation and the loop; the innermost body computes the
   * flat index from the induction variables (inner dimension first) and prints the element; each body
   * ends with a comma unless at the last index, each loop is followed by a close punctuation.
   */
  private static void emitLoops(B b, Value flat, Type elem, long[] shape, boolean scalable, int d, List<Value> ivs) {
    MLIRContext ctx = b.ctx;
    IndexType index = IndexType.get(ctx);
    Value lb = b.index(0);
    Value ub = b.index(shape[d]);
    Value step = b.index(1);
    if (scalable) {
      Value vscale = b.op("vector.vscale", List.of(), List.of(index)).result(0);
      ub = b.op("arith.muli", List.of(ub, vscale), List.of(index), "overflowFlags", overflowNone(ctx)).result(0);
    }
    Value lastIdx = scalable ? b.op("arith.subi", List.of(ub, step), List.of(index), "overflowFlags", overflowNone(ctx)).result(0)
        : b.index(shape[d] - 1);
    b.punct("open");
    Operation loop = b.op("scf.for", List.of(lb, ub, step), List.of());
    Block body = new Block();
    loop.region(0).addBlock(body);
    Value iv = body.addArgument(index, b.loc);
    ivs.add(iv);
    OpBuilder saved = b.b;
    b.b.setInsertionPointToEnd(body);
    if (d + 1 < shape.length) {
      emitLoops(b, flat, elem, shape, scalable, d + 1, ivs);
    } else {
      Value flatIdx = null;
      long stride = 1;
      for (int k = shape.length - 1; k >= 0; k--) {
        Value part = stride == 1 ? ivs.get(k)
            : b.op("arith.muli", List.of(ivs.get(k), b.index(stride)), List.of(index), "overflowFlags", overflowNone(ctx)).result(0);
        flatIdx = flatIdx == null ? part : b.op("arith.addi", List.of(flatIdx, part), List.of(index), "overflowFlags", overflowNone(ctx)).result(0);
        stride *= shape[k];
      }
      // A 0-D vector's one element (MLIR folds the extract through the shape_cast to 1-D).
      boolean zeroD = ((VectorType) flat.type()).shape().length == 0;
      long[] dyn = zeroD ? new long[0] : new long[] {org.jmlir.ir.type.ShapedType.DYNAMIC};
      Value el = b.op("vector.extract", zeroD ? List.of(flat) : List.of(flat, flatIdx), List.of(elem), "static_position",
          DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), dyn)).result(0);
      b.op("vector.print", List.of(el), List.of(), "punctuation", VectorEnumAttr.punctuation(ctx, "no_punctuation"));
    }
    Value notLast = b.op("arith.cmpi", List.of(iv, lastIdx), List.of(IntegerType.get(ctx, 1)), "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 6)).result(0);
    Operation ifOp = b.op("scf.if", List.of(notLast), List.of());
    Block thenBlock = new Block();
    ifOp.region(0).addBlock(thenBlock);
    b.b.setInsertionPointToEnd(thenBlock);
    b.punct("comma");
    b.op("scf.yield", List.of(), List.of());
    b.b.setInsertionPointToEnd(body);
    b.op("scf.yield", List.of(), List.of());
    saved.setInsertionPointAfter(loop);
    b.punct("close");
  }

  private static org.jmlir.ir.attr.Attribute overflowNone(MLIRContext ctx) {
    return org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0);
  }
}
