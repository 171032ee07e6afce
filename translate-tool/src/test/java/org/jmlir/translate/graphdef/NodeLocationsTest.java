package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.GraphDebugInfo;
import org.jmlir.translate.proto.NodeDef;
import org.junit.jupiter.api.Test;

/** Node locations from names, original node names and GraphDebugInfo stack traces. */
class NodeLocationsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private static final String DEBUG_INFO = """
      files: "m.py"
      traces { key: "a@" value { file_line_cols { line: 3 } } }
      traces { key: "b" value { file_line_cols { line: 1 } file_line_cols { line: 2 } file_line_cols { line: 3 } } }
      frames_by_id { key: 5 value { line: 9 } }
      traces_by_id { key: 1 value { frame_id: 5 } }
      name_to_trace_id { key: "c@f" value: 1 }
      """;

  private String loc(NodeLocations l, NodeDef n, String function) {
    Location at = l.of(n, function);
    StringBuilder sb = new StringBuilder();
    new AttrTypePrinter().printLocation(sb, at, false);
    return sb.toString();
  }

  @Test
  void namesFramesAndCallSites() throws TranslateException {
    GraphDebugInfo info = GraphDebugInfoReader.read(DEBUG_INFO.getBytes(StandardCharsets.UTF_8));
    NodeLocations l = new NodeLocations(ctx, info);
    assertEquals("loc(fused[\"Neg:\", \"a\"(\"m.py\":3:1)])", loc(l, NodeDef.newBuilder().setName("a").setOp("Neg").build(), null));
    assertEquals("loc(fused[\"Neg:\", callsite(\"b\"(\"m.py\":1:1) at callsite(\"m.py\":2:1 at \"m.py\":3:1))])",
        loc(l, NodeDef.newBuilder().setName("b").setOp("Neg").build(), null));
    assertEquals("loc(fused[\"Neg:\", \"c@f\"(\"m.py\":9:1)])", loc(l, NodeDef.newBuilder().setName("c").setOp("Neg").build(), "f"));
    assertEquals("loc(fused[\"Neg:\", \"d@f\"])", loc(l, NodeDef.newBuilder().setName("d").setOp("Neg").build(), "f"));
  }

  @Test
  void opTypeThenOriginalNodesThenTheNodeExceptForNextIteration() {
    NodeLocations l = new NodeLocations(ctx, GraphDebugInfo.getDefaultInstance());
    NodeDef.ExperimentalDebugInfo di = NodeDef.ExperimentalDebugInfo.newBuilder()
        .addOriginalNodeNames("x").addOriginalNodeNames("y").addOriginalFuncNames("g").build();
    NodeDef n = NodeDef.newBuilder().setName("n").setOp("Neg").setExperimentalDebugInfo(di).build();
    assertEquals("loc(fused[\"Neg:\", \"x@g\", \"y\", \"n\"])", loc(l, n, null));
    assertEquals("loc(fused[\"NextIteration:\", \"n\"])", loc(l, n.toBuilder().setOp("NextIteration").build(), null));
    NodeDef self = n.toBuilder().setExperimentalDebugInfo(NodeDef.ExperimentalDebugInfo.newBuilder().addOriginalNodeNames("n")).build();
    assertEquals("loc(fused[\"Neg:\", \"n\"])", loc(l, self, null), "a location fused twice is there once");
  }
}
