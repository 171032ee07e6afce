package org.jmlir.compiler.graph;

import static org.jmlir.translate.oracle.GraphText.VERSIONS;
import static org.jmlir.translate.oracle.GraphText.constI;
import static org.jmlir.translate.oracle.GraphText.op;
import static org.jmlir.translate.oracle.GraphText.placeholder;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;

/**
 * TensorFlow-java as the oracle of compiled FFTs and complex numbers (tf.signal's ops: FFT, IFFT,
 * RFFT, IRFFT and their 2-D forms, Complex, Real, Imag, ComplexAbs): each graph, batch unknown, is
 * compiled once and run at batch 1, 7 and 256 on TensorFlow's inputs. jmlir's DFT accumulates in f64
 * and rounds once, TensorFlow's FFT works in f32, so an element may differ from TensorFlow's by
 * a few f32 roundings of the largest magnitude in its transform: the bound is 4e-6 of the row's
 * largest value (measured: 6.0e-7 in 1-D, 2.4e-7 in 2-D, 2026-11-27; Bluestein at 30x100: 8.7e-7), far below any real error (a
 * wrong twiddle or index changes elements by the order of the values themselves).
 */
class FftOracleTest {
  private static final int[] BATCHES = {1, 7, 256};

  private static String complex(String name, String re, String im) {
    return "node { name: \"" + name + "\" op: \"Complex\" input: \"" + re + "\" input: \"" + im + "\" "
        + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tout\" value { type: DT_COMPLEX64 } } }\n";
  }

  private static String part(String name, String op, String in) {
    return "node { name: \"" + name + "\" op: \"" + op + "\" input: \"" + in + "\" "
        + "attr { key: \"T\" value { type: DT_COMPLEX64 } } attr { key: \"Tout\" value { type: DT_FLOAT } } }\n";
  }

  private static String fft(String name, String op, String in) {
    return op(name, op, null, in, "attr { key: \"Tcomplex\" value { type: DT_COMPLEX64 } }");
  }

  private static String realFft(String name, String op, String in, String length) {
    return op(name, op, null, in, length, "attr { key: \"Treal\" value { type: DT_FLOAT } }",
        "attr { key: \"Tcomplex\" value { type: DT_COMPLEX64 } }");
  }

  /** 1-D: the spectrum of x + i x^2 (its parts and magnitude), IFFT back, RFFT's magnitude and IRFFT(RFFT x). */
  static final String FFT_1D = placeholder("x", "DT_FLOAT", -1, 8)
      + op("sq", "Mul", "DT_FLOAT", "x", "x")
      + complex("c", "x", "sq")
      + fft("f", "FFT", "c")
      + part("re", "Real", "f") + part("im", "Imag", "f") + part("abs", "ComplexAbs", "f")
      + fft("inv", "IFFT", "f") + part("back", "Imag", "inv")
      + constI("len", new int[] {1}, 8)
      + realFft("r", "RFFT", "x", "len") + part("rabs", "ComplexAbs", "r") + part("rim", "Imag", "r")
      + realFft("ir", "IRFFT", "r", "len")
      + VERSIONS;

  /** 2-D over the last two dimensions: FFT2D's real part, RFFT2D's magnitude, IRFFT2D(RFFT2D x). */
  static final String FFT_2D = placeholder("x", "DT_FLOAT", -1, 4, 6)
      + op("sq", "Mul", "DT_FLOAT", "x", "x")
      + complex("c", "sq", "x")
      + fft("f", "FFT2D", "c")
      + part("re", "Real", "f")
      + constI("len", new int[] {2}, 4, 6)
      + realFft("r", "RFFT2D", "x", "len") + part("rabs", "ComplexAbs", "r")
      + realFft("ir", "IRFFT2D", "r", "len")
      + VERSIONS;

  /**
   * Power-of-two lengths of at least 16 go through radix-2 butterflies: a 128-point FFT, IFFT and
   * RFFT/IRFFT, and a 16x128 RFFT2D/IRFFT2D (measured at 16x256: 6.7e-7 of the row's largest value).
   */
  static final String FFT_LONG = longTransforms(16, 128);

