package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** Bufferization models of scf.if, scf.for, scf.execute_region and scf.yield (MLIR's SCF BufferizableOpInterfaceImpl). */
final class ScfModels {
  private ScfModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("scf.yield", new YieldModel());
    m.put("scf.if", new IfModel());
    m.put("scf.for", new ForModel());
    m.put("scf.execute_region", new ExecuteRegionModel());
  }

  static Value castBuffer(Bufferizer b, Value buffer, Type t) {
    if (buffer.type() == t) {
      return buffer;
    }
    return b.cast(b.rewriter().insertionPoint() != null ? b.rewriter().insertionPoint().location() : buffer.parentBlock().parentOp().location(),
        buffer, t);
  }

  /** An op with regions and no tensor operands of its own: its results alias the yielded values. */
  abstract static class RegionResultModel extends BufferizationModels.Passive {}

  static final class YieldModel implements BufferizableOpModel {
    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      return true;
    }

    @Override
    public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
      return false;
    }

    @Override
    public List<AliasingValue> aliasingValues(OpOperand o, AnalysisState s) {
      Operation parent = o.owner().parentOp();
      if (parent.name().equals("scf.if")) {
        return List.of(new AliasingValue(parent.result(o.index()), Relation.EQUIVALENT, false));
      }
      if (parent.name().equals("scf.execute_region")) {
        return List.of(new AliasingValue(parent.result(o.index()), Relation.EQUIVALENT, true));
      }
      return List.of();
    }

    @Override
    public boolean mustBufferizeInPlace(OpOperand o, AnalysisState s) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Operation parent = op.parentOp();
      String pn = parent.name();
      if (b.state().model(parent) == null) {
        // The parent (scf.while, scf.index_switch) has no model yet: it stays on tensors and is reported.
        return true;
      }
      if (!List.of("scf.execute_region", "scf.if", "scf.index_switch", "scf.for", "scf.while").contains(pn)) {
        return op.emitError("unsupported scf::YieldOp parent").report();
      }
      List<Value> results = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        Value v = op.operand(i);
        if (v.type() instanceof TensorType) {
          Value buffer = b.getBuffer(v);
          if (!pn.equals("scf.execute_region") && !pn.equals("scf.while")) {
            buffer = castBuffer(b, buffer, b.bufferType(parent.result(i)));
          }
          results.add(buffer);
        } else {
          results.add(v);
        }
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(results);
      b.rewriter().replaceOpWithNewOp(op, s);
      return true;
    }
  }

  static final class IfModel extends RegionResultModel {
    @Override
    public List<AliasingOperand> aliasingOperands(Value v, AnalysisState s) {
      Operation op = AnalysisState.ownerOf(v);
      int i = ((OpResult) v).index();
      Operation thenYield = op.region(0).front().terminator();
      Operation elseYield = op.region(1).front().terminator();
      return List.of(new AliasingOperand(thenYield.opOperand(i), Relation.EQUIVALENT, false),
          new AliasingOperand(elseYield.opOperand(i), Relation.EQUIVALENT, false));
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      int i = ((OpResult) v).index();
      Value thenV = op.region(0).front().terminator().operand(i);
      Value elseV = op.region(1).front().terminator().operand(i);
      Type t1 = thenV.type() instanceof BaseMemRefType ? thenV.type() : b.bufferType(thenV, stack);
      Type t2 = elseV.type() instanceof BaseMemRefType ? elseV.type() : b.bufferType(elseV, stack);
      if (t1 == t2) {
        return t1;
      }
      return b.fullyDynamicOrUnranked((TensorType) v.type(), ((BaseMemRefType) t1).memorySpace());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      List<Type> types = new ArrayList<>();
      for (OpResult r : op.results()) {
        types.add(r.type() instanceof TensorType ? b.bufferType(r) : r.type());
      }
      b.rewriter().setInsertionPoint(op);
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperand(op.operand(0));
      s.addTypes(types);
      s.attributes.addAll(op.attrDictionary().entries());
      Region thenR = s.addRegion();
      Region elseR = s.addRegion();
      thenR.takeBody(op.region(0));
      elseR.takeBody(op.region(1));
      Operation n = b.create(s);
      b.replaceOp(op, new ArrayList<>(n.results()));
      return true;
    }
  }

  static final class ExecuteRegionModel extends RegionResultModel {
    @Override
    public List<AliasingOperand> aliasingOperands(Value v, AnalysisState s) {
      Operation op = AnalysisState.ownerOf(v);
      int i = ((OpResult) v).index();
      List<AliasingOperand> r = new ArrayList<>();
      for (Block blk : op.region(0).blocks()) {
        Operation t = blk.terminator();
        if (t != null && t.name().equals("scf.yield")) {
          r.add(new AliasingOperand(t.opOperand(i), Relation.EQUIVALENT, true));
        }
      }
      return r;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      int i = ((OpResult) v).index();
      for (Block blk : op.region(0).blocks()) {
        Operation t = blk.terminator();
        if (t != null && t.name().equals("scf.yield")) {
          Value y = t.operand(i);
          return y.type() instanceof BaseMemRefType ? y.type() : b.bufferType(y, stack);
        }
      }
      return b.defaultMemRefType((TensorType) v.type());
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      List<Type> types = new ArrayList<>();
      for (OpResult r : op.results()) {
        types.add(r.type() instanceof TensorType ? b.bufferType(r) : r.type());
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addTypes(types);
      s.attributes.addAll(op.attrDictionary().entries());
      s.addRegion().takeBody(op.region(0));
      Operation n = b.create(s);
      b.replaceOp(op, new ArrayList<>(n.results()));
      return true;
    }
  }

  static final class ForModel implements BufferizableOpModel {
    private static final int FIRST_INIT = 3;

    private static BlockArgument iterArg(Operation op, int i) {
      return op.region(0).front().argument(i + 1);
    }

    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      if (o.index() < FIRST_INIT) {
        return false;
      }
      return s.isValueRead(iterArg(o.owner(), o.index() - FIRST_INIT));
    }

    @Override
    public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
      return o.index() >= FIRST_INIT;
    }

    Relation relation(Operation op, int i, AnalysisState s) {
      Value yielded = op.region(0).front().terminator().operand(i);
      return s.areEquivalent(iterArg(op, i), yielded) ? Relation.EQUIVALENT : Relation.UNKNOWN;
    }

    @Override
    public List<AliasingValue> aliasingValues(OpOperand o, AnalysisState s) {
      if (o.index() < FIRST_INIT) {
        return List.of();
      }
      int i = o.index() - FIRST_INIT;
      Relation r = relation(o.owner(), i, s);
      return List.of(new AliasingValue(o.owner().result(i), r, r == Relation.EQUIVALENT));
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      return true;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      int i;
      BlockArgument iter;
      if (v instanceof OpResult r) {
        i = r.index();
        return b.bufferType(iterArg(op, i), stack);
      }
      i = ((BlockArgument) v).index() - 1;
      iter = (BlockArgument) v;
      Value init = op.operand(FIRST_INIT + i);
      Value yielded = op.region(0).front().terminator().operand(i);
      return loopIterArgType(b, iter, init, yielded, stack);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Block oldBody = op.region(0).front();
      List<Value> inits = new ArrayList<>();
      for (int i = FIRST_INIT; i < op.numOperands(); i++) {
        Value v = op.operand(i);
        inits.add(v.type() instanceof TensorType ? b.getBuffer(v) : v);
      }
      List<Value> casted = new ArrayList<>();
      for (int i = 0; i < inits.size(); i++) {
        Value r = op.result(i);
        casted.add(r.type() instanceof TensorType ? castBuffer(b, inits.get(i), b.bufferType(r)) : inits.get(i));
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(op.operands().subList(0, FIRST_INIT));
      s.addOperands(casted);
      for (Value c : casted) {
        s.addType(c.type());
      }
      s.attributes.addAll(op.attrDictionary().entries());
      Region region = s.addRegion();
      Block body = new Block();
      body.addArgument(oldBody.argument(0).type(), oldBody.argument(0).location());
      for (Value c : casted) {
        body.addArgument(c.type(), op.location());
      }
      region.addBlock(body);
      Operation n = b.create(s);
      b.rewriter().setInsertionPointToStart(body);
      List<Value> repl = new ArrayList<>();
      repl.add(body.argument(0));
      for (int i = 0; i < casted.size(); i++) {
        BlockArgument nb = body.argument(i + 1);
        Type oldT = oldBody.argument(i + 1).type();
        repl.add(oldT instanceof TensorType ? b.create("bufferization.to_tensor", oldBody.argument(i + 1).location(), List.of(nb), List.of(oldT)).result(0) : nb);
      }
      b.rewriter().mergeBlocks(oldBody, body, repl);
      b.rewriter().setInsertionPoint(op);
      b.replaceOp(op, new ArrayList<>(n.results()));
      return true;
    }
  }

  /** MLIR's computeLoopRegionIterArgBufferType. */
  static Type loopIterArgType(Bufferizer b, BlockArgument iter, Value init, Value yielded, List<Value> stack) {
    Type initType = b.bufferType(init, stack);
    if (Collections.frequency(stack, iter) >= 2) {
      return initType;
    }
    Type yieldedType = yielded.type() instanceof BaseMemRefType ? yielded.type() : b.bufferType(yielded, stack);
    if (initType == yieldedType) {
      return yieldedType;
    }
    return b.fullyDynamicOrUnranked((TensorType) iter.type(), ((BaseMemRefType) yieldedType).memorySpace());
  }

  static boolean isRanked(Type t) {
    return t instanceof RankedTensorType || t instanceof MemRefType;
  }
}
