package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code %v, %idx, %ctl = tf_executor.Merge %a, %b : tensor<*xf32>}: forwards the first data input
 * that is alive, with its index. Deadness exception: unlike every other executor node, Merge runs
 * when only some of its data inputs are alive (it is dead only when all are), which is what joins
 * the branches of a Switch.
 */
public final class MergeOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.Merge";

  public static final OpDef DEF =
      OpSpec.define(NAME, MergeOp::new)
          .variadicOperand("inputs_and_control", TypeConstraint.ANY)
          .result("output", org.jmlir.dialect.tf.TfRegionChecks.ANY_TENSOR)
          .result("valueIndex", TfExecutorChecks.TENSOR_OF_I32)
          .result("control", TfExecutorChecks.CONTROL)
          .traits(org.jmlir.ir.Trait.PURE)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  int loc = p.currentOffset();
                  List<UnresolvedOperand> ops = p.parseOperandList();
                  Type t = TfExecutorSyntax.parseSingleType(p);
                  List<Type> types;
                  if (t instanceof FunctionType fn) {
                    state.addTypes(fn.results());
                    types = fn.inputs();
                  } else {
                    Type control = TfExecutorType.control(ctx);
                    types = new ArrayList<>(List.of(t, t));
                    TfExecutorSyntax.appendCopies(types, ops.size() - 2, control);
                    state.addType(t).addType(RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32))).addType(control);
                  }
                  p.resolveOperands(ops, types, loc, state.operands);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  boolean shortForm = true;
                  int data = 0;
                  Type out = op.result(0).type();
                  for (Type t : op.operandTypes()) {
                    if (TfExecutorType.isControl(t)) {
                      break;
                    }
                    data++;
                    if (t != out) {
                      shortForm = false;
                      break;
                    }
                  }
                  TfExecutorSyntax.printOperands(p, op);
                  p.print(" : ");
                  if (!shortForm || data != 2) {
                    p.printFunctionalType(op);
                  } else {
                    p.printType(out);
                  }
                  p.printOptionalAttrDict(op.attributes().entries(), List.of());
                }
              })
          .verifier(MergeOp::verify)
          .build();

  private MergeOp() {}

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    if (op.numOperands() == 0) {
      return op.emitOpError("expects at least one operand").report();
    }
    if (TfExecutorType.isControl(op.operand(0).type())) {
      return op.emitOpError("expects a non-control input").report();
    }
    MLIRContext ctx = op.context();
    Type out = op.result(0).type();
    if (!(out instanceof TensorType outTensor)) {
      return op.emitOpError("expects output to have tensor type but got '" + Texts.type(out) + "'").report();
    }
    boolean outIsRef = TfTypes.isRef(outTensor.elementType());
    for (Type t : op.operandTypes()) {
      if (TfExecutorType.isControl(t)) {
        break;
      }
      if (!(t instanceof TensorType tt)) {
        return op.emitOpError("expects data operands to have tensor type but got '" + Texts.type(t) + "'").report();
      }
      if (outIsRef && !TfTypes.isRef(tt.elementType())) {
        return op.emitOpError(
                "expects same operand and output element type but got '" + Texts.type(t) + "' vs '" + Texts.type(out) + "'")
            .report();
      }
      Type a = TfShapes.dropRef(ctx, TfShapes.dropSubTypes(ctx, out));
      Type b = TfShapes.dropRef(ctx, TfShapes.dropSubTypes(ctx, t));
      if (!TfShapes.isBroadcastable(a, b)) {
        return op.emitOpError(
                "expects all operands to be broadcastable with output type but got '" + Texts.type(t) + "' vs '"
                    + Texts.type(out) + "'")
            .report();
      }
    }
    return true;
  }
}
