package org.jmlir.translate.graphdef;

import com.google.protobuf.InvalidProtocolBufferException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jmlir.dialect.tf.registry.TfOpDef;
import org.jmlir.dialect.tf.registry.TfOpDefs;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.NodeDef;

/**
 * What the GraphDef importer takes from TensorFlow's op registry ({@link TfOpDefs}) beyond output
 * types: the default values of attributes a node leaves out (TensorFlow saves graphs with
 * {@code strip_default_attrs} and adds the defaults back when it imports them), and TensorFlow's
 * checks of a node against its op: attribute value types and the number of inputs.
 */
final class RegistryDefaults {
  private RegistryDefaults() {}

  /** Parsed defaults per op ({@code AttrValue} messages by attribute name). */
  private static final Map<String, Map<String, AttrValue>> DEFAULTS = new ConcurrentHashMap<>();

  /** The registry's default of attribute {@code name} of {@code def}, or null. */
  static AttrValue defaultValue(TfOpDef def, String name) {
    return defaults(def).get(name);
  }

  /** Every default of {@code def}, by attribute name, in registration order. */
  static Map<String, AttrValue> defaults(TfOpDef def) {
    Map<String, AttrValue> d = DEFAULTS.get(def.name());
    if (d != null) {
      return d;
    }
    d = new LinkedHashMap<>();
    for (TfOpDef.Attr a : def.attrs()) {
      if (a.defaultValue() != null) {
        try {
          d.put(a.name(), AttrValue.parseFrom(a.defaultValue()));
        } catch (InvalidProtocolBufferException e) {
          throw new IllegalStateException("bad default of " + def.name() + "." + a.name(), e);
        }
      }
    }
    DEFAULTS.putIfAbsent(def.name(), d);
    return d;
  }

  /**
   * Checks the node's attributes against the registry, as TensorFlow's ValidateNodeDef: each value
   * has the attribute's type; the node's data inputs are as many as the op's input arguments take.
   */
  static void validate(TfOpDef def, NodeDef n, Map<String, AttrValue> attrs) throws TranslateException {
    for (TfOpDef.Attr a : def.attrs()) {
      AttrValue v = attrs.get(a.name());
      if (v == null) {
        continue;
      }
      String actual = typeOf(v);
      if (actual != null && !compatible(actual, a.type())) {
        throw new TranslateException("Invalid argument: Node '" + n.getName() + "': AttrValue had value with type '"
            + actual + "' when '" + a.type() + "' expected for attr '" + a.name() + "'");
      }
    }
    int expected = 0;
    for (TfOpDef.Arg arg : def.inputs()) {
      if (!arg.numberAttr().isEmpty()) {
        AttrValue v = OpSignatures.attrOrDefault(def, attrs, arg.numberAttr());
        if (v == null || v.getValueCase() != AttrValue.ValueCase.I) {
          return;
        }
        expected += (int) v.getI();
      } else if (!arg.typeListAttr().isEmpty()) {
        AttrValue v = OpSignatures.attrOrDefault(def, attrs, arg.typeListAttr());
        if (v == null || v.getValueCase() != AttrValue.ValueCase.LIST) {
          return;
        }
        expected += v.getList().getTypeCount();
      } else {
        expected++;
      }
    }
    int data = 0;
    for (String in : n.getInputList()) {
      if (!in.startsWith("^")) {
        data++;
      }
    }
    if (data != expected) {
      throw new TranslateException("Invalid argument: Node '" + n.getName() + "': op '" + def.name() + "' expects "
          + expected + " data input" + (expected == 1 ? "" : "s") + ", but the node has " + data);
    }
  }

  /** The attribute type of a value ({@code "int"}, {@code "list(type)"}), or null when it says nothing (empty list, placeholder). */
  private static String typeOf(AttrValue v) {
    return switch (v.getValueCase()) {
      case S -> "string";
      case I -> "int";
      case F -> "float";
      case B -> "bool";
      case TYPE -> "type";
      case SHAPE -> "shape";
      case TENSOR -> "tensor";
      case FUNC -> "func";
      case LIST -> listType(v.getList());
      default -> null;
    };
  }

  private static String listType(AttrValue.ListValue l) {
    if (l.getSCount() > 0) {
      return "list(string)";
    }
    if (l.getICount() > 0) {
      return "list(int)";
    }
    if (l.getFCount() > 0) {
      return "list(float)";
    }
    if (l.getBCount() > 0) {
      return "list(bool)";
    }
    if (l.getTypeCount() > 0) {
      return "list(type)";
    }
    if (l.getShapeCount() > 0) {
      return "list(shape)";
    }
    if (l.getTensorCount() > 0) {
      return "list(tensor)";
    }
    if (l.getFuncCount() > 0) {
      return "list(func)";
    }
    return null; // an empty list fits any list type
  }

  private static boolean compatible(String actual, String declared) {
    return actual.equals(declared) || declared.equals("any");
  }
}
