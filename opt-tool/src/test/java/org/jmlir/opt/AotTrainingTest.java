package org.jmlir.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;

/** The large-input AOT training workload: valid IR that each trained pass runs on, and mem2reg promotes. */
class AotTrainingTest {
  private static String jopt(String input, String pass, int expectedStatus) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Invocation inv = new Invocation(List.of(pass, "-"), Path.of("."), Map.of(),
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    int status = Tools.invoke(new JoptMain(), inv);
    assertEquals(expectedStatus, status, () -> err.toString(StandardCharsets.UTF_8));
    assertEquals("", err.toString(StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void everyTrainedPassRunsOnTheGeneratedModule() {
    String module = AotTraining.slotsModule(4);
    for (String pass : AotTraining.PASSES) {
      assertTrue(jopt(module, pass, 0).contains("func.func @f3("), pass);
    }
  }

  @Test
  void mem2regPromotesEverySlot() {
    String module = AotTraining.slotsModule(2);
    assertEquals(16, module.split("memref.alloca", -1).length - 1);
    String out = jopt(module, "-mem2reg", 0);
    assertFalse(out.contains("memref."), out);
    assertTrue(out.contains("cf.br ^bb3("), out);
  }
}
