package org.jmlir.translate.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.TextFormat;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.tool.Invocation;
import org.jmlir.translate.JtranslateMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tensorflow.Graph;
import org.tensorflow.Result;
import org.tensorflow.Session;
import org.tensorflow.Tensor;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.ndarray.buffer.DataBuffers;
import org.tensorflow.proto.GraphDef;
import org.tensorflow.proto.NodeDef;
import org.tensorflow.types.TFloat32;

/**
 * TensorFlow itself is the oracle: each graph is imported into TensorFlow-java and run, then taken
 * through {@code jtranslate --graphdef-to-mlir} and {@code --mlir-to-graphdef} (binary), imported
 * and run again on the same inputs; every output must be bit-identical and every node must come
 * back under its name. TensorFlow-java is a test dependency only.
 */
class TensorFlowOracleTest {
  @TempDir Path dir;

  private static final String MLP = """
      node { name: "x" op: "Placeholder" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "shape" value { shape { dim { size: 2 } dim { size: 4 } } } } }
      node { name: "w1" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 4 } dim { size: 3 } }
          float_val: 0.5 float_val: -1.25 float_val: 2 float_val: 0.1 float_val: 0.2 float_val: -0.3
          float_val: 1e-3 float_val: 7 float_val: -2 float_val: 0.75 float_val: 0.25 float_val: -0.125 } } } }
      node { name: "b1" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 3 } } float_val: 0.1 float_val: -0.2 float_val: 0.3 } } } }
      node { name: "mm1" op: "MatMul" input: "x" input: "w1" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "transpose_a" value { b: false } } attr { key: "transpose_b" value { b: false } } }
      node { name: "h" op: "BiasAdd" input: "mm1" input: "b1" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "data_format" value { s: "NHWC" } } }
      node { name: "relu" op: "Relu" input: "h" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "w2" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 3 } dim { size: 2 } } float_val: 1.5 } } } }
      node { name: "mm2" op: "MatMul" input: "relu" input: "w2" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "transpose_a" value { b: false } } attr { key: "transpose_b" value { b: false } } }
      node { name: "out" op: "Softmax" input: "mm2" attr { key: "T" value { type: DT_FLOAT } } }
      versions { producer: 1645 }
      """;

  private static final String CONV = """
      node { name: "x" op: "Placeholder" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "shape" value { shape { dim { size: 1 } dim { size: 4 } dim { size: 4 } dim { size: 2 } } } } }
      node { name: "f" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 3 } dim { size: 3 } dim { size: 2 } dim { size: 3 } } float_val: 0.125 } } } }
      node { name: "conv" op: "Conv2D" input: "x" input: "f" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "strides" value { list { i: 1 i: 1 i: 1 i: 1 } } } attr { key: "padding" value { s: "SAME" } }
        attr { key: "data_format" value { s: "NHWC" } } attr { key: "use_cudnn_on_gpu" value { b: true } }
        attr { key: "dilations" value { list { i: 1 i: 1 i: 1 i: 1 } } } }
      node { name: "pool" op: "MaxPool" input: "conv" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "ksize" value { list { i: 1 i: 2 i: 2 i: 1 } } } attr { key: "strides" value { list { i: 1 i: 2 i: 2 i: 1 } } }
        attr { key: "padding" value { s: "VALID" } } attr { key: "data_format" value { s: "NHWC" } } }
      node { name: "shape" op: "Const" attr { key: "dtype" value { type: DT_INT32 } }
        attr { key: "value" value { tensor { dtype: DT_INT32 tensor_shape { dim { size: 2 } } int_val: 1 int_val: -1 } } } }
      node { name: "flat" op: "Reshape" input: "pool" input: "shape" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "Tshape" value { type: DT_INT32 } } }
      node { name: "out" op: "Tanh" input: "flat" attr { key: "T" value { type: DT_FLOAT } } }
      versions { producer: 1645 }
      """;

  /** A function from the library called as an op, and an output that waits for a side node. */
  private static final String LIBRARY = """
      node { name: "x" op: "Placeholder" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "shape" value { shape { dim { size: 3 } } } } }
      node { name: "side" op: "NoOp" }
      node { name: "call" op: "scale" input: "x" }
      node { name: "out" op: "Identity" input: "call" input: "^side" attr { key: "T" value { type: DT_FLOAT } } }
      library {
        function {
          signature { name: "scale" input_arg { name: "v" type: DT_FLOAT } output_arg { name: "r" type: DT_FLOAT } }
          node_def { name: "two" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
            attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { } float_val: 2 } } } }
          node_def { name: "m" op: "Mul" input: "v" input: "two:output:0" attr { key: "T" value { type: DT_FLOAT } } }
          ret { key: "r" value: "m:z:0" }
        }
      }
      versions { producer: 1645 }
      """;

