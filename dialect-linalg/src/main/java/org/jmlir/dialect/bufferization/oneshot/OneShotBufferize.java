package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * One-Shot Bufferize (MLIR 22's runOneShotBufferize and runOneShotModuleBufferize): analysis,
 * tensor copies for out-of-place operands, then bufferization; with function boundaries the
 * functions are analyzed and bufferized callees first, and function signatures become buffers.
 */
public final class OneShotBufferize {
  private final OneShotOptions options;

  public OneShotBufferize(OneShotOptions options) {
    this.options = options;
  }

  /** Runs on {@code root} (a module); false after an error was reported. */
  public boolean run(Operation root) {
    try {
      return runImpl(root);
    } catch (Bufferizer.BufferTypeError e) {
      // Reported where the buffer type could not be computed (outside any op's bufferization).
      return false;
    }
  }

  private boolean runImpl(Operation root) {
    MLIRContext ctx = root.context();
    AnalysisState state = new AnalysisState(options);
    Bufferizer b = new Bufferizer(ctx, state);
    if (!options.copyBeforeWrite()) {
      OneShotAnalysis.initialize(root, state);
      OneShotAnalysis analysis = new OneShotAnalysis(state);
      List<Operation> ordered = new ArrayList<>();
      if (options.bufferizeFunctionBoundaries()) {
        if (!analyzeModule(root, state, analysis, ordered)) {
          return false;
        }
      } else {
        if (!analysis.analyze(root) || !verifyAnalysis(root, state)) {
          return false;
        }
        if (options.dumpAliasSets()) {
          OneShotAnalysis.annotateAliasSets(root, state);
        }
      }
      if (options.testAnalysisOnly()) {
        OneShotAnalysis.annotateInPlace(root, state);
        return true;
      }
      if (!new TensorCopyInsertion(state, b).run(root)) {
        return false;
      }
      state.analyzed = true;
    } else if (!new TensorCopyInsertion(state, b, false).run(root)) {
      // copy-before-write: every tensor write gets its own buffer (MLIR's bufferizeOp inserts the copies).
      return false;
    }
    if (!options.bufferizeFunctionBoundaries()) {
      return b.run(root);
    }
    List<Operation> funcs = orderedFuncs(root, new ArrayList<>());
    for (Operation f : funcs) {
      if (!new Bufferizer(ctx, state).run(f)) {
        return false;
      }
      if (options.functionBoundaryTypeConversion() == OneShotOptions.LayoutMapOption.INFER_LAYOUT_MAP) {
        foldMemRefCasts((FuncOp) f);
      }
    }
    for (Operation op : new ArrayList<>(root.region(0).front().operations())) {
      if (op instanceof FuncOp || op.hasTrait(Trait.SYMBOL_TABLE)) {
        continue;
      }
      if (!new Bufferizer(ctx, state).run(op)) {
        return false;
      }
    }
    removeBufferizationAttributes(root);
    return true;
  }

  /**
   * The One-Shot analysis and tensor copy insertion alone, the IR left on tensors (MLIR's
   * insertTensorCopies, {@code -test-tensor-copy-insertion}); false after an error was reported.
   */
  public boolean insertTensorCopies(Operation root) {
    AnalysisState state = analyzeOnly(root);
    if (state == null) {
      return false;
    }
    return new TensorCopyInsertion(state, new Bufferizer(root.context(), state)).run(root);
  }

  /**
   * The One-Shot analysis alone (with function boundaries when the options say so), as
   * {@code -eliminate-empty-tensors} runs it; null after an error was reported.
   */
  AnalysisState analyzeOnly(Operation root) {
    AnalysisState state = new AnalysisState(options);
    OneShotAnalysis.initialize(root, state);
    OneShotAnalysis analysis = new OneShotAnalysis(state);
    boolean ok = options.bufferizeFunctionBoundaries()
        ? analyzeModule(root, state, analysis, new ArrayList<>())
        : analysis.analyze(root) && verifyAnalysis(root, state);
    return ok ? state : null;
  }

  /** The functions of {@code module}, callees before callers; the rest (call cycles) at the end. */
  static List<Operation> orderedFuncs(Operation module, List<Operation> cyclic) {
    List<Operation> funcs = new ArrayList<>();
    for (Operation op : module.region(0).front()) {
      if (op instanceof FuncOp) {
        funcs.add(op);
      }
    }
    Map<Operation, Set<Operation>> calledBy = new IdentityHashMap<>();
    Map<Operation, Integer> count = new IdentityHashMap<>();
    for (Operation f : funcs) {
      count.put(f, 0);
      calledBy.putIfAbsent(f, new LinkedHashSet<>());
    }
    for (Operation f : funcs) {
      f.walk(o -> {
        if (o.name().equals("func.call")) {
          Operation callee = FuncModels.callee(o);
          if (callee == null || !hasTensorSignature((FuncOp) callee)) {
            return;
          }
          if (calledBy.computeIfAbsent(callee, k -> new LinkedHashSet<>()).add(f)) {
            count.merge(f, 1, Integer::sum);
          }
        }
      });
    }
    List<Operation> ordered = new ArrayList<>();
    Deque<Operation> work = new ArrayDeque<>();
    for (Operation f : funcs) {
      if (count.get(f) == 0) {
        work.push(f);
      }
    }
    while (!work.isEmpty()) {
      Operation f = work.pop();
      ordered.add(f);
      for (Operation caller : calledBy.get(f)) {
        int c = count.merge(caller, -1, Integer::sum);
        if (c == 0) {
          work.push(caller);
        }
      }
      count.remove(f);
    }
    for (Operation f : funcs) {
      if (count.containsKey(f)) {
        cyclic.add(f);
        ordered.add(f);
      }
    }
    return ordered;
  }

  static boolean hasTensorSignature(FuncOp f) {
    for (Type t : f.functionType().inputs()) {
      if (t instanceof TensorType) {
        return true;
      }
    }
    for (Type t : f.functionType().results()) {
      if (t instanceof TensorType) {
        return true;
      }
    }
    return false;
  }

  private boolean analyzeModule(Operation module, AnalysisState state, OneShotAnalysis analysis, List<Operation> orderedOut) {
    List<Operation> cyclic = new ArrayList<>();
    List<Operation> ordered = orderedFuncs(module, cyclic);
    for (Operation f : ordered) {
      if (!options.isOpAllowed(f)) {
        continue;
      }
      boolean inCycle = cyclic.contains(f);
      if (!inCycle) {
        state.funcs.start(f);
      }
      if (!analysis.analyze(f) || !verifyAnalysis(f, state)) {
        return false;
      }
      if (options.dumpAliasSets()) {
        OneShotAnalysis.annotateAliasSets(f, state);
      }
      if (inCycle) {
        // As MLIR 22: functions that call each other circularly get no argument analyses; calls to
        // them stay conservative.
        continue;
      }
      aliasingBbArgs((FuncOp) f, state, options.testAnalysisOnly());
      readWriteBbArgs((FuncOp) f, state);
      state.funcs.status.put(f, FuncAnalysis.Status.ANALYZED);
    }
    orderedOut.addAll(ordered);
    return true;
  }

  private static List<Operation> returns(FuncOp f) {
    List<Operation> rets = new ArrayList<>();
    for (Block b : f.region(0).blocks()) {
      Operation t = b.terminator();
      if (t != null && t.name().equals("func.return")) {
        rets.add(t);
      }
    }
    return rets;
  }

  /**
   * MLIR's aliasingFuncOpBBArgsAnalysis: a result may alias an argument when it does at any
   * func.return; it is equivalent to one when every func.return returns a value equivalent to it.
   * A function without a body: every tensor result may alias every tensor argument.
   */
  private static void aliasingBbArgs(FuncOp f, AnalysisState state, boolean annotate) {
    Map<Integer, Set<Integer>> aliasing = state.funcs.aliasingResults.get(f);
    if (f.isExternal()) {
      List<Type> ins = f.functionType().inputs();
      List<Type> outs = f.functionType().results();
      for (int a = 0; a < ins.size(); a++) {
        for (int r = 0; r < outs.size(); r++) {
          if (ins.get(a) instanceof TensorType && outs.get(r) instanceof TensorType) {
            aliasing.computeIfAbsent(a, k -> new LinkedHashSet<>()).add(r);
          }
        }
      }
      return;
    }
    List<Operation> rets = returns(f);
    if (rets.isEmpty()) {
      return;
    }
    Block entry = f.region(0).front();
    for (BlockArgument a : entry.arguments()) {
      if (!(a.type() instanceof RankedTensorType)) {
        continue;
      }
      for (Operation ret : rets) {
        for (int i = 0; i < ret.numOperands(); i++) {
          if (ret.operand(i).type() instanceof RankedTensorType && state.areAliasing(ret.operand(i), a)) {
            aliasing.computeIfAbsent(a.index(), k -> new LinkedHashSet<>()).add(i);
          }
        }
      }
    }
    int n = rets.get(0).numOperands();
    for (int i = 0; i < n; i++) {
      Integer arg = equivalentArg(rets.get(0), i, entry, state, annotate);
      if (arg == null) {
        continue;
      }
      boolean all = true;
      for (int k = 1; k < rets.size() && all; k++) {
        all = arg.equals(equivalentArg(rets.get(k), i, entry, state, annotate));
      }
      if (all) {
        state.funcs.equivalentArgs.get(f).put(i, arg);
      }
    }
  }

  /** The first entry argument equivalent to {@code ret}'s operand {@code i} (annotated when testing), or null. */
  private static Integer equivalentArg(Operation ret, int i, Block entry, AnalysisState state, boolean annotate) {
    if (i >= ret.numOperands() || !(ret.operand(i).type() instanceof TensorType)) {
      return null;
    }
    for (BlockArgument a : entry.arguments()) {
      if (a.type() instanceof RankedTensorType && state.areEquivalent(ret.operand(i), a)) {
        if (annotate) {
          annotateEquivalent(ret, i, a.index());
        }
        return a.index();
      }
    }
    return null;
  }

  private static void annotateEquivalent(Operation ret, int operand, int arg) {
    MLIRContext ctx = ret.context();
    List<Attribute> vals = new ArrayList<>();
    ArrayAttr old = ret.attr("__equivalent_func_args__") instanceof ArrayAttr a ? a : null;
    for (int k = 0; k < ret.numOperands(); k++) {
      vals.add(k == operand ? i64(ctx, arg) : old != null ? old.elements().get(k) : i64(ctx, -1));
    }
    ret.setAttr("__equivalent_func_args__", ArrayAttr.get(ctx, vals));
  }

  private static Attribute i64(MLIRContext ctx, long v) {
    return org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 64), v);
  }

  private void readWriteBbArgs(FuncOp f, AnalysisState state) {
    List<Type> inputs = f.functionType().inputs();
    for (int i = 0; i < inputs.size(); i++) {
      if (!(inputs.get(i) instanceof TensorType)) {
        continue;
      }
      boolean read;
      boolean written;
      if (FuncModels.argAttr(f, i, "bufferization.access") instanceof StringAttr s) {
        read = s.value().equals("read") || s.value().equals("read-write");
        written = s.value().equals("write") || s.value().equals("read-write");
      } else if (f.isExternal()) {
        read = true;
        written = true;
      } else {
        BlockArgument a = f.region(0).front().argument(i);
        read = state.isValueRead(a);
        written = state.isValueWritten(a);
      }
      if (options.testAnalysisOnly()) {
        String access = read && written ? "read-write" : read ? "read" : written ? "write" : "none";
        FuncModels.setArgAttr(f, i, "bufferization.access", StringAttr.get(f.context(), access));
      }
      if (read) {
        state.funcs.read.get(f).add(i);
      }
      if (written) {
        state.funcs.written.get(f).add(i);
      }
    }
  }

  /** The checks ops make after the analysis (MLIR's verifyAnalysis, e.g. loops' equivalent yields). */
  private boolean verifyAnalysis(Operation root, AnalysisState state) {
    boolean[] ok = {true};
    root.walk(op -> {
      BufferizableOpModel m = ok[0] ? state.model(op) : null;
      if (m != null && !m.verifyAnalysis(op, state)) {
        ok[0] = false;
      }
    });
    return ok[0];
  }

  /** MLIR's foldMemRefCasts: returned memref.casts fold into the function's result types. */
  private static void foldMemRefCasts(FuncOp f) {
    if (f.isExternal()) {
      return;
    }
    List<Operation> returns = new ArrayList<>();
    for (Block b : f.region(0).blocks()) {
      Operation t = b.terminator();
      if (t != null && t.name().equals("func.return")) {
        returns.add(t);
      }
    }
    List<Type> resultTypes = new ArrayList<>(f.functionType().results());
    for (int i = 0; i < resultTypes.size(); i++) {
      Type common = null;
      boolean same = true;
      for (Operation ret : returns) {
        Value v = ret.operand(i);
        Operation d = v.definingOp();
        Type t = d != null && d.name().equals("memref.cast") ? d.operand(0).type() : v.type();
        if (common == null) {
          common = t;
        } else if (common != t) {
          same = false;
        }
      }
      if (common == null || !same) {
        continue;
      }
      for (Operation ret : returns) {
        Value v = ret.operand(i);
        Operation d = v.definingOp();
        if (d != null && d.name().equals("memref.cast") && d.operand(0).type() == common) {
          ret.setOperand(i, d.operand(0));
        }
      }
      resultTypes.set(i, common);
    }
    f.setAttr("function_type", TypeAttr.get(f.context(), FunctionType.get(f.context(), f.functionType().inputs(), resultTypes)));
  }

  /** Drops bufferization.writable / buffer_layout / access argument attributes after bufferization. */
  private static void removeBufferizationAttributes(Operation module) {
    for (Operation op : module.region(0).front()) {
      if (!(op instanceof FuncOp f) || !(f.inherentAttr("arg_attrs") instanceof ArrayAttr a)) {
        continue;
      }
      List<Attribute> dicts = new ArrayList<>();
      boolean allEmpty = true;
      for (Attribute d : a.elements()) {
        List<NamedAttribute> kept = new ArrayList<>();
        for (NamedAttribute e : ((DictionaryAttr) d).entries()) {
          if (!e.name().equals("bufferization.writable") && !e.name().equals("bufferization.buffer_layout")
              && !e.name().equals("bufferization.access")) {
            kept.add(e);
          }
        }
        allEmpty &= kept.isEmpty();
        dicts.add(DictionaryAttr.get(f.context(), kept));
      }
      f.setAttr("arg_attrs", allEmpty ? null : ArrayAttr.get(f.context(), dicts));
    }
  }
}
