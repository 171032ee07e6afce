package org.jmlir.dialect.cf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code cf.switch %flag : i32, [default: ^bb1, 42: ^bb2(%a : i32)]}: a multi-way branch on an
 * integer. The case operands of all cases form one operand group, split per case by
 * {@code case_operand_segments} (ODS's VariadicOfVariadic).
 */
public final class SwitchOp extends Operation implements CfOp, BranchOpInterface {
  static final String CASE_SEGMENTS = "case_operand_segments";

  /** MLIR's AnyInteger. */
  static final TypeConstraint ANY_INTEGER = new TypeConstraint("integer", t -> t instanceof IntegerType);

  /** MLIR's AnyIntElementsAttr. */
  static final AttrConstraint INT_ELEMENTS =
      AttrConstraint.of(
          "integer elements attribute",
          a -> a instanceof DenseIntOrFPElementsAttr d && d.elementType() instanceof IntegerType);

  private static final List<String> ELIDED = List.of(OpSpec.OPERAND_SEGMENTS, CASE_SEGMENTS, "case_values");

  public static final OpDef DEF =
      OpSpec.define("cf.switch", SwitchOp::new)
          .operand("flag", ANY_INTEGER)
          .variadicOperand("defaultOperands", TypeConstraint.ANY)
          .variadicOperand("caseOperands", TypeConstraint.ANY)
          .optionalAttr("case_values", INT_ELEMENTS)
          .attr(CASE_SEGMENTS, CondBranchOp.DENSE_I32_ARRAY)
          .defaultAttr(
              OpSpec.OPERAND_SEGMENTS, CondBranchOp.DENSE_I32_ARRAY, ctx -> OperandSegments.sizesAttr(ctx, 0, 0, 0))
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
          .verifier(SwitchOp::verify)
          .extension(
              org.jmlir.ir.rewrite.CanonicalizationPatterns.class,
              new org.jmlir.ir.rewrite.CanonicalizationPatterns(
                  List.of(new CfPatterns.SimplifySwitchWithOnlyDefault(), new CfPatterns.DropSwitchCasesThatMatchDefault(), new CfPatterns.SimplifyConstSwitchValue(), new CfPatterns.SimplifyPassThroughSwitch(), new CfPatterns.SimplifySwitchFromSwitchOnSameCondition(), new CfPatterns.SimplifySwitchFromDefaultSwitchOnSameCondition())))
          .build();

  private SwitchOp() {}

  public Value flag() {
    return operand(0);
  }

  private List<Value> group(int index) {
    return DEF.extension(OpSpec.class).operandGroup(this, index);
  }

  public Block defaultDestination() {
    return successor(0);
  }

  public int numCases() {
    return numSuccessors() - 1;
  }

  /** The case values, zero-extended as mlir-opt prints them; empty when there are none. */
  public List<BigInteger> caseValues() {
    List<BigInteger> out = new ArrayList<>();
    if (!(inherentAttr("case_values") instanceof DenseIntOrFPElementsAttr d)
        || !(d.elementType() instanceof IntegerType t)) {
      return out;
    }
    long n = d.type().numElements();
    for (long i = 0; i < n; i++) {
      out.add(d.scalarBits(d.isSplat() ? 0 : i, t.width()));
    }
    return out;
  }

  /**
   * Matches MLIR's SwitchOp::getSuccessorForOperands: the case a constant flag selects, else the
   * default (case values are kept zero-extended, so the flag's bits are compared the same way).
   */
  @Override
  public Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    if (!(operands.get(0) instanceof org.jmlir.ir.attr.IntegerAttr flag)) {
      return null;
    }
    BigInteger bits = flag.value();
    if (flag.type() instanceof IntegerType t) {
      bits = bits.and(BigInteger.ONE.shiftLeft(t.width()).subtract(BigInteger.ONE));
    }
    List<BigInteger> cases = caseValues();
    for (int i = 0; i < cases.size(); i++) {
      if (cases.get(i).equals(bits)) {
        return successor(i + 1);
      }
    }
    return defaultDestination();
  }

  @Override
  public List<Value> successorOperands(int index) {
    if (index == 0) {
      return group(1);
    }
    List<Value> all = group(2);
    long[] sizes = DynamicIndexList.values(inherentAttr(CASE_SEGMENTS));
    if (index - 1 >= sizes.length) {
      return List.of();
    }
    int start = 0;
    for (int i = 0; i < index - 1; i++) {
      start += (int) sizes[i];
    }
    int end = start + (int) sizes[index - 1];
    return end <= all.size() ? all.subList(start, end) : List.of();
  }

  @Override
  public int successorOperandStart(int index) {
    int start = 1;
    if (index == 0) {
      return start;
    }
    start += group(1).size();
    long[] sizes = DynamicIndexList.values(inherentAttr(CASE_SEGMENTS));
    for (int i = 0; i < index - 1 && i < sizes.length; i++) {
      start += (int) sizes[i];
    }
    return start;
  }

  @Override
  public void setSuccessorOperands(int index, List<? extends Value> values) {
    int n = numSuccessors();
    List<List<Value>> groups = new ArrayList<>(n);
    for (int s = 0; s < n; s++) {
      groups.add(s == index ? List.copyOf(values) : List.copyOf(successorOperands(s)));
    }
    List<Value> all = new ArrayList<>();
    all.add(flag());
    int[] caseSizes = new int[n - 1];
    int caseTotal = 0;
    for (int s = 0; s < n; s++) {
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

  // ---- syntax --------------------------------------------------------------------------------

  private static void parseSwitch(OpAsmParser p, OperationState state) {
    MLIRContext ctx = p.context();
    UnresolvedOperand flag = p.parseOperand();
    p.parseColon();
    int typeOffset = p.currentOffset();
    Type flagType = p.parseType();
    if (!(flagType instanceof IntegerType intType)) {
      throw p.emitError(
          typeOffset, "invalid kind of type specified: expected builtin.integer, but found '" + Texts.type(flagType) + "'");
    }
    p.parseComma();
    p.parseLSquare();
    // The cases are MLIR's custom<SwitchOpCases> directive: operands are resolved after it, against
    // its start, as the generated parser does.
    int casesOffset = p.currentOffset();
    // mlir-opt 22 reports these two at the offending token itself (AsmParser's parseKeyword and
    // parseInteger), not at the end of the previous line.
    if (!p.parseOptionalKeyword("default")) {
      throw p.emitError("expected 'default'");
    }
    p.parseColon();
    state.addSuccessor(p.parseSuccessor());
    List<UnresolvedOperand> defaultUses = new ArrayList<>();
    List<Type> defaultTypes = new ArrayList<>();
    if (p.parseOptionalLParen()) {
      // mlir-opt 22 parses the default operands without result numbers ("%0#1" is rejected).
      // The list may be empty (parseOperandList with no delimiter): "^bb1()" is "expected ':'".
      for (var a = p.parseOptionalArgument(false, false); a != null; ) {
        defaultUses.add(a.ssaName());
        a = p.parseOptionalComma() ? p.parseArgument(false, false) : null;
      }
      defaultTypes.addAll(p.parseColonTypeList());
      p.parseRParen();
    }
    List<BigInteger> values = new ArrayList<>();
    List<UnresolvedOperand> caseUses = new ArrayList<>();
    List<Type> caseTypes = new ArrayList<>();
    List<Integer> caseSizes = new ArrayList<>();
    while (p.parseOptionalComma()) {
      int offset = p.currentOffset();
      BigInteger v = p.parseOptionalInteger();
      if (v == null) {
        throw p.emitError(offset, "expected integer value");
      }
      if (v.bitLength() > 63) {
        throw p.emitError(offset, "integer value too large");
      }
      values.add(v);
      p.parseColon();
      state.addSuccessor(p.parseSuccessor());
      int before = caseUses.size();
      if (p.parseOptionalLParen()) {
        caseUses.addAll(p.parseOperandList());
        caseTypes.addAll(p.parseColonTypeList());
        p.parseRParen();
      }
      caseSizes.add(caseUses.size() - before);
    }
    p.parseRSquare();
    p.parseOptionalAttrDict(state.attributes);
    state.addOperand(p.resolveOperand(flag, flagType));
    resolve(p, defaultUses, defaultTypes, casesOffset, state.operands);
    resolve(p, caseUses, caseTypes, casesOffset, state.operands);
    if (!values.isEmpty()) {
      state.addAttribute("case_values", caseValuesAttr(ctx, intType, values));
    }
    int[] sizes = new int[caseSizes.size()];
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = caseSizes.get(i);
    }
    state.addAttribute(CASE_SEGMENTS, OperandSegments.sizesAttr(ctx, sizes));
    state.addAttribute(
        OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, defaultUses.size(), caseUses.size()));
  }

  /** MLIR's resolveOperands for an operand list and its separately parsed types. */
  private static void resolve(OpAsmParser p, List<UnresolvedOperand> uses, List<Type> types, int offset, List<Value> out) {
    if (uses.size() != types.size()) {
      throw p.emitError(
          offset,
          "number of operands and types do not match: got " + uses.size() + " operands and " + types.size() + " types");
    }
    p.resolveOperands(uses, types, offset, out);
  }

  /** {@code dense<[...]> : vector<Nxiw>}, each value truncated to the flag's width as APInt does. */
  public static DenseIntOrFPElementsAttr caseValuesAttr(MLIRContext ctx, IntegerType type, List<BigInteger> values) {
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(type);
    int n = values.size();
    byte[] raw;
    if (bits == 1) {
      raw = new byte[(n + 7) / 8];
      for (int i = 0; i < n; i++) {
        if (values.get(i).testBit(0)) {
          raw[i >>> 3] |= (byte) (1 << (i & 7));
        }
      }
    } else {
      int bytes = bits / 8;
      raw = new byte[n * bytes];
      for (int i = 0; i < n; i++) {
        BigInteger v = values.get(i);
        for (int b = 0; b < bytes; b++) {
          raw[i * bytes + b] = v.shiftRight(8 * b).byteValue();
        }
      }
    }
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, VectorType.get(ctx, new long[] {n}, type), raw);
  }

  /** Matches mlir-opt 22's printSwitchOpCases: one case per line, values printed unsigned. */
  private static void printSwitch(SwitchOp op, OpAsmPrinter p) {
    p.print(' ');
    Value flag = op.flag();
    p.printOperand(flag);
    p.print(" : ");
    p.printType(flag.type());
    p.print(", [");
    p.printNewline();
    p.print("  default: ");
    p.printSuccessorAndUseList(op.successor(0), op.successorOperands(0));
    List<BigInteger> values = op.caseValues();
    if (!values.isEmpty()) {
      for (int i = 0; i < values.size() && i + 1 < op.numSuccessors(); i++) {
        p.print(',');
        p.printNewline();
        p.print("  ");
        BigInteger v = values.get(i);
        p.print(v.bitLength() > 64 ? "18446744073709551615" : v.toString());
        p.print(": ");
        p.printSuccessorAndUseList(op.successor(i + 1), op.successorOperands(i + 1));
      }
      p.printNewline();
    }
    p.print(']');
    p.printOptionalAttrDict(op.attrDictionary().entries(), ELIDED);
  }

  // ---- verification --------------------------------------------------------------------------

  private static boolean verify(Operation op) {
    SwitchOp sw = (SwitchOp) op;
    Attribute segAttr = op.inherentAttr(CASE_SEGMENTS);
    long[] sizes = DynamicIndexList.values(segAttr);
    long total = 0;
    for (long s : sizes) {
      if (s < 0) {
        return op.emitOpError("'" + CASE_SEGMENTS + "' attribute cannot have negative elements").report();
      }
      total += s;
    }
    int caseOperands = sw.group(2).size();
    if (total != caseOperands) {
      return op.emitOpError(
              "caseOperands count (" + caseOperands + ") does not match with the total size (" + total
                  + ") specified in attribute '" + CASE_SEGMENTS + "'")
          .report();
    }
    int caseDests = op.numSuccessors() - 1;
    Attribute values = op.inherentAttr("case_values");
    if (values == null && caseDests == 0) {
      return BranchOpInterface.verifySuccessors(op, sw);
    }
    if (values instanceof DenseIntOrFPElementsAttr d) {
      Type flagType = sw.flag().type();
      if (d.elementType() != flagType) {
        return op.emitOpError(
                "'flag' type ('" + Texts.type(flagType) + "') should match case value type ('"
                    + Texts.type(d.elementType()) + "')")
            .report();
      }
      if (d.type().numElements() != caseDests) {
        return op.emitOpError(
                "number of case values (" + d.type().numElements() + ") should match number of case destinations ("
                    + caseDests + ")")
            .report();
      }
    }
    return BranchOpInterface.verifySuccessors(op, sw);
  }
}
