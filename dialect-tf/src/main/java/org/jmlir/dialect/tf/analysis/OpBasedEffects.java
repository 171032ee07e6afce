package org.jmlir.dialect.tf.analysis;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.tfexecutor.FetchOp;
import org.jmlir.dialect.tfexecutor.GraphOp;
import org.jmlir.dialect.tfexecutor.IslandOp;
import org.jmlir.dialect.tfexecutor.YieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;

/**
 * The effects of ops that do not go through a resource value (TensorFlow's OpSideEffectCollector):
 * an op kind's own resource (the random generator), memory effects of non-tf ops, the unknown
 * resource for a tf op that may have side effects but declares none, and, for calls, functional
 * control flow and ops with regions, those of the ops they run. Each op-wide resource gets an id
 * above every id of the alias analysis.
 */
final class OpBasedEffects {
  /** Op-wide resources get ids from here up, out of the alias analysis's range. */
  static final long FIRST_ID = Long.MAX_VALUE / 2 + 1;

  private final Map<String, Long> ids = new HashMap<>();
  private final Map<Operation, EffectsByResource> memo = new HashMap<>();
  private final Set<Operation> active = new HashSet<>();

  /** The op-based effects of {@code op}, including those of the ops it runs. */
  EffectsByResource of(Operation op) {
    EffectsByResource known = memo.get(op);
    if (known != null) {
      return known;
    }
    EffectsByResource out = new EffectsByResource();
    if (!TfOpEffects.mayHaveSideEffect(op) || op instanceof YieldOp || op instanceof FetchOp || op.name().equals("func.return")) {
      return out;
    }
    if (!active.add(op)) {
      return out; // a recursive call: its effects are being gathered already
    }
    collect(op, out);
    active.remove(op);
    memo.put(op, out);
    return out;
  }

  private void collect(Operation op, EffectsByResource out) {
    if (op.hasTrait(Trait.FUNCTION_LIKE)) {
      addRegion(op.numRegions() == 0 ? null : op.region(0), out);
    } else if (CallOpInterface.of(op) instanceof CallOpInterface call) {
      Operation callee = call.resolveCallable(op);
      if (callee != null && callee.hasTrait(Trait.FUNCTION_LIKE)) {
        addRegion(callee.region(0), out);
      }
    } else if (op.name().equals("tf.If")) {
      addFunction(op, op.attr("then_branch"), out);
      addFunction(op, op.attr("else_branch"), out);
    } else if (op.name().equals("tf.While")) {
      addFunction(op, op.attr("body"), out);
    } else if (op.name().equals("tf.Case")) {
      for (Attribute b : op.attr("branches") instanceof ArrayAttr a ? a.elements() : List.<Attribute>of()) {
        addFunction(op, b, out);
      }
    } else if (op.name().equals("tf.WhileRegion")) {
      addRegion(op.region(1), out);
    } else if (op instanceof IslandOp || op instanceof GraphOp || op.name().equals("tf.IfRegion") || op.name().equals("tf.CaseRegion")) {
      op.regions().forEach(r -> addRegion(r, out));
    } else {
      collectOwn(op, out);
    }
  }

  private void collectOwn(Operation op, EffectsByResource out) {
    TfOpEffects.Declared declared = TfOpEffects.isTf(op) ? TfOpEffects.declared(op.name()) : null;
    List<MemoryEffectOpInterface.Effect> mlirEffects =
        !TfOpEffects.isTf(op) && op instanceof MemoryEffectOpInterface m ? m.effects() : List.of();
    if (declared == null && mlirEffects.isEmpty()) {
      // May have side effects, declares none: an unknown effect, which dominates any other.
      out.add(ResourceAliasAnalysis.UNKNOWN, ResourceEffect.ALL);
      return;
    }
    op.regions().forEach(r -> addRegion(r, out));
    if (declared != null && declared.opResource() != null) {
      out.add(id(declared.opResource()), declared.opEffects());
    }
    for (MemoryEffectOpInterface.Effect e : mlirEffects) {
      out.add(id("mlir.DefaultResource"), EnumSet.of(kind(e)));
    }
  }

  private static ResourceEffect kind(MemoryEffectOpInterface.Effect e) {
    return switch (e) {
      case MemoryEffectOpInterface.Read r -> ResourceEffect.READ;
      case MemoryEffectOpInterface.Write w -> ResourceEffect.WRITE;
      case MemoryEffectOpInterface.Allocate a -> ResourceEffect.ALLOC;
      case MemoryEffectOpInterface.Free f -> ResourceEffect.FREE;
    };
  }

  private long id(String resource) {
    return ids.computeIfAbsent(resource, k -> FIRST_ID + ids.size());
  }

  private void addFunction(Operation op, Attribute ref, EffectsByResource out) {
    Operation f = ref instanceof SymbolRefAttr sym ? SymbolTable.lookupNearestSymbolFrom(op, sym) : null;
    if (f != null && f.numRegions() > 0) {
      addRegion(f.region(0), out);
    }
  }

  private void addRegion(Region region, EffectsByResource out) {
    if (region == null) {
      return;
    }
    for (Block b : region.blocks()) {
      for (Operation op : b) {
        out.addAll(of(op));
      }
    }
  }
}
