package org.jmlir.dialect.index;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;

/** {@code %0 = index.cmp slt(%a, %b)}: compares two index values, giving an i1. */
public final class CmpOp extends Operation implements IndexOp {
  private static final List<String> ELIDED = List.of("pred");

  public static final OpDef DEF =
      OpSpec.define("index.cmp", CmpOp::new)
          .attr("pred", IndexCmpPredicateAttr.CONSTRAINT)
          .operand("lhs", TypeConstraint.INDEX)
          .operand("rhs", TypeConstraint.INDEX)
          .result("result", TypeConstraint.I1)
          .traits(Trait.PURE)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  IndexCmpPredicateAttr pred = IndexCmpPredicateAttr.parseKeyword(p);
                  p.parseLParen();
                  UnresolvedOperand lhs = p.parseOperand();
                  p.parseComma();
                  UnresolvedOperand rhs = p.parseOperand();
                  p.parseRParen();
                  p.parseOptionalAttrDict(state.attributes);
                  state.addAttribute("pred", pred);
                  IndexType index = IndexType.get(p.context());
                  state.addOperand(p.resolveOperand(lhs, index));
                  state.addOperand(p.resolveOperand(rhs, index));
                  state.addType(IntegerType.get(p.context(), 1));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  if (op.inherentAttr("pred") instanceof IndexCmpPredicateAttr pred) {
                    p.print(pred.value().keyword());
                  }
                  p.print('(');
                  p.printOperand(op.operand(0));
                  p.print(", ");
                  p.printOperand(op.operand(1));
                  p.print(')');
                  p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
                }
              })
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, IndexIntRanges.CMP)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, CmpOp::fold)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, IndexPatterns.CMP)
          .build();

  /**
   * MLIR's CmpOp::fold: two constants compare (when 64-bit and 32-bit comparisons agree), a
   * max/min with a constant against a constant compares by its range (both widths agreeing), and
   * {@code cmp(x, x)} is true for the reflexive predicates, false for the others.
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> fold(Operation op, List<org.jmlir.ir.attr.Attribute> constants) {
    IndexCmpPredicate pred = ((CmpOp) op).predicate();
    org.jmlir.ir.MLIRContext ctx = op.context();
    if (constants.get(0) instanceof org.jmlir.ir.attr.IntegerAttr l && constants.get(1) instanceof org.jmlir.ir.attr.IntegerAttr r) {
      long a = l.value().longValue();
      long b = r.value().longValue();
      boolean r64 = compare(pred, a, b);
      boolean r32 = compare(pred, trunc32(pred, a), trunc32(pred, b));
      if (r64 == r32) {
        return List.of(org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.ir.attr.IntegerAttr.bool(ctx, r64)));
      }
    }
    if (constants.get(1) instanceof org.jmlir.ir.attr.IntegerAttr b) {
      Boolean r = IndexIntRanges.cmpOfMaxOrMin(op.operand(0).definingOp(), pred, b.value());
      if (r != null) {
        return List.of(org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.ir.attr.IntegerAttr.bool(ctx, r)));
      }
    }
    if (op.operand(0) == op.operand(1)) {
      boolean reflexive = switch (pred) {
        case EQ, SGE, SLE, UGE, ULE -> true;
        default -> false;
      };
      return List.of(org.jmlir.ir.rewrite.OpFoldResult.of(org.jmlir.ir.attr.IntegerAttr.bool(ctx, reflexive)));
    }
    return null;
  }

  private static boolean compare(IndexCmpPredicate pred, long a, long b) {
    return switch (pred) {
      case EQ -> a == b;
      case NE -> a != b;
      case SLT -> a < b;
      case SLE -> a <= b;
      case SGT -> a > b;
      case SGE -> a >= b;
      case ULT -> Long.compareUnsigned(a, b) < 0;
      case ULE -> Long.compareUnsigned(a, b) <= 0;
      case UGT -> Long.compareUnsigned(a, b) > 0;
      case UGE -> Long.compareUnsigned(a, b) >= 0;
    };
  }

  /** {@code v} truncated to 32 bits and extended back as the predicate reads it (sign or zero). */
  private static long trunc32(IndexCmpPredicate pred, long v) {
    boolean unsigned = pred == IndexCmpPredicate.ULT || pred == IndexCmpPredicate.ULE || pred == IndexCmpPredicate.UGT
        || pred == IndexCmpPredicate.UGE;
    return unsigned ? Integer.toUnsignedLong((int) v) : (int) v;
  }

  private CmpOp() {}

  public IndexCmpPredicate predicate() {
    return ((IndexCmpPredicateAttr) inherentAttr("pred")).value();
  }

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}
