package org.jmlir.compiler.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.Type;

/**
 * {@code hlo-gpu-async-copies} (ours): the synchronous {@code gpu.alloc}, {@code gpu.dealloc},
 * {@code gpu.memcpy} and {@code gpu.memset} that {@code hlo-gpu-device-buffers} places become the
 * async form {@code -gpu-to-llvm} lowers (it leaves synchronous ones, as mlir-opt does): each runs on
 * a stream of its own ({@code gpu.wait async}) that is synchronized right after it ({@code gpu.wait}),
 * so the program's order is kept. MLIR's {@code -gpu-async-region} overlaps more; this is the
 * simplest correct form for the HLO compiler's device path.
 */
public final class AsyncCopies extends Pass {
  private static final Set<String> OPS = Set.of("gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset");

  public AsyncCopies(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-gpu-async-copies";
  }

  @Override
  public String summary() {
    return "Give the synchronous gpu.alloc/dealloc/memcpy/memset a stream of their own, synchronized after them (for -gpu-to-llvm)";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> OPS.contains(o.name()) && !(o.parentOp() != null && o.parentOp().name().equals("gpu.func")))) {
      boolean async = false;
      for (Value v : op.operands()) {
        async |= v.type() instanceof AsyncTokenType;
      }
      for (Value r : op.results()) {
        async |= r.type() instanceof AsyncTokenType;
      }
      if (!async) {
        toStream(op);
      }
    }
  }

  private static void toStream(Operation op) {
    OpBuilder b = new OpBuilder(op.context());
    b.setInsertionPoint(op);
    ArithBuilder ab = new ArithBuilder(b, op.location());
    Type token = AsyncTokenType.get(op.context());
    Value stream = ab.op("gpu.wait", List.of(token), List.of()).result(0);
    List<Value> operands = new ArrayList<>();
    operands.add(stream);
    operands.addAll(op.operands());
    List<Type> types = new ArrayList<>();
    for (Value r : op.results()) {
      types.add(r.type());
    }
    types.add(token);
    Operation created;
    if (op.name().equals("gpu.alloc")) {
      int dynamic = 0;
      for (long d : ((org.jmlir.ir.type.MemRefType) op.result(0).type()).shape()) {
        dynamic += d < 0 ? 1 : 0;
      }
      int symbols = op.numOperands() - dynamic;
      created = ab.op("gpu.alloc", types, operands, "operandSegmentSizes",
          OperandSegments.sizesAttr(op.context(), 1, dynamic, symbols));
      if (op.attr("hostShared") != null) {
        created.setAttr("hostShared", op.attr("hostShared"));
      }
    } else {
      created = ab.op(op.name(), types, operands);
    }
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(created.result(i));
    }
    ab.op("gpu.wait", List.of(), List.of(created.result(created.numResults() - 1)));
    op.erase();
  }
}
