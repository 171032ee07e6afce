package org.jmlir.dialect.arith;

import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code arith.select %c, %a, %b : i32}, or {@code : vector<4xi1>, vector<4xi32>} with an
 * element-wise condition.
 */
public final class SelectOp extends Operation implements ArithOp {
  public static final OpDef DEF =
      ArithSpecs.op("arith.select", SelectOp::new)
          .traits(Trait.PURE)
          .operand("condition", TypeConstraint.BOOL_LIKE)
          .operand("true_value", TypeConstraint.ANY)
          .operand("false_value", TypeConstraint.ANY)
          .result("result", TypeConstraint.ANY)
          .allTypesMatch("true_value", "false_value", "result")
          .predicate("condition is signless i1 or has matching shape", SelectOp::conditionMatches)
          .assembly(new Syntax())
          .verifier(SelectOp::verify)
          .extension(OpFolder.class, ArithFolders::select)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(ArithPatterns.SELECT))
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, ArithIntRanges.SELECT)
          .build();

  private SelectOp() {}

  public Value condition() {
    return operand(0);
  }

  public Value trueValue() {
    return operand(1);
  }

  public Value falseValue() {
    return operand(2);
  }

  private static boolean conditionMatches(Operation op) {
    Type c = op.operand(0).type();
    if (TypeConstraint.isI1(c)) {
      return true;
    }
    Type r = op.result(0).type();
    if (!(c instanceof ShapedType cs) || !(r instanceof ShapedType rs)) {
      return false;
    }
    if (!cs.hasRank() || !rs.hasRank()) {
      return true;
    }
    return java.util.Arrays.equals(cs.shape(), rs.shape());
  }

  private static boolean verify(Operation op) {
    Type cond = op.operand(0).type();
    if (TypeConstraint.isI1(cond)) {
      return true;
    }
    Type result = op.result(0).type();
    if (!(result instanceof TensorType || result instanceof VectorType)) {
      return op.emitOpError("expected condition to be a signless i1, but got '" + Texts.type(cond) + "'").report();
    }
    Type expected = ArithTypes.i1SameShape(op.context(), result);
    if (cond != expected) {
      return op.emitOpError(
              "expected condition type to have the same shape as the result type, expected '"
                  + Texts.type(expected)
                  + "', but got '"
                  + Texts.type(cond)
                  + "'")
          .report();
    }
    return true;
  }

  /** MLIR's hand-written SelectOp::parse/print. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      List<UnresolvedOperand> operands = p.parseOperandList(Delimiter.NONE, 3);
      p.parseOptionalAttrDict(state.attributes);
      Type result = p.parseColonType();
      Type condition;
      if (p.parseOptionalComma()) {
        condition = result;
        result = p.parseType();
      } else {
        condition = IntegerType.get(p.context(), 1);
      }
      state.resultTypes.add(result);
      p.resolveOperands(operands, List.of(condition, result, result), p.nameOffset(), state.operands);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperands(op.operands());
      p.printOptionalAttrDict(op.attributes().entries(), List.of());
      p.print(" : ");
      if (op.operand(0).type() instanceof ShapedType) {
        p.printType(op.operand(0).type());
        p.print(", ");
      }
      p.printType(op.result(0).type());
    }
  }
}
