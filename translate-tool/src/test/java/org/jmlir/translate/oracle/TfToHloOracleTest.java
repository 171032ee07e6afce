package org.jmlir.translate.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.jmlir.translate.oracle.GraphText.VERSIONS;
import static org.jmlir.translate.oracle.GraphText.constF;
import static org.jmlir.translate.oracle.GraphText.constI;
import static org.jmlir.translate.oracle.GraphText.op;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.hlo.interpret.Interpreter;
import org.jmlir.hlo.interpret.Tensor;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.tool.Invocation;
import org.jmlir.translate.JtranslateMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.ndarray.buffer.DataBuffers;
import org.tensorflow.proto.GraphDef;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TInt32;

/**
 * TensorFlow as the oracle of the TensorFlow to HLO legalization: each graph (batch dimension
 * unknown in the GraphDef) runs in TensorFlow-java; the same graph goes through
 * {@code jtranslate --graphdef-to-mlir}, {@code tf-standard-pipeline} and {@code tf-to-stablehlo},
 * and the StableHLO interpreter runs it on the same input. Integer graphs must give bit-identical
 * outputs; float graphs stay within the bound in ulps stated per graph (the transcendental
 * functions of the interpreter are Java's, TensorFlow's are Eigen's polynomial approximations).
 */
class TfToHloOracleTest {
  @TempDir Path dir;

  /** The input {@code x}: an unknown batch, then {@code dims}. */
  private static String placeholder(String type, int... dims) {
    int[] all = new int[dims.length + 1];
    all[0] = -1;
    System.arraycopy(dims, 0, all, 1, dims.length);
    return GraphText.placeholder("x", type, all);
  }

