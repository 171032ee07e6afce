package org.jmlir.dialect.tf.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * Which ops of a function must stay in order because of their side effects (TensorFlow's
 * SideEffectAnalysis). Each op's effects are gathered per resource: effects on resource operands and
 * results through the {@link ResourceAliasAnalysis}, op-wide ones (see {@link OpBasedEffects}), and
 * an unknown effect on the unknown resource for an op that may have side effects that are not known.
 * Islands, graphs and tf.IfRegion/CaseRegion/WhileRegion have the effects of the ops inside. Then,
 * block by block, each op's direct control predecessors are the earlier ops of its block it must
 * follow (see {@link ResourceAccessTracker}); ops in different blocks are never related.
 */
public final class SideEffectAnalysis {
  private final ResourceAliasAnalysis aliases;
  private final Map<Operation, SortedMap<Long, Set<ResourceEffect>>> effects;
  private final Map<Operation, List<Operation>> predecessors;
  private final Map<Operation, List<Operation>> successors;

  private SideEffectAnalysis(
      ResourceAliasAnalysis aliases,
      Map<Operation, SortedMap<Long, Set<ResourceEffect>>> effects,
      Map<Operation, List<Operation>> predecessors,
      Map<Operation, List<Operation>> successors) {
    this.aliases = aliases;
    this.effects = effects;
    this.predecessors = predecessors;
    this.successors = successors;
  }

  /** The analysis of {@code func}, a function op whose body is its first region. */
  public static SideEffectAnalysis of(Operation func) {
    Builder b = new Builder(ResourceAliasAnalysis.of(func));
    if (func.numRegions() > 0) {
      b.analyze(func.region(0));
    }
    return b.build();
  }

  /** The resource aliasing the analysis used. */
  public ResourceAliasAnalysis aliases() {
    return aliases;
  }

  /** The effects of {@code op} per resource id, ascending (empty when it has none). */
  public SortedMap<Long, Set<ResourceEffect>> effects(Operation op) {
    return effects.getOrDefault(op, Collections.emptySortedMap());
  }

  /** The earlier ops of {@code op}'s block that {@code op} must directly follow, in block order. */
  public List<Operation> directControlPredecessors(Operation op) {
    return predecessors.getOrDefault(op, List.of());
  }

  /** The later ops of {@code op}'s block that must directly follow {@code op}, in block order. */
  public List<Operation> directControlSuccessors(Operation op) {
    return successors.getOrDefault(op, List.of());
  }

  /** The mutable state of one function's analysis. */
  private static final class Builder {
    final ResourceAliasAnalysis aliases;
    final OpBasedEffects opBased = new OpBasedEffects();
    final Map<Operation, SortedMap<Long, Set<ResourceEffect>>> effects = new HashMap<>();
    final Map<Operation, Set<Operation>> predecessors = new HashMap<>();
    final Map<Operation, Integer> position = new HashMap<>();

    Builder(ResourceAliasAnalysis aliases) {
      this.aliases = aliases;
    }

    void analyze(Region region) {
      for (Block block : region.blocks()) {
        ResourceAccessTracker tracker = new ResourceAccessTracker();
        int index = 0;
        for (Operation op : block) {
          position.put(op, index++);
          op.regions().forEach(this::analyze);
          SortedMap<Long, Set<ResourceEffect>> e = collect(op).freeze();
          if (!e.isEmpty()) {
            effects.put(op, e);
            Set<Operation> preds = predecessors.computeIfAbsent(op, k -> new LinkedHashSet<>());
            tracker.access(op, e, preds);
          }
        }
      }
    }

    /** All effects of {@code op} per resource (TensorFlow's CollectSideEffectsByResourceId). */
    private EffectsByResource collect(Operation op) {
      EffectsByResource out = new EffectsByResource();
      if (!TfOpEffects.mayHaveSideEffect(op)) {
        return out;
      }
      if (op instanceof IslandOp || op instanceof GraphOp || List.of("tf.IfRegion", "tf.CaseRegion", "tf.WhileRegion").contains(op.name())) {
        // Side-effecting only through the ops inside: gather theirs, value-based ones included.
        for (Region r : op.regions()) {
          for (Block b : r.blocks()) {
            for (Operation inner : b) {
              if (inner != b.last() || b.terminator() == null) {
                out.addAll(collect(inner));
              }
            }
          }
        }
        return out;
      }
      out.addAll(opBased.of(op));
      boolean found = !out.isEmpty();
      Set<Value> covered = Collections.newSetFromMap(new HashMap<>());
      TfOpEffects.Declared declared = TfOpEffects.isTf(op) ? TfOpEffects.declared(op.name()) : null;
      if (declared != null) {
        for (TfOpEffects.ValueEffect ve : declared.values()) {
          int n = ve.onResult() ? op.numResults() : op.numOperands();
          if (ve.index() >= n) {
            continue;
          }
          Value v = ve.onResult() ? op.result(ve.index()) : op.operand(ve.index());
          found = true;
          if (ResourceAliasAnalysis.isResource(v)) {
            covered.add(v);
            aliases.ids(v).forEach(id -> out.add(id, ve.effects()));
          }
        }
      }
      // Resource values the op declares nothing for: any effect on what they hold.
      List<Value> values = new ArrayList<>(op.operands());
      values.addAll(op.results());
      for (Value v : values) {
        if (ResourceAliasAnalysis.isResource(v) && covered.add(v)) {
          found = true;
          aliases.ids(v).forEach(id -> out.add(id, ResourceEffect.ALL));
        }
      }
      if (!found) {
        out.add(ResourceAliasAnalysis.UNKNOWN, ResourceEffect.ALL);
      }
      return out;
    }

    SideEffectAnalysis build() {
      Map<Operation, List<Operation>> preds = new HashMap<>();
      Map<Operation, List<Operation>> succs = new HashMap<>();
      Comparator<Operation> inBlockOrder = Comparator.comparingInt(position::get);
      for (Map.Entry<Operation, Set<Operation>> e : predecessors.entrySet()) {
        List<Operation> sorted = new ArrayList<>(e.getValue());
        sorted.sort(inBlockOrder);
        preds.put(e.getKey(), List.copyOf(sorted));
        for (Operation p : sorted) {
          succs.computeIfAbsent(p, k -> new ArrayList<>()).add(e.getKey());
        }
      }
      succs.replaceAll((op, list) -> list.stream().sorted(inBlockOrder).toList());
      return new SideEffectAnalysis(aliases, Map.copyOf(effects), preds, succs);
    }
  }
}
