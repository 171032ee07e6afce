package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The fallback of MLIR 22's {@code ContractionOpLowering} for contractions that none of the layout
 * patterns (dot, outer product, matrix intrinsic) take: a layout such as a column-major matmul
 * {@code (k, n) x (m, k) -> (n, m)} or a reduction over several dimensions into a scalar. One
 * dimension at a time is unrolled into contractions of one rank less, in MLIR's order: a batch
 * dimension (parallel, in the lhs and the rhs), then the lhs's first free (non-contracting) dimension,
 * then the rhs's, each slice's contraction inserted into a zero result at its index; with only
 * reductions left, the first iterator (which must index both operands) is unrolled into a chain of
 * contractions, each accumulating into the next. The lower contractions are lowered by the same
 * patterns again (a 1-D dot product becomes a multiply and a reduction). A slice along a dimension
 * that does not lead is gathered row by row (extract, recurse, insert), as MLIR does. Only {@code add}
 * contractions without a mask, with operands of the accumulator's element type and without scalable
 * dimensions are lowered here.
 */
final class ContractGenericLowering {
  private ContractGenericLowering() {}

  /** Benefit 0: the layout patterns (benefit 1 and more) go first, as in MLIR's ContractionOpLowering. */
  static RewritePattern pattern() {
    return new NamedPattern("ContractionOpLowering", "vector.contract", 0,
        (op, rw) -> !ContractUnrolling.underMask(op) && lower(op, rw));
  }

