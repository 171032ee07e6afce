package org.jmlir.dialect.tf.registry;

import java.util.ArrayList;
import java.util.List;

/**
 * One op of TensorFlow's op registry (TensorFlow's {@code OpDef} message, without its documentation
 * text): the input and output arguments, the attributes with their types, defaults, allowed values
 * and minimums, and the op's flags.
 *
 * @param name the GraphDef op name ({@code "MaxPool"})
 * @param inputs the input arguments in order
 * @param outputs the output arguments in order
 * @param attrs the attributes in registration order
 * @param stateful {@code is_stateful}
 * @param commutative {@code is_commutative}
 * @param aggregate {@code is_aggregate}
 * @param allowsUninitializedInput {@code allows_uninitialized_input}
 * @param controlOutputs {@code control_output}
 * @param deprecationVersion the GraphDef version from which the op is deprecated, 0 when it is not
 */
public record TfOpDef(
    String name,
    List<Arg> inputs,
    List<Arg> outputs,
    List<Attr> attrs,
    boolean stateful,
    boolean commutative,
    boolean aggregate,
    boolean allowsUninitializedInput,
    List<String> controlOutputs,
    int deprecationVersion) {

  /**
   * An input or output argument ({@code OpDef.ArgDef}). Exactly one of these says its type: a fixed
   * {@code type} (a DataType number), a {@code typeAttr} (a {@code type} attribute, with
   * {@code numberAttr} when the argument is a list of that many values), or a
   * {@code typeListAttr} (a {@code list(type)} attribute, one value per element).
   */
  public record Arg(String name, int type, String typeAttr, String numberAttr, String typeListAttr, boolean isRef) {
    /** Whether the argument stands for a variable number of values (a number or a type list). */
    public boolean isList() {
      return !numberAttr.isEmpty() || !typeListAttr.isEmpty();
    }
  }

  /**
   * An attribute ({@code OpDef.AttrDef}): its type ({@code "type"}, {@code "list(int)"}, ...), its
   * default and allowed values as {@code AttrValue} messages (binary; null when absent).
   */
  public record Attr(String name, String type, byte[] defaultValue, boolean hasMinimum, long minimum, byte[] allowedValues,
      List<Integer> allowedTypes) {
    /** An attribute whose allowed DataType numbers are decoded once, here (the verifier asks for them per op). */
    public Attr(String name, String type, byte[] defaultValue, boolean hasMinimum, long minimum, byte[] allowedValues) {
      this(name, type, defaultValue, hasMinimum, minimum, allowedValues,
          allowedValues == null ? List.of() : List.copyOf(AttrValues.listTypes(allowedValues)));
    }

    /** The default of a {@code type} attribute (a DataType number), or 0. */
    public int defaultType() {
      return defaultValue == null ? 0 : AttrValues.type(defaultValue);
    }

    /** The DataType numbers a {@code type}/{@code list(type)} attribute allows; empty when any is allowed. */
    @Override
    public List<Integer> allowedTypes() {
      return allowedTypes;
    }

    /** The strings a {@code string} attribute allows; empty when any is allowed. */
    public List<String> allowedStrings() {
      return allowedValues == null ? List.of() : AttrValues.listStrings(allowedValues);
    }
  }

  /** Whether no argument is a list (the op's operand and result counts are fixed). */
  public boolean fixedArity() {
    for (Arg a : inputs) {
      if (a.isList()) {
        return false;
      }
    }
    for (Arg a : outputs) {
      if (a.isList()) {
        return false;
      }
    }
    return true;
  }

  /** The attribute named {@code attrName}, or null. */
  public Attr attr(String attrName) {
    for (Attr a : attrs) {
      if (a.name().equals(attrName)) {
        return a;
      }
    }
    return null;
  }

  /**
   * The attributes that follow from the types and numbers of the op's arguments, in registration
   * order: every {@code type}, {@code list(type)} and number attribute an argument names (TensorFlow's
   * importer leaves these out of MLIR; the exporter derives them again).
   */
  public List<String> derivedAttrNames() {
    List<String> out = new ArrayList<>();
    for (Attr a : attrs) {
      if (namedByArg(a.name())) {
        out.add(a.name());
      }
    }
    return out;
  }

  /** Whether an input or output argument takes its type or number from attribute {@code attrName}. */
  public boolean namedByArg(String attrName) {
    for (List<Arg> args : List.of(inputs, outputs)) {
      for (Arg g : args) {
        if (g.typeAttr().equals(attrName) || g.numberAttr().equals(attrName) || g.typeListAttr().equals(attrName)) {
          return true;
        }
      }
    }
    return false;
  }
}
