package org.jmlir.translate.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.jmlir.tool.Invocation;
import org.jmlir.translate.JtranslateMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tensorflow.Graph;
import org.tensorflow.GraphOperation;
import org.tensorflow.GraphOperationBuilder;
import org.tensorflow.Output;
import org.tensorflow.Result;
import org.tensorflow.Session;
import org.tensorflow.Tensor;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.ndarray.buffer.DataBuffers;
import org.tensorflow.op.OpScope;
import org.tensorflow.proto.AttrValue;
import org.tensorflow.proto.DataType;
import org.tensorflow.proto.GraphDef;
import org.tensorflow.proto.NodeDef;
import org.tensorflow.proto.OpDef;
import org.tensorflow.proto.OpList;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TInt32;

/**
 * TensorFlow as the oracle over many op types: one graph, built with TensorFlow-java's graph API,
 * holds well over 100 distinct ops (element-wise, comparisons, reductions, array, shape, NN and
 * special-function ops) on fed inputs. It goes through {@code --graphdef-to-mlir} and
 * {@code --mlir-to-graphdef} twice: as TensorFlow-java wrote it, and with every attribute at its
 * registry default removed (as {@code strip_default_attrs} saves graphs). Each time TensorFlow runs
 * the result and every output must be bit-identical to the original's.
 */
class ManyOpsOracleTest {
  @TempDir Path dir;

  /**
   * One op per line: {@code Op inputs [attr=value ...]}. Inputs are named tensors ({@code x}
   * float32 2x3 in (0,1), {@code y} float32 2x3 in (1,3), {@code i}/{@code j} int32 2x3, {@code b}
   * bool 2x3, and the constants below); {@code [x,y]} is a list input. Attribute values:
   * {@code true}/{@code false}, integers, {@code @DT_INT64} types, {@code [1,2]} int lists, else strings.
   */
  private static final String OPS = """
      Abs x
      Acos x
      Acosh y
      Asin x
      Asinh x
      Atan x
      Atanh x
      Ceil y
      Cos x
      Cosh x
      Digamma y
      Erf x
      Erfc x
      Erfinv x
      Exp x
      Expm1 x
      Floor y
      Inv y
      Lgamma y
      Log y
      Log1p x
      Ndtri x
      Neg x
      Reciprocal y
      Relu x
      Relu6 y
      Elu x
      Selu x
      Rint y
      Round y
      Rsqrt y
      Sigmoid x
      Sign x
      Sin x
      Sinh x
      Softplus x
      Softsign x
      Sqrt y
      Square x
      Tan x
      Tanh x
      IsFinite x
      IsInf x
      IsNan x
      OnesLike x
      ZerosLike x
      Identity x
      Snapshot x
      StopGradient x
      Softmax x
      LogSoftmax x
      L2Loss x
      BesselI0e x
      BesselI1e x
      BesselI0 x
      BesselI1 x
      BesselJ0 x
      BesselJ1 x
      BesselK0 y
      BesselK1 y
      BesselY0 y
      BesselY1 y
      Dawsn x
      Expint y
      FresnelCos x
      FresnelSin x
      Spence y
      Add x,y
      AddV2 x,y
      Sub x,y
      Mul x,y
      Div x,y
      RealDiv x,y
      DivNoNan x,y
      MulNoNan x,y
      Maximum x,y
      Minimum x,y
      Pow y,x
      SquaredDifference x,y
      Atan2 x,y
      Xdivy x,y
      Xlogy x,y
      Xlog1py x,y
      FloorDiv y,x
      FloorMod y,x
      Mod y,x
      Igamma y,x
      Igammac y,x
      Zeta y,x
      NextAfter x,y
      ApproximateEqual x,y tolerance=0.5
      Equal x,y
      NotEqual x,y
      Less x,y
      LessEqual x,y
      Greater x,y
      GreaterEqual x,y
      ReluGrad x,x
      Relu6Grad x,y
      EluGrad x,y
      SeluGrad x,y
      SoftplusGrad x,y
      SoftsignGrad x,y
      SigmoidGrad x,y
      TanhGrad x,y
      RsqrtGrad y,x
      SqrtGrad y,x
      ReciprocalGrad y,x
      BiasAdd x,bias
      BiasAddV1 x,bias
      BiasAddGrad x
      MatMul x,y transpose_b=true
      BatchMatMulV2 x3,x3t
      AddN [x,y,x]
      Einsum [x,y] equation=ij,kj->ik
      LogicalAnd b,c
      LogicalOr b,c
      LogicalNot b
      BitwiseAnd i,j
      BitwiseOr i,j
      BitwiseXor i,j
      Invert i
      LeftShift i,j
      RightShift i,j
      PopulationCount i
      TruncateDiv i,j
      TruncateMod i,j
      Sum x,ax1
      Prod x,ax1 keep_dims=true
      Max x,ax0
      Min x,ax1
      Mean x,ax1
      ArgMax x,ax1
      ArgMin x,ax1 output_type=@DT_INT32
      All b,ax1
      Any b,ax0
      Reshape x,shape32
      Transpose x,perm
      ExpandDims x,ax0
      Squeeze xcol squeeze_dims=[1]
      Tile x,mult
      ConcatV2 [x,y],ax0
      Pack [x,y] axis=1
      Unpack x num=2
      ReverseV2 x,axes
      Shape x
      ShapeN [x,y]
      Size x out_type=@DT_INT64
      Rank x
      Cast i DstT=@DT_FLOAT
      Fill dims,lo
      Range r0,r5,r1
      Slice x,begin,size
      StridedSlice x,begin,end,strides
      GatherV2 x,idx,ax0
      GatherNd x,nd
      Where b
      Select b,x,y
      SelectV2 b,x,y
      Cumsum x,ax1
      Cumprod x,ax1 exclusive=true
      ClipByValue x,lo,hi
      Unique vec
      TopKV2 vec,two
      OneHot idx,three,lo,hi
      Pad x,pads
      MirrorPad x,pads mode=REFLECT
      BroadcastTo bias,dims23
      DepthToSpace img4 block_size=2
      SpaceToDepth img2 block_size=2
      MaxPool img2 ksize=[1,2,2,1] strides=[1,1,1,1] padding=VALID
      AvgPool img2 ksize=[1,2,2,1] strides=[1,1,1,1] padding=SAME
      Conv2D img2,filt strides=[1,1,1,1] padding=SAME
      DepthwiseConv2dNative img2,filt strides=[1,1,1,1] padding=VALID
      LRN img2
      Cross v3,w3
      Diag bias
      MatrixDiagPartV3 x,zero,lo
      InvertPermutation perm
      ZerosLike i
      Complex x,y
      Real cplx
      Imag cplx
      ComplexAbs cplx
      Conj cplx
      Angle cplx
      EuclideanNorm x,ax1
      SegmentSum x,seg
      UnsortedSegmentMax x,seg,two
      BroadcastArgs shape32,shape32
      Bucketize x boundaries=[0.5]
      CheckNumerics x message=bad
      """;

