package org.jmlir.opt.reduce;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;

/**
 * Test-case reduction on IR (what mlir-reduce does, more thoroughly): starting from an interesting
 * module, tries smaller variants and keeps each one the oracle still finds interesting, until none
 * helps. Variants, largest first: deleting chunks of ops (delta debugging over the ops in pre-order,
 * results that are still used replaced by {@code ub.poison} values), cutting the data flow into ops
 * (their operands replaced by {@code ub.poison}), dropping discardable attributes, and the cleanup
 * passes the caller supplies (symbol-dce, canonicalize). Each variant is a clone of the current
 * module; the oracle gets it to print, run or test as it likes, and may change it.
 */
public final class Reducer {
  private final Predicate<Operation> interesting;
  private final List<UnaryOperator<Operation>> cleanups;
  private int tests;

  /**
   * @param interesting whether a candidate module still shows the behaviour (it may be modified)
   * @param cleanups whole-module simplifications tried as variants (each gets a clone, returns it or null)
   */
  public Reducer(Predicate<Operation> interesting, List<UnaryOperator<Operation>> cleanups) {
    this.interesting = interesting;
    this.cleanups = cleanups;
  }

  /** How many candidates were tested. */
  public int tests() {
    return tests;
  }

  private static final boolean TRACE = System.getenv("JMLIR_REDUCE_TRACE") != null;

  private boolean test(Operation candidate) {
    tests++;
    boolean yes = interesting.test(candidate.clone());
    if (TRACE) {
      System.err.println("reduce: test " + tests + " (" + opCount(candidate) + " ops): " + yes);
    }
    return yes;
  }

  /** The reduced module (a new op; {@code module} is left as it is). */
  public Operation reduce(Operation module) {
    Operation current = module.clone();
    boolean changed = true;
    while (changed) {
      changed = false;
      Operation next = deleteOps(current);
      if (next != null) {
        current = next;
        changed = true;
      }
      next = poisonOperands(current);
      if (next != null) {
        current = next;
        changed = true;
      }
      next = dropAttributes(current);
      if (next != null) {
        current = next;
        changed = true;
      }
      for (UnaryOperator<Operation> c : cleanups) {
        Operation candidate = c.apply(current.clone());
        if (candidate != null && opCount(candidate) + attrCount(candidate) < opCount(current) + attrCount(current)
            && test(candidate)) {
          current = candidate;
          changed = true;
        }
      }
    }
    return current;
  }

  // ---- helpers ---------------------------------------------------------------------------------

  /** Whether a variant prints as the module it came from (then it is no progress). */
  private static boolean sameText(Operation a, Operation b) {
    PrintOptions generic = PrintOptions.DEFAULT.withGeneric(true);
    return IRPrinter.print(a, generic).equals(IRPrinter.print(b, generic));
  }

  /** The ops under {@code root} in pre-order, root excluded. */
  static List<Operation> ops(Operation root) {
    List<Operation> out = new ArrayList<>();
    root.walkPreOrder(o -> {
      if (o != root) {
        out.add(o);
      }
    });
    return out;
  }

  public static int opCount(Operation root) {
    return ops(root).size();
  }

  private static int attrCount(Operation root) {
    int n = 0;
    for (Operation o : ops(root)) {
      n += o.attrDictionary().size();
    }
    return n;
  }

  private static boolean deletable(Operation op) {
    return !op.hasTrait(Trait.TERMINATOR) && !op.name().equals("ub.poison");
  }

  /** Replaces the uses of {@code v} by a {@code ub.poison} of its type, created before {@code at}. */
  private static void poison(Value v, Operation at) {
    OperationState s = new OperationState(at.context(), "ub.poison", at.location());
    s.addType(v.type());
    Operation p = Operation.create(s);
    at.block().insertBefore(at, p);
    v.replaceAllUsesWith(p.result(0));
  }

  /** A clone of {@code current} with the ops at {@code indices} (pre-order) deleted, or null. */
  private static Operation withoutOps(Operation current, List<Integer> indices) {
    Operation copy = current.clone();
    List<Operation> all = ops(copy);
    Set<Operation> doomed = Collections.newSetFromMap(new IdentityHashMap<>());
    for (int i : indices) {
      doomed.add(all.get(i));
    }
    for (Operation op : all) {
      if (!doomed.contains(op) || op.block() == null) {
        continue;
      }
      for (Value r : op.results()) {
        if (!r.hasNoUses()) {
          poison(r, op);
        }
      }
      op.erase();
    }
    return copy;
  }

  /** Delta debugging over the deletable ops, chunks halving from half the ops down to one. */
  private Operation deleteOps(Operation current) {
    boolean any = false;
    List<Integer> candidates = deletableIndices(current);
    for (int chunk = Math.max(1, candidates.size() / 2); chunk >= 1; chunk /= 2) {
      int i = 0;
      while (i < candidates.size()) {
        List<Integer> slice = candidates.subList(i, Math.min(candidates.size(), i + chunk));
        Operation candidate = withoutOps(current, slice);
        if (test(candidate)) {
          current = candidate;
          any = true;
          candidates = deletableIndices(current);
          // Indices shifted: retry from the same position.
        } else {
          i += chunk;
        }
      }
      if (chunk == 1) {
        break;
      }
    }
    return any ? current : null;
  }

  /** Deletable ops, last first (users before their operands' definitions). */
  private static List<Integer> deletableIndices(Operation root) {
    List<Operation> all = ops(root);
    List<Integer> out = new ArrayList<>();
    for (int i = all.size() - 1; i >= 0; i--) {
      if (deletable(all.get(i))) {
        out.add(i);
      }
    }
    return out;
  }

  /** For each op with operands not yet poison: its operands replaced by poison values. */
  private Operation poisonOperands(Operation current) {
    boolean any = false;
    for (int i = ops(current).size() - 1; i >= 0; i--) {
      Operation copy = current.clone();
      List<Operation> all = ops(copy);
      if (i >= all.size()) {
        continue;
      }
      Operation op = all.get(i);
      boolean changed = false;
      for (int k = 0; k < op.numOperands(); k++) {
        Operation def = op.operand(k).definingOp();
        if (def != null && def.name().equals("ub.poison")) {
          continue;
        }
        OperationState s = new OperationState(op.context(), "ub.poison", op.location());
        s.addType(op.operand(k).type());
        Operation p = Operation.create(s);
        op.block().insertBefore(op, p);
        op.setOperand(k, p.result(0));
        changed = true;
      }
      if (changed && !sameText(current, copy) && test(copy)) {
        current = copy;
        any = true;
      }
    }
    return any ? current : null;
  }

  /** For each op with discardable attributes: all of them dropped. */
  private Operation dropAttributes(Operation current) {
    boolean any = false;
    List<Operation> all = ops(current);
    for (int i = 0; i < all.size(); i++) {
      if (all.get(i).attrDictionary().size() == 0) {
        continue;
      }
      Operation copy = current.clone();
      Operation op = ops(copy).get(i);
      op.setAttributes(DictionaryAttr.empty(op.context()));
      if (!sameText(current, copy) && test(copy)) {
        current = copy;
        all = ops(current);
        any = true;
      }
    }
    return any ? current : null;
  }
}
