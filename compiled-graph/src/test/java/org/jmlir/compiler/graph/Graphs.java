package org.jmlir.compiler.graph;

import static org.jmlir.translate.oracle.GraphText.VERSIONS;
import static org.jmlir.translate.oracle.GraphText.constF;
import static org.jmlir.translate.oracle.GraphText.constI;
import static org.jmlir.translate.oracle.GraphText.op;
import static org.jmlir.translate.oracle.GraphText.placeholder;

/** GraphDefs in text form for the tests and benchmarks: the TensorFlow oracle tests' graphs. */
final class Graphs {
  private Graphs() {}

  static final String NO_TRANSPOSE = "attr { key: \"transpose_a\" value { b: false } } attr { key: \"transpose_b\" value { b: false } }";

  static float[] pattern(int n, float scale) {
    float[] w = new float[n];
    for (int i = 0; i < n; i++) {
      w[i] = (float) Math.sin(i * 0.7 + 0.3) * scale;
    }
    return w;
  }

  /** Dense -> ReLU -> dense -> softmax on an unknown batch: 4 -> 3 -> 2 (the TF-to-HLO oracle's MLP). */
  static final String MLP = placeholder("x", "DT_FLOAT", -1, 4)
      + constF("w1", new int[] {4, 3}, 0.5f, -1.25f, 2f, 0.1f, 0.2f, -0.3f, 1e-3f, 7f, -2f, 0.75f, 0.25f, -0.125f)
      + constF("b1", new int[] {3}, 0.1f, -0.2f, 0.3f)
      + op("mm1", "MatMul", "DT_FLOAT", "x", "w1", NO_TRANSPOSE)
      + op("h", "BiasAdd", "DT_FLOAT", "mm1", "b1", "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + op("relu", "Relu", "DT_FLOAT", "h")
      + constF("w2", new int[] {3, 2}, 0.25f, -0.5f, 1f, 0.125f, -0.75f, 0.5f)
      + op("mm2", "MatMul", "DT_FLOAT", "relu", "w2", NO_TRANSPOSE)
      + op("out", "Softmax", "DT_FLOAT", "mm2")
      + VERSIONS;

  /** A wider MLP for the benchmark: 256 -> 512 -> ReLU -> 512 -> tanh -> 10 -> softmax. */
  static String wideMlp() {
    return placeholder("x", "DT_FLOAT", -1, 256)
        + constF("w1", new int[] {256, 512}, pattern(256 * 512, 0.05f))
        + constF("b1", new int[] {512}, pattern(512, 0.1f))
        + op("mm1", "MatMul", "DT_FLOAT", "x", "w1", NO_TRANSPOSE)
        + op("h1", "BiasAdd", "DT_FLOAT", "mm1", "b1", "attr { key: \"data_format\" value { s: \"NHWC\" } }")
        + op("r1", "Relu", "DT_FLOAT", "h1")
        + constF("w2", new int[] {512, 512}, pattern(512 * 512, 0.05f))
        + op("mm2", "MatMul", "DT_FLOAT", "r1", "w2", NO_TRANSPOSE)
        + op("t2", "Tanh", "DT_FLOAT", "mm2")
        + constF("w3", new int[] {512, 10}, pattern(5120, 0.1f))
        + op("mm3", "MatMul", "DT_FLOAT", "t2", "w3", NO_TRANSPOSE)
        + op("out", "Softmax", "DT_FLOAT", "mm3")
        + VERSIONS;
  }

  private static String conv(String name, String in, String filter, String padding) {
    return op(name, "Conv2D", "DT_FLOAT", in, filter, "attr { key: \"strides\" value { list { i: 1 i: 1 i: 1 i: 1 } } }",
        "attr { key: \"padding\" value { s: \"" + padding + "\" } }", "attr { key: \"data_format\" value { s: \"NHWC\" } }",
        "attr { key: \"dilations\" value { list { i: 1 i: 1 i: 1 i: 1 } } }");
  }

  private static String pool(String name, String op, String in, int k, int s, String padding) {
    return op(name, op, "DT_FLOAT", in, "attr { key: \"ksize\" value { list { i: 1 i: " + k + " i: " + k + " i: 1 } } }",
        "attr { key: \"strides\" value { list { i: 1 i: " + s + " i: " + s + " i: 1 } } }", "attr { key: \"padding\" value { s: \"" + padding + "\" } }",
        "attr { key: \"data_format\" value { s: \"NHWC\" } }");
  }

  /** Conv (SAME) -> max pool -> average pool (SAME) -> tanh on an unknown batch (the TF-to-HLO oracle's conv net). */
  static final String CONV = placeholder("x", "DT_FLOAT", -1, 4, 4, 2)
      + constF("f", new int[] {3, 3, 2, 3}, 0.125f, -0.25f, 0.5f, 0.0625f, 0.375f, -0.125f)
      + conv("conv", "x", "f", "SAME")
      + pool("pool", "MaxPool", "conv", 2, 2, "VALID")
      + pool("avg", "AvgPool", "pool", 2, 1, "SAME")
      + op("out", "Tanh", "DT_FLOAT", "avg")
      + VERSIONS;

  /** The benchmark's conv net on 28x28x1 images: conv 3x3x16 SAME, ReLU, max pool 2, conv 3x3x32, ReLU, max pool 2, flatten, dense 10, softmax. */
  static String convNet() {
    return placeholder("x", "DT_FLOAT", -1, 28, 28, 1)
        + constF("f1", new int[] {3, 3, 1, 16}, pattern(144, 0.3f))
        + conv("c1", "x", "f1", "SAME")
        + op("r1", "Relu", "DT_FLOAT", "c1")
        + pool("p1", "MaxPool", "r1", 2, 2, "VALID")
        + constF("f2", new int[] {3, 3, 16, 32}, pattern(3 * 3 * 16 * 32, 0.1f))
        + conv("c2", "p1", "f2", "SAME")
        + op("r2", "Relu", "DT_FLOAT", "c2")
        + pool("p2", "MaxPool", "r2", 2, 2, "VALID")
        + constI("flat", new int[] {2}, -1, 7 * 7 * 32)
        + "node { name: \"fl\" op: \"Reshape\" input: \"p2\" input: \"flat\" attr { key: \"T\" value { type: DT_FLOAT } } "
        + "attr { key: \"Tshape\" value { type: DT_INT32 } } }\n"
        + constF("w", new int[] {7 * 7 * 32, 10}, pattern(7 * 7 * 32 * 10, 0.05f))
        + op("mm", "MatMul", "DT_FLOAT", "fl", "w", NO_TRANSPOSE)
        + op("out", "Softmax", "DT_FLOAT", "mm")
        + VERSIONS;
  }

  /** ArgMax and ArgMin along the rows of an unknown batch (int32 indices). */
  static final String ARGMAX = placeholder("x", "DT_FLOAT", -1, 6)
      + constI("axis", new int[] {}, 1)
      + op("out", "ArgMax", "DT_FLOAT", "x", "axis", "attr { key: \"Tidx\" value { type: DT_INT32 } }",
          "attr { key: \"output_type\" value { type: DT_INT32 } }")
      + op("low", "ArgMin", "DT_FLOAT", "x", "axis", "attr { key: \"Tidx\" value { type: DT_INT32 } }",
          "attr { key: \"output_type\" value { type: DT_INT32 } }")
      + VERSIONS;

  /** GatherV2: rows of a table looked up by an unknown number of ids, and columns of an unknown batch. */
  static final String GATHER = placeholder("ids", "DT_INT32", -1)
      + placeholder("x", "DT_FLOAT", -1, 4)
      + constF("table", new int[] {5, 3}, 0.5f, -1f, 2f, 3.25f, -0.75f, 1.5f, 4f, 0.125f, -2.5f, 6f, 7.5f, -8f, 9f, 0.25f, -0.5f)
      + constI("axis0", new int[] {}, 0)
      + constI("axis1", new int[] {}, 1)
      + constI("cols", new int[] {3}, 3, 0, 2)
      + op("rows", "GatherV2", null, "table", "ids", "axis0", "attr { key: \"Tparams\" value { type: DT_FLOAT } }",
          "attr { key: \"Tindices\" value { type: DT_INT32 } }", "attr { key: \"Taxis\" value { type: DT_INT32 } }")
      + op("picked", "GatherV2", null, "x", "cols", "axis1", "attr { key: \"Tparams\" value { type: DT_FLOAT } }",
          "attr { key: \"Tindices\" value { type: DT_INT32 } }", "attr { key: \"Taxis\" value { type: DT_INT32 } }")
      + VERSIONS;

  /**
   * Max-pool gradients over an unknown batch (legalized to select_and_scatter): disjoint 2x2 windows
   * (VALID) and overlapping 3x3 windows, stride 2, SAME padding, the pool's output fed back as the
   * incoming gradient.
   */
  static final String MAX_POOL_GRAD = placeholder("x", "DT_FLOAT", -1, 6, 6, 2)
      + pool("p", "MaxPool", "x", 2, 2, "VALID")
      + pool("gp", "MaxPoolGrad", "x", 2, 2, "VALID").replace("input: \"x\"", "input: \"x\" input: \"p\" input: \"p\"")
      + pool("q", "MaxPool", "x", 3, 2, "SAME")
      + pool("gq", "MaxPoolGrad", "x", 3, 2, "SAME").replace("input: \"x\"", "input: \"x\" input: \"q\" input: \"q\"")
      + VERSIONS;

  /**
   * Average-pool gradients (the gradient divided by the window sizes and summed over the windows of a
   * base-dilated reduce_window): 2x2 VALID and 3x3 stride-2 SAME, the pools' outputs fed back as the
   * incoming gradients. The batch is fixed (4): the legalization needs orig_input_shape constant.
   */
  static final String AVG_POOL_GRAD = placeholder("x", "DT_FLOAT", 4, 6, 6, 2)
      + constI("shape", new int[] {4}, 4, 6, 6, 2)
      + pool("p", "AvgPool", "x", 2, 2, "VALID")
      + pool("gp", "AvgPoolGrad", "shape", 2, 2, "VALID").replace("input: \"shape\"", "input: \"shape\" input: \"p\"")
      + pool("q", "AvgPool", "x", 3, 2, "SAME")
      + pool("gq", "AvgPoolGrad", "shape", 3, 2, "SAME").replace("input: \"shape\"", "input: \"shape\" input: \"q\"")
      + VERSIONS;

  /**
   * A depthwise convolution's filter gradient over an unknown batch (legalized to a convolution with
   * batch groups): 3x3 depthwise filter on 5x5x2 inputs, SAME, its own output fed back as the gradient.
   */
  static final String DEPTHWISE_FILTER_GRAD = placeholder("x", "DT_FLOAT", -1, 5, 5, 2)
      + constF("f", new int[] {3, 3, 2, 1}, 0.5f, -0.25f, 1f, 0.125f, -1f, 0.75f, 0.25f, 2f, -0.5f, 1.5f, 0.0625f, -0.75f, 1.25f, 0.375f,
          -2f, 0.5f, 1f, -0.125f)
      + constI("fsize", new int[] {4}, 3, 3, 2, 1)
      + op("y", "DepthwiseConv2dNative", "DT_FLOAT", "x", "f", "attr { key: \"strides\" value { list { i: 1 i: 1 i: 1 i: 1 } } }",
          "attr { key: \"padding\" value { s: \"SAME\" } }", "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + op("df", "DepthwiseConv2dNativeBackpropFilter", "DT_FLOAT", "x", "fsize", "y",
          "attr { key: \"strides\" value { list { i: 1 i: 1 i: 1 i: 1 } } }", "attr { key: \"padding\" value { s: \"SAME\" } }",
          "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + VERSIONS;

  /**
   * Scatters over an unknown batch: TensorScatterUpdate of rows 2 and 0 (distinct rows: TensorFlow
   * leaves the order of duplicate updates open) and TensorScatterAdd with row 1 hit twice. (ScatterNd
   * is left out: its result keeps an unranked type through TensorFlow's shape inference here, which
   * the legalization rejects.)
   */
  static final String SCATTER = placeholder("x", "DT_FLOAT", -1, 4)
      + constI("rows", new int[] {2, 1}, 2, 0)
      + constF("upd", new int[] {2, 4}, 1.5f, -2f, 3.25f, 0.5f, -7f, 8.125f, 0.25f, -1f)
      + constI("dup", new int[] {3, 1}, 1, 0, 1)
      + constF("add", new int[] {3, 4}, 1f, 2f, 3f, 4f, -0.5f, 0.75f, 10f, -3f, 0.125f, 6f, -2.5f, 1.25f)
      + op("updated", "TensorScatterUpdate", null, "x", "rows", "upd", "attr { key: \"T\" value { type: DT_FLOAT } }",
          "attr { key: \"Tindices\" value { type: DT_INT32 } }")
      + op("added", "TensorScatterAdd", null, "x", "dup", "add", "attr { key: \"T\" value { type: DT_FLOAT } }",
          "attr { key: \"Tindices\" value { type: DT_INT32 } }")
      + VERSIONS;

  /** A TensorFlow v1 cond (Switch/Merge) on a fed predicate over an unknown batch: Neg if p, else Square. */
  static final String COND = placeholder("x", "DT_FLOAT", -1, 3)
      + placeholder("p", "DT_BOOL")
      + op("sw", "Switch", "DT_FLOAT", "x", "p")
      + op("t", "Neg", "DT_FLOAT", "sw:1")
      + op("f", "Square", "DT_FLOAT", "sw")
      + op("out", "Merge", "DT_FLOAT", "t", "f", "attr { key: \"N\" value { i: 2 } }")
      + VERSIONS;

  /** TopKV2 (k = 3) over the rows of an unknown batch: the values and their int32 indices. */
  static final String TOPK = placeholder("x", "DT_FLOAT", -1, 6)
      + constI("k", new int[] {}, 3)
      + op("top", "TopKV2", "DT_FLOAT", "x", "k", "attr { key: \"sorted\" value { b: true } }")
      + VERSIONS;

  /** Row normalization with a dynamic batch: concat, square, Sum(keep_dims), rsqrt, broadcast, flatten. */
  static final String NORMALIZE = placeholder("x", "DT_FLOAT", -1, 4)
      + constF("two", new int[] {}, 2f)
      + op("a", "Mul", "DT_FLOAT", "x", "two")
      + constI("axis", new int[] {}, 1)
      + "node { name: \"cat\" op: \"ConcatV2\" input: \"x\" input: \"a\" input: \"axis\" attr { key: \"N\" value { i: 2 } } "
      + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } }\n"
      + op("sq", "Square", "DT_FLOAT", "cat")
      + constI("red", new int[] {1}, 1)
      + "node { name: \"sum\" op: \"Sum\" input: \"sq\" input: \"red\" attr { key: \"T\" value { type: DT_FLOAT } } "
      + "attr { key: \"Tidx\" value { type: DT_INT32 } } attr { key: \"keep_dims\" value { b: true } } }\n"
      + constF("eps", new int[] {}, 1e-6f)
      + op("se", "AddV2", "DT_FLOAT", "sum", "eps")
      + op("rs", "Rsqrt", "DT_FLOAT", "se")
      + op("nrm", "Mul", "DT_FLOAT", "cat", "rs")
      + constI("flat", new int[] {1}, -1)
      + "node { name: \"out\" op: \"Reshape\" input: \"nrm\" input: \"flat\" attr { key: \"T\" value { type: DT_FLOAT } } "
      + "attr { key: \"Tshape\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  /** Element-wise float ops with broadcasting and a mean over the known dimension. */
  static final String ELEMENTWISE = placeholder("x", "DT_FLOAT", -1, 3)
      + constF("c", new int[] {3}, 0.5f, -2f, 3.25f)
      + op("a", "AddV2", "DT_FLOAT", "x", "c")
      + op("m", "Mul", "DT_FLOAT", "a", "x")
      + op("s", "Sub", "DT_FLOAT", "m", "c")
      + op("mx", "Maximum", "DT_FLOAT", "s", "x")
      + op("ab", "Abs", "DT_FLOAT", "mx")
      + op("sq", "Sqrt", "DT_FLOAT", "ab")
      + op("fd", "FloorDiv", "DT_FLOAT", "mx", "c")
      + op("fm", "FloorMod", "DT_FLOAT", "mx", "c")
      + op("sum", "AddV2", "DT_FLOAT", "fd", "fm")
      + op("sig", "Sigmoid", "DT_FLOAT", "sum")
      + op("e", "Mul", "DT_FLOAT", "sig", "sq")
      + constI("axis", new int[] {1}, 1)
      + "node { name: \"mean\" op: \"Mean\" input: \"e\" input: \"axis\" attr { key: \"T\" value { type: DT_FLOAT } } "
      + "attr { key: \"Tidx\" value { type: DT_INT32 } } attr { key: \"keep_dims\" value { b: false } } }\n"
      + op("out", "Neg", "DT_FLOAT", "mean")
      + VERSIONS;