  private final Map<String, float[]> floats = new LinkedHashMap<>();
  private final Map<String, int[]> ints = new LinkedHashMap<>();
  private final Map<String, Shape> shapes = new HashMap<>();

  ManyOpsOracleTest() {
    floats.put("x", new float[] {0.125f, 0.25f, 0.375f, 0.5f, 0.625f, 0.875f});
    floats.put("y", new float[] {1.5f, 2.25f, 1.125f, 2.75f, 1.875f, 2.5f});
    shapes.put("x", Shape.of(2, 3));
    shapes.put("y", Shape.of(2, 3));
    ints.put("i", new int[] {1, 7, 12, 5, 9, 30});
    ints.put("j", new int[] {3, 1, 2, 4, 2, 1});
    shapes.put("i", Shape.of(2, 3));
    shapes.put("j", Shape.of(2, 3));
  }

  @Test
  void moreThanAHundredOpTypesRoundTripBitIdentical() throws Exception {
    List<String[]> specs = new ArrayList<>();
    for (String line : OPS.strip().split("\n")) {
      specs.add(line.strip().split(" "));
    }
    // Keep what TensorFlow itself builds and runs on these inputs (so the test states facts).
    List<String[]> runnable = new ArrayList<>();
    List<String> refused = new ArrayList<>();
    for (String[] s : specs) {
      try (Graph g = new Graph()) {
        Map<String, Output<?>> env = base(g);
        List<String> fetches = build(g, env, List.<String[]>of(s));
        run(g.toGraphDef(), fetches);
        runnable.add(s);
      } catch (RuntimeException e) {
        refused.add(s[0] + ": " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
    GraphDef original;
    List<String> fetches;
    try (Graph g = new Graph()) {
      Map<String, Output<?>> env = base(g);
      fetches = build(g, env, runnable);
      original = g.toGraphDef();
    }
    TreeSet<String> opTypes = new TreeSet<>();
    for (NodeDef n : original.getNodeList()) {
      opTypes.add(n.getOp());
    }
    assertTrue(opTypes.size() >= 100, "distinct op types: " + opTypes.size() + "; refused by TensorFlow: " + refused);
    List<byte[]> expected = run(original, fetches);
    GraphDef stripped = stripDefaults(original);
    assertTrue(stripped.getSerializedSize() < original.getSerializedSize(), "some attributes are at their defaults");
    for (GraphDef input : List.of(original, stripped)) {
      GraphDef back = roundTrip(input);
      List<byte[]> actual = run(back, fetches);
      for (int k = 0; k < fetches.size(); k++) {
        assertArrayEquals(expected.get(k), actual.get(k), "output " + fetches.get(k) + " is bit-identical");
      }
    }
    System.out.println("ManyOpsOracleTest: " + opTypes.size() + " distinct op types, " + fetches.size()
        + " outputs bit-identical after the round trip (with and without default attributes); not run by TensorFlow: "
        + refused);
  }

  /** The fed inputs and the constants the op lines use. */
  private Map<String, Output<?>> base(Graph g) {
    Map<String, Output<?>> env = new HashMap<>();
    OpScope scope = new OpScope(g);
    for (String n : floats.keySet()) {
      env.put(n, g.opBuilder("Placeholder", n, scope).setAttr("dtype", DataType.DT_FLOAT).setAttr("shape", shapes.get(n))
          .build().output(0));
    }
    for (String n : ints.keySet()) {
      env.put(n, g.opBuilder("Placeholder", n, scope).setAttr("dtype", DataType.DT_INT32).setAttr("shape", shapes.get(n))
          .build().output(0));
    }
    constI(g, scope, env, "ax0", Shape.scalar(), 0);
    constI(g, scope, env, "ax1", Shape.scalar(), 1);
    constI(g, scope, env, "r0", Shape.scalar(), 0);
    constI(g, scope, env, "r1", Shape.scalar(), 1);
    constI(g, scope, env, "r5", Shape.scalar(), 5);
    constI(g, scope, env, "two", Shape.scalar(), 2);
    constI(g, scope, env, "three", Shape.scalar(), 3);
    constI(g, scope, env, "zero", Shape.scalar(), 0);
    constI(g, scope, env, "shape32", Shape.of(2), 3, 2);
    constI(g, scope, env, "dims23", Shape.of(2), 2, 3);
    constI(g, scope, env, "perm", Shape.of(2), 1, 0);
    constI(g, scope, env, "mult", Shape.of(2), 2, 1);
    constI(g, scope, env, "axes", Shape.of(1), 1);
    constI(g, scope, env, "begin", Shape.of(2), 0, 1);
    constI(g, scope, env, "size", Shape.of(2), 2, 2);
    constI(g, scope, env, "end", Shape.of(2), 2, 3);
    constI(g, scope, env, "strides", Shape.of(2), 1, 1);
    constI(g, scope, env, "dims", Shape.of(2), 2, 2);
    constI(g, scope, env, "idx", Shape.of(2), 1, 0);
    constI(g, scope, env, "nd", Shape.of(2, 2), 0, 1, 1, 2);
    constI(g, scope, env, "pads", Shape.of(2, 2), 1, 0, 0, 1);
    constI(g, scope, env, "seg", Shape.of(2), 0, 0);
    constF(g, scope, env, "lo", Shape.scalar(), 0.25f);
    constF(g, scope, env, "hi", Shape.scalar(), 0.75f);
    constF(g, scope, env, "bias", Shape.of(3), 0.5f, -1.25f, 2f);
    constF(g, scope, env, "vec", Shape.of(5), 3f, 1f, 3f, 2f, 1f);
    constF(g, scope, env, "v3", Shape.of(3), 1f, 2f, 3f);
    constF(g, scope, env, "w3", Shape.of(3), -2f, 0.5f, 4f);
    float[] img = new float[32];
    for (int k = 0; k < img.length; k++) {
      img[k] = (k * 5 % 7) / 4f - 0.5f;
    }
    constF(g, scope, env, "img2", Shape.of(1, 4, 4, 2), img);
    constF(g, scope, env, "img4", Shape.of(1, 2, 2, 8), img);
    float[] filt = new float[36];
    for (int k = 0; k < filt.length; k++) {
      filt[k] = (k % 5) / 8f - 0.25f;
    }
    constF(g, scope, env, "filt", Shape.of(3, 3, 2, 2), filt);
    constF(g, scope, env, "x3", Shape.of(2, 2, 3), floatsOf(12));
    constF(g, scope, env, "x3t", Shape.of(2, 3, 2), floatsOf(12));
    constF(g, scope, env, "xcol", Shape.of(3, 1), 1f, 2f, 3f);
    env.put("b", g.opBuilder("Less", "b", scope).addInput(env.get("x")).addInput(constFOut(g, scope, "half", 0.5f)).build().output(0));
    env.put("c", g.opBuilder("Greater", "c", scope).addInput(env.get("y")).addInput(constFOut(g, scope, "two_f", 2f)).build().output(0));
    env.put("cplx", g.opBuilder("Complex", "cplx", scope).addInput(env.get("x")).addInput(env.get("y")).build().output(0));
    return env;
  }

  private static float[] floatsOf(int n) {
    float[] v = new float[n];
    for (int k = 0; k < n; k++) {
      v[k] = k / 4f - 1f;
    }
    return v;
  }

  private static void constI(Graph g, OpScope scope, Map<String, Output<?>> env, String name, Shape shape, int... values) {
    try (TInt32 t = TInt32.tensorOf(shape, DataBuffers.of(values, true, false))) {
      env.put(name, g.opBuilder("Const", name, scope).setAttr("dtype", DataType.DT_INT32).setAttr("value", t).build().output(0));
    }
  }

  private static void constF(Graph g, OpScope scope, Map<String, Output<?>> env, String name, Shape shape, float... values) {
    try (TFloat32 t = TFloat32.tensorOf(shape, DataBuffers.of(values, true, false))) {
      env.put(name, g.opBuilder("Const", name, scope).setAttr("dtype", DataType.DT_FLOAT).setAttr("value", t).build().output(0));
    }
  }

  private static Output<?> constFOut(Graph g, OpScope scope, String name, float v) {
    try (TFloat32 t = TFloat32.scalarOf(v)) {
      return g.opBuilder("Const", name, scope).setAttr("dtype", DataType.DT_FLOAT).setAttr("value", t).build().output(0);
    }
  }

  /** Adds one node per spec (named {@code op_<line>}) and returns every output to fetch. */
  private static List<String> build(Graph g, Map<String, Output<?>> env, List<String[]> specs) {
    OpScope scope = new OpScope(g);
    List<String> fetches = new ArrayList<>();
    int line = 0;
    for (String[] s : specs) {
      String name = "op_" + s[0] + "_" + line++;
      GraphOperationBuilder b = g.opBuilder(s[0], name, scope);
      if (s.length > 1) {
        for (String in : splitInputs(s[1])) {
          if (in.startsWith("[")) {
            String[] parts = in.substring(1, in.length() - 1).split(",");
            Output<?>[] list = new Output<?>[parts.length];
            for (int k = 0; k < parts.length; k++) {
              list[k] = env.get(parts[k]);
            }
            b.addInputList(list);
          } else {
            b.addInput(env.get(in));
          }
        }
      }
      for (int k = 2; k < s.length; k++) {
        int eq = s[k].indexOf('=');
        String key = s[k].substring(0, eq);
        String v = s[k].substring(eq + 1);
        if (v.equals("true") || v.equals("false")) {
          b.setAttr(key, Boolean.parseBoolean(v));
        } else if (v.startsWith("@")) {
          b.setAttr(key, DataType.valueOf(v.substring(1)));
        } else if (v.startsWith("[") && v.contains(".")) {
          String[] parts = v.substring(1, v.length() - 1).split(",");
          float[] fs = new float[parts.length];
          for (int q = 0; q < parts.length; q++) {
            fs[q] = Float.parseFloat(parts[q]);
          }
          b.setAttr(key, fs);
        } else if (v.startsWith("[")) {
          String[] parts = v.substring(1, v.length() - 1).split(",");
          long[] ls = new long[parts.length];
          for (int q = 0; q < parts.length; q++) {
            ls[q] = Long.parseLong(parts[q]);
          }
          b.setAttr(key, ls);
        } else if (v.matches("-?[0-9]+")) {
          b.setAttr(key, Long.parseLong(v));
        } else if (v.matches("-?[0-9]*\\.[0-9]+")) {
          b.setAttr(key, Float.parseFloat(v));
        } else {
          b.setAttr(key, v);
        }
      }
      GraphOperation op = b.build();
      for (int k = 0; k < op.numOutputs(); k++) {
        fetches.add(name + ":" + k);
      }
    }
    return fetches;
  }

  /** {@code a,b,[c,d],e}: commas outside brackets separate inputs. */
  private static List<String> splitInputs(String s) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        depth--;
      } else if (c == ',' && depth == 0) {
        out.add(s.substring(start, k));
        start = k + 1;
      }
    }
    out.add(s.substring(start));
    return out;
  }

