package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r:2 = tf_executor.Enter %data frame "name" parallel_iterations 42 constant : tensor<*xf32>}:
 * makes a value available in the while-loop frame {@code frame_name}. The attributes
 * {@code frame_name}, {@code parallel_iterations} (default 10) and {@code is_constant} (default false)
 * are ordinary attributes, as in TensorFlow.
 */
public final class EnterOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor.Enter";

  /** TensorFlow's default for {@code parallel_iterations}. */
  public static final int DEFAULT_PARALLEL_ITERATIONS = 10;

  private static final List<String> ELIDED = List.of("frame_name", "parallel_iterations", "is_constant");

  public static final OpDef DEF =
      OpSpec.define(NAME, EnterOp::new)
          .operand("data", TypeConstraint.ANY)
          .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
          .result("output", TypeConstraint.ANY)
          .result("control", TfExecutorChecks.CONTROL)
          .traits(org.jmlir.ir.Trait.PURE)
          .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
          .predicate("data operand must be broadcastable to result", op -> TfExecutorChecks.broadcastableToResult(op, 0, 0))
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  MLIRContext ctx = p.context();
                  int loc = p.currentOffset();
                  List<UnresolvedOperand> ops = p.parseOperandList();
                  if (ops.isEmpty()) {
                    throw p.emitError(loc, " expects at least one data operand");
                  }
                  p.parseKeyword("frame");
                  state.addAttribute("frame_name", StringAttr.get(ctx, p.parseString()));
                  Type i64 = IntegerType.get(ctx, 64);
                  if (p.parseOptionalKeyword("parallel_iterations")) {
                    state.addAttribute("parallel_iterations", p.parseAttribute(i64));
                  } else {
                    state.addAttribute("parallel_iterations", IntegerAttr.get(ctx, i64, DEFAULT_PARALLEL_ITERATIONS));
                  }
                  state.addAttribute("is_constant", IntegerAttr.bool(ctx, p.parseOptionalKeyword("constant")));
                  List<Type> parsed = p.parseColonTypeList();
                  if (parsed.size() != 1) {
                    throw p.emitError(loc, " expects only a single data type");
                  }
                  List<Type> types;
                  if (parsed.get(0) instanceof FunctionType fn) {
                    if (fn.inputs().isEmpty()) {
                      throw p.emitError(p.nameOffset(), " expects a data input");
                    }
                    state.addTypes(fn.results());
                    types = fn.inputs();
                  } else {
                    Type control = TfExecutorType.control(ctx);
                    types = new ArrayList<>(parsed);
                    TfExecutorSyntax.appendCopies(types, ops.size() - 1, control);
                    state.addType(parsed.get(0)).addType(control);
                  }
                  p.resolveOperands(ops, types, loc, state.operands);
                  p.parseOptionalAttrDict(state.attributes);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  TfExecutorSyntax.printOperands(p, op);
                  p.print(" frame ");
                  Attribute frame = op.attr("frame_name");
                  p.printString(frame instanceof StringAttr s ? s.value() : "");
                  if (op.attr("parallel_iterations") instanceof IntegerAttr pi && pi.longValue() != DEFAULT_PARALLEL_ITERATIONS) {
                    p.print(" parallel_iterations ").print(pi.longValue());
                  }
                  if (op.attr("is_constant") instanceof IntegerAttr c && c.boolValue()) {
                    p.print(" constant");
                  }
                  p.print(" : ");
                  if (op.operand(0).type() != op.result(0).type()) {
                    p.printFunctionalType(op);
                  } else {
                    p.printType(op.result(0).type());
                  }
                  p.printOptionalAttrDict(op.attributes().entries(), ELIDED);
                }
              })
          .verifier(EnterOp::verify)
          .build();

  private EnterOp() {}

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    if (!(op.attr("frame_name") instanceof StringAttr)) {
      return op.emitOpError("requires attribute 'frame_name'").report();
    }
    return true;
  }
}
