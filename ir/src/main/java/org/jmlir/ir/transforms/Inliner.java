package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.analysis.CallGraph;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;

/**
 * {@code inline}: inlines calls bottom-up over the call graph's SCCs, as MLIR 22's Inliner does. Each
 * SCC is simplified (the callable's pipeline: {@code op-pipelines}, else {@code default-pipeline},
 * canonicalize by default) and then has its calls inlined, up to {@code max-iterations} times. Calls
 * produced by inlining a callee are not inlined into a chain that already went through that callee
 * (the inline history), a callee that calls itself or its caller is never inlined, and discardable
 * callables left without uses are erased at the end.
 */
public final class Inliner extends Pass {
  private static final long NO_THRESHOLD = 0xFFFFFFFFL;

  private final String defaultPipeline;
  private final List<String> opPipelineTexts;
  private final int maxIterations;
  private final long threshold;
  private Map<String, OpPassManager> opPipelines;
  private MLIRContext context;

  public Inliner(PassOptions o) {
    super(o);
    this.defaultPipeline = o.get("default-pipeline", "canonicalize");
    this.opPipelineTexts = splitTopLevel(o.get("op-pipelines", ""));
    this.maxIterations = (int) o.getLong("max-iterations", 4);
    this.threshold = o.getLong("inlining-threshold", NO_THRESHOLD);
  }

