package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-guarantee-all-funcs-one-use}: while a function of the module is referenced by more than
 * one op, each referencing op after the first gets its own private clone of the function (placed at
 * the end of the module, renamed {@code name_N} like MLIR's SymbolTable::insert). Repeats until every
 * function has at most one user, or fails with TensorFlow's error after 10000 clones (recursion).
 */
public final class GuaranteeAllFuncsOneUse extends Pass {
  private static final int MAX_CLONES = 10000;

  public GuaranteeAllFuncsOneUse(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-guarantee-all-funcs-one-use";
  }

  @Override
  public String summary() {
    return "Guarantee all FuncOp's have only a single use.";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    if (module.numRegions() == 0 || module.region(0).isEmpty()) {
      return;
    }
    Set<String> names = new HashSet<>();
    for (Operation op : module.region(0).front()) {
      String n = SymbolTable.symbolName(op);
      if (n != null) {
        names.add(n);
      }
    }
    if (recursive(module)) {
      module.emitError("recursive call graph cannot be transformed").report();
      pc.signalFailure();
      return;
    }
    int clones = 0;
    boolean changed;
    do {
      changed = false;
      Map<String, List<Operation>> users = users(module);
      List<Operation> funcs = new ArrayList<>();
      for (Operation op : module.region(0).front()) {
        if (op.name().equals("func.func")) {
          funcs.add(op);
        }
      }
      for (Operation func : funcs) {
        List<Operation> u = users.getOrDefault(SymbolTable.symbolName(func), List.of());
        if (u.size() <= 1) {
          continue;
        }
        changed = true;
        for (Operation user : u.subList(1, u.size())) {
          if (clones++ > MAX_CLONES) {
            func.emitError("reached cloning limit (likely recursive call graph or repeated diamond-like call structure "
                + "or just very large program)").report();
            pc.signalFailure();
            return;
          }
          Operation copy = func.clone();
          String fresh = uniqueName(SymbolTable.symbolName(func), names);
          copy.setAttr(SymbolTable.SYMBOL_ATTR, StringAttr.get(module.context(), fresh));
          copy.setAttr(SymbolTable.VISIBILITY_ATTR, StringAttr.get(module.context(), "private"));
          module.region(0).front().append(copy);
          rename(user, SymbolTable.symbolName(func), fresh);
        }
      }
    } while (changed);
  }

  /**
   * Whether the module's functions call (refer to) each other in a cycle, a function calling
   * itself included: cloning could then never give each function one use.
   */
  private static boolean recursive(Operation module) {
    Map<String, Set<String>> callees = new LinkedHashMap<>();
    for (Operation op : module.region(0).front()) {
      if (!op.name().equals("func.func")) {
        continue;
      }
      Set<String> out = new java.util.LinkedHashSet<>();
      op.walk(
          nested -> {
            if (nested != op) {
              SymbolTable.forEachSymbolUse(nested, ref -> {
                Operation target = SymbolTable.lookupSymbolIn(module, ref.root());
                if (target != null && target.name().equals("func.func")) {
                  out.add(ref.root());
                }
              });
            }
          });
      callees.put(SymbolTable.symbolName(op), out);
    }
    // Depth-first search with colours: 1 on the stack, 2 finished.
    Map<String, Integer> colour = new java.util.HashMap<>();
    for (String start : callees.keySet()) {
      if (colour.containsKey(start)) {
        continue;
      }
      java.util.ArrayDeque<java.util.Iterator<String>> stack = new java.util.ArrayDeque<>();
      java.util.ArrayDeque<String> names = new java.util.ArrayDeque<>();
      colour.put(start, 1);
      stack.push(callees.get(start).iterator());
      names.push(start);
      while (!stack.isEmpty()) {
        java.util.Iterator<String> it = stack.peek();
        if (!it.hasNext()) {
          colour.put(names.pop(), 2);
          stack.pop();
          continue;
        }
        String next = it.next();
        Integer c = colour.get(next);
        if (c != null && c == 1) {
          return true;
        }
        if (c == null && callees.containsKey(next)) {
          colour.put(next, 1);
          stack.push(callees.get(next).iterator());
          names.push(next);
        }
      }
    }
    return false;
  }

  private static String uniqueName(String base, Set<String> taken) {
    for (int i = 0; ; i++) {
      String candidate = base + "_" + i;
      if (taken.add(candidate)) {
        return candidate;
      }
    }
  }

  /** The ops of the module referring to each top-level symbol, in walk order, each op once per symbol. */
  private static Map<String, List<Operation>> users(Operation module) {
    Map<String, List<Operation>> out = new LinkedHashMap<>();
    module.walkPreOrder(
        op -> {
          if (op == module) {
            return;
          }
          Set<String> seen = new HashSet<>();
          SymbolTable.forEachSymbolUse(op, ref -> {
            if (seen.add(ref.root())) {
              out.computeIfAbsent(ref.root(), k -> new ArrayList<>()).add(op);
            }
          });
        });
    return out;
  }

  /** Points {@code op}'s references to {@code from} (as their root) at {@code to}. */
  static void rename(Operation op, String from, String to) {
    MLIRContext ctx = op.context();
    List<NamedAttribute> attrs = new ArrayList<>();
    for (NamedAttribute a : op.attributes().entries()) {
      attrs.add(new NamedAttribute(a.name(), renamed(ctx, a.value(), from, to)));
    }
    op.setAttributes(DictionaryAttr.get(ctx, attrs));
    if (op.properties() != null) {
      op.setProperties(renamed(ctx, op.properties(), from, to));
    }
  }

  private static Attribute renamed(MLIRContext ctx, Attribute a, String from, String to) {
    return switch (a) {
      case SymbolRefAttr s when s.root().equals(from) -> SymbolRefAttr.get(ctx, to, s.nested());
      case ArrayAttr arr -> {
        List<Attribute> els = new ArrayList<>();
        for (Attribute e : arr.elements()) {
          els.add(renamed(ctx, e, from, to));
        }
        yield ArrayAttr.get(ctx, els);
      }
      case DictionaryAttr d -> {
        List<NamedAttribute> es = new ArrayList<>();
        for (NamedAttribute e : d.entries()) {
          es.add(new NamedAttribute(e.name(), renamed(ctx, e.value(), from, to)));
        }
        yield DictionaryAttr.get(ctx, es);
      }
      default -> a;
    };
  }
}
