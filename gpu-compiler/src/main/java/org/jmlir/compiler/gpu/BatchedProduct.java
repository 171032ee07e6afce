package org.jmlir.compiler.gpu;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.transforms.DeviceLibrary;
import org.jmlir.dialect.llvm.LlvmPointerType;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * A batched f32 matrix product in the loop form {@code hlo-to-loops} gives it: a nest zero-filling C
 * right before a perfect nest {@code for b, i, k, j: C[b,i,j] = C[b,i,j] + A[b,i,k] * B[b,k,j]} (A read
 * as {@code [b,k,i]} or B as {@code [b,j,k]} for a transpose), all loops from 0 by 1, over rank-3
 * f32 buffers with the identity layout. {@link #replace} turns both nests into one call of
 * {@code mgpuCublasSgemmStridedBatched} (beta 0, so the fill is not needed).
 */
final class BatchedProduct {
  private final ForOp fill;
  private final ForOp nest;
  private final Value a;
  private final Value b;
  private final Value c;
  private final boolean ta;
  private final boolean tb;
  private final Value[] bounds;

  private BatchedProduct(ForOp fill, ForOp nest, Value a, Value b, Value c, boolean ta, boolean tb, Value[] bounds) {
    this.fill = fill;
    this.nest = nest;
    this.a = a;
    this.b = b;
    this.c = c;
    this.ta = ta;
    this.tb = tb;
    this.bounds = bounds;
  }

  /** The perfect nest of {@code depth} loops from 0 by 1 starting at {@code top}: the loops, or null. */
  private static List<ForOp> perfect(Operation top, int depth) {
    List<ForOp> loops = new ArrayList<>();
    Operation op = top;
    for (int d = 0; d < depth; d++) {
      if (!(op instanceof ForOp f) || f.numResults() != 0 || !isConstant(f.lowerBound(), 0) || !isConstant(f.step(), 1)) {
        return null;
      }
      loops.add(f);
      if (d + 1 < depth) {
        if (f.body().operations().size() != 2) {
          return null;
        }
        op = f.body().operations().get(0);
      }
    }
    return loops;
  }

  private static boolean isConstant(Value v, long c) {
    Attribute a = OperationFolder.constantValue(v);
    return a instanceof IntegerAttr i && i.value().equals(BigInteger.valueOf(c));
  }

  private static boolean f32Buffer(Value v) {
    return v.type() instanceof MemRefType m && m.shape().length == 3 && m.layout() == null && m.memorySpace() == null
        && m.elementType() instanceof FloatType f && f.kind() == FloatType.Kind.F32;
  }

  /** Whether {@code op} is {@code memref.load v[i0, i1, i2]} (or a store of it with those indices). */
  private static boolean indexed(Operation op, int first, Value... ivs) {
    if (op.numOperands() != first + 3) {
      return false;
    }
    for (int i = 0; i < 3; i++) {
      if (op.operand(first + i) != ivs[i]) {
        return false;
      }
    }
    return true;
  }

  static BatchedProduct match(ForOp top) {
    List<ForOp> loops = perfect(top, 4);
    Operation prev = top.prevInBlock();
    if (loops == null || prev == null) {
      return null;
    }
    List<Operation> body = loops.get(3).body().operations();
    if (body.size() != 7) {
      return null;
    }
    Value bi = loops.get(0).inductionVar();
    Value ii = loops.get(1).inductionVar();
    Value ki = loops.get(2).inductionVar();
    Value ji = loops.get(3).inductionVar();
    Operation store = body.get(5);
    if (!store.name().equals("memref.store") || !indexed(store, 2, bi, ii, ji)) {
      return null;
    }
    Value c = store.operand(1);
    Operation add = store.operand(0).definingOp();
    if (add == null || !add.name().equals("arith.addf") || !f32Buffer(c)) {
      return null;
    }
    Operation loadC = add.operand(0).definingOp();
    Operation mul = add.operand(1).definingOp();
    if (loadC == null || !loadC.name().equals("memref.load")) {
      loadC = add.operand(1).definingOp();
      mul = add.operand(0).definingOp();
    }
    if (loadC == null || mul == null || !loadC.name().equals("memref.load") || loadC.operand(0) != c || !indexed(loadC, 1, bi, ii, ji)
        || !mul.name().equals("arith.mulf")) {
      return null;
    }
    Operation x = mul.operand(0).definingOp();
    Operation y = mul.operand(1).definingOp();
    if (x == null || y == null || !x.name().equals("memref.load") || !y.name().equals("memref.load")) {
      return null;
    }
    // A is the operand indexed by the row i, B the one indexed by the column j.
    if (!(indexed(x, 1, bi, ii, ki) || indexed(x, 1, bi, ki, ii))) {
      Operation t = x;
      x = y;
      y = t;
    }
    boolean ta = indexed(x, 1, bi, ki, ii);
    boolean tb = indexed(y, 1, bi, ji, ki);
    if (!(ta || indexed(x, 1, bi, ii, ki)) || !(tb || indexed(y, 1, bi, ki, ji)) || !f32Buffer(x.operand(0)) || !f32Buffer(y.operand(0))) {
      return null;
    }
    // The zero fill of C right before: for b, i, j over the same bounds, C[b,i,j] = 0.
    List<ForOp> fill = perfect(prev, 3);
    if (fill == null || fill.get(0).upperBound() != loops.get(0).upperBound() || fill.get(1).upperBound() != loops.get(1).upperBound()
        || fill.get(2).upperBound() != loops.get(3).upperBound()) {
      return null;
    }
    List<Operation> fillBody = fill.get(2).body().operations();
    Operation zero = fillBody.get(0);
    if (fillBody.size() != 2 || !zero.name().equals("memref.store") || zero.operand(1) != c
        || !indexed(zero, 2, fill.get(0).inductionVar(), fill.get(1).inductionVar(), fill.get(2).inductionVar())
        || !(OperationFolder.constantValue(zero.operand(0)) instanceof FloatAttr z && z.doubleValue() == 0.0)) {
      return null;
    }
    Value[] bounds = {loops.get(0).upperBound(), loops.get(1).upperBound(), loops.get(3).upperBound(), loops.get(2).upperBound()};
    return new BatchedProduct((ForOp) prev, top, x.operand(0), y.operand(0), c, ta, tb, bounds);
  }

  /** Both nests become {@code mgpuCublasSgemmStridedBatched(ta, tb, m, n, k, 1, A, lda, sA, B, ldb, sB, 0, C, ldc, sC, batch, null)}. */
  void replace() {
    OpBuilder ob = new OpBuilder(nest.context());
    ob.setInsertionPoint(nest);
    ArithBuilder e = new ArithBuilder(ob, nest.location());
    Type i32 = IntegerType.get(nest.context(), 32);
    Type f32 = FloatType.f32(nest.context());
    List<Value> args = new ArrayList<>();
    args.add(e.intConst(i32, ta ? 1 : 0));
    args.add(e.intConst(i32, tb ? 1 : 0));
    args.add(e.cast("arith.index_cast", i32, bounds[1]));
    args.add(e.cast("arith.index_cast", i32, bounds[2]));
    args.add(e.cast("arith.index_cast", i32, bounds[3]));
    args.add(e.floatConst(f32, 1));
    matrix(e, a, args);
    matrix(e, b, args);
    args.add(e.floatConst(f32, 0));
    matrix(e, c, args);
    args.add(e.cast("arith.index_cast", i32, bounds[0]));
    args.add(e.op("llvm.mlir.zero", List.of(LlvmPointerType.get(nest.context())), List.of()).result(0));
    e.op("func.call", List.of(), args, "callee", SymbolRefAttr.get(nest.context(), DeviceLibrary.SGEMM_BATCHED));
    nest.erase();
    fill.erase();
  }

  /** A matrix's pointer, leading dimension (its last size) and batch stride (the product of the last two). */
  private static void matrix(ArithBuilder e, Value m, List<Value> args) {
    Type index = IndexType.get(e.context());
    Type i32 = IntegerType.get(e.context(), 32);
    Type i64 = IntegerType.get(e.context(), 64);
    Value p = e.op("memref.extract_aligned_pointer_as_index", List.of(index), List.of(m)).result(0);
    args.add(e.cast("llvm.inttoptr", LlvmPointerType.get(e.context()), e.cast("arith.index_cast", i64, p)));
    Value rows = e.op("memref.dim", List.of(index), List.of(m, e.intConst(index, 1))).result(0);
    Value cols = e.op("memref.dim", List.of(index), List.of(m, e.intConst(index, 2))).result(0);
    args.add(e.cast("arith.index_cast", i32, cols));
    args.add(e.cast("arith.index_cast", i64, e.same("arith.muli", rows, cols)));
  }
}
