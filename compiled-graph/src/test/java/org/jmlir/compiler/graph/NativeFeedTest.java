package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Feeds of native memory ({@link Runner#feed(String, MemorySegment, long...)}): read in place, checked like arrays. */
class NativeFeedTest {
  private static final String SCALE_AND_PASS = """
      func.func @main(%x: tensor<?x2xf32>, %y: tensor<?xi32>) -> (tensor<?x2xf32>, tensor<?xi32>, tensor<?xi32>) {
        %0 = stablehlo.add %x, %x : tensor<?x2xf32>
        return %0, %y, %y : tensor<?x2xf32>, tensor<?xi32>, tensor<?xi32>
      }
      """;

  @Test
  void nativeFeedsGiveWhatArraysGive() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SCALE_AND_PASS, CompiledGraph.Options.mlir()); Arena arena = Arena.ofConfined()) {
      float[] x = {1, 2, 3, 4, 5, 6};
      int[] y = {7, 8, 9};
      MemorySegment nx = arena.allocateFrom(ValueLayout.JAVA_FLOAT, x);
      MemorySegment ny = arena.allocateFrom(ValueLayout.JAVA_INT, y);
      for (int round = 0; round < 3; round++) {
        List<CompiledGraph.Tensor> fromArrays = g.runner().feed("arg0", x, 3, 2).feed("arg1", y, 3).run();
        // mixed: one native feed, one array; then both native (results that pass an input through
        // are copied, and the caller's memory is never freed by the run)
        List<CompiledGraph.Tensor> mixed = g.runner().feed("arg0", nx, 3, 2).feed("arg1", y, 3).run();
        List<CompiledGraph.Tensor> fromNative = g.runner().feed("arg0", nx, 3, 2).feed("arg1", ny, 3).run();
        for (List<CompiledGraph.Tensor> r : List.of(fromArrays, mixed, fromNative)) {
          assertArrayEquals(new float[] {2, 4, 6, 8, 10, 12}, r.get(0).floats());
          assertArrayEquals(new long[] {3, 2}, r.get(0).shape());
          assertArrayEquals(y, r.get(1).ints());
          assertArrayEquals(y, r.get(2).ints());
        }
      }
      // the caller's memory is still its own and unchanged
      assertArrayEquals(x, nx.toArray(ValueLayout.JAVA_FLOAT));
      assertArrayEquals(y, ny.toArray(ValueLayout.JAVA_INT));
      // a segment larger than the shape: the first elements are read
      MemorySegment big = arena.allocateFrom(ValueLayout.JAVA_FLOAT, 1, 1, 2, 2, 9, 9);
      assertArrayEquals(new float[] {2, 2, 4, 4}, g.runner().feed("arg0", big, 2, 2).feed("arg1", ny, 3).run().get(0).floats());
    }
  }

  @Test
  void badNativeFeedsAreNamed() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SCALE_AND_PASS, CompiledGraph.Options.mlir()); Arena arena = Arena.ofConfined()) {
      MemorySegment four = arena.allocate(4 * 4, 4);
      IllegalArgumentException small = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("arg0", four, 3, 2));
      assertEquals("input 'arg0': shape [3, 2] (f32) has 6 elements but the segment holds 4", small.getMessage());
      IllegalArgumentException heap = assertThrows(IllegalArgumentException.class,
          () -> g.runner().feed("arg0", MemorySegment.ofArray(new float[6]), 3, 2));
      assertEquals("input 'arg0': expected native memory, got a heap segment", heap.getMessage());
      IllegalArgumentException shape = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("arg0", four, 2, 1, 1));
      assertEquals("input 'arg0': expected shape [?, 2] (f32) but got [2, 1, 1] (f32) (rank differs)", shape.getMessage());
    }
  }
}
