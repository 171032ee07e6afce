package org.jmlir.translate.graphdef;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.TextFormat;
import java.nio.charset.StandardCharsets;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.GraphDebugInfo;

/**
 * Reads the GraphDebugInfo of {@code -tf-debug-info}, text or binary (told from the content, as
 * {@link GraphDefReader} tells GraphDefs): the stack traces TensorFlow recorded for each node.
 */
public final class GraphDebugInfoReader {
  private GraphDebugInfoReader() {}

  public static GraphDebugInfo read(byte[] data) throws TranslateException {
    try {
      if (GraphDefReader.isText(data)) {
        GraphDebugInfo.Builder b = GraphDebugInfo.newBuilder();
        TextFormat.Parser.newBuilder().build().merge(new String(data, StandardCharsets.UTF_8), b);
        return b.build();
      }
      return GraphDebugInfo.parseFrom(data);
    } catch (TextFormat.ParseException | InvalidProtocolBufferException e) {
      throw new TranslateException("Error parsing Protobuf: " + e.getMessage()
          + "\nGraph import failed: Invalid argument: Could not parse the debug info file (a GraphDebugInfo)");
    }
  }
}
