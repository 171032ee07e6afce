package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** {@code memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>}: resizes a 1-D buffer. */
public final class ReallocOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.realloc", ReallocOp::new)
          .operand("source", ShapedConstraints.MEMREF_RANK_1)
          .optionalOperand("dynamicResultSize", TypeConstraint.INDEX)
          .optionalAttr("alignment", CommonAttrs.I64_POSITIVE_POWER_OF_2)
          .result("result", ShapedConstraints.MEMREF_RANK_1)
          .assembly(new Syntax())
          .verifier(ReallocOp::verify)
          .build();

  private ReallocOp() {}

  private static boolean verify(Operation op) {
    MemRefType source = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result(0).type();
    if (source.memorySpace() != result.memorySpace()) {
      return op.emitOpError(
              "different memory spaces specified for source memref type " + MemRefVerifiers.quoted(source)
                  + " and result memref type " + MemRefVerifiers.quoted(result))
          .report();
    }
    if (source.elementType() != result.elementType()) {
      return op.emitOpError(
              "different element types specified for source memref type " + MemRefVerifiers.quoted(source)
                  + " and result memref type " + MemRefVerifiers.quoted(result))
          .report();
    }
    boolean dynamic = result.shape()[0] == ShapedType.DYNAMIC;
    if (dynamic && op.numOperands() < 2) {
      return op.emitOpError("missing dimension operand for result type " + MemRefVerifiers.quoted(result)).report();
    }
    if (!dynamic && op.numOperands() > 1) {
      return op.emitOpError("unnecessary dimension operand for result type " + MemRefVerifiers.quoted(result)).report();
    }
    return true;
  }

  /** {@code $source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)}. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand source = p.parseOperand();
      UnresolvedOperand size = null;
      if (p.parseOptionalLParen()) {
        size = p.parseOperand();
        p.parseRParen();
      }
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type sourceType = p.parseColonType();
      p.parseKeyword("to");
      Type resultType = p.parseType();
      state.operands.add(p.resolveOperand(source, sourceType));
      if (size != null) {
        state.operands.add(p.resolveOperand(size, IndexType.get(p.context())));
      }
      state.resultTypes.add(resultType);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      if (op.numOperands() > 1) {
        p.print('(');
        p.printOperand(op.operand(1));
        p.print(')');
      }
      CustomAssembly.printAttrDict(p, op, List.of());
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(" to ");
      p.printType(op.result(0).type());
    }
  }
}
