package org.jmlir.ir.ods;

import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.Type;

/** A minimal OpAsmPrinter for testing custom syntax alone: values print as the names given to them. */
final class RecordingPrinter implements OpAsmPrinter {
  final StringBuilder out = new StringBuilder();
  private final Map<Value, String> names = new IdentityHashMap<>();

  RecordingPrinter name(Value v, String n) {
    names.put(v, n);
    return this;
  }

  @Override
  public OpAsmPrinter print(String text) {
    out.append(text);
    return this;
  }

  @Override
  public OpAsmPrinter print(char c) {
    out.append(c);
    return this;
  }

  @Override
  public OpAsmPrinter print(long n) {
    out.append(n);
    return this;
  }

  @Override
  public void printType(Type type) {
    out.append(AttrTypePrinter.toString(type));
  }

  @Override
  public void printAttribute(Attribute attr) {
    out.append(AttrTypePrinter.toString(attr));
  }

  @Override
  public void printAttributeWithoutType(Attribute attr) {
    new AttrTypePrinter().printAttribute(out, attr, AttrTypePrinter.Elision.MUST);
  }

  @Override
  public void printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elidedNames) {
    printDict(attrs, elidedNames, false);
  }

  @Override
  public void printOptionalAttrDictWithKeyword(List<NamedAttribute> attrs, Collection<String> elidedNames) {
    printDict(attrs, elidedNames, true);
  }

  private void printDict(List<NamedAttribute> attrs, Collection<String> elided, boolean keyword) {
    StringBuilder sb = new StringBuilder();
    for (NamedAttribute a : attrs) {
      if (elided.contains(a.name())) {
        continue;
      }
      sb.append(sb.length() == 0 ? "" : ", ").append(a.name());
      if (!(a.value() instanceof UnitAttr)) {
        sb.append(" = ").append(AttrTypePrinter.toString(a.value()));
      }
    }
    if (sb.length() > 0) {
      out.append(keyword ? " attributes {" : " {").append(sb).append('}');
    }
  }

  @Override
  public void printSymbolName(String name) {
    out.append('@').append(name);
  }

  @Override
  public void printKeywordOrString(String keyword) {
    out.append(keyword);
  }

  @Override
  public void printString(String value) {
    out.append('"').append(value).append('"');
  }

  @Override
  public void printArrowTypeList(List<Type> types) {
    out.append(" -> ");
    printFunctionalType(List.of(), types);
  }

  @Override
  public void printFunctionalType(List<Type> inputs, List<Type> results) {
    out.append('(');
    for (int i = 0; i < inputs.size(); i++) {
      out.append(i > 0 ? ", " : "").append(AttrTypePrinter.toString(inputs.get(i)));
    }
    out.append(") -> ");
    if (results.size() == 1) {
      printType(results.get(0));
      return;
    }
    out.append('(');
    for (int i = 0; i < results.size(); i++) {
      out.append(i > 0 ? ", " : "").append(AttrTypePrinter.toString(results.get(i)));
    }
    out.append(')');
  }

  @Override
  public void printOperand(Value value) {
    out.append('%').append(names.getOrDefault(value, "?"));
  }

  @Override
  public void printOperands(List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printOperand(values.get(i));
    }
  }

  @Override
  public void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators, boolean printEmptyBlock) {
    out.append("{...}");
  }

  @Override
  public void printRegionArgument(BlockArgument arg, List<NamedAttribute> argAttrs, boolean omitType) {
    printOperand(arg);
  }

  @Override
  public void printSuccessor(Block block) {
    out.append("^bb");
  }

  @Override
  public void printSuccessorAndUseList(Block block, List<? extends Value> operands) {
    out.append("^bb");
  }

  @Override
  public void printFunctionalType(Operation op) {
    printFunctionalType(op.operandTypes(), op.resultTypes());
  }

  @Override
  public void printGenericOp(Operation op) {
    out.append('"').append(op.name()).append("\"(...)");
  }

  @Override
  public void printOptionalLocationSpecifier(Location loc) {}

  @Override
  public void printNewline() {
    out.append('\n');
  }

  @Override
  public void increaseIndent() {}

  @Override
  public void decreaseIndent() {}

  @Override
  public boolean printsDebugInfo() {
    return false;
  }
}