  /** Integer arithmetic: floor division and modulo with negative operands, shifts, xor, Shape. */
  static final String INTEGER = placeholder("x", "DT_INT32", -1, 4)
      + constI("d", new int[] {4}, 3, -2, 5, -7)
      + op("fd", "FloorDiv", "DT_INT32", "x", "d")
      + op("fm", "FloorMod", "DT_INT32", "x", "d")
      + op("mul", "Mul", "DT_INT32", "fd", "d")
      + op("add", "AddV2", "DT_INT32", "mul", "fm")
      + op("mn", "Minimum", "DT_INT32", "add", "fm")
      + constI("one", new int[] {}, 1)
      + op("sh", "LeftShift", "DT_INT32", "mn", "one")
      + op("out", "BitwiseXor", "DT_INT32", "sh", "x")
      + "node { name: \"shape\" op: \"Shape\" input: \"x\" attr { key: \"T\" value { type: DT_INT32 } } attr { key: \"out_type\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  /** tanh(x * 2 + 1) on a vector of unknown length: the fused element-wise benchmark. */
  static final String TANH = placeholder("x", "DT_FLOAT", -1)
      + constF("two", new int[] {}, 2f)
      + constF("one", new int[] {}, 1f)
      + op("m", "Mul", "DT_FLOAT", "x", "two")
      + op("a", "AddV2", "DT_FLOAT", "m", "one")
      + op("out", "Tanh", "DT_FLOAT", "a")
      + VERSIONS;

