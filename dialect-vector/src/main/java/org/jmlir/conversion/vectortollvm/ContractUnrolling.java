package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorMask;
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
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The {@code vector.contract} lowerings of {@code convert-vector-to-llvm} besides the dot products,
 * after MLIR 22's ContractionOpLowering and ContractionOpToOuterProductOpLowering:
 * <ul>
 *   <li>a batch dimension (parallel, leading in the lhs, rhs and accumulator) unrolls into one
 *       contraction of lower rank per index, each under the matching slice of a {@code vector.mask};
 *   <li>with {@code vector-contract-lowering=outerproduct}, a matmul (m, n, k) in any of its eight
 *       layouts or a matvec (m, k) becomes one {@code vector.outerproduct} per reduction index over
 *       operands transposed to put k first, operands of a narrower element type than the result
 *       extended first ({@code arith.extf} / {@code arith.extsi}), and a mask transposed and sliced the
 *       same way around each outer product.
 * </ul>
 * The op sequence differs from MLIR's where MLIR folds transposes into the extracts as it goes; the
 * values computed are the same.
 */
final class ContractUnrolling {
  private ContractUnrolling() {}

  static List<RewritePattern> patterns(boolean outerProduct) {
    List<RewritePattern> out = new ArrayList<>();
    out.add(new NamedPattern("ContractionOpLowering", "vector.contract", 1, (op, rw) -> !underMask(op) && lowerBatch(op, null, rw, outerProduct)));
    out.add(new NamedPattern("ContractionOpLowering", "vector.mask", 1,
        (op, rw) -> outerProduct && isContract(VectorMask.maskedOp(op)) && lowerBatch(VectorMask.maskedOp(op), op, rw, true)));
    out.add(new NamedPattern("CreateMaskOpLowering", "vector.create_mask", 1, ContractUnrolling::lowerCreateMask));
    if (outerProduct) {
      out.add(new NamedPattern("ContractionOpToOuterProductOpLowering", "vector.contract", 2, (op, rw) -> !underMask(op) && lowerOuter(op, null, rw)));
      out.add(new NamedPattern("ContractionOpToOuterProductOpLowering", "vector.mask", 2,
          (op, rw) -> isContract(VectorMask.maskedOp(op)) && VectorMask.passthru(op) == null && lowerOuter(VectorMask.maskedOp(op), op, rw)));
    }
    return out;
  }

  /** Whether {@code op} sits in a vector.mask (its lowering is the mask's, not its own). */
  static boolean underMask(Operation op) {
    Operation parent = op.parentOp();
    return parent != null && parent.def() == VectorMask.MASK;
  }

  private static boolean isContract(Operation op) {
    return op != null && op.name().equals("vector.contract");
  }

  private static Type elementType(Type t) {
    return t instanceof VectorType v ? v.elementType() : t;
  }

  // ---- batch dimensions ----------------------------------------------------------------------

  /** Unrolls the first parallel dimension that leads the lhs, the rhs and the (vector) accumulator. */
  private static boolean lowerBatch(Operation op, Operation mask, PatternRewriter rw, boolean outerProduct) {
    List<List<Integer>> maps = ContractDotLowering.maps(op);
    List<String> iters = ContractDotLowering.iterators(op);
    if (maps == null || !(op.result(0).type() instanceof VectorType res) || maps.get(2).isEmpty()) {
      return false;
    }
    boolean mixed = !elementType(op.operand(0).type()).equals(res.elementType()) || !elementType(op.operand(1).type()).equals(res.elementType());
    if (!outerProduct && (mask != null || mixed)) {
      return false; // as MLIR's dot lowering: masked and mixed-type contractions stay
    }
    int dim = maps.get(2).get(0);
    if (!iters.get(dim).equals("parallel") || maps.get(0).isEmpty() || maps.get(1).isEmpty()
        || maps.get(0).get(0) != dim || maps.get(1).get(0) != dim || iters.size() < 2) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Operation anchor = mask != null ? mask : op;
    long size = res.shape()[0];
    List<Attribute> lowMaps = new ArrayList<>();
    for (List<Integer> m : maps) {
      List<AffineExpr> es = new ArrayList<>();
      for (int i = 1; i < m.size(); i++) {
        es.add(new AffineDimExpr(m.get(i) > dim ? m.get(i) - 1 : m.get(i)));
      }
      lowMaps.add(AffineMapAttr.get(ctx, new AffineMap(iters.size() - 1, 0, es)));
    }
    List<Attribute> lowIters = new ArrayList<>(((ArrayAttr) op.inherentAttr("iterator_types")).elements());
    lowIters.remove(dim);
    Value result = constant(rw, anchor, res);
    for (long d = 0; d < size; d++) {
      Value lhs = extract(rw, anchor, op.operand(0), d);
      Value rhs = extract(rw, anchor, op.operand(1), d);
      Value acc = extract(rw, anchor, op.operand(2), d);
      Value lowMask = mask == null ? null : extractAt(rw, anchor, mask.operand(0), dim, d);
      Operation low = ContractGenericLowering.contract(rw, anchor, op, lhs, rhs, acc, lowMaps, lowIters);
      Value v = lowMask == null ? low.result(0) : masked(rw, anchor, low, lowMask);
      result = create(rw, anchor, "vector.insert", List.of(v, result), res, positions(ctx, d));
    }
    rw.replaceOp(anchor, List.of(result));
    return true;
  }

