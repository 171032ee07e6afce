package org.jmlir.dialect.math;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;

/** {@code %y = math.clampf %x to [%lo, %hi] : f32}: clamps a float between two bounds. */
public final class ClampFOp extends Operation implements MathOp {
  /**
   * {@code [$min, $max]}. MLIR writes this part of the format as {@code ` ` `[` $min `,` $max `]`};
   * the hook stands in for it because ods's {@code ` `} directive prints extra spaces (mlir-opt 22
   * prints exactly one).
   */
  private static final CustomDirective BOUNDS =
      new CustomDirective() {
        @Override
        public void parse(OpAsmParser p, FormatState state) {
          p.parseLSquare();
          int minOffset = p.currentOffset();
          UnresolvedOperand min = p.parseOperand();
          p.parseComma();
          int maxOffset = p.currentOffset();
          UnresolvedOperand max = p.parseOperand();
          p.parseRSquare();
          state.setOperands("min", List.of(min), minOffset);
          state.setOperands("max", List.of(max), maxOffset);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.print('[');
          p.printOperand(op.operand(1));
          p.print(", ");
          p.printOperand(op.operand(2));
          p.print(']');
        }
      };

  public static final OpDef DEF =
      MathSpecs.fastmath(
              MathSpecs.op("clampf", ClampFOp::new)
                  .operand("operand", TypeConstraint.FLOAT_LIKE)
                  .operand("min", TypeConstraint.FLOAT_LIKE)
                  .operand("max", TypeConstraint.FLOAT_LIKE))
          .result("result", TypeConstraint.FLOAT_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .customDirective("ClampBounds", BOUNDS)
          .format("$operand `to` custom<ClampBounds>($min, $max) " + MathSpecs.FASTMATH + " attr-dict `:` type($result)")
          .build();

  private ClampFOp() {}
}
