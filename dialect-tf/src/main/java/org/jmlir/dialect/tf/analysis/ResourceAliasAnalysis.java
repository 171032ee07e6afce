package org.jmlir.dialect.tf.analysis;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;
import org.jmlir.dialect.tf.TfTypeWithSubtypes;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.verify.TypeChecks;

/**
 * Which resources each resource-typed value of a function may hold (TensorFlow's
 * ResourceAliasAnalysis): every value gets a set of resource ids, and two values may alias when their
 * sets meet. Ids come from where a handle originates:
 *
 * <ul>
 *   <li>function arguments are distinct resources, unless some carry {@code tf._resource_arg_unique_id},
 *       in which case arguments with equal ids hold the same resource;
 *   <li>arguments of regions nested in the function are distinct resources;
 *   <li>tf.VarHandleOp handles with equal (container, shared_name, device) hold the same variable
 *       (the anonymous shared_name always makes a new one); tf.StackV2 and tf.TensorArrayV3 always
 *       allocate a new resource;
 *   <li>tf.Identity/IdentityN, island and graph results, and results of tf.If/Case/While, their
 *       region forms and calls that pass an argument through unchanged, hold what they pass on;
 *   <li>any other resource value is {@link #UNKNOWN}: it may alias every resource.
 * </ul>
 */
public final class ResourceAliasAnalysis {
  /** The id of a resource the analysis cannot tell: it aliases every resource. */
  public static final long UNKNOWN = -1;

  /** The argument attribute that says which resource arguments are the same resource. */
  public static final String ARG_UNIQUE_ID = "tf._resource_arg_unique_id";

  /** The shared_name TensorFlow gives a handle that must never be shared. */
  public static final String ANONYMOUS_NAME = "cd2c89b7-88b7-44c8-ad83-06c2a9158347";

  private static final SortedSet<Long> UNKNOWN_SET = Collections.unmodifiableSortedSet(new TreeSet<>(List.of(UNKNOWN)));

  private final Map<Value, SortedSet<Long>> ids;

  private ResourceAliasAnalysis(Map<Value, SortedSet<Long>> ids) {
    this.ids = ids;
  }

  /** The analysis of {@code func}, a function op whose body is its first region. */
  public static ResourceAliasAnalysis of(Operation func) {
    Builder b = new Builder();
    b.analyze(func);
    Map<Value, SortedSet<Long>> frozen = new HashMap<>(b.ids.size());
    b.ids.forEach((v, s) -> frozen.put(v, Collections.unmodifiableSortedSet(s)));
    return new ResourceAliasAnalysis(frozen);
  }

  /** Whether {@code v} is a resource handle (of type resource or a tensor of resources). */
  public static boolean isResource(Value v) {
    return TypeChecks.elementTypeOrSelf(v.type()) instanceof TfTypeWithSubtypes t && t.kind() == TfTypeWithSubtypes.Kind.RESOURCE;
  }

  /** Whether the analysis cannot tell which resource {@code v} holds (also for a value it never saw). */
  public boolean isUnknown(Value v) {
    SortedSet<Long> s = ids.get(v);
    return s == null || s.first() == UNKNOWN;
  }

  /** The ids of the resources {@code v} may hold; just {@link #UNKNOWN} when unknown. */
  public SortedSet<Long> ids(Value v) {
    return isUnknown(v) ? UNKNOWN_SET : ids.get(v);
  }

  /** Whether resource values {@code a} and {@code b} may hold the same resource. */
  public boolean mayAlias(Value a, Value b) {
    if (isUnknown(a) || isUnknown(b)) {
      return true;
    }
    return !Collections.disjoint(ids.get(a), ids.get(b));
  }

  /** The mutable state of one function's analysis. */
  private static final class Builder {
    final Map<Value, TreeSet<Long>> ids = new HashMap<>();
    final Map<String, Long> variables = new HashMap<>();
    final ResourceBacktracking backtracking = new ResourceBacktracking();
    long nextId;

    void analyze(Operation func) {
      if (func.numRegions() == 0 || func.region(0).isEmpty()) {
        return;
      }
      seedArguments(func);
      func.walk(
          op -> {
            if (op != func) {
              for (Region r : op.regions()) {
                if (!r.isEmpty()) {
                  r.front().arguments().forEach(this::addNew);
                }
              }
            }
          });
      func.walk(
          op -> {
            if (op != func) {
              visit(op);
            }
          });
    }

    private void seedArguments(Operation func) {
      List<BlockArgument> args = func.region(0).front().arguments();
      ArrayAttr argAttrs = func.attr("arg_attrs") instanceof ArrayAttr a && a.size() == args.size() ? a : null;
      Map<Long, Long> byAttr = new HashMap<>();
      for (BlockArgument arg : args) {
        if (!isResource(arg)) {
          continue;
        }
        Attribute unique = argAttrs != null && argAttrs.get(arg.index()) instanceof DictionaryAttr d ? d.get(ARG_UNIQUE_ID) : null;
        if (unique instanceof IntegerAttr id) {
          add(arg, byAttr.computeIfAbsent(id.longValue(), k -> nextId++));
        } else {
          addNew(arg);
        }
      }
    }

    private void addNew(Value v) {
      if (isResource(v)) {
        add(v, nextId++);
      }
    }

    private boolean add(Value v, long id) {
      return ids.computeIfAbsent(v, k -> new TreeSet<>()).add(id);
    }

