package org.jmlir.ir.verify;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.diag.OpText;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;

/**
 * The structural verifier, as mlir-opt 22's {@code OperationVerifier} (mlir/lib/IR/Verifier.cpp):
 * per op the declared invariants, the trait checks and the op's own verifier, then its blocks and
 * nested ops, then (at exit) the nested IsolatedFromAbove ops, the region traits and the op's region
 * verifier; SSA dominance is checked last, per isolated scope. Within an isolated op the first
 * failure stops it, but its isolated siblings are still verified, in order (as upstream, which
 * reports an error in each failing function); the parent then fails without its exit checks.
 *
 * <p>Iterative: an explicit work stack replaces recursion, so 100k nested regions are fine. Dominance
 * within a block compares cached order indexes; a dominator tree is built only for regions with more
 * than one block.
 */
public final class Verifier {
  // Work item kinds.
  private static final byte OP_ENTRY = 0;
  private static final byte OP_EXIT = 1;
  private static final byte OP_FINISH = 2;
  private static final byte BLOCK_ENTRY = 3;
  private static final byte BLOCK_EXIT = 4;
  private static final byte DOMINANCE = 5;
  /** Below an isolated op's work: where a failure inside it stops unwinding (item: its group's flag). */
  private static final byte ISOLATED_BARRIER = 6;
  /** After a group of sibling isolated ops: fails if any of them did (item: the group's flag). */
  private static final byte GROUP_END = 7;

  private final boolean recursive;
  /** The op verification started from: only its isolated children are verified in parallel. */
  private Operation root;
  private final DominanceInfo dominance = new DominanceInfo();
  private Object[] items = new Object[64];
  private byte[] kinds = new byte[64];
  private int top;

  private Verifier(boolean recursive) {
    this.recursive = recursive;
  }

  /** Verifies {@code op} and everything nested in it; reports the first failure and returns false. */
  public static boolean verify(Operation op) {
    return verify(op, true);
  }

  /**
   * Verifies {@code op}; with {@code recursive} false, only {@code op} itself (its traits, its own
   * verifiers and its blocks' structure), as MLIR's {@code verify(op, /*verifyRecursively=*}{@code /false)}.
   */
  public static boolean verify(Operation op, boolean recursive) {
    return new Verifier(recursive).run(op);
  }

  private boolean run(Operation root) {
    this.root = root;
    push(DOMINANCE, root);
    push(OP_ENTRY, root);
    while (top > 0) {
      top--;
      Object item = items[top];
      byte kind = kinds[top];
      items[top] = null;
      boolean ok =
          switch (kind) {
            case OP_ENTRY -> enterOp((Operation) item);
            case OP_EXIT -> exitOp((Operation) item);
            case OP_FINISH -> finishOp((Operation) item);
            case BLOCK_ENTRY -> enterBlock((Block) item);
            case BLOCK_EXIT -> exitBlock((Block) item);
            case DOMINANCE -> verifyDominanceOfContainedRegions((Operation) item);
            case ISOLATED_BARRIER -> true;
            case GROUP_END -> !((boolean[]) item)[0];
            default -> throw new IllegalStateException("bad work item " + kind);
          };
      if (!ok && !unwindToBarrier()) {
        return false;
      }
    }
    return true;
  }

  /**
   * After a failure inside an isolated op, drops the rest of that op's work and flags its group, so
   * that its sibling isolated ops are still verified (mlir-opt reports an error in each failing
   * function); the group then fails as a whole before its parent's exit checks. False when the
   * failure is outside any isolated op.
   */
  private boolean unwindToBarrier() {
    while (top > 0) {
      top--;
      Object item = items[top];
      items[top] = null;
      if (kinds[top] == ISOLATED_BARRIER) {
        ((boolean[]) item)[0] = true;
        return true;
      }
    }
    return false;
  }

  private void push(byte kind, Object item) {
    if (top == items.length) {
      items = java.util.Arrays.copyOf(items, top * 2);
      kinds = java.util.Arrays.copyOf(kinds, top * 2);
    }
    items[top] = item;
    kinds[top] = kind;
    top++;
  }

