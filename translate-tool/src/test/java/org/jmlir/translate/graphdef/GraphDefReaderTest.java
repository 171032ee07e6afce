package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.MetaGraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.jmlir.translate.proto.SavedModel;
import org.junit.jupiter.api.Test;

class GraphDefReaderTest {
  private static final GraphDef GRAPH = GraphDef.newBuilder()
      .addNode(NodeDef.newBuilder().setName("n").setOp("NoOp"))
      .build();

  @Test
  void detectsBinaryAndTextByContent() throws TranslateException {
    byte[] binary = GRAPH.toByteArray();
    assertFalse(GraphDefReader.isText(binary));
    assertEquals(GRAPH, GraphDefReader.read(binary));
    byte[] text = "node { name: \"n\" op: \"NoOp\" }\n".getBytes(StandardCharsets.UTF_8);
    assertTrue(GraphDefReader.isText(text));
    assertEquals(GRAPH, GraphDefReader.read(text));
  }

  @Test
  void refusesSavedModels() {
    byte[] sm = SavedModel.newBuilder().setSavedModelSchemaVersion(1)
        .addMetaGraphs(MetaGraphDef.newBuilder().setGraphDef(GRAPH)).build().toByteArray();
    TranslateException e = assertThrows(TranslateException.class, () -> GraphDefReader.read(sm));
    assertTrue(e.getMessage().contains("SavedModel"), e.getMessage());
    byte[] noVersion = SavedModel.newBuilder().addMetaGraphs(MetaGraphDef.newBuilder().setGraphDef(GRAPH))
        .build().toByteArray();
    assertThrows(TranslateException.class, () -> GraphDefReader.read(noVersion));
  }

  @Test
  void reportsTruncationWithAnOffset() {
    byte[] binary = GraphDef.newBuilder().addNode(NodeDef.newBuilder().setName("a").setOp("NoOp"))
        .addNode(NodeDef.newBuilder().setName("b").setOp("NoOp")).build().toByteArray();
    byte[] cut = Arrays.copyOf(binary, binary.length - 3);
    TranslateException e = assertThrows(TranslateException.class, () -> GraphDefReader.read(cut));
    assertTrue(e.getMessage().contains("node #1"), e.getMessage());
  }
}
