package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.KnownCallables;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code remove-dead-values} (MLIR's RemoveDeadValues): a backward liveness analysis over the module,
 * then removal of what no live computation needs. A value is live when an op with memory effects, a
 * return of a function whose callers are not all known, a branch decision or a live result uses it;
 * arguments and results of private functions whose callers are all known {@code func.call}s follow
 * their call sites. Removed: memory-effect-free ops without live results, and the dead arguments and
 * results of such private {@code func.func}s together with the call operands and results feeding them.
 *
 * <p>Simpler than MLIR: values forwarded into and out of region ops (scf.for iter_args, scf.if
 * results) and successor block arguments are kept; a region op is removed only as a whole.
 */
public final class RemoveDeadValues extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("canonicalize", "", "Canonicalize region branch ops"),
  };

  public RemoveDeadValues(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "remove-dead-values";
  }

  @Override
  public String summary() {
    return "Remove dead values";
  }

  /** The liveness fixpoint. */
  private static final class Liveness {
    final Set<Value> live = Collections.newSetFromMap(new IdentityHashMap<>());
    final ArrayDeque<Value> work = new ArrayDeque<>();
    /** Known private func.func callables → their calls (all func.call). */
    final Map<Operation, List<Operation>> calls = new IdentityHashMap<>();
    /** Call op → its known callee. */
    final Map<Operation, Operation> calleeOf = new IdentityHashMap<>();
    /** Known callee → its return ops. */
    final Map<Operation, List<Operation>> returns = new IdentityHashMap<>();

    void mark(Value v) {
      if (live.add(v)) {
        work.add(v);
      }
    }

    void markOperands(Operation op) {
      for (int i = 0; i < op.numOperands(); i++) {
        mark(op.operand(i));
      }
    }

    void propagate() {
      while (!work.isEmpty()) {
        Value v = work.poll();
        if (v instanceof OpResult r) {
          Operation def = r.owner();
          Operation callee = calleeOf.get(def);
          if (callee != null) {
            for (Operation ret : returns.getOrDefault(callee, List.of())) {
              mark(ret.operand(r.index()));
            }
          } else {
            markOperands(def);
          }
        } else if (v instanceof BlockArgument a) {
          Block b = a.owner();
          Operation parent = b.parentOp();
          if (b.isEntryBlock() && parent != null && calls.containsKey(parent)) {
            for (Operation call : calls.get(parent)) {
              mark(call.operand(a.index()));
            }
          } else if (!b.isEntryBlock()) {
            for (Block pred : b.predecessors()) {
              Operation term = pred.terminator();
              if (term instanceof BranchOpInterface br) {
                for (int s = 0; s < term.numSuccessors(); s++) {
                  List<Value> fwd = br.successorOperands(s);
                  if (term.successor(s) == b && a.index() < fwd.size()) {
                    mark(fwd.get(a.index()));
                  }
                }
              } else if (term != null) {
                markOperands(term);
              }
            }
          }
        }
      }
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Liveness l = new Liveness();
    for (Operation f : KnownCallables.find(root)) {
      if (f.name().equals("func.func")) {
        l.calls.put(f, new ArrayList<>());
        l.returns.put(f, new ArrayList<>());
      }
    }
    List<Operation> all = new ArrayList<>();
    root.walkPreOrder(all::add);
    // Calls to known callees: only func.call keeps its callee removable.
    for (Operation op : all) {
      CallOpInterface call = CallOpInterface.of(op);
      if (call == null) {
        continue;
      }
      Operation callee = call.resolveCallable(op);
      if (callee != null && l.calls.containsKey(callee)) {
        if (op.name().equals("func.call")) {
          l.calls.get(callee).add(op);
          l.calleeOf.put(op, callee);
        } else {
          l.calls.remove(callee);
          l.returns.remove(callee);
        }
      }
    }
    l.calleeOf.values().removeIf(c -> !l.calls.containsKey(c));
    for (Operation op : all) {
      if (op == root) {
        continue;
      }
      Operation parent = op.parentOp();
      if (op.hasTrait(Trait.TERMINATOR) || op.numSuccessors() > 0) {
        if (op.hasTrait(Trait.RETURN_LIKE) && parent != null && l.returns.containsKey(parent)
            && CallableOpInterface.of(parent).callableRegion(parent) == op.parentRegion()) {
          l.returns.get(parent).add(op);
        } else if (op instanceof BranchOpInterface br) {
          // The decision is live; forwarded values follow their block arguments.
          boolean[] forwarded = new boolean[op.numOperands()];
          for (int s = 0; s < op.numSuccessors(); s++) {
            int start = br.successorOperandStart(s);
            for (int k = 0; k < br.successorOperands(s).size(); k++) {
              forwarded[start + k] = true;
            }
          }
          for (int i = 0; i < op.numOperands(); i++) {
            if (!forwarded[i]) {
              l.mark(op.operand(i));
            }
          }
        } else {
          l.markOperands(op);
        }
      } else if (l.calleeOf.containsKey(op)) {
        // Operands follow the callee's arguments, results feed its returns.
      } else if (CallOpInterface.of(op) != null || !SideEffects.isMemoryEffectFree(op)) {
        l.markOperands(op);
      }
    }
    // Returns of a known callee whose call results are live (marked before the returns were known).
    for (Operation call : l.calleeOf.keySet()) {
      for (int i = 0; i < call.numResults(); i++) {
        if (l.live.contains(call.result(i))) {
          l.work.add(call.result(i));
        }
      }
    }
    l.propagate();
    // Dead simple ops go first, so that dead arguments and call results lose their uses; the call
    // operands the functions no longer take may leave more dead ops behind.
    eraseDeadOps(root, all, l);
    Map<Operation, boolean[]> deadResults = new IdentityHashMap<>();
    for (Map.Entry<Operation, List<Operation>> e : l.calls.entrySet()) {
      deadResults.put(e.getKey(), dropDeadResults(e.getKey(), e.getValue(), l.returns.get(e.getKey()), l));
    }
    eraseDeadOps(root, all, l);
    for (Map.Entry<Operation, List<Operation>> e : l.calls.entrySet()) {
      shrinkFunction(e.getKey(), e.getValue(), deadResults.get(e.getKey()), l);
    }
    eraseDeadOps(root, all, l);
  }

  /** The results no call uses: dropped from the returns (the signature and calls follow later). */
  private static boolean[] dropDeadResults(Operation func, List<Operation> calls, List<Operation> rets, Liveness l) {
    if (!(func.inherentAttr("function_type") instanceof TypeAttr ta) || !(ta.value() instanceof FunctionType type)) {
      return null;
    }
    int nres = type.results().size();
    boolean[] deadRes = new boolean[nres];
    for (int i = 0; i < nres; i++) {
      deadRes[i] = true;
      for (Operation c : calls) {
        deadRes[i] &= !l.live.contains(c.result(i)) && c.result(i).hasNoUses();
      }
    }
    for (Operation ret : rets) {
      ret.setOperands(keep(ret.operands(), deadRes));
    }
    return deadRes;
  }

  /** Memory-effect-free ops without live results, users before their operands (reverse walk order). */
  private static void eraseDeadOps(Operation root, List<Operation> all, Liveness l) {
    for (int i = all.size() - 1; i >= 0; i--) {
      Operation op = all.get(i);
      if (op == root || op.block() == null || !root.isAncestor(op) || op.hasTrait(Trait.TERMINATOR) || op.hasTrait(Trait.SYMBOL)
          || op.hasTrait(Trait.SYMBOL_TABLE) || CallOpInterface.of(op) != null || CallableOpInterface.of(op) != null
          || !SideEffects.isMemoryEffectFree(op)) {
        continue;
      }
      boolean removable = true;
      for (int k = 0; k < op.numResults() && removable; k++) {
        removable = !l.live.contains(op.result(k)) && op.result(k).hasNoUses();
      }
      if (removable) {
        op.erase();
      }
    }
  }

  /** Drops the dead arguments and results of a private func.func and of its calls. */
  private static void shrinkFunction(Operation func, List<Operation> calls, boolean[] deadRes, Liveness l) {
    if (deadRes == null || !(func.inherentAttr("function_type") instanceof TypeAttr ta)
        || !(ta.value() instanceof FunctionType type)) {
      return;
    }
    int nres = deadRes.length;
    Block entry = func.region(0).front();
    boolean[] deadArg = new boolean[entry.numArguments()];
    for (int i = 0; i < deadArg.length; i++) {
      deadArg[i] = !l.live.contains(entry.argument(i)) && entry.argument(i).hasNoUses();
    }
    List<Type> inputs = new ArrayList<>();
    for (int i = deadArg.length - 1; i >= 0; i--) {
      if (deadArg[i]) {
        entry.eraseArgument(i);
      }
    }
    for (int i = 0; i < deadArg.length; i++) {
      if (!deadArg[i]) {
        inputs.add(type.inputs().get(i));
      }
    }
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < nres; i++) {
      if (!deadRes[i]) {
        results.add(type.results().get(i));
      }
    }
    func.setAttr("function_type", TypeAttr.get(func.context(), FunctionType.get(func.context(), inputs, results)));
    dropEntries(func, "arg_attrs", deadArg);
    dropEntries(func, "res_attrs", deadRes);
    for (Operation call : calls) {
      OperationState s = new OperationState(call.context(), call.def(), call.location());
      s.addOperands(keep(call.operands(), deadArg));
      for (int i = 0; i < call.numResults(); i++) {
        if (!deadRes[i]) {
          s.addType(call.result(i).type());
        }
      }
      s.properties = call.properties();
      s.attributes.addAll(call.attrDictionary().entries());
      Operation n = Operation.create(s);
      call.block().insertBefore(call, n);
      int k = 0;
      for (int i = 0; i < call.numResults(); i++) {
        if (!deadRes[i]) {
          call.result(i).replaceAllUsesWith(n.result(k++));
        }
      }
      call.erase();
    }
  }

  private static <T> List<T> keep(List<T> values, boolean[] dead) {
    List<T> out = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      if (i >= dead.length || !dead[i]) {
        out.add(values.get(i));
      }
    }
    return out;
  }

  private static void dropEntries(Operation func, String name, boolean[] dead) {
    if (func.inherentAttr(name) instanceof ArrayAttr arr && arr.size() == dead.length) {
      List<Attribute> kept = keep(arr.elements(), dead);
      func.setAttr(name, kept.isEmpty() ? null : ArrayAttr.get(func.context(), kept));
    }
  }
}