  // ---- ops -----------------------------------------------------------------------------------

  private boolean enterOp(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      if (op.operand(i) == null) {
        return op.emitError("null operand found").report();
      }
    }
    if (!verifyDialectAttributes(op)) {
      return false;
    }
    OpDef def = op.def();
    if (def.isRegistered() && !verifyInvariants(op, def)) {
      return false;
    }
    int numRegions = op.numRegions();
    if (numRegions > 0) {
      boolean graph = op.isRegistered() && op.hasTrait(Trait.GRAPH_REGION);
      for (int i = 0; i < numRegions; i++) {
        Region region = op.region(i);
        if (graph && region.numBlocks() > 1) {
          return op.emitOpError("expects graph region #" + i + " to have 0 or 1 blocks").report();
        }
        if (!region.isEmpty() && hasPredecessors(region.front())) {
          return emitError(op, op.location(), "entry block of region may not have predecessors");
        }
      }
    }
    push(OP_EXIT, op);
    if (recursive) {
      for (int r = numRegions - 1; r >= 0; r--) {
        List<Block> blocks = op.region(r).blocks();
        for (int b = blocks.size() - 1; b >= 0; b--) {
          push(BLOCK_ENTRY, blocks.get(b));
        }
      }
    }
    return true;
  }

  /** The dialect named by the prefix of {@code attrName} ("nvvm" for "nvvm.kernel") when it is loaded, else null. */
  private static Dialect nameDialect(Operation op, String attrName) {
    int dot = attrName.indexOf('.');
    return dot <= 0 ? null : op.context().getLoadedDialect(attrName.substring(0, dot));
  }

  /**
   * The dialect hooks for dialect-prefixed attributes: each discardable attribute of {@code op}
   * (MLIR's verifyOperationAttribute), then each entry of a function-like op's {@code arg_attrs}
   * and {@code res_attrs} (MLIR's verifyRegionArgAttribute and verifyRegionResultAttribute, from
   * the function interface's trait verifier).
   */
  private static boolean verifyDialectAttributes(Operation op) {
    // Indexed: this runs for every op, and C1-compiled code allocates an iterator per loop.
    List<org.jmlir.ir.attr.NamedAttribute> discardable = op.attributes().entries();
    for (int i = 0; i < discardable.size(); i++) {
      org.jmlir.ir.attr.NamedAttribute a = discardable.get(i);
      Dialect d = nameDialect(op, a.name());
      if (d != null && !d.verifyOperationAttribute(op, a)) {
        return false;
      }
    }
    if (op.numRegions() > 0 && op.inherentAttr("arg_attrs") instanceof org.jmlir.ir.attr.ArrayAttr args) {
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i) instanceof org.jmlir.ir.attr.DictionaryAttr dict) {
          for (org.jmlir.ir.attr.NamedAttribute a : dict.entries()) {
            Dialect d = nameDialect(op, a.name());
            if (d != null && !d.verifyRegionArgAttribute(op, 0, i, a)) {
              return false;
            }
          }
        }
      }
    }
    if (op.numRegions() > 0 && op.inherentAttr("res_attrs") instanceof org.jmlir.ir.attr.ArrayAttr results) {
      for (int i = 0; i < results.size(); i++) {
        if (results.get(i) instanceof org.jmlir.ir.attr.DictionaryAttr dict) {
          for (org.jmlir.ir.attr.NamedAttribute a : dict.entries()) {
            Dialect d = nameDialect(op, a.name());
            if (d != null && !d.verifyRegionResultAttribute(op, 0, i, a)) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  /** MLIR's verifyInvariants: declared constraints, then trait checks, then the op's own verifier. */
  private static boolean verifyInvariants(Operation op, OpDef def) {
    OpDef.Verifier invariants = def.invariantsVerifier();
    if (invariants != null && !invariants.verify(op)) {
      return false;
    }
    if (!TraitVerifier.verifyTraits(op)) {
      return false;
    }
    OpDef.Verifier own = def.verifier();
    return own == null || own.verify(op);
  }

  /**
   * At exit of {@code op}: schedule its nested IsolatedFromAbove ops (each verified with its own
   * dominance check) before {@link #finishOp} runs the region invariants.
   */
  private boolean exitOp(Operation op) {
    push(OP_FINISH, op);
    if (!recursive) {
      return true;
    }
    List<Operation> isolated = null;
    for (int r = 0; r < op.numRegions(); r++) {
      for (Block b : op.region(r).blocks()) {
        for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
          if (o.numRegions() != 0 && o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
            if (isolated == null) {
              isolated = new ArrayList<>();
            }
            isolated.add(o);
          }
        }
      }
    }
    if (isolated != null && op == root && isolated.size() >= PARALLEL_MIN && op.context().isMultithreadingEnabled()) {
      return verifyInParallel(op, isolated);
    }
    if (isolated != null) {
      boolean[] failed = {false};
      push(GROUP_END, failed);
      for (int i = isolated.size() - 1; i >= 0; i--) {
        push(ISOLATED_BARRIER, failed);
        push(DOMINANCE, isolated.get(i));
        push(OP_ENTRY, isolated.get(i));
      }
    }
    return true;
  }

  /** Fewer isolated children than this are not worth starting threads for (a small file's start-up). */
  private static final int PARALLEL_MIN = 8;

  /**
   * MLIR verifies the isolated children of an op in parallel when threads are allowed: each one on
   * its own (dominance included), diagnostics held and reported in child order, so the output is
   * the sequential one; the parent fails, before its exit checks, if any child did.
   */
  private static boolean verifyInParallel(Operation parent, List<Operation> children) {
    int threads = Math.min(Runtime.getRuntime().availableProcessors(), children.size());
    if (threads < 2) {
      boolean ok = true;
      for (Operation c : children) {
        ok &= new Verifier(true).run(c);
      }
      return ok;
    }
    boolean[] results = new boolean[children.size()];
    try (org.jmlir.ir.diag.OrderedDiagnostics diags =
        new org.jmlir.ir.diag.OrderedDiagnostics(parent.context().diagnostics(), children.size())) {
      org.jmlir.ir.Parallel.forEach(
          children.size(), "jmlir-verify", i -> results[i] = diags.runAs(i, () -> new Verifier(true).run(children.get(i))));
    }
    for (boolean ok : results) {
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private boolean finishOp(Operation op) {
    OpDef def = op.def();
    if (def.isRegistered()) {
      if (!TraitVerifier.verifyRegionTraits(op)) {
        return false;
      }
      OpDef.Verifier regionVerifier = def.regionVerifier();
      return regionVerifier == null || regionVerifier.verify(op);
    }
    String namespace = def.dialectNamespace();
    Dialect dialect = namespace.isEmpty() ? null : op.context().getOrLoadDialect(namespace);
    if (dialect == null) {
      if (!op.context().allowsUnregisteredDialects()) {
        return op.emitOpError(
                "created with unregistered dialect. If this is intended, please call"
                    + " allowUnregisteredDialects() on the MLIRContext, or use"
                    + " -allow-unregistered-dialect with the MLIR opt tool used")
            .report();
      }
      return true;
    }
    if (!dialect.allowsUnknownOperations()) {
      return op.emitError(
              "unregistered operation '" + op.name() + "' found in dialect ('" + namespace
                  + "') that does not allow unknown operations")
          .report();
    }
    return dialect.verifyUnknownOperation(op);
  }

  // ---- blocks --------------------------------------------------------------------------------

  private boolean enterBlock(Block block) {
    for (BlockArgument arg : block.arguments()) {
      if (arg.parentBlock() != block) {
        return emitError(block.parentOp(), arg.location(), "block argument not owned by block");
      }
    }
    if (block.isEmpty()) {
      if (mayBeValidWithoutTerminator(block)) {
        return true;
      }
      return emitError(block.parentOp(), block.parentOp().location(), "empty block: expect at least a terminator");
    }
    Operation last = block.last();
    push(BLOCK_EXIT, block);
    // One backward pass (the block is walked once: it is the verifier's main memory traffic): push
    // the ops and remember the first op, in block order, that has successors without ending it.
    Operation misplacedBranch = null;
    for (Operation o = last; o != null; o = o.prevInBlock()) {
      if (o != last && o.numSuccessors() != 0) {
        misplacedBranch = o;
      }
      if (o.numRegions() == 0 || !o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
        push(OP_ENTRY, o);
      }
    }
    if (misplacedBranch != null) {
      return misplacedBranch.emitError("operation with block successors must terminate its parent block").report();
    }
    return true;
  }

  private boolean exitBlock(Block block) {
    Operation last = block.last();
    for (int i = 0; i < last.numSuccessors(); i++) {
      if (last.successor(i).parent() != block.parent()) {
        return last.emitOpError("branching to block of a different region").report();
      }
    }
    if (mayBeValidWithoutTerminator(block)) {
      return true;
    }
    if (!mightHaveTrait(last, Trait.TERMINATOR)) {
      return last.emitError("block with no terminator, has ").append(OpText.inDiagnostic(last)).report();
    }
    return true;
  }

  /** MLIR: a block needs no terminator when its region has one block and its parent op allows it. */
  private static boolean mayBeValidWithoutTerminator(Block block) {
    Region region = block.parent();
    if (region == null) {
      return true;
    }
    if (region.numBlocks() != 1) {
      return false;
    }
    Operation op = region.parentOp();
    return op == null || mightHaveTrait(op, Trait.NO_TERMINATOR);
  }

  /** Unregistered ops might have any trait. */
  private static boolean mightHaveTrait(Operation op, Trait trait) {
    return !op.isRegistered() || op.hasTrait(trait);
  }

  private static boolean hasPredecessors(Block entry) {
    for (Block b : entry.parent().blocks()) {
      Operation t = b.last();
      if (t == null) {
        continue;
      }
      for (int i = 0; i < t.numSuccessors(); i++) {
        if (t.successor(i) == entry) {
          return true;
        }
      }
    }
    return false;
  }

  /** An error at a bare location (MLIR's free {@code emitError}: no "see current operation" note). */
  private static boolean emitError(Operation anchor, Location loc, String message) {
    return anchor.context().diagnostics().emitError(loc, message);
  }

  // ---- dominance -----------------------------------------------------------------------------

  /**
   * Checks that every operand dominates its use, in the regions nested in {@code root} (not
   * descending into nested IsolatedFromAbove ops, which are checked on their own).
   */
  private boolean verifyDominanceOfContainedRegions(Operation root) {
    if (root.numRegions() == 0) {
      return true;
    }
    ArrayList<Operation> worklist = new ArrayList<>();
    worklist.add(root);
    while (!worklist.isEmpty()) {
      Operation op = worklist.remove(worklist.size() - 1);
      for (int r = 0; r < op.numRegions(); r++) {
        for (Block block : op.region(r).blocks()) {
          boolean reachable = block.isEntryBlock() || dominance.isReachable(block);
          for (Operation o = block.first(); o != null; o = o.nextInBlock()) {
            if (reachable) {
              for (int i = 0, n = o.numOperands(); i < n; i++) {
                if (!properlyDominates(o.operand(i), o)) {
                  diagnoseInvalidOperandDominance(o, i);
                  return false;
                }
              }
            }
            if (recursive && o.numRegions() != 0 && !o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) {
              worklist.add(o);
            }
          }
        }
      }
    }
    return true;
  }

  /** Whether the definition of {@code v} properly dominates its use by {@code user} (MLIR's rules). */
  private boolean properlyDominates(Value v, Operation user) {
    Operation def = v.definingOp();
    if (def == null) {
      Block owner = v.parentBlock();
      return owner != null && dominatesBlock(owner, user.block());
    }
    Block aBlock = def.block();
    Block bBlock = user.block();
    if (aBlock == null || bBlock == null) {
      return false;
    }
    if (def == user) {
      return !hasSSADominance(aBlock);
    }
    Region aRegion = aBlock.parent();
    Operation b = user;
    if (aRegion != bBlock.parent()) {
      b = aRegion == null ? null : ancestorInRegion(aRegion, user);
      if (b == null) {
        return false;
      }
      bBlock = b.block();
    }
    if (aBlock == bBlock) {
      if (!hasSSADominance(aBlock)) {
        return true;
      }
      return def != b && def.isBeforeInBlock(b);
    }
    return dominance.dominates(aBlock, bBlock);
  }

  /** Block {@code a} dominates {@code b} (which may be nested in a's region). */
  private boolean dominatesBlock(Block a, Block b) {
    if (a == b) {
      return true;
    }
    Region regionA = a.parent();
    if (regionA == null) {
      return false;
    }
    if (regionA != b.parent()) {
      b = ancestorBlockInRegion(regionA, b);
      if (b == null) {
        return false;
      }
      if (a == b) {
        return true;
      }
    }
    return dominance.dominates(a, b);
  }

  private static boolean hasSSADominance(Block block) {
    Region region = block.parent();
    Operation op = region == null ? null : region.parentOp();
    // As mlir-opt 22: a single-block region of an unregistered op may be a graph region (no
    // dominance required); with several blocks it is a CFG region and dominance applies.
    if (op == null) {
      return true;
    }
    return op.isRegistered() ? !op.hasTrait(Trait.GRAPH_REGION) : region.numBlocks() > 1;
  }

  private static Operation ancestorInRegion(Region region, Operation op) {
    for (Operation o = op; o != null; ) {
      Block b = o.block();
      if (b == null) {
        return null;
      }
      if (b.parent() == region) {
        return o;
      }
      o = b.parentOp();
    }
    return null;
  }

  private static Block ancestorBlockInRegion(Region region, Block block) {
    for (Block b = block; b != null; ) {
      if (b.parent() == region) {
        return b;
      }
      Operation p = b.parentOp();
      b = p == null ? null : p.block();
    }
    return null;
  }

  /** MLIR's diagnoseInvalidOperandDominance: the error plus a note saying where the operand is. */
  private static void diagnoseInvalidOperandDominance(Operation op, int operandNo) {
    InFlightDiagnostic diag = op.emitError("operand #" + operandNo + " does not dominate this use");
    Value operand = op.operand(operandNo);
    Block block1 = op.block();
    Region region1 = block1.parent();
    Operation defOp = operand.definingOp();
    if (defOp != null) {
      Block block2 = defOp.block();
      Region region2 = block2 == null ? null : block2.parent();
      String where;
      if (block1 == block2) {
        where = " (op in the same block)";
      } else if (region1 == region2) {
        where = " (op in the same region)";
      } else if (region2 != null && isProperAncestor(region2, region1)) {
        where = " (op in a parent region)";
      } else if (region2 != null && isProperAncestor(region1, region2)) {
        where = " (op in a child region)";
      } else {
        where = " (op is neither in a parent nor in a child region)";
      }
      diag.attachNote(defOp.location(), "operand defined here" + where).report();
      return;
    }
    Block block2 = operand.parentBlock();
    Region region2 = block2 == null ? null : block2.parent();
    Location loc = region2 != null && region2.parentOp() != null
        ? region2.parentOp().location()
        : UnknownLoc.get(op.context());
    if (region2 == null) {
      diag.attachNote(loc, " (block without parent)").report();
      return;
    }
    int index = region2.indexOf(block2);
    String where;
    if (region1 == region2) {
      where = " in the same region)";
    } else if (isProperAncestor(region2, region1)) {
      where = " in a parent region)";
    } else if (isProperAncestor(region1, region2)) {
      where = " in a child region)";
    } else {
      where = " neither in a parent nor in a child region)";
    }
    diag.attachNote(loc, "operand defined as a block argument (block #" + index + where).report();
  }

  private static boolean isProperAncestor(Region ancestor, Region other) {
    return ancestor != other && ancestor.isAncestor(other);
  }
}
