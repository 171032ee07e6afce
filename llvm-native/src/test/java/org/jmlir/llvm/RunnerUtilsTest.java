package org.jmlir.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.lang.foreign.Arena;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The runtime's printers, called directly, against what MLIR's runner utils print. */
class RunnerUtilsTest {
  private ByteArrayOutputStream out;

  @BeforeEach
  void capture() {
    out = new ByteArrayOutputStream();
    RunnerUtils.capture = out;
  }

  @AfterEach
  void release() {
    RunnerUtils.capture = null;
  }

  private String printed() {
    return out.toString(StandardCharsets.ISO_8859_1);
  }

  /** The printed memref with its base address replaced by BASE. */
  private String printedMemref() {
    return printed().replaceAll("base@ = (0x[0-9a-f]+|0)", "base@ = BASE");
  }

  @Test
  void everyJavaFunctionPassesThePrefilter() {
    assertTrue(RunnerUtils.javaFunctions().size() > 50);
    for (String name : RunnerUtils.javaFunctions()) {
      assertTrue(RunnerUtils.mayBeJava(name), name);
    }
    assertTrue(!RunnerUtils.mayBeJava("printI64") && !RunnerUtils.mayBeJava("printNewline"));
    assertTrue(RunnerUtils.upcallIr(java.util.List.of("printI64", "printNewline", "main"), () -> 1) == null);
    String ir = RunnerUtils.upcallIr(java.util.List.of("printI64", "printMemrefF32"), () -> 4096);
    assertTrue(ir.contains("@printMemrefF32(") && ir.contains("call void inttoptr (i64 4096 to ptr)(ptr %f)"), ir);
  }

  @Test
  void printsA2dF32MemrefAsMlirDoes() {
    try (Arena a = Arena.ofConfined()) {
      MemRefDescriptor m = MemRefDescriptor.ofArray(a, new float[] {1, 2.5f, -3, 1e10f, 0, Float.NEGATIVE_INFINITY}, 2, 3);
      RunnerUtils.printUnranked(RunnerUtils.Elem.F32, m.unranked(a));
    }
    assertEquals("""
        Unranked Memref base@ = BASE rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n\
        [[1,   2.5,   -3], \n\
         [1e+10,   0,   -inf]]
        """, printedMemref());
  }

  @Test
  void printsRank0AndSingleElementAndI8AsCharacters() {
    try (Arena a = Arena.ofConfined()) {
      RunnerUtils.printRankPtr(RunnerUtils.Elem.I64, 0, MemRefDescriptor.ofArray(a, new long[] {42}).descriptor());
      RunnerUtils.printRanked(RunnerUtils.Elem.I32, 1, MemRefDescriptor.ofArray(a, new int[] {7}, 1).descriptor());
      RunnerUtils.printUnranked(RunnerUtils.Elem.I8, MemRefDescriptor.ofArray(a, new byte[] {65, 66}, 2).unranked(a));
    }
    assertEquals("""
        Unranked Memref base@ = BASE rank = 0 offset = 0 sizes = [] strides = [] data = \n\
        [42]
        Memref base@ = BASE rank = 1 offset = 0 sizes = [1] strides = [1] data = \n\
        [7]
        Unranked Memref base@ = BASE rank = 1 offset = 0 sizes = [2] strides = [1] data = \n\
        [A,  B]
        """, printedMemref());
  }

  @Test
  void printsStridedViewsComplexAndIndex() {
    try (Arena a = Arena.ofConfined()) {
      var data = a.allocateFrom(java.lang.foreign.ValueLayout.JAVA_DOUBLE, 0, 1, 2, 3, 4, 5);
      // The second column of a 3x2 matrix: offset 1, stride 2.
      RunnerUtils.printUnranked(RunnerUtils.Elem.F64,
          MemRefDescriptor.of(a, data, 1, new long[] {3}, new long[] {2}).unranked(a));
      RunnerUtils.printUnranked(RunnerUtils.Elem.C64,
          MemRefDescriptor.of(a, data, 0, new long[] {2}, new long[] {2}).unranked(a));
      RunnerUtils.printUnranked(RunnerUtils.Elem.Ind, MemRefDescriptor.ofArray(a, new long[] {-1, 3}, 2).unranked(a));
    }
    assertEquals("""
        Unranked Memref base@ = BASE rank = 1 offset = 1 sizes = [3] strides = [2] data = \n\
        [1,  3,  5]
        Unranked Memref base@ = BASE rank = 1 offset = 0 sizes = [2] strides = [2] data = \n\
        [(0,1),  (4,5)]
        Unranked Memref base@ = BASE rank = 1 offset = 0 sizes = [2] strides = [1] data = \n\
        [18446744073709551615,  3]
        """, printedMemref());
  }

  @Test
  void verifyCountsAndReportsDifferences() {
    try (Arena a = Arena.ofConfined()) {
      var x = MemRefDescriptor.ofArray(a, new float[] {1, 2, 3}, 3);
      var y = MemRefDescriptor.ofArray(a, new float[] {1, 2.5f, 3.0000001f}, 3);
      assertEquals(1, RunnerUtils.verifyUnranked(RunnerUtils.Elem.F32, x.unranked(a), y.unranked(a)));
      var z = MemRefDescriptor.ofArray(a, new float[] {1, 2}, 2);
      assertEquals(-1, RunnerUtils.verifyUnranked(RunnerUtils.Elem.F32, x.unranked(a), z.unranked(a)));
    }
    assertEquals("2 != 2.5 offset = 1\n", printed().substring(0, printed().indexOf('\n') + 1));
  }

  @Test
  void memrefCopyFollowsStrides() {
    try (Arena a = Arena.ofConfined()) {
      var src = MemRefDescriptor.ofArray(a, new int[] {1, 2, 3, 4, 5, 6}, 2, 3);
      int[] dstData = new int[6];
      var dst = MemRefDescriptor.of(a, a.allocate(24), 0, new long[] {2, 3}, new long[] {1, 2}); // column-major
      RunnerUtils.memrefCopy(4, src.unranked(a), dst.unranked(a));
      dst.copyTo(dstData);
      org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {1, 4, 2, 5, 3, 6}, dstData);
    }
  }
}
