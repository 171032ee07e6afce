package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Outputs fetched into the caller's arrays ({@link Runner#fetch(String, Object)}): no array made by the run, sizes checked. */
class FetchIntoTest {
  private static final String SCALE_AND_COMPARE = """
      func.func @main(%x: tensor<?x2xf32>, %y: tensor<?xi32>) -> (tensor<?x2xf32>, tensor<?xi32>, tensor<?xi1>) {
        %0 = stablehlo.add %x, %x : tensor<?x2xf32>
        %1 = stablehlo.multiply %y, %y : tensor<?xi32>
        %2 = stablehlo.compare GT, %1, %y : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
        return %0, %1, %2 : tensor<?x2xf32>, tensor<?xi32>, tensor<?xi1>
      }
      """;

  @Test
  void outputsLandInTheCallersArrays() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SCALE_AND_COMPARE, CompiledGraph.Options.mlir())) {
      float[] sums = new float[6];
      int[] squares = new int[3];
      boolean[] greater = new boolean[3];
      for (int round = 0; round < 3; round++) {
        float[] x = {1, 2, 3, 4, 5, round};
        int[] y = {round, 1, -2};
        List<CompiledGraph.Tensor> r = g.runner().feed("arg0", x, 3, 2).feed("arg1", y, 3)
            .fetch("result0", sums).fetch("result1", squares).fetch("result2", greater).run();
        assertSame(sums, r.get(0).data());
        assertSame(squares, r.get(1).data());
        assertSame(greater, r.get(2).data());
        assertArrayEquals(new float[] {2, 4, 6, 8, 10, 2 * round}, sums);
        assertArrayEquals(new long[] {3, 2}, r.get(0).shape());
        assertArrayEquals(new int[] {round * round, 1, 4}, squares);
        assertArrayEquals(new boolean[] {round > 1, false, true}, greater);
        // the same outputs fetched the ordinary way, in a new array each
        List<CompiledGraph.Tensor> fresh = g.runner().feed("arg0", x, 3, 2).feed("arg1", y, 3).fetch("result0").fetch("result1").run();
        assertArrayEquals(sums, fresh.get(0).floats());
        assertArrayEquals(squares, fresh.get(1).ints());
      }
    }
  }

  @Test
  void wrongArraysAreNamed() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SCALE_AND_COMPARE, CompiledGraph.Options.mlir())) {
      IllegalArgumentException type = assertThrows(IllegalArgumentException.class, () -> g.runner().fetch("result0", new int[6]));
      assertEquals("output 'result0': expected an array of f32 to fetch into, got int[]", type.getMessage());
      IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> g.runner().fetch("result1", null));
      assertEquals("output 'result1': expected an array of i32 to fetch into, got null", none.getMessage());
      // the size is known only after the run (the batch is dynamic); the run's buffers are freed all the same
      float[] small = new float[4];
      int[] squares = new int[3];
      for (int round = 0; round < 2; round++) {
        IllegalArgumentException length = assertThrows(IllegalArgumentException.class, () -> g.runner()
            .feed("arg0", new float[] {1, 2, 3, 4, 5, 6}, 3, 2).feed("arg1", new int[] {1, 2, 3}, 3)
            .fetch("result0", small).fetch("result1", squares).run());
        assertEquals("output 'result0' of shape [3, 2] (f32) has 6 elements but the array to fetch it into has 4 values",
            length.getMessage());
      }
      assertArrayEquals(new int[] {1, 4, 9}, squares);
    }
  }
}
