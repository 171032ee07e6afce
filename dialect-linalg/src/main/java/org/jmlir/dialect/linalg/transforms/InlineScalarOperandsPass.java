package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;

/**
 * {@code linalg-inline-scalar-operands} (MLIR's InlineScalarOperands): an input of a linalg.generic on
 * tensors read through a constant map (the same element at every iteration) leaves the operand list;
 * the body reads it once, a scalar directly and a tensor with tensor.extract at the map's constant
 * indices. Greedy like upstream, so the index constants land at the top of the function.
 */
public final class InlineScalarOperandsPass extends Pass {
  public static final String ARGUMENT = "linalg-inline-scalar-operands";
  public static final String SUMMARY = "Inline scalar operands into linalg generic ops";

  public InlineScalarOperandsPass(PassOptions o) {
    super(o);
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
    List<LinalgOp> generics = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o instanceof LinalgOp l && l.kind() == OpKind.GENERIC) {
            generics.add(l);
          }
        });
    PatternRewriter rewriter = new PatternRewriter(root.context());
    for (LinalgOp op : generics) {
      inline(op, rewriter);
    }
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of()), config);
  }

  private static boolean isConstant(AffineMap m) {
    return m.results().stream().allMatch(e -> e instanceof AffineConstantExpr);
  }

  private static void inline(LinalgOp op, PatternRewriter rewriter) {
    for (Value v : op.operands()) {
      if (v.type() instanceof org.jmlir.ir.type.MemRefType) {
        return;
      }
    }
    List<AffineMap> maps = op.indexingMaps();
    List<Value> inputs = op.inputs();
    List<Integer> scalars = new ArrayList<>();
    List<Value> newInputs = new ArrayList<>();
    List<AffineMap> newMaps = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      if (isConstant(maps.get(i))) {
        scalars.add(i);
      } else {
        newInputs.add(inputs.get(i));
        newMaps.add(maps.get(i));
      }
    }
    if (scalars.isEmpty()) {
      return;
    }
    newMaps.addAll(maps.subList(inputs.size(), maps.size()));
    MLIRContext ctx = op.context();
    rewriter.setInsertionPoint(op);
    Operation generic =
        rewriter.create(Generalize.genericState(ctx, op.location(), newInputs, op.inits(), newMaps, op.iteratorTypes(), op.resultTypes()));
    rewriter.inlineRegionBefore(op.region(0), generic.region(0), 0);
    Block body = generic.region(0).blocks().get(0);
    rewriter.setInsertionPointToStart(body);
    for (int k = scalars.size() - 1; k >= 0; k--) {
      int idx = scalars.get(k);
      Value scalar = inputs.get(idx);
      if (scalar.type() instanceof RankedTensorType) {
        OperationState extract = new OperationState(ctx, ctx.opDef("tensor.extract"), op.location());
        extract.addOperand(scalar);
        for (AffineExpr e : maps.get(idx).results()) {
          OperationState c = new OperationState(ctx, ctx.opDef("arith.constant"), op.location());
          c.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), ((AffineConstantExpr) e).value()));
          c.addType(IndexType.get(ctx));
          extract.addOperand(rewriter.create(c).result(0));
        }
        extract.addType(((TensorType) scalar.type()).elementType());
        scalar = rewriter.create(extract).result(0);
      }
      body.argument(idx).replaceAllUsesWith(scalar);
      body.eraseArgument(idx);
    }
    rewriter.replaceOp(op, generic.results());
  }
}
