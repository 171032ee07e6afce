package org.jmlir.dialect.llvm;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.switch %v : i32, ^default(%a : i32) [ 1: ^bb1, 2: ^bb2(%b : i32) ]}: case values in
 * {@code case_values} (a vector of the flag's type), case operands split by
 * {@code case_operand_segments}.
 */
public final class SwitchOp extends LlvmOp implements BranchOpInterface {
  static final String CASE_SEGMENTS = "case_operand_segments";
  private static final List<String> ELIDED = List.of(OpSpec.OPERAND_SEGMENTS, CASE_SEGMENTS, "case_values");

  /** MLIR 22's SwitchOp::verify: one case value per case destination, one weight per successor, case values of the flag's type. */
  private static boolean verifySwitch(Operation op) {
    org.jmlir.ir.attr.Attribute values = op.inherentAttr("case_values");
    int caseCount = values instanceof DenseIntOrFPElementsAttr d ? (int) d.type().numElements() : 0;
    int destinations = op.numSuccessors() - 1;
    if (caseCount != destinations) {
      return op.emitOpError("expects number of case values to match number of case destinations").report();
    }
    if (op.inherentAttr("branch_weights") instanceof DenseArrayAttr w && w.size() != op.numSuccessors()) {
      return op.emitError("expects number of branch weights to match number of successors: " + w.size() + " vs " + op.numSuccessors()).report();
    }
    if (values instanceof DenseIntOrFPElementsAttr d && !d.elementType().equals(op.operand(0).type())) {
      return op.emitError("expects case value type to match condition value type").report();
    }
    return true;
  }

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.switch", SwitchOp::new)
          .operand("value", LlvmSpecs.INTEGER)
          .variadicOperand("defaultOperands", LlvmSpecs.ANY)
          .variadicOperand("caseOperands", LlvmSpecs.ANY)
          .optionalAttr("case_values", AttrConstraint.of("integer elements attribute", a -> a instanceof DenseIntOrFPElementsAttr))
          .attr(CASE_SEGMENTS, AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr))
          .optionalAttr("branch_weights", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr))
          .successor("defaultDestination")
          .variadicSuccessor("caseDestinations")
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  parseSwitch(p, state);
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  printSwitch((SwitchOp) op, p);
                }
              })
          .verifier(op -> verifySwitch(op) && BranchOpInterface.verifySuccessors(op, (SwitchOp) op))
          .build();

  private SwitchOp() {}

  public Value value() {
    return operand(0);
  }

  /** The case values (sign-extended), in case order. */
  public List<BigInteger> caseValues() {
    List<BigInteger> out = new ArrayList<>();
    if (inherentAttr("case_values") instanceof DenseIntOrFPElementsAttr d && d.elementType() instanceof IntegerType t) {
      long n = d.type().numElements();
      for (long i = 0; i < n; i++) {
        BigInteger bits = d.scalarBits(d.isSplat() ? 0 : i, t.width());
        if (bits.testBit(t.width() - 1)) {
          bits = bits.subtract(BigInteger.ONE.shiftLeft(t.width()));
        }
        out.add(bits);
      }
    }
    return out;
  }

  private int[] caseSizes() {
    return segmentSizes(this, CASE_SEGMENTS);
  }

  /** The sizes held by the dense i32 array attribute {@code name} (operand groups of successors). */
  static int[] segmentSizes(Operation op, String name) {
    DenseArrayAttr d = (DenseArrayAttr) op.inherentAttr(name);
    int[] out = new int[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) d.rawValue(i);
    }
    return out;
  }

  /** Parses {@code ^bb} or {@code ^bb(%a, %b : t1, t2)}: adds the successor, collects its operands, returns their count. */
  static int parseSuccessorWithOperands(OpAsmParser p, OperationState state, List<UnresolvedOperand> uses, List<Type> types) {
    state.addSuccessor(p.parseSuccessor());
    int before = uses.size();
    if (p.parseOptionalLParen()) {
      uses.addAll(p.parseOperandList());
      types.addAll(p.parseColonTypeList());
      p.parseRParen();
    }
    return uses.size() - before;
  }

  private int defaultCount() {
    return (int) ((DenseArrayAttr) inherentAttr(OpSpec.OPERAND_SEGMENTS)).rawValue(1);
  }

  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    return null;
  }

  @Override
  public int successorOperandStart(int index) {
    int start = 1;
    if (index == 0) {
      return start;
    }
    start += defaultCount();
    int[] sizes = caseSizes();
    for (int i = 0; i < index - 1; i++) {
      start += sizes[i];
    }
    return start;
  }

  @Override
  public List<Value> successorOperands(int index) {
    int start = successorOperandStart(index);
    int size = index == 0 ? defaultCount() : caseSizes()[index - 1];
    return operands().subList(start, start + size);
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    List<List<Value>> groups = new ArrayList<>();
    for (int s = 0; s < numSuccessors(); s++) {
      groups.add(s == index ? List.copyOf(values) : List.copyOf(successorOperands(s)));
    }
    List<Value> all = new ArrayList<>();
    all.add(value());
    int[] caseSizes = new int[numSuccessors() - 1];
    int caseTotal = 0;
    for (int s = 0; s < groups.size(); s++) {
      all.addAll(groups.get(s));
      if (s > 0) {
        caseSizes[s - 1] = groups.get(s).size();
        caseTotal += caseSizes[s - 1];
      }
    }
    setOperands(all);
    setAttr(CASE_SEGMENTS, OperandSegments.sizesAttr(context(), caseSizes));
    setAttr(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(context(), 1, groups.get(0).size(), caseTotal));
  }

  private static void parseSwitch(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    UnresolvedOperand flag = p.parseOperand();
    p.parseColon();
    Type flagType = p.parseType();
    p.parseComma();
    int at = p.currentOffset();
    List<UnresolvedOperand> defUses = new ArrayList<>();
    List<Type> defTypes = new ArrayList<>();
    parseSuccessorWithOperands(p, state, defUses, defTypes);
    p.parseLSquare();
    List<BigInteger> values = new ArrayList<>();
    List<UnresolvedOperand> caseUses = new ArrayList<>();
    List<Type> caseTypes = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    if (!p.parseOptionalRSquare()) {
      do {
        values.add(p.parseInteger());
        p.parseColon();
        sizes.add(parseSuccessorWithOperands(p, state, caseUses, caseTypes));
      } while (p.parseOptionalComma());
      p.parseRSquare();
    }
    p.parseOptionalAttrDict(state.attributes);
    state.addOperand(p.resolveOperand(flag, flagType));
    p.resolveOperands(defUses, defTypes, at, state.operands);
    p.resolveOperands(caseUses, caseTypes, at, state.operands);
    if (!values.isEmpty() && flagType instanceof IntegerType it) {
      state.addAttribute("case_values", org.jmlir.dialect.cf.SwitchOp.caseValuesAttr(ctx, it, values));
    }
    int[] s = new int[sizes.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = sizes.get(i);
    }
    state.addAttribute(CASE_SEGMENTS, OperandSegments.sizesAttr(ctx, s));
    state.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, defUses.size(), caseUses.size()));
  }

  private static void printSwitch(SwitchOp op, OpAsmPrinter p) {
    p.print(' ');
    p.printOperand(op.value());
    p.print(" : ");
    p.printType(op.value().type());
    p.print(", ");
    p.printSuccessorAndUseList(op.successor(0), op.successorOperands(0));
    p.print(" [");
    List<BigInteger> values = op.caseValues();
    for (int i = 0; i < values.size(); i++) {
      p.printNewline();
      p.print("  ").print(values.get(i).toString()).print(": ");
      p.printSuccessorAndUseList(op.successor(i + 1), op.successorOperands(i + 1));
      if (i + 1 < values.size()) {
        p.print(",");
      }
    }
    p.printNewline();
    p.print("]");
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }
}
