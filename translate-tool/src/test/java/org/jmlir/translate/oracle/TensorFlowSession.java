package org.jmlir.translate.oracle;

import com.google.protobuf.TextFormat;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tensorflow.Graph;
import org.tensorflow.Result;
import org.tensorflow.Session;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.ndarray.buffer.DataBuffers;
import org.tensorflow.proto.GraphDef;
import org.tensorflow.types.TFloat32;
import org.tensorflow.types.TInt32;

/**
 * TensorFlow-java as the oracle of the tests that compare jmlir with TensorFlow (translate-tool's
 * and compiled-graph's, through translate-tool's test jar): a GraphDef (text) loaded once, run on
 * float[] or int[] feeds; the raw bytes of the fetches, and their distance in ulps.
 */
public final class TensorFlowSession implements AutoCloseable {
  public record Feed(String name, Object data, long... shape) {}

  private final Graph graph = new Graph();
  private final Session session;
  public final byte[] graphDefBytes;

  public TensorFlowSession(String text) throws Exception {
    this(text, 0);
  }

  /** {@code threads} > 0: the session's intra- and inter-op thread pools have that many threads (0: TensorFlow's default). */
  public TensorFlowSession(String text, int threads) throws Exception {
    GraphDef gd = graphDef(text);
    graphDefBytes = gd.toByteArray();
    graph.importGraphDef(gd);
    session = threads <= 0 ? new Session(graph) : new Session(graph, org.tensorflow.proto.ConfigProto.newBuilder()
        .setIntraOpParallelismThreads(threads).setInterOpParallelismThreads(threads).build());
  }

  public static org.tensorflow.Tensor tensor(Object data, long... shape) {
    return switch (data) {
      case float[] f -> TFloat32.tensorOf(Shape.of(shape), DataBuffers.of(f, true, false));
      case int[] i -> TInt32.tensorOf(Shape.of(shape), DataBuffers.of(i, true, false));
      case boolean[] b -> org.tensorflow.types.TBool.tensorOf(Shape.of(shape), DataBuffers.of(b, true, false));
      default -> throw new IllegalArgumentException();
    };
  }

  /** Runs with tensors made once (for timing loops): the raw bytes of each fetch. */
  public List<byte[]> run(Map<String, org.tensorflow.Tensor> feeds, List<String> fetches) {
    Session.Runner r = session.runner();
    feeds.forEach(r::feed);
    fetches.forEach(r::fetch);
    try (Result result = r.run()) {
      List<byte[]> out = new ArrayList<>();
      for (int i = 0; i < fetches.size(); i++) {
        org.tensorflow.Tensor t = result.get(i);
        byte[] bytes = new byte[(int) t.numBytes()];
        t.asRawTensor().data().read(bytes);
        out.add(bytes);
      }
      return out;
    }
  }

  public List<byte[]> run(List<Feed> feeds, List<String> fetches) {
    Map<String, org.tensorflow.Tensor> ts = new java.util.LinkedHashMap<>();
    try {
      for (Feed f : feeds) {
        ts.put(f.name(), tensor(f.data(), f.shape()));
      }
      return run(ts, fetches);
    } finally {
      ts.values().forEach(org.tensorflow.Tensor::close);
    }
  }

  public static float[] floats(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    float[] out = new float[bytes.length / 4];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.getFloat();
    }
    return out;
  }

  public static int[] ints(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    int[] out = new int[bytes.length / 4];
    for (int i = 0; i < out.length; i++) {
      out[i] = b.getInt();
    }
    return out;
  }

  public static long ulpDistance(float a, float b) {
    if (Float.isNaN(a) || Float.isNaN(b)) {
      return Float.isNaN(a) && Float.isNaN(b) ? 0 : Long.MAX_VALUE;
    }
    int ia = Float.floatToRawIntBits(a);
    int ib = Float.floatToRawIntBits(b);
    long la = ia < 0 ? (long) Integer.MIN_VALUE - ia : ia;
    long lb = ib < 0 ? (long) Integer.MIN_VALUE - ib : ib;
    return Math.abs(la - lb);
  }

  /** A GraphDef from its text form. */
  public static GraphDef graphDef(String text) throws Exception {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.merge(text, b);
    return b.build();
  }

  /** Runs {@code gd} once: {@code input} fed as {@code x}, the raw bytes of {@code out}. */
  public static byte[] runOnce(GraphDef gd, org.tensorflow.Tensor input) {
    try (Graph g = new Graph()) {
      g.importGraphDef(gd);
      try (Session s = new Session(g); Result r = s.runner().feed("x", input).fetch("out").run()) {
        org.tensorflow.Tensor t = r.get(0);
        byte[] bytes = new byte[(int) t.numBytes()];
        t.asRawTensor().data().read(bytes);
        return bytes;
      }
    }
  }

  @Override
  public void close() {
    session.close();
    graph.close();
  }
}
