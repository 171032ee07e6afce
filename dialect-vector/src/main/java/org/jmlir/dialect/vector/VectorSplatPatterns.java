package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.VectorType;

/** MLIR 22's canonicalization patterns over broadcasts (splats) and the contraction-add rewrite. */
final class VectorSplatPatterns {
  private VectorSplatPatterns() {}

  /** getScalarSplatSource: the scalar a vector.broadcast of a scalar spreads, or null. */
  static Value scalarSplatSource(Value v) {
    Operation d = v.definingOp();
    return d != null && d.def() == VectorOps.BROADCAST && !(d.operand(0).type() instanceof VectorType) ? d.operand(0) : null;
  }

  /** InsertSplatToSplat: inserting a splat of x into a splat of x is the destination. */
  static boolean insertSplat(Operation op, PatternRewriter rw) {
    Value s = scalarSplatSource(op.operand(0));
    if (s == null || scalarSplatSource(op.operand(1)) != s) {
      return false;
    }
    rw.replaceOp(op, List.of(op.operand(1)));
    return true;
  }

  /** InsertToBroadcast: inserting a vector with as many elements as the destination is a broadcast of it. */
  static boolean insertToBroadcast(Operation op, PatternRewriter rw) {
    if (!(op.operand(0).type() instanceof VectorType src)
        || VectorSliceFolds.count(src.shape()) != VectorSliceFolds.count(((VectorType) op.result(0).type()).shape())) {
      return false;
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(op.operand(0)), op.result(0).type())));
    return true;
  }

  /** ShuffleSplat: a shuffle of two splats of x is a splat of x. */
  static boolean shuffleSplat(Operation op, PatternRewriter rw) {
    Value s = scalarSplatSource(op.operand(0));
    if (s == null || scalarSplatSource(op.operand(1)) != s) {
      return false;
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(s), op.result(0).type())));
    return true;
  }

  /**
   * FoldTransposeBroadcast: a transpose of a broadcast is a broadcast when the source still broadcasts
   * to the result and no dimension the broadcast kept (size above 1) moves.
   */
  static boolean transposeOfBroadcast(Operation op, PatternRewriter rw) {
    Operation bc = op.operand(0).definingOp();
    if (bc == null || bc.def() != VectorOps.BROADCAST) {
      return false;
    }
    VectorType out = (VectorType) op.result(0).type();
    if (bc.operand(0).type() instanceof VectorType in) {
      // Dims of the broadcast result: added or stretched ones are broadcast; runs of broadcast dims
      // (unit dims left out) form groups, each kept dim is its own group. The transpose may only
      // reorder the non-unit dims within their group.
      long[] perm = VectorOp.longs(op.inherentAttr("permutation"));
      long[] b = ((VectorType) bc.result(0).type()).shape();
      int lead = b.length - in.shape().length;
      int[] group = new int[b.length];
      int g = -1;
      boolean lastBroadcast = false;
      for (int j = 0; j < b.length; j++) {
        if (b[j] == 1) {
          continue;
        }
        boolean broadcast = j < lead || in.shape()[j - lead] == 1;
        if (!broadcast || !lastBroadcast) {
          g++;
        }
        group[j] = g;
        lastBroadcast = broadcast;
      }
      java.util.List<Integer> inOrder = new java.util.ArrayList<>();
      java.util.List<Integer> outOrder = new java.util.ArrayList<>();
      for (int j = 0; j < b.length; j++) {
        if (b[j] != 1) {
          inOrder.add(group[j]);
        }
        if (b[(int) perm[j]] != 1) {
          outOrder.add(group[(int) perm[j]]);
        }
      }
      if (!inOrder.equals(outOrder) || !VectorSliceFolds.broadcastable(in, out)) {
        return false;
      }
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(bc.operand(0)), out)));
    return true;
  }

  /** CanonicalizeContractAdd: add(contract(a, b, zero), c) is contract(a, b, c). */
  static boolean contractAdd(Operation add, PatternRewriter rw) {
    for (int i = 0; i < 2; i++) {
      Operation contract = add.operand(i).definingOp();
      if (contract == null || contract.def() != VectorCustomOps.CONTRACT) {
        continue;
      }
      Operation acc = contract.operand(2).definingOp();
      if (acc == null || !acc.name().equals("arith.constant") || !isZero(add.context(), acc.inherentAttr("value"))) {
        continue;
      }
      IRMapping map = new IRMapping();
      map.map(contract.operand(2), add.operand(1 - i));
      rw.setInsertionPoint(add);
      Operation clone = rw.insert(contract.clone(map));
      rw.replaceOp(add, List.of(clone.result(0)));
      return true;
    }
    return false;
  }

  private static boolean isZero(org.jmlir.ir.MLIRContext ctx, Attribute a) {
    Attribute e = a instanceof DenseIntOrFPElementsAttr d && d.isSplat() ? ShapedFolds.element(ctx, d, 0) : a;
    return e instanceof IntegerAttr i && i.value().signum() == 0 || e instanceof FloatAttr f && f.bits().signum() == 0;
  }

  /** rewriteFromElementsAsSplat: a from_elements of one value repeated is a broadcast of it. */
  static boolean fromElementsAsSplat(Operation op, PatternRewriter rw) {
    Value first = op.operand(0);
    if (op.operands().stream().anyMatch(v -> v != first)) {
      return false;
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(first), op.result(0).type())));
    return true;
  }

  /**
   * FromElementsToShapeCast: elements extracted (static positions) from one vector, in ascending
   * order, forming a block that the trailing zeros of the first position cover exactly, are a
   * shape_cast of the extract of that block.
   */
  static boolean fromElementsToShapeCast(Operation op, PatternRewriter rw) {
    VectorType rt = (VectorType) op.result(0).type();
    long n = VectorSliceFolds.count(rt.shape());
    if (n == 1) {
      return false;
    }
    Value source = null;
    long[] expected = null;
    long[] combined = null;
    for (Value e : op.operands()) {
      Operation ext = e.definingOp();
      if (ext == null || ext.def() != VectorOps.EXTRACT || ext.numOperands() != 1) {
        return false;
      }
      long[] pos = VectorOp.longs(ext.inherentAttr("static_position"));
      if (source == null) {
        source = ext.operand(0);
        long[] shape = ((VectorType) source.type()).shape();
        long covered = 1;
        int index = pos.length;
        while (index > 0 && pos[index - 1] == 0 && covered < n) {
          covered *= shape[index - 1];
          index--;
        }
        if (covered != n) {
          return false;
        }
        expected = pos.clone();
        combined = java.util.Arrays.copyOf(pos, index);
      } else if (ext.operand(0) != source || !java.util.Arrays.equals(expected, pos)) {
        return false;
      }
      long[] shape = ((VectorType) source.type()).shape();
      for (int i = expected.length - 1; i >= 0 && ++expected[i] == shape[i]; i--) {
        expected[i] = 0;
      }
    }
    Value block = source;
    if (combined.length > 0) {
      VectorType st = (VectorType) source.type();
      int r = st.shape().length;
      VectorType bt = VectorType.get(op.context(), java.util.Arrays.copyOfRange(st.shape(), combined.length, r),
          java.util.Arrays.copyOfRange(st.scalableDims(), combined.length, r), st.elementType());
      block = VectorFolds.create(rw, op, "vector.extract", List.of(source), bt, "static_position",
          org.jmlir.ir.attr.DenseArrayAttr.get(op.context(), org.jmlir.ir.type.IntegerType.get(op.context(), 64), combined));
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.shape_cast", List.of(block), rt)));
    return true;
  }

  /**
   * InsertChainFullyInitialized: the last of a chain of static inserts (each earlier one used only by
   * the next) that together write every element is a from_elements of the values inserted (vectors
   * through to_elements), later inserts winning.
   */
  static boolean insertChainToFromElements(Operation op, PatternRewriter rw) {
    VectorType dest = (VectorType) op.result(0).type();
    if (dest.isScalable()) {
      return false;
    }
    for (org.jmlir.ir.OpOperand use : op.result(0).uses()) {
      if (use.owner().def() == VectorOps.INSERT && use.index() == 1) {
        return false;
      }
    }
    java.util.List<Operation> chain = new java.util.ArrayList<>();
    Operation cur = op;
    while (cur != null) {
      if (cur.numOperands() != 2) {
        return false;
      }
      chain.add(cur);
      Operation next = cur.operand(1).definingOp();
      cur = next != null && next.def() == VectorOps.INSERT ? next : null;
      if (cur != null && !cur.result(0).hasOneUse()) {
        return false;
      }
    }
    int size = (int) VectorSliceFolds.count(dest.shape());
    boolean[] done = new boolean[size];
    int count = 0;
    java.util.List<long[]> pending = new java.util.ArrayList<>();
    java.util.List<Value> values = new java.util.ArrayList<>();
    for (Operation ins : chain) {
      long[] pos = VectorOp.longs(ins.inherentAttr("static_position"));
      if (java.util.Arrays.stream(pos).anyMatch(p -> p == -1)) {
        return false;
      }
      long begin = 0;
      for (int i = 0; i < dest.shape().length; i++) {
        begin = begin * dest.shape()[i] + (i < pos.length ? pos[i] : 0);
      }
      long n = ins.operand(0).type() instanceof VectorType vt ? VectorSliceFolds.count(vt.shape()) : 1;
      for (long i = begin; i < begin + n; i++) {
        if (!done[(int) i]) {
          done[(int) i] = true;
          count++;
        }
      }
      pending.add(new long[] {begin, n});
      values.add(ins.operand(0));
      if (count == size) {
        break;
      }
    }
    if (count != size) {
      return false;
    }
    Value[] elements = new Value[size];
    rw.setInsertionPoint(op);
    for (int k = pending.size() - 1; k >= 0; k--) {
      int begin = (int) pending.get(k)[0];
      Value v = values.get(k);
      if (!(v.type() instanceof VectorType vt)) {
        elements[begin] = v;
        continue;
      }
      int n = (int) pending.get(k)[1];
      org.jmlir.ir.OperationState st = new org.jmlir.ir.OperationState(op.context(), op.context().lookupOp("vector.to_elements"), op.location());
      st.addOperands(List.of(v));
      st.addTypes(java.util.Collections.nCopies(n, vt.elementType()));
      Operation te = rw.create(st);
      for (int i = 0; i < n; i++) {
        elements[begin + i] = te.result(i);
      }
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.from_elements", java.util.Arrays.asList(elements), dest)));
    return true;
  }
}
