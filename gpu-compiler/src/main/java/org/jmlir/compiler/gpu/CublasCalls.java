package org.jmlir.compiler.gpu;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.transforms.DeviceLibrary;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code hlo-gpu-cublas}: the HLO compiler's {@code cblas_sgemm} calls (row-major f32 products of
 * {@code hlo-to-loops} with {@code blas-min-flops} set) become calls of our runtime's
 * {@code mgpuCublasSgemm} ({@link DeviceLibrary}: cuBLAS on the device, a host sgemm under emulation),
 * on the default stream. The run-time size test {@code hlo-to-loops} puts around a call for dynamic
 * sizes ({@code scf.if} on {@code flops uge min}) is dropped when the minimum is 0 (always true), so
 * every product of the GPU path is one library call; {@code hlo-gpu-device-buffers} then hands it the
 * device copies of its matrices. Batched products ({@code hlo-to-loops} makes loops of them: a
 * zero fill of C, then a nest over batch, rows, k and columns accumulating {@code C += A * B}) become
 * one {@code mgpuCublasSgemmStridedBatched} call ({@link BatchedProduct}).
 */
public final class CublasCalls extends Pass {
  private static final String CBLAS = "cblas_sgemm";
  private static final int ROW_MAJOR = 101;
  private static final int NO_TRANS = 111;
  private static final int TRANS = 112;

  public CublasCalls(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-gpu-cublas";
  }

  @Override
  public String summary() {
    return "Turn the HLO compiler's cblas_sgemm calls into calls of jmlir's GPU runtime (mgpuCublasSgemm)";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> calls = root.collect(o -> o.name().equals("func.call") && o.attr("callee") instanceof SymbolRefAttr s
        && s.leaf().equals(CBLAS));
    boolean any = false;
    for (Operation call : calls) {
      List<Value> a = call.operands();
      BigInteger order = constantInt(a.get(0));
      Integer ta = transpose(a.get(1));
      Integer tb = transpose(a.get(2));
      if (a.size() != 14 || order == null || order.intValue() != ROW_MAJOR || ta == null || tb == null) {
        continue;
      }
      PatternRewriter rw = new PatternRewriter(call.context());
      rw.setInsertionPoint(call);
      ArithBuilder b = new ArithBuilder(rw, call.location());
      Type i32 = IntegerType.get(call.context(), 32);
      List<Value> args = new ArrayList<>();
      args.add(b.intConst(i32, ta));
      args.add(b.intConst(i32, tb));
      args.addAll(a.subList(3, 14));
      args.add(b.op("llvm.mlir.zero", List.of(LlvmPointerType.get(call.context())), List.of()).result(0));
      b.op("func.call", List.of(), args, "callee", SymbolRefAttr.get(call.context(), DeviceLibrary.SGEMM));
      Operation parent = call.parentOp();
      call.erase();
      any = true;
      if (parent != null && parent.name().equals("scf.if") && alwaysTrue(parent.operand(0))) {
        inlineThen(rw, parent);
      }
    }
    if (any) {
      DeviceLibrary.declare(root, DeviceLibrary.SGEMM);
    }
    boolean batched = false;
    for (Operation loop : root.collect(o -> o instanceof ForOp && !(o.parentOp() instanceof ForOp))) {
      if (BatchedProduct.match((ForOp) loop) instanceof BatchedProduct p) {
        p.replace();
        batched = true;
      }
    }
    if (batched) {
      DeviceLibrary.declare(root, DeviceLibrary.SGEMM_BATCHED);
    }
    if (any) {
      Block body = root.region(0).front();
      for (Operation op : new ArrayList<>(body.operations())) {
        if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s && s.value().equals(CBLAS)
            && root.collect(o -> o.attr("callee") instanceof SymbolRefAttr c && c.leaf().equals(CBLAS)).isEmpty()) {
          op.erase();
        }
      }
    }
  }

  /** 0 or 1 for a constant CBLAS transpose flag, null otherwise. */
  private static Integer transpose(Value v) {
    BigInteger c = constantInt(v);
    if (c == null) {
      return null;
    }
    return c.intValue() == NO_TRANS ? Integer.valueOf(0) : c.intValue() == TRANS ? Integer.valueOf(1) : null;
  }

  private static BigInteger constantInt(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    return a instanceof IntegerAttr i ? i.value() : null;
  }

  /** {@code arith.cmpi uge, x, 0}: true for every x. */
  private static boolean alwaysTrue(Value cond) {
    Operation d = cond.definingOp();
    if (d == null || !d.name().equals("arith.cmpi") || !(d.attr("predicate") instanceof IntegerAttr p)) {
      return false;
    }
    BigInteger rhs = constantInt(d.operand(1));
    return p.value().intValue() == ArithAttrs.CMPI_PREDICATES.indexOf("uge") && rhs != null && rhs.signum() == 0;
  }

  /** Replaces a result-less {@code scf.if} by its then-block. */
  private static void inlineThen(PatternRewriter rw, Operation ifOp) {
    if (ifOp.numResults() != 0) {
      return;
    }
    Block then = ifOp.region(0).front();
    then.terminator().erase();
    rw.inlineBlockBefore(then, ifOp, List.of());
    ifOp.erase();
  }
}
