package org.jmlir.dialect.tfexecutor;

import org.jmlir.dialect.tf.TfShapes;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/** The rules tf_executor ops share, with TensorFlow's wording. */
final class TfExecutorChecks {
  private TfExecutorChecks() {}

  static final TypeConstraint CONTROL = new TypeConstraint("control", TfExecutorType::isControl);

  static final TypeConstraint TOKEN = new TypeConstraint("token", TfExecutorType::isToken);

  static final TypeConstraint TENSOR_OF_I1 =
      new TypeConstraint("tensor of 1-bit signless integer values", t -> isTensorOfInt(t, 1));

  static final TypeConstraint TENSOR_OF_I32 =
      new TypeConstraint("tensor of 32-bit signless integer values", t -> isTensorOfInt(t, 32));

  /** ControlOperandsAfterAllData's PredOpTrait text. */
  static final String CONTROL_AFTER_DATA = "all control inputs must appear after any non-control input";

  private static boolean isTensorOfInt(Type t, int width) {
    return t instanceof TensorType tt && tt.elementType() instanceof IntegerType i && i.isSignless() && i.width() == width;
  }

  /** ControlOperandsAfterAllData: reports the first data operand that follows a control operand. */
  static boolean controlOperandsAfterAllData(Operation op) {
    boolean sawControl = false;
    for (int i = 0; i < op.numOperands(); i++) {
      if (TfExecutorType.isControl(op.operand(i).type())) {
        sawControl = true;
      } else if (sawControl) {
        op.emitOpError("found non-control operand #" + i + " after control operand").report();
        return false;
      }
    }
    return true;
  }

  /** HasParent: "expects parent op 'tf_executor.graph'". */
  static boolean verifyParent(Operation op, Class<?> parentClass, String parentName) {
    if (parentClass.isInstance(op.parentOp())) {
      return true;
    }
    return op.emitOpError("expects parent op '" + parentName + "'").report();
  }

  /** SingleBlockImplicitTerminator: a non-empty block ending with {@code terminatorName}. */
  static boolean verifyImplicitTerminator(Operation op, Class<?> terminatorClass, String terminatorName) {
    Region r = op.region(0);
    if (r.isEmpty()) {
      return true;
    }
    Block b = r.front();
    if (b.isEmpty()) {
      return op.emitOpError("expects a non-empty block").report();
    }
    Operation last = b.last();
    if (!terminatorClass.isInstance(last)) {
      return op.emitOpError("expects regions to end with '" + terminatorName + "', found '" + last.name() + "'")
          .attachNote(op.location(), "in custom textual format, the absence of terminator implies '" + terminatorName + "'")
          .report();
    }
    return true;
  }

  /** TCOpIsBroadcastableToRes: both shaped, and broadcast-compatible. */
  static boolean broadcastableToResult(Operation op, int operand, int result) {
    return TfShapes.isBroadcastable(op.operand(operand).type(), op.result(result).type());
  }

  /** MLIR's ensureRegionTerminator: gives {@code r} a block ending with a terminator (made by {@code make}). */
  static void ensureTerminator(Region r, java.util.function.Supplier<Operation> make) {
    if (r.isEmpty()) {
      r.addBlock(new Block());
    }
    Block b = r.back();
    if (b.isEmpty() || !b.last().hasTrait(Trait.TERMINATOR)) {
      b.append(make.get());
    }
  }
}
