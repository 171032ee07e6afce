package org.jmlir.translate;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;

/**
 * The training run of translate-tool's second AOT cache, {@code target/app-large.aot}
 * (translate-tool/pom.xml), which bin/jmlir-launch uses for input files of 16 MB and more: jtranslate
 * on a generated GraphDef of element-wise nodes (the shape of bench/graphdef's input), imported from
 * text, exported to text and to binary, and the binary form imported again. The runs are long enough
 * for the cache to record the method profiles of GraphDef parsing, import, MLIR parsing, verification,
 * printing and export (JDK 25, JEP 515), so a large run's JIT starts from them. Small inputs keep
 * {@code app.aot}, trained on the bundled sample only.
 *
 * <p>Usage: {@code AotTraining}. Exits non-zero if any run fails, so a crash of the tool on the
 * training input fails the build.
 */
public final class AotTraining {
  /** Nodes in the generated GraphDef: long enough for profiles, a few seconds per run. */
  static final int NODES = 40_000;

  private AotTraining() {}

  public static void main(String[] args) {
    if (args.length != 0) {
      System.err.println("usage: AotTraining");
      System.exit(2);
    }
    try {
      byte[] text = graphDef(NODES, 1).getBytes(StandardCharsets.UTF_8);
      byte[] mlir = jtranslate(List.of("--graphdef-to-mlir"), text);
      jtranslate(List.of("--mlir-to-graphdef"), mlir);
      byte[] binary = jtranslate(List.of("--mlir-to-graphdef", "-tf-binary-output"), mlir);
      jtranslate(List.of("--graphdef-to-mlir"), binary);
    } catch (IllegalStateException e) {
      System.err.println(e.getMessage());
      System.exit(1);
    }
    System.exit(0);
  }

  /** Runs jtranslate with {@code args} on {@code input} (stdin) and returns its output. */
  static byte[] jtranslate(List<String> args, byte[] input) {
    List<String> run = new ArrayList<>(args);
    run.add("-");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Invocation inv = new Invocation(run, Path.of(""), Map.of(), new ByteArrayInputStream(input),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    int s = Tools.invoke(new JtranslateMain(), inv);
    if (s != 0) {
      throw new IllegalStateException("jtranslate " + String.join(" ", run) + ": exit " + s + "\n"
          + err.toString(StandardCharsets.UTF_8));
    }
    return out.toByteArray();
  }

  /**
   * A text GraphDef of {@code nodes} nodes: a float Placeholder {@code x}, a scalar Const {@code c},
   * then AddV2/Mul/Sub/Maximum (two inputs) and Relu/Tanh (one input) nodes, each reading nodes among
   * the 64 before it (as bench/gen.py's graphdef mode).
   */
  static String graphDef(int nodes, long seed) {
    Random rnd = new Random(seed);
    String[] ops = {"AddV2", "Mul", "Sub", "Relu", "Tanh", "Maximum"};
    StringBuilder sb = new StringBuilder(nodes * 110);
    sb.append("node {\n  name: \"x\"\n  op: \"Placeholder\"\n")
        .append("  attr {\n    key: \"dtype\"\n    value {\n      type: DT_FLOAT\n    }\n  }\n}\n");
    sb.append("node {\n  name: \"c\"\n  op: \"Const\"\n")
        .append("  attr {\n    key: \"dtype\"\n    value {\n      type: DT_FLOAT\n    }\n  }\n")
        .append("  attr {\n    key: \"value\"\n    value {\n      tensor {\n        dtype: DT_FLOAT\n")
        .append("        tensor_shape {\n        }\n        float_val: 0.5\n      }\n    }\n  }\n}\n");
    List<String> names = new ArrayList<>(List.of("x", "c"));
    for (int i = 0; i < nodes - 2; i++) {
      String op = ops[rnd.nextInt(ops.length)];
      int inputs = op.equals("Relu") || op.equals("Tanh") ? 1 : 2;
      sb.append("node {\n  name: \"n").append(i).append("\"\n  op: \"").append(op).append("\"\n");
      for (int k = 0; k < inputs; k++) {
        int window = Math.min(64, names.size());
        sb.append("  input: \"").append(names.get(names.size() - 1 - rnd.nextInt(window))).append("\"\n");
      }
      sb.append("  attr {\n    key: \"T\"\n    value {\n      type: DT_FLOAT\n    }\n  }\n}\n");
      names.add("n" + i);
    }
    return sb.append("versions {\n  producer: 1700\n}\n").toString();
  }
}