  /** A matrix product of two fed matrices. */
  static final String MATMUL = placeholder("a", "DT_FLOAT", -1, -1) + placeholder("b", "DT_FLOAT", -1, -1)
      + op("out", "MatMul", "DT_FLOAT", "a", "b", NO_TRANSPOSE) + VERSIONS;

  /** A TensorFlow 1 while loop (Enter/Merge/Switch/NextIteration/Exit): doubles x until i reaches 5. */
  static final String WHILE_V1 = placeholder("x", "DT_FLOAT", 2)
      + constI("i0", new int[] {}, 0)
      + constI("limit", new int[] {}, 5)
      + enter("enter_i", "i0", "DT_INT32", false) + enter("enter_x", "x", "DT_FLOAT", false) + enter("enter_limit", "limit", "DT_INT32", true)
      + merge("merge_i", "enter_i", "next_i", "DT_INT32") + merge("merge_x", "enter_x", "next_x", "DT_FLOAT")
      + op("less", "Less", "DT_INT32", "merge_i", "enter_limit")
      + op("cond", "LoopCond", null, "less")
      + op("switch_i", "Switch", "DT_INT32", "merge_i", "cond") + op("switch_x", "Switch", "DT_FLOAT", "merge_x", "cond")
      + op("body_i", "Identity", "DT_INT32", "switch_i:1") + op("body_x", "Identity", "DT_FLOAT", "switch_x:1")
      + "node { name: \"one\" op: \"Const\" input: \"^body_i\" attr { key: \"dtype\" value { type: DT_INT32 } }"
      + " attr { key: \"value\" value { tensor { dtype: DT_INT32 tensor_shape { } int_val: 1 } } } }\n"
      + op("add_i", "AddV2", "DT_INT32", "body_i", "one") + op("double_x", "AddV2", "DT_FLOAT", "body_x", "body_x")
      + op("next_i", "NextIteration", "DT_INT32", "add_i") + op("next_x", "NextIteration", "DT_FLOAT", "double_x")
      + op("exit_i", "Exit", "DT_INT32", "switch_i") + op("exit_x", "Exit", "DT_FLOAT", "switch_x")
      + op("out_i", "Identity", "DT_INT32", "exit_i") + op("out", "Identity", "DT_FLOAT", "exit_x")
      + VERSIONS;

  private static String enter(String name, String input, String type, boolean constant) {
    return op(name, "Enter", type, input, "attr { key: \"frame_name\" value { s: \"loop\" } }",
        "attr { key: \"is_constant\" value { b: " + constant + " } }", "attr { key: \"parallel_iterations\" value { i: 10 } }");
  }

  private static String merge(String name, String a, String b, String type) {
    return op(name, "Merge", type, a, b, "attr { key: \"N\" value { i: 2 } }");
  }
}
