package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** jrun --gpu-emulate on kernels that need the block's threads to meet at barriers. */
class GpuEmulationTest {
  @TempDir
  Path dir;

  private String run(String resource, String... extra) throws Exception {
    Path file = dir.resolve(resource);
    try (var in = GpuEmulationTest.class.getResourceAsStream("/gpu/" + resource)) {
      Files.write(file, in.readAllBytes());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> args = new java.util.ArrayList<>(List.of("--gpu-emulate", file.toString(), "-e", "main"));
    args.addAll(List.of(extra));
    int status = Tools.invoke(new JrunMain(), new Invocation(args, dir, System.getenv(),
        new ByteArrayInputStream(new byte[0]), new PrintStream(out, true), new PrintStream(err, true)));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    return out.toString(StandardCharsets.UTF_8);
  }

  /**
   * Three blocks of 8 threads exchange values through workgroup memory in branches of a kernel of
   * several blocks, each exchange behind a barrier: a thread that ran ahead of the others would read
   * values not yet written (or already overwritten), and the weighted sum would differ.
   */
  @Test
  void barriersInBranchesOfSeveralThreadBlocks() throws Exception {
    assertEquals("9440\n", run("barriers-in-branches.mlir", "--entry-point-result=i32"));
  }
}