  /**
   * Lengths that are not powers of two, from 24 on, go through Bluestein's algorithm (radix-2
   * transforms of 2^k >= 2n - 1 points): the same transforms over 30 x 100 points.
   */
  static final String FFT_BLUESTEIN = longTransforms(30, 100);

  private static String longTransforms(int rows, int n) {
    return placeholder("x", "DT_FLOAT", -1, rows, n)
      + op("sq", "Mul", "DT_FLOAT", "x", "x")
      + complex("c", "x", "sq")
      + fft("f", "FFT", "c")
      + part("re", "Real", "f") + part("abs", "ComplexAbs", "f")
      + fft("inv", "IFFT", "f") + part("back", "Imag", "inv")
      + constI("len", new int[] {1}, n)
      + realFft("r", "RFFT", "x", "len") + part("rabs", "ComplexAbs", "r")
      + realFft("ir", "IRFFT", "r", "len")
      + constI("len2", new int[] {2}, rows, n)
      + realFft("r2", "RFFT2D", "x", "len2") + part("r2im", "Imag", "r2")
      + realFft("ir2", "IRFFT2D", "r2", "len2")
      + VERSIONS;
  }

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (Math.sin(i * 0.61 + phase) * 1.5 + Math.cos(i * 0.13));
    }
    return x;
  }

  /** Runs the graph at each batch and returns the worst error over all fetches, relative to each row's largest magnitude. */
  private static double assertAgrees(String text, int[] inner, List<String> fetches) throws Exception {
    double worst = 0;
    StringBuilder shape = new StringBuilder("?");
    for (int d : inner) {
      shape.append(',').append(d);
    }
    try (TensorFlowSession tf = new TensorFlowSession(text);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of(shape.toString()), fetches))) {
      for (int batch : BATCHES) {
        long[] dims = new long[inner.length + 1];
        dims[0] = batch;
        int n = batch;
        for (int i = 0; i < inner.length; i++) {
          dims[i + 1] = inner[i];
          n *= inner[i];
        }
        float[] x = input(n, batch);
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, dims)), fetches);
        Runner r = g.runner().feed("x", x, dims);
        for (String f : fetches) {
          r = r.fetch(f);
        }
        List<CompiledGraph.Tensor> actual = r.run();
        for (int k = 0; k < fetches.size(); k++) {
          float[] e = TensorFlowSession.floats(expected.get(k));
          float[] a = actual.get(k).floats();
          assertEquals(e.length, a.length, fetches.get(k) + " at batch " + batch);
          int row = e.length / batch; // the scale: the largest magnitude of one batch element's values
          for (int b = 0; b < batch; b++) {
            double scale = 1e-30;
            for (int i = b * row; i < (b + 1) * row; i++) {
              scale = Math.max(scale, Math.abs(e[i]));
            }
            for (int i = b * row; i < (b + 1) * row; i++) {
              double err = Math.abs(e[i] - a[i]) / scale;
              worst = Math.max(worst, err);
              assertTrue(err <= 4e-6, fetches.get(k) + " at batch " + batch + ", element " + i + ": TensorFlow " + e[i] + ", jmlir " + a[i]);
            }
          }
        }
      }
    }
    return worst;
  }

  @Test
  void oneDimensionalTransformsAgreeWithTensorFlow() throws Exception {
    assertAgrees(FFT_1D, new int[] {8}, List.of("re", "im", "abs", "back", "rabs", "rim", "ir"));
  }

  @Test
  void radix2TransformsAgreeWithTensorFlow() throws Exception {
    assertAgrees(FFT_LONG, new int[] {16, 128}, List.of("re", "abs", "back", "rabs", "ir", "r2im", "ir2"));
  }

  @Test
  void bluesteinTransformsAgreeWithTensorFlow() throws Exception {
    double worst = assertAgrees(FFT_BLUESTEIN, new int[] {30, 100}, List.of("re", "abs", "back", "rabs", "ir", "r2im", "ir2"));
    System.out.println("FftOracleTest: Bluestein 30x100, worst error " + worst + " of the row's largest magnitude");
  }

  @Test
  void twoDimensionalTransformsAgreeWithTensorFlow() throws Exception {
    assertAgrees(FFT_2D, new int[] {4, 6}, List.of("re", "rabs", "ir"));
  }
}
