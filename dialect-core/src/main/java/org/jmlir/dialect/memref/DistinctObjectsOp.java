package org.jmlir.dialect.memref;

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
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/** {@code %a, %b = memref.distinct_objects %x, %y : memref<?xf32>, memref<?xf32>}: asserts the buffers do not alias. */
public final class DistinctObjectsOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.distinct_objects", DistinctObjectsOp::new)
          .variadicOperand("operands", ShapedConstraints.ANY_MEMREF)
          .variadicResult("results", ShapedConstraints.ANY_MEMREF)
          .traits(Trait.PURE)
          .assembly(new Syntax())
          .verifier(DistinctObjectsOp::verify)
          .build();

  private DistinctObjectsOp() {}

  private static boolean verify(Operation op) {
    if (op.numOperands() == 0) {
      return op.emitOpError("expected at least one operand").report();
    }
    if (!op.operandTypes().equals(op.resultTypes())) {
      return op.emitOpError("operand types and result types must match").report();
    }
    return true;
  }

  /** {@code $operands attr-dict `:` type($operands)}; the results take the operands' types. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      int offset = p.currentOffset();
      List<UnresolvedOperand> uses = p.parseOperandList();
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      List<Type> types = p.parseColonTypeList();
      p.resolveOperands(uses, types, offset, state.operands);
      state.resultTypes.addAll(types);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperands(op.operands());
      CustomAssembly.printAttrDict(p, op, List.of());
      p.print(" : ");
      List<Type> types = op.operandTypes();
      for (int i = 0; i < types.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(types.get(i));
      }
    }
  }
}