  /** TensorFlow's strip_default_attrs: every attribute equal to its op's registered default goes. */
  private static GraphDef stripDefaults(GraphDef gd) {
    Map<String, OpDef> ops = new HashMap<>();
    OpList list = OpRegistryDump.liveRegistry();
    for (OpDef op : list.getOpList()) {
      ops.put(op.getName(), op);
    }
    GraphDef.Builder b = gd.toBuilder();
    for (NodeDef.Builder n : b.getNodeBuilderList()) {
      OpDef op = ops.get(n.getOp());
      for (OpDef.AttrDef a : op.getAttrList()) {
        AttrValue v = n.getAttrMap().get(a.getName());
        if (a.hasDefaultValue() && v != null && v.equals(a.getDefaultValue())) {
          n.removeAttr(a.getName());
        }
      }
    }
    return b.build();
  }

  private List<byte[]> run(GraphDef gd, List<String> fetches) {
    try (Graph g = new Graph()) {
      g.importGraphDef(gd);
      try (Session s = new Session(g)) {
        Session.Runner r = s.runner();
        List<Tensor> fed = new ArrayList<>();
        for (Map.Entry<String, float[]> e : floats.entrySet()) {
          Tensor t = TFloat32.tensorOf(shapes.get(e.getKey()), DataBuffers.of(e.getValue(), true, false));
          fed.add(t);
          r.feed(e.getKey(), t);
        }
        for (Map.Entry<String, int[]> e : ints.entrySet()) {
          Tensor t = TInt32.tensorOf(shapes.get(e.getKey()), DataBuffers.of(e.getValue(), true, false));
          fed.add(t);
          r.feed(e.getKey(), t);
        }
        for (String f : fetches) {
          r.fetch(f);
        }
        try (Result result = r.run()) {
          List<byte[]> out = new ArrayList<>();
          for (int k = 0; k < fetches.size(); k++) {
            Tensor t = result.get(k);
            byte[] bytes = new byte[(int) t.numBytes()];
            t.asRawTensor().data().read(bytes);
            out.add(bytes);
          }
          return out;
        } finally {
          fed.forEach(Tensor::close);
        }
      }
    }
  }

  private GraphDef roundTrip(GraphDef original) throws Exception {
    Path in = dir.resolve("g.pb");
    Path mlir = dir.resolve("g.mlir");
    Path out = dir.resolve("back.pb");
    Files.write(in, original.toByteArray());
    jtranslate("--graphdef-to-mlir", "--mlir-print-debuginfo", in.toString(), "-o", mlir.toString());
    jtranslate("--mlir-to-graphdef", "-tf-binary-output", mlir.toString(), "-o", out.toString());
    return GraphDef.parseFrom(Files.readAllBytes(out));
  }

  private void jtranslate(String... args) throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = new JtranslateMain().run(new Invocation(List.of(args), dir, Map.of(),
        new java.io.ByteArrayInputStream(new byte[0]),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)));
    assertEquals(0, rc, "jtranslate " + String.join(" ", args) + ": " + err.toString(StandardCharsets.UTF_8));
  }
}
