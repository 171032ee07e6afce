package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * complex<f32>/complex<f64> inputs and outputs of the Java API: float[]/double[] arrays of real and
 * imaginary parts interleaved (TensorFlow-java's layout), twice as long as the element count.
 */
class ComplexFeedTest {
  private static final String SQUARE = """
      func.func @main(%x: tensor<?x2xcomplex<f32>>, %y: tensor<?xcomplex<f64>>) -> (tensor<?x2xcomplex<f32>>, tensor<?x2xf32>, tensor<?xcomplex<f64>>) {
        %0 = stablehlo.multiply %x, %x : tensor<?x2xcomplex<f32>>
        %1 = stablehlo.imag %x : (tensor<?x2xcomplex<f32>>) -> tensor<?x2xf32>
        %2 = stablehlo.negate %y : tensor<?xcomplex<f64>>
        return %0, %1, %2 : tensor<?x2xcomplex<f32>>, tensor<?x2xf32>, tensor<?xcomplex<f64>>
      }
      """;

  @Test
  void complexArraysAreInterleavedPairs() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SQUARE, CompiledGraph.Options.mlir())) {
      assertEquals("complex<f32>", g.inputs().get(0).elementType());
      // (1+2i)^2 = -3+4i, (3-1i)^2 = 8-6i, (0+1i)^2 = -1, (2+0i)^2 = 4
      float[] x = {1, 2, 3, -1, 0, 1, 2, 0};
      double[] y = {1.5, -2.5, 0, 4};
      for (int round = 0; round < 2; round++) {
        List<CompiledGraph.Tensor> r = g.runner().feed("arg0", x, 2, 2).feed("arg1", y, 2).run();
        assertArrayEquals(new long[] {2, 2}, r.get(0).shape());
        assertArrayEquals(new float[] {-3, 4, 8, -6, -1, 0, 4, 0}, r.get(0).floats());
        assertArrayEquals(new float[] {2, -1, 1, 0}, r.get(1).floats());
        assertArrayEquals(new long[] {2}, r.get(2).shape());
        assertArrayEquals(new double[] {-1.5, 2.5, -0.0, -4}, r.get(2).doubles());
      }
    }
  }

  @Test
  void wrongComplexFeedsAreNamed() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(SQUARE, CompiledGraph.Options.mlir())) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("arg0", new float[7], 2, 2));
      assertEquals("input 'arg0': complex<f32> values are pairs (real, imaginary) but the array has 7 values", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("arg0", new float[6], 2, 2));
      assertEquals("input 'arg0': shape [2, 2] (complex<f32>) has 4 elements but the array has 3", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("arg1", new float[4], 2));
      assertEquals("input 'arg1': expected shape [?] (complex<f64>) but got [2] (f32) (element type differs)", e.getMessage());
    }
  }
}