  private static boolean lower(Operation op, PatternRewriter rw) {
    List<List<Integer>> maps = ContractDotLowering.maps(op);
    if (maps == null || op.numOperands() != 3
        || !((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND).equals("add")) {
      return false;
    }
    Type res = op.result(0).type();
    Type elem = res instanceof VectorType v ? v.elementType() : res;
    VectorType lhsType = (VectorType) op.operand(0).type();
    VectorType rhsType = (VectorType) op.operand(1).type();
    if (!lhsType.elementType().equals(elem) || !rhsType.elementType().equals(elem)
        || lhsType.isScalable() || rhsType.isScalable() || (res instanceof VectorType rv && rv.isScalable())) {
      return false;
    }
    List<String> iters = ContractDotLowering.iterators(op);
    List<Integer> lhsMap = maps.get(0);
    List<Integer> rhsMap = maps.get(1);
    // A batch dimension: parallel, indexing both operands.
    for (int i = 0; i < lhsMap.size(); i++) {
      int dim = lhsMap.get(i);
      if (iters.get(dim).equals("parallel") && rhsMap.contains(dim)) {
        return lowerParallel(op, rw, maps, iters, i, rhsMap.indexOf(dim));
      }
    }
    // The first free dimension of the lhs, then of the rhs.
    for (int i = 0; i < lhsMap.size(); i++) {
      if (!contracting(iters, lhsMap.get(i), rhsMap)) {
        return lowerParallel(op, rw, maps, iters, i, -1);
      }
    }
    for (int i = 0; i < rhsMap.size(); i++) {
      if (!contracting(iters, rhsMap.get(i), lhsMap)) {
        return lowerParallel(op, rw, maps, iters, -1, i);
      }
    }
    return lowerReduction(op, rw, maps, iters);
  }

  /** Whether iterator {@code dim} is a reduction that the other operand's map also holds. */
  private static boolean contracting(List<String> iters, int dim, List<Integer> otherMap) {
    return iters.get(dim).equals("reduction") && otherMap.contains(dim);
  }

  /**
   * Unrolls the iterator that lhs dimension {@code lhsIndex} (or rhs dimension {@code rhsIndex}; -1:
   * not in that operand) indexes: one lower contraction per index, inserted into a zero result.
   */
  private static boolean lowerParallel(Operation op, PatternRewriter rw, List<List<Integer>> maps, List<String> iters,
      int lhsIndex, int rhsIndex) {
    VectorType lhsType = (VectorType) op.operand(0).type();
    VectorType rhsType = (VectorType) op.operand(1).type();
    int iter = lhsIndex >= 0 ? maps.get(0).get(lhsIndex) : maps.get(1).get(rhsIndex);
    long size = lhsIndex >= 0 ? lhsType.shape()[lhsIndex] : rhsType.shape()[rhsIndex];
    int resIndex = maps.get(2).indexOf(iter);
    if (resIndex < 0 && size != 1) {
      return false; // a free dimension must index the result unless it has one element
    }
    if (!(op.result(0).type() instanceof VectorType resType)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    List<Attribute> lowMaps = lowerMaps(ctx, maps, iter, iters.size());
    List<Attribute> lowIters = new ArrayList<>(((ArrayAttr) op.inherentAttr("iterator_types")).elements());
    lowIters.remove(iter);
    Value result = zero(rw, op, resType);
    for (long d = 0; d < size; d++) {
      Value lhs = reshapeLoad(rw, op, op.operand(0), lhsIndex, d);
      Value rhs = reshapeLoad(rw, op, op.operand(1), rhsIndex, d);
      Value acc = reshapeLoad(rw, op, op.operand(2), resIndex, d);
      Value low = contract(rw, op, lhs, rhs, acc, lowMaps, lowIters);
      result = reshapeStore(rw, op, low, result, resIndex, d);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** Unrolls the first iterator (a reduction in both operands) into a chain of contractions. */
  private static boolean lowerReduction(Operation op, PatternRewriter rw, List<List<Integer>> maps, List<String> iters) {
    if (op.result(0).type() instanceof VectorType) {
      return false;
    }
    int lhsIndex = maps.get(0).indexOf(0);
    int rhsIndex = maps.get(1).indexOf(0);
    VectorType lhsType = (VectorType) op.operand(0).type();
    VectorType rhsType = (VectorType) op.operand(1).type();
    if (lhsIndex < 0 || rhsIndex < 0 || lhsType.shape()[lhsIndex] != rhsType.shape()[rhsIndex]
        || lhsType.shape().length == 1) {
      return false; // the 1-D base case is ContractDotLowering's
    }
    MLIRContext ctx = rw.context();
    List<Attribute> lowMaps = lowerMaps(ctx, maps, 0, iters.size());
    List<Attribute> lowIters = new ArrayList<>(((ArrayAttr) op.inherentAttr("iterator_types")).elements());
    lowIters.remove(0);
    Value result = op.operand(2);
    for (long d = 0; d < lhsType.shape()[lhsIndex]; d++) {
      Value lhs = reshapeLoad(rw, op, op.operand(0), lhsIndex, d);
      Value rhs = reshapeLoad(rw, op, op.operand(1), rhsIndex, d);
      result = contract(rw, op, lhs, rhs, result, lowMaps, lowIters);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** The indexing maps without iterator {@code iter}, later iterators renumbered one down. */
  private static List<Attribute> lowerMaps(MLIRContext ctx, List<List<Integer>> maps, int iter, int numIters) {
    List<Attribute> out = new ArrayList<>();
    for (List<Integer> m : maps) {
      List<AffineExpr> es = new ArrayList<>();
      for (int dim : m) {
        if (dim != iter) {
          es.add(new AffineDimExpr(dim < iter ? dim : dim - 1));
        }
      }
      out.add(AffineMapAttr.get(ctx, new AffineMap(numIters - 1, 0, es)));
    }
    return out;
  }

  private static Value contract(PatternRewriter rw, Operation op, Value lhs, Value rhs, Value acc, List<Attribute> maps,
      List<Attribute> iters) {
    return contract(rw, op, op, lhs, rhs, acc, maps, iters).result(0);
  }

  /** A vector.contract of {@code proto}'s kind with these maps and iterators, before {@code at}, at its location. */
  static Operation contract(PatternRewriter rw, Operation at, Operation proto, Value lhs, Value rhs, Value acc,
      List<Attribute> maps, List<Attribute> iters) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, proto.def(), at.location());
    s.addOperands(List.of(lhs, rhs, acc));
    s.addTypes(List.of(acc.type()));
    s.properties = DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("indexing_maps", ArrayAttr.get(ctx, maps)),
        new NamedAttribute("iterator_types", ArrayAttr.get(ctx, iters)),
        new NamedAttribute("kind", proto.inherentAttr("kind"))));
    rw.setInsertionPoint(at);
    return rw.create(s);
  }

  /** Slice {@code pos} of {@code v} along its dimension {@code index} (-1: {@code v} itself). */
  private static Value reshapeLoad(PatternRewriter rw, Operation at, Value v, int index, long pos) {
    if (index < 0) {
      return v;
    }
    if (index == 0) {
      return extract(rw, at, v, pos);
    }
    VectorType t = (VectorType) v.type();
    VectorType sliced = drop(rw.context(), t, index);
    Value result = zero(rw, at, sliced);
    for (long d = 0; d < t.shape()[0]; d++) {
      Value row = extract(rw, at, v, d);
      Value part = reshapeLoad(rw, at, row, index - 1, pos);
      result = insert(rw, at, part, result, d);
    }
    return result;
  }

  /** {@code into} with slice {@code pos} along dimension {@code index} replaced by {@code v}. */
  private static Value reshapeStore(PatternRewriter rw, Operation at, Value v, Value into, int index, long pos) {
    if (index < 0) {
      return v;
    }
    if (index == 0) {
      return insert(rw, at, v, into, pos);
    }
    VectorType t = (VectorType) into.type();
    Value result = into;
    for (long d = 0; d < t.shape()[0]; d++) {
      Value row = extract(rw, at, result, d);
      Value part = extract(rw, at, v, d);
      Value stored = reshapeStore(rw, at, part, row, index - 1, pos);
      result = insert(rw, at, stored, result, d);
    }
    return result;
  }

  private static VectorType drop(MLIRContext ctx, VectorType t, int dim) {
    long[] s = t.shape();
    long[] out = new long[s.length - 1];
    for (int i = 0, j = 0; i < s.length; i++) {
      if (i != dim) {
        out[j++] = s[i];
      }
    }
    return VectorType.get(ctx, out, t.elementType());
  }

  private static Value zero(PatternRewriter rw, Operation at, VectorType t) {
    return ContractUnrolling.constant(rw, at, t);
  }

  private static Value extract(PatternRewriter rw, Operation at, Value v, long d) {
    return ContractUnrolling.extract(rw, at, v, d);
  }

  private static Value insert(PatternRewriter rw, Operation at, Value v, Value into, long d) {
    return VectorTransferLowering.create(rw, at, "vector.insert", List.of(v, into), List.of(into.type()),
        positions(rw.context(), d)).result(0);
  }

  private static NamedAttribute positions(MLIRContext ctx, long d) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {d}));
  }
}
