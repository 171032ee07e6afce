package org.jmlir.dialect.tensor;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** {@code tensor.splat %v[%n] : tensor<?x4xf32>}: a tensor filled with one value. */
public final class SplatOp extends Operation implements TensorOp {
  public static final OpDef DEF =
      OpSpec.define("tensor.splat", SplatOp::new)
          .operand("input", TypeConstraint.ANY)
          .variadicOperand("dynamicSizes", TypeConstraint.INDEX)
          .result("aggregate", ShapedConstraints.ANY_RANKED_TENSOR)
          .traits(Trait.PURE)
          .typesMatchWith("operand type matches element type of result", "aggregate", "input", TensorVerifiers::elementTypeOf)
          .assembly(new Syntax())
          .verifier(op -> {
            int dynamic = 0;
            for (long d : ((ShapedType) op.result(0).type()).shape()) {
              if (d == ShapedType.DYNAMIC) {
                dynamic++;
              }
            }
            if (op.numOperands() - 1 != dynamic) {
              return op.emitOpError(
                      "incorrect number of dynamic sizes, has " + (op.numOperands() - 1) + ", expected " + dynamic)
                  .report();
            }
            return true;
          })
          .resultNamer((op, names) -> names.setName(op.result(0), "splat"))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, TensorFolds::splat)
          .build();

  private SplatOp() {}

  /** {@code $input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)}. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand input = p.parseOperand();
      List<UnresolvedOperand> sizes = List.of();
      if (p.parseOptionalLSquare()) {
        sizes = p.parseOperandList();
        p.parseRSquare();
      }
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type type = p.parseColonType();
      state.operands.add(p.resolveOperand(input, type instanceof ShapedType s ? s.elementType() : type));
      p.resolveOperands(sizes, IndexType.get(p.context()), state.operands);
      state.resultTypes.add(type);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      if (op.numOperands() > 1) {
        p.print('[');
        p.printOperands(op.operands().subList(1, op.numOperands()));
        p.print(']');
      }
      CustomAssembly.printAttrDict(p, op, List.of());
      p.print(" : ");
      p.printType(op.result(0).type());
    }
  }
}
