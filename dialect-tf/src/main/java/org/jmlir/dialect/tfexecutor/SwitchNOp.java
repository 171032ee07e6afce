package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.dialect.tf.TfTypes;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code %r:6 = tf_executor._SwitchN %data, %index of 5 (%ctl) : tensor<*xf32>}: forwards
 * {@code data} to output {@code index} of {@code num_outs}. TensorFlow names it {@code _SwitchN};
 * the older spelling {@code tf_executor.SwitchN} is registered too, with the same definition.
 */
public final class SwitchNOp extends Operation implements TfExecutorOp {
  public static final String NAME = "tf_executor._SwitchN";

  /** The spelling older TensorFlow releases (and their tests) use. */
  public static final String LEGACY_NAME = "tf_executor.SwitchN";

  public static final OpDef DEF = define(NAME);

  public static final OpDef LEGACY_DEF = define(LEGACY_NAME);

  private SwitchNOp() {}

  private static OpDef define(String name) {
    return OpSpec.define(name, SwitchNOp::new)
        .operand("data", TypeConstraint.ANY)
        .operand("index", TypeConstraint.ANY)
        .variadicOperand("controlInputs", TfExecutorChecks.CONTROL)
        .variadicResult("outputs", TypeConstraint.ANY)
        .result("control", TfExecutorChecks.CONTROL)
        .traits(org.jmlir.ir.Trait.PURE)
        .predicate(TfExecutorChecks.CONTROL_AFTER_DATA, TfExecutorChecks::controlOperandsAfterAllData)
        .assembly(
            new OpDef.Assembly() {
              @Override
              public void parse(OpAsmParser p, OperationState state) {
                MLIRContext ctx = p.context();
                int loc = p.currentOffset();
                List<UnresolvedOperand> ops = new ArrayList<>(p.parseOperandList(Delimiter.NONE, 2));
                p.parseKeyword("of");
                Type i64 = IntegerType.get(ctx, 64);
                Attribute n = p.parseAttribute(i64);
                if (!(n instanceof IntegerAttr numOuts)) {
                  throw p.emitError(loc, "expected integer num_outs");
                }
                state.addAttribute("num_outs", n);
                ops.addAll(p.parseOperandList(Delimiter.OPTIONAL_PAREN, -1));
                Type t = TfExecutorSyntax.parseSingleType(p);
                if (numOuts.value().signum() <= 0) {
                  throw p.emitError(p.nameOffset(), " expects a positive number of outputs");
                }
                if (numOuts.value().bitLength() > 24) {
                  // An op with millions of results cannot be built; say so instead of running out of memory.
                  throw p.emitError(p.nameOffset(), " expects at most " + ((1 << 24) - 1) + " outputs");
                }
                Type control = TfExecutorType.control(ctx);
                List<Type> types = new ArrayList<>(List.of(t, RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32))));
                TfExecutorSyntax.appendCopies(types, ops.size() - 2, control);
                p.resolveOperands(ops, types, loc, state.operands);
                TfExecutorSyntax.appendCopies(state.resultTypes, numOuts.value().intValue(), t);
                state.addType(control);
                p.parseOptionalAttrDict(state.attributes);
              }

              @Override
              public void print(Operation op, OpAsmPrinter p) {
                p.print(' ');
                p.printOperands(op.operands().subList(0, 2));
                p.print(" of ").print(op.numResults() - 1);
                if (op.numOperands() > 2) {
                  p.print(" (");
                  p.printOperands(op.operands().subList(2, op.numOperands()));
                  p.print(')');
                }
                p.print(" : ");
                p.printType(op.result(0).type());
                p.printOptionalAttrDict(op.attributes().entries(), List.of("num_outs"));
              }
            })
        .verifier(SwitchNOp::verify)
        .build();
  }

  private static boolean verify(Operation op) {
    if (!TfExecutorChecks.verifyParent(op, GraphOp.class, GraphOp.NAME)) {
      return false;
    }
    if (!(op.attr("num_outs") instanceof IntegerAttr numOuts)) {
      return op.emitOpError("expects a `num_outs` integer attribute").report();
    }
    long n = numOuts.value().longValue();
    if (op.numResults() != n + 1) {
      return op.emitOpError("expect `num_outs` (" + n + ") results but got " + (op.numResults() - 1)).report();
    }
    Type data = op.operand(0).type();
    if (op.name().equals(NAME)) {
      return verifyOutputs(op, data);
    }
    for (int i = 0; i < op.numResults() - 1; i++) {
      Type r = op.result(i).type();
      if (r != data && !sameDataBroadcast(op, data, r)) {
        return op.emitOpError("type mismatch between data operand and result: '" + Texts.type(data) + "' vs '" + Texts.type(r) + "'")
            .report();
      }
    }
    return true;
  }

  /**
   * Newer TensorFlow also accepts results the data operand broadcasts with (a more or less refined
   * shape, refs and subtypes dropped), as its importer and exporter produce; a ref result still
   * needs a ref operand.
   */
  private static boolean sameDataBroadcast(Operation op, Type data, Type result) {
    if (!(data instanceof TensorType d) || !(result instanceof TensorType r)
        || (TfTypes.isRef(r.elementType()) && !TfTypes.isRef(d.elementType()))) {
      return false;
    }
    MLIRContext ctx = op.context();
    return TfShapes.isBroadcastable(TfShapes.dropSubTypes(ctx, TfShapes.dropRef(ctx, data)),
        TfShapes.dropSubTypes(ctx, TfShapes.dropRef(ctx, result)));
  }

  /**
   * TensorFlow's checks of {@code _SwitchN}'s outputs: tensors, a ref output only from a ref operand,
   * and each broadcastable with the data operand (refs and subtypes dropped). The legacy spelling
   * keeps the older single type-mismatch message.
   */
  private static boolean verifyOutputs(Operation op, Type data) {
    if (!(data instanceof TensorType d)) {
      return op.emitOpError("expects data operand to have tensor type but got '" + Texts.type(data) + "'").report();
    }
    MLIRContext ctx = op.context();
    for (int i = 0; i < op.numResults() - 1; i++) {
      Type r = op.result(i).type();
      if (!(r instanceof TensorType rt)) {
        return op.emitOpError("expects outputs to have tensor type but got '" + Texts.type(r) + "'").report();
      }
      if (TfTypes.isRef(rt.elementType()) && !TfTypes.isRef(d.elementType())) {
        return op.emitOpError(
                "expects same operand and output element type but got '" + Texts.type(data) + "' vs '" + Texts.type(r)
                    + "'")
            .report();
      }
      if (!TfShapes.isBroadcastable(TfShapes.dropSubTypes(ctx, TfShapes.dropRef(ctx, data)),
          TfShapes.dropSubTypes(ctx, TfShapes.dropRef(ctx, r)))) {
        return op.emitOpError(
                "expects data operand to be broadcastable with all output types but got '" + Texts.type(data) + "' vs '"
                    + Texts.type(r) + "'")
            .report();
      }
    }
    return true;
  }
}
