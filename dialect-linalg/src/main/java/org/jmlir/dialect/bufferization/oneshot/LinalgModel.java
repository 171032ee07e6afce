package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;

/**
 * Every linalg structured op (MLIR's LinalgOpInterface model, a destination-style op): an operand is
 * read when the payload uses its block argument, inits are written and equivalent to their results,
 * all-parallel ops with identity maps access element-wise. Bufferizing clones the op on buffers with
 * no results and moves the body over.
 */
final class LinalgModel implements BufferizableOpModel {
  static final LinalgModel INSTANCE = new LinalgModel();

  private LinalgModel() {}

  private static int initIndex(LinalgOp op, OpOperand o) {
    int firstInit = op.numOperands() - op.inits().size();
    return o.index() - firstInit;
  }

  @Override
  public boolean bufferizesToMemoryRead(OpOperand operand, AnalysisState state) {
    LinalgOp op = (LinalgOp) operand.owner();
    Block body = op.body();
    if (body == null || operand.index() >= body.numArguments()) {
      return true;
    }
    return !body.argument(operand.index()).hasNoUses();
  }

  @Override
  public boolean bufferizesToMemoryWrite(OpOperand operand, AnalysisState state) {
    return initIndex((LinalgOp) operand.owner(), operand) >= 0;
  }

  @Override
  public List<AliasingValue> aliasingValues(OpOperand operand, AnalysisState state) {
    LinalgOp op = (LinalgOp) operand.owner();
    int i = initIndex(op, operand);
    if (i < 0 || i >= op.numResults()) {
      return List.of();
    }
    return List.of(new AliasingValue(op.result(i), Relation.EQUIVALENT, true));
  }

  @Override
  public boolean bufferizesToElementwiseAccess(Operation o, AnalysisState state, List<OpOperand> operands) {
    LinalgOp op = (LinalgOp) o;
    for (String it : op.iteratorTypes()) {
      if (!it.equals("parallel")) {
        return false;
      }
    }
    List<AffineMap> maps = op.indexingMaps();
    for (OpOperand x : operands) {
      if (x.owner() == op && x.index() < maps.size() && !maps.get(x.index()).isIdentity()) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean bufferize(Operation o, Bufferizer b) {
    LinalgOp op = (LinalgOp) o;
    if (op.hasPureBufferSemantics()) {
      return true;
    }
    if (!op.hasPureTensorSemantics()) {
      return op.emitError("op does not have pure tensor semantics").report();
    }
    List<Value> operands = new ArrayList<>();
    int firstInit = op.numOperands() - op.inits().size();
    for (int i = 0; i < firstInit; i++) {
      Value v = op.operand(i);
      operands.add(v.type() instanceof TensorType ? b.getBuffer(v) : v);
    }
    List<Value> outs = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      outs.add(b.getBuffer(op.operand(firstInit + i)));
    }
    for (int i = op.numResults(); i < op.inits().size(); i++) {
      Value v = op.operand(firstInit + i);
      outs.add(v.type() instanceof ShapedType && v.type() instanceof TensorType ? b.getBuffer(v) : v);
    }
    operands.addAll(outs);
    b.rewriter().setInsertionPoint(op);
    OperationState s = new OperationState(op.context(), op.def(), op.location());
    s.addOperands(operands);
    s.attributes.addAll(op.attrDictionary().entries());
    Region r = s.addRegion();
    r.takeBody(op.region(0));
    b.create(s);
    b.replaceOp(op, new ArrayList<>(outs.subList(0, op.numResults())));
    return true;
  }
}
