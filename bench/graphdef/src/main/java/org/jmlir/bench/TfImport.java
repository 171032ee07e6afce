package org.jmlir.bench;

import com.google.protobuf.TextFormat;
import java.nio.file.Files;
import java.nio.file.Path;
import org.tensorflow.Graph;
import org.tensorflow.proto.GraphDef;

/**
 * Times TensorFlow-java's import of a text GraphDef: parsing the text into the GraphDef proto, then
 * Graph.importGraphDef (TensorFlow's C++ importer). Prints one line per phase in milliseconds.
 * Usage: TfImport FILE.pbtxt
 */
public final class TfImport {
  private TfImport() {}

  public static void main(String[] args) throws Exception {
    long t0 = System.nanoTime();
    String text = Files.readString(Path.of(args[0]));
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.getParser().merge(text, b);
    GraphDef gd = b.build();
    long t1 = System.nanoTime();
    try (Graph g = new Graph()) {
      g.importGraphDef(gd);
      long t2 = System.nanoTime();
      System.out.printf("nodes %d%n", gd.getNodeCount());
      System.out.printf("parse-text-ms %.0f%n", (t1 - t0) / 1e6);
      System.out.printf("import-ms %.0f%n", (t2 - t1) / 1e6);
      System.out.printf("graph-ops %d%n", countOps(g));
    }
  }

  private static long countOps(Graph g) {
    long n = 0;
    var it = g.operations();
    while (it.hasNext()) {
      it.next();
      n++;
    }
    return n;
  }
}