  /** The slice of {@code v} at index {@code d} of its dimension {@code dim} (leading: an extract). */
  private static Value extractAt(PatternRewriter rw, Operation at, Value v, int dim, long d) {
    VectorType t = (VectorType) v.type();
    if (dim == 0) {
      return extract(rw, at, v, d);
    }
    long[] perm = new long[t.shape().length];
    perm[0] = dim;
    for (int i = 1, j = 0; i < perm.length; i++, j++) {
      perm[i] = j == dim ? ++j : j;
    }
    return extract(rw, at, transpose(rw, at, v, perm), d);
  }

  /**
   * MLIR's CreateMaskOpLowering for rank >= 2: the mask of one rank lower (the trailing bounds), and
   * row {@code d} of the result is it where {@code d < bound0}, else all false.
   */
  private static boolean lowerCreateMask(Operation op, PatternRewriter rw) {
    VectorType t = (VectorType) op.result(0).type();
    if (t.shape().length <= 1 || t.scalableDims()[0]) {
      return false;
    }
    MLIRContext ctx = rw.context();
    long[] s = t.shape();
    VectorType low = VectorType.get(ctx, java.util.Arrays.copyOfRange(s, 1, s.length),
        java.util.Arrays.copyOfRange(t.scalableDims(), 1, s.length), t.elementType());
    Value trueVal = create(rw, op, "vector.create_mask", new ArrayList<>(op.operands().subList(1, op.numOperands())), low);
    Value falseVal = constant(rw, op, low);
    Value result = constant(rw, op, t);
    org.jmlir.ir.type.IndexType index = org.jmlir.ir.type.IndexType.get(ctx);
    for (long d = 0; d < s[0]; d++) {
      Value bnd = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(index),
          new NamedAttribute("value", org.jmlir.ir.attr.IntegerAttr.get(ctx, index, d))).result(0);
      Value lt = create(rw, op, "arith.cmpi", List.of(bnd, op.operand(0)), IntegerType.get(ctx, 1),
          new NamedAttribute("predicate", org.jmlir.ir.attr.IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 2)));
      Value sel = create(rw, op, "arith.select", List.of(lt, trueVal, falseVal), low);
      result = create(rw, op, "vector.insert", List.of(sel, result), t, positions(ctx, d));
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  // ---- outer products ------------------------------------------------------------------------

