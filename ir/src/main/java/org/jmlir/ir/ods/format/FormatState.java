package org.jmlir.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.type.Type;

/**
 * What a format has parsed so far for one op: operand uses and types per declared group, result
 * types, inherent attributes, the attribute dictionary, regions and successors. Custom directives
 * read and fill it by name.
 */
public final class FormatState {
  final OpSpec spec;
  final OpAsmParser parser;
  final OperationState state;
  final List<UnresolvedOperand>[] operands;
  final int[] operandOffsets;
  final List<Type>[] operandTypes;
  final List<Type>[] resultTypes;
  /** Inherent attributes parsed so far, in order (few per op: a list beats a map here), or null. */
  List<NamedAttribute> inherent;
  final List<NamedAttribute> attrDict = new ArrayList<>();
  /** Types given for all operands / all results at once ({@code type(operands)}), or null. */
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  /** Uses given by the {@code operands} directive, or null. */
  List<UnresolvedOperand> allOperands;
  int allOperandsOffset;
  final Region[] regions;
  final List<Block>[] successors;

  @SuppressWarnings("unchecked")
  FormatState(OpSpec spec, OpAsmParser parser, OperationState state) {
    this.spec = spec;
    this.parser = parser;
    this.state = state;
    // One state per parsed op: groups an op does not declare share one empty array.
    int nOperands = spec.operands().size();
    this.operands = nOperands == 0 ? NO_LISTS : new List[nOperands];
    this.operandOffsets = nOperands == 0 ? NO_OFFSETS : new int[nOperands];
    this.operandTypes = nOperands == 0 ? NO_LISTS : new List[nOperands];
    int nResults = spec.results().size();
    this.resultTypes = nResults == 0 ? NO_LISTS : new List[nResults];
    int nRegions = spec.regions().size();
    this.regions = nRegions == 0 ? NO_REGIONS : new Region[nRegions];
    int nSuccessors = spec.successors().size();
    this.successors = nSuccessors == 0 ? NO_LISTS : new List[nSuccessors];
  }

  @SuppressWarnings("rawtypes")
  private static final List[] NO_LISTS = new List[0];
  private static final int[] NO_OFFSETS = new int[0];
  private static final Region[] NO_REGIONS = new Region[0];

  public OpAsmParser parser() {
    return parser;
  }

  public OperationState operationState() {
    return state;
  }

  /** Records the uses parsed for the operand group {@code name}. */
  public void setOperands(String name, List<UnresolvedOperand> uses, int offset) {
    int i = require(spec.operandIndex(name), name);
    operands[i] = uses;
    operandOffsets[i] = offset;
  }

  /** Records the types of the operand or result group {@code name}. */
  public void setTypes(String name, List<Type> types) {
    int i = spec.operandIndex(name);
    if (i >= 0) {
      operandTypes[i] = types;
      return;
    }
    resultTypes[require(spec.resultIndex(name), name)] = types;
  }

  /** The types recorded for an operand or result group, or null. */
  public List<Type> types(String name) {
    int i = spec.operandIndex(name);
    if (i >= 0) {
      return operandTypes[i];
    }
    return resultTypes[require(spec.resultIndex(name), name)];
  }

  public void setAttribute(String name, Attribute value) {
    if (inherent == null) {
      inherent = new ArrayList<>(2);
    }
    for (int i = 0; i < inherent.size(); i++) {
      if (inherent.get(i).name().equals(name)) {
        inherent.set(i, new NamedAttribute(name, value));
        return;
      }
    }
    inherent.add(new NamedAttribute(name, value));
  }

  public Attribute attribute(String name) {
    for (int i = 0; inherent != null && i < inherent.size(); i++) {
      if (inherent.get(i).name().equals(name)) {
        return inherent.get(i).value();
      }
    }
    return null;
  }

  /** The region for {@code name}, created on first use. */
  public Region region(String name) {
    int i = require(spec.regionIndex(name), name);
    if (regions[i] == null) {
      regions[i] = new Region();
    }
    return regions[i];
  }

  public void addSuccessor(String name, Block b) {
    int i = require(spec.successorIndex(name), name);
    if (successors[i] == null) {
      successors[i] = new ArrayList<>();
    }
    successors[i].add(b);
  }

  private int require(int index, String name) {
    if (index < 0) {
      throw new IllegalArgumentException(spec.name() + " declares nothing named '" + name + "'");
    }
    return index;
  }
}
