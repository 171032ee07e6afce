package org.jmlir.conversion.vectortollvm;

import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code convert-vector-to-llvm{vector-contract-lowering=llvmintr}}: a matrix-matrix
 * {@code vector.contract} (iterators parallel, parallel, reduction; kind add; operands and result of
 * one element type) becomes LLVM's matrix multiply intrinsic on the flattened operands, as MLIR 22's
 * ContractionOpToMatmulOpLowering does: transposed operands ({@code (k, m)}, {@code (n, k)}) are
 * transposed back first, the product is reshaped to {@code m x n} (transposed for a {@code (n, m)}
 * accumulator) and added to the accumulator. Other contractions are left to the generic unrolling.
 */
final class ContractMatmulLowering {
  private ContractMatmulLowering() {}

  static RewritePattern pattern() {
    return new NamedPattern("ContractionOpToMatmulOpLowering", "vector.contract", 2,
        (op, rw) -> !ContractUnrolling.underMask(op) && lower(op, rw));
  }

  private static boolean lower(Operation op, PatternRewriter rw) {
    if (!ContractDotLowering.iterators(op).equals(List.of("parallel", "parallel", "reduction"))
        || !"add".equals(VectorEnumAttr.keywordOf(op.inherentAttr("kind"), VectorEnumAttr.KIND))
        || !(op.result(0).type() instanceof VectorType res) || res.isScalable()
        || !(op.operand(0).type() instanceof VectorType lt) || !(op.operand(1).type() instanceof VectorType)) {
      return false;
    }
    Type elem = lt.elementType();
    if (!elem.equals(res.elementType()) || !(elem instanceof IntegerType || elem instanceof org.jmlir.ir.type.FloatType)) {
      return false;
    }
    List<List<Integer>> maps = ContractDotLowering.maps(op);
    if (maps == null) {
      return false;
    }
    List<Integer> mk = List.of(0, 2);
    List<Integer> km = List.of(2, 0);
    List<Integer> kn = List.of(2, 1);
    List<Integer> nk = List.of(1, 2);
    List<Integer> mn = List.of(0, 1);
    List<Integer> nm = List.of(1, 0);
    if (!(maps.get(0).equals(mk) || maps.get(0).equals(km)) || !(maps.get(1).equals(kn) || maps.get(1).equals(nk))
        || !(maps.get(2).equals(mn) || maps.get(2).equals(nm))) {
      return false;
    }
    MLIRContext ctx = rw.context();
    Value lhs = op.operand(0);
    if (maps.get(0).equals(km)) {
      lhs = ContractDotLowering.transpose(rw, op, lhs);
    }
    Value rhs = op.operand(1);
    if (maps.get(1).equals(nk)) {
      rhs = ContractDotLowering.transpose(rw, op, rhs);
    }
    VectorType l = (VectorType) lhs.type();
    VectorType r = (VectorType) rhs.type();
    long rows = l.shape()[0];
    long cols = l.shape()[1];
    long rhsCols = r.shape()[1];
    lhs = create(rw, op, "vector.shape_cast", List.of(lhs), VectorType.get(ctx, new long[] {l.numElements()}, elem));
    rhs = create(rw, op, "vector.shape_cast", List.of(rhs), VectorType.get(ctx, new long[] {r.numElements()}, elem));
    Type i32 = IntegerType.get(ctx, 32);
    Value mul = create(rw, op, "llvm.intr.matrix.multiply", List.of(lhs, rhs),
        VectorType.get(ctx, new long[] {rows * rhsCols}, elem),
        new NamedAttribute("lhs_rows", IntegerAttr.get(ctx, i32, rows)),
        new NamedAttribute("lhs_columns", IntegerAttr.get(ctx, i32, cols)),
        new NamedAttribute("rhs_columns", IntegerAttr.get(ctx, i32, rhsCols)));
    mul = create(rw, op, "vector.shape_cast", List.of(mul), VectorType.get(ctx, new long[] {rows, rhsCols}, res.elementType()));
    if (maps.get(2).equals(nm)) {
      mul = ContractDotLowering.transpose(rw, op, mul);
    }
    Value sum = create(rw, op, elem instanceof IntegerType ? "arith.addi" : "arith.addf", List.of(op.operand(2), mul), res);
    rw.replaceOp(op, List.of(sum));
    return true;
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type,
      NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }
}