  /** The options as MLIR 22 declares them (for --help and name checks). */
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option(
        "default-pipeline",
        "<string>",
        "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList"),
    new PassRegistry.Option(
        "inlining-threshold",
        "<uint>",
        "If the ratio between the number of the operations in the callee and the number of the operations in the caller"
            + " exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it"),
    new PassRegistry.Option("max-iterations", "<uint>", "Maximum number of iterations when inlining within an SCC"),
    new PassRegistry.Option(
        "op-pipelines",
        "<pass-manager>",
        "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"),
  };

  @Override
  public String argument() {
    return "inline";
  }

  @Override
  public String summary() {
    return "Inline function calls";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    this.context = ctx;
    if (ctx.getLoadedDialect("func") != null) {
      // MLIR's func dialect depends on cf (its inliner interface branches with cf.br), so the
      // simplification pipeline after inlining folds those branches too.
      loadDialects(ctx, "cf");
    }
    opPipelines = new LinkedHashMap<>();
    if (opPipelineTexts.isEmpty()) {
      return;
    }
    PassRegistry registry = PassRegistry.withAllPasses();
    for (String text : opPipelineTexts) {
      try {
        OpPassManager pm = PipelineParser.parseAnchored(registry, text);
        initializePasses(pm);
        opPipelines.put(pm.anchor(), pm);
      } catch (PipelineParser.PipelineException e) {
        throw new IllegalArgumentException(e.getMessage());
      }
    }
  }

  private void initializePasses(OpPassManager pm) {
    for (OpPassManager.Element e : pm.elements()) {
      switch (e) {
        case OpPassManager.PassElement(Pass p) -> p.initialize(context);
        case OpPassManager.NestedElement(OpPassManager n) -> initializePasses(n);
      }
    }
  }

  /** Splits {@code a(b,c),d(e)} at the commas outside parentheses and braces. */
  private static List<String> splitTopLevel(String text) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '(' || c == '{' || c == '[') {
        depth++;
      } else if (c == ')' || c == '}' || c == ']') {
        depth--;
      } else if (c == ',' && depth == 0) {
        addNonBlank(out, text.substring(start, i));
        start = i + 1;
      }
    }
    addNonBlank(out, text.substring(start));
    return out;
  }

  private static void addNonBlank(List<String> out, String s) {
    if (!s.isBlank()) {
      out.add(s.trim());
    }
  }

  @Override
  public void run(Operation op, PassContext pc) {
    if (!op.hasTrait(Trait.SYMBOL_TABLE)) {
      op.emitOpError(" was scheduled to run under the inliner, but does not define a symbol table").report();
      pc.signalFailure();
      return;
    }
    if (context == null) {
      initialize(op.context());
    }
    new Run(op, pc).run();
  }

  /** A call the inliner may inline: the call, the node containing it, and the node it targets. */
  private record ResolvedCall(Operation call, CallGraph.Node source, CallGraph.Node target) {}

  /** The state of one run over one symbol table op. */
  private final class Run {
    private final Operation root;
    private final PassContext pc;
    private final CallGraph cg;
    private final CallGraphUseList useList;
    private final List<ResolvedCall> calls = new ArrayList<>();
    private final Set<CallGraph.Node> deadNodes = new LinkedHashSet<>();
    private final Map<String, OpPassManager> defaultPipelines = new HashMap<>();
    private final InlinerInterface iface;
    private boolean failed;

    Run(Operation root, PassContext pc) {
      this.root = root;
      this.pc = pc;
      this.cg = new CallGraph(root);
      this.useList = new CallGraphUseList(root, cg);
      this.iface =
          new InlinerInterface(root.context()) {
            @Override
            public void processInlinedBlocks(List<Block> inlinedBlocks) {
              Region region = inlinedBlocks.get(0).parent();
              CallGraph.Node node;
              while ((node = cg.lookupNode(region)) == null) {
                region = region.parentOp().parentRegion();
              }
              collectCallOps(inlinedBlocks, node, true);
            }
          };
    }

    void run() {
      for (List<CallGraph.Node> scc : cg.sccs()) {
        List<CallGraph.Node> current = new ArrayList<>(scc);
        if (!inlineSCC(current)) {
          pc.signalFailure();
          return;
        }
      }
      for (CallGraph.Node n : deadNodes) {
        n.callableRegion().parentOp().erase();
      }
    }

    private boolean inlineSCC(List<CallGraph.Node> scc) {
      int iteration = 0;
      do {
        if (!optimizeSCC(scc)) {
          return false;
        }
        if (!inlineCallsInSCC(scc)) {
          break;
        }
      } while (++iteration < maxIterations);
      return true;
    }

    private boolean optimizeSCC(List<CallGraph.Node> scc) {
      List<CallGraph.Node> toVisit = new ArrayList<>();
      for (CallGraph.Node n : scc) {
        if (n.isExternal() || n.hasChildren()) {
          continue;
        }
        if (!n.callableRegion().parentOp().hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
          continue;
        }
        toVisit.add(n);
      }
      for (CallGraph.Node n : toVisit) {
        Operation callable = n.callableRegion().parentOp();
        OpPassManager pm = pipelineFor(callable.name());
        if (pm != null && !pc.runPipeline(pm, callable)) {
          return false;
        }
      }
      for (CallGraph.Node n : toVisit) {
        useList.recomputeUses(n);
      }
      return true;
    }

    private OpPassManager pipelineFor(String opName) {
      OpPassManager pm = opPipelines.get(opName);
      if (pm != null) {
        return pm;
      }
      if (defaultPipeline.isEmpty()) {
        return null;
      }
      return defaultPipelines.computeIfAbsent(opName, this::buildDefaultPipeline);
    }

    private OpPassManager buildDefaultPipeline(String opName) {
      OpPassManager pm = new OpPassManager(opName);
      try {
        PipelineParser.parseInto(PassRegistry.withAllPasses(), defaultPipeline, pm);
      } catch (PipelineParser.PipelineException e) {
        throw new IllegalArgumentException(e.getMessage());
      }
      initializePasses(pm);
      return pm;
    }

    /** Collects the calls nested in {@code blocks}, attributing each to the closest callable node. */
    private void collectCallOps(List<Block> blocks, CallGraph.Node source, boolean traverseNestedNodes) {
      ArrayList<Object[]> worklist = new ArrayList<>();
      for (Block b : blocks) {
        worklist.add(new Object[] {b, source});
      }
      while (!worklist.isEmpty()) {
        Object[] item = worklist.remove(worklist.size() - 1);
        Block block = (Block) item[0];
        CallGraph.Node node = (CallGraph.Node) item[1];
        for (Operation op : block) {
          CallOpInterface call = CallOpInterface.of(op);
          if (call != null) {
            // Nested symbol references are not inlined (as upstream).
            if (call.callee(op) instanceof CallOpInterface.Callee.Symbol(SymbolRefAttr ref) && !ref.nested().isEmpty()) {
              continue;
            }
            CallGraph.Node target = cg.resolveCallable(op);
            if (!target.isExternal()) {
              calls.add(new ResolvedCall(op, node, target));
            }
            continue;
          }
          for (Region r : op.regions()) {
            CallGraph.Node nested = cg.lookupNode(r);
            if (traverseNestedNodes || nested == null) {
              for (Block b : r.blocks()) {
                worklist.add(new Object[] {b, nested != null ? nested : node});
              }
            }
          }
        }
      }
    }

    /** Inlines the calls of one SCC; returns whether any was inlined. */
    private boolean inlineCallsInSCC(List<CallGraph.Node> scc) {
      Set<CallGraph.Node> sccDead = new LinkedHashSet<>();
      for (CallGraph.Node n : scc) {
        if (n.isExternal()) {
          continue;
        }
        if (useList.isDead(n)) {
          sccDead.add(n);
        } else {
          collectCallOps(n.callableRegion().blocks(), n, false);
        }
      }
      // The inline history: entry = (callee inlined, the history entry of the call it replaced).
      List<CallGraph.Node> historyNode = new ArrayList<>();
      List<Integer> historyParent = new ArrayList<>();
      List<Integer> callHistory = new ArrayList<>();
      for (int i = 0; i < calls.size(); i++) {
        callHistory.add(null);
      }
      boolean inlinedAny = false;
      for (int i = 0; i < calls.size(); i++) {
        ResolvedCall rc = calls.get(i);
        if (sccDead.contains(rc.source())) {
          continue;
        }
        Integer historyId = callHistory.get(i);
        boolean inHistory = false;
        for (Integer h = historyId; h != null; h = historyParent.get(h)) {
          if (historyNode.get(h) == rc.target()) {
            inHistory = true;
            break;
          }
        }
        if (inHistory || !shouldInline(rc)) {
          continue;
        }
        int before = calls.size();
        Region targetRegion = rc.target().callableRegion();
        boolean inPlace = useList.hasOneUseAndDiscardable(rc.target());
        if (!InliningUtils.inlineCall(iface, rc.call(), targetRegion.parentOp(), targetRegion, !inPlace)) {
          continue;
        }
        inlinedAny = true;
        int newId = historyNode.size();
        historyNode.add(rc.target());
        historyParent.add(historyId);
        for (int k = before; k < calls.size(); k++) {
          callHistory.add(newId);
        }
        useList.dropCallUses(rc.source(), rc.call());
        useList.mergeUsesAfterInlining(rc.target(), rc.source());
        rc.call().erase();
        if (inPlace) {
          useList.eraseNode(rc.target());
          sccDead.add(rc.target());
        }
      }
      for (CallGraph.Node n : sccDead) {
        scc.remove(n);
        deadNodes.add(n);
      }
      calls.clear();
      return inlinedAny;
    }

    private boolean shouldInline(ResolvedCall rc) {
      if (rc.call().hasTrait(Trait.TERMINATOR)) {
        return false;
      }
      for (CallGraph.Edge e : rc.target().edges()) {
        if (e.target() == rc.target() || e.target() == rc.source()) {
          return false;
        }
      }
      Region callable = rc.target().callableRegion();
      if (callable.isAncestor(rc.call().parentRegion())) {
        return false;
      }
      if (callable.numBlocks() >= 2) {
        Operation callerParent = rc.call().parentOp();
        boolean supportsBlocks =
            callable.parentOp().name().equals(callerParent.name()) || !callerParent.hasTrait(Trait.SINGLE_BLOCK);
        if (!supportsBlocks) {
          return false;
        }
      }
      return isProfitable(rc);
    }

    private boolean isProfitable(ResolvedCall rc) {
      if (threshold == NO_THRESHOLD) {
        return true;
      }
      long callerOps = countOps(rc.source().callableRegion());
      if (callerOps == 0) {
        return true;
      }
      return countOps(rc.target().callableRegion()) * 100 / callerOps <= threshold;
    }

    private long countOps(Region r) {
      long[] n = {0};
      for (Block b : r.blocks()) {
        for (Operation o : b) {
          o.walk(x -> n[0]++);
        }
      }
      return n[0];
    }
  }
}
