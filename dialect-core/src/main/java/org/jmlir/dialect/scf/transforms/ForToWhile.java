package org.jmlir.dialect.scf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.AddIOp;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.CmpIOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.scf.ConditionOp;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.WhileOp;
import org.jmlir.dialect.scf.YieldOp;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code scf-for-to-while} (MLIR's ForLoopLoweringPattern, run greedily): the induction variable
 * becomes the first loop-carried value of an scf.while whose before region compares it with the upper
 * bound ({@code slt}, or {@code ult} for an unsigned loop) and whose after region is the body,
 * stepping the variable first. The for's attributes are copied onto the while.
 */
public final class ForToWhile extends Pass {
  public ForToWhile(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "scf-for-to-while";
  }

  @Override
  public String summary() {
    return "Convert SCF for loops to SCF while loops";
  }

  private static Location locationOf(Value v) {
    return v instanceof BlockArgument a ? a.location() : v.definingOp().location();
  }

  private static boolean rewrite(Operation op, PatternRewriter rw) {
    ForOp forOp = (ForOp) op;
    MLIRContext ctx = rw.context();
    Location loc = forOp.location();
    List<Type> types = new ArrayList<>();
    List<Location> locs = new ArrayList<>();
    types.add(forOp.inductionVar().type());
    locs.add(forOp.inductionVar().location());
    for (Value v : forOp.initArgs()) {
      types.add(v.type());
      locs.add(locationOf(v));
    }
    rw.setInsertionPoint(forOp);
    OperationState s = new OperationState(ctx, WhileOp.DEF, loc);
    s.addOperand(forOp.lowerBound()).addOperands(forOp.initArgs()).addTypes(types);
    for (NamedAttribute a : CustomAssembly.allAttributes(forOp)) {
      s.addAttribute(a.name(), a.value());
    }
    Block before = new Block();
    Block after = new Block();
    s.addRegion().addBlock(before);
    s.addRegion().addBlock(after);
    for (int i = 0; i < types.size(); i++) {
      before.addArgument(types.get(i), locs.get(i));
      after.addArgument(types.get(i), locs.get(i));
    }
    Operation whileOp = rw.create(s);

    rw.setInsertionPointToStart(before);
    OperationState cmp = new OperationState(ctx, CmpIOp.DEF, loc);
    cmp.addOperand(before.argument(0)).addOperand(forOp.upperBound()).addType(IntegerType.get(ctx, 1));
    cmp.addAttribute("predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64),
        ArithAttrs.CMPI_PREDICATES.indexOf(forOp.isUnsignedCmp() ? "ult" : "slt")));
    Value cond = rw.create(cmp).result(0);
    OperationState condition = new OperationState(ctx, ConditionOp.DEF, loc);
    condition.addOperand(cond).addOperands(before.arguments());
    rw.create(condition);

    rw.setInsertionPointToEnd(after);
    OperationState add = new OperationState(ctx, AddIOp.DEF, loc);
    add.addOperand(after.argument(0)).addOperand(forOp.step()).addType(types.get(0));
    Value next = rw.create(add).result(0);
    Block body = forOp.body();
    for (int i = 0; i < body.numArguments(); i++) {
      rw.replaceAllUsesWith(body.argument(i), after.argument(i));
    }
    for (Operation o : new ArrayList<>(body.operations())) {
      o.remove();
      after.append(o);
    }
    for (Operation o : after.operations()) {
      if (o.def() == YieldOp.DEF) {
        List<Value> operands = new ArrayList<>();
        operands.add(next);
        operands.addAll(o.operands());
        rw.modifyOpInPlace(o, () -> o.setOperands(operands));
      }
    }
    for (int i = 0; i < forOp.numResults(); i++) {
      rw.replaceAllUsesWith(forOp.result(i), whileOp.result(i + 1));
    }
    rw.eraseOp(forOp);
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root,
        new FrozenPatternSet(List.of(new NamedPattern("ForLoopLoweringPattern", ForOp.DEF.name(), 1, ForToWhile::rewrite))),
        GreedyRewriteConfig.BOTTOM_UP);
  }
}
