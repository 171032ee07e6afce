package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/** Syntax pieces the tf_executor ops share (TensorFlow's tf_executor.cc parse/print functions). */
final class TfExecutorSyntax {
  private TfExecutorSyntax() {}

  /** {@code %a, %b : t1, t2 {attrs}} (fetch and yield); nothing but attributes when there are no operands. */
  static final OpDef.Assembly OPERANDS_COLON_TYPES =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          int loc = p.currentOffset();
          List<UnresolvedOperand> ops = p.parseOperandList();
          List<Type> types = ops.isEmpty() ? List.of() : p.parseColonTypeList();
          p.resolveOperands(ops, types, loc, state.operands);
          p.parseOptionalAttrDict(state.attributes);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          if (op.numOperands() > 0) {
            p.print(' ');
            p.printOperands(op.operands());
            p.print(" : ");
            printTypes(p, op.operandTypes());
          }
          p.printOptionalAttrDict(op.attributes().entries(), List.of());
        }
      };

  static void printTypes(OpAsmPrinter p, List<Type> types) {
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(types.get(i));
    }
  }

  /** {@code ' ' operands}. */
  static void printOperands(OpAsmPrinter p, Operation op) {
    p.print(' ');
    p.printOperands(op.operands());
  }

  /** A single type after {@code :}; reports TF's "expects only a single data type" otherwise. */
  static Type parseSingleType(OpAsmParser p) {
    List<Type> types = p.parseColonTypeList();
    if (types.size() != 1) {
      throw p.emitError(p.nameOffset(), " expects only a single data type");
    }
    return types.get(0);
  }

  /** {@code n} copies of {@code t} appended to {@code out}. */
  static void appendCopies(List<Type> out, int n, Type t) {
    for (int i = 0; i < n; i++) {
      out.add(t);
    }
  }

  /** The functional type's inputs and results, or null when {@code t} is not a function type. */
  static FunctionType asFunction(Type t) {
    return t instanceof FunctionType f ? f : null;
  }

  static List<Type> mutable(List<Type> types) {
    return new ArrayList<>(types);
  }
}