  /** Dense -> ReLU -> dense -> softmax, batch unknown. */
  private static final String MLP = placeholder("DT_FLOAT", 4)
      + constF("w1", new int[] {4, 3}, 0.5f, -1.25f, 2f, 0.1f, 0.2f, -0.3f, 1e-3f, 7f, -2f, 0.75f, 0.25f, -0.125f)
      + constF("b1", new int[] {3}, 0.1f, -0.2f, 0.3f)
      + op("mm1", "MatMul", "DT_FLOAT", "x", "w1", "attr { key: \"transpose_a\" value { b: false } }", "attr { key: \"transpose_b\" value { b: false } }")
      + op("h", "BiasAdd", "DT_FLOAT", "mm1", "b1", "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + op("relu", "Relu", "DT_FLOAT", "h")
      + constF("w2", new int[] {3, 2}, 0.25f, -0.5f, 1f, 0.125f, -0.75f, 0.5f)
      + op("mm2", "MatMul", "DT_FLOAT", "relu", "w2", "attr { key: \"transpose_a\" value { b: false } }", "attr { key: \"transpose_b\" value { b: false } }")
      + op("out", "Softmax", "DT_FLOAT", "mm2")
      + VERSIONS;

  /** Conv (SAME) -> max pool -> average pool (SAME) -> tanh. */
  private static final String CONV = placeholder("DT_FLOAT", 4, 4, 2)
      + constF("f", new int[] {3, 3, 2, 3}, 0.125f, -0.25f, 0.5f, 0.0625f, 0.375f, -0.125f)
      + op("conv", "Conv2D", "DT_FLOAT", "x", "f", "attr { key: \"strides\" value { list { i: 1 i: 1 i: 1 i: 1 } } }",
          "attr { key: \"padding\" value { s: \"SAME\" } }", "attr { key: \"data_format\" value { s: \"NHWC\" } }",
          "attr { key: \"dilations\" value { list { i: 1 i: 1 i: 1 i: 1 } } }")
      + op("pool", "MaxPool", "DT_FLOAT", "conv", "attr { key: \"ksize\" value { list { i: 1 i: 2 i: 2 i: 1 } } }",
          "attr { key: \"strides\" value { list { i: 1 i: 2 i: 2 i: 1 } } }", "attr { key: \"padding\" value { s: \"VALID\" } }",
          "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + op("avg", "AvgPool", "DT_FLOAT", "pool", "attr { key: \"ksize\" value { list { i: 1 i: 2 i: 2 i: 1 } } }",
          "attr { key: \"strides\" value { list { i: 1 i: 1 i: 1 i: 1 } } }", "attr { key: \"padding\" value { s: \"SAME\" } }",
          "attr { key: \"data_format\" value { s: \"NHWC\" } }")
      + op("out", "Tanh", "DT_FLOAT", "avg")
      + VERSIONS;

  /** A transposed convolution (Conv2DBackpropInput, stride 2, SAME) on a 2x2 gradient to 4x4. */
  private static final String CONV_TRANSPOSE = placeholder("DT_FLOAT", 2, 2, 3)
      + constI("sizes", new int[] {4}, 1, 4, 4, 2)
      + constF("w", new int[] {3, 3, 2, 3}, 0.5f, -0.25f, 0.125f, 1f, 0.75f, -0.5f, 0.25f, 0.375f, -0.125f)
      + op("out", "Conv2DBackpropInput", "DT_FLOAT", "sizes", "w", "x", "attr { key: \"strides\" value { list { i: 1 i: 2 i: 2 i: 1 } } }",
          "attr { key: \"padding\" value { s: \"SAME\" } }", "attr { key: \"data_format\" value { s: \"NHWC\" } }",
          "attr { key: \"dilations\" value { list { i: 1 i: 1 i: 1 i: 1 } } }")
      + VERSIONS;

  /** Element-wise float ops with broadcasting and reductions over the known dimension. */
  private static final String ELEMENTWISE = placeholder("DT_FLOAT", 3)
      + constF("c", new int[] {3}, 0.5f, -2f, 3.25f)
      + op("a", "AddV2", "DT_FLOAT", "x", "c")
      + op("m", "Mul", "DT_FLOAT", "a", "x")
      + op("s", "Sub", "DT_FLOAT", "m", "c")
      + op("mx", "Maximum", "DT_FLOAT", "s", "x")
      + op("ab", "Abs", "DT_FLOAT", "mx")
      + op("sq", "Sqrt", "DT_FLOAT", "ab")
      + op("fd", "FloorDiv", "DT_FLOAT", "mx", "c")
      + op("fm", "FloorMod", "DT_FLOAT", "mx", "c")
      + op("sum", "AddV2", "DT_FLOAT", "fd", "fm")
      + op("sig", "Sigmoid", "DT_FLOAT", "sum")
      + op("e", "Mul", "DT_FLOAT", "sig", "sq")
      + constI("axis", new int[] {1}, 1)
      + node("mean", "Mean", "e", "axis")
      + op("out", "Neg", "DT_FLOAT", "mean")
      + VERSIONS;

  private static String node(String name, String op, String input, String axis) {
    return "node { name: \"" + name + "\" op: \"" + op + "\" input: \"" + input + "\" input: \"" + axis + "\" "
        + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } "
        + "attr { key: \"keep_dims\" value { b: false } } }\n";
  }

  /** Row normalization with a dynamic batch: concat, square, Sum(keep_dims), rsqrt, broadcast, flatten. */
  private static final String NORMALIZE = placeholder("DT_FLOAT", 4)
      + constF("two", new int[] {}, 2f)
      + op("a", "Mul", "DT_FLOAT", "x", "two")
      + constI("axis", new int[] {}, 1)
      + "node { name: \"cat\" op: \"ConcatV2\" input: \"x\" input: \"a\" input: \"axis\" attr { key: \"N\" value { i: 2 } } "
      + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } }\n"
      + op("sq", "Square", "DT_FLOAT", "cat")
      + constI("red", new int[] {1}, 1)
      + "node { name: \"sum\" op: \"Sum\" input: \"sq\" input: \"red\" attr { key: \"T\" value { type: DT_FLOAT } } "
      + "attr { key: \"Tidx\" value { type: DT_INT32 } } attr { key: \"keep_dims\" value { b: true } } }\n"
      + constF("eps", new int[] {}, 1e-6f)
      + op("se", "AddV2", "DT_FLOAT", "sum", "eps")
      + op("rs", "Rsqrt", "DT_FLOAT", "se")
      + op("nrm", "Mul", "DT_FLOAT", "cat", "rs")
      + constI("flat", new int[] {1}, -1)
      + "node { name: \"out\" op: \"Reshape\" input: \"nrm\" input: \"flat\" attr { key: \"T\" value { type: DT_FLOAT } } "
      + "attr { key: \"Tshape\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  /** Integer arithmetic: floor division and modulo with negative operands, shifts, ArgMax. */
  private static final String INTEGER = placeholder("DT_INT32", 4)
      + constI("d", new int[] {4}, 3, -2, 5, -7)
      + op("fd", "FloorDiv", "DT_INT32", "x", "d")
      + op("fm", "FloorMod", "DT_INT32", "x", "d")
      + op("mul", "Mul", "DT_INT32", "fd", "d")
      + op("add", "AddV2", "DT_INT32", "mul", "fm")
      + op("mn", "Minimum", "DT_INT32", "add", "fm")
      + constI("one", new int[] {}, 1)
      + op("sh", "LeftShift", "DT_INT32", "mn", "one")
      + op("out", "BitwiseXor", "DT_INT32", "sh", "x")
      + VERSIONS;

  /** Bilinear resize (half-pixel centers) to 5x7, then nearest-neighbour resize (corners aligned) to 4x3. */
  private static final String RESIZE = placeholder("DT_FLOAT", 3, 4, 2)
      + constI("s1", new int[] {2}, 5, 7)
      + op("bil", "ResizeBilinear", "DT_FLOAT", "x", "s1", "attr { key: \"align_corners\" value { b: false } }",
          "attr { key: \"half_pixel_centers\" value { b: true } }")
      + constI("s2", new int[] {2}, 4, 3)
      + op("out", "ResizeNearestNeighbor", "DT_FLOAT", "bil", "s2", "attr { key: \"align_corners\" value { b: true } }",
          "attr { key: \"half_pixel_centers\" value { b: false } }")
      + VERSIONS;

  /** Row updates into the batch (later wins), then segment sums of the rows (an empty segment is 0). */
  private static final String SCATTER = placeholder("DT_INT32", 4)
      + constI("idx", new int[] {3, 1}, 1, 0, 1)
      + constI("upd", new int[] {3, 4}, 10, 20, 30, 40, -1, -2, -3, -4, 5, 6, 7, 8)
      + "node { name: \"tsu\" op: \"TensorScatterUpdate\" input: \"x\" input: \"idx\" input: \"upd\" "
      + "attr { key: \"T\" value { type: DT_INT32 } } attr { key: \"Tindices\" value { type: DT_INT32 } } }\n"
      + constI("seg", new int[] {2}, 2, 2)
      + constI("n", new int[] {}, 3)
      + "node { name: \"out\" op: \"UnsortedSegmentSum\" input: \"tsu\" input: \"seg\" input: \"n\" "
      + "attr { key: \"T\" value { type: DT_INT32 } } attr { key: \"Tindices\" value { type: DT_INT32 } } "
      + "attr { key: \"Tnumsegments\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  private static final String POOL_ATTRS = "attr { key: \"ksize\" value { list { i: 1 i: 2 i: 2 i: 1 } } } "
      + "attr { key: \"strides\" value { list { i: 1 i: 2 i: 2 i: 1 } } } attr { key: \"data_format\" value { s: \"NHWC\" } } ";

  /**
   * The gradients of a max pool (VALID) and an average pool (SAME, 4x4 -> 2x2): the max pool's
   * output scaled is the gradient; both gradients are added.
   */
  private static final String POOL_GRADS = placeholder("DT_FLOAT", 4, 4, 2)
      + op("mp", "MaxPool", "DT_FLOAT", "x", POOL_ATTRS, "attr { key: \"padding\" value { s: \"VALID\" } }")
      + constF("k", new int[] {}, 0.75f)
      + op("g", "Mul", "DT_FLOAT", "mp", "k")
      + op("mg", "MaxPoolGrad", "DT_FLOAT", "x", "mp", "g", POOL_ATTRS, "attr { key: \"padding\" value { s: \"VALID\" } }")
      + constI("shape", new int[] {4}, 1, 4, 4, 2)
      + op("ag", "AvgPoolGrad", "DT_FLOAT", "shape", "g", POOL_ATTRS, "attr { key: \"padding\" value { s: \"SAME\" } }")
      + op("out", "AddV2", "DT_FLOAT", "mg", "ag")
      + VERSIONS;

  private static final String CONV_ATTRS = "attr { key: \"strides\" value { list { i: 1 i: 2 i: 2 i: 1 } } } "
      + "attr { key: \"padding\" value { s: \"SAME\" } } attr { key: \"data_format\" value { s: \"NHWC\" } } "
      + "attr { key: \"dilations\" value { list { i: 1 i: 1 i: 1 i: 1 } } }";

  /** The filter gradient of a strided SAME convolution (5x5 -> 3x3), batch unknown: the gradient is the convolution's output. */
  private static final String FILTER_GRAD = placeholder("DT_FLOAT", 5, 5, 2)
      + constF("w", new int[] {3, 3, 2, 3}, 0.5f, 0.25f, 0.125f, 1f, 0.75f, 0.375f)
      + op("y", "Conv2D", "DT_FLOAT", "x", "w", CONV_ATTRS)
      + constI("sizes", new int[] {4}, 3, 3, 2, 3)
      + op("out", "Conv2DBackpropFilter", "DT_FLOAT", "x", "sizes", "y", CONV_ATTRS)
      + VERSIONS;

  /**
   * RFFT of length 4 (the 6 inputs cropped; TensorFlow's CPU kernel does not pad), real plus
   * imaginary parts, beside the IRFFT to length 4 of the length-6 spectrum (4 bins cropped to 3).
   */
  private static final String FFT = placeholder("DT_FLOAT", 6)
      + constI("n4", new int[] {1}, 4)
      + constI("n6", new int[] {1}, 6)
      + "node { name: \"r4\" op: \"RFFT\" input: \"x\" input: \"n4\" }\n"
      + "node { name: \"r6\" op: \"RFFT\" input: \"x\" input: \"n6\" }\n"
      + "node { name: \"re\" op: \"Real\" input: \"r4\" }\n"
      + "node { name: \"im\" op: \"Imag\" input: \"r4\" }\n"
      + op("sum", "AddV2", "DT_FLOAT", "re", "im")
      + "node { name: \"back\" op: \"IRFFT\" input: \"r6\" input: \"n4\" }\n"
      + constI("axis", new int[] {}, 1)
      + "node { name: \"out\" op: \"ConcatV2\" input: \"sum\" input: \"back\" input: \"axis\" attr { key: \"N\" value { i: 2 } } "
      + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  private static final String NO_ADJOINT = "attr { key: \"adjoint\" value { b: false } }";

  /** ConcatV2 of {@code inputs} along the constant {@code axis}. */
  private static String concat(String name, String axis, String... inputs) {
    StringBuilder s = new StringBuilder("node { name: \"" + name + "\" op: \"ConcatV2\" ");
    for (String in : inputs) {
      s.append("input: \"").append(in).append("\" ");
    }
    return s.append("input: \"").append(axis).append("\" attr { key: \"N\" value { i: ").append(inputs.length)
        .append(" } } attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } }\n").toString();
  }

  /** {@code input} flattened (Reshape to [-1], the constant "flat" of the graph). */
  private static String flat(String name, String input) {
    return "node { name: \"" + name + "\" op: \"Reshape\" input: \"" + input + "\" input: \"flat\" attr { key: \"T\" value { type: DT_FLOAT } } "
        + "attr { key: \"Tshape\" value { type: DT_INT32 } } }\n";
  }

  /**
   * On A = x x^T + 3 I (symmetric positive definite): Cholesky(A), the lower triangular solve of
   * Cholesky(A) against x, MatrixInverse(A), and MatrixSolve(A^T, x) (adjoint), side by side.
   */
  private static final String LINALG = GraphText.placeholder("x", "DT_FLOAT", 3, 3)
      + op("xxt", "MatMul", "DT_FLOAT", "x", "x", "attr { key: \"transpose_a\" value { b: false } }", "attr { key: \"transpose_b\" value { b: true } }")
      + constF("eye3", new int[] {3, 3}, 3, 0, 0, 0, 3, 0, 0, 0, 3)
      + op("a", "AddV2", "DT_FLOAT", "xxt", "eye3")
      + op("chol", "Cholesky", "DT_FLOAT", "a")
      + op("ts", "MatrixTriangularSolve", "DT_FLOAT", "chol", "x", "attr { key: \"lower\" value { b: true } }", NO_ADJOINT)
      + op("inv", "MatrixInverse", "DT_FLOAT", "a", NO_ADJOINT)
      + op("solve", "MatrixSolve", "DT_FLOAT", "a", "x", "attr { key: \"adjoint\" value { b: true } }")
      + constI("axis1", new int[] {}, 1)
      + concat("out", "axis1", "chol", "ts", "inv", "solve")
      + VERSIONS;

  /** The reduced QR of a 4x3 matrix: Q (4x3) above R (3x3). */
  private static final String QR = GraphText.placeholder("x", "DT_FLOAT", 4, 3)
      + op("qr", "Qr", "DT_FLOAT", "x", "attr { key: \"full_matrices\" value { b: false } }")
      + constI("axis0", new int[] {}, 0)
      + concat("out", "axis0", "qr:0", "qr:1")
      + VERSIONS;

  /** MatrixDeterminant and LogMatrixDeterminant (sign, log) of two 3x3 matrices. */
  private static final String DET = GraphText.placeholder("x", "DT_FLOAT", 2, 3, 3)
      + op("det", "MatrixDeterminant", "DT_FLOAT", "x")
      + op("ld", "LogMatrixDeterminant", "DT_FLOAT", "x")
      + constI("axis0", new int[] {}, 0)
      + concat("out", "axis0", "det", "ld:0", "ld:1")
      + VERSIONS;

  /**
   * Diagonal bands of a 3x4 matrix, k = (-1, 2): the packed diagonals (RIGHT_LEFT, padding 0),
   * written back into 2x over the band (MatrixSetDiagV3, LEFT_RIGHT), and a 3x4 matrix built from
   * them over 9s (MatrixDiagV3), flattened side by side.
   */
  private static final String BANDS = GraphText.placeholder("x", "DT_FLOAT", 3, 4)
      + constI("k", new int[] {2}, -1, 2)
      + constF("zero", new int[] {}, 0f)
      + constF("nine", new int[] {}, 9f)
      + constF("two", new int[] {}, 2f)
      + constI("rows", new int[] {}, 3)
      + constI("cols", new int[] {}, 4)
      + constI("flat", new int[] {1}, -1)
      + op("part", "MatrixDiagPartV3", "DT_FLOAT", "x", "k", "zero", "attr { key: \"align\" value { s: \"RIGHT_LEFT\" } }")
      + op("x2", "Mul", "DT_FLOAT", "x", "two")
      + op("set", "MatrixSetDiagV3", "DT_FLOAT", "x2", "part", "k", "attr { key: \"align\" value { s: \"LEFT_RIGHT\" } }")
      + op("diag", "MatrixDiagV3", "DT_FLOAT", "part", "k", "rows", "cols", "nine", "attr { key: \"align\" value { s: \"RIGHT_LEFT\" } }")
      + flat("f1", "part") + flat("f2", "set") + flat("f3", "diag")
      + constI("axis0", new int[] {}, 0)
      + concat("out", "axis0", "f1", "f2", "f3")
      + VERSIONS;

  /** The singular values of a 5x3 matrix (the vectors are unique up to sign only). */
  private static final String SVD = GraphText.placeholder("x", "DT_FLOAT", 5, 3)
      + op("svd", "Svd", "DT_FLOAT", "x", "attr { key: \"compute_uv\" value { b: true } }", "attr { key: \"full_matrices\" value { b: false } }")
      + op("out", "Identity", "DT_FLOAT", "svd:0")
      + VERSIONS;

  /** LRN (depth radius 2) beside FakeQuantWithMinMaxArgs ([-1, 2], 5 bits) of the same input (LRN's window needs a static shape). */
  private static final String LRN_FAKE_QUANT = GraphText.placeholder("x", "DT_FLOAT", 1, 2, 2, 6)
      + op("lrn", "LRN", "DT_FLOAT", "x", "attr { key: \"depth_radius\" value { i: 2 } }", "attr { key: \"bias\" value { f: 1.5 } }",
          "attr { key: \"alpha\" value { f: 0.25 } }", "attr { key: \"beta\" value { f: 0.75 } }")
      + "node { name: \"fq\" op: \"FakeQuantWithMinMaxArgs\" input: \"x\" attr { key: \"min\" value { f: -1 } } attr { key: \"max\" value { f: 2 } } "
      + "attr { key: \"num_bits\" value { i: 5 } } attr { key: \"narrow_range\" value { b: false } } }\n"
      + constI("axis3", new int[] {}, 3)
      + concat("out", "axis3", "lrn", "fq")
      + VERSIONS;

  /** ResizeBilinearGrad (half-pixel centers) and ResizeNearestNeighborGrad (corners aligned) of 3x5 gradients to 2x3 images. */
  private static final String RESIZE_GRADS = GraphText.placeholder("x", "DT_FLOAT", 1, 3, 5, 2)
      + constF("img", new int[] {1, 2, 3, 2}, 0f)
      + constI("hw", new int[] {2}, 2, 3)
      + op("bg", "ResizeBilinearGrad", "DT_FLOAT", "x", "img", "attr { key: \"align_corners\" value { b: false } }",
          "attr { key: \"half_pixel_centers\" value { b: true } }")
      + op("ng", "ResizeNearestNeighborGrad", "DT_FLOAT", "x", "hw", "attr { key: \"align_corners\" value { b: true } }",
          "attr { key: \"half_pixel_centers\" value { b: false } }")
      + constI("axis3", new int[] {}, 3)
      + concat("out", "axis3", "bg", "ng")
      + VERSIONS;

  private static String dtypeAttr(String key, String type) {
    return "attr { key: \"" + key + "\" value { type: " + type + " } }";
  }

  /**
   * The stateless random ops with Philox: StatelessRandomUniform (int32 seed, one negative),
   * StatelessRandomNormal (int64 seed) and StatelessRandomGetKeyCounter + StatelessRandomUniformV2,
   * 2x6 each, side by side (the uniforms added to x).
   */
  private static final String STATELESS_RANDOM = GraphText.placeholder("x", "DT_FLOAT", 2, 6)
      + constI("shape", new int[] {2}, 2, 6)
      + constI("seed", new int[] {2}, 7, -3)
      + constI("seedb", new int[] {2}, -100000, 123456789)
      + op("seed64", "Cast", null, "seedb", dtypeAttr("SrcT", "DT_INT32"), dtypeAttr("DstT", "DT_INT64"), "attr { key: \"Truncate\" value { b: false } }")
      + op("u", "StatelessRandomUniform", null, "shape", "seed", dtypeAttr("dtype", "DT_FLOAT"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT32"))
      + op("n", "StatelessRandomNormal", null, "shape", "seed64", dtypeAttr("dtype", "DT_FLOAT"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT64"))
      + op("kc", "StatelessRandomGetKeyCounter", null, "seedb", dtypeAttr("Tseed", "DT_INT32"))
      + constI("alg", new int[] {}, 1)
      + op("v", "StatelessRandomUniformV2", null, "shape", "kc", "kc:1", "alg", dtypeAttr("dtype", "DT_FLOAT"), dtypeAttr("Tshape", "DT_INT32"))
      + op("xu", "AddV2", "DT_FLOAT", "x", "u")
      + constI("axis1s", new int[] {}, 1)
      + concat("out", "axis1s", "xu", "n", "v")
      + VERSIONS;

  private static String toFloat(String name, String input, String type) {
    return op(name, "Cast", null, input, dtypeAttr("SrcT", type), dtypeAttr("DstT", "DT_FLOAT"), "attr { key: \"Truncate\" value { b: false } }");
  }

  /**
   * The stateless integer draws, as floats (exact: the same integers cast the same way):
   * StatelessRandomUniformInt int32 in [-50, 1000) and int64 in [-7, 2^33 + 5), int32
   * StatelessRandomUniformFullInt, and StatelessRandomUniformIntV2 with GetKeyCounter's key and counter.
   */
  private static final String STATELESS_INTS = GraphText.placeholder("x", "DT_FLOAT", 2, 6)
      + constI("shape", new int[] {2}, 2, 6)
      + constI("seed", new int[] {2}, 7, -3)
      + constI("seedb", new int[] {2}, -100000, 123456789)
      + op("seed64", "Cast", null, "seedb", dtypeAttr("SrcT", "DT_INT32"), dtypeAttr("DstT", "DT_INT64"), "attr { key: \"Truncate\" value { b: false } }")
      + constI("lo", new int[] {}, -50)
      + constI("hi", new int[] {}, 1000)
      + "node { name: \"lo64\" op: \"Const\" attr { key: \"dtype\" value { type: DT_INT64 } } attr { key: \"value\" value { tensor { dtype: DT_INT64 tensor_shape { } int64_val: -7 } } } }\n"
      + "node { name: \"hi64\" op: \"Const\" attr { key: \"dtype\" value { type: DT_INT64 } } attr { key: \"value\" value { tensor { dtype: DT_INT64 tensor_shape { } int64_val: 8589934597 } } } }\n"
      + op("a", "StatelessRandomUniformInt", null, "shape", "seed", "lo", "hi", dtypeAttr("dtype", "DT_INT32"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT32"))
      + op("b", "StatelessRandomUniformInt", null, "shape", "seed64", "lo64", "hi64", dtypeAttr("dtype", "DT_INT64"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT64"))
      + op("c", "StatelessRandomUniformFullInt", null, "shape", "seed", dtypeAttr("dtype", "DT_INT32"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT32"))
      + op("kc", "StatelessRandomGetKeyCounter", null, "seedb", dtypeAttr("Tseed", "DT_INT32"))
      + constI("alg", new int[] {}, 1)
      + op("d", "StatelessRandomUniformIntV2", null, "shape", "kc", "kc:1", "alg", "lo", "hi", dtypeAttr("dtype", "DT_INT32"), dtypeAttr("Tshape", "DT_INT32"))
      + toFloat("af", "a", "DT_INT32") + toFloat("bf", "b", "DT_INT64") + toFloat("cf", "c", "DT_INT32") + toFloat("df", "d", "DT_INT32")
      + op("xa", "AddV2", "DT_FLOAT", "x", "af")
      + constI("axis1i", new int[] {}, 1)
      + "node { name: \"out\" op: \"ConcatV2\" input: \"xa\" input: \"bf\" input: \"cf\" input: \"df\" input: \"axis1i\" attr { key: \"N\" value { i: 4 } } "
      + "attr { key: \"T\" value { type: DT_FLOAT } } attr { key: \"Tidx\" value { type: DT_INT32 } } }\n"
      + VERSIONS;

  /** StatelessTruncatedNormal (int32 seed) and StatelessTruncatedNormalV2 (GetKeyCounter of another seed), 3x7 each. */
  private static final String STATELESS_TRUNCATED = GraphText.placeholder("x", "DT_FLOAT", 3, 7)
      + constI("shape", new int[] {2}, 3, 7)
      + constI("seed", new int[] {2}, 7, -3)
      + constI("seedb", new int[] {2}, -100000, 123456789)
      + op("t", "StatelessTruncatedNormal", null, "shape", "seed", dtypeAttr("dtype", "DT_FLOAT"), dtypeAttr("T", "DT_INT32"), dtypeAttr("Tseed", "DT_INT32"))
      + op("kc", "StatelessRandomGetKeyCounter", null, "seedb", dtypeAttr("Tseed", "DT_INT32"))
      + constI("alg", new int[] {}, 1)
      + op("t2", "StatelessTruncatedNormalV2", null, "shape", "kc", "kc:1", "alg", dtypeAttr("dtype", "DT_FLOAT"), dtypeAttr("Tshape", "DT_INT32"))
      + op("xt", "AddV2", "DT_FLOAT", "x", "t")
      + constI("axis1t", new int[] {}, 1)
      + concat("out", "axis1t", "xt", "t2")
      + VERSIONS;

  /** BesselI0e and BesselI1e side by side, batch unknown. */
  private static final String BESSEL = placeholder("DT_FLOAT", 4)
      + op("i0", "BesselI0e", "DT_FLOAT", "x")
      + op("i1", "BesselI1e", "DT_FLOAT", "x")
      + constI("axis1", new int[] {}, 1)
      + concat("out", "axis1", "i0", "i1")
      + VERSIONS;

  private static float[] values(int n, double scale) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      // Not a linear recurrence in i (sin(a i + b) is one, and makes the matrices singular).
      x[i] = (float) (Math.sin(i * i * 0.37 + i * 1.3 + 0.2) * scale);
    }
    return x;
  }

  @Test
  void choleskySolvesAndInverse() throws Exception {
    // TensorFlow's CPU kernels (Eigen's LLT, triangular solve, LU inverse and solve) against the
    // HLO (cholesky, triangular_solve, XLA's QR-based inverse): 0.25 ulp of the largest output
    // measured (6 ulps on the smallest outputs); 2 allowed.
    assertWithinUlpsOfLargest(LINALG, "3,3", new long[] {3, 3}, values(9, 2), 2);
  }

  @Test
  void qr() throws Exception {
    // Both are Householder QRs with LAPACK's reflector signs (Eigen's HouseholderQR, XLA's):
    // identical signs, 1 ulp of the largest output measured; 4 allowed.
    assertWithinUlpsOfLargest(QR, "4,3", new long[] {4, 3}, values(12, 2), 4);
  }

  @Test
  void determinants() throws Exception {
    // TensorFlow's LU against XLA's QR: 3 ulps of the largest output measured (the smaller
    // determinant, 0.0747, differs by 2.2e-7); 8 allowed. The signs are identical.
    assertWithinUlpsOfLargest(DET, "2,3,3", new long[] {2, 3, 3}, values(18, 2), 8);
  }

  @Test
  void singularValues() throws Exception {
    // TensorFlow's Eigen SVD against one-sided Jacobi sweeps: 2 ulps of the largest singular value allowed.
    assertWithinUlpsOfLargest(SVD, "5,3", new long[] {5, 3}, values(15, 3), 2);
  }

  @Test
  void lrnAndFakeQuant() throws Exception {
    // LRN's power (Eigen's against Java's) and FakeQuant's steps: bound measured below.
    assertWithinUlps(LRN_FAKE_QUANT, "1,2,2,6", new long[] {1, 2, 2, 6}, values(24, 2), 4);
  }

  @Test
  void resizeGradients() throws Exception {
    // Sums of weighted gradients in another order than TensorFlow's CPU kernels: 4 ulps measured and allowed.
    assertWithinUlps(RESIZE_GRADS, "1,3,5,2", new long[] {1, 3, 5, 2}, values(30, 3), 4);
  }

  @Test
  void statelessRandomOps() throws Exception {
    // TensorFlow's CPU kernels' Philox streams: the uniforms bit-identical (x is zero); the normals'
    // log, sqrt, sin and cos (glibc's in TensorFlow, the interpreter's): identical (0 ulps) measured; 2 allowed.
    float[][] both = bothOutputs(STATELESS_RANDOM, "2,6", new long[] {2, 6}, new float[12]);
    long uniform = 0;
    long normal = 0;
    for (int i = 0; i < both[0].length; i++) {
      long d = TensorFlowSession.ulpDistance(both[0][i], both[1][i]);
      if (i % 18 >= 6 && i % 18 < 12) {
        normal = Math.max(normal, d);
      } else {
        uniform = Math.max(uniform, d);
      }
    }
    assertEquals(0, uniform, "uniforms differ by " + uniform + " ulps");
    assertTrue(normal <= 2, "normals differ by " + normal + " ulps");
  }

  @Test
  void statelessRandomIntegersAreBitIdentical() throws Exception {
    assertWithinUlps(STATELESS_INTS, "2,6", new long[] {2, 6}, new float[12], 0);
  }

  @Test
  void statelessTruncatedNormals() throws Exception {
    // The normals kept below 2 in magnitude, in TensorFlow's order: 1 ulp measured (sin, cos, log); 2 allowed.
    assertWithinUlps(STATELESS_TRUNCATED, "3,7", new long[] {3, 7}, new float[21], 2);
  }

  @Test
  void diagonalBandsAreBitIdentical() throws Exception {
    assertWithinUlps(BANDS, "3,4", new long[] {3, 4}, values(12, 5), 0);
  }

  @Test
  void besselWithUnknownBatch() throws Exception {
    // The same Cephes Chebyshev series (Eigen's and XLA's), evaluated in a different order: 2 ulps measured.
    assertWithinUlps(BESSEL, "?,4", new long[] {2, 4}, new float[] {0f, 0.5f, -1.25f, 3f, 7.5f, -8.5f, 20f, -0.001f}, 2);
  }

  @Test
  void poolGradients() throws Exception {
    float[] x = new float[4 * 4 * 2];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) Math.sin(i * 1.37) * 4;
    }
    // Selection and sums of the divided gradient: identical (0 ulps) measured; 1 allowed.
    assertWithinUlps(POOL_GRADS, "1,4,4,2", new long[] {1, 4, 4, 2}, x, 1);
  }

  @Test
  void convolutionFilterGradientWithUnknownBatch() throws Exception {
    float[] x = new float[2 * 5 * 5 * 2];
    for (int i = 0; i < x.length; i++) {
      x[i] = 0.5f + (i % 7) * 0.25f;
    }
    // Sums of positive products: identical (0 ulps) measured; 2 allowed for the order of the additions.
    assertWithinUlps(FILTER_GRAD, "?,5,5,2", new long[] {2, 5, 5, 2}, x, 2);
  }

  @Test
  void realFftAndInverseWithUnknownBatch() throws Exception {
    float[] x = {1f, -2f, 0.5f, 3f, 0.25f, -1f, 2f, 2f, -0.5f, 1.5f, 0f, 4f};
    // The interpreter's DFT is computed in double and rounded; TensorFlow's FFT in float: outputs
    // within 0.5 ulp of the largest output's magnitude measured (near-zero outputs cancel, so the
    // bound is on that scale); 2 allowed.
    assertWithinUlpsOfLargest(FFT, "?,6", new long[] {2, 6}, x, 2);
  }

  @Test
  void resizeBilinearAndNearest() throws Exception {
    float[] x = new float[3 * 4 * 2];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) Math.cos(i * 0.61) * 3;
    }
    // Interpolation as two matrix products (TensorFlow: top + (bottom - top) * lerp): 2 ulps allowed.
    assertWithinUlps(RESIZE, "1,3,4,2", new long[] {1, 3, 4, 2}, x, 2);
  }

  @Test
  void scatterAndSegmentSumAreBitIdentical() throws Exception {
    assertIntsIdentical(SCATTER, "2,4", new long[] {2, 4}, new int[] {1, 2, 3, 4, 5, 6, 7, 8});
  }

  @Test
  void mlpWithUnknownBatch() throws Exception {
    float[] x = {1, 2, 3, 4, -1, 0.5f, 0.25f, 2, 0, 0, 1, 0};
    // Softmax's exp: 2 ulps measured.
    assertWithinUlps(MLP, "?,4", new long[] {3, 4}, x, 2);
  }

  @Test
  void convolutionAndPoolsWithUnknownBatch() throws Exception {
    float[] x = new float[2 * 4 * 4 * 2];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) Math.sin(i * 0.37) * 2;
    }
    // Tanh (Eigen's rational approximation in TensorFlow, evaluated per instruction set): 3 ulps
    // measured on an AVX-512 host, 4 on an AVX2 + FMA one.
    assertWithinUlps(CONV, "?,4,4,2", new long[] {2, 4, 4, 2}, x, 4);
  }

  @Test
  void normalizationWithUnknownBatch() throws Exception {
    float[] x = {1, 2, 3, 4, -0.5f, 0.25f, 8, -3, 0, 0, 0, 1};
    // Rsqrt (Eigen's approximation against a correctly rounded one): 2 ulps measured.
    assertWithinUlps(NORMALIZE, "?,4", new long[] {3, 4}, x, 2);
  }

  @Test
  void transposedConvolution() throws Exception {
    float[] x = new float[2 * 2 * 3];
    for (int i = 0; i < x.length; i++) {
      x[i] = i * 0.25f - 1;
    }
    // Sums of products only: 1 ulp allowed for the order of the additions.
    assertWithinUlps(CONV_TRANSPOSE, "1,2,2,3", new long[] {1, 2, 2, 3}, x, 1);
  }

  @Test
  void elementwiseAndMeanWithUnknownBatch() throws Exception {
    float[] x = {1.5f, -0.25f, 4f, -3f, 2.75f, 0.125f};
    // Sigmoid and sqrt: identical (0 ulps) measured; 1 allowed.
    assertWithinUlps(ELEMENTWISE, "?,3", new long[] {2, 3}, x, 1);
  }

  @Test
  void integerOpsAreBitIdentical() throws Exception {
    assertIntsIdentical(INTEGER, "?,4", new long[] {2, 4}, new int[] {7, -7, 13, -20, 0, 9, -1, 22});
  }

  private void assertIntsIdentical(String text, String shapes, long[] shape, int[] x) throws Exception {
    GraphDef gd = TensorFlowSession.graphDef(text);
    int[] expected;
    try (TInt32 in = TInt32.tensorOf(Shape.of(shape), DataBuffers.of(x, true, false))) {
      expected = TensorFlowSession.ints(TensorFlowSession.runOnce(gd, in));
    }
    long[] longs = new long[x.length];
    for (int i = 0; i < x.length; i++) {
      longs[i] = x[i];
    }
    Interpreter interp = legalized(gd, shapes, "DT_INT32");
    Tensor out = interp.run("main", Tensor.ofIntegers(IntegerType.get(interp.context(), 32), shape, longs)).get(0);
    long[] got = out.toLongs();
    int[] actual = new int[got.length];
    for (int i = 0; i < got.length; i++) {
      actual[i] = (int) got[i];
    }
    assertArrayEquals(expected, actual);
  }

  /** TensorFlow's output and the interpreter's for the float input {@code x}, of the same length. */
  private float[][] bothOutputs(String text, String shapes, long[] shape, float[] x) throws Exception {
    GraphDef gd = TensorFlowSession.graphDef(text);
    float[] expected;
    try (TFloat32 in = TFloat32.tensorOf(Shape.of(shape), DataBuffers.of(x, true, false))) {
      expected = TensorFlowSession.floats(TensorFlowSession.runOnce(gd, in));
    }
    Interpreter interp = legalized(gd, shapes, "DT_FLOAT");
    float[] actual = interp.run("main", Tensor.ofF32(interp.context(), shape, x)).get(0).toFloats();
    assertEquals(expected.length, actual.length);
    return new float[][] {expected, actual};
  }

  private void assertWithinUlps(String text, String shapes, long[] shape, float[] x, int ulps) throws Exception {
    float[][] both = bothOutputs(text, shapes, shape, x);
    float[] expected = both[0];
    float[] actual = both[1];
    long worst = 0;
    for (int i = 0; i < expected.length; i++) {
      worst = Math.max(worst, TensorFlowSession.ulpDistance(expected[i], actual[i]));
    }
    assertTrue(worst <= ulps, "worst distance " + worst + " ulps > " + ulps);
  }

  /** Every output within {@code ulps} units in the last place of the largest expected magnitude. */
  private void assertWithinUlpsOfLargest(String text, String shapes, long[] shape, float[] x, int ulps) throws Exception {
    float[][] both = bothOutputs(text, shapes, shape, x);
    float[] expected = both[0];
    float[] actual = both[1];
    float largest = 0;
    for (float v : expected) {
      largest = Math.max(largest, Math.abs(v));
    }
    double worst = 0;
    for (int i = 0; i < expected.length; i++) {
      worst = Math.max(worst, Math.abs(expected[i] - actual[i]) / Math.ulp(largest));
    }
    assertTrue(worst <= ulps, "worst distance " + worst + " ulps of " + largest + " > " + ulps);
  }

  /** GraphDef -> MLIR (jtranslate) -> tf-standard-pipeline, tf-to-stablehlo -> an interpreter of it. */
  private Interpreter legalized(GraphDef gd, String shapes, String dtype) throws Exception {
    Path in = dir.resolve("g.pb");
    Path mlir = dir.resolve("g.mlir");
    Files.write(in, gd.toByteArray());
    jtranslate("--graphdef-to-mlir", in.toString(), "--tf-input-arrays=x", "--tf-input-shapes=" + shapes,
        "--tf-output-arrays=out", "-o", mlir.toString());
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = SourceParser.parse(ctx, Files.readAllBytes(mlir), "g.mlir", ParseOptions.DEFAULT);
    PassManager pm = new PassManager(ctx,
        PipelineParser.parseAnchored(PassRegistry.withAllPasses(), "builtin.module(tf-standard-pipeline,tf-to-stablehlo{allow-partial-conversion=false})"));
    assertTrue(pm.run(module), "the pipeline legalizes every op");
    return new Interpreter(module);
  }

  private void jtranslate(String... args) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = new JtranslateMain().run(new Invocation(List.of(args), dir, Map.of(), new java.io.ByteArrayInputStream(new byte[0]),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    assertEquals(0, rc, "jtranslate " + String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
  }
}