    /** Gives {@code to} the ids of {@code from} (unknown when never seen); whether that added any. */
    private boolean propagate(Value from, Value to) {
      TreeSet<Long> src = ids.get(from);
      if (src == null) {
        return add(to, UNKNOWN);
      }
      boolean changed = false;
      for (long id : List.copyOf(src)) {
        changed |= add(to, id);
      }
      return changed;
    }

    private void visit(Operation op) {
      switch (op.name()) {
        case "tf.VarHandleOp" -> resourceResults(op).forEach(r -> add(r, variableId(op)));
        case "tf.StackV2", "tf.TensorArrayV3" -> resourceResults(op).forEach(this::addNew);
        case "tf.Identity", "tf.IdentityN" -> resourceResults(op).forEach(r -> propagate(op.operand(r.index()), r));
        case "tf.While" -> analyzeWhile(op, functionBody(op, op.attr("body")));
        case "tf.WhileRegion" -> analyzeWhile(op, op.region(1));
        case "tf.If" -> analyzeBranches(op, List.of(op.attr("then_branch"), op.attr("else_branch")));
        case "tf.Case" -> analyzeBranches(op, op.attr("branches") instanceof ArrayAttr a ? a.elements() : List.of());
        case "tf.IfRegion", "tf.CaseRegion" -> {
          for (OpResult r : resourceResults(op)) {
            for (Region region : op.regions()) {
              propagate(regionResult(region, r.index()), r);
            }
          }
        }
        default -> {
          if (op instanceof IslandOp || op instanceof GraphOp) {
            resourceResults(op).forEach(r -> propagate(regionResult(op.region(0), r.index()), r));
          } else if (CallOpInterface.of(op) instanceof CallOpInterface call) {
            Operation callee = call.resolveCallable(op);
            List<Value> args = call.argOperands(op);
            for (OpResult r : resourceResults(op)) {
              int arg = callee == null || callee.numRegions() == 0 ? -1 : backtracking.passthroughArgument(callee.region(0), r.index());
              if (arg >= 0 && arg < args.size()) {
                propagate(args.get(arg), r);
              } else {
                add(r, UNKNOWN);
              }
            }
          } else {
            resourceResults(op).forEach(r -> add(r, UNKNOWN));
          }
        }
      }
    }

    private long variableId(Operation handle) {
      String name = text(handle, "shared_name");
      if (name.equals(ANONYMOUS_NAME)) {
        return nextId++;
      }
      String key = text(handle, "container") + "/" + name + "/" + text(handle, "device");
      return variables.computeIfAbsent(key, k -> nextId++);
    }

    private static String text(Operation op, String attr) {
      return op.attr(attr) instanceof StringAttr s ? s.value() : "";
    }

    /** The value a region's terminator returns at {@code index}, followed back as far as it goes; null when none. */
    private Value regionResult(Region region, int index) {
      if (region == null || region.isEmpty() || region.back().last() == null) {
        return null;
      }
      Operation terminator = region.back().last();
      return index < terminator.numOperands() ? backtracking.backtrack(terminator.operand(index)) : null;
    }

    private static Region functionBody(Operation op, Attribute ref) {
      if (!(ref instanceof SymbolRefAttr sym)) {
        return null;
      }
      Operation f = SymbolTable.lookupNearestSymbolFrom(op, sym);
      return f == null || f.numRegions() == 0 ? null : f.region(0);
    }

    private int passthrough(Region body, int index) {
      return body == null ? -1 : backtracking.passthroughArgument(body, index);
    }

    /**
     * A loop result holds what its operand holds when the body never runs; when the body passes
     * argument {@code a} on as result {@code r}, result {@code r} may also hold whatever result
     * {@code a} holds, to a fixed point. Results the body makes anew are unknown.
     */
    private void analyzeWhile(Operation loop, Region body) {
      List<OpResult> results = resourceResults(loop);
      Map<OpResult, Integer> through = new HashMap<>();
      boolean crossing = false;
      for (OpResult r : results) {
        int arg = passthrough(body, r.index());
        if (arg < 0 || arg >= loop.numOperands()) {
          add(r, UNKNOWN);
          continue;
        }
        propagate(loop.operand(arg), r);
        through.put(r, arg);
        crossing |= arg != r.index() && !ids.get(r).contains(UNKNOWN);
      }
      for (boolean changed = crossing; changed; ) {
        changed = false;
        for (Map.Entry<OpResult, Integer> e : through.entrySet()) {
          if (!ids.get(e.getKey()).contains(UNKNOWN)) {
            changed |= propagate(loop.result(e.getValue()), e.getKey());
          }
        }
      }
    }

    /** A result passed through by every branch may hold what each branch's input holds; otherwise unknown. */
    private void analyzeBranches(Operation op, List<Attribute> branches) {
      for (OpResult r : resourceResults(op)) {
        boolean all = !branches.isEmpty();
        for (Attribute b : branches) {
          int arg = passthrough(functionBody(op, b), r.index());
          if (arg < 0 || arg + 1 >= op.numOperands()) {
            all = false;
            break;
          }
        }
        if (!all) {
          add(r, UNKNOWN);
          continue;
        }
        for (Attribute b : branches) {
          propagate(op.operand(passthrough(functionBody(op, b), r.index()) + 1), r);
        }
      }
    }

    private static List<OpResult> resourceResults(Operation op) {
      return op.results().stream().filter(ResourceAliasAnalysis::isResource).toList();
    }
  }
}
