package org.jmlir.translate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The large-input AOT training workload: a GraphDef that imports, exports and round-trips as binary. */
class AotTrainingTest {
  private static int count(String s, String what) {
    return s.split(java.util.regex.Pattern.quote(what), -1).length - 1;
  }

  @Test
  void generatedGraphImportsAndExportsInBothForms() {
    String text = AotTraining.graphDef(50, 7);
    assertEquals(50, count(text, "node {"));
    String mlir = new String(AotTraining.jtranslate(List.of("--graphdef-to-mlir"),
        text.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    assertTrue(mlir.contains("tf_executor.graph"), mlir);
    assertEquals(1, count(mlir, "tf.Placeholder"));
    assertEquals(50, count(mlir, "tf_executor.island wraps"), mlir);
    String back = new String(AotTraining.jtranslate(List.of("--mlir-to-graphdef"),
        mlir.getBytes(StandardCharsets.UTF_8)), StandardCharsets.UTF_8);
    assertEquals(50, count(back, "node {"), back);
    byte[] binary = AotTraining.jtranslate(List.of("--mlir-to-graphdef", "-tf-binary-output"),
        mlir.getBytes(StandardCharsets.UTF_8));
    assertTrue(binary.length > 0 && binary[0] == 0x0a, "a binary GraphDef starts with node's tag");
    String again = new String(AotTraining.jtranslate(List.of("--graphdef-to-mlir"), binary), StandardCharsets.UTF_8);
    assertEquals(50, count(again, "tf_executor.island wraps"), again);
  }

  @Test
  void everyInputNamesAnEarlierNode() {
    String text = AotTraining.graphDef(300, 3);
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (String line : text.split("\n")) {
      if (line.startsWith("  name: ")) {
        seen.add(line.substring(9, line.length() - 1));
      } else if (line.startsWith("  input: ")) {
        assertTrue(seen.contains(line.substring(10, line.length() - 1)), line);
      }
    }
    assertEquals(300, seen.size());
  }

  @Test
  void aFailingRunIsReported() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> AotTraining.jtranslate(List.of("--graphdef-to-mlir"), "node { op: ".getBytes(StandardCharsets.UTF_8)));
    assertTrue(e.getMessage().contains("exit 1"), e.getMessage());
  }
}
