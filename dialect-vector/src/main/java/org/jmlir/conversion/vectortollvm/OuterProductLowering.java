package org.jmlir.conversion.vectortollvm;

import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorEnumAttr;
import org.jmlir.dialect.vector.VectorOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The vector-level lowering of {@code vector.outerproduct} that {@code convert-vector-to-llvm}
 * applies before converting, after MLIR 22's {@code OuterProductOpLowering}: the 2-D form becomes,
 * row by row, an extract of the lhs lane, its broadcast, and a multiply-accumulate with the row of
 * the accumulator ({@code vector.fma} for a float {@code add}, else a multiply and the kind's arith
 * combination) inserted into a zero vector; the AXPY form (scalar rhs) broadcasts the scalar and
 * combines in one step. Kinds that do not fit the element type are left alone.
 */
final class OuterProductLowering {
  private OuterProductLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("OuterProductOpLowering", "vector.outerproduct", 1,
            (op, rw) -> !ContractUnrolling.underMask(op) && lower(op, null, rw)),
        new NamedPattern("OuterProductOpLowering", "vector.mask", 1, (op, rw) -> {
          Operation outer = org.jmlir.dialect.vector.VectorMask.maskedOp(op);
          return outer != null && outer.name().equals("vector.outerproduct")
              && org.jmlir.dialect.vector.VectorMask.passthru(op) == null && lower(outer, op, rw);
        }));
  }

  /**
   * Lowers {@code op}; under {@code mask} (a vector.mask around it, replaced instead of {@code op}),
   * each row's combination keeps the accumulator where the mask row is off (an {@code arith.select}).
   */
  private static boolean lower(Operation op, Operation mask, PatternRewriter rw) {
    VectorType res = (VectorType) op.result(0).type();
    if (res.shape().length >= 2 && allScalable(res)) {
      return false;
    }
    String kind = ((VectorOp) op).enumKeyword("kind", VectorEnumAttr.KIND);
    boolean isInt = !(res.elementType() instanceof FloatType);
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    Value acc = op.numOperands() > 2 ? op.operand(2) : null;
    Value maskValue = mask == null ? null : mask.operand(0);
    if (maskValue != null && acc == null) {
      return false;
    }
    Operation at = mask != null ? mask : op;
    if (!(rhs.type() instanceof VectorType rhsType)) {
      Value b = create(rw, at, "vector.broadcast", List.of(rhs), lhs.type());
      Value m = select(rw, at, maskValue, combine(rw, at, lhs, b, acc, kind, isInt), acc);
      if (m == null) {
        return false;
      }
      rw.replaceOp(at, List.of(m));
      return true;
    }
    MLIRContext ctx = rw.context();
    Value result = VectorTransferLowering.create(rw, at, "arith.constant", List.of(), List.of(res),
        new NamedAttribute("value", ConstFold.zero(ctx, res))).result(0);
    VectorType maskRow = VectorType.get(ctx, rhsType.shape(), IntegerType.get(ctx, 1));
    for (long d = 0; d < res.shape()[0]; d++) {
      Value x = create(rw, at, "vector.extract", List.of(lhs), res.elementType(), position(ctx, d));
      Value a = create(rw, at, "vector.broadcast", List.of(x), rhsType);
      Value r = acc == null ? null : create(rw, at, "vector.extract", List.of(acc), rhsType, position(ctx, d));
      Value mr = maskValue == null ? null : create(rw, at, "vector.extract", List.of(maskValue), maskRow, position(ctx, d));
      Value m = select(rw, at, mr, combine(rw, at, a, rhs, r, kind, isInt), r);
      if (m == null) {
        return false;
      }
      result = create(rw, at, "vector.insert", List.of(m, result), res, position(ctx, d));
    }
    rw.replaceOp(at, List.of(result));
    return true;
  }

  /** MLIR's selectPassthru: {@code value} where {@code mask} is on, {@code passthru} elsewhere; {@code value} without a mask. */
  private static Value select(PatternRewriter rw, Operation at, Value mask, Value value, Value passthru) {
    if (mask == null || value == null) {
      return value;
    }
    return create(rw, at, "arith.select", List.of(mask, value, passthru), value.type());
  }

  /** MLIR's createContractArithOp: {@code x * y} combined with {@code acc} by {@code kind}; null if the kind does not fit. */
  private static Value combine(PatternRewriter rw, Operation at, Value x, Value y, Value acc, String kind, boolean isInt) {
    boolean floatOnly = kind.endsWith("numf") || kind.endsWith("imumf");
    boolean intOnly = List.of("and", "or", "xor", "minui", "minsi", "maxui", "maxsi").contains(kind);
    if (isInt ? floatOnly : intOnly) {
      return null;
    }
    if (!isInt && acc != null && acc.type() instanceof VectorType && kind.equals("add")) {
      return create(rw, at, "vector.fma", List.of(x, y, acc), acc.type());
    }
    Value mul = create(rw, at, isInt ? "arith.muli" : "arith.mulf", List.of(x, y), x.type());
    if (acc == null) {
      return mul;
    }
    String combiner = switch (kind) {
      case "add" -> isInt ? "arith.addi" : "arith.addf";
      case "mul" -> isInt ? "arith.muli" : "arith.mulf";
      case "and", "or", "xor" -> "arith." + kind + "i";
      default -> "arith." + kind;
    };
    return create(rw, at, combiner, List.of(mul, acc), acc.type());
  }

  private static Value create(PatternRewriter rw, Operation at, String name, List<Value> operands, Type type, NamedAttribute... props) {
    return VectorTransferLowering.create(rw, at, name, operands, List.of(type), props).result(0);
  }

  private static NamedAttribute position(MLIRContext ctx, long d) {
    return new NamedAttribute("static_position", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), new long[] {d}));
  }

  private static boolean allScalable(VectorType t) {
    for (int i = 0; i < t.shape().length; i++) {
      if (!t.scalableDims()[i]) {
        return false;
      }
    }
    return true;
  }
}
