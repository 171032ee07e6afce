package org.jmlir.conversion.mhlotoscf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code -mhlo-legalize-control-flow} (XLA's LegalizeControlFlow): {@code mhlo.while} becomes
 * {@code scf.while}, {@code mhlo.if} an {@code scf.if} on the predicate extracted with
 * {@code tensor.extract}, and {@code mhlo.case} a chain of {@code scf.if} comparing the index
 * with each branch number (the last branch is the default; a single branch is inlined). Region
 * terminators become {@code scf.condition} / {@code scf.yield}; nested ops are lowered too.
 */
public final class LegalizeControlFlow extends Pass {
  public LegalizeControlFlow(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "mhlo-legalize-control-flow";
  }

  @Override
  public String summary() {
    return "Legalize from MHLO control flow to SCF control flow.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // Outer ops first: their regions move into the scf op, where the inner ones are still found.
    for (Operation op : root.collect(o -> o.name().equals("mhlo.while") || o.name().equals("mhlo.if") || o.name().equals("mhlo.case"))) {
      switch (op.name()) {
        case "mhlo.while" -> lowerWhile(op);
        case "mhlo.if" -> lowerIf(op);
        default -> lowerCase(op);
      }
    }
  }

  private static Operation create(Operation before, String name, List<Value> operands, List<Type> results, int regions) {
    OperationState s = new OperationState(before.context(), name, before.location());
    s.addOperands(operands);
    s.addTypes(results);
    for (int i = 0; i < regions; i++) {
      s.addRegion();
    }
    Operation op = Operation.create(s);
    before.block().insertBefore(before, op);
    return op;
  }

  /** {@code tensor.extract %pred[] : tensor<i1>} before {@code before}. */
  private static Value extract(Operation before, Value pred) {
    Type element = ((ShapedType) pred.type()).elementType();
    return create(before, "tensor.extract", List.of(pred), List.of(element), 0).result(0);
  }

  /** Replaces the block's terminator (an mhlo.return) by {@code name} with {@code prefix} and its operands. */
  private static void retarget(Block block, String name, List<Value> prefix) {
    Operation ret = block.last();
    List<Value> operands = new ArrayList<>(prefix);
    operands.addAll(ret.operands());
    OperationState s = new OperationState(ret.context(), name, ret.location());
    s.addOperands(operands);
    Operation created = Operation.create(s);
    block.insertBefore(ret, created);
    ret.erase();
  }

  private static void replace(Operation op, Operation with) {
    op.replaceAllUsesWith(with.results());
    op.erase();
  }

  private static void lowerWhile(Operation op) {
    Operation w = create(op, "scf.while", op.operands(), op.resultTypes(), 2);
    w.region(0).takeBody(op.region(0));
    w.region(1).takeBody(op.region(1));
    Block cond = w.region(0).front();
    Operation ret = cond.last();
    Value pred = extract(ret, ret.operand(0));
    OperationState s = new OperationState(op.context(), "scf.condition", ret.location());
    s.addOperand(pred);
    s.addOperands(cond.arguments());
    cond.insertBefore(ret, Operation.create(s));
    ret.erase();
    retarget(w.region(1).front(), "scf.yield", List.of());
    replace(op, w);
  }

  private static Operation ifOn(Operation before, Value pred, List<Type> results, Region then, Region otherwise) {
    Value cond = extract(before, pred);
    Operation scfIf = create(before, "scf.if", List.of(cond), results, 2);
    scfIf.region(0).takeBody(then);
    scfIf.region(1).takeBody(otherwise);
    return scfIf;
  }

  private static void lowerIf(Operation op) {
    Operation scfIf = ifOn(op, op.operand(0), op.resultTypes(), op.region(0), op.region(1));
    retarget(scfIf.region(0).front(), "scf.yield", List.of());
    retarget(scfIf.region(1).front(), "scf.yield", List.of());
    replace(op, scfIf);
  }

  private static void lowerCase(Operation op) {
    if (op.numRegions() == 1) {
      // One branch: its body replaces the op.
      Block body = op.region(0).front();
      Operation ret = body.last();
      List<Value> results = new ArrayList<>(ret.operands());
      for (Operation inner : new ArrayList<>(body.operations())) {
        if (inner != ret) {
          inner.moveBefore(op);
        }
      }
      op.replaceAllUsesWith(results);
      op.erase();
      return;
    }
    replace(op, caseChain(op, 0, op));
  }

  /**
   * scf.if (index == i) { branch i } else { the chain of the remaining branches }, created before
   * {@code before}.
   */
  private static Operation caseChain(Operation op, int i, Operation before) {
    MLIRContext ctx = op.context();
    Value index = op.operand(0);
    RankedTensorType indexType = (RankedTensorType) index.type();
    OperationState cs = new OperationState(ctx, "mhlo.constant", op.location());
    cs.addAttribute("value", ConstFold.splat(ctx, indexType, BigInteger.valueOf(i)));
    cs.addType(indexType);
    Operation constant = Operation.create(cs);
    before.block().insertBefore(before, constant);
    OperationState cmp = new OperationState(ctx, "mhlo.compare", op.location());
    cmp.addOperands(List.of(index, constant.result(0)));
    cmp.addType(RankedTensorType.get(ctx, new long[0], org.jmlir.ir.type.IntegerType.get(ctx, 1)));
    cmp.addAttribute("comparison_direction", HloEnumAttr.get(ctx, "mhlo", HloEnum.COMPARISON_DIRECTION, "EQ"));
    cmp.addAttribute("compare_type", HloEnumAttr.get(ctx, "mhlo", HloEnum.COMPARISON_TYPE, "NOTYPE"));
    Operation compare = Operation.create(cmp);
    before.block().insertBefore(before, compare);
    Operation scfIf = ifOn(before, compare.result(0), op.resultTypes(), op.region(i), new Region());
    retarget(scfIf.region(0).front(), "scf.yield", List.of());
    Region elseRegion = scfIf.region(1);
    if (i + 2 == op.numRegions()) {
      elseRegion.takeBody(op.region(i + 1));
      retarget(elseRegion.front(), "scf.yield", List.of());
    } else {
      // The rest of the chain goes into the else block, before its yield.
      Operation yield = Operation.create(new OperationState(ctx, "scf.yield", op.location()));
      elseRegion.addBlock().append(yield);
      yield.setOperands(caseChain(op, i + 1, yield).results());
    }
    return scfIf;
  }
}