  /** ContractionOpToOuterProductOpLowering's matmat and matvec cases. */
  private static boolean lowerOuter(Operation op, Operation mask, PatternRewriter rw) {
    List<List<Integer>> maps = ContractDotLowering.maps(op);
    if (maps == null || !(op.result(0).type() instanceof VectorType res)) {
      return false;
    }
    List<String> iters = ContractDotLowering.iterators(op);
    String form = maps.toString();
    Operation anchor = mask != null ? mask : op;
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    Value m = mask == null ? null : mask.operand(0);
    Value a;
    Value b;
    Value mk = null;
    long k;
    if (iters.equals(List.of("parallel", "parallel", "reduction"))) {
      // m = d0, n = d1, k = d2; the mask is (m, n, k): (k, m, n) for an (m, n) result, (k, n, m) for (n, m).
      boolean mn = maps.get(2).equals(List.of(0, 1));
      if (!mn && !maps.get(2).equals(List.of(1, 0))) {
        return false;
      }
      boolean lhsMK = maps.get(0).equals(List.of(0, 2));
      boolean rhsKN = maps.get(1).equals(List.of(2, 1));
      if (!(lhsMK || maps.get(0).equals(List.of(2, 0))) || !(rhsKN || maps.get(1).equals(List.of(1, 2)))) {
        return false;
      }
      Value kFirstL = lhsMK ? transpose(rw, anchor, lhs, 1, 0) : lhs;
      Value kFirstR = rhsKN ? rhs : transpose(rw, anchor, rhs, 1, 0);
      a = mn ? kFirstL : kFirstR;
      b = mn ? kFirstR : kFirstL;
      if (m != null) {
        mk = mn ? transpose(rw, anchor, m, 2, 0, 1) : transpose(rw, anchor, m, 2, 1, 0);
      }
      k = ((VectorType) kFirstL.type()).shape()[0];
    } else if (iters.equals(List.of("parallel", "reduction")) && maps.get(2).equals(List.of(0))) {
      // m = d0, k = d1; the mask (m, k) becomes (k, m).
      switch (form) {
        case "[[0, 1], [1], [0]]" -> {
          a = transpose(rw, anchor, lhs, 1, 0);
          b = rhs;
        }
        case "[[1, 0], [1], [0]]" -> {
          a = lhs;
          b = rhs;
        }
        case "[[1], [0, 1], [0]]" -> {
          a = transpose(rw, anchor, rhs, 1, 0);
          b = lhs;
        }
        case "[[1], [1, 0], [0]]" -> {
          a = rhs;
          b = lhs;
        }
        default -> {
          return false;
        }
      }
      if (m != null) {
        mk = transpose(rw, anchor, m, 1, 0);
      }
      k = ((VectorType) a.type()).shape()[0];
    } else {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorEnumAttr kind = (VectorEnumAttr) op.inherentAttr("kind");
    Value acc = op.operand(2);
    for (long i = 0; i < k; i++) {
      Value x = promote(rw, anchor, extract(rw, anchor, a, i), res.elementType());
      Value y = promote(rw, anchor, extract(rw, anchor, b, i), res.elementType());
      Value mi = mk == null ? null : extract(rw, anchor, mk, i);
      OperationState s = new OperationState(ctx, ctx.lookupOp("vector.outerproduct"), anchor.location());
      s.addOperands(List.of(x, y, acc));
      s.addTypes(List.of(res));
      s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("kind", kind)));
      rw.setInsertionPoint(anchor);
      Operation outer = rw.create(s);
      acc = mi == null ? outer.result(0) : masked(rw, anchor, outer, mi);
    }
    rw.replaceOp(anchor, List.of(acc));
    return true;
  }

  /** {@code v} extended to {@code elem} elements when narrower (MLIR's promote: extf for floats, else extsi). */
  private static Value promote(PatternRewriter rw, Operation at, Value v, Type elem) {
    if (elementType(v.type()).equals(elem)) {
      return v;
    }
    Type t = v.type() instanceof VectorType vt ? VectorType.get(rw.context(), vt.shape(), vt.scalableDims(), elem) : elem;
    return create(rw, at, elem instanceof FloatType ? "arith.extf" : "arith.extsi", List.of(v), t);
  }

  // ---- helpers -------------------------------------------------------------------------------

  private static Value masked(PatternRewriter rw, Operation at, Operation op, Value mask) {
    return VectorMask.maskOperation(rw, at, op, mask).result(0);
  }

  static Value constant(PatternRewriter rw, Operation at, VectorType t) {
    return VectorTransferLowering.create(rw, at, "arith.constant", List.of(), List.of(t),
        new NamedAttribute("value", ConstFold.zero(rw.context(), t))).result(0);
  }

  static Value extract(PatternRewriter rw, Operation at, Value v, long d) {
    VectorType t = (VectorType) v.type();
    long[] s = t.shape();
    Type r = s.length == 1 ? t.elementType()
        : VectorType.get(rw.context(), java.util.Arrays.copyOfRange(s, 1, s.length), t.elementType());
    return create(rw, at, "vector.extract", List.of(v), r, positions(rw.context(), d));
  }

  private static Value transpose(PatternRewriter rw, Operation at, Value v, long... perm) {
    VectorType t = (VectorType) v.type();
    long[] shape = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      shape[i] = t.shape()[(int) perm[i]];
    }
    MLIRContext ctx = rw.context();
    return create(rw, at, "vector.transpose", List.of(v), VectorType.get(ctx, shape, t.elementType()),
        new NamedAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), perm)));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }

  private static NamedAttribute positions(MLIRContext ctx, long... p) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), p));
  }
}
