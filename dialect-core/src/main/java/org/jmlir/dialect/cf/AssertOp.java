package org.jmlir.dialect.cf;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;

/** {@code cf.assert %cond, "message"}: aborts with the message when the condition is false. */
public final class AssertOp extends Operation implements CfOp {
  private static final List<String> ELIDED = List.of("msg");

  public static final OpDef DEF =
      OpSpec.define("cf.assert", AssertOp::new)
          .operand("arg", TypeConstraint.I1)
          .attr("msg", AttrConstraint.STRING)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  UnresolvedOperand arg = p.parseOperand();
                  p.parseComma();
                  String msg = p.parseString();
                  p.parseOptionalAttrDict(state.attributes);
                  state.addAttribute("msg", StringAttr.get(p.context(), msg));
                  state.addOperand(p.resolveOperand(arg, IntegerType.get(p.context(), 1)));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.print(' ');
                  p.printOperand(op.operand(0));
                  p.print(", ");
                  if (op.inherentAttr("msg") instanceof StringAttr s) {
                    p.printString(s.value());
                  }
                  p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
                }
              })
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(new CfPatterns.EraseTrueAssert())))
          .build();

  private AssertOp() {}

  public Value arg() {
    return operand(0);
  }

  public String msg() {
    return ((StringAttr) inherentAttr("msg")).value();
  }
}
