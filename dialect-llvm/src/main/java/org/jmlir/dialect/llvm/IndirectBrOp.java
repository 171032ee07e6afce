package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.indirectbr %addr : !llvm.ptr, [ ^bb1(%a : i32), ^bb2 ]}: a branch to the block whose
 * address {@code %addr} holds (one of the listed successors), each successor with its operands,
 * split by {@code indbr_operand_segments}.
 */
public final class IndirectBrOp extends LlvmOp implements BranchOpInterface {
  static final String SEGMENTS = "indbr_operand_segments";

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.indirectbr", IndirectBrOp::new)
          .operand("addr", LlvmSpecs.POINTER)
          .variadicOperand("succOperands", org.jmlir.ir.ods.TypeConstraint.ANY)
          .attr(SEGMENTS, AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr))
          .variadicSuccessor("successors")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseIndirectBr(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printIndirectBr((IndirectBrOp) op, p);
                }
              })
          .verifier(op -> BranchOpInterface.verifySuccessors(op, (IndirectBrOp) op))
          .build();

  private IndirectBrOp() {}

  private int[] sizes() {
    return SwitchOp.segmentSizes(this, SEGMENTS);
  }

  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    return null;
  }

  @Override
  public int successorOperandStart(int index) {
    int start = 1;
    int[] sizes = sizes();
    for (int i = 0; i < index; i++) {
      start += sizes[i];
    }
    return start;
  }

  @Override
  public List<Value> successorOperands(int index) {
    int start = successorOperandStart(index);
    return operands().subList(start, start + sizes()[index]);
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    List<Value> all = new ArrayList<>();
    all.add(operand(0));
    int[] sizes = new int[numSuccessors()];
    for (int s = 0; s < numSuccessors(); s++) {
      List<Value> group = s == index ? List.copyOf(values) : List.copyOf(successorOperands(s));
      all.addAll(group);
      sizes[s] = group.size();
    }
    setOperands(all);
    setAttr(SEGMENTS, OperandSegments.sizesAttr(context(), sizes));
  }

  private static void parseIndirectBr(OpAsmParser p, OperationState state) {
    UnresolvedOperand addr = p.parseOperand();
    p.parseColon();
    Type addrType = p.parseType();
    p.parseComma();
    int at = p.currentOffset();
    p.parseLSquare();
    List<UnresolvedOperand> uses = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        sizes.add(SwitchOp.parseSuccessorWithOperands(p, state, uses, types));
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    p.parseOptionalAttrDict(state.attributes);
    state.addOperand(p.resolveOperand(addr, addrType));
    p.resolveOperands(uses, types, at, state.operands);
    int[] s = new int[sizes.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = sizes.get(i);
    }
    state.addAttribute(SEGMENTS, OperandSegments.sizesAttr(p.context(), s));
  }

  private static void printIndirectBr(IndirectBrOp op, OpAsmPrinter p) {
    p.print(' ');
    p.printOperand(op.operand(0));
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(", [");
    for (int i = 0; i < op.numSuccessors(); i++) {
      p.printNewline();
      p.printSuccessorAndUseList(op.successor(i), op.successorOperands(i));
      if (i + 1 < op.numSuccessors()) {
        p.print(",");
      }
    }
    if (op.numSuccessors() > 0) {
      p.printNewline();
    }
    p.print("]");
    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of(SEGMENTS));
  }
}
