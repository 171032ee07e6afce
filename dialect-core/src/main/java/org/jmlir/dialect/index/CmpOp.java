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
          .build();

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
