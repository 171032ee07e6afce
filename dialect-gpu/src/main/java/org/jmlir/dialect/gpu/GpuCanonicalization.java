package org.jmlir.dialect.gpu;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** The gpu dialect's canonicalization patterns and folders (GPUDialect.cpp), as lambdas. */
final class GpuCanonicalization {
  private GpuCanonicalization() {}

  private static boolean isTokenlessWait(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("gpu.wait") && def.numOperands() == 0;
  }

  /** gpu.wait: drop waits on tokens of dependency-free waits; erase trivial waits; forward single dependencies. */
  static final List<RewritePattern> WAIT =
      List.of(
          new NamedPattern(
              "EraseRedundantGpuWaitOpPairs",
              "gpu.wait",
              1,
              (op, rw) -> {
                List<Value> keep = new ArrayList<>();
                for (Value v : op.operands()) {
                  if (!isTokenlessWait(v)) {
                    keep.add(v);
                  }
                }
                if (keep.size() == op.numOperands()) {
                  return false;
                }
                rw.modifyOpInPlace(op, () -> op.setOperands(keep));
                return true;
              }),
          new NamedPattern(
              "SimplifyGpuWaitOp",
              "gpu.wait",
              1,
              (op, rw) -> {
                boolean async = op.numResults() > 0;
                if (op.numOperands() == 0 && !async) {
                  rw.eraseOp(op);
                  return true;
                }
                if (op.numOperands() == 1 && async) {
                  rw.replaceOp(op, List.of(op.operand(0)));
                  return true;
                }
                if (async && op.result(0).hasNoUses()) {
                  rw.eraseOp(op);
                  return true;
                }
                return false;
              }));

  private static boolean allocates(Operation def) {
    return def != null && (def.name().equals("memref.alloc") || def.name().equals("memref.alloca") || def.name().equals("gpu.alloc"));
  }

  private static boolean frees(Operation user) {
    return user.name().equals("memref.dealloc") || user.name().equals("gpu.dealloc");
  }

  /** gpu.memcpy into a fresh allocation that nothing but deallocations reads is dead (EraseTrivialCopyOp). */
  static final List<RewritePattern> MEMCPY =
      List.of(
          new NamedPattern(
              "EraseTrivialCopyOp",
              "gpu.memcpy",
              1,
              (op, rw) -> {
                MemcpyView m = new MemcpyView(op);
                if (!allocates(m.dst().definingOp())) {
                  return false;
                }
                for (OpOperand use : m.dst().uses()) {
                  if (use.owner() != op && !frees(use.owner())) {
                    return false;
                  }
                }
                int deps = m.deps().size();
                boolean async = op.numResults() > 0;
                if (deps > 1 || (deps == 0) == async) {
                  return false;
                }
                rw.replaceOp(op, m.deps());
                return true;
              }));

  /** The operands of a memcpy/memset: dependencies first, then the memrefs. */
  private record MemcpyView(Operation op) {
    List<Value> deps() {
      return op.operands().subList(0, op.numOperands() - 2);
    }

    Value dst() {
      return op.operand(op.numOperands() - 2);
    }
  }

  /** gpu.memcpy / gpu.memset bypass memref.casts of their memref operands (foldMemRefCast). */
  static final OpFolder FOLD_MEMREF_CASTS =
      (op, constants) -> {
        boolean changed = false;
        // memcpy: ..., dst, src; memset: ..., dst, value.
        int memrefs = op.name().equals("gpu.memcpy") ? 2 : 1;
        int first = op.numOperands() - 2;
        for (int i = first; i < first + memrefs; i++) {
          Operation def = op.operand(i).definingOp();
          if (def != null && def.name().equals("memref.cast") && def.operand(0).type() instanceof MemRefType) {
            op.setOperand(i, def.operand(0));
            changed = true;
          }
        }
        return changed ? List.<OpFoldResult>of() : null;
      };

  /** memref.dim of a gpu.alloc at a constant dynamic dimension is the alloc's size operand (SimplifyDimOfAllocOp). */
  static final List<RewritePattern> ALLOC =
      List.of(
          new NamedPattern(
              "SimplifyDimOfAllocOp",
              "memref.dim",
              1,
              (op, rw) -> {
                Operation alloc = op.operand(0).definingOp();
                Operation idx = op.operand(1).definingOp();
                if (alloc == null || !alloc.name().equals("gpu.alloc") || idx == null || !(idx.inherentAttr("value") instanceof IntegerAttr c)) {
                  return false;
                }
                MemRefType t = (MemRefType) alloc.result(0).type();
                long d = c.value().longValue();
                if (d < 0 || d >= t.shape().length || t.shape()[(int) d] != ShapedType.DYNAMIC) {
                  return false;
                }
                int dynIndex = 0;
                for (int i = 0; i < d; i++) {
                  if (t.shape()[i] == ShapedType.DYNAMIC) {
                    dynIndex++;
                  }
                }
                List<Value> sizes = GpuOps.ALLOC.extension(OpSpec.class).operandGroup(alloc, 1);
                rw.replaceOp(op, List.of(sizes.get(dynIndex)));
                return true;
              }));

  /** gpu.launch: a block or thread id along a dimension of size 1 is 0 (FoldLaunchArguments). */
  static final List<RewritePattern> LAUNCH =
      List.of(
          new NamedPattern(
              "FoldLaunchArguments",
              "gpu.launch",
              1,
              (op, rw) -> {
                LaunchOp l = (LaunchOp) op;
                var args = op.region(0).front().arguments();
                List<Value> grid = l.gridSizes();
                List<Value> block = l.blockSizes();
                Value zero = null;
                boolean simplified = false;
                for (int i = 0; i < 6; i++) {
                  Value size = i < 3 ? grid.get(i) : block.get(i - 3);
                  Value id = args.get(i);
                  if (!isOne(size) || id.hasNoUses()) {
                    continue;
                  }
                  if (zero == null) {
                    zero = indexZero(rw, op);
                  }
                  rw.replaceAllUsesWith(id, zero);
                  simplified = true;
                }
                return simplified;
              }));

  private static boolean isOne(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("arith.constant") && def.inherentAttr("value") instanceof IntegerAttr c && c.value().longValue() == 1;
  }

  private static Value indexZero(PatternRewriter rw, Operation launch) {
    MLIRContext ctx = launch.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp("arith.constant"), launch.location());
    s.properties =
        DictionaryAttr.get(ctx, List.of(new NamedAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), 0))));
    s.addType(IndexType.get(ctx));
    Operation c = Operation.create(s);
    var entry = launch.region(0).front();
    rw.setInsertionPointToStart(entry);
    rw.insert(c);
    return c.result(0);
  }
}
