package org.jmlir.conversion.hlotolhlo;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * The buffer placement passes the lmhlo pipeline runs after {@code -hlo-legalize-to-lhlo}:
 * {@link Hoisting} ({@code -buffer-hoisting}, MLIR 22's pass) and {@link Deallocation}
 * ({@code -buffer-deallocation}, which MLIR removed in favour of
 * {@code -ownership-based-buffer-deallocation}; ours, with the old pass's placement for
 * straight-line code).
 */
public final class BufferPlacement {
  private BufferPlacement() {}

  /** Ops whose results are views of (alias) their first operand. */
  private static final Set<String> VIEWS =
      Set.of(
          "memref.cast", "memref.subview", "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape", "memref.reshape",
          "memref.view", "memref.transpose", "memref.memory_space_cast", "memref.assume_alignment", "bufferization.to_tensor");

  /** Region ops that run their regions at most once (RegionBranchOpInterface ops without loops). */
  private static final Set<String> BRANCHES = Set.of("scf.if", "scf.index_switch", "scf.execute_region");

  /**
   * The values {@code v} flows into: views of it, and the results of the branch ops whose regions
   * yield it (in {@code v}'s order of discovery, {@code v} first).
   */
  static Set<Value> aliases(Value v) {
    Set<Value> out = new LinkedHashSet<>();
    List<Value> work = new ArrayList<>(List.of(v));
    while (!work.isEmpty()) {
      Value x = work.remove(work.size() - 1);
      if (!out.add(x)) {
        continue;
      }
      for (OpOperand use : x.uses()) {
        Operation owner = use.owner();
        if (VIEWS.contains(owner.name()) && use.index() == 0) {
          work.addAll(owner.results());
        } else if (owner.name().equals("scf.yield") && owner.parentOp() != null && BRANCHES.contains(owner.parentOp().name())) {
          work.add(owner.parentOp().result(use.index()));
        }
      }
    }
    return out;
  }

  /** {@code -buffer-hoisting}: moves allocations whose buffers leave a branch region up to where they are seen. */
  public static final class Hoisting extends Pass {
    public Hoisting(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "buffer-hoisting";
    }

    @Override
    public String summary() {
      return "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      for (Operation alloc : root.collect(o -> o.name().equals("memref.alloc"))) {
        Block target = alloc.block();
        for (Value a : aliases(alloc.result(0))) {
          Block b = a.parentBlock();
          if (b != null && b != target && b.parentOp() != null && b.parentOp().isProperAncestor(alloc)) {
            target = b;
          }
        }
        // Up through branch ops only, and not above the blocks that define the sizes.
        Block placement = alloc.block();
        while (placement != target) {
          Operation parent = placement.parentOp();
          if (parent == null || !BRANCHES.contains(parent.name()) || definesOperand(placement, alloc)) {
            break;
          }
          placement = parent.block();
        }
        if (placement != alloc.block()) {
          Operation anchor = alloc;
          while (anchor.block() != placement) {
            anchor = anchor.parentOp();
          }
          alloc.moveBefore(anchor);
        }
      }
    }

    private static boolean definesOperand(Block block, Operation alloc) {
      for (Value v : alloc.operands()) {
        if (v.parentBlock() == block) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * {@code -buffer-deallocation}: a {@code memref.dealloc} after the last use of each
   * {@code memref.alloc} whose buffer does not leave its block (through a terminator's operands),
   * placed in the alloc's block after the op that holds the last use. Allocations that escape are
   * left to their receiver, as the old pass left returned buffers; it adds no clones.
   */
  public static final class Deallocation extends Pass {
    public Deallocation(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "buffer-deallocation";
    }

    @Override
    public String summary() {
      return "Adds all required dealloc operations for all allocations in the input program";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      for (Operation alloc : root.collect(o -> o.name().equals("memref.alloc"))) {
        Block block = alloc.block();
        Operation last = alloc;
        boolean escapes = false;
        for (Value a : aliases(alloc.result(0))) {
          for (OpOperand use : a.uses()) {
            Operation owner = use.owner();
            if (owner.hasTrait(Trait.TERMINATOR) || owner.name().equals("memref.dealloc")) {
              escapes = true;
              break;
            }
            Operation inBlock = owner;
            while (inBlock != null && inBlock.block() != block) {
              inBlock = inBlock.parentOp();
            }
            if (inBlock == null) {
              escapes = true;
              break;
            }
            if (last.isBeforeInBlock(inBlock)) {
              last = inBlock;
            }
          }
        }
        if (escapes || last.hasTrait(Trait.TERMINATOR)) {
          continue;
        }
        OperationState s = new OperationState(alloc.context(), "memref.dealloc", alloc.location());
        s.addOperand(alloc.result(0));
        block.insertAfter(last, Operation.create(s));
      }
    }
  }
}
