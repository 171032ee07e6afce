package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.scf.ForallOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** Bufferization models of the scf ops (MLIR's SCF BufferizableOpInterfaceImpl). */
final class ScfModels {
  private ScfModels() {}

  static void register(Map<String, BufferizableOpModel> m) {
    m.put("scf.yield", new YieldModel());
    m.put("scf.if", new IfModel());
    m.put("scf.for", new ForModel());
    m.put("scf.execute_region", new ExecuteRegionModel());
    m.put("scf.index_switch", new IndexSwitchModel());
    m.put("scf.while", new WhileModel());
    m.put("scf.condition", new ConditionModel());
    m.put("scf.forall", new ForallModel());
    m.put("scf.forall.in_parallel", new BufferizationModels.Passive() {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        return true;
      }
    });
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

  static final class YieldModel extends BufferizationModels.Access {
    YieldModel() {
      super(ALL, NONE, (o, s) -> {
        Operation parent = o.owner().parentOp();
        if (parent.name().equals("scf.if")) {
          return List.of(new AliasingValue(parent.result(o.index()), Relation.EQUIVALENT, false));
        }
        if (parent.name().equals("scf.execute_region")) {
          return List.of(new AliasingValue(parent.result(o.index()), Relation.EQUIVALENT, true));
        }
        return List.of();
      });
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
        // The parent has no model: it stays on tensors and is reported.
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
          if (pn.equals("scf.while")) {
            buffer = castBuffer(b, buffer, b.bufferType(parent.region(0).front().argument(i)));
          } else if (!pn.equals("scf.execute_region")) {
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
      if (!java.util.Objects.equals(((BaseMemRefType) t1).memorySpace(), ((BaseMemRefType) t2).memorySpace())) {
        op.emitError("inconsistent memory space on then/else branches").report();
        throw new Bufferizer.BufferTypeError();
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
    public boolean verifyAnalysis(Operation op, AnalysisState s) {
      if (s.options().allowReturnAllocsFromLoops()) {
        return true;
      }
      for (int i = 0; i < op.numResults(); i++) {
        if (op.result(i).type() instanceof TensorType && relation(op, i, s) != Relation.EQUIVALENT) {
          return notEquivalent(op.region(0).front().terminator(), "Yield operand #", i);
        }
      }
      return true;
    }

    @Override
    public void resolveConflicts(Operation op, Bufferizer b) {
      if (b.options().copyBeforeWrite()) {
        // As MLIR: without an analysis, yielded values are not copied.
        return;
      }
      Block body = op.region(0).front();
      Operation yield = body.terminator();
      b.rewriter().setInsertionPoint(yield);
      for (int i = 0; i < yield.numOperands(); i++) {
        Value v = yield.operand(i);
        if (op.operand(FIRST_INIT + i).type() instanceof TensorType
            && !b.state().doesNotAliasExternalValue(v, op.region(0), body.argument(i + 1))) {
          yield.setOperand(i, b.allocateTensorFor(yield.location(), v, true));
        }
      }
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

  /** scf.index_switch: like scf.if over the default region and every case (MLIR's IndexSwitchOpInterface). */
  static final class IndexSwitchModel extends RegionResultModel {
    private static List<Operation> yields(Operation op) {
      List<Operation> r = new ArrayList<>();
      for (Region reg : op.regions()) {
        r.add(reg.front().terminator());
      }
      return r;
    }

    @Override
    public List<AliasingOperand> aliasingOperands(Value v, AnalysisState s) {
      int i = ((OpResult) v).index();
      List<Operation> ys = yields(AnalysisState.ownerOf(v));
      // MLIR lists the cases first, then the default region (region 0 here).
      List<AliasingOperand> r = new ArrayList<>();
      for (int k = 1; k <= ys.size(); k++) {
        r.add(new AliasingOperand(ys.get(k % ys.size()).opOperand(i), Relation.EQUIVALENT, false));
      }
      return r;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      int i = ((OpResult) v).index();
      Type t = null;
      for (Operation y : yields(AnalysisState.ownerOf(v))) {
        Value yv = y.operand(i);
        Type yt = yv.type() instanceof BaseMemRefType ? yv.type() : b.bufferType(yv, stack);
        if (t != null && t != yt) {
          return b.fullyDynamicOrUnranked((TensorType) v.type(), ((BaseMemRefType) t).memorySpace());
        }
        t = yt;
      }
      return t;
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      return rebuildWithRegions(op, b, op.operands());
    }
  }

  /** A copy of {@code op} with buffer result types, {@code operands} and the regions moved over. */
  static boolean rebuildWithRegions(Operation op, Bufferizer b, List<Value> operands) {
    List<Type> types = new ArrayList<>();
    for (OpResult r : op.results()) {
      types.add(r.type() instanceof TensorType ? b.bufferType(r) : r.type());
    }
    b.rewriter().setInsertionPoint(op);
    OperationState s = new OperationState(op.context(), op.def(), op.location());
    s.addOperands(operands);
    s.addTypes(types);
    s.attributes.addAll(op.attrDictionary().entries());
    for (Region r : op.regions()) {
      s.addRegion().takeBody(r);
    }
    Operation n = b.create(s);
    b.replaceOp(op, new ArrayList<>(n.results()));
    return true;
  }

  /** scf.while (MLIR's WhileOpInterface): init i may alias result i; both regions repeat. */
  static final class WhileModel extends BufferizationModels.Access {
    WhileModel() {
      super(ALL, ALL, (o, s) -> {
        Operation op = o.owner();
        int i = o.index();
        if (i >= op.numResults() || o.get().type() != op.result(i).type()) {
          return List.of();
        }
        Relation r = relation(op, i, s);
        return List.of(new AliasingValue(op.result(i), r, r == Relation.EQUIVALENT));
      });
    }

    private static Block before(Operation op) {
      return op.region(0).front();
    }

    private static Block after(Operation op) {
      return op.region(1).front();
    }

    static Relation relation(Operation op, int i, AnalysisState s) {
      List<BlockArgument> beforeArgs = before(op).arguments();
      if (i >= beforeArgs.size() || op.result(i).type() != beforeArgs.get(i).type()) {
        return Relation.UNKNOWN;
      }
      Operation cond = before(op).terminator();
      Operation yield = after(op).terminator();
      boolean equivCondition = s.areEquivalent(beforeArgs.get(i), cond.operand(i + 1));
      boolean equivYield = s.areEquivalent(after(op).argument(i), yield.operand(i));
      return equivCondition && equivYield ? Relation.EQUIVALENT : Relation.UNKNOWN;
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      return true;
    }

    @Override
    public void resolveConflicts(Operation op, Bufferizer b) {
      if (b.options().copyBeforeWrite()) {
        return;
      }
      AnalysisState s = b.state();
      Operation cond = before(op).terminator();
      Operation yield = after(op).terminator();
      b.rewriter().setInsertionPoint(cond);
      for (int i = 0; i + 1 < cond.numOperands(); i++) {
        Value v = cond.operand(i + 1);
        if (!(v.type() instanceof TensorType)) {
          continue;
        }
        boolean equivBefore = i < before(op).numArguments() && before(op).argument(i).type() instanceof TensorType
            && s.areEquivalent(before(op).argument(i), v);
        boolean equivAfter = i < after(op).numArguments() && i < yield.numOperands()
            && after(op).argument(i).type() instanceof TensorType && yield.operand(i).type() instanceof TensorType
            && s.areEquivalent(after(op).argument(i), yield.operand(i));
        if (!(equivBefore && equivAfter)) {
          cond.setOperand(i + 1, b.allocateTensorFor(cond.location(), v, true));
        }
      }
    }

    @Override
    public boolean verifyAnalysis(Operation op, AnalysisState s) {
      if (s.options().allowReturnAllocsFromLoops()) {
        return true;
      }
      Operation cond = before(op).terminator();
      for (int i = 0; i + 1 < cond.numOperands(); i++) {
        Value v = cond.operand(i + 1);
        if (v.type() instanceof TensorType
            && (i >= before(op).numArguments() || !s.areEquivalent(v, before(op).argument(i)))) {
          return notEquivalent(cond, "Condition arg #", i);
        }
      }
      Operation yield = after(op).terminator();
      for (int i = 0; i < yield.numOperands(); i++) {
        Value v = yield.operand(i);
        if (v.type() instanceof TensorType
            && (i >= after(op).numArguments() || !s.areEquivalent(v, after(op).argument(i)))) {
          return notEquivalent(yield, "Yield operand #", i);
        }
      }
      return true;
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      Operation op = AnalysisState.ownerOf(v);
      if (v instanceof BlockArgument a && a.owner() == before(op)) {
        return loopIterArgType(b, a, op.operand(a.index()), after(op).terminator().operand(a.index()), stack);
      }
      int i = v instanceof OpResult r ? r.index() : ((BlockArgument) v).index();
      Value c = before(op).terminator().operand(i + 1);
      return c.type() instanceof BaseMemRefType ? c.type() : b.bufferType(c, stack);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Block oldBefore = before(op);
      Block oldAfter = after(op);
      List<Value> inits = new ArrayList<>();
      for (int i = 0; i < op.numOperands(); i++) {
        Value v = op.operand(i);
        Value init = v.type() instanceof TensorType ? b.getBuffer(v) : v;
        BlockArgument arg = oldBefore.argument(i);
        inits.add(arg.type() instanceof TensorType ? castBuffer(b, init, b.bufferType(arg)) : init);
      }
      List<Type> afterTypes = new ArrayList<>();
      for (BlockArgument a : oldAfter.arguments()) {
        afterTypes.add(a.type() instanceof TensorType ? b.bufferType(a) : a.type());
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(inits);
      s.addTypes(afterTypes);
      s.attributes.addAll(op.attrDictionary().entries());
      Block newBefore = new Block();
      for (Value v : inits) {
        newBefore.addArgument(v.type(), op.location());
      }
      Block newAfter = new Block();
      for (Type t : afterTypes) {
        newAfter.addArgument(t, op.location());
      }
      s.addRegion().addBlock(newBefore);
      s.addRegion().addBlock(newAfter);
      Operation n = b.create(s);
      mergeWithTensorArgs(b, oldBefore, newBefore);
      mergeWithTensorArgs(b, oldAfter, newAfter);
      b.rewriter().setInsertionPoint(op);
      b.replaceOp(op, new ArrayList<>(n.results()));
      return true;
    }
  }

  /** Moves {@code old}'s ops into {@code fresh}, whose buffer arguments replace old's tensor ones through to_tensor. */
  static void mergeWithTensorArgs(Bufferizer b, Block old, Block fresh) {
    b.rewriter().setInsertionPointToStart(fresh);
    List<Value> repl = new ArrayList<>();
    for (int i = 0; i < old.numArguments(); i++) {
      BlockArgument nb = fresh.argument(i);
      Type oldT = old.argument(i).type();
      repl.add(oldT instanceof TensorType ? b.create("bufferization.to_tensor", nb.location(), List.of(nb), List.of(oldT)).result(0) : nb);
    }
    b.rewriter().mergeBlocks(old, fresh, repl);
  }

  /** scf.condition: its operands are read and bufferize in place; the new operands are cast to the after-region's types. */
  static final class ConditionModel extends BufferizationModels.Access {
    ConditionModel() {
      super(ALL, NONE, NO_ALIAS);
    }

    @Override
    public boolean mustBufferizeInPlace(OpOperand o, AnalysisState s) {
      return true;
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      Operation whileOp = op.parentOp();
      List<Value> operands = new ArrayList<>();
      operands.add(op.operand(0));
      for (int i = 1; i < op.numOperands(); i++) {
        Value v = op.operand(i);
        operands.add(v.type() instanceof TensorType
            ? castBuffer(b, b.getBuffer(v), b.bufferType(whileOp.region(1).front().argument(i - 1))) : v);
      }
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(operands);
      s.attributes.addAll(op.attrDictionary().entries());
      b.rewriter().replaceOpWithNewOp(op, s);
      return true;
    }
  }

  /**
   * scf.forall (MLIR's ForallOpInterface): shared output i is equivalent to result i; the body runs
   * in parallel instances; the new loop has no outputs and its body sees the output buffers.
   */
  static final class ForallModel implements BufferizableOpModel {
    private static long constant(long stat, List<Value> dyn, int[] next) {
      if (stat != ShapedType.DYNAMIC) {
        return stat;
      }
      Value v = dyn.get(next[0]++);
      Operation d = v.definingOp();
      if (d != null && d.name().equals("arith.constant") && d.attr("value") instanceof IntegerAttr i) {
        return i.value().longValue();
      }
      return ShapedType.DYNAMIC;
    }

    /** The bounds and steps as constants (DYNAMIC where unknown): rows lb, ub, step. */
    private static long[][] bounds(ForallOp f) {
      long[][] r = new long[3][f.rank()];
      long[][] stat = {f.staticLowerBound(), f.staticUpperBound(), f.staticStep()};
      List<List<Value>> dyn = List.of(f.dynamicLowerBound(), f.dynamicUpperBound(), f.dynamicStep());
      for (int k = 0; k < 3; k++) {
        int[] next = {0};
        for (int i = 0; i < f.rank(); i++) {
          r[k][i] = constant(stat[k][i], dyn.get(k), next);
        }
      }
      return r;
    }

    private static boolean mayHaveZeroIterations(ForallOp f) {
      long[][] b = bounds(f);
      for (int i = 0; i < f.rank(); i++) {
        if (b[0][i] == ShapedType.DYNAMIC || b[1][i] == ShapedType.DYNAMIC || b[0][i] >= b[1][i]) {
          return true;
        }
      }
      return false;
    }

    private static int firstOutput(ForallOp f) {
      return f.numOperands() - f.outputs().size();
    }

    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      ForallOp f = (ForallOp) o.owner();
      return mayHaveZeroIterations(f) || s.isValueRead(f.regionOutArgs().get(o.index() - firstOutput(f)));
    }

    @Override
    public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
      return true;
    }

    @Override
    public List<AliasingValue> aliasingValues(OpOperand o, AnalysisState s) {
      ForallOp f = (ForallOp) o.owner();
      int i = o.index() - firstOutput(f);
      return i < 0 ? List.of() : List.of(new AliasingValue(f.result(i), Relation.EQUIVALENT, true));
    }

    @Override
    public boolean isRepetitiveRegion(Operation op, int index) {
      long[][] b = bounds((ForallOp) op);
      for (int i = 0; i < b[0].length; i++) {
        if (b[0][i] == ShapedType.DYNAMIC || b[1][i] == ShapedType.DYNAMIC || b[2][i] == ShapedType.DYNAMIC
            || b[0][i] + b[2][i] < b[1][i]) {
          return true;
        }
      }
      return false;
    }

    @Override
    public boolean isParallelRegion(Operation op, int index) {
      return isRepetitiveRegion(op, index);
    }

    @Override
    public Type bufferType(Value v, Bufferizer b, List<Value> stack) {
      ForallOp f = (ForallOp) AnalysisState.ownerOf(v);
      int i = v instanceof OpResult r ? r.index() : ((BlockArgument) v).index() - f.rank();
      return b.bufferType(f.outputs().get(i), stack);
    }

    @Override
    public boolean bufferize(Operation op, Bufferizer b) {
      ForallOp f = (ForallOp) op;
      List<Value> buffers = new ArrayList<>();
      for (Value out : f.outputs()) {
        buffers.add(b.getBuffer(out));
      }
      Block oldBody = f.body();
      b.rewriter().setInsertionPointToStart(oldBody);
      List<Value> repl = new ArrayList<>();
      for (int i = 0; i < f.rank(); i++) {
        repl.add(null);
      }
      for (int i = 0; i < buffers.size(); i++) {
        Value buffer = buffers.get(i);
        repl.add(b.create("bufferization.to_tensor", op.location(), List.of(buffer), List.of(b.tensorTypeOf(buffer.type()))).result(0));
      }
      b.rewriter().setInsertionPoint(op);
      OperationState s = new OperationState(op.context(), op.def(), op.location());
      s.addOperands(f.dynamicLowerBound()).addOperands(f.dynamicUpperBound()).addOperands(f.dynamicStep());
      for (var a : op.attrDictionary().entries()) {
        if (!a.name().equals(OpSpec.OPERAND_SEGMENTS)) {
          s.addAttribute(a.name(), a.value());
        }
      }
      s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(op.context(),
          f.dynamicLowerBound().size(), f.dynamicUpperBound().size(), f.dynamicStep().size(), 0));
      Block body = new Block();
      for (int i = 0; i < f.rank(); i++) {
        BlockArgument a = oldBody.argument(i);
        repl.set(i, body.addArgument(a.type(), a.location()));
      }
      s.addRegion().addBlock(body);
      Operation n = b.create(s);
      b.rewriter().mergeBlocks(oldBody, body, repl);
      b.replaceOp(op, buffers);
      return n != null;
    }
  }

  static boolean notEquivalent(Operation terminator, String what, int i) {
    terminator.emitError(what + i + " is not equivalent to the corresponding iter bbArg").report();
    return false;
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
    if (!java.util.Objects.equals(((BaseMemRefType) initType).memorySpace(), ((BaseMemRefType) yieldedType).memorySpace())) {
      iter.owner().parentOp().emitOpError("init_arg and yielded value bufferize to inconsistent memory spaces").report();
      throw new Bufferizer.BufferTypeError();
    }
    return b.fullyDynamicOrUnranked((TensorType) iter.type(), ((BaseMemRefType) yieldedType).memorySpace());
  }

  static boolean isRanked(Type t) {
    return t instanceof RankedTensorType || t instanceof MemRefType;
  }
}
