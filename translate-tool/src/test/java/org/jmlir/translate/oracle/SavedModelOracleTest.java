package org.jmlir.translate.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.tool.Invocation;
import org.jmlir.translate.JtranslateMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tensorflow.Graph;
import org.tensorflow.SavedModelBundle;
import org.tensorflow.Session;
import org.tensorflow.Signature;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Ops;
import org.tensorflow.op.core.Placeholder;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TString;

/**
 * A SavedModel written by TensorFlow-java (a resource variable, its value in the checkpoint, one
 * signature) imports with --savedmodel-signaturedefs-to-mlir: the signature is a function with
 * tf_saved_model attributes, the variable a global tensor holding the checkpoint's value; a
 * damaged checkpoint is refused with the file and byte offset and no output file.
 */
class SavedModelOracleTest {
  @TempDir Path dir;

  private Path writeModel() throws Exception {
    Path export = dir.resolve("model");
    try (Graph g = new Graph()) {
      Ops tf = Ops.create(g);
      Placeholder<TFloat32> x = tf.withName("x").placeholder(TFloat32.class, Placeholder.shape(Shape.of(2)));
      var w = tf.withName("w").variable(tf.constant(new float[] {1.5f, -2f}));
      var y = tf.withName("y").math.mul(x, w);
      try (Session s = new Session(g)) {
        s.initialize();
        Signature sig = Signature.builder().key("serving_default").input("x", x).output("y", y).build();
        SavedModelBundle.exporter(export.toString()).withSession(s).withSignature(sig).export();
      }
    }
    keep(export, System.getProperty("jmlir.keepSavedModel"));
    return export;
  }

  /**
   * A SavedModel of six resource variables (named out of order) read by three signatures: "all"
   * reads every one, "few" three of them (v_b, v_d, v_f), "a_last" one (v_f).
   */
  private static final float[] RESOURCE_X = {0.5f, -1.25f};
  /** TensorFlow-java's output of "all" on {@link #RESOURCE_X}, computed when the model is written. */
  private byte[] resourceAllOutput;

  private Path writeResourceModel() throws Exception {
    Path export = dir.resolve("resources");
    String[] names = {"v_e", "v_b", "v_f", "v_a", "v_d", "v_c"};
    try (Graph g = new Graph()) {
      Ops tf = Ops.create(g);
      Placeholder<TFloat32> x = tf.withName("x").placeholder(TFloat32.class, Placeholder.shape(Shape.of(2)));
      List<org.tensorflow.Operand<TFloat32>> reads = new java.util.ArrayList<>();
      List<org.tensorflow.op.Op> inits = new java.util.ArrayList<>();
      for (int i = 0; i < names.length; i++) {
        var h = tf.withName(names[i]).varHandleOp(TFloat32.class, Shape.of(2),
            org.tensorflow.op.core.VarHandleOp.sharedName(names[i]));
        inits.add(tf.withName(names[i] + "_init").assignVariableOp(h, tf.constant(new float[] {i, -i})));
        reads.add(tf.withName(names[i] + "_read").readVariableOp(h, TFloat32.class));
      }
      // Adds and multiplies in turn, so that binding two variables the other way round shows.
      org.tensorflow.Operand<TFloat32> all = x;
      for (int i = 0; i < reads.size(); i++) {
        all = i % 2 == 0 ? tf.math.add(all, reads.get(i)) : tf.math.mul(all, reads.get(i));
      }
      var few = tf.withName("few").math.mul(tf.math.add(reads.get(4), reads.get(1)), reads.get(2));
      var allOut = tf.withName("all").identity(all);
      var last = tf.withName("last").identity(reads.get(2));
      try (Session s = new Session(g)) {
        Session.Runner r = s.runner();
        inits.forEach(r::addTarget);
        r.run();
        try (TFloat32 xv = TFloat32.vectorOf(RESOURCE_X); org.tensorflow.Result out = s.runner().feed("x", xv).fetch("all").run()) {
          resourceAllOutput = bytes(out.get(0));
        }
        SavedModelBundle.exporter(export.toString()).withSession(s)
            .withSignature(Signature.builder().key("all").input("x", x).output("y", allOut).build())
            .withSignature(Signature.builder().key("few").output("z", few).build())
            .withSignature(Signature.builder().key("a_last").output("f", last).build()).export();
        // TensorFlow-java's exporter saves ref variables only: the checkpoint of the resource
        // variables is written with SaveV2, under their names.
        Files.createDirectories(export.resolve("variables"));
        var save = tf.train.save(tf.constant(export.resolve("variables/variables").toString()),
            tf.array(names), tf.array(java.util.Collections.nCopies(names.length, "").toArray(new String[0])),
            new java.util.ArrayList<org.tensorflow.Operand<?>>(reads));
        s.runner().addTarget(save).run();
      }
    }
    keep(export, System.getProperty("jmlir.keepResourceSavedModel"));
    return export;
  }

