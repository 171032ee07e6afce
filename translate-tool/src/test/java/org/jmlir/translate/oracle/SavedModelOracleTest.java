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
      // How lit-tests/suite/Translate/Inputs/saved-model(-strings) were made:
      // -Djmlir.keepSavedModel=DIR, -Djmlir.keepStringSavedModel=DIR.
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
