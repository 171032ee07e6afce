package org.jmlir.dialect.bufferization;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code bufferization.dealloc (%m : memref<..>) if (%c) retain (%r : memref<..>)}: one i1 result per
 * retained memref (inferred, as upstream's InferTypeOpInterface).
 */
final class DeallocSyntax implements OpDef.Assembly {
  @Override
  public void parse(OpAsmParser p, OperationState state) {
    int nMemrefs = 0;
    int nConditions = 0;
    int nRetained = 0;
    if (p.parseOptionalLParen()) {
      int offset = p.currentOffset();
      List<UnresolvedOperand> memrefs = p.parseOperandList();
      p.parseColon();
      List<Type> types = p.parseTypeList();
      p.parseRParen();
      p.resolveOperands(memrefs, types, offset, state.operands);
      p.parseKeyword("if");
      p.parseLParen();
      List<UnresolvedOperand> conds = p.parseOperandList();
      p.parseRParen();
      p.resolveOperands(conds, IntegerType.get(p.context(), 1), state.operands);
      nMemrefs = memrefs.size();
      nConditions = conds.size();
    }
    // The retained group is optional on its own (a dealloc of nothing may still retain values).
    if (p.parseOptionalKeyword("retain")) {
      p.parseLParen();
      int rOffset = p.currentOffset();
      List<UnresolvedOperand> retained = p.parseOperandList();
      p.parseColon();
      List<Type> rTypes = p.parseTypeList();
      p.parseRParen();
      p.resolveOperands(retained, rTypes, rOffset, state.operands);
      nRetained = retained.size();
    }
    p.parseOptionalAttrDict(state.attributes);
    state.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(p.context(), nMemrefs, nConditions, nRetained));
    for (int i = 0; i < nRetained; i++) {
      state.addType(IntegerType.get(p.context(), 1));
    }
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    int[][] g = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    if (g[0][1] > 0) {
      p.print(" (");
      printWithTypes(p, values(op, g[0]));
      p.print(") if (");
      p.printOperands(values(op, g[1]));
      p.print(')');
    }
    if (g[2][1] > 0) {
      p.print(" retain (");
      printWithTypes(p, values(op, g[2]));
      p.print(')');
    }
    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of(OpSpec.OPERAND_SEGMENTS));
  }

  private static List<Value> values(Operation op, int[] group) {
    return new ArrayList<>(op.operands().subList(group[0], group[0] + group[1]));
  }

  private static void printWithTypes(OpAsmPrinter p, List<Value> vs) {
    p.printOperands(vs);
    p.print(" : ");
    for (int i = 0; i < vs.size(); i++) {
      p.print(i > 0 ? ", " : "");
      p.printType(vs.get(i).type());
    }
  }
}
