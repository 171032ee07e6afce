package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code linalg-detensorize} (MLIR 22's Detensorize.cpp): linalg.generic ops on 0-d tensors are
 * inlined as scalar code, and 0-d tensor block arguments of non-entry blocks become scalars, the
 * branches feeding them passing {@code tensor.extract}ed values. Which ops and arguments: in
 * aggressive mode every generic whose operands are all 0-d tensors and every non-entry block
 * argument; otherwise the components reached backwards from the function's branch operands
 * (ControlFlowDetectionModel). Values leave and enter scalar form through tensor.from_elements /
 * tensor.extract, which fold away where they meet; then tensor.from_elements' canonicalization
 * runs greedily.
 */
public final class DetensorizePass extends Pass {
  public static final String ARGUMENT = "linalg-detensorize";
  public static final String SUMMARY = "Detensorize linalg ops";
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("aggressive-mode", "false",
        "Detensorize all ops that qualify for detensoring along with branch operands and basic-block arguments."),
  };

  public DetensorizePass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public boolean canScheduleOn(Operation op) {
    return op.hasTrait(org.jmlir.ir.Trait.FUNCTION_LIKE) && op.numRegions() > 0;
  }

  /** canBeDetensored: a 0-d tensor. */
  private static boolean detensorable(Type t) {
    return t instanceof RankedTensorType r && r.rank() == 0;
  }

  private static Type converted(Type t) {
    return detensorable(t) ? ((TensorType) t).elementType() : t;
  }

  /** shouldBeDetensored: a linalg.generic whose operands are all 0-d tensors. */
  private static boolean shouldDetensor(Operation op) {
    if (!(op instanceof LinalgOp l) || l.kind() != OpKind.GENERIC) {
      return false;
    }
    for (Value v : op.operands()) {
      if (!detensorable(v.type())) {
        return false;
      }
    }
    return true;
  }

  /** One CFG edge into a block: the predecessor's terminator and the successor index. */
  private record Edge(Operation terminator, int successor) {}

  private static List<Edge> incoming(Block block) {
    List<Edge> edges = new ArrayList<>();
    Region region = block.parent();
    for (Block b : region.blocks()) {
      Operation t = b.terminator();
      if (t == null) {
        continue;
      }
      for (int i = 0; i < t.numSuccessors(); i++) {
        if (t.successor(i) == block) {
          edges.add(new Edge(t, i));
        }
      }
    }
    return edges;
  }

  @Override
  public void run(Operation func, PassContext pc) {
    Region body = func.region(0);
    if (body.blocks().isEmpty()) {
      return;
    }
    Set<Operation> ops = new LinkedHashSet<>();
    Set<BlockArgument> args = new LinkedHashSet<>();
    if (options().getBool("aggressive-mode", false)) {
      func.walkPreOrder(o -> {
        if (shouldDetensor(o)) {
          ops.add(o);
        }
      });
      for (Block b : body.blocks().subList(1, body.blocks().size())) {
        args.addAll(b.arguments());
      }
    } else {
      controlFlowModel(func, ops, args);
    }
    Map<Operation, Set<Integer>> branches = branchOperands(args);
    rewrite(func, ops, args, branches);
    List<RewritePattern> patterns = new ArrayList<>();
    var fromElements = func.context().lookupOp("tensor.from_elements");
    CanonicalizationPatterns c = fromElements == null ? null : fromElements.extension(CanonicalizationPatterns.class);
    if (c != null) {
      patterns.addAll(c.patterns());
    }
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.AGGRESSIVE, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(func, new FrozenPatternSet(patterns), config);
  }

  /** ControlFlowDetectionModel: the detensorable components feeding the function's branches. */
  private static void controlFlowModel(Operation func, Set<Operation> ops, Set<BlockArgument> args) {
    ArrayDeque<Value> work = new ArrayDeque<>();
    func.walkPreOrder(o -> {
      if (o.name().equals("cf.cond_br")) {
        work.addAll(o.operands());
      }
    });
    func.walkPreOrder(o -> {
      if (o.name().equals("cf.br")) {
        work.addAll(o.operands());
      }
    });
    Set<Value> visitedValues = new HashSet<>();
    Set<Operation> visitedOps = new HashSet<>();
    Block entry = func.region(0).blocks().get(0);
    while (!work.isEmpty()) {
      Value item = work.removeLast();
      if (!visitedValues.add(item)) {
        continue;
      }
      // Forward: the successor arguments it is passed to, and the results of its users.
      Block parent = item.parentBlock();
      Operation terminator = parent.terminator();
      if (terminator instanceof BranchOpInterface) {
        for (int i = 0; i < terminator.numOperands(); i++) {
          if (terminator.operand(i) == item) {
            BlockArgument succ = BranchOpInterface.successorBlockArgument(terminator, i);
            if (succ != null && !args.contains(succ)) {
              work.addLast(succ);
            }
          }
        }
      }
      for (Operation user : item.users()) {
        work.addAll(user.results());
      }
      // Backward.
      if (item instanceof BlockArgument arg) {
        Block owner = arg.owner();
        if (owner == entry || owner.parent() != func.region(0)) {
          continue;
        }
        args.add(arg);
        for (Edge e : incoming(owner)) {
          if (!(e.terminator() instanceof BranchOpInterface br)) {
            ops.clear();
            args.clear();
            return;
          }
          List<Value> forwarded = br.successorOperands(e.successor());
          if (arg.index() < forwarded.size()) {
            work.addLast(forwarded.get(arg.index()));
          }
        }
        continue;
      }
      Operation def = item.definingOp();
      if (!visitedOps.add(def)) {
        continue;
      }
      if (def instanceof LinalgOp l && l.kind() == OpKind.GENERIC) {
        if (ops.contains(def) || !shouldDetensor(def)) {
          continue;
        }
        ops.add(def);
        work.addAll(l.inputs());
        continue;
      }
      if (def.name().equals("tensor.from_elements")) {
        continue;
      }
      boolean scalarResults = def.resultTypes().stream().allMatch(t -> t instanceof IntegerType || t instanceof FloatType);
      if (scalarResults) {
        work.addAll(def.operands());
      }
    }
    // Arguments fed by a generic that stays are not detensored either.
    Set<BlockArgument> remove = new HashSet<>();
    for (BlockArgument arg : args) {
      for (Edge e : incoming(arg.owner())) {
        List<Value> forwarded = ((BranchOpInterface) e.terminator()).successorOperands(e.successor());
        if (arg.index() >= forwarded.size()) {
          continue;
        }
        Operation def = forwarded.get(arg.index()).definingOp();
        if (def instanceof LinalgOp l && l.kind() == OpKind.GENERIC && !ops.contains(def)) {
          remove.add(arg);
          break;
        }
      }
    }
    args.removeAll(remove);
  }

  /** computeBranchOpDetensoring: for each branch, the operand numbers that feed a detensored argument. */
  private static Map<Operation, Set<Integer>> branchOperands(Set<BlockArgument> args) {
    Map<Operation, Set<Integer>> result = new LinkedHashMap<>();
    for (BlockArgument arg : args) {
      for (Edge e : incoming(arg.owner())) {
        if (!(e.terminator() instanceof BranchOpInterface br)) {
          continue;
        }
        if (arg.index() >= br.successorOperands(e.successor()).size()) {
          continue;
        }
        result.computeIfAbsent(e.terminator(), k -> new LinkedHashSet<>()).add(br.successorOperandStart(e.successor()) + arg.index());
      }
    }
    return result;
  }

  /** The conversion: arguments retyped, generics inlined, branch operands extracted. */
  private static void rewrite(Operation func, Set<Operation> ops, Set<BlockArgument> args, Map<Operation, Set<Integer>> branches) {
    PatternRewriter rewriter = new PatternRewriter(func.context());
    Map<Value, Value> extracted = new HashMap<>();
    Block entry = func.region(0).blocks().get(0);
    // Block arguments: retyped; their tensor uses read a tensor.from_elements at the block start.
    for (BlockArgument arg : args) {
      if (arg.owner() == entry || !detensorable(arg.type())) {
        continue;
      }
      Type tensor = arg.type();
      arg.setType(converted(tensor));
      List<org.jmlir.ir.OpOperand> uses = new ArrayList<>(arg.uses());
      Block b = arg.owner();
      rewriter.setInsertionPointToStart(b);
      Operation from = rewriter.create(fromElements(func, arg, tensor));
      for (org.jmlir.ir.OpOperand use : uses) {
        use.owner().setOperand(use.index(), from.result(0));
      }
      extracted.put(from.result(0), arg);
    }
    // Generics and branches, in program order (the order the conversion visits them).
    List<Operation> order = new ArrayList<>();
    func.walkPreOrder(o -> {
      if (ops.contains(o) || branches.containsKey(o)) {
        order.add(o);
      }
    });
    for (Operation op : order) {
      if (ops.contains(op)) {
        inlineGeneric(rewriter, func, (LinalgOp) op, extracted);
        continue;
      }
      for (int index : branches.get(op)) {
        Value v = op.operand(index);
        if (detensorable(v.type())) {
          op.setOperand(index, extract(rewriter, func, v, extracted));
        }
      }
    }
  }

  /** The generic's body inlined before it over the extracted operands; its results are tensor.from_elements of the yielded values. */
  private static void inlineGeneric(PatternRewriter rewriter, Operation func, LinalgOp op, Map<Value, Value> extracted) {
    List<Value> scalars = new ArrayList<>();
    for (Value v : op.operands()) {
      scalars.add(extract(rewriter, func, v, extracted));
    }
    Block body = op.body();
    Operation yield = body.terminator();
    List<Value> yielded = new ArrayList<>();
    for (Value v : yield.operands()) {
      yielded.add(v instanceof BlockArgument a && a.owner() == body ? scalars.get(a.index()) : v);
    }
    rewriter.eraseOp(yield);
    rewriter.inlineBlockBefore(body, op, scalars);
    List<Value> results = new ArrayList<>();
    rewriter.setInsertionPoint(op);
    for (int i = 0; i < op.numResults(); i++) {
      Operation from = rewriter.create(fromElements(func, yielded.get(i), op.result(i).type()));
      extracted.put(from.result(0), yielded.get(i));
      results.add(from.result(0));
    }
    rewriter.replaceOp(op, results);
  }

  private static org.jmlir.ir.loc.Location loc(Value v, Operation func) {
    return v instanceof BlockArgument a ? a.location() : v.definingOp() != null ? v.definingOp().location() : func.location();
  }

  private static OperationState fromElements(Operation func, Value element, Type tensor) {
    OperationState s = new OperationState(func.context(), func.context().opDef("tensor.from_elements"), loc(element, func));
    s.addOperand(element).addType(tensor);
    return s;
  }

  /** The scalar of a 0-d tensor value: a tensor.extract right after its definition (or the block's materializations). */
  private static Value extract(PatternRewriter rewriter, Operation func, Value v, Map<Value, Value> extracted) {
    Value known = extracted.get(v);
    if (known != null) {
      return known;
    }
    if (v instanceof BlockArgument arg) {
      rewriter.setInsertionPointToStart(arg.owner());
    } else {
      rewriter.setInsertionPointAfter(v.definingOp());
    }
    OperationState s = new OperationState(func.context(), func.context().opDef("tensor.extract"), loc(v, func));
    s.addOperand(v).addType(((TensorType) v.type()).elementType());
    Operation op = rewriter.create(s);
    extracted.put(v, op.result(0));
    return op.result(0);
  }
}
