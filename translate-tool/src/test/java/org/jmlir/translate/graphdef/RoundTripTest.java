package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.TextFormat;
import java.util.HashMap;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.translate.proto.AttrValue;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.junit.jupiter.api.Test;

/** GraphDef -> module -> GraphDef through the Java API keeps nodes, edges, devices and attributes. */
class RoundTripTest {
  private static final String GRAPH = """
      node { name: "x" op: "Placeholder" device: "/device:CPU:0"
        attr { key: "dtype" value { type: DT_FLOAT } } attr { key: "shape" value { shape { dim { size: 2 } } } } }
      node { name: "c" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } }
        attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { dim { size: 2 } } float_val: 1 float_val: 2 } } } }
      node { name: "y" op: "AddV2" input: "x" input: "c" input: "^c" attr { key: "T" value { type: DT_FLOAT } } }
      node { name: "u" op: "Unique" input: "y" attr { key: "T" value { type: DT_FLOAT } } attr { key: "out_idx" value { type: DT_INT32 } } }
      node { name: "z" op: "Identity" input: "u:1" attr { key: "T" value { type: DT_INT32 } } }
      versions { producer: 7 }
      """;

  private static MLIRContext context() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    return ctx;
  }

  @Test
  void keepsNodesEdgesAndAttributes() throws Exception {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.merge(GRAPH, b);
    GraphDef in = b.build();
    MLIRContext ctx = context();
    Operation module = new GraphImporter(ctx, in, ImportSpecs.defaults()).importGraph();
    GraphDef out = new GraphDefExporter(ctx).export(module);
    Map<String, NodeDef> byName = new HashMap<>();
    for (NodeDef n : out.getNodeList()) {
      byName.put(n.getName(), n);
    }
    assertEquals(in.getNodeCount(), out.getNodeCount());
    for (NodeDef n : in.getNodeList()) {
      NodeDef m = byName.get(n.getName());
      assertEquals(n.getOp(), m.getOp(), n.getName());
      assertEquals(n.getInputList(), m.getInputList(), n.getName());
      assertEquals(n.getDevice(), m.getDevice(), n.getName());
      for (Map.Entry<String, AttrValue> a : n.getAttrMap().entrySet()) {
        AttrValue back = m.getAttrMap().get(a.getKey());
        if (a.getValue().hasTensor()) {
          // The exporter may pick another encoding (tensor_content for float_val): same tensor.
          assertEquals(TensorConverter.convert(ctx, a.getValue().getTensor(), false),
              TensorConverter.convert(ctx, back.getTensor(), false), n.getName() + "." + a.getKey());
          assertTrue(back.getTensor().getTensorContent().size() == 8, "non-splat float tensors go to tensor_content");
        } else {
          assertEquals(a.getValue(), back, n.getName() + "." + a.getKey());
        }
      }
    }
    assertEquals(7, out.getVersions().getProducer());
    assertTrue(out.hasLibrary());
  }
}
