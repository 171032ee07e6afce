package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-level lowering of {@code vector.contract} with {@code convert-vector-to-llvm}'s default
 * {@code vector-contract-lowering=dot}, after MLIR 22's {@code ContractionOpToDotLowering} and the
 * 1-D base case of {@code ContractionOpLowering}: a matmul (any of the eight transposed forms of
 * {@code (m, k) x (k, n) -> (m, n)}) or a matvec (four forms) brings its operands to rows by
 * {@code vector.transpose}, then each result element is the {@code add} reduction of the row
 * product, inserted into a zero vector and added to the accumulator once at the end; a 1-D dot
 * product is a multiply and a reduction into the accumulator. Only {@code add} kinds without masks
 * and with operands of the result's element type are lowered; other contractions are left alone
 * (and fail to legalize).
 */
final class ContractDotLowering {
  private ContractDotLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(new NamedPattern("ContractionOpToDotLowering", "vector.contract", 1,
            (op, rw) -> !ContractUnrolling.underMask(op) && lowerDot(op, rw)),
        new NamedPattern("ContractionOpLowering", "vector.contract", 1,
            (op, rw) -> !ContractUnrolling.underMask(op) && lowerDotProduct(op, rw)));
  }

  /** The dims of each indexing map's results, or null when a result is not a dim. */
  static List<List<Integer>> maps(Operation op) {
    List<List<Integer>> out = new ArrayList<>();
    for (Attribute a : ((ArrayAttr) op.inherentAttr("indexing_maps")).elements()) {
      List<Integer> dims = new ArrayList<>();
      for (AffineExpr e : ((AffineMapAttr) a).map().results()) {
        if (!(e instanceof AffineDimExpr d)) {
          return null;
        }
        dims.add(d.position());
      }
      out.add(dims);
    }
    return out;
  }

  static List<String> iterators(Operation op) {
    List<String> out = new ArrayList<>();
    for (Attribute a : ((ArrayAttr) op.inherentAttr("iterator_types")).elements()) {
      out.add(VectorEnumAttr.keywordOf(a, VectorEnumAttr.ITERATOR_TYPE));
    }
    return out;
  }

  private static boolean lowerable(Operation op) {
    Type res = op.result(0).type();
    Type elem = res instanceof VectorType v ? v.elementType() : res;
    return ((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND).equals("add") && op.numOperands() == 3
        && ((VectorType) op.operand(0).type()).elementType().equals(elem)
        && ((VectorType) op.operand(1).type()).elementType().equals(elem);
  }

  private static boolean lowerDotProduct(Operation op, PatternRewriter rw) {
    if (!lowerable(op) || !iterators(op).equals(List.of("reduction")) || op.result(0).type() instanceof VectorType) {
      return false;
    }
    boolean isInt = !(op.result(0).type() instanceof FloatType);
    Value m = create(rw, op, isInt ? "arith.muli" : "arith.mulf", List.of(op.operand(0), op.operand(1)), op.operand(0).type());
    Value r = create(rw, op, "vector.reduction", List.of(m, op.operand(2)), op.result(0).type(),
        new NamedAttribute("kind", VectorEnumAttr.kind(rw.context(), "add")));
    rw.replaceOp(op, List.of(r));
    return true;
  }

  private static boolean lowerDot(Operation op, PatternRewriter rw) {
    List<List<Integer>> maps = maps(op);
    if (!lowerable(op) || maps == null || !(op.result(0).type() instanceof VectorType dst)) {
      return false;
    }
    List<String> iters = iterators(op);
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    String form = maps.toString();
    if (iters.equals(List.of("parallel", "parallel", "reduction"))) {
      // m = d0, n = d1, k = d2.
      switch (form) {
        case "[[0, 2], [2, 1], [0, 1]]" -> rhs = transpose(rw, op, rhs);
        case "[[0, 2], [1, 2], [0, 1]]" -> { }
        case "[[2, 0], [2, 1], [0, 1]]" -> {
          lhs = transpose(rw, op, lhs);
          rhs = transpose(rw, op, rhs);
        }
        case "[[2, 0], [1, 2], [0, 1]]" -> lhs = transpose(rw, op, lhs);
        case "[[0, 2], [2, 1], [1, 0]]" -> {
          Value tmp = lhs;
          lhs = transpose(rw, op, rhs);
          rhs = tmp;
        }
        case "[[0, 2], [1, 2], [1, 0]]" -> {
          Value tmp = lhs;
          lhs = rhs;
          rhs = tmp;
        }
        case "[[2, 0], [2, 1], [1, 0]]" -> {
          Value tmp = transpose(rw, op, rhs);
          rhs = transpose(rw, op, lhs);
          lhs = tmp;
        }
        case "[[2, 0], [1, 2], [1, 0]]" -> {
          Value tmp = rhs;
          rhs = transpose(rw, op, lhs);
          lhs = tmp;
        }
        default -> {
          return false;
        }
      }
    } else if (iters.equals(List.of("parallel", "reduction"))) {
      // m = d0, n = d1.
      switch (form) {
        case "[[0, 1], [1], [0]]" -> { }
        case "[[1, 0], [1], [0]]" -> lhs = transpose(rw, op, lhs);
        case "[[1], [0, 1], [0]]" -> {
          Value tmp = lhs;
          lhs = rhs;
          rhs = tmp;
        }
        case "[[1], [1, 0], [0]]" -> {
          Value tmp = lhs;
          lhs = transpose(rw, op, rhs);
          rhs = tmp;
        }
        default -> {
          return false;
        }
      }
    } else {
      return false;
    }
    MLIRContext ctx = rw.context();
    int rank = dst.shape().length;
    long rows = dst.shape()[0];
    long cols = rank == 1 ? 1 : dst.shape()[1];
    boolean isInt = !(dst.elementType() instanceof FloatType);
    Type row = VectorType.get(ctx, new long[] {((VectorType) lhs.type()).shape()[1]}, dst.elementType());
    Value res = VectorTransferLowering.create(rw, op, "arith.constant", List.of(), List.of(dst),
        new NamedAttribute("value", ConstFold.zero(ctx, dst))).result(0);
    List<Value> columns = new ArrayList<>();
    for (long r = 0; r < rows; r++) {
      Value rowLhs = create(rw, op, "vector.extract", List.of(lhs), row, positions(ctx, r));
      for (int c = 0; c < cols; c++) {
        if (r == 0) {
          columns.add(rank == 1 ? rhs : create(rw, op, "vector.extract", List.of(rhs), row, positions(ctx, c)));
        }
        Value product = create(rw, op, isInt ? "arith.muli" : "arith.mulf", List.of(rowLhs, columns.get(c)), row);
        Value sum = create(rw, op, "vector.reduction", List.of(product), dst.elementType(),
            new NamedAttribute("kind", VectorEnumAttr.kind(ctx, "add")));
        res = create(rw, op, "vector.insert", List.of(sum, res), dst, rank == 1 ? positions(ctx, r) : positions(ctx, r, c));
      }
    }
    res = create(rw, op, isInt ? "arith.addi" : "arith.addf", List.of(res, op.operand(2)), dst);
    rw.replaceOp(op, List.of(res));
    return true;
  }

  static Value transpose(PatternRewriter rw, Operation at, Value v) {
    VectorType t = (VectorType) v.type();
    VectorType tt = VectorType.get(rw.context(), new long[] {t.shape()[1], t.shape()[0]}, t.elementType());
    return create(rw, at, "vector.transpose", List.of(v), tt,
        new NamedAttribute("permutation", DenseArrayAttr.get(rw.context(), IntegerType.get(rw.context(), 64), new long[] {1, 0})));
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }

  private static NamedAttribute positions(MLIRContext ctx, long... p) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), p));
  }
}
