package org.jmlir.ir;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/** Everything needed to create an op; parsers and builders fill it in, then call {@link Operation#create}. */
public final class OperationState {
  public final MLIRContext context;
  public final String name;
  /** The def, when already known (null: looked up by name). */
  public OpDef def;
  public Location location;
  public final List<Value> operands = new ArrayList<>();
  public final List<Type> resultTypes = new ArrayList<>();
  public final List<Block> successors = new ArrayList<>();
  public final List<Region> regions = new ArrayList<>();
  /** Discardable attributes (and, for ops parsed from custom syntax, inherent ones: see below). */
  public final List<NamedAttribute> attributes = new ArrayList<>();
  /** The properties attribute (a DictionaryAttr of inherent attributes for registered ops), or null. */
  public Attribute properties;

  public OperationState(MLIRContext context, String name, Location location) {
    this.context = context;
    this.name = name;
    this.location = location;
  }

  public OperationState(MLIRContext context, OpDef def, Location location) {
    this(context, def.name(), location);
    this.def = def;
  }

  public OperationState addOperands(List<? extends Value> values) {
    operands.addAll(values);
    return this;
  }

  public OperationState addOperand(Value v) {
    operands.add(v);
    return this;
  }

  public OperationState addTypes(List<? extends Type> types) {
    resultTypes.addAll(types);
    return this;
  }

  public OperationState addType(Type t) {
    resultTypes.add(t);
    return this;
  }

  public OperationState addAttribute(String attrName, Attribute value) {
    attributes.add(new NamedAttribute(attrName, value));
    return this;
  }

  public OperationState addSuccessor(Block b) {
    successors.add(b);
    return this;
  }

  /** Adds and returns a new empty region. */
  public Region addRegion() {
    Region r = new Region();
    regions.add(r);
    return r;
  }

  public OperationState addRegion(Region r) {
    regions.add(r);
    return this;
  }

  /** The attribute named {@code attrName} added so far, or null. */
  public Attribute attribute(String attrName) {
    for (int i = attributes.size() - 1; i >= 0; i--) {
      if (attributes.get(i).name().equals(attrName)) {
        return attributes.get(i).value();
      }
    }
    return null;
  }
}
