package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.conversion.llvmcommon.LlvmSymbols;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.llvm.GEPOp;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * jmlir's GPU library calls: functions of our runtime (not MLIR's wrappers) that host code calls on
 * device buffers, each with a device implementation in {@code org.jmlir.gpu.cuda.CudaRuntime}
 * (cuBLAS) and a host implementation that {@code gpu-emulate-on-host} gives the declaration, so the
 * same call runs on a laptop. Matrices are row-major (CBLAS's {@code CblasRowMajor}), pointers are the
 * buffers' aligned pointers, the last argument is the stream (null: the default stream).
 * <ul>
 * <li>{@code mgpuCublasSgemm(i32 transA, i32 transB, i32 m, i32 n, i32 k, f32 alpha, ptr A, i32 lda,
 * ptr B, i32 ldb, f32 beta, ptr C, i32 ldc, ptr stream)}: {@code C = alpha op(A) op(B) + beta C}
 * (C not read when beta is 0), {@code op} a transpose where the flag is 1.
 * <li>{@code mgpuCublasSgemmStridedBatched(i32 transA, i32 transB, i32 m, i32 n, i32 k, f32 alpha,
 * ptr A, i32 lda, i64 strideA, ptr B, i32 ldb, i64 strideB, f32 beta, ptr C, i32 ldc, i64 strideC,
 * i32 batch, ptr stream)}: the same for {@code batch} matrices, the i-th at {@code i * stride}
 * elements from the base pointers.
 * </ul>
 */
public final class DeviceLibrary {
  private DeviceLibrary() {}

  public static final String SGEMM = "mgpuCublasSgemm";
  public static final String SGEMM_BATCHED = "mgpuCublasSgemmStridedBatched";

  /** The index of the output matrix's pointer among each function's arguments (the only one written). */
  private static final Map<String, Integer> OUTPUT = Map.of(SGEMM, 11, SGEMM_BATCHED, 13);

  /** Inner block sizes of the host sgemm (columns of C, and k): a block of B stays in cache. */
  private static final int NB = 256;
  private static final int KB = 64;

  /** Whether {@code name} is one of the library's functions. */
  public static boolean has(String name) {
    return OUTPUT.containsKey(name);
  }

  /** The names of the library's functions. */
  public static Set<String> names() {
    return OUTPUT.keySet();
  }

  /** Whether argument {@code i} of a call to {@code name} is a buffer the call writes. */
  public static boolean writes(String name, int i) {
    Integer o = OUTPUT.get(name);
    return o != null && o == i;
  }

  /** The parameter types of {@code name}. */
  public static List<Type> parameters(MLIRContext ctx, String name) {
    Type i32 = IntegerType.get(ctx, 32);
    Type i64 = IntegerType.get(ctx, 64);
    Type f32 = FloatType.f32(ctx);
    Type ptr = LlvmPointerType.get(ctx);
    return switch (name) {
      case SGEMM -> List.of(i32, i32, i32, i32, i32, f32, ptr, i32, ptr, i32, f32, ptr, i32, ptr);
      case SGEMM_BATCHED -> List.of(i32, i32, i32, i32, i32, f32, ptr, i32, i64, ptr, i32, i64, f32, ptr, i32, i64, i32, ptr);
      default -> throw new IllegalArgumentException("not a library function: " + name);
    };
  }

  /** Declares {@code name} (private, no body) at the start of {@code module} unless it is there. */
  public static void declare(Operation module, String name) {
    MLIRContext ctx = module.context();
    LlvmSymbols.declareFuncPrivate(new OpBuilder(ctx), module, name, FunctionType.get(ctx, parameters(ctx, name), List.of()), List.of());
  }

  /**
   * Gives the library's declarations in {@code module} their host bodies (gpu-emulate-on-host): a
   * blocked sgemm whose every element of C sums its products in k order, as a loop nest would.
   */
  public static void defineOnHost(Operation module) {
    for (Operation op : new ArrayList<>(module.region(0).front().operations())) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s && has(s.value())
          && op.region(0).blocks().isEmpty()) {
        FunctionType ft = (FunctionType) ((TypeAttr) op.attr("function_type")).value();
        if (!ft.inputs().equals(parameters(op.context(), s.value()))) {
          throw new EmulateOnHost.Unsupported(op, "'" + s.value() + "' is declared with another signature than jmlir's runtime gives it");
        }
        new HostSgemm(op, s.value().equals(SGEMM_BATCHED)).emit();
      }
    }
  }

  /** The host body of the sgemm functions. */
  private static final class HostSgemm {
    private final Operation fn;
    private final boolean batched;
    private final MLIRContext ctx;
    private final PatternRewriter rw;
    private final ArithBuilder b;
    private final Type index;
    private final Type i64;
    private final Type f32;
    private final Type ptr;

    HostSgemm(Operation fn, boolean batched) {
      this.fn = fn;
      this.batched = batched;
      this.ctx = fn.context();
      this.rw = new PatternRewriter(ctx);
      Location loc = fn.location();
      this.b = new ArithBuilder(rw, loc);
      this.index = IndexType.get(ctx);
      this.i64 = IntegerType.get(ctx, 64);
      this.f32 = FloatType.f32(ctx);
      this.ptr = LlvmPointerType.get(ctx);
    }

    void emit() {
      Block body = new Block();
      for (Type t : parameters(ctx, batched ? SGEMM_BATCHED : SGEMM)) {
        body.addArgument(t, fn.location());
      }
      fn.region(0).addBlock(body);
      rw.setInsertionPointToEnd(body);
      b.op("func.return", List.of(), List.of());
      rw.setInsertionPoint(body.terminator());
      List<Value> a = body.arguments().stream().map(Value.class::cast).toList();
      Value one = b.intConst(index, 1);
      Value zero = b.intConst(index, 0);
      Value ta = b.cmpi("ne", a.get(0), b.intConst(a.get(0).type(), 0));
      Value tb = b.cmpi("ne", a.get(1), b.intConst(a.get(1).type(), 0));
      Value m = idx(a.get(2));
      Value n = idx(a.get(3));
      Value k = idx(a.get(4));
      Value alpha = a.get(5);
      int s = batched ? 1 : 0;
      Value pa = a.get(6);
      Value lda = idx(a.get(7));
      Value pb = a.get(8 + s);
      Value ldb = idx(a.get(9 + s));
      Value beta = a.get(10 + 2 * s);
      Value pc = a.get(11 + 2 * s);
      Value ldc = idx(a.get(12 + 2 * s));
      Value batch = batched ? idx(a.get(16)) : one;
      ForOp batches = ScfBuilders.createFor(rw, fn.location(), zero, batch, one, List.of());
      rw.setInsertionPoint(batches.region(0).front().terminator());
      Value bi = batches.region(0).front().argument(0);
      if (batched) {
        pa = gep(pa, b.same("arith.muli", bi, idx(a.get(8))));
        pb = gep(pb, b.same("arith.muli", bi, idx(a.get(11))));
        pc = gep(pc, b.same("arith.muli", bi, idx(a.get(15))));
      }
      Value betaZero = b.cmpf("oeq", beta, b.floatConst(f32, 0));
      Value i = loop(zero, m, one);
      // C's row: zero (beta 0: C is not read) or scaled by beta.
      Value rowC = b.same("arith.muli", i, ldc);
      ForOp rowLoop = ScfBuilders.createFor(rw, fn.location(), zero, n, one, List.of());
      rw.setInsertionPoint(rowLoop.region(0).front().terminator());
      Value j = rowLoop.region(0).front().argument(0);
      Value at = b.same("arith.addi", rowC, j);
      Value old = load(pc, at);
      Value scaled = b.select(betaZero, b.floatConst(f32, 0), b.same("arith.mulf", beta, old));
      store(scaled, pc, at);
      rw.setInsertionPointAfter(rowLoop);
      Value kb = b.intConst(index, KB);
      Value nb = b.intConst(index, NB);
      Value p0 = loop(zero, k, kb);
      Value j0 = loop(zero, n, nb);
      Value p = loop(p0, b.same("arith.minsi", b.same("arith.addi", p0, kb), k), one);
      Value aIdx = b.select(ta, b.same("arith.addi", b.same("arith.muli", p, lda), i), b.same("arith.addi", b.same("arith.muli", i, lda), p));
      Value av = b.same("arith.mulf", alpha, load(pa, aIdx));
      Value jj = loop(j0, b.same("arith.minsi", b.same("arith.addi", j0, nb), n), one);
      Value bIdx = b.select(tb, b.same("arith.addi", b.same("arith.muli", jj, ldb), p), b.same("arith.addi", b.same("arith.muli", p, ldb), jj));
      Value cIdx = b.same("arith.addi", rowC, jj);
      Value c = load(pc, cIdx);
      store(b.same("arith.addf", c, b.same("arith.mulf", av, load(pb, bIdx))), pc, cIdx);
    }

    /** An scf.for from lb to ub; the insertion point moves into its body; its induction variable. */
    private Value loop(Value lb, Value ub, Value step) {
      ForOp f = ScfBuilders.createFor(rw, fn.location(), lb, ub, step, List.of());
      rw.setInsertionPoint(f.region(0).front().terminator());
      return f.region(0).front().argument(0);
    }

    private Value idx(Value v) {
      return b.cast("arith.index_cast", index, v);
    }

    private Value gep(Value base, Value offset) {
      return rw.insert(GEPOp.create(ctx, fn.location(), ptr, f32, base, List.of(b.cast("arith.index_cast", i64, offset)), 0)).result(0);
    }

    private Value load(Value base, Value offset) {
      return b.op("llvm.load", List.of(f32), List.of(gep(base, offset))).result(0);
    }

    private void store(Value v, Value base, Value offset) {
      b.op("llvm.store", List.of(), List.of(v, gep(base, offset)));
    }
  }
}
