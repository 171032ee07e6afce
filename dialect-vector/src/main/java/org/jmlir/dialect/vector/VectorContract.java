package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.VectorType;

/** vector.contract's verifier (the structural checks of MLIR 22's ContractionOp::verify). */
final class VectorContract {
  private VectorContract() {}

  static boolean verify(Operation op) {
    ArrayAttr maps = (ArrayAttr) op.inherentAttr("indexing_maps");
    ArrayAttr iters = (ArrayAttr) op.inherentAttr("iterator_types");
    VectorType lhs = (VectorType) op.operand(0).type();
    VectorType rhs = (VectorType) op.operand(1).type();
    if (lhs.elementType() instanceof org.jmlir.ir.type.IntegerType it && !it.isSignless()) {
      return VectorVerifiers.fail(op, "only supports signless integer types");
    }
    if (maps.size() != 3) {
      return VectorVerifiers.fail(op, "expected an indexing map for each vector operand");
    }
    List<Attribute> ms = maps.elements();
    AffineMap[] m = new AffineMap[3];
    for (int i = 0; i < 3; i++) {
      if (!(ms.get(i) instanceof AffineMapAttr a)) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to be an affine map");
      }
      m[i] = a.map();
      if (m[i].numSymbols() != 0) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have no symbols");
      }
      int rank = op.operand(i).type() instanceof VectorType v ? v.shape().length : 0;
      if (m[i].numDims() != iters.size()) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have " + iters.size() + " number of inputs");
      }
      if (m[i].numResults() != rank) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to have " + rank + " number of outputs");
      }
      if (!isProjectedPermutation(m[i])) {
        return VectorVerifiers.fail(op, "expected indexing map " + i + " to be a projected permutation of its inputs");
      }
    }
    List<int[]> contracting = dimMap(m, iters, "reduction");
    List<int[]> batch = dimMap(m, iters, "parallel");
    if (contracting.isEmpty()) {
      return VectorVerifiers.fail(op, "expected at least one contracting dimension pair");
    }
    if (!verifyDimMap(lhs, rhs, contracting)) {
      return VectorVerifiers.fail(op, "invalid contracting dimension map");
    }
    if (!verifyDimMap(lhs, rhs, batch)) {
      return VectorVerifiers.fail(op, "invalid batch dimension map");
    }
    if (!verifyOutputShape(op, lhs, rhs, m, contracting, batch)) {
      return false;
    }
    org.jmlir.ir.type.Type res = op.result(0).type();
    org.jmlir.ir.type.Type elem = res instanceof VectorType rv ? rv.elementType() : res;
    if (!VectorVerifiers.kindSupports(((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND), elem)) {
      return VectorVerifiers.fail(op, "unsupported contraction type");
    }
    return true;
  }

  private static boolean isProjectedPermutation(AffineMap m) {
    boolean[] seen = new boolean[m.numDims()];
    for (org.jmlir.ir.affine.AffineExpr e : m.results()) {
      if (e instanceof org.jmlir.ir.affine.AffineDimExpr d) {
        if (seen[d.position()]) {
          return false;
        }
        seen[d.position()] = true;
      } else if (!(e instanceof org.jmlir.ir.affine.AffineConstantExpr c && c.value() == 0)) {
        return false;
      }
    }
    return true;
  }

  private static int resultIndex(AffineMap m, int dim) {
    for (int i = 0; i < m.numResults(); i++) {
      if (m.results().get(i) instanceof org.jmlir.ir.affine.AffineDimExpr d && d.position() == dim) {
        return i;
      }
    }
    return -1;
  }

  /** MLIR's getDimMap: (lhs result, rhs result) pairs of the iterators of {@code kind} that both operands use. */
  private static List<int[]> dimMap(AffineMap[] m, ArrayAttr iters, String kind) {
    List<int[]> out = new java.util.ArrayList<>();
    for (int i = 0; i < iters.size(); i++) {
      if (!kind.equals(VectorEnumAttr.keywordOf(iters.get(i), VectorEnumAttr.ITERATOR_TYPE))) {
        continue;
      }
      int l = resultIndex(m[0], i);
      int r = resultIndex(m[1], i);
      if (l >= 0 && r >= 0) {
        out.add(new int[] {l, r});
      }
    }
    return out;
  }

  private static boolean verifyDimMap(VectorType lhs, VectorType rhs, List<int[]> map) {
    for (int[] p : map) {
      if (p[0] >= lhs.shape().length || p[1] >= rhs.shape().length || lhs.shape()[p[0]] != rhs.shape()[p[1]]) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's verifyOutputShape: the accumulator/result shape the operands and maps imply. */
  private static boolean verifyOutputShape(Operation op, VectorType lhs, VectorType rhs, AffineMap[] m, List<int[]> contracting,
      List<int[]> batch) {
    java.util.Set<Integer> lhsC = new java.util.HashSet<>();
    java.util.Set<Integer> rhsC = new java.util.HashSet<>();
    java.util.Set<Integer> rhsB = new java.util.HashSet<>();
    contracting.forEach(p -> {
      lhsC.add(p[0]);
      rhsC.add(p[1]);
    });
    batch.forEach(p -> rhsB.add(p[1]));
    int expectedDims = 0;
    for (int i = 0; i < lhs.shape().length; i++) {
      expectedDims += lhsC.contains(i) ? 0 : 1;
    }
    for (int i = 0; i < rhs.shape().length; i++) {
      expectedDims += rhsC.contains(i) || rhsB.contains(i) ? 0 : 1;
    }
    org.jmlir.ir.type.Type acc = op.operand(2).type();
    org.jmlir.ir.type.Type res = op.result(0).type();
    if (expectedDims == 0) {
      return !(res instanceof VectorType || acc instanceof VectorType) || VectorVerifiers.fail(op, "invalid accumulator/result vector shape");
    }
    if (!(res instanceof VectorType resV) || !(acc instanceof VectorType accV)) {
      return VectorVerifiers.fail(op, "invalid accumulator/result vector shape");
    }
    long[] extents = new long[m[0].numDims()];
    boolean[] known = new boolean[extents.length];
    boolean[] used = new boolean[extents.length];
    for (int k = 0; k < 2; k++) {
      VectorType v = k == 0 ? lhs : rhs;
      for (int idx = 0; idx < v.shape().length; idx++) {
        if (m[k].results().get(idx) instanceof org.jmlir.ir.affine.AffineDimExpr d) {
          used[d.position()] = true;
          if (!known[d.position()]) {
            known[d.position()] = true;
            extents[d.position()] = v.shape()[idx];
          }
        }
      }
    }
    for (boolean u : used) {
      if (!u) {
        return VectorVerifiers.fail(op, "expected all dimensions to be either a LHS or a RHS dimension");
      }
    }
    long[] shape = new long[m[2].numResults()];
    for (int i = 0; i < shape.length; i++) {
      org.jmlir.ir.affine.AffineExpr e = m[2].results().get(i);
      shape[i] = e instanceof org.jmlir.ir.affine.AffineDimExpr d ? extents[d.position()] : 0;
    }
    VectorType expected = VectorType.get(op.context(), shape, resV.scalableDims().length == shape.length ? resV.scalableDims() : new boolean[shape.length],
        resV.elementType());
    if (!resV.equals(expected) || !accV.equals(expected)) {
      return VectorVerifiers.fail(op, "invalid accumulator/result vector shape, expected: '" + VectorVerifiers.text(expected) + "'");
    }
    return true;
  }
}
