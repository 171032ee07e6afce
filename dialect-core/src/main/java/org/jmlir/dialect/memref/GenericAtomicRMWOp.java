package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** {@code %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... }}. */
public final class GenericAtomicRMWOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.generic_atomic_rmw", GenericAtomicRMWOp::new)
          .operand("memref", ShapedConstraints.MEMREF_OF_INT_OR_FLOAT)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .result("result", ShapedConstraints.SIGNLESS_INT_OR_FLOAT)
          .region("atomic_body")
          .typesMatchWith("result type matches element type of memref", "memref", "result", MemRefOps::elementTypeOf)
          .assembly(new Syntax())
          .verifier(GenericAtomicRMWOp::verify)
          .build();

  private GenericAtomicRMWOp() {}

  private static boolean verify(Operation op) {
    Region body = op.region(0);
    if (body.isEmpty() || body.front().numArguments() != 1) {
      return op.emitOpError("expected single number of entry block arguments").report();
    }
    if (op.result(0).type() != body.front().argument(0).type()) {
      return op.emitOpError("expected block argument of the same type result type").report();
    }
    return true;
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand memref = p.parseOperand();
      List<UnresolvedOperand> ivs = p.parseOperandList(Delimiter.SQUARE, -1);
      Type type = p.parseColonType();
      state.operands.add(p.resolveOperand(memref, type));
      p.resolveOperands(ivs, IndexType.get(p.context()), state.operands);
      Region body = new Region();
      p.parseRegion(body, List.of(), false);
      state.addRegion(body);
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      state.resultTypes.add(type instanceof ShapedType s ? s.elementType() : type);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print('[');
      p.printOperands(op.operands().subList(1, op.numOperands()));
      p.print("] : ");
      p.printType(op.operand(0).type());
      p.print(' ');
      p.printRegion(op.region(0));
      CustomAssembly.printAttrDict(p, op, List.of());
    }
  }
}
