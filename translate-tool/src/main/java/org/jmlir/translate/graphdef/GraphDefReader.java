package org.jmlir.translate.graphdef;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.TextFormat;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.SavedModel;

/**
 * Reads a GraphDef from bytes, binary or text: the format is told from the content, never from the
 * file name. Text protos are printable; every binary GraphDef holds tag bytes below 0x20 that no
 * text form has (a NodeDef's op field alone is 0x12). A SavedModel is recognised and refused.
 */
public final class GraphDefReader {
  private GraphDefReader() {}

  /** Whether {@code data} is a text-format proto (no control bytes other than tab, CR, LF, FF, VT). */
  public static boolean isText(byte[] data) {
    for (byte b : data) {
      int c = b & 0xff;
      if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != 0x0b && c != 0x0c) {
        return false;
      }
    }
    return true;
  }

  public static GraphDef read(byte[] data) throws TranslateException {
    if (isText(data)) {
      if (looksLikeTextSavedModel(data)) {
        throw savedModel();
      }
      GraphDef.Builder b = GraphDef.newBuilder();
      try {
        TextProto.merge(data, b);
      } catch (TextFormat.ParseException e) {
        throw new TranslateException("Error parsing Protobuf: " + e.getMessage()
            + "\nGraph import failed: Invalid argument: Could not parse input proto");
      }
      return b.build();
    }
    if (looksLikeBinarySavedModel(data)) {
      throw savedModel();
    }
    try {
      return GraphDef.parseFrom(data);
    } catch (InvalidProtocolBufferException e) {
      throw new TranslateException("Error parsing Protobuf: " + describe(data, e)
          + "\nGraph import failed: Invalid argument: Could not parse input proto");
    }
  }

  private static TranslateException savedModel() {
    return new TranslateException("the input is a SavedModel, not a GraphDef: "
        + "--graphdef-to-mlir reads a GraphDef (.pb or .pbtxt), e.g. one exported with tf.io.write_graph");
  }

  /** Whether the first line that is neither blank nor a comment starts a SavedModel's fields. */
  private static boolean looksLikeTextSavedModel(byte[] data) {
    int i = 0;
    while (i < data.length) {
      int end = i;
      while (end < data.length && data[end] != '\n') {
        end++;
      }
      String t = new String(data, i, Math.min(end - i, 64), StandardCharsets.UTF_8).strip();
      if (!t.isEmpty() && !t.startsWith("#")) {
        return t.startsWith("saved_model_schema_version") || t.startsWith("meta_graphs");
      }
      i = end + 1;
    }
    return false;
  }

  /**
   * A SavedModel starts with its schema version (field 1, varint), which no GraphDef has (its
   * field 1 is the repeated node, length-delimited), or is a list of MetaGraphDefs whose field 2
   * holds a GraphDef.
   */
  private static boolean looksLikeBinarySavedModel(byte[] data) {
    if (data.length == 0) {
      return false;
    }
    if ((data[0] & 0xff) == (1 << 3 | WireFormat.WIRETYPE_VARINT)) {
      return true;
    }
    // Otherwise a SavedModel starts with its MetaGraphDefs (field 2), which a GraphDef reads as its
    // library: if it reads as a GraphDef without nodes but as a SavedModel whose graph has some, it
    // is a SavedModel.
    if ((data[0] & 0xff) != (2 << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED)) {
      return false;
    }
    try {
      GraphDef g = GraphDef.parseFrom(data);
      if (g.getNodeCount() > 0) {
        return false;
      }
    } catch (InvalidProtocolBufferException e) {
      // may still be a SavedModel
    }
    try {
      SavedModel sm = SavedModel.parseFrom(data);
      return sm.getMetaGraphsCount() > 0 && sm.getMetaGraphs(0).getGraphDef().getNodeCount() > 0;
    } catch (InvalidProtocolBufferException e2) {
      return false;
    }
  }

  /** Where a binary parse failed: the byte offset of the first top-level field that does not parse. */
  private static String describe(byte[] data, InvalidProtocolBufferException e) {
    CodedInputStream in = CodedInputStream.newInstance(data);
    int node = 0;
    try {
      while (!in.isAtEnd()) {
        int at = in.getTotalBytesRead();
        int tag = in.readTag();
        if (tag == (1 << 3 | WireFormat.WIRETYPE_LENGTH_DELIMITED)) {
          try {
            org.jmlir.translate.proto.NodeDef.parseFrom(in.readBytes());
          } catch (InvalidProtocolBufferException bad) {
            return bad.getMessage() + " (node #" + node + ", at byte offset " + at + ")";
          }
          node++;
        } else if (!in.skipField(tag)) {
          break;
        }
      }
    } catch (IOException io) {
      return io.getMessage() + " (after " + node + " nodes, at byte offset " + in.getTotalBytesRead() + ")";
    }
    return e.getMessage();
  }
}
