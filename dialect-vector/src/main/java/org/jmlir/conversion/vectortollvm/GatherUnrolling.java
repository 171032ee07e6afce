package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-level unrolling of an n-D {@code vector.gather} that {@code convert-vector-to-llvm}
 * applies before converting, after MLIR 22's {@code UnrollGather}: one gather of rank n-1 per
 * leading position, its index vector, mask and pass-through extracted from the operands at that
 * position and its result inserted into a {@code ub.poison} vector; the base, offsets and alignment
 * are the op's. Repeated until the gathers are 1-D (which then become {@code llvm.intr.masked.gather}).
 * A leading scalable dimension is left alone.
 */
final class GatherUnrolling {
  private GatherUnrolling() {}

  static RewritePattern pattern() {
    return new NamedPattern("UnrollGather", "vector.gather", 1, GatherUnrolling::unroll);
  }

  private static boolean unroll(Operation op, PatternRewriter rw) {
    VectorType res = (VectorType) op.result(0).type();
    if (res.shape().length < 2 || res.scalableDims()[0]) {
      return false;
    }
    MLIRContext ctx = rw.context();
    int n = op.numOperands();
    Value indexVec = op.operand(n - 3);
    Value mask = op.operand(n - 2);
    Value passThru = op.operand(n - 1);
    List<Value> baseAndOffsets = new ArrayList<>();
    for (int i = 0; i < n - 3; i++) {
      baseAndOffsets.add(op.operand(i));
    }
    boolean[] scalable = res.scalableDims();
    VectorType sub = VectorType.get(ctx, Arrays.copyOfRange(res.shape(), 1, res.shape().length),
        Arrays.copyOfRange(scalable, 1, scalable.length), res.elementType());
    Attribute alignment = op.inherentAttr("alignment");
    NamedAttribute[] gatherProps = alignment == null ? new NamedAttribute[0]
        : new NamedAttribute[] {new NamedAttribute("alignment", alignment)};
    Value result = create(rw, op, "ub.poison", List.of(), res);
    for (long i = 0; i < res.shape()[0]; i++) {
      NamedAttribute at = new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {i}));
      Value idx = create(rw, op, "vector.extract", List.of(indexVec), rowOf(ctx, indexVec.type()), at);
      Value m = create(rw, op, "vector.extract", List.of(mask), rowOf(ctx, mask.type()), at);
      Value pass = create(rw, op, "vector.extract", List.of(passThru), sub, at);
      List<Value> operands = new ArrayList<>(baseAndOffsets);
      operands.addAll(List.of(idx, m, pass));
      Value gathered = create(rw, op, "vector.gather", operands, sub, gatherProps);
      result = create(rw, op, "vector.insert", List.of(gathered, result), res, at);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** The type of one leading position of the vector type {@code t}. */
  private static Type rowOf(MLIRContext ctx, Type t) {
    VectorType v = (VectorType) t;
    boolean[] scalable = v.scalableDims();
    return VectorType.get(ctx, Arrays.copyOfRange(v.shape(), 1, v.shape().length),
        Arrays.copyOfRange(scalable, 1, scalable.length), v.elementType());
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }
}
