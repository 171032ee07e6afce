package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.RankedTensorType;

/**
 * {@code --mhlo-broadcast-propagation} (XLA's BroadcastPropagationPass): a
 * {@code mhlo.dynamic_broadcast_in_dim} moves up over the element-wise ops (and the
 * dynamic_broadcast_in_dim ops, whose dimensions compose) that produce its operand in the same
 * block, so the arguments are broadcast once and the element-wise ops compute on broadcast values.
 * The broadcast "intents" (value, target type, output shape, dimensions) are collected first and
 * realized once each in topological order, so shared subexpressions are not duplicated; ops left
 * unused are erased.
 */
public final class BroadcastPropagation extends Pass {
  public BroadcastPropagation(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "mhlo-broadcast-propagation";
  }

  @Override
  public String summary() {
    return "Move dynamic broadcasts up over element-wise operations and broadcast the operands rather than the result. This will eventually allow for larger fusions.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig bottomUp = new GreedyRewriteConfig(false, GreedyRewriteConfig.DEFAULT.maxIterations(),
        GreedyRewriteConfig.DEFAULT.maxNumRewrites(), GreedyRewriteConfig.DEFAULT.regionSimplification(),
        GreedyRewriteConfig.DEFAULT.enableFolding(), GreedyRewriteConfig.DEFAULT.enableConstantCSE());
    GreedyPatternRewriteDriver.applyPatternsGreedily(root,
        new FrozenPatternSet(List.of(CanonicalizeDynamism.pattern(BROADCAST, BroadcastPropagation::propagate))), bottomUp);
  }

  private static final String BROADCAST = "mhlo.dynamic_broadcast_in_dim";

  /** A broadcast of {@code value} to {@code type} with output shape {@code shape} along {@code dims}. */
  private record Intent(RankedTensorType type, Value value, Value shape, List<Long> dims) {}

  private static List<Long> boxed(long[] v) {
    return Arrays.stream(v).boxed().toList();
  }

  private static boolean elementwise(Operation op) {
    return op.numResults() == 1 && op.hasTrait(Trait.ELEMENTWISE) && op.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_SHAPE);
  }

  private static boolean propagates(Operation op) {
    return op != null && (op.name().equals(BROADCAST) || elementwise(op));
  }

  private static boolean producerInBlock(Intent it, Block block) {
    Operation def = it.value().definingOp();
    return def != null && def.block() == block && propagates(def);
  }

  private static boolean propagate(Operation root, PatternRewriter rewriter) {
    Block block = root.block();
    long[] rootDims = HloAttrs.dimValues(root.attr("broadcast_dimensions"));
    if (rootDims == null || !(root.result(0).type() instanceof RankedTensorType rootType)) {
      return false;
    }
    Intent rootIntent = new Intent(rootType, root.operand(0), root.operand(1), boxed(rootDims));
    List<Intent> intents = new ArrayList<>();
    Set<Intent> seen = new HashSet<>();
    Map<Intent, List<Intent>> deps = new HashMap<>();
    intents.add(rootIntent);
    seen.add(rootIntent);
    for (int i = 0; i < intents.size(); i++) {
      Intent it = intents.get(i);
      if (!producerInBlock(it, block)) {
        continue;
      }
      Operation producer = it.value().definingOp();
      List<Intent> operandIntents = new ArrayList<>();
      if (producer.name().equals(BROADCAST)) {
        long[] inner = HloAttrs.dimValues(producer.attr("broadcast_dimensions"));
        if (inner == null) {
          continue;
        }
        List<Long> composed = new ArrayList<>();
        for (long d : inner) {
          composed.add(it.dims().get((int) d));
        }
        operandIntents.add(new Intent(it.type(), producer.operand(0), it.shape(), composed));
      } else {
        for (Value operand : producer.operands()) {
          if (!(operand.type() instanceof RankedTensorType ot)) {
            operandIntents = null;
            break;
          }
          List<Long> dims = ot.rank() == 0 ? List.of() : it.dims();
          operandIntents.add(new Intent(RankedTensorType.get(root.context(), it.type().shape(), ot.elementType()), operand,
              it.shape(), dims));
        }
        if (operandIntents == null) {
          continue;
        }
      }
      deps.put(it, operandIntents);
      for (Intent d : operandIntents) {
        if (seen.add(d)) {
          intents.add(d);
        }
      }
    }
    if (intents.size() <= 1) {
      return false;
    }
    // Producers outside the block (arguments, other blocks) first, then in block order.
    intents.sort((a, b) -> {
      Operation pa = a.value().definingOp();
      Operation pb = b.value().definingOp();
      boolean ia = pa != null && pa.block() == block;
      boolean ib = pb != null && pb.block() == block;
      if (ia && ib) {
        return pa == pb ? 0 : pa.isBeforeInBlock(pb) ? -1 : 1;
      }
      return ia == ib ? 0 : ia ? 1 : -1;
    });
    Map<Intent, Value> realized = new HashMap<>();
    for (Intent it : intents) {
      List<Intent> itDeps = deps.get(it);
      Operation producer = it.value().definingOp();
      if (itDeps == null) {
        insertAfterLast(rewriter, block, List.of(it.value(), it.shape()));
        OperationState s = new OperationState(root.context(), BROADCAST, location(it.value()));
        s.addOperands(List.of(it.value(), it.shape()));
        s.addTypes(List.of(it.type()));
        long[] dims = it.dims().stream().mapToLong(Long::longValue).toArray();
        s.addAttribute("broadcast_dimensions", HloAttrs.dims(root.context(), "mhlo", dims));
        realized.put(it, rewriter.create(s).result(0));
      } else if (producer.name().equals(BROADCAST)) {
        realized.put(it, realized.get(itDeps.get(0)));
      } else {
        List<Value> operands = new ArrayList<>();
        for (Intent d : itDeps) {
          operands.add(realized.get(d));
        }
        insertAfterLast(rewriter, block, operands);
        OperationState s = new OperationState(root.context(), producer.name(), producer.location());
        s.addOperands(operands);
        s.addTypes(List.of(it.type()));
        for (NamedAttribute a : producer.attributes().entries()) {
          s.addAttribute(a.name(), a.value());
        }
        if (producer.properties() instanceof org.jmlir.ir.attr.DictionaryAttr props) {
          for (NamedAttribute a : props.entries()) {
            s.addAttribute(a.name(), a.value());
          }
        }
        realized.put(it, rewriter.create(s).result(0));
      }
    }
    List<Operation> possiblyUnused = new ArrayList<>();
    for (Value v : root.operands()) {
      if (v.definingOp() != null) {
        possiblyUnused.add(v.definingOp());
      }
    }
    rewriter.replaceOp(root, List.of(realized.get(rootIntent)));
    for (Operation op : possiblyUnused) {
      eraseUnused(op, rewriter);
    }
    return true;
  }

  private static org.jmlir.ir.loc.Location location(Value v) {
    return v instanceof org.jmlir.ir.BlockArgument a ? a.location() : v.definingOp().location();
  }

  /** The insertion point right after the last of {@code values} defined in {@code block}, else its start. */
  private static void insertAfterLast(PatternRewriter rewriter, Block block, List<Value> values) {
    Operation last = null;
    for (Value v : values) {
      Operation def = v.definingOp();
      if (def != null && def.block() == block && (last == null || last.isBeforeInBlock(def))) {
        last = def;
      }
    }
    if (last != null) {
      rewriter.setInsertionPointAfter(last);
    } else {
      rewriter.setInsertionPointToStart(block);
    }
  }

  /** Erases {@code root} and, transitively, its side-effect-free producers once they are unused. */
  private static void eraseUnused(Operation root, PatternRewriter rewriter) {
    Set<Operation> erase = new HashSet<>();
    List<Operation> order = new ArrayList<>();
    List<Operation> worklist = new ArrayList<>(List.of(root));
    while (!worklist.isEmpty()) {
      Operation op = worklist.remove(worklist.size() - 1);
      if (erase.contains(op) || !SideEffects.isMemoryEffectFree(op)) {
        continue;
      }
      boolean unused = true;
      for (Value r : op.results()) {
        for (Operation user : r.users()) {
          unused &= erase.contains(user);
        }
      }
      if (!unused) {
        continue;
      }
      erase.add(op);
      order.add(op);
      for (Value v : op.operands()) {
        if (v.definingOp() != null) {
          worklist.add(v.definingOp());
        }
      }
    }
    for (Operation op : order) {
      rewriter.eraseOp(op);
    }
  }
}
