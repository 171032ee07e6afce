package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.TextFormat;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.FunctionDef;
import org.jmlir.translate.proto.GraphDef;
import org.jmlir.translate.proto.NodeDef;
import org.junit.jupiter.api.Test;

/** -tf-upgrade-legacy at the GraphDef level: v1 loops and conditionals become While and If nodes. */
class ControlFlowFunctionalizerTest {
  private static GraphDef parse(String text) throws TextFormat.ParseException {
    GraphDef.Builder b = GraphDef.newBuilder();
    TextFormat.merge(text, b);
    return b.build();
  }

  private static final String LOOP = """
      node { name: "x" op: "Const" attr { key: "dtype" value { type: DT_INT32 } } }
      node { name: "e" op: "Enter" input: "x" attr { key: "T" value { type: DT_INT32 } } attr { key: "frame_name" value { s: "f" } } }
      node { name: "m" op: "Merge" input: "e" input: "n" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "c" op: "LoopCond" input: "p" }
      node { name: "p" op: "IsFinite" input: "m" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "s" op: "Switch" input: "m" input: "c" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "n" op: "NextIteration" input: "s:1" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "x2" op: "Exit" input: "s" attr { key: "T" value { type: DT_INT32 } } }
      node { name: "use" op: "Identity" input: "x2" attr { key: "T" value { type: DT_INT32 } } }
      """;

  private static List<String> ops(GraphDef g) {
    List<String> out = new ArrayList<>();
    for (NodeDef n : g.getNodeList()) {
      out.add(n.getName() + "=" + n.getOp());
    }
    return out;
  }

  @Test
  void aLoopBecomesAWhileNamedAfterItsLoopCond() throws Exception {
    GraphDef out = ControlFlowFunctionalizer.functionalize(parse(LOOP));
    assertEquals(List.of("x=Const", "use=Identity", "c=While"), ops(out));
    NodeDef w = out.getNode(2);
    assertEquals(List.of("x"), w.getInputList());
    assertEquals("_functionalize_cond_0", w.getAttrOrThrow("cond").getFunc().getName());
    assertEquals("_functionalize_body_0", w.getAttrOrThrow("body").getFunc().getName());
    assertEquals(List.of("c"), out.getNode(1).getInputList(), "the Exit's user reads the While");
    List<String> names = new ArrayList<>();
    for (FunctionDef f : out.getLibrary().getFunctionList()) {
      names.add(f.getSignature().getName());
    }
    assertEquals(List.of("_functionalize_cond_0", "_functionalize_body_0"), names);
    FunctionDef body = out.getLibrary().getFunction(1);
    assertEquals("arg0", body.getSignature().getInputArg(0).getName());
    assertEquals("arg0", body.getRetOrThrow("retval0"), "the body passes the value on");
  }

  @Test
  void graphsWithoutV1ControlFlowAreUnchanged() throws Exception {
    GraphDef g = parse("node { name: \"a\" op: \"NoOp\" }");
    assertEquals(g, ControlFlowFunctionalizer.functionalize(g));
  }

  @Test
  void failuresSayHowToAvoidThem() throws Exception {
    GraphDef g = parse(LOOP.replace("op: \"LoopCond\"", "op: \"Identity\""));
    TranslateException e = assertThrows(TranslateException.class, () -> ControlFlowFunctionalizer.functionalize(g));
    assertTrue(e.getMessage().startsWith("Invalid argument: Loop f has no LoopCond node\n\t"), e.getMessage());
    assertTrue(e.getMessage().endsWith(ControlFlowFunctionalizer.FAILURE));
  }

  @Test
  void namesNormalizeAsTensorFlowsFunctionArguments() {
    assertEquals("arg0", FlowLibrary.normalize("_Arg0"));
    assertEquals("retval_1", FlowLibrary.normalize("_Retval/1"));
    assertEquals("unknown", FlowLibrary.normalize("_0"));
  }
}
