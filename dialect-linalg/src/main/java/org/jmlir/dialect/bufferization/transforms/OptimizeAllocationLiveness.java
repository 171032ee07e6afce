package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code optimize-allocation-liveness} (MLIR's OptimizeAllocationLiveness), per func.func: for an op
 * that allocates one result whose only freeing user (memref.dealloc, gpu.dealloc) is in the same
 * block, the dealloc moves right after the last op of that block that uses the buffer or one of its
 * aliases (an op nested in a region counts as the op of the block containing it).
 */
public final class OptimizeAllocationLiveness extends Pass {
  public OptimizeAllocationLiveness(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "optimize-allocation-liveness";
  }

  @Override
  public String summary() {
    return "This pass optimizes the liveness of temp allocations in the input function";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(o -> o.name().equals("func.func"))) {
      if (func.region(0).isEmpty()) {
        continue;
      }
      BufferOrigin aliases = new BufferOrigin(func);
      for (Operation op : func.collect(o -> o instanceof MemoryEffectOpInterface)) {
        shorten(op, aliases);
      }
    }
  }

  private static void shorten(Operation alloc, BufferOrigin aliases) {
    List<Value> allocated = new ArrayList<>();
    for (MemoryEffectOpInterface.Effect e : ((MemoryEffectOpInterface) alloc).effects()) {
      if (e instanceof MemoryEffectOpInterface.Allocate a && a.value() != null && a.value().definingOp() == alloc) {
        allocated.add(a.value());
      }
    }
    if (allocated.size() != 1) {
      return;
    }
    Value buffer = allocated.get(0);
    Operation dealloc = null;
    for (Operation user : buffer.users()) {
      if (frees(user, buffer)) {
        if (dealloc != null) {
          return;
        }
        dealloc = user;
      }
    }
    Block block = alloc.block();
    if (dealloc == null || dealloc.block() != block) {
      return;
    }
    Operation last = null;
    for (Value alias : aliases.resolve(buffer)) {
      for (Operation user : alias.users()) {
        if (user == dealloc) {
          continue;
        }
        Operation top = ancestorInBlock(block, user);
        if (top == null) {
          return;
        }
        if (last == null || last.isBeforeInBlock(top)) {
          last = top;
        }
      }
    }
    if (last != null && last != dealloc) {
      dealloc.moveAfter(last);
    }
  }

  private static boolean frees(Operation op, Value buffer) {
    if (op instanceof MemoryEffectOpInterface m) {
      return m.effects().stream().anyMatch(e -> e instanceof MemoryEffectOpInterface.Free);
    }
    return op.name().equals("memref.dealloc") || op.name().equals("gpu.dealloc");
  }

  private static Operation ancestorInBlock(Block block, Operation op) {
    for (Operation o = op; o != null; o = o.block() == null ? null : o.block().parentOp()) {
      if (o.block() == block) {
        return o;
      }
    }
    return null;
  }
}
