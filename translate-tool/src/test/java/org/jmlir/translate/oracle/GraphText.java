package org.jmlir.translate.oracle;

/**
 * Builders of GraphDef text nodes for the TensorFlow oracle tests (this module's and compiled-graph's,
 * through the test jar): placeholders, float/int32 constants, ops with inputs and attributes.
 */
public final class GraphText {
  private GraphText() {}

  public static final String VERSIONS = "versions { producer: 1645 }\n";

  /** A Placeholder of element type {@code type} (e.g. {@code DT_FLOAT}); -1 is an unknown dimension. */
  public static String placeholder(String name, String type, int... dims) {
    StringBuilder s = new StringBuilder("node { name: \"" + name + "\" op: \"Placeholder\" attr { key: \"dtype\" value { type: " + type + " } }\n"
        + "  attr { key: \"shape\" value { shape { ");
    for (int d : dims) {
      s.append("dim { size: ").append(d).append(" } ");
    }
    return s.append("} } } }\n").toString();
  }

  public static String constF(String name, int[] shape, float... values) {
    StringBuilder s = constHead(name, "DT_FLOAT", shape);
    for (float v : values) {
      s.append("float_val: ").append(v).append(' ');
    }
    return s.append("} } } }\n").toString();
  }

  public static String constI(String name, int[] shape, int... values) {
    StringBuilder s = constHead(name, "DT_INT32", shape);
    for (int v : values) {
      s.append("int_val: ").append(v).append(' ');
    }
    return s.append("} } } }\n").toString();
  }

  private static StringBuilder constHead(String name, String type, int[] shape) {
    StringBuilder s = new StringBuilder("node { name: \"" + name + "\" op: \"Const\" attr { key: \"dtype\" value { type: " + type + " } }\n"
        + "  attr { key: \"value\" value { tensor { dtype: " + type + " tensor_shape { ");
    for (int d : shape) {
      s.append("dim { size: ").append(d).append(" } ");
    }
    return s.append("} ");
  }

  /** A node: arguments starting with {@code attr} are attributes, the others inputs; {@code type} sets T. */
  public static String op(String name, String op, String type, String... inputsAndAttrs) {
    StringBuilder s = new StringBuilder("node { name: \"" + name + "\" op: \"" + op + "\" ");
    for (String x : inputsAndAttrs) {
      s.append(x.startsWith("attr") ? x : "input: \"" + x + "\"").append(' ');
    }
    if (type != null) {
      s.append("attr { key: \"T\" value { type: ").append(type).append(" } }");
    }
    return s.append(" }\n").toString();
  }
}
