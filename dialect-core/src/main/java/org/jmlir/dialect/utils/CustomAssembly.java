package org.jmlir.dialect.utils;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;

/**
 * Shared steps of hand-written op syntax: collecting inherent attributes into the properties
 * (those named in an {@code attr-dict} included, as ODS-generated parsers do) and printing the
 * attribute dictionary with the op's inherent and discardable attributes merged and sorted.
 */
public final class CustomAssembly {
  private CustomAssembly() {}

  /** The inherent attributes a hand-written parser has gathered, in order. */
  public static Map<String, Attribute> props() {
    return new LinkedHashMap<>();
  }

  /** Parses {@code {...}} if present, keeping inherent attributes apart from discardable ones. */
  public static void parseAttrDict(OpAsmParser p, OpDef def, Map<String, Attribute> props, OperationState state) {
    List<NamedAttribute> dict = new ArrayList<>();
    p.parseOptionalAttrDict(dict);
    split(def, dict, props, state);
  }

  /** Like {@link #parseAttrDict} for {@code attributes {...}}. */
  public static void parseAttrDictWithKeyword(
      OpAsmParser p, OpDef def, Map<String, Attribute> props, OperationState state) {
    List<NamedAttribute> dict = new ArrayList<>();
    p.parseOptionalAttrDictWithKeyword(dict);
    split(def, dict, props, state);
  }

  private static void split(OpDef def, List<NamedAttribute> dict, Map<String, Attribute> props, OperationState state) {
    for (NamedAttribute a : dict) {
      if (def.isInherentAttr(a.name())) {
        props.put(a.name(), a.value());
      } else {
        state.attributes.add(a);
      }
    }
  }

  /** Stores {@code props} as the state's properties (nothing when empty). */
  public static void setProperties(OperationState state, Map<String, Attribute> props) {
    if (props.isEmpty()) {
      return;
    }
    List<NamedAttribute> entries = new ArrayList<>();
    if (state.properties instanceof DictionaryAttr given) {
      entries.addAll(given.entries());
    }
    for (Map.Entry<String, Attribute> e : props.entrySet()) {
      entries.add(new NamedAttribute(e.getKey(), e.getValue()));
    }
    state.properties = DictionaryAttr.get(state.context, entries);
  }

  /** Every attribute of {@code op}, inherent and discardable, sorted by name as MLIR's getAttrs. */
  public static List<NamedAttribute> allAttributes(Operation op) {
    List<NamedAttribute> all = new ArrayList<>();
    if (op.properties() instanceof DictionaryAttr props) {
      all.addAll(props.entries());
    }
    all.addAll(op.attributes().entries());
    return all.size() > 1 ? DictionaryAttr.get(op.context(), all).entries() : all;
  }

  /** {@code {...}} of the attributes not in {@code elided}, with its leading space; nothing when empty. */
  public static void printAttrDict(OpAsmPrinter p, Operation op, Collection<String> elided) {
    p.printOptionalAttrDict(allAttributes(op), elided);
  }

  /** Like {@link #printAttrDict} with the {@code attributes} keyword. */
  public static void printAttrDictWithKeyword(OpAsmPrinter p, Operation op, Collection<String> elided) {
    p.printOptionalAttrDictWithKeyword(allAttributes(op), elided);
  }
}