  /** A SavedModel whose variable holds strings (their own layout in the checkpoint). */
  private Path writeStringModel() throws Exception {
    Path export = dir.resolve("strings");
    try (Graph g = new Graph()) {
      Ops tf = Ops.create(g);
      Placeholder<TString> x = tf.withName("x").placeholder(TString.class, Placeholder.shape(Shape.of(3)));
      var w = tf.withName("words").variable(tf.array("", "tensor", "b\u00e9\u00e9"));
      var y = tf.withName("y").strings.join(List.of(x, w));
      try (Session s = new Session(g)) {
        s.initialize();
        Signature sig = Signature.builder().key("serving_default").input("x", x).output("y", y).build();
        SavedModelBundle.exporter(export.toString()).withSession(s).withSignature(sig).export();
      }
    }
    keep(export, System.getProperty("jmlir.keepStringSavedModel"));
    return export;
  }

  private static void keep(Path export, String keep) throws Exception {
    if (keep != null) {
      // How lit-tests/suite/Translate/Inputs/saved-model(-strings, -resources) were made:
      // -Djmlir.keepSavedModel=DIR, -Djmlir.keepStringSavedModel=DIR, -Djmlir.keepResourceSavedModel=DIR.
      try (var files = Files.walk(export)) {
        for (Path f : files.toList()) {
          Path to = Path.of(keep).resolve(export.relativize(f).toString());
          if (Files.isDirectory(f)) {
            Files.createDirectories(to);
          } else {
            Files.copy(f, to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
          }
        }
      }
    }
  }

  @Test
  void importsStringVariable() throws Exception {
    Path model = writeStringModel();
    Path out = dir.resolve("strings.mlir");
    jtranslate(0, "--savedmodel-signaturedefs-to-mlir", model.toString(), "-o", out.toString());
    String mlir = Files.readString(out);
    assertTrue(mlir.contains("\"tf_saved_model.global_tensor\"() <{is_mutable, sym_name = \"words\", "
        + "type = tensor<3x!tf_type.string>, value = dense<[\"\", \"tensor\", \"b\\C3\\A9\\C3\\A9\"]> "
        + ": tensor<3x!tf_type.string>}>"), mlir);
  }

  @Test
  void importsTensorFlowJavasSavedModel() throws Exception {
    Path model = writeModel();
    Path out = dir.resolve("out.mlir");
    String err = jtranslate(0, "--savedmodel-signaturedefs-to-mlir", model.toString(), "-o", out.toString());
    String mlir = Files.readString(out);
    assertTrue(mlir.contains("tf_saved_model.semantics"), mlir);
    assertTrue(mlir.contains("\"tf_saved_model.global_tensor\"() <{is_mutable, sym_name = \"w\", type = tensor<2xf32>, "
        + "value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>}>"), mlir);
    assertTrue(mlir.contains("func.func @serving_default(%arg0: tensor<2xf32> {tf_saved_model.index_path = [\"x\"]}, "
        + "%arg1: tensor<!tf_type.resource<tensor<2xf32>>> {tf_saved_model.bound_input = @w})"), mlir);
    assertTrue(mlir.contains("{tf_saved_model.index_path = [\"y\"]}"), mlir);
    assertTrue(mlir.contains("tf_saved_model.exported_names = [\"serving_default\"]"), mlir);
  }

  /**
   * The lite import of TensorFlow-java's SavedModel: TensorFlow-java's Saver (save/restore_all)
   * becomes the restore_op initializer, fed the checkpoint prefix through the variables asset; the
   * checkpoint is not read (a damaged one does not matter).
   */
  @Test
  void liteImportHasTheRestoreFunction() throws Exception {
    Path model = writeModel();
    Path index = model.resolve("variables/variables.index");
    Files.write(index, new byte[] {1, 2, 3});
    Path out = dir.resolve("lite.mlir");
    jtranslate(0, "--savedmodel-signaturedefs-to-mlir-lite", model.toString(), "-o", out.toString());
    String mlir = Files.readString(out);
    assertTrue(mlir.contains("\"tf_saved_model.session_initializer\"() <{initializers = [@\"save/restore_all\"]}> : () -> ()\n"
        + "  \"tf_saved_model.asset\"() <{filename = \"variables/variables\", sym_name = \"__tf_saved_model_variables\"}> : () -> ()\n"
        + "  func.func @\"save/restore_all\"(%arg0: tensor<!tf_type.string> {tf_saved_model.bound_input = @__tf_saved_model_variables}) "
        + "attributes {tf_saved_model.exported_names = [\"__tf_saved_model_session_initializer_save/restore_all\"], "
        + "tf_saved_model.initializer_type = \"restore_op\"}"), mlir);
    assertTrue(mlir.contains("wraps \"tf.RestoreV2\"(%arg0, "), mlir);
    assertTrue(!mlir.contains("global_tensor"), mlir);
  }

  @Test
  void damagedCheckpointIsRefused() throws Exception {
    Path model = writeModel();
    Path index = model.resolve("variables/variables.index");
    byte[] data = Files.readAllBytes(index);
    Files.write(index, java.util.Arrays.copyOf(data, data.length - 3));
    Path out = dir.resolve("none.mlir");
    String err = jtranslate(1, "--savedmodel-signaturedefs-to-mlir", model.toString(), "-o", out.toString());
    assertTrue(err.contains("variables.index: byte offset "), err);
    assertEquals(1, err.strip().lines().count(), err);
    assertTrue(!Files.exists(out), "no output file");
  }

  /**
   * The lifted variables come first in the module in the order of TensorFlow's SmallSet of names:
   * first-seen order (functions in module order, arguments in order) while there are at most four
   * (here "a_last" then "few": v_f, then v_b and v_d), byte order beyond (all six).
   */
  @Test
  void liftsVariablesInTensorFlowsOrder() throws Exception {
    Path model = writeResourceModel();
    Path out = dir.resolve("all.mlir");
    jtranslate(0, "--savedmodel-signaturedefs-to-mlir", model.toString(), "-o", out.toString());
    String mlir = Files.readString(out);
    assertEquals(List.of("v_a", "v_b", "v_c", "v_d", "v_e", "v_f"), globals(mlir), mlir);
    jtranslate(0, "--savedmodel-signaturedefs-to-mlir", model.toString(), "-tf-savedmodel-exported-names=few,a_last",
        "-o", out.toString());
    mlir = Files.readString(out);
    assertEquals(List.of("v_f", "v_b", "v_d"), globals(mlir), mlir);
  }

  private static List<String> globals(String mlir) {
    List<String> out = new java.util.ArrayList<>();
    var m = java.util.regex.Pattern.compile("global_tensor\"\\(\\) <\\{is_mutable, sym_name = \"(\\w+)\"").matcher(mlir);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /**
   * The round trip of a SavedModel's function: imported with --savedmodel-signaturedefs-to-mlir (the
   * variable lifted to a global tensor bound to an argument), the function exported as the module's
   * main with --mlir-to-graphdef, and run in TensorFlow-java with its resource argument bound to a
   * variable of the global tensor's name holding the checkpoint's value (as TensorFlow's SavedModel
   * runtime binds it): the outputs are bit-identical to TensorFlow-java's run of the SavedModel.
   */
  @Test
  void functionRunsAfterExport() throws Exception {
    Path model = writeModel();
    float[] xs = {0.25f, -3f};
    byte[] expected;
    float[] wValue;
    try (SavedModelBundle b = SavedModelBundle.load(model.toString(), "serve");
        TFloat32 x = TFloat32.vectorOf(xs);
        org.tensorflow.Result r = b.session().runner().feed("x", x).fetch("y").fetch("w").run()) {
      expected = bytes(r.get(0));
      wValue = TensorFlowSession.floats(bytes(r.get(1)));
    }
    assertRunsAfterExport(model, "serving_default", xs, Map.of("w", wValue), expected);
  }

  /**
   * The same with six lifted variables bound to one function ("all", the module's other functions
   * exported to the library beside it): each resource argument bound to the variable its
   * tf_saved_model.bound_input names.
   */
  @Test
  void multiVariableFunctionRunsAfterExport() throws Exception {
    Path model = writeResourceModel();
    Map<String, float[]> values = new java.util.HashMap<>();
    String[] names = {"v_e", "v_b", "v_f", "v_a", "v_d", "v_c"};
    for (int i = 0; i < names.length; i++) {
      values.put(names[i], new float[] {i, -i});
    }
    assertRunsAfterExport(model, "all", RESOURCE_X, values, resourceAllOutput);
  }

  /**
   * Imports {@code model}, exports signature {@code key}'s function as the module's main, binds each
   * of its resource arguments to a variable of the name its global tensor has, holding
   * {@code values}' value, runs it on {@code xs} and compares the bytes with {@code expected}.
   */
  private void assertRunsAfterExport(Path model, String key, float[] xs, Map<String, float[]> values, byte[] expected)
      throws Exception {
    Path mlir = dir.resolve(key + ".mlir");
    jtranslate(0, "--savedmodel-signaturedefs-to-mlir", "--mlir-print-debuginfo", model.toString(), "-o", mlir.toString());
    String text = Files.readString(mlir);
    assertTrue(!text.contains("tf_executor"), text);
    // The test's own step: the signature's function as the module's entry function.
    String header = text.substring(text.indexOf("func.func @" + key + "("));
    header = header.substring(0, header.indexOf('\n'));
    List<String> bound = new java.util.ArrayList<>();
    var m = java.util.regex.Pattern.compile("%arg\\d+: [^{]*\\{([^}]*)\\}").matcher(header.substring(0, header.indexOf(") ->")));
    while (m.find()) {
      var b = java.util.regex.Pattern.compile("tf_saved_model.bound_input = @(\\w+)").matcher(m.group(1));
      bound.add(b.find() ? b.group(1) : null);
    }
    Path main = dir.resolve(key + "-main.mlir");
    Files.writeString(main, text.replace("@" + key + "(", "@main("));
    Path pb = dir.resolve(key + ".pb");
    jtranslate(0, "--mlir-to-graphdef", "-tf-binary-output", main.toString(), "-o", pb.toString());
    org.tensorflow.proto.GraphDef exported = org.tensorflow.proto.GraphDef.parseFrom(Files.readAllBytes(pb));
    org.tensorflow.proto.GraphDef.Builder rebound = exported.toBuilder().clearNode();
    String xArg = null;
    String fetch = null;
    Map<String, String> handles = new java.util.LinkedHashMap<>();
    for (org.tensorflow.proto.NodeDef n : exported.getNodeList()) {
      if (n.getOp().equals("_Arg") && n.getAttrOrThrow("T").getType() == org.tensorflow.proto.DataType.DT_RESOURCE) {
        String var = bound.get((int) n.getAttrOrThrow("index").getI());
        handles.put(n.getName(), var);
        rebound.addNode(org.tensorflow.proto.NodeDef.newBuilder().setName(n.getName()).setOp("VarHandleOp")
            .putAttr("dtype", attrType(org.tensorflow.proto.DataType.DT_FLOAT))
            .putAttr("shape", org.tensorflow.proto.AttrValue.newBuilder().setShape(
                org.tensorflow.proto.TensorShapeProto.newBuilder().addDim(
                    org.tensorflow.proto.TensorShapeProto.Dim.newBuilder().setSize(2))).build())
            .putAttr("shared_name", org.tensorflow.proto.AttrValue.newBuilder()
                .setS(com.google.protobuf.ByteString.copyFromUtf8(var)).build()));
        continue;
      }
      if (n.getOp().equals("_Arg")) {
        xArg = n.getName();
      } else if (n.getOp().equals("_Retval")) {
        fetch = n.getInput(0);
        continue;
      }
      rebound.addNode(n);
    }
    assertEquals(values.keySet(), new java.util.HashSet<>(handles.values()), header);
    try (Graph g = new Graph()) {
      g.importGraphDef(rebound.build());
      Ops tf = Ops.create(g);
      List<org.tensorflow.op.Op> inits = new java.util.ArrayList<>();
      for (Map.Entry<String, String> h : handles.entrySet()) {
        inits.add(tf.withName("bind_" + h.getValue()).assignVariableOp(g.operation(h.getKey()).output(0),
            tf.constant(values.get(h.getValue()))));
      }
      try (Session s = new Session(g); TFloat32 x = TFloat32.vectorOf(xs)) {
        Session.Runner init = s.runner();
        inits.forEach(init::addTarget);
        init.run();
        try (org.tensorflow.Result r = s.runner().feed(xArg, x).fetch(fetch).run()) {
          byte[] actual = bytes(r.get(0));
          assertTrue(java.util.Arrays.equals(expected, actual), "outputs differ: " + java.util.Arrays.toString(
              TensorFlowSession.floats(expected)) + " vs " + java.util.Arrays.toString(TensorFlowSession.floats(actual)));
        }
      }
    }
  }

  private static org.tensorflow.proto.AttrValue attrType(org.tensorflow.proto.DataType t) {
    return org.tensorflow.proto.AttrValue.newBuilder().setType(t).build();
  }

  private static byte[] bytes(org.tensorflow.Tensor t) {
    byte[] out = new byte[(int) t.numBytes()];
    t.asRawTensor().data().read(out);
    return out;
  }

  private String jtranslate(int expected, String... args) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = new JtranslateMain().run(new Invocation(List.of(args), dir, Map.of(),
        new java.io.ByteArrayInputStream(new byte[0]),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)));
    String e = err.toString(StandardCharsets.UTF_8);
    assertEquals(expected, rc, "jtranslate " + String.join(" ", args) + ": " + e);
    return e;
  }
}
