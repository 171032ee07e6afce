package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.junit.jupiter.api.Test;

class LegacyFedInputsTest {
  private static NodeDef legacy(String name, DataType... types) {
    AttrValue.ListValue.Builder list = AttrValue.ListValue.newBuilder();
    for (DataType t : types) {
      list.addType(t);
    }
    return NodeDef.newBuilder().setName(name).setOp("LegacyFedInput").addInput("^other")
        .putAttr("output_types", AttrValue.newBuilder().setList(list).build())
        .putAttr("input_def", AttrValue.newBuilder().setS(com.google.protobuf.ByteString.copyFromUtf8("x")).build())
        .build();
  }

  @Test
  void fedNodesBecomePlaceholdersOfTheInputTypeAndShape() throws TranslateException {
    GraphDef g = GraphDef.newBuilder().addNode(legacy("fed", DataType.DT_FLOAT)).addNode(legacy("kept", DataType.DT_INT8)).build();
    List<ImportSpecs.Input> in = ImportSpecs.parseInputs("fed", "", "3");
    GraphDef out = LegacyFedInputs.convert(g, in);
    NodeDef fed = out.getNode(0);
    assertEquals("Placeholder", fed.getOp());
    assertEquals(0, fed.getInputCount(), "inputs are dropped");
    assertEquals(2, fed.getAttrCount(), "only dtype and shape remain");
    assertEquals(DataType.DT_FLOAT, fed.getAttrOrThrow("dtype").getType(), "the node's own first type when none is given");
    assertEquals(3, fed.getAttrOrThrow("shape").getShape().getDim(0).getSize());
    assertSame(g.getNode(1), out.getNode(1), "a node that is not fed is left alone");
    NodeDef typed = LegacyFedInputs.convert(g, ImportSpecs.parseInputs("fed", "DT_HALF", "")).getNode(0);
    assertEquals(DataType.DT_HALF, typed.getAttrOrThrow("dtype").getType());
  }

  @Test
  void refusesANodeWhoseSecondOutputIsRead() {
    GraphDef g = GraphDef.newBuilder().addNode(legacy("fed", DataType.DT_FLOAT, DataType.DT_FLOAT))
        .addNode(NodeDef.newBuilder().setName("use").setOp("Neg").addInput("fed:1")).build();
    TranslateException e = assertThrows(TranslateException.class,
        () -> LegacyFedInputs.convert(g, ImportSpecs.parseInputs("fed", "", "")));
    assertTrue(e.getMessage().contains("has non primary output in use"));
  }
}