  /** A TensorFlow 1 while loop (Enter/Merge/Switch/NextIteration/Exit): doubles x until i reaches 5. */
  private static final String WHILE = """
      node { name: "x" op: "Placeholder" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "shape" value { shape { dim { size: 2 } } } } }
      node { name: "i0" op: "Const" attr { key: "dtype" value { type: DT_INT32 } }
        attr { key: "value" value { tensor { dtype: DT_INT32 tensor_shape { } int_val: 0 } } } }
      node { name: "limit" op: "Const" attr { key: "dtype" value { type: DT_INT32 } }
        attr { key: "value" value { tensor { dtype: DT_INT32 tensor_shape { } int_val: 5 } } } }
      node { name: "enter_i" op: "Enter" input: "i0" attr { key: "T" value { type: DT_INT32 } }
        attr { key: "frame_name" value { s: "loop" } } attr { key: "is_constant" value { b: false } }
        attr { key: "parallel_iterations" value { i: 10 } } }
      node { name: "enter_x" op: "Enter" input: "x" attr { key: "T" value { type: DT_FLOAT } }
        attr { key: "frame_name" value { s: "loop" } } attr { key: "is_constant" value { b: false } }
        attr { key: "parallel_iterations" value { i: 10 } } }
      node { name: "enter_limit" op: "Enter" input: "limit" attr { key: "T" value { type: DT_INT32 } }
        attr { key: "frame_name" value { s: "loop" } } attr { key: "is_constant" value { b: true } }
        attr { key: "parallel_iterations" value { i: 10 } } }
      node { name: "merge_i" op: "Merge" input: "enter_i" input: "next_i" attr { key: "T" value { type: DT_INT32 } } attr { key: "N" value { i: 2 } } }
      node { name: "merge_x" op: "Merge" input: "enter_x" input: "next_x" attr { key: "T" value { type: DT_FLOAT } } attr { key: "N" value { i: 2 } } }
      node { name: "less" op: "Less" input: "merge_i" input: "enter_limit" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "cond" op: "LoopCond" input: "less" }
      node { name: "switch_i" op: "Switch" input: "merge_i" input: "cond" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "switch_x" op: "Switch" input: "merge_x" input: "cond" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "body_i" op: "Identity" input: "switch_i:1" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "body_x" op: "Identity" input: "switch_x:1" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "one" op: "Const" input: "^body_i" attr { key: "dtype" value { type: DT_INT32 } }
        attr { key: "value" value { tensor { dtype: DT_INT32 tensor_shape { } int_val: 1 } } } }
      node { name: "add_i" op: "AddV2" input: "body_i" input: "one" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "double_x" op: "AddV2" input: "body_x" input: "body_x" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "next_i" op: "NextIteration" input: "add_i" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "next_x" op: "NextIteration" input: "double_x" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "exit_i" op: "Exit" input: "switch_i" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "exit_x" op: "Exit" input: "switch_x" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "out_i" op: "Identity" input: "exit_i" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "out" op: "Identity" input: "exit_x" attr { key: "T" value { type: DT_FLOAT } } }
      versions { producer: 1645 }
      """;

  @Test
  void mlp() throws Exception {
    check(MLP, input(Shape.of(2, 4), 1, -2, 3.5f, 0.25f, -1, 0, 2, 8), List.of("out"));
  }

  @Test
  void convNet() throws Exception {
    float[] image = new float[32];
    for (int i = 0; i < image.length; i++) {
      image[i] = (i * 7 % 11) / 3f - 1;
    }
    check(CONV, input(Shape.of(1, 4, 4, 2), image), List.of("out"));
  }

  @Test
  void functionLibraryAndControlDependency() throws Exception {
    check(LIBRARY, input(Shape.of(3), 1.5f, -0.25f, 3), List.of("out"));
  }

  @Test
  void version1WhileLoop() throws Exception {
    check(WHILE, input(Shape.of(2), 0.75f, -3), List.of("out", "out_i"));
  }

  private static TFloat32 input(Shape shape, float... values) {
    return TFloat32.tensorOf(shape, DataBuffers.of(values, true, false));
  }

  private void check(String text, TFloat32 x, List<String> fetches) throws Exception {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.merge(text, b);
    GraphDef original = b.build();
    GraphDef back = roundTrip(original);
    Set<String> names = new HashSet<>();
    for (NodeDef n : back.getNodeList()) {
      names.add(n.getName());
    }
    for (NodeDef n : original.getNodeList()) {
      assertEquals(true, names.contains(n.getName()), "node " + n.getName() + " survives the round trip");
    }
    List<byte[]> expected = run(original, x, fetches);
    List<byte[]> actual = run(back, x, fetches);
    for (int i = 0; i < fetches.size(); i++) {
      assertArrayEquals(expected.get(i), actual.get(i), "output " + fetches.get(i) + " is bit-identical");
    }
    x.close();
  }

  private static List<byte[]> run(GraphDef gd, TFloat32 x, List<String> fetches) {
    try (Graph g = new Graph()) {
      g.importGraphDef(gd);
      try (Session s = new Session(g)) {
        Session.Runner r = s.runner().feed("x", x);
        for (String f : fetches) {
          r.fetch(f);
        }
        try (Result result = r.run()) {
          List<byte[]> out = new ArrayList<>();
          for (int i = 0; i < fetches.size(); i++) {
            Tensor t = result.get(i);
            byte[] bytes = new byte[(int) t.numBytes()];
            t.asRawTensor().data().read(bytes);
            out.add(bytes);
          }
          return out;
        }
      }
    }
  }

  /** GraphDef -> jtranslate --graphdef-to-mlir -> jtranslate --mlir-to-graphdef (binary) -> GraphDef. */
  private GraphDef roundTrip(GraphDef original) throws Exception {
    Path in = dir.resolve("g.pb");
    Path mlir = dir.resolve("g.mlir");
    Path out = dir.resolve("back.pb");
    Files.write(in, original.toByteArray());
    // Node names travel as locations: the MLIR text keeps them with --mlir-print-debuginfo.
    jtranslate("--graphdef-to-mlir", "--mlir-print-debuginfo", in.toString(), "-o", mlir.toString());
    jtranslate("--mlir-to-graphdef", "-tf-binary-output", mlir.toString(), "-o", out.toString());
    return GraphDef.parseFrom(Files.readAllBytes(out));
  }

  private void jtranslate(String... args) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc =
        new JtranslateMain()
            .run(
                new Invocation(
                    List.of(args),
                    dir,
                    Map.of(),
                    new java.io.ByteArrayInputStream(new byte[0]),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8)));
    assertEquals(0, rc, "jtranslate " + String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
  }
}
